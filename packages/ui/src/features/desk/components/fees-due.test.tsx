// @vitest-environment jsdom
// "Charge Card" on the desk's fees due (docs/decisions/306-fee-charged-to-the-card-on-file.md): offered only with a
// card on file; staff confirm in a dialog naming the member and the amount; the fee then shows "processing" (no till
// or waiver meanwhile) until Stripe's answer; a declined charge shows its reason and the till's buttons again, at once
// when Stripe declines the card in its answer; a charge Stripe never answered stays processing, with "Charge Card" to ask
// Stripe again.
import { CHARGE_UNANSWERED, type BookingFee } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { FeesDue } from './fees-due';

afterEach(endScreenTest);

const fee = (changes: Partial<BookingFee> = {}): BookingFee => ({
  bookingId: 41,
  kind: 'no_show',
  userId: 9,
  memberName: 'Mia Member',
  bookingDate: '2026-11-20',
  startTime: '10:00:00',
  endTime: '11:00:00',
  bayName: 'Bay 1',
  amountCents: 2500,
  paidCents: 0,
  dueCents: 2500,
  status: 'due',
  dueSince: '2026-11-20T15:20:00.000Z',
  waivedReason: null,
  cardOnFile: true,
  charging: false,
  chargeFailure: null,
  ...changes,
});

function show() {
  renderRoute([{ path: '/desk/till', element: <FeesDue /> }], {
    url: '/desk/till',
    user: sampleUser({ isFrontDesk: true, isMember: false }),
  });
}

/**
 * Mia's fee, "Charge Card" confirmed in its dialog (nothing is sent before); the server answers the fee as `answer`,
 * and lists it so from then on. The row and the requests made.
 */
async function chargeMia(answer: BookingFee, response = () => json(200, answer)) {
  let charged = false;
  const { calls } = stubFetch(({ method, path }) => {
    if (method === 'POST' && path === '/api/desk/bookings/41/fee/charge') {
      charged = true;
      return response();
    }
    if (path === '/api/desk/fees') return json(200, { fees: [charged ? answer : fee()] });
    return json(404, { error: 'Not found' });
  });
  const user = userEvent.setup();
  show();
  const row = await screen.findByRole('listitem', { name: 'Mia Member, No-show fee' });
  await user.click(await within(row).findByRole('button', { name: 'Charge Card' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Charge the card on file' });
  expect(within(dialog).getByText("Charge Mia Member's card on file $25.00 for the no-show fee?")).toBeTruthy();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Charge $25.00' }));
  return { row, calls };
}

it('charges the card on file after staff confirm the member and the amount, then shows it processing', async () => {
  const { row, calls } = await chargeMia(fee({ charging: true }));
  expect(await screen.findByText('Charging the card')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/desk/bookings/41/fee/charge']);
  expect(await within(row).findByRole('status')).toHaveProperty(
    'textContent',
    'Charging the card on file: processing...',
  );
  expect(within(row).queryByRole('button', { name: /Charge Card|Waive|^Paid/ })).toBeNull();
});

it('a charge that finds the fee paid by another click’s charge says the card was charged, not charging', async () => {
  await chargeMia(fee({ status: 'paid', paidCents: 2500, dueCents: 0 }));
  expect(await screen.findByText('Card charged')).toBeTruthy();
  expect(screen.getByText("Mia Member's card on file was charged.")).toBeTruthy();
  expect(screen.queryByText('Charging the card')).toBeNull();
});

it('a card Stripe declines at once: "Card declined" with the reason, and the fee due with the till and Waive', async () => {
  const { row } = await chargeMia(fee({ charging: false, chargeFailure: 'Card declined: insufficient funds' }));
  expect(await screen.findByText('Card declined')).toBeTruthy();
  expect(screen.getByText("Mia Member's card on file: insufficient funds. The fee is still due.")).toBeTruthy();
  expect(screen.queryByText('Charging the card')).toBeNull();
  // The row says it once too, in core's words: not "Card charge failed: Card declined: insufficient funds".
  expect(await within(row).findByText('Card declined: insufficient funds', { exact: true })).toBeTruthy();
  expect(row.textContent).not.toContain('failed');
  expect(within(row).queryByRole('status')).toBeNull();
  for (const name of ['Paid $25.00: cash', 'Charge Card', 'Waive']) {
    expect(within(row).getByRole('button', { name })).toBeTruthy();
  }
});

it('a charge Stripe never answered: "No answer from Stripe", and the fee processing with only "Charge Card" to ask again', async () => {
  const { row, calls } = await chargeMia(fee({ charging: true, chargeFailure: CHARGE_UNANSWERED }), () =>
    json(502, { code: 'FEE_CHARGE_UNANSWERED', message: CHARGE_UNANSWERED }),
  );
  const charges = () => calls.filter((c) => c.method === 'POST').length;
  expect(await screen.findByText('No answer from Stripe')).toBeTruthy();
  expect(screen.queryByText('Card not charged')).toBeNull();
  // The row waits for Stripe in core's words; the till and Waive stay away, "Charge Card" asks Stripe again.
  expect(await within(row).findByRole('status')).toHaveProperty('textContent', CHARGE_UNANSWERED);
  expect(within(row).queryByRole('button', { name: /Waive|^Paid/ })).toBeNull();
  const asked = charges();
  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: 'Charge Card' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Charge $25.00' }));
  await vi.waitFor(() => expect(charges()).toBeGreaterThan(asked));
});

it('offers no card charge without a card on file, and shows why a charge was declined', async () => {
  stubFetch(({ path }) =>
    path === '/api/desk/fees'
      ? json(200, {
          fees: [
            fee(),
            fee({ bookingId: 42, memberName: 'Sam Lee', cardOnFile: false }),
            fee({ bookingId: 43, memberName: 'Ana Reyes', kind: 'late_cancel', chargeFailure: 'Card declined' }),
          ],
        })
      : json(404, { error: 'Not found' }),
  );
  show();
  const declined = await screen.findByRole('listitem', { name: 'Ana Reyes, Late-cancel fee' });
  expect(within(declined).getByText('Card declined', { exact: true })).toBeTruthy();
  // Once the card's button has loaded (lazily) where there is a card, the row without one still has none.
  expect(await within(declined).findByRole('button', { name: 'Charge Card' })).toBeTruthy();
  const noCard = screen.getByRole('listitem', { name: 'Sam Lee, No-show fee' });
  expect(within(noCard).queryByRole('button', { name: 'Charge Card' })).toBeNull();
  expect(within(noCard).getByRole('button', { name: 'Paid $25.00: cash' })).toBeTruthy();
  expect(screen.getAllByRole('button', { name: 'Charge Card' })).toHaveLength(2);
});
