// The one way the server sends e-mail. Two transports behind one interface:
//   smtp  — SMTP_HOST is set: nodemailer talks to that server (production, and the tests' local smtp-server).
//   file  — no SMTP_HOST (development): each message is rendered to a complete .eml file in MAIL_DIR and one
//           line is logged, so nobody needs a mail server to run the app and every e-mail can still be opened.
// Callers never catch transport internals: `send` resolves with the accepted message id or rejects with an
// Error whose message is short enough to store as a delivery's last error
// (docs/decisions/194-one-mail-outbox.md).
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import { REPO_ROOT } from '../env';
import type { MailContent } from './mail-content';

/** An e-mail as a composer writes it and the mail outbox keeps it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** What the HTML part says: the outbox renders it in the facility's layout when it sends (html-part.tsx). */
  content?: MailContent;
  /** A display name is given separately so it is encoded properly whatever characters it holds. */
  replyTo?: string | { name: string; address: string };
  /** Files sent with the message (e.g. a league's or a lesson's .ics calendar entry). */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  /**
   * The one-click unsubscribe address of a results or reminder e-mail (mail/unsubscribe.ts): sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  listUnsubscribe?: string;
}

/** An e-mail as the transport sends it: its HTML part, when it has one, rendered. */
export interface SendableMail extends Omit<OutgoingMail, 'content'> {
  html?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'file';
  /** Sends one message; resolves with the transport's message id. */
  send(mail: SendableMail): Promise<{ messageId: string }>;
  /** Closes pooled connections (server shutdown, end of a test). */
  close(): void;
}

export type MailSettings = Pick<
  Env,
  'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'MAIL_FROM' | 'MAIL_DIR'
>;

export interface CreateMailerOptions {
  /** One line per message written to disk (development). Defaults to console.info. */
  log?: (line: string) => void;
  /** SMTP timeouts in ms; short by default so a dead server fails a request quickly instead of hanging it. */
  timeoutMs?: number;
}

export function createMailer(settings: MailSettings, options: CreateMailerOptions = {}): Mailer {
  const log = options.log ?? ((line: string) => console.info(line));
  if (settings.SMTP_HOST) return createSmtpMailer(settings, options.timeoutMs ?? 10_000);
  return createFileMailer(settings, log);
}

function createSmtpMailer(settings: MailSettings, timeoutMs: number): Mailer {
  const transporter = nodemailer.createTransport({
    host: settings.SMTP_HOST,
    port: settings.SMTP_PORT,
    secure: settings.SMTP_SECURE,
    ...(settings.SMTP_USER ? { auth: { user: settings.SMTP_USER, pass: settings.SMTP_PASS ?? '' } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
  });
  return {
    transport: 'smtp',
    async send(mail) {
      try {
        const info = await transporter.sendMail(messageOf(settings.MAIL_FROM, mail));
        return { messageId: String(info.messageId ?? '') };
      } catch (error) {
        throw new Error(describeSmtpError(error));
      }
    },
    close() {
      transporter.close();
    },
  };
}

function createFileMailer(settings: MailSettings, log: (line: string) => void): Mailer {
  const dir = path.resolve(REPO_ROOT, settings.MAIL_DIR);
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'file',
    async send(mail) {
      const info = await transporter.sendMail(messageOf(settings.MAIL_FROM, mail));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${slug(mail.subject)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      const shown = path.relative(REPO_ROOT, file);
      log(`[mail] "${mail.subject}" to ${mail.to} written to ${shown.startsWith('..') ? file : shown}`);
      return { messageId: String(info.messageId ?? '') };
    },
    close() {},
  };
}

/** The message as nodemailer takes it: the sender, and the unsubscribe address as its two headers. */
function messageOf(from: string, { listUnsubscribe, ...mail }: SendableMail) {
  if (!listUnsubscribe) return { from, ...mail };
  return {
    from,
    ...mail,
    headers: { 'List-Unsubscribe': `<${listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'message'
  );
}

/** A one-line reason fit for logs and the stored last error (no stack, no credentials). */
function describeSmtpError(error: unknown): string {
  if (error instanceof Error) {
    const e = error as Error & { code?: string; responseCode?: number; response?: string };
    const parts = [e.code, e.responseCode ? String(e.responseCode) : undefined, e.response ?? e.message].filter(
      (p): p is string => Boolean(p),
    );
    return parts.join(' ').replace(/\s+/g, ' ').slice(0, 500);
  }
  return String(error).slice(0, 500);
}
