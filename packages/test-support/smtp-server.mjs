// The one SMTP server of the tests: the real protocol (the smtp-server package) on 127.0.0.1, plain (no STARTTLS for a
// client to refuse, no login), handing each message it receives to `onMessage` as raw bytes with the envelope's
// recipients. The server's integration tests parse them (apps/server/test/support/smtp-inbox.ts); the e2e harness
// writes them out as .eml files (e2e/support/smtp.ts). Types: smtp-server.d.mts.
import { SMTPServer } from 'smtp-server';

/**
 * @param {{ port?: number, onMessage: (message: { raw: Buffer, envelopeTo: string[] }) => unknown }} options
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
export async function startSmtpServer({ port = 0, onMessage }) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        // A message the test side cannot take is refused over SMTP, so the sender sees the failure.
        Promise.resolve()
          .then(() => onMessage({ raw: Buffer.concat(chunks), envelopeTo }))
          .then(
            () => callback(),
            (error) => callback(error instanceof Error ? error : new Error(String(error))),
          );
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  return {
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
