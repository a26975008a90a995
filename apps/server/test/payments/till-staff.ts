// The till's tests' clock, staff and payments (till.integration.test.ts, till-close.integration.test.ts): an admin and
// a front-desk user signed in by name, a desk payment or refund that must be recorded, a row of Stripe's as its
// webhook writes it, and a guest's walk-in.
import { expect } from 'vitest';
import { facilityInstant } from '@longwood/core';
import type { TestContext } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { insertRow } from '../support/rows';

/** The facility's clock (US Eastern) from `date` at `time`, for the suite's `now`; `at` moves it. */
export function tillClock(date: string, time: string) {
  const clock = { now: facilityInstant(date, time) };
  const at = (day: string, hour: string) => {
    clock.now = facilityInstant(day, hour);
  };
  return { clock, at };
}

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

/** POST /api/payments/:id/refund, which must answer 201: the refund's row. */
export async function refundPayment(client: TestClient, paymentId: number, amountCents: number) {
  const res = await client.post(`/api/payments/${paymentId}/refund`, { amountCents });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; amountCents: number };
}

let stripeEvents = 0;
/**
 * A row of Stripe's in the ledger (its webhook writes these), on `date` at `time` (US Eastern), each from an event of
 * its own; `row` gives its amount and what it pays for, and may set any other column. Returns its id.
 */
export function stripeRow(ctx: TestContext, date: string, time: string, row: Record<string, unknown>) {
  stripeEvents += 1;
  return insertRow(ctx.db, 'payments', {
    kind: 'payment',
    currency: 'usd',
    source: 'stripe',
    method: 'stripe',
    stripe_event_id: `evt_till_${stripeEvents}`,
    at: facilityInstant(date, time).toISOString(),
    facility_date: date,
    ...row,
  });
}

/** Pat Walker's walk-in as a guest on Bay 2 on `date` from `start` to `end`: the booking's id. */
export const guestWalkIn = (ctx: TestContext, date: string, start: string, end: string) =>
  insertRow(ctx.db, 'bookings', {
    kind: 'walk_in',
    simulator_id: 2,
    booking_date: date,
    start_time: start,
    end_time: end,
    guest_name: 'Pat Walker',
    guest_phone: '4075550142',
    walk_in: true,
    created_at: new Date().toISOString(),
  });
