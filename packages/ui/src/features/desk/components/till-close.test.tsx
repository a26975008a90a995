// @vitest-environment jsdom
// The day's close on the till screen (docs/decisions/407-the-days-close-at-the-desk.md): the day's "Unpaid" list; the
// close typed from the keyboard, confirmed in a dialog that shows what the drawer should hold and over/short before
// anything is sent; the close the server stored shown in its place; a count that is no amount refused beside its field.
import type { Till } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { DayClose } from './till-close';

afterEach(endScreenTest);

const DAY = '2026-11-20';

const till = (changes: Partial<Till> = {}): Till => ({
  date: DAY,
  byMethod: { cash: 9500, card_terminal: 6500, stripe: 15000 },
  refunds: 1500,
  refundsByMethod: { cash: 1000, card_terminal: 500, stripe: 0 },
  net: 29500,
  payoutsByMethod: { cash: 0, credit: 0 },
  close: null,
  disputes: [],
  unpaid: [
    {
      kind: 'fee',
      bookingId: 7,
      name: 'Mia Member',
      bayName: 'Bay 1',
      startTime: '09:00:00',
      endTime: '10:00:00',
      priceCents: 2500,
      paidCents: 0,
      dueCents: 2500,
    },
    {
      kind: 'rental',
      bookingId: 8,
      name: 'Pat Walker',
      bayName: 'Bay 2',
      startTime: '16:30:00',
      endTime: '18:00:00',
      priceCents: 8000,
      paidCents: 3000,
      dueCents: 5000,
    },
  ],
  ...changes,
});

const CLOSE = {
  date: DAY,
  expectedCashCents: 18500,
  countedCashCents: 18250,
  openingFloatCents: 10000,
  overShortCents: -250,
  closedBy: 4,
  closedByName: 'Dan Desk',
  closedAt: '2026-11-21T00:45:00.000Z',
};

function show() {
  let closed = false;
  const { calls } = stubFetch(({ method, path }) => {
    if (method === 'POST' && path === '/api/desk/till/close') {
      closed = true;
      return json(201, CLOSE);
    }
    if (path === `/api/desk/till?date=${DAY}`) return json(200, till(closed ? { close: CLOSE } : {}));
    return json(404, { error: 'Not found' });
  });
  renderRoute([{ path: '/desk/till', element: <DayClose date={DAY} /> }], {
    url: '/desk/till',
    user: sampleUser({ isFrontDesk: true, isMember: false }),
  });
  return calls;
}

it("lists the day's unpaid rentals and fees with what is due", async () => {
  show();
  const list = await screen.findByRole('list', { name: 'Unpaid' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Fee: Mia Member, Bay 1 9:00 AM to 10:00 AM$25.00 due',
    'Guest rental: Pat Walker, Bay 2 4:30 PM to 6:00 PM$50.00 due',
  ]);
});

it('closes the day from the keyboard after a confirmation showing over/short, then shows the close', async () => {
  const calls = show();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Opening float ($, optional)'), '100');
  await user.type(screen.getByLabelText('Counted cash ($)'), '182.50{Enter}');
  const dialog = await screen.findByRole('alertdialog', { name: 'Close the till for Friday, November 20, 2026?' });
  expect(dialog.textContent).toContain('Expected $185.00, counted $182.50: $2.50 short.');
  expect(dialog.textContent).toContain('cash taken $95.00 less $10.00 given back, plus the $100.00 float');
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Close the till' }));
  expect(await screen.findByRole('heading', { name: 'Day closed' })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toContain('Closed by Dan Desk at 7:45 PM.');
  expect(screen.getByRole('status').textContent).toContain('Expected $185.00, counted $182.50: $2.50 short.');
  expect(calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: '/api/desk/till/close',
      body: { date: DAY, countedCashCents: 18250, openingFloatCents: 10000 },
    },
  ]);
  expect(screen.queryByLabelText('Counted cash ($)')).toBeNull();
});

it('a count that is no amount is refused beside its field, and nothing is asked or sent', async () => {
  const calls = show();
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Counted cash ($)'), 'lots{Enter}');
  expect(await screen.findByText('Enter the cash counted in dollars, e.g. 182.50')).toBeTruthy();
  expect(screen.getByLabelText('Counted cash ($)').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});
