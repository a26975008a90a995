// @vitest-environment jsdom
// A lesson in the desk's booking dialog (docs/decisions/303-lesson-prices-and-payment.md): its price and payment, and
// "Paid" records the amount due at the till for that lesson; a paid lesson offers nothing to take; a member's account
// credit is offered and spent instead.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { deskLesson as lesson, ledgerEntry as entry, lessonOccupancy as occupancy } from './desk-payment-fixtures';
import { OccupancyDialog } from './occupancy-dialog';

afterEach(endScreenTest);

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

it('offers the member’s account credit for a lesson due, and pays it from there (decision 412)', async () => {
  let spent = false;
  const { calls } = stubFetch(({ method, path }) => {
    if (path === '/api/desk/bookings/31/lesson') return json(200, lesson(spent ? { paidCents: 5000 } : {}));
    if (path === '/api/desk/users/7/credit') return json(200, { balanceCents: spent ? 0 : 5000 });
    if (method === 'POST' && path === '/api/desk/lessons/12/credit') {
      spent = true;
      return json(201, { spentCents: 5000, balanceCents: 0 });
    }
    return json(200, []);
  });
  const user = userEvent.setup();
  show();
  expect(await screen.findByText('Alice Fairway has $50.00 of account credit.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Account credit' }));
  expect(await screen.findByText('$50.00 of account credit from Alice Fairway.')).toBeTruthy();
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/desk/lessons/12/credit')).toBe(true);
  // The $40.00 left is taken at the till as before; no credit is offered once it is spent.
  expect(await screen.findByRole('button', { name: 'Paid $40.00: cash' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Account credit' })).toBeNull();
});
