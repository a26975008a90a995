// @module-tag heavy
// SIGTERM drains (docs/decisions/165-graceful-shutdown-and-health.md, 209-restarts-nobody-notices.md): requests in
// flight are answered (with Connection: close), so is a request sent on a keep-alive connection that was idle when
// the signal came, quiet connections close only after the keep-alive timeout, new connections are refused, the
// process exits 0. /healthz and /readyz answer a load balancer without a session and without revealing anything.
import http from 'node:http';
import net, { type Socket } from 'node:net';
import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import { openEventStream } from '../support/event-stream';
import { createTestClient } from '../support/http-client';

/** Whether a new connection to `url`'s port is accepted. */
function listening(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** GET over `agent` (keep-alive): the status, the Connection header, and whether an open connection was reused. */
function keepAliveGet(agent: http.Agent, url: string) {
  return new Promise<{ status: number; connection: string | undefined; reused: boolean; socket: Socket }>(
    (resolve, reject) => {
      const req = http.get(url, { agent }, (res) => {
        // Taken now: a keep-alive response lets go of its connection when it ends.
        const socket = res.socket;
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            reused: req.reusedSocket,
            socket,
          }),
        );
      });
      req.on('error', reject);
    },
  );
}

describeEachDatabase('shutdown and health', (ctx) => {
  it('/healthz answers 200 {"status":"ok"}, /readyz 200 {"status":"ready"}; no cookie, no details', async () => {
    const health = await ctx.client().get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.setCookies).toEqual([]);
    const ready = await ctx.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('x-request-id')).toBeTruthy();
  });

  it('/readyz answers 503 while a migration is pending', async () => {
    const last = await ctx.db('knex_migrations').orderBy('id', 'desc').first();
    await ctx.db('knex_migrations').where({ id: last.id }).delete();
    try {
      const res = await ctx.client().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await ctx.db('knex_migrations').insert(last);
    }
    expect((await ctx.client().get('/readyz')).status).toBe(200);
  });

  it(
    'SIGTERM: every request in flight is answered with Connection: close, then the process exits 0 quickly',
    { timeout: 60_000 },
    async () => {
      // Slow requests: registrations hash at bcrypt cost 13 (about half a second each on a quiet machine), all four at
      // once: one after another two at a time (the default), they outlasted the drain's 8 s on a machine under load.
      // A keep-alive timeout of 1 s: connections left quiet (this test's earlier ones) close within 2 s of the signal.
      const server = await ctx.startProcess({
        BCRYPT_COST: '13',
        PASSWORD_HASHING_CONCURRENCY: '4',
        HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1',
      });
      const registrationsCounted = async () =>
        Number((await ctx.db('rate_limit_hits').where({ bucket: 'register:all' }).count({ n: '*' }))[0]!.n);
      const countedBefore = await registrationsCounted();
      const inFlight = Array.from({ length: 4 }, (_, i) =>
        fetch(`${server.baseUrl}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.baseUrl },
          body: JSON.stringify({
            username: `drain${i}-${ctx.dialect}@example.com`,
            email: `drain${i}-${ctx.dialect}@example.com`,
            phone: '4075551234',
            password: 'swing-easy-7',
          }),
        }),
      );
      // Received and being worked on when the signal arrives (four bcrypt hashes at cost 13 on two cores: none is done
      // on a quiet machine either): each registration has counted its attempt (a committed rate_limit_hits row) before
      // it hashes. A fixed pause was not enough on a loaded machine: a request whose bytes had not been read yet was
      // on an idle socket to the server, and was reset.
      await vi.waitFor(async () => expect(await registrationsCounted()).toBe(countedBefore + 4), {
        timeout: 30_000,
        interval: 20,
      });
      server.child.kill('SIGTERM');
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

      const answers = await Promise.all(inFlight);
      const answeredAt = Date.now();
      expect(answers.map((r) => r.status)).toEqual(Array(4).fill(201));
      expect(answers.every((r) => r.headers.get('connection') === 'close')).toBe(true);
      const code = await exited;
      expect(code).toBe(0);
      // Exits once the last answer is out and the quiet connections have closed (1 s + Node's 1 s), not at the
      // drain's deadline (which exits 1).
      expect(Date.now() - answeredAt).toBeLessThan(4_000);
      // Gone: a new connection is refused.
      await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
      const stored = await ctx.db('users').where('email', 'like', `drain%-${ctx.dialect}@example.com`);
      expect(stored).toHaveLength(4);
    },
  );

  it(
    'SIGTERM: a keep-alive connection idle when the signal comes answers its next request with Connection: close; a quiet one is closed only after the keep-alive timeout',
    { timeout: 60_000 },
    async () => {
      const server = await ctx.startProcess({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '2' });
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      // Two connections, each answered once and then idle: keep-alive, as a proxy holds them.
      const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const probe = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const quiet = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await keepAliveGet(busy, `${server.baseUrl}/healthz`);
        expect(first.connection).toBe('keep-alive');
        const probeFirst = await keepAliveGet(probe, `${server.baseUrl}/readyz`);
        expect(probeFirst.status).toBe(200);
        const quietFirst = await keepAliveGet(quiet, `${server.baseUrl}/healthz`);
        let quietClosedAt = 0;
        quietFirst.socket.once('close', () => (quietClosedAt = Date.now()));

        const signalledAt = Date.now();
        server.child.kill('SIGTERM');
        // The drain has begun (it no longer listens) when the client sends its next request on the idle connection.
        await vi.waitFor(async () => expect(await listening(server.baseUrl)).toBe(false), {
          timeout: 10_000,
          interval: 20,
        });
        const next = await keepAliveGet(busy, `${server.baseUrl}/api/user`);
        expect(next).toMatchObject({ status: 401, connection: 'close', reused: true, socket: first.socket });
        // A proxy's readiness probe: answered at once (503, draining), before the drain sees the request.
        const probed = await keepAliveGet(probe, `${server.baseUrl}/readyz`);
        expect(probed).toMatchObject({ status: 503, connection: 'close', reused: true, socket: probeFirst.socket });

        expect(await exited).toBe(0);
        // The quiet connection was left open for the keep-alive timeout it had been told (2 s), so its client could
        // never have sent a request on it while the server closed it.
        expect(quietClosedAt - signalledAt).toBeGreaterThanOrEqual(2_000);
      } finally {
        busy.destroy();
        probe.destroy();
        quiet.destroy();
      }
    },
  );

  it('while draining, a desk asking for its live stream again is told at once that the process restarts', async () => {
    // Open keep-alive connections are still answered during the drain: a stream opened on one must not hold the
    // drain open until its deadline.
    const instance = await ctx.startInstance();
    const admin = await ctx.createAdmin();
    const desk = createTestClient(instance.baseUrl);
    expect((await desk.post('/api/login', { username: admin.username, password: admin.password })).status).toBe(200);
    const open = await openEventStream(`${instance.baseUrl}/api/desk/events`, desk.cookies());
    await open.waitFor((e) => e.event === 'ready');

    instance.app.markDraining();
    await open.ended;
    expect(open.events.at(-1)).toEqual({
      event: 'closed',
      data: JSON.stringify({ reason: 'restarting', code: 'SERVICE_UNAVAILABLE' }),
    });
    const again = await openEventStream(`${instance.baseUrl}/api/desk/events`, desk.cookies());
    await again.waitFor((e) => e.event === 'closed', 5_000, 'the closed event of a stream asked for while draining');
    await again.ended;
    expect(again.events.map((e) => e.event)).toEqual(['closed']);
    expect(instance.app.services.liveBoard.clientCount()).toBe(0);
  });
});
