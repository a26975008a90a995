// Reading the e-mail the e2e server sent (written by e2e/support/smtp.ts, or by the server's file mailer).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  file: string;
  raw: string;
  /** Headers and body with quoted-printable soft line breaks and =XX escapes undone, for text assertions. */
  text: string;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return dir;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function readMails(dir: string): ReceivedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => {
    const raw = readFileSync(path.join(dir, file), 'utf8');
    // Base64 bodies (nodemailer uses them for long non-ASCII text) are decoded too.
    const base64Parts = [
      ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g),
    ]
      .map((m) => Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'))
      .join('\n');
    return { file, raw, text: `${decodeQuotedPrintable(raw)}\n${base64Parts}` };
  });
}

/** Waits until a message containing every given text arrives at the worker's server; returns it. */
export async function waitForMail(...texts: string[]): Promise<ReceivedMail> {
  return waitForMailIn(mailDir(), ...texts);
}

/** `waitForMail` for the server whose mail folder is `dir` (a desk spec's own server). */
export async function waitForMailIn(dir: string, ...texts: string[]): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(dir).find((mail) => texts.every((t) => mail.text.includes(t)));
        return Boolean(found);
      },
      { timeout: 15_000, message: `an e-mail containing ${texts.join(', ')}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}
