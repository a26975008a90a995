// Playwright global setup: the tests' SMTP servers (@longwood/test-support/smtp-server, the real protocol), one per e2e
// app server, which sends its e-mail to its own. Every message is written to that server's mail folder as a complete
// .eml file, the same place and format the server's development mailer uses, so specs read mail the same way either
// way.
//
// Playwright starts webServer BEFORE globalSetup (microsoft/playwright#31524). That is fine here: the servers only
// connect to SMTP when they send, and no test sends before this setup has finished. The ports are chosen in
// playwright.config.ts (E2E_SERVERS) so the webServer env can point at them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '@longwood/test-support/smtp-server';
import { e2eServers } from './servers';

export default async function startSmtpSinks(): Promise<() => Promise<void>> {
  const sinks = await Promise.all(
    e2eServers().map(async ({ smtpPort, mailDir }) => {
      mkdirSync(mailDir, { recursive: true });
      let count = 0;
      return startSmtpServer({
        port: smtpPort,
        onMessage({ raw, envelopeTo }) {
          count += 1;
          const envelope = `X-Envelope-To: ${envelopeTo.join(', ')}\r\n`;
          const file = path.join(mailDir, `smtp-${Date.now()}-${String(count).padStart(4, '0')}.eml`);
          writeFileSync(file, Buffer.concat([Buffer.from(envelope), raw]));
        },
      });
    }),
  );
  return async () => {
    await Promise.all(sinks.map((sink) => sink.close()));
    // The run's folder (databases, mail, the web build playwright.config.ts made) and its server build: the servers
    // are past their last request, and Linux lets a process keep a file that is unlinked under it.
    if (process.env.E2E_RUN_DIR) rmSync(process.env.E2E_RUN_DIR, { recursive: true, force: true });
    if (process.env.E2E_SERVER_DIST) rmSync(process.env.E2E_SERVER_DIST, { recursive: true, force: true });
  };
}
