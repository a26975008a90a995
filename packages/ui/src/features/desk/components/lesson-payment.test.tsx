// @vitest-environment jsdom
// A lesson in the desk's booking dialog (docs/decisions/303-lesson-prices-and-payment.md): its price and payment, and
// "Paid" records the amount due at the till for that lesson; a paid lesson offers nothing to take.
import type { CoachLesson, DeskOccupancy } from '@longwood/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { OccupancyDialog } from './occupancy-dialog';

afterEach(endScreenTest);

const occupancy: DeskOccupancy = {
  id: 31,
  kind: 'lesson',
  simulatorId: 2,
  bookingDate: '2026-11-20',
  startTime: '14:00:00',
  endTime: '15:00:00',
  holder: 'Alice Fairway',
  detail: 'Kim Park',
  userId: 7,
  leagueId: null,
  arrivedAt: null,
  walkIn: false,
};

const lesson = (over: Partial<CoachLesson>): CoachLesson => ({
  id: 12,
  coachId: 5,
  coachName: 'Kim Park',
  lessonDate: '2026-11-20',
  startTime: '14:00:00',
  endTime: '15:00:00',
  durationMinutes: 60,
  simulatorId: 2,
  simulatorName: 'Bay 2',
  status: 'booked',
  complimentary: false,
  priceCents: 9000,
  paidCents: 0,
  payment: 'due',
  notes: null,
  createdAt: '2026-11-19T12:00:00.000Z',
  memberId: 7,
  memberName: 'Alice Fairway',
  memberEmail: 'alice@example.com',
  memberPhone: '',
  ...over,
});

const entry = {
  id: 70,
  kind: 'payment',
  amountCents: 9000,
  currency: 'usd',
  source: 'desk',
  method: 'card_terminal',
  purpose: 'lesson',
  userId: 7,
  bookingId: null,
  lessonId: 12,
  refundOf: null,
  note: null,
  recordedBy: 3,
  recordedByName: 'desk',
  stripeEventId: null,
  stripeCheckoutSessionId: null,
  stripePaymentIntentId: null,
  stripeInvoiceId: null,
  stripeCustomerId: null,
  at: '2026-11-20T19:00:00.000Z',
  facilityDate: '2026-11-20',
};

function show() {
  renderRoute(
    [{ path: '/desk', element: <OccupancyDialog occupancy={occupancy} now={new Date()} onClose={() => {}} /> }],
    { url: '/desk', user: sampleUser({ isFrontDesk: true, isMember: false }) },
  );
}

it('shows a lesson’s price due and records it paid on the card terminal', async () => {
  let paid = false;
  const { calls } = stubFetch(({ method, path }) => {
    if (path === '/api/desk/bookings/31/lesson')
      return json(200, lesson(paid ? { paidCents: 9000, payment: 'paid' } : {}));
    if (method === 'POST' && path === '/api/payments') {
      paid = true;
      return json(201, entry);
    }
    return json(200, []);
  });
  const user = userEvent.setup();
  show();
  expect((await screen.findByTestId('lesson-payment')).textContent).toBe('$90.00 · Due at the front desk');
  await user.click(screen.getByRole('button', { name: 'Paid $90.00: card terminal' }));
  expect(await screen.findByText('Lesson Paid')).toBeTruthy();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    amountCents: 9000,
    method: 'card_terminal',
    purpose: 'lesson',
    lessonId: 12,
    userId: 7,
  });
  await screen.findByText('$90.00 · Paid');
  expect(screen.queryByRole('button', { name: /^Paid \$/ })).toBeNull();
});

it('offers nothing to take for the month’s complimentary lesson', async () => {
  stubFetch(({ path }) =>
    path === '/api/desk/bookings/31/lesson'
      ? json(200, lesson({ complimentary: true, priceCents: null, payment: 'complimentary' }))
      : json(200, []),
  );
  show();
  expect((await screen.findByTestId('lesson-payment')).textContent).toBe('Complimentary (monthly membership lesson)');
  expect(screen.queryByRole('button', { name: /^Paid/ })).toBeNull();
});
