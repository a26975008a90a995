// A league's stored rows, loaded for core's league read model (docs/decisions/232-leagues-as-one-domain-module.md):
// the league's participants, rounds, the courses they are played on, scores, pairings, the players' night
// settings, who did not play, the cards players posted and the side games' distances. Read one after another: in a transaction the reads share one connection.
import type { League, LeagueRows, ScoreRow } from '@longwood/core';
import type { LeagueTables } from './store';

/**
 * `planned`: a round's scores as a sheet being saved would leave them (the handicaps its match cards are decided
 * with), in place of what the round holds.
 */
export async function leagueRowsOf(
  league: League,
  tables: LeagueTables,
  planned?: { roundId: number; scores: readonly ScoreRow[] },
  buyInsOf?: (leagueId: number) => Promise<NonNullable<LeagueRows['buyIns']>>,
) {
  const rounds = await tables.rounds.listByLeague(league.id);
  const participants = await tables.participants.listByLeague(league.id);
  const stored = await tables.scores.listByLeague(league.id);
  const scores = planned
    ? [
        ...stored.filter((s) => s.roundId !== planned.roundId),
        ...planned.scores.map((s) => ({ ...s, roundId: planned.roundId })),
      ]
    : stored;
  const pairings = await tables.pairings.listByLeague(league.id);
  const nightSettings = await tables.participants.handicapSettings(league.id);
  const absences = await tables.absences.listByLeague(league.id);
  const postedCards = await tables.postedCards.listByLeague(league.id);
  const sideGames = await tables.sideGames.listByLeague(league.id);
  const courses = await tables.courses.findMany(
    rounds.map((r) => r.courseId).filter((id): id is number => id !== null),
  );
  // The buy-ins are the payments feature's (the ledger): read only for a league that plays for money.
  const buyIns = buyInsOf && league.buyInCents > 0 ? await buyInsOf(league.id) : [];
  return {
    league,
    participants,
    rounds,
    courses,
    scores,
    pairings,
    nightSettings,
    absences,
    postedCards,
    sideGames,
    buyIns,
  } satisfies LeagueRows;
}
