// The till's tests' staff and payments (till.integration.test.ts, till-close.integration.test.ts): an admin and a
// front-desk user signed in by name, and a desk payment that must be recorded.
import { expect } from 'vitest';
import type { TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';

export async function staff(ctx: TestContext) {
  const { user: admin, client: adminClient } = await ctx.signInAs({ isAdmin: true, name: 'Ava Admin' });
  const { user: desk, client: deskClient } = await ctx.signInAs({ isFrontDesk: true, name: 'Dan Desk' });
  return { admin, adminClient, desk, deskClient };
}

/** POST /api/payments, which must answer 201: the row. */
export async function pay(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/payments', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; amountCents: number };
}
