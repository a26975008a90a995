// @vitest-environment jsdom
import { type NightSheet, type RoundMoney } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleLeague, sampleUser, stubFetch } from '../../../test/render-route';
import { NightPrintPage } from './night-print-page';

afterEach(endScreenTest);

const flight = {
  flight: null,
  fundsCents: 2002,
  skinsCents: 1001,
  prizesCents: 800,
  purseCents: 201,
  buyIns: [
    { participantId: 11, userId: 21, name: 'Ann Archer', paidCents: 1001, dueCents: 0 },
    { participantId: 12, userId: 22, name: 'Bob Baker', paidCents: 0, dueCents: 1001 },
  ],
  payouts: [
    { prize: 'skin' as const, hole: 2, participantId: 11, name: 'Ann Archer', cents: 401 },
    { prize: 'low_net' as const, hole: null, participantId: 12, name: 'Bob Baker', cents: 400 },
  ],
};

const sheet: NightSheet = {
  leagueId: 3,
  leagueName: 'Thursday Net',
  leagueType: 'individual',
  scoringType: 'lowest_score',
  handicapMode: 'league',
  round: { id: 6, roundNumber: 2, roundDate: '2026-11-19', name: null },
  course: null,
  bays: [],
  cards: [],
  money: { buyInPer: 'night', flights: [flight] },
};

const unpaid: RoundMoney = { roundId: 6, buyInCents: 1001, buyInPer: 'night', flights: [flight], recorded: [] };

function renderMoney(user = sampleUser({ id: 1, isAdmin: true })) {
  let recorded: RoundMoney['recorded'] = [];
  stubFetch(({ method, path }) => {
    if (path === '/api/leagues/3') return json(200, sampleLeague({ id: 3, name: 'Thursday Net' }));
    if (path === '/api/leagues/3/rounds/6/night-sheet') return json(200, sheet);
    if (path === '/api/leagues/3/rounds/6/money') return json(200, { ...unpaid, recorded });
    if (method === 'POST' && path === '/api/leagues/3/rounds/6/payouts') {
      recorded = flight.payouts.map((p, i) => ({
        ...p,
        id: i + 1,
        flight: null,
        method: 'cash' as const,
        at: '2026-11-20T02:00:00.000Z',
        recordedByName: 'Dan Desk',
      }));
      return json(200, { ...unpaid, recorded });
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  renderRoute([{ path: '/admin/leagues/:leagueId/rounds/:roundId/print', element: <NightPrintPage /> }], {
    url: '/admin/leagues/3/rounds/6/print?show=money',
    user,
  });
}

describe('the night sheet’s money (decision 491)', () => {
  it('shows the pots, who still owes a buy-in and each payout; the till pays the night out once', async () => {
    renderMoney();
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(money.textContent).toContain('Buy-ins $20.02: skins $10.01, prizes $8.00, season purse $2.01.');
    expect(within(money).getByText('Skin, hole 2: Ann Archer $4.01')).toBeTruthy();
    expect(within(money).getByText('Low net: Bob Baker $4.00')).toBeTruthy();
    expect(
      within(money)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['PlayerPaidDue', 'Ann Archer$10.01Paid', 'Bob Baker$0.00$10.01']);
    const user = userEvent.setup();
    await user.click(await within(money).findByRole('button', { name: 'Pay out in cash' }));
    expect(await screen.findByText('Night paid out')).toBeTruthy();
    expect(await within(money).findByText(/In cash by Dan Desk/)).toBeTruthy();
    expect(within(money).queryByRole('button', { name: 'Pay out in cash' })).toBeNull();
  });

  it('shows an organiser who is not at the till the money without its buttons', async () => {
    renderMoney(sampleUser({ id: 5, isMember: true }));
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(within(money).getByText('Skin, hole 2: Ann Archer $4.01')).toBeTruthy();
    expect(within(money).queryAllByRole('button')).toEqual([]);
  });
});
