// @vitest-environment jsdom
// A lesson in the desk's booking dialog (docs/decisions/303-lesson-prices-and-payment.md): its price and payment, and
// "Paid" records the amount due at the till for that lesson; a paid lesson offers nothing to take.
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
