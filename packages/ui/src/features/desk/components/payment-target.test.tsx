// @vitest-environment jsdom
// The till's picker (docs/decisions/304-guest-rentals-at-the-desk.md): a payment for a lesson is picked from today's board by the member's name and time
// (its lesson's id and member sent, what is due shown), dues by a member found by name; nobody types an id.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { deskLesson, ledgerEntry, lessonOccupancy as lessonHold } from './desk-payment-fixtures';
import { TillPage } from './till-page';

afterEach(endScreenTest);

// A guest's rental booked ahead for a day after today (the tests run on any date: 40 days on is never today).
const AHEAD = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
const guestAhead = {
  ...lessonHold,
  id: 44,
  kind: 'walk_in' as const,
  bookingDate: AHEAD,
  startTime: '16:30:00',
  endTime: '18:00:00',
  holder: 'Pat Walker',
  detail: null,
  userId: null,
};

const entryOf = (body: Record<string, unknown>) => ({ ...ledgerEntry, lessonId: null, userId: null, ...body });

function serve() {
  return stubFetch(({ method, path, body }) => {
    if (method === 'POST' && path === '/api/payments') return json(201, entryOf(body as Record<string, unknown>));
    if (path === '/api/desk/board') return json(200, { date: '2026-11-20', occupancies: [lessonHold], leagues: [] });
    if (path === `/api/desk/board?date=${AHEAD}`)
      return json(200, { date: AHEAD, occupancies: [guestAhead], leagues: [] });
    if (path === '/api/desk/bookings/31/lesson') return json(200, deskLesson());
    if (path.startsWith('/api/desk/members')) {
      return json(200, [{ id: 9, name: 'Mia Member', username: 'mia', email: 'mia@example.com' }]);
    }
    if (path.startsWith('/api/desk/till')) {
      const none = { cash: 0, card_terminal: 0, stripe: 0 };
      return json(200, {
        date: '2026-11-20',
        byMethod: none,
        refunds: 0,
        refundsByMethod: none,
        net: 0,
        payoutsByMethod: { cash: 0, credit: 0 },
        close: null,
        unpaid: [],
        disputes: [],
      });
    }
    if (path.startsWith('/api/desk/payments')) return json(200, { date: '2026-11-20', entries: [] });
    return json(404, { error: 'Not found' });
  });
}

function show() {
  renderRoute([{ path: '/desk/till', element: <TillPage /> }], {
    url: '/desk/till',
    user: sampleUser({ isFrontDesk: true, isMember: false }),
  });
}

it('picks a lesson from today’s board by the member’s name and time, shows what is due and sends its ids', async () => {
  const { calls } = serve();
  const user = userEvent.setup();
  show();
  const form = screen.getByRole('form', { name: 'Record a payment' });
  await user.selectOptions(within(form).getByLabelText('For'), 'lesson');
  const pick = within(form).getByLabelText('Lesson today');
  await within(pick).findByRole('option', { name: 'Alice Fairway, 2:00 PM - 3:00 PM, Bay 2 with Kim Park' });
  await user.selectOptions(pick, '31');
  expect(await within(form).findByText('$90.00 · Due at the front desk')).toBeTruthy();
  await user.type(within(form).getByLabelText('Amount ($)'), '90');
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Payment recorded')).toBeTruthy();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    amountCents: 9000,
    method: 'cash',
    purpose: 'lesson',
    lessonId: 12,
    userId: 7,
  });
});

it('picks the member paying dues by name', async () => {
  const { calls } = serve();
  const user = userEvent.setup();
  show();
  const form = screen.getByRole('form', { name: 'Record a payment' });
  await user.selectOptions(within(form).getByLabelText('For'), 'dues');
  await user.type(within(form).getByLabelText('Search members by name or e-mail'), 'Mia');
  await user.click(await within(form).findByRole('radio', { name: /Mia Member/ }));
  await user.type(within(form).getByLabelText('Amount ($)'), '200');
  await user.selectOptions(within(form).getByLabelText('Method'), 'card_terminal');
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Payment recorded')).toBeTruthy();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    amountCents: 20000,
    method: 'card_terminal',
    purpose: 'dues',
    userId: 9,
  });
});

it("pays for a guest's rental booked ahead: another day's bookings are offered once the day is chosen", async () => {
  const { calls } = serve();
  const user = userEvent.setup();
  show();
  const form = screen.getByRole('form', { name: 'Record a payment' });
  // Today's board has no guest's booking: the picker says so and where to look.
  expect(await within(form).findByText("No guest's bookings today: choose another day above.")).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Day'), { target: { value: AHEAD } });
  const pick = await within(form).findByLabelText(/^Guest's booking on /);
  await within(pick).findByRole('option', { name: 'Pat Walker, 4:30 PM - 6:00 PM, Bay 2' });
  await user.selectOptions(pick, '44');
  await user.type(within(form).getByLabelText('Amount ($)'), '120');
  await user.click(within(form).getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Payment recorded')).toBeTruthy();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    amountCents: 12000,
    method: 'cash',
    purpose: 'guest',
    bookingId: 44,
  });
});
