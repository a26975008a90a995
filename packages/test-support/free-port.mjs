// The one way to find a free TCP port on the loopback interface, for tests, the e2e harness, the
// benchmark and the Lighthouse script (a port nothing listens on right now; the caller binds it next).
// Plain JavaScript so plain `node` scripts can use it; running this file prints one port (the
// Playwright config needs a port synchronously). Types: free-port.d.mts.
//
// The port is drawn at random from below the kernel's ephemeral range (on Linux, ip_local_port_range: 32768-60999 by
// default), never from it: a port the kernel hands out for listen(0) is also one it hands to any outgoing connection,
// so between the probe and the caller's bind a database client, a browser or another test's request could take it (a
// CI run on 2026-11-27 failed an SMTP sink's bind with EADDRINUSE on 38091). Below the range only a listener that
// names the port can hold it, and the probe finds it taken.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const LOWEST = 15000;

/** The first port of the kernel's ephemeral range (32768 where it cannot be read). */
function ephemeralStart() {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 0 ? first : 32768;
  } catch {
    return 32768;
  }
}

/**
 * Binds `port` on 127.0.0.1 (0: a port the kernel chooses, from its ephemeral range) and closes it again; resolves
 * the port that was bound, or null when it could not be.
 */
function probe(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

/** @returns {Promise<number>} */
export async function freePort() {
  const highest = ephemeralStart() - 1;
  // Where there is no room below the range (or no free port found there), a port the kernel chooses.
  for (let attempt = 0; highest - LOWEST >= 1000 && attempt < 50; attempt++) {
    const port = await probe(LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1)));
    if (port) return port;
  }
  const port = await probe(0);
  if (!port) throw new Error('No free TCP port on 127.0.0.1');
  return port;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(String(await freePort()));
}
