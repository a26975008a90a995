// freePort (free-port.mjs): ports from below the kernel's ephemeral range, which no outgoing connection is given, so
// a port chosen now is still free when the caller binds it, however many connections the machine opens meanwhile.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';

const ephemeralStart = (() => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
})();

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('freePort', () => {
  it('gives ports below the ephemeral range that the caller can bind after many outgoing connections', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(15000);
      expect(port).toBeLessThan(ephemeralStart);
    }
    // 200 outgoing connections (each given a local port from the ephemeral range) before the binds.
    const target = await listen(0);
    const { port: targetPort } = target.address() as net.AddressInfo;
    const sockets = await Promise.all(
      Array.from(
        { length: 200 },
        () =>
          new Promise<net.Socket>((resolve, reject) => {
            const socket = net.connect(targetPort, '127.0.0.1', () => resolve(socket));
            socket.once('error', reject);
          }),
      ),
    );
    try {
      for (const socket of sockets) expect(socket.localPort).toBeGreaterThanOrEqual(ephemeralStart);
      const servers = await Promise.all([...new Set(ports)].map((port) => listen(port)));
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => target.close(resolve));
    }
  });
});
