// The bcrypt queue is bounded and forgets clients that left (docs/decisions/205-bounded-password-work-and-timeouts.md), over real
// HTTP on SQLite and Postgres, at a real cost (10; 14 for the clients that hang up) so that jobs wait: a burst of registrations past the queue's bound
// gets 429 with Retry-After for the rest, never a 5xx, and stores exactly the accounts it answered 201 for; requests
// whose clients hang up while they wait are dropped (their accounts are never made), and the next sign-in is quick.
import { expect, it, vi } from 'vitest';
import { describeEachDatabase, TEST_PASSWORD } from '../support/databases';
import { statusCounts } from '../support/http-client';

const QUEUE_LIMIT = 4;

const registration = (email: string) => ({ username: email, email, phone: '4075550100', password: 'secret-swing-9' });

describeEachDatabase(
  'password queue',
  (ctx) => {
    it('a registration burst past the bound: 429 with Retry-After, no 5xx, the 201s stored and nothing else', async () => {
      const emails = Array.from({ length: 30 }, (_, i) => `burst${i}@example.com`);
      const burst = await Promise.all(emails.map((email) => ctx.client().post('/api/register', registration(email))));
      const counts = statusCounts(burst);
      expect(Object.keys(counts).filter((status) => Number(status) >= 500)).toEqual([]);
      expect(counts[429]).toBeGreaterThan(0);
      expect(counts[201]).toBeGreaterThanOrEqual(QUEUE_LIMIT);
      expect(counts[201]! + counts[429]!).toBe(emails.length);
      const refused = burst.find((res) => res.status === 429)!;
      expect(refused.body.message).toBe('The server is busy checking passwords. Please try again in a few seconds.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await ctx.db('users').whereIn('email', emails).count({ n: '*' }).first();
      expect(Number(stored?.n)).toBe(counts[201]);
    });
  },
  { env: { BCRYPT_COST: '10', PASSWORD_QUEUE_LIMIT: String(QUEUE_LIMIT), PASSWORD_HASHING_CONCURRENCY: '2' } },
);

// Clients that hang up while their work waits: one hashing slot, held by a registration at cost 14 (about a second)
// whose client stays, so the others wait in the queue while their clients leave. (The earlier form of this test hung up
// 30 ms after sending, before any job was queued: it passed with the queue's abandon listener removed.)
describeEachDatabase(
  'password queue, clients that hang up',
  (ctx) => {
    it('drops the waiting work of clients that hung up: their accounts are never made', async () => {
      const queue = () => ctx.app.services.passwords.stats;
      const member = await ctx.createMember();
      const staying = ctx.client().post('/api/register', registration('stays@example.com'));
      await vi.waitFor(() => expect(queue().running).toBe(1), { timeout: 10_000 });
      const emails = Array.from({ length: QUEUE_LIMIT }, (_, i) => `gone${i}@example.com`);
      const hangUp = new AbortController();
      const gone = emails.map((email) =>
        fetch(new URL('/api/register', ctx.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ctx.baseUrl },
          body: JSON.stringify(registration(email)),
          signal: hangUp.signal,
        }).catch(() => 'hung up'),
      );
      // All of them waiting in the queue, behind the staying registration's hash.
      await vi.waitFor(
        () => expect(queue()).toEqual({ running: 1, waiting: { 'sign-in': 0, 'new-password': QUEUE_LIMIT } }),
        {
          timeout: 10_000,
        },
      );
      hangUp.abort();
      expect(new Set(await Promise.all(gone))).toEqual(new Set(['hung up']));
      expect((await staying).status).toBe(201);
      // Had the queue kept their work, the first of them would be running now that the staying hash is done.
      expect(queue()).toEqual({ running: 0, waiting: { 'sign-in': 0, 'new-password': 0 } });
      const made = await ctx.db('users').whereIn('email', emails).count({ n: '*' }).first();
      expect(Number(made?.n)).toBe(0);
      const signedIn = await ctx.client().post('/api/login', { username: member.username, password: TEST_PASSWORD });
      expect(signedIn.status).toBe(200);
    });
  },
  { env: { BCRYPT_COST: '14', PASSWORD_QUEUE_LIMIT: String(QUEUE_LIMIT), PASSWORD_HASHING_CONCURRENCY: '1' } },
);
