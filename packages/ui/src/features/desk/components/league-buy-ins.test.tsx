// @vitest-environment jsdom
// League buy-ins at the till (docs/decisions/491-league-money-on-the-night.md): the day's money nights with what each
// player owes; a buy-in due is taken in cash or on the card terminal for that player, night and league.
import { type DeskBuyIns } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { ledgerEntry } from './desk-payment-fixtures';
import { LeagueBuyIns } from './league-buy-ins';

afterEach(endScreenTest);

const DAY = '2026-11-19';
const buyIns: DeskBuyIns = {
  date: DAY,
  nights: [
    {
      leagueId: 3,
      leagueName: 'Thursday Net',
      roundId: 6,
      roundNumber: 2,
      buyInCents: 1001,
      buyInPer: 'night',
      players: [
        { participantId: 11, userId: 21, name: 'Ann Archer', paidCents: 1001, dueCents: 0 },
        { participantId: 12, userId: 22, name: 'Bob Baker', paidCents: 500, dueCents: 501 },
      ],
    },
  ],
};

function renderBuyIns(day: DeskBuyIns) {
  const fetches = stubFetch(({ method, path }) => {
    if (path === `/api/desk/league-buy-ins?date=${DAY}`) return json(200, day);
    if (method === 'POST' && path === '/api/payments') {
      return json(201, { ...ledgerEntry, purpose: 'league', lessonId: null, leagueId: 3, roundId: 6 });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  renderRoute([{ path: '/desk/till', element: <LeagueBuyIns date={DAY} /> }], {
    url: '/desk/till',
    user: sampleUser({ isFrontDesk: true, isMember: false }),
  });
  return fetches;
}

it('lists the night’s players with what they owe and takes a buy-in due on the card terminal', async () => {
  const { calls } = renderBuyIns(buyIns);
  const section = await screen.findByRole('region', { name: 'League buy-ins' });
  expect(within(section).getByText('Thursday Net, round 2 ($10.01 a night)')).toBeTruthy();
  const rows = within(section).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    'Ann Archer$10.01Paid',
    expect.stringContaining('Bob Baker$5.00$5.01'),
  ]);
  await userEvent.click(
    within(section).getByRole('button', { name: "Take Bob Baker's $5.01 buy-in on the card terminal" }),
  );
  expect(await screen.findByText('Buy-in taken')).toBeTruthy();
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    amountCents: 501,
    method: 'card_terminal',
    purpose: 'league',
    userId: 22,
    leagueId: 3,
    roundId: 6,
  });
});

it('shows nothing on a day without a money night', async () => {
  const { calls } = renderBuyIns({ date: DAY, nights: [] });
  expect(await screen.findByText('Loading league buy-ins...')).toBeTruthy();
  await vi.waitFor(() => expect(screen.queryByText('Loading league buy-ins...')).toBeNull());
  expect(calls).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'League buy-ins' })).toBeNull();
});
