// How sheet entries are saved into a round (docs/decisions/201-league-play-an-organiser-can-trust.md): core's
// planRoundSheet merges them with what the round holds (teams they do not name keep their pairings and results), in
// the caller's transaction and the league's lock; the plan is then written over the stored rows. A whole sheet
// (score-sheet.ts) and a score entered on its own (scores.ts) are saved the same way.
import {
  facilityToday,
  planRoundSheet,
  SCORE_MESSAGES,
  totalsWithoutHoles,
  type League,
  type LeagueParticipant,
  type LeagueScore,
  type ScoreRow,
  type ScoreSheetEntry,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { playedCourseOf } from './courses';
import type { LeagueContext } from './league-context';
import type { ReadModels } from './night';
import type { StoredRound } from './rounds-repository';
import type { LeagueTables } from './store';

const sameHoles = (a: readonly number[] | null | undefined, b: readonly number[] | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const sameScore = (a: ScoreRow, b: ScoreRow) =>
  a.strokes === b.strokes &&
  sameHoles(a.holes, b.holes) &&
  a.result === b.result &&
  a.opponentParticipantId === b.opponentParticipantId;

/** Saves sheet entries into a round in the caller's transaction; answers the round's scores before and after. */
export type SaveEntries = ReturnType<typeof createSheetMerge>;

export function createSheetMerge(ctx: LeagueContext, night: ReadModels) {
  const { now, timestamp } = ctx;

  /**
   * Writes a round's planned scores over its stored ones: unchanged rows keep their ids, a player's changed row is
   * updated in place, rows no longer planned go, new ones are added.
   */
  async function applyScores(
    tables: LeagueTables,
    leagueId: number,
    roundId: number,
    stored: readonly LeagueScore[],
    planned: readonly ScoreRow[],
  ) {
    const left = [...stored];
    for (const row of planned) {
      const i = left.findIndex((s) => s.participantId === row.participantId);
      if (i === -1) {
        await tables.scores.insert(leagueId, roundId, row, timestamp());
        continue;
      }
      const [current] = left.splice(i, 1);
      if (!sameScore(current!, row)) {
        await tables.scores.update(leagueId, current!.id, {
          strokes: row.strokes,
          holes: row.holes ?? null,
          result: row.result,
          opponentParticipantId: row.opponentParticipantId,
        });
      }
    }
    for (const gone of left) await tables.scores.delete(leagueId, gone.id);
  }

  /** `fieldOf`: the field a hole-by-hole refusal names for the entry at an index. */
  return async function saveEntries(
    tables: LeagueTables,
    league: League,
    round: StoredRound,
    participants: readonly LeagueParticipant[],
    entries: readonly ScoreSheetEntry[],
    fieldOf: (index: number) => string = (i) => `entries.${i}.holes`,
  ) {
    const pairings = await tables.pairings.listByLeague(league.id, round.id);
    const before = await tables.scores.listByLeague(league.id, round.id);
    const course = await playedCourseOf(tables, round);
    const totals = league.scoringType === 'lowest_score' ? totalsWithoutHoles(league, !!course, entries) : [];
    if (totals.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        SCORE_MESSAGES.holesRequired,
        Object.fromEntries(totals.map((i) => [fieldOf(i), [SCORE_MESSAGES.holesRequired]])),
      );
    }
    const sheet = {
      scoringType: league.scoringType,
      round,
      today: facilityToday(now()),
      participants,
      holeCount: course ? course.holes.length : null,
      pairings,
      scores: before,
      entries,
    };
    let plan = planRoundSheet(sheet);
    // Match play by the hole: complete cards decide their match, net with the handicaps each side takes into the
    // round, which the round's own cards (as the sheet leaves them) settle: a second pass with them.
    if (plan.ok && course && league.scoringType === 'match_play' && plan.scores.some((s) => s.holes)) {
      const states =
        league.handicapMode === 'off'
          ? null
          : (await night.readModelOf(league, tables, { roundId: round.id, scores: plan.scores })).model.handicaps;
      plan = planRoundSheet({
        ...sheet,
        matchCards: {
          holes: course.holes,
          handicapInto: (teamId) => states?.get(teamId)?.rounds.get(round.id)?.before.handicap ?? null,
        },
      });
    }
    if (!plan.ok) throw new AppError(plan.code, plan.message);
    if (league.scoringType === 'match_play') {
      await tables.pairings.replaceRound(league.id, round.id, plan.pairings, timestamp());
    }
    await applyScores(tables, league.id, round.id, before, plan.scores);
    // A card wins over a did-not-play mark: the players the sheet gave a card are no longer marked.
    await tables.absences.clear(
      league.id,
      round.id,
      plan.scores.filter((s) => s.strokes !== null || s.result !== null).map((s) => s.participantId),
    );
    return { before, pairingsBefore: pairings, after: await tables.scores.listByLeague(league.id, round.id) };
  };
}
