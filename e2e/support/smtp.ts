// Playwright global setup: the tests' one SMTP server (@longwood/test-support/smtp-server, the real protocol) that the
// e2e app server sends its e-mail to. Every message is written to E2E_MAIL_DIR as a complete .eml file, the same place
// and format the server's development mailer uses, so specs read mail the same way either way.
//
// Playwright starts webServer BEFORE globalSetup (microsoft/playwright#31524). That is fine here: the server
// only connects to SMTP when it sends, and no test sends before this setup has finished. The port is chosen
// in playwright.config.ts (E2E_SMTP_PORT) so the webServer env can point at it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '@longwood/test-support/smtp-server';

export default async function startSmtpSink(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set by playwright.config.ts');
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = await startSmtpServer({
    port,
    onMessage({ raw, envelopeTo }) {
      count += 1;
      const envelope = `X-Envelope-To: ${envelopeTo.join(', ')}\r\n`;
      const file = path.join(dir, `smtp-${Date.now()}-${String(count).padStart(4, '0')}.eml`);
      writeFileSync(file, Buffer.concat([Buffer.from(envelope), raw]));
    },
  });
  return () => server.close();
}
