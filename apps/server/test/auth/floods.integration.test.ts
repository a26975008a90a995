// @module-tag heavy
// Floods (docs/decisions/205-bounded-password-work-and-timeouts.md): registrations from every
// address together are limited per minute (a burst from many addresses gets exactly the limit, the rest 429
// RATE_LIMITED), and the real server process cuts off a client that sends its headers or its body byte by byte
// (slowloris) once the headers or request timeout has passed. Sign-in latency during a registration flood is measured
// by a benchmark script, not here: bench/signin-flood.ts (`pnpm --filter @longwood/server bench:signin-flood`).
import net from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { statusCounts } from '../support/http-client';
import { describeEachDatabase } from '../support/databases';

const GLOBAL_LIMIT = 3;
const PER_ADDRESS_LIMIT = 2;

/** A raw connection that sends `head` one byte every `everyMs` and never finishes; what it received and when it ended. */
function slowClient(port: number, head: string, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  const openedAt = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined); // a reset counts as cut off too
  let sent = 0;
  const drip = setInterval(() => {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(head[sent % head.length]!);
    sent += 1;
  }, everyMs);
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(drip);
      resolve({ afterMs: Date.now() - openedAt, received });
    }),
  );
  return { closed, stop: () => socket.destroy() };
}

describeEachDatabase(
  'floods',
  (ctx) => {
    const signUp = (name: string, address: string) =>
      ctx.client().post(
        '/api/register',
        {
          username: `${name}-${ctx.dialect}@example.com`,
          email: `${name}-${ctx.dialect}@example.com`,
          phone: '4075559876',
          password: 'swing-easy-7',
        },
        { headers: { 'x-forwarded-for': address } },
      );

    describe('global registration rate', () => {
      beforeEach(() => ctx.resetData());

      it("attempts one address may not make do not use up everyone's", async () => {
        const fromOne = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(`busy${i}`, '203.0.113.200')));
        expect(statusCounts(fromOne)).toEqual({ 201: PER_ADDRESS_LIMIT, 429: 6 - PER_ADDRESS_LIMIT });
        // The address's limit refused them (while a refused attempt briefly held everyone's place, a parallel one
        // may have been told that everyone's rate was full).
        expect(fromOne.find((r) => r.status === 429)!.body.code).toBe('RATE_LIMITED');
        // Everyone's rate counted only the accounts made: one place is left, then it refuses.
        expect((await signUp('elsewhere1', '198.51.100.1')).status).toBe(201);
        const over = await signUp('elsewhere2', '198.51.100.2');
        expect(over.status).toBe(429);
        expect(over.body.message).toBe('Too many accounts are being created right now. Please try again in a minute.');
      });

      it(`a parallel burst of 10 sign-ups from 10 addresses gets ${GLOBAL_LIMIT} accounts and 429 RATE_LIMITED for the rest`, async () => {
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            ctx.client().post(
              '/api/register',
              {
                username: `flood${i}-${ctx.dialect}@example.com`,
                email: `flood${i}-${ctx.dialect}@example.com`,
                phone: '4075559876',
                password: 'swing-easy-7',
              },
              { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
            ),
          ),
        );
        expect(statusCounts(responses)).toEqual({ 201: GLOBAL_LIMIT, 429: 10 - GLOBAL_LIMIT });
        const refused = responses.find((r) => r.status === 429)!;
        expect(refused.body).toMatchObject({
          code: 'RATE_LIMITED',
          message: 'Too many accounts are being created right now. Please try again in a minute.',
        });
        expect(await ctx.db('users').where('email', 'like', `flood%-${ctx.dialect}@example.com`)).toHaveLength(
          GLOBAL_LIMIT,
        );

        // Sign-in is not part of the limit: an account signs in at once during it.
        const member = await ctx.createMember();
        expect(
          (await ctx.client().post('/api/login', { username: member.username, password: member.password })).status,
        ).toBe(200);
        // A refused registration did not count against its own address: only everyone's rate refused it.
        const refusedAddresses = await ctx.db('rate_limit_hits').where('bucket', 'like', 'register:ip:%');
        expect(refusedAddresses).toHaveLength(GLOBAL_LIMIT);
      });
    });

    describe("everyone's rate answered from memory", () => {
      beforeEach(() => ctx.resetData());

      it('refuses again for up to a second without the database, then sees a place freed by another process', async () => {
        for (let i = 0; i < GLOBAL_LIMIT; i += 1)
          expect((await signUp(`mem${i}`, `203.0.113.${i + 1}`)).status).toBe(201);
        const refused = await signUp('mem-over', '203.0.113.50');
        expect(refused.status).toBe(429);
        const refusedAt = Date.now();
        // Another process frees everyone's places (as an hour passing would); this one remembers its refusal a while.
        await ctx.db('rate_limit_hits').where('bucket', 'register:all').delete();
        const soon = await signUp('mem-soon', '203.0.113.51');
        if (Date.now() - refusedAt < 900) {
          expect(soon.status).toBe(429);
          expect(soon.body.message).toBe(
            'Too many accounts are being created right now. Please try again in a minute.',
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        expect((await signUp('mem-later', '203.0.113.52')).status).toBe(201);
        // The remembered refusal neither stored a hit nor counted against the address.
        expect(await ctx.db('rate_limit_hits').where('bucket', 'register:ip:203.0.113.51')).toHaveLength(0);
      });
    });

    describe('slow clients (the real server process)', () => {
      it(
        'cuts off connections sending headers or a body byte by byte after the headers / request timeout, serving others',
        { timeout: 60_000 },
        async () => {
          const server = await ctx.startProcess({
            HTTP_HEADERS_TIMEOUT_SECONDS: '1',
            HTTP_REQUEST_TIMEOUT_SECONDS: '2',
          });
          const port = Number(new URL(server.baseUrl).port);
          const headers = Array.from({ length: 20 }, () =>
            slowClient(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: aaaaaaaaaaaaaaaaaaaaaaaa', 50),
          );
          const body = slowClient(
            port,
            'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"username":"',
            // Headers sent in about half a second, then the body one byte every 50 ms.
            5,
          );
          try {
            // Meanwhile an ordinary client is answered.
            expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
            const cutHeaders = await Promise.all(headers.map((c) => c.closed));
            for (const cut of cutHeaders) {
              expect(cut.afterMs).toBeGreaterThanOrEqual(900);
              expect(cut.afterMs).toBeLessThan(4_000);
              expect(cut.received).toMatch(/^HTTP\/1\.1 408 /);
            }
            const cutBody = await body.closed;
            expect(cutBody.afterMs).toBeGreaterThanOrEqual(1_900);
            expect(cutBody.afterMs).toBeLessThan(5_000);
            expect(cutBody.received).toMatch(/^HTTP\/1\.1 408 /);
            expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
          } finally {
            for (const c of [...headers, body]) c.stop();
          }
        },
      );
    });
  },
  {
    env: {
      REGISTRATION_GLOBAL_LIMIT_PER_MINUTE: String(GLOBAL_LIMIT),
      REGISTRATION_LIMIT_PER_HOUR: String(PER_ADDRESS_LIMIT),
      TRUST_PROXY: 'loopback',
    },
  },
);
