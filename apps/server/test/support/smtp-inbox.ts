// What the app's mailer really sent, for integration tests: the tests' one SMTP server (@longwood/test-support/smtp-server)
// receives it and this inbox keeps each message parsed back from MIME with postal-mime. A mail suite sets it up with
// `suiteSmtpInbox()`.
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { freePort } from '@longwood/test-support/free-port';
import { startSmtpServer } from '@longwood/test-support/smtp-server';

export interface ReceivedMail {
  /** SMTP envelope recipients. */
  envelopeTo: string[];
  from: string;
  to: string[];
  replyTo: Array<{ name: string; address: string }>;
  subject: string;
  text: string;
  /** The HTML part, as a mail client reads it ('' when there is none). */
  html: string;
  /** Attached files, their content as UTF-8 text (e.g. a lesson's .ics). */
  attachments: Array<{ filename: string; mimeType: string; content: string }>;
  raw: string;
}

export interface SmtpInbox {
  readonly port: number;
  readonly messages: readonly ReceivedMail[];
  /** Resolves with the first message (already received or arriving within timeoutMs) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  clear(): void;
  close(): Promise<void>;
}

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = await startSmtpServer({
    port,
    async onMessage({ raw, envelopeTo }) {
      const email = await PostalMime.parse(raw);
      messages.push({
        envelopeTo,
        from: email.from?.address ?? '',
        to: (email.to ?? []).map((a) => a.address ?? ''),
        replyTo: (email.replyTo ?? []).map((a) => ({ name: a.name, address: a.address ?? '' })),
        subject: email.subject ?? '',
        text: email.text ?? '',
        html: email.html ?? '',
        attachments: (email.attachments ?? []).map((a) => ({
          filename: a.filename ?? '',
          mimeType: a.mimeType,
          content: typeof a.content === 'string' ? a.content : Buffer.from(a.content as ArrayBuffer).toString('utf8'),
        })),
        raw: raw.toString('utf8'),
      });
      for (const wake of waiters) wake();
    },
  });

  return {
    port: server.port,
    messages,
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `No matching e-mail within ${timeoutMs} ms (received: ${messages.map((m) => m.subject).join(' | ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        const wake = () => void check();
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        check();
      });
    },
    clear() {
      messages.length = 0;
    },
    close: () => server.close(),
  };
}

/** The mail settings that point a test app's mailer at an inbox on `port`. */
export const smtpEnv = (port: number) => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });

/** A suite's context, as far as its app's after-commit work goes. */
interface SettlingContext {
  app: { services: { settle(): Promise<unknown> } };
}

/**
 * The one SMTP setup of a mail suite: a port chosen at once (so the suite's app env can name it), and `use()`, called
 * inside the suite's describe block, which starts the inbox before its tests, empties it before each test and closes
 * it after them. The inbox `use()` returns stands for the running one. Before emptying it, it lets the suite's app
 * finish the last test's after-commit work, so none of that test's mail lands in the next one's inbox.
 */
export async function suiteSmtpInbox(): Promise<{
  port: number;
  env: ReturnType<typeof smtpEnv>;
  use(ctx: SettlingContext): SmtpInbox;
}> {
  const port = await freePort();
  return {
    port,
    env: smtpEnv(port),
    use(ctx) {
      let running: SmtpInbox | undefined;
      beforeAll(async () => {
        running = await startSmtpInbox(port);
      });
      beforeEach(async () => {
        await ctx.app.services.settle();
        running?.clear();
      });
      afterAll(async () => {
        await running?.close();
        running = undefined;
      });
      const inbox = () => {
        if (!running) throw new Error('The SMTP inbox runs only while its suite does');
        return running;
      };
      return {
        port,
        get messages() {
          return inbox().messages;
        },
        waitFor: (match, timeoutMs) => inbox().waitFor(match, timeoutMs),
        clear: () => inbox().clear(),
        close: () => inbox().close(),
      };
    },
  };
}

/** A header of a received message as its raw text has it, unfolded (RFC 5322), or undefined. */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * What a mail program does with an e-mail's one-click unsubscribe (RFC 8058): reads the HTTPS address of its
 * `List-Unsubscribe` (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`) and posts that body to it, without
 * cookies. Posted to the test's server (the address is on the public URL). Answers the response.
 */
/** The path of the address in a sent e-mail's List-Unsubscribe header (throws when it has none). */
export function unsubscribePathOf(mail: ReceivedMail): string {
  const address = /^<(https?:\/\/[^>\s]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
  if (!address)
    throw new Error(`"${mail.subject}" has no List-Unsubscribe address: ${headerOf(mail, 'List-Unsubscribe')}`);
  return new URL(address).pathname;
}

export async function oneClickUnsubscribe(mail: ReceivedMail, baseUrl: string) {
  if (headerOf(mail, 'List-Unsubscribe-Post') !== 'List-Unsubscribe=One-Click') {
    throw new Error(`"${mail.subject}" has no List-Unsubscribe-Post: List-Unsubscribe=One-Click`);
  }
  const pathname = unsubscribePathOf(mail);
  const res = await fetch(new URL(pathname, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  return { status: res.status, body: (await res.json()) as unknown, pathname };
}
