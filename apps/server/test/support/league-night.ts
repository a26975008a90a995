// A league night for the printout, leaderboard and results e-mail tests: a net league on Lakeside Nine with its
// players joined (Ann and Bob unless told) and its rounds dated (round 1 on Nov 12, round 2 tonight, Nov 19, unless
// told), round 1 scored for the first two players (Ann 41 → 9.0, Bob 45 → 16.2).
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

/**
 * A league on Lakeside Nine (Thursday Net, Thursdays from Nov 26, unless `league` says otherwise) with its night's
 * settings saved: its id, its course's, and the night as saved.
 */
export async function leagueOnTheNine(admin: TestClient, league: Record<string, unknown> = {}, night: object = {}) {
  const course = await admin.post('/api/admin/courses', LAKESIDE_NINE);
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const created = await admin.post(
    '/api/admin/leagues',
    leagueRequest({ name: 'Thursday Net', startDate: '2026-11-26', endDate: '2026-12-17', ...league }),
  );
  const leagueId = created.body.id as number;
  const settings = await admin.put(`/api/leagues/${leagueId}/night`, night);
  expect(settings.status, JSON.stringify(settings.body)).toBe(200);
  return { leagueId, courseId: course.body.id as number, night: settings.body as Record<string, unknown> };
}

export async function netLeagueNight(
  ctx: TestContext,
  admin: TestClient,
  options: {
    names?: readonly string[];
    roundDates?: readonly string[];
    league?: Record<string, unknown>;
    night?: object;
    /** Leave round 1 without scores (a match-play night enters its own). */
    unscored?: boolean;
  },
) {
  const { leagueId, courseId, night } = await leagueOnTheNine(admin, options.league, {
    handicapMode: 'league',
    handicapAllowance: 90,
    handicapProvisionalRounds: 1,
    rankBy: 'net',
    ...options.night,
  });
  const { players, clients } = await joinLeagueAs(ctx, leagueId, options.names ?? ['Ann', 'Bob']);
  const rounds: number[] = [];
  for (const [i, roundDate] of (options.roundDates ?? ['2026-11-12', '2026-11-19']).entries()) {
    const round = await admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber: i + 1, roundDate, courseId });
    rounds.push(round.body.id as number);
  }
  if (!options.unscored) await saveRoundCards(admin, leagueId, rounds[0]!, players);
  return { leagueId, players, clients, rounds, night };
}

/** netLeagueNight with the e-mails its setup queued (the players' confirmations and round 1's results) sent and cleared. */
export async function quietLeagueNight(
  ctx: TestContext,
  admin: TestClient,
  inbox: { clear(): void },
  options: Parameters<typeof netLeagueNight>[2] = {},
) {
  const made = await netLeagueNight(ctx, admin, options);
  await ctx.app.services.outbox.settle();
  inbox.clear();
  return made;
}

/** Ann and Bob's cards of round `n` (ROUND_CARDS[n]) saved on a round's sheet. */
export async function saveRoundCards(
  admin: TestClient,
  leagueId: number,
  roundId: number,
  players: Record<string, number>,
  n: 1 | 2 = 1,
) {
  const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/scores`, {
    entries: [
      { participantId: players.Ann, holes: ROUND_CARDS[n].Ann },
      { participantId: players.Bob, holes: ROUND_CARDS[n].Bob },
    ],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
