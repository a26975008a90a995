// A round's score sheet and its match-play pairings (docs/decisions/201-league-play-an-organiser-can-trust.md): the
// organiser saves the round's cards at once, merged into what the round holds, and sets who plays whom; pairings are
// stored apart from results and suggested round-robin until the organiser sets them. Every save is in the league's
// lock, so saves at once neither duplicate nor lose results.
import {
  matchupsOf,
  planPairings,
  roundMatchups,
  type LeagueScore,
  type Matchup,
  type Pairing,
  type PairingsInput,
  type ScoreSheetInput,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { LEAGUE_SERVICE_MESSAGES, playerNamesById, type LeagueContext } from './league-context';
import type { RoundSaved } from './play';
import { pairingsSnapshot, sheetSnapshot } from './play-log';
import type { SaveEntries } from './sheet-merge';

export function createLeagueScoreSheet(ctx: LeagueContext, saveEntries: SaveEntries, roundSaved: RoundSaved) {
  const { store, timestamp, recordPlayChange, requireLeague, requireReader, requireRound } = ctx;

  return {
    /**
     * Saves a round's score sheet in one transaction in the league's lock, merged into what the round has: teams the
     * sheet does not name keep their pairings and results. An unchanged sheet is not recorded.
     */
    async saveRoundScores(
      actor: User,
      leagueId: number,
      roundId: number,
      input: ScoreSheetInput,
    ): Promise<LeagueScore[]> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const participants = await tables.participants.listByLeague(leagueId);
        const names = playerNamesById(participants);
        // A match-play sheet also sets pairings: the log shows them with the results.
        const snapshot = (scores: readonly LeagueScore[], pairings: readonly Pairing[]) => ({
          ...sheetSnapshot(round, scores, names),
          ...(league.scoringType === 'match_play' ? pairingsSnapshot(round, pairings, names) : {}),
        });
        const { before, pairingsBefore, after } = await saveEntries(tables, league, round, participants, input.entries);
        const pairingsAfter =
          league.scoringType === 'match_play' ? await tables.pairings.listByLeague(leagueId, roundId) : [];
        await recordPlayChange(
          unitOfWork,
          actor,
          'league.scores-saved',
          league,
          snapshot(before, pairingsBefore),
          snapshot(after, pairingsAfter),
        );
        await roundSaved(tables, unitOfWork, league, round);
        return after;
      });
    },

    /** The organiser's pairings of a match-play round, replacing the stored ones; a played pairing stays (409). */
    async savePairings(actor: User, leagueId: number, roundId: number, input: PairingsInput): Promise<Matchup[]> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        if (league.scoringType !== 'match_play') {
          throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.notMatchPlay);
        }
        const participants = await tables.participants.listByLeague(leagueId);
        const stored = await tables.pairings.listByLeague(leagueId, roundId);
        const scores = await tables.scores.listByLeague(leagueId, roundId);
        const plan = planPairings({ participants, pairings: stored, scores, input: input.pairings });
        if (!plan.ok) throw new AppError(plan.code, plan.message);
        await tables.pairings.replaceRound(leagueId, roundId, plan.pairings, timestamp());
        const saved = await tables.pairings.listByLeague(leagueId, roundId);
        const names = playerNamesById(participants);
        await recordPlayChange(
          unitOfWork,
          actor,
          'league.pairings-saved',
          league,
          pairingsSnapshot(round, stored, names),
          pairingsSnapshot(round, saved, names),
        );
        // As GET .../matchups lists them: in the order the round's pairings were set.
        return matchupsOf(roundId, saved, scores, participants);
      });
    },

    /**
     * A match-play round's pairings: the stored ones (played, halved, unplayed and the bye), else the round-robin
     * suggestion for the round's number (team leads stand for their teams). Lowest score: none.
     */
    async matchups(user: User, leagueId: number, roundId: number): Promise<Matchup[]> {
      const league = await requireReader(user, leagueId);
      const round = await requireRound(leagueId, roundId);
      if (league.scoringType !== 'match_play') return [];
      const participants = await store.participants.listByLeague(leagueId);
      // A withdrawn player (or one joining later) is in none of the round's pairings (decision 271).
      const pairings = await store.pairings.listByLeague(leagueId, roundId);
      return roundMatchups(round, pairings, await store.scores.listByLeague(leagueId, roundId), participants);
    },
  };
}
