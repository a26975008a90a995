// A league score entered, changed or deleted on its own (POST, PATCH and DELETE a score), outside its round's sheet:
// core makes it a sheet entry of one player (rules/league-scores.ts), saved into the round as a sheet is
// (sheet-merge.ts), in the league's lock, and recorded in the activity log.
import {
  changedScoreEntry,
  newScoreEntry,
  SCORE_MESSAGES,
  type CreateScoreInput,
  type LeagueScore,
  type UpdateScoreInput,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { LEAGUE_SERVICE_MESSAGES, playerNamesById, type LeagueContext } from './league-context';
import type { RoundSaved } from './play';
import { scoreSnapshot } from './play-log';
import type { SaveEntries } from './sheet-merge';
import type { LeagueTables } from './store';

export function createLeagueScores(ctx: LeagueContext, saveEntries: SaveEntries, roundSaved: RoundSaved) {
  const { store, recordPlay, recordPlayChange, requireLeague, requireReader, requireRound } = ctx;

  /** How the log shows a score of a round: with the round's number and the players' names. */
  async function scoreSnapshotsIn(tables: LeagueTables, leagueId: number, roundId: number) {
    const round = await tables.rounds.find(leagueId, roundId);
    const names = playerNamesById(await tables.participants.listByLeague(leagueId));
    return (score: LeagueScore) => scoreSnapshot(score, round?.roundNumber ?? null, names);
  }

  return {
    async scores(user: User, leagueId: number, roundId?: number): Promise<LeagueScore[]> {
      await requireReader(user, leagueId);
      if (roundId !== undefined) await requireRound(leagueId, roundId);
      return store.scores.listByLeague(leagueId, roundId);
    },

    /**
     * One score (POST scores): a team with a score (stroke play) or a result (match play) in the round already is
     * refused; a match result records the opponent's opposite result and the pairing.
     */
    async createScore(actor: User, leagueId: number, input: CreateScoreInput): Promise<LeagueScore> {
      if (input.leagueId !== undefined && input.leagueId !== leagueId) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.leagueIdMismatch);
      }
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await tables.rounds.find(leagueId, input.roundId);
        if (!round) throw new AppError('SCORE_INVALID', SCORE_MESSAGES.unknownRound);
        const participants = await tables.participants.listByLeague(leagueId);
        const scores = await tables.scores.listByLeague(leagueId, input.roundId);
        const made = newScoreEntry({ scoringType: league.scoringType, participants, scores, input });
        if (!made.ok) throw new AppError(made.code, made.message);
        const { after } = await saveEntries(tables, league, round, participants, [made.entry], () => 'holes');
        const created = after.find((s) => s.participantId === input.participantId);
        if (!created) throw new AppError('SCORE_INVALID', LEAGUE_SERVICE_MESSAGES.byeHasNoResult);
        const names = playerNamesById(participants);
        const snapshot = scoreSnapshot(created, round.roundNumber, names);
        await recordPlay(unitOfWork, actor, league, 'league.score-created', null, snapshot);
        await roundSaved(tables, unitOfWork, league, round);
        return created;
      });
    },

    /** PATCH a score: the same merge as a sheet of one entry (a match result keeps the opponent's row opposite). */
    async updateScore(actor: User, leagueId: number, scoreId: number, input: UpdateScoreInput): Promise<LeagueScore> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const score = await tables.scores.find(leagueId, scoreId);
        if (!score) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.scoreNotFound);
        const changed = changedScoreEntry(league.scoringType, score, input);
        if (!changed.ok) throw new AppError(changed.code, changed.message);
        const round = await requireRound(leagueId, score.roundId, tables);
        const participants = await tables.participants.listByLeague(leagueId);
        await saveEntries(tables, league, round, participants, [changed.entry], () => 'holes');
        const updated = (await tables.scores.listByLeague(leagueId, score.roundId)).find(
          (s) => s.participantId === score.participantId,
        );
        // An opponent of null made it a bye, which has no result.
        if (!updated) throw new AppError('SCORE_INVALID', LEAGUE_SERVICE_MESSAGES.byeHasNoResult);
        const snapshotOf = await scoreSnapshotsIn(tables, leagueId, score.roundId);
        await recordPlayChange(
          unitOfWork,
          actor,
          'league.score-updated',
          league,
          snapshotOf(score),
          snapshotOf(updated),
        );
        await roundSaved(tables, unitOfWork, league, round);
        return updated;
      });
    },

    /** Deletes a score; a match result goes with its opponent's row (the pairing stays, not played). */
    async deleteScore(actor: User, leagueId: number, scoreId: number): Promise<void> {
      await store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const score = await tables.scores.find(leagueId, scoreId);
        if (!score || !(await tables.scores.delete(leagueId, scoreId))) {
          throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.scoreNotFound);
        }
        if (score.result !== null && score.opponentParticipantId !== null) {
          const mirror = (await tables.scores.listByLeague(leagueId, score.roundId)).find(
            (s) => s.participantId === score.opponentParticipantId && s.opponentParticipantId === score.participantId,
          );
          if (mirror) await tables.scores.delete(leagueId, mirror.id);
        }
        const snapshotOf = await scoreSnapshotsIn(tables, leagueId, score.roundId);
        await recordPlay(unitOfWork, actor, league, 'league.score-deleted', snapshotOf(score), null);
      });
    },
  };
}
