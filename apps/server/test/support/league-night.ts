// A league night for the printout, leaderboard and results e-mail tests: a net league on Lakeside Nine with its
// players joined and its rounds dated, round 1 scored for the first two players (Ann 41 → 9.0, Bob 45 → 16.2).
import { expect } from 'vitest';
import { LAKESIDE_NINE } from './courses';
import type { TestContext } from './databases';
import type { TestClient } from './http-client';
import { joinLeagueAs } from './league-players';
import { leagueRequest } from './requests';

export const ROUND_CARDS = {
  1: { Ann: [5, 4, 4, 5, 4, 4, 5, 5, 5], Bob: [5, 5, 4, 6, 5, 4, 5, 5, 6] },
  // Ann 40 off 9.0 (5 strokes: net 35), Bob 44 off 16.2 (8 strokes: net 36).
  2: { Ann: [5, 4, 3, 5, 4, 4, 5, 5, 5], Bob: [5, 6, 4, 5, 5, 4, 5, 5, 5] },
};

export async function netLeagueNight(
  ctx: TestContext,
  admin: TestClient,
  options: {
    names: readonly string[];
    roundDates: readonly string[];
    league?: Record<string, unknown>;
    night?: object;
    /** Leave round 1 without scores (a match-play night enters its own). */
    unscored?: boolean;
  },
) {
  const course = await admin.post('/api/admin/courses', LAKESIDE_NINE);
  const created = await admin.post(
    '/api/admin/leagues',
    leagueRequest({ name: 'Thursday Net', startDate: '2026-11-26', endDate: '2026-12-17', ...options.league }),
  );
  const leagueId = created.body.id as number;
  const settings = await admin.put(`/api/leagues/${leagueId}/night`, {
    handicapMode: 'league',
    handicapAllowance: 90,
    handicapProvisionalRounds: 1,
    rankBy: 'net',
    ...options.night,
  });
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  const { players, clients } = await joinLeagueAs(ctx, leagueId, options.names);
  const rounds: number[] = [];
  for (const [i, roundDate] of options.roundDates.entries()) {
    const round = await admin.post(`/api/leagues/${leagueId}/rounds`, {
      roundNumber: i + 1,
      roundDate,
      courseId: course.body.id,
    });
    rounds.push(round.body.id as number);
  }
  if (options.unscored) return { leagueId, players, clients, rounds };
  await scoreRoundOne(admin, leagueId, rounds[0]!, players);
  return { leagueId, players, clients, rounds };
}

/** Round 1's cards of Ann and Bob (ROUND_CARDS[1]) saved on the round's sheet. */
export async function scoreRoundOne(
  admin: TestClient,
  leagueId: number,
  roundId: number,
  players: Record<string, number>,
) {
  const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/scores`, {
    entries: [
      { participantId: players.Ann, holes: ROUND_CARDS[1].Ann },
      { participantId: players.Bob, holes: ROUND_CARDS[1].Bob },
    ],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
