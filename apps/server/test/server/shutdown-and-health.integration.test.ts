// SIGTERM drains (docs/decisions/165-graceful-shutdown-and-health.md): requests in flight are answered (with
// Connection: close), new connections are refused, the process exits 0 quickly. /healthz and /readyz answer a
// load balancer without a session and without revealing anything.
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';

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
      // Slow requests: registrations hash at bcrypt cost 14 (about a second each on this machine).
      const server = await ctx.startProcess({ BCRYPT_COST: '14' });
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
      // Sent and being worked on (bcrypt at cost 14: about a second each, so none is done on a quiet machine either)
      // when the signal arrives. A fixed pause was not enough on a loaded machine: a request whose bytes had not been
      // read yet was on an idle socket to the server. A health check sent after them and answered means the server
      // has read what arrived before it.
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      server.child.kill('SIGTERM');
      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));

      const answers = await Promise.all(inFlight);
      const answeredAt = Date.now();
      expect(answers.map((r) => r.status)).toEqual(Array(4).fill(201));
      expect(answers.every((r) => r.headers.get('connection') === 'close')).toBe(true);
      const code = await exited;
      expect(code).toBe(0);
      // Exits as soon as the last answer is out, not at a timeout.
      expect(Date.now() - answeredAt).toBeLessThan(2_000);
      // Gone: a new connection is refused.
      await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
      const stored = await ctx.db('users').where('email', 'like', `drain%-${ctx.dialect}@example.com`);
      expect(stored).toHaveLength(4);
    },
  );
});
