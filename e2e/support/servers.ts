// The e2e run's servers, one per worker (chosen once by playwright.config.ts and handed to workers in E2E_SERVERS):
// each has its own port, SQLite database, SMTP sink and mail folder. A worker uses the one at its parallelIndex.
export interface E2eServer {
  baseURL: string;
  port: number;
  smtpPort: number;
  sqliteFile: string;
  mailDir: string;
}

export function e2eServers(): E2eServer[] {
  const servers = process.env.E2E_SERVERS;
  if (!servers) throw new Error('E2E_SERVERS is not set (see playwright.config.ts)');
  return JSON.parse(servers) as E2eServer[];
}

/** The server of the worker with this parallelIndex. */
export function serverOfWorker(parallelIndex: number): E2eServer {
  const servers = e2eServers();
  const server = servers[parallelIndex % servers.length];
  if (!server) throw new Error('E2E_SERVERS lists no server');
  return server;
}
