// A stand-in for the Longwood Golf server's bay routes, as the contract in @longwood/core defines them (API.bay):
// POST /api/bay/shots with `Authorization: Bearer <key>` answers `{ accepted, duplicates }`, storing each shot id
// once as the server does, and POST /api/bay/health 204 keeping the report, or 401 BAY_KEY_INVALID for a key it does
// not know (a revoked one). It counts every request so a test can see what the agent sent, and how often.
import http from 'node:http';
import type net from 'node:net';
import { API, type BayHealthReport, type BayShot } from '@longwood/core';

export interface StandInServer {
  url: string;
  /** The shots stored, once per shot id, in the order they came. */
  stored(): BayShot[];
  /** The health reports received with the key, oldest first. */
  healthReports(): BayHealthReport[];
  /** How many requests reached each path. */
  requests(path: string): number;
  /** From now on the key is refused (revoked) or accepted again. */
  refuseKey(refused: boolean): void;
  close(): Promise<void>;
}

export async function startStandInServer(key: string): Promise<StandInServer> {
  const stored = new Map<string, BayShot>();
  const reports: BayHealthReport[] = [];
  const counts = new Map<string, number>();
  let refused = false;
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const bayRoutes: string[] = [API.bay.shots.path, API.bay.health.path];
      if (!bayRoutes.includes(path)) return answer(200, {});
      if (refused || req.headers.authorization !== `Bearer ${key}`) {
        return answer(401, { code: 'BAY_KEY_INVALID', message: 'This bay key is not valid.' });
      }
      if (path === API.bay.health.path) {
        reports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as BayHealthReport);
        res.writeHead(204);
        return res.end();
      }
      const { shots } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { shots: BayShot[] };
      let accepted = 0;
      for (const shot of shots) {
        if (stored.has(shot.shotId)) continue;
        stored.set(shot.shotId, shot);
        accepted += 1;
      }
      answer(200, { accepted, duplicates: shots.length - accepted });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    stored: () => [...stored.values()],
    healthReports: () => [...reports],
    requests: (path) => counts.get(path) ?? 0,
    refuseKey(next) {
      refused = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
