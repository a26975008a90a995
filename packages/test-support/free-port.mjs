// The one way to find a free TCP port on the loopback interface, for tests, the e2e harness, the
// benchmark and the Lighthouse script (a port nothing listens on right now; the caller binds it next).
// Plain JavaScript so plain `node` scripts can use it; running this file prints one port (the
// Playwright config needs a port synchronously). Types: free-port.d.mts.
import net from 'node:net';
import { pathToFileURL } from 'node:url';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(String(await freePort()));
}
