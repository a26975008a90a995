// The development transport: no mail server, every message lands as a readable .eml file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '@longwood/test-support/free-port';
import { createMailer } from './mailer';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('createMailer without SMTP_HOST', () => {
  it('writes each message as an .eml file in MAIL_DIR and logs one line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgf-mail-'));
    dirs.push(dir);
    const lines: string[] = [];
    const mailer = createMailer(
      {
        SMTP_HOST: undefined,
        SMTP_PORT: 587,
        SMTP_SECURE: false,
        SMTP_USER: undefined,
        SMTP_PASS: undefined,
        MAIL_FROM: 'Longwood Golf <no-reply@longwoodgolf.example>',
        MAIL_DIR: dir,
      },
      { log: (line) => lines.push(line) },
    );
    expect(mailer.transport).toBe('file');
    await mailer.send({
      to: 'team@longwoodgolf.example',
      subject: 'New demo request from Jane Doe',
      text: 'Name: Jane Doe',
      replyTo: { name: 'Jane Doe', address: 'jane@example.com' },
    });

    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-new-demo-request-from-jane-doe\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: team@longwoodgolf.example');
    expect(eml).toContain('Reply-To: Jane Doe <jane@example.com>');
    expect(eml).toContain('Subject: New demo request from Jane Doe');
    expect(eml).toContain('Name: Jane Doe');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('"New demo request from Jane Doe" to team@longwoodgolf.example written to');
  });
});

describe('createMailer with SMTP_HOST', () => {
  it('reports an unreachable server as a short, storable error', async () => {
    const mailer = createMailer(
      {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: await freePort(),
        SMTP_SECURE: false,
        SMTP_USER: undefined,
        SMTP_PASS: undefined,
        MAIL_FROM: 'x@longwoodgolf.example',
        MAIL_DIR: 'unused',
      },
      { timeoutMs: 2_000 },
    );
    expect(mailer.transport).toBe('smtp');
    const error = await mailer.send({ to: 'a@example.com', subject: 's', text: 't' }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toMatch(/^ESOCKET .*ECONNREFUSED/);
    expect(error?.message).not.toContain('\n');
    mailer.close();
  });
});
