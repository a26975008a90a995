// @vitest-environment jsdom
// "Your Card" on a phone (docs/decisions/273-player-posted-cards.md): a hole the league plays a side game on asks for
// the player's distance there, and only there, and saves it with the hole (docs/decisions/279-league-side-games.md).
import { facilityInstant, type MyLeague, type PostedCard } from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endScreenTest,
  json,
  renderRoute,
  sampleLeague,
  sampleRound,
  sampleUser,
  stubFetch,
} from '../../../test/render-route';
import { MyCardTonight } from './my-card';

const TODAY = '2026-11-24';
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(facilityInstant(TODAY, '19:00'));
});
afterEach(endScreenTest);

// Three holes: par 4, a par 3 (closest to the pin), a par 5 (long drive).
const holes = [4, 3, 5].map((par, i) => ({ par, strokeIndex: i + 1 }));
const round = sampleRound({
  id: 9,
  roundNumber: 2,
  roundDate: TODAY,
  course: { id: 5, name: 'Short Three', holes, par: 12 },
});
const entry = {
  league: sampleLeague({ closestToPinHoles: [2], longDriveHoles: [3] }),
  participantId: 11,
  teamId: 1,
  isTeamLead: true,
  teamParticipantIds: [11],
  partnerNames: [],
  nights: [TODAY],
} as unknown as MyLeague;

const card = (overrides: Partial<PostedCard> = {}): PostedCard => ({
  roundId: 9,
  participantId: 11,
  name: 'Ann Archer',
  holes: [4, null, null],
  thru: 1,
  approved: false,
  postedAt: null,
  sideGames: [],
  ...overrides,
});

/** Tonight's round and the player's card as `answer` gives it, on the member's league page. */
function renderCard(
  answer: (call: { method: string; path: string; body: unknown }) => Response | undefined,
  player: MyLeague = entry,
) {
  const net = stubFetch((call) => {
    if (call.path === '/api/leagues/3/rounds') return json(200, [round]);
    return answer(call) ?? json(404, { message: 'Not found' });
  });
  renderRoute([{ path: '/leagues/3', element: <MyCardTonight entry={player} /> }], {
    url: '/leagues/3',
    user: sampleUser({ id: 21 }),
  });
  return net;
}

describe('Your Card: side games with the card', () => {
  it('asks for the distance to the pin on the par 3 only, saves it with the hole, then the drive on its hole', async () => {
    const net = renderCard(({ method, path, body }) => {
      if (path !== '/api/leagues/3/rounds/9/my-card') return undefined;
      if (method === 'GET') return json(200, card());
      const sent = body as { holes: (number | null)[] };
      return json(200, card({ holes: sent.holes, thru: sent.holes.filter((h) => h !== null).length }));
    });
    const user = userEvent.setup();
    // The card opens on hole 2, the par 3: closest to the pin, in feet and inches.
    expect(await screen.findByRole('button', { name: 'Save Hole 2' })).toBeTruthy();
    const pin = screen.getByRole('group', { name: 'Closest to the pin' });
    expect(screen.queryByRole('group', { name: 'Long drive' })).toBeNull();
    await user.type(within(pin).getByLabelText('Closest to the pin, hole 2, feet'), '4');
    await user.type(within(pin).getByLabelText('Closest to the pin, hole 2, inches'), '2');
    await user.click(screen.getByRole('button', { name: 'Save Hole 2' }));
    await waitFor(() => expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      holes: [4, 3, null],
      sideGames: [{ game: 'closest_to_pin', hole: 2, feet: 4, inches: 2 }],
    });

    // Hole 3: the long drive, in yards; no distance to the pin asked for there.
    expect(await screen.findByRole('button', { name: 'Save Hole 3' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Closest to the pin' })).toBeNull();
    await user.type(screen.getByLabelText('Long drive, hole 3, yards'), '281');
    await user.click(screen.getByRole('button', { name: 'Save Hole 3' }));
    await waitFor(() => expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(net.calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({
      holes: [4, 3, 5],
      sideGames: [{ game: 'long_drive', hole: 3, yards: 281 }],
    });

    // Hole 1 plays no side game: the card goes alone.
    await user.click(screen.getByRole('button', { name: 'Hole 1: 4 strokes' }));
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Hole 1' }));
    await waitFor(() => expect(net.calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
    expect(net.calls.filter((c) => c.method === 'PUT')[2]!.body).toEqual({ holes: [4, 3, 5] });
  });

  it('fills the distances the player posted and shows the server’s reason when one is refused', async () => {
    renderCard(({ method, path }) => {
      if (path === '/api/leagues/3/rounds/9/my-card' && method === 'GET') {
        return json(200, card({ sideGames: [{ game: 'closest_to_pin', hole: 2, distance: 50 }] }));
      }
      return json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Inches must be a whole number from 0 to 11',
        fieldErrors: { 'sideGames.0.inches': ['Inches must be a whole number from 0 to 11'] },
      });
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Save Hole 2' })).toBeTruthy();
    expect(screen.getByLabelText('Closest to the pin, hole 2, feet')).toHaveProperty('value', '4');
    expect(screen.getByLabelText('Closest to the pin, hole 2, inches')).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Save Hole 2' }));
    expect((await screen.findAllByText('Inches must be a whole number from 0 to 11')).length).toBeGreaterThan(0);
  });
});

describe('Your Card: only for a player of tonight’s round', () => {
  it('is not offered to a player who withdrew after an earlier round: no "not playing in this round" alert', async () => {
    const net = renderCard(
      ({ path }) =>
        path === '/api/leagues/3/rounds/9/my-card'
          ? json(403, { code: 'NOT_OWNER', message: 'You are not playing in this round.' })
          : undefined,
      { ...entry, lastRoundNumber: 1 },
    );
    await waitFor(() => expect(net.calls.map((c) => c.path)).toContain('/api/leagues/3/rounds'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Your Card')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(net.calls.map((c) => c.path)).not.toContain('/api/leagues/3/rounds/9/my-card');
  });
});
