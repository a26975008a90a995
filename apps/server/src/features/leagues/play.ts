// League play: rounds, pairings, scores, standings and matchups. A saved sheet is merged into its round by core's
// planRoundSheet (teams it does not name keep their pairings and results), in the league's lock (store.locked), so
// saves at once neither duplicate nor lose results and an edit of the league's scoring sees every score; match-play
// pairings are stored apart from results and suggested round-robin until the organiser sets them; standings are
// computed on every read by core's league read model (docs/decisions/201-league-play-an-organiser-can-trust.md,
// 201-league-play-an-organiser-can-trust.md,
// 232-leagues-as-one-domain-module.md).
import {
  courseHolesProblem,
  facilityToday,
  matchupsOf,
  playedCourse,
  planPairings,
  planRoundSheet,
  roundCompletion,
  SCORE_MESSAGES,
  SUBSTITUTE_MESSAGES,
  roundMatchups,
  personName,
  totalsWithoutHoles,
  type AbsenceInput,
  type AbsenceRow,
  type ActivitySnapshot,
  type CreateRoundInput,
  type CreateScoreInput,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type Matchup,
  type Pairing,
  type PairingsInput,
  type ScoreRow,
  type ScoreSheetEntry,
  type ScoreSheetInput,
  type StandingsResponse,
  type Substitute,
  type UpdateScoreInput,
  type User,
} from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import { COURSE_SERVICE_MESSAGES, lockCourse, playedCourseOf } from './courses';
import type { StoredCourse } from './courses-repository';
import { LEAGUE_SERVICE_MESSAGES, playerNamesById, type LeagueContext } from './league-context';
import type { StoredRound } from './rounds-repository';
import type { ReadModels } from './night';
import type { LeagueTables } from './store';

function roundSnapshot(r: StoredRound, course?: StoredCourse | null): ActivitySnapshot {
  const snapshot: ActivitySnapshot = {
    roundId: r.id,
    roundNumber: r.roundNumber,
    roundDate: r.roundDate,
    name: r.name,
  };
  // Its course and the holes of it played ('all', 'front', 'back'), as the entry of a round's edit says them.
  if (course) {
    snapshot.course = course.name;
    snapshot.holes = r.courseHoles;
  }
  return snapshot;
}

const sameHoles = (a: readonly number[] | null | undefined, b: readonly number[] | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A score as read aloud: strokes, or 'win vs Bob'. */
function scoreValue(s: Pick<LeagueScore, 'strokes' | 'result' | 'opponentParticipantId'>, names: Map<number, string>) {
  if (s.strokes !== null) return s.strokes;
  const opponent = s.opponentParticipantId === null ? null : (names.get(s.opponentParticipantId) ?? null);
  return opponent ? `${s.result ?? '—'} vs ${opponent}` : (s.result ?? null);
}

function scoreSnapshot(s: LeagueScore, roundNumber: number | null, names: Map<number, string>): ActivitySnapshot {
  return {
    scoreId: s.id,
    round: roundNumber,
    player: names.get(s.participantId) ?? `Participant #${s.participantId}`,
    score: scoreValue(s, names),
  };
}

/** A round's whole sheet: the round's number, then each player's score (in participant order, to compare). */
function sheetSnapshot(round: StoredRound, scores: readonly LeagueScore[], names: Map<number, string>) {
  const sheet: ActivitySnapshot = { round: round.roundNumber };
  for (const score of [...scores].sort((a, b) => a.participantId - b.participantId)) {
    sheet[names.get(score.participantId) ?? `Participant #${score.participantId}`] = scoreValue(score, names);
  }
  return sheet;
}

/** A round's pairings as the log shows them ('Ann vs Bob', 'Cal: bye'). */
function pairingsSnapshot(round: StoredRound, pairings: readonly Pairing[], names: Map<number, string>) {
  const name = (id: number) => names.get(id) ?? `Participant #${id}`;
  return {
    round: round.roundNumber,
    pairings: pairings
      .map((p) =>
        p.opponentParticipantId === null
          ? `${name(p.participantId)}: bye`
          : `${name(p.participantId)} vs ${name(p.opponentParticipantId)}`,
      )
      .join('; '),
  };
}

const sameScore = (a: ScoreRow, b: ScoreRow) =>
  a.strokes === b.strokes &&
  sameHoles(a.holes, b.holes) &&
  a.result === b.result &&
  a.opponentParticipantId === b.opponentParticipantId;

/** Told after a save of a round's scores, in its transaction and the league's lock (the results e-mail). */
export type RoundSaved = (
  tables: LeagueTables,
  unitOfWork: UnitOfWork,
  league: League,
  round: StoredRound,
) => Promise<void>;

export function createLeaguePlay(ctx: LeagueContext, night: ReadModels, roundSaved: RoundSaved = async () => {}) {
  const { store, now, timestamp, recordPlay, recordPlayChange, requireLeague, requireReader, requireRound } = ctx;

  /** How the log shows a score of a round: with the round's number and the players' names. */
  async function scoreSnapshotsIn(tables: LeagueTables, leagueId: number, roundId: number) {
    const round = await tables.rounds.find(leagueId, roundId);
    const names = playerNamesById(await tables.participants.listByLeague(leagueId));
    return (score: LeagueScore) => scoreSnapshot(score, round?.roundNumber ?? null, names);
  }

  /** A stored round with its course and how far it is scored (core's roundCompletion: cards and absences). */
  function withProgress(
    league: League,
    round: StoredRound,
    play: {
      participants: readonly LeagueParticipant[];
      pairings: readonly (Pairing & { roundId: number })[];
      scores: readonly LeagueScore[];
      courses: readonly StoredCourse[];
      absences: readonly AbsenceRow[];
    },
  ): LeagueRound {
    const { courseId, ...stored } = round;
    const absences = play.absences.filter((a) => a.roundId === round.id);
    const course = play.courses.find((c) => c.id === courseId);
    return {
      ...stored,
      // As the round plays it: the chosen nine of an 18-hole course (decision 289).
      course: course ? playedCourse(course, round.courseHoles) : null,
      ...roundCompletion({
        scoringType: league.scoringType,
        roundNumber: round.roundNumber,
        participants: play.participants,
        pairings: play.pairings.filter((p) => p.roundId === round.id),
        scores: play.scores.filter((s) => s.roundId === round.id),
        absences,
      }),
      didNotPlay: absences.map((a) => a.participantId),
      substitutes: absences.flatMap((a) => (a.substitute ? [{ participantId: a.participantId, ...a.substitute }] : [])),
    };
  }

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

  /**
   * Saves sheet entries into a round in the caller's transaction (core's planRoundSheet merges them with what the
   * round has) and answers the round's scores before and after.
   */
  async function saveEntries(
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
  }

  /** Everything played in a league: its rounds, players, pairings and scores. */
  async function playOf(leagueId: number, tables: LeagueTables = store) {
    // One after another: in a transaction the reads share one connection.
    const rounds = await tables.rounds.listByLeague(leagueId);
    const participants = await tables.participants.listByLeague(leagueId);
    const pairings = await tables.pairings.listByLeague(leagueId);
    const scores = await tables.scores.listByLeague(leagueId);
    const courses = await tables.courses.findMany(
      rounds.map((r) => r.courseId).filter((id): id is number => id !== null),
    );
    const absences = await tables.absences.listByLeague(leagueId);
    return { rounds, participants, pairings, scores, courses, absences };
  }

  return {
    async rounds(user: User, leagueId: number): Promise<LeagueRound[]> {
      const league = await requireReader(user, leagueId);
      const { rounds, ...play } = await playOf(leagueId);
      return rounds.map((round) => withProgress(league, round, play));
    },

    async createRound(actor: User, leagueId: number, input: CreateRoundInput): Promise<LeagueRound> {
      if (input.leagueId !== undefined && input.leagueId !== leagueId) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.leagueIdMismatch);
      }
      try {
        return await store.transaction(async (tables, unitOfWork) => {
          const league = await requireLeague(leagueId, tables);
          const courseId = input.courseId ?? null;
          const courseHoles = input.courseHoles ?? 'all';
          let course: StoredCourse | undefined;
          if (courseId !== null) {
            // The course's lock keeps it from being deleted until this round names it.
            await lockCourse(unitOfWork, courseId);
            course = await tables.courses.find(courseId);
            if (!course) {
              throw new AppError('VALIDATION_FAILED', COURSE_SERVICE_MESSAGES.notFound, {
                courseId: [COURSE_SERVICE_MESSAGES.notFound],
              });
            }
          }
          const problem = courseHolesProblem(course ? course.holes.length : null, courseHoles);
          if (problem) throw new AppError('VALIDATION_FAILED', problem, { courseHoles: [problem] });
          const id = await tables.rounds.insert(
            {
              leagueId,
              roundNumber: input.roundNumber,
              roundDate: input.roundDate,
              name: input.name || null,
              courseId,
              courseHoles,
            },
            timestamp(),
          );
          const round = (await tables.rounds.find(leagueId, id))!;
          await recordPlay(unitOfWork, actor, league, 'league.round-created', null, roundSnapshot(round, course));
          const participants = await tables.participants.listByLeague(leagueId);
          return withProgress(league, round, {
            participants,
            pairings: [],
            scores: [],
            courses: course ? [course] : [],
            absences: [],
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('ROUND_DUPLICATE', LEAGUE_SERVICE_MESSAGES.roundExists, {
            roundNumber: [LEAGUE_SERVICE_MESSAGES.roundExists],
          });
        }
        throw error;
      }
    },

    /** The round's pairings and scores go with it (the log keeps how many scores). */
    async deleteRound(actor: User, leagueId: number, roundId: number): Promise<void> {
      await store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const scores = await tables.scores.listByLeague(leagueId, roundId);
        if (!(await tables.rounds.delete(leagueId, roundId))) {
          throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.roundNotFound);
        }
        await recordPlay(
          unitOfWork,
          actor,
          league,
          'league.round-deleted',
          { ...roundSnapshot(round), scores: scores.length },
          null,
        );
      });
    },

    async scores(user: User, leagueId: number, roundId?: number): Promise<LeagueScore[]> {
      await requireReader(user, leagueId);
      if (roundId !== undefined) await requireRound(leagueId, roundId);
      return store.scores.listByLeague(leagueId, roundId);
    },

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
        const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
        if (!teamOf.has(input.participantId)) throw new AppError('SCORE_INVALID', SCORE_MESSAGES.unknownParticipant);
        const stroke = league.scoringType === 'lowest_score';
        if (stroke && input.strokes === undefined && input.holes === undefined) {
          throw new AppError('SCORE_INVALID', SCORE_MESSAGES.strokesRequired);
        }
        if (!stroke && input.result === undefined) throw new AppError('SCORE_INVALID', SCORE_MESSAGES.resultRequired);
        const existing = await tables.scores.listByLeague(leagueId, input.roundId);
        const playing = [input.participantId, input.opponentParticipantId].filter((x): x is number => x !== undefined);
        const busy = existing.some(
          (s) =>
            (s.strokes !== null || s.result !== null) &&
            playing.some((p) => teamOf.get(p) === teamOf.get(s.participantId)),
        );
        if (busy) {
          throw new AppError('SCORE_DUPLICATE', stroke ? SCORE_MESSAGES.duplicate : SCORE_MESSAGES.teamTwice);
        }
        const { after } = await saveEntries(
          tables,
          league,
          round,
          participants,
          [
            {
              participantId: input.participantId,
              ...(stroke ? { strokes: input.strokes, holes: input.holes } : { result: input.result }),
              ...(input.opponentParticipantId !== undefined
                ? { opponentParticipantId: input.opponentParticipantId }
                : {}),
            },
          ],
          () => 'holes',
        );
        const created = after.find((s) => s.participantId === input.participantId);
        if (!created) throw new AppError('SCORE_INVALID', LEAGUE_SERVICE_MESSAGES.byeHasNoResult);
        await recordPlay(
          unitOfWork,
          actor,
          league,
          'league.score-created',
          null,
          scoreSnapshot(created, round.roundNumber, playerNamesById(participants)),
        );
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
        if (league.scoringType === 'lowest_score' && input.result !== undefined) {
          throw new AppError('SCORE_INVALID', SCORE_MESSAGES.strokesRequired);
        }
        if (league.scoringType === 'match_play' && (input.strokes !== undefined || input.holes !== undefined)) {
          throw new AppError('SCORE_INVALID', SCORE_MESSAGES.resultRequired);
        }
        const round = await requireRound(leagueId, score.roundId, tables);
        const participants = await tables.participants.listByLeague(leagueId);
        // An opponent of null makes it a bye, which has no result: refused (a second bye, or byeHasNoResult below).
        const opponent =
          input.opponentParticipantId !== undefined ? input.opponentParticipantId : score.opponentParticipantId;
        await saveEntries(
          tables,
          league,
          round,
          participants,
          [
            league.scoringType === 'lowest_score'
              ? {
                  participantId: score.participantId,
                  // New holes make the total (checked against a total sent with them); a new total alone replaces the
                  // card; neither keeps both.
                  strokes: input.strokes ?? (input.holes !== undefined ? undefined : score.strokes),
                  holes: input.holes ?? (input.strokes !== undefined ? null : score.holes),
                }
              : {
                  participantId: score.participantId,
                  result: input.result ?? score.result,
                  opponentParticipantId: opponent,
                },
          ],
          () => 'holes',
        );
        const updated = (await tables.scores.listByLeague(leagueId, score.roundId)).find(
          (s) => s.participantId === score.participantId,
        );
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

    /**
     * Marks a player did not play a round, or takes the mark off
     * (docs/decisions/270-league-absences-and-round-completion.md); a player with a card in the round is refused
     * (409). A round the mark completes sends its results e-mail, as a save of its last card does.
     */
    async setAbsence(
      actor: User,
      leagueId: number,
      roundId: number,
      participantId: number,
      input: AbsenceInput,
    ): Promise<LeagueRound> {
      const sub = input.substitute;
      const problem = !sub
        ? null
        : !input.didNotPlay
          ? SUBSTITUTE_MESSAGES.played
          : (sub.name === undefined) === (sub.userId == null)
            ? SUBSTITUTE_MESSAGES.who
            : null;
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { substitute: [problem] });
      // A member substitute is shown by the name they have now (and kept with it: docs/decisions/274-league-substitutes.md).
      const member =
        input.substitute?.userId == null ? undefined : await ctx.deps.findUserById(input.substitute.userId);
      if (input.substitute?.userId != null && !member?.isMember) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.substituteNotMember, {
          substitute: [LEAGUE_SERVICE_MESSAGES.substituteNotMember],
        });
      }
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const player = await tables.participants.find(leagueId, participantId);
        if (!player) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        if (input.substitute && (league.scoringType !== 'lowest_score' || league.absenceRule !== 'substitute')) {
          throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.noSubstitutes, {
            substitute: [LEAGUE_SERVICE_MESSAGES.noSubstitutes],
          });
        }
        const before = (await tables.absences.listByLeague(leagueId, roundId)).find(
          (a) => a.participantId === participantId,
        );
        const marked = before !== undefined;
        if (input.didNotPlay && !marked) {
          const card = (await tables.scores.listByLeague(leagueId, roundId)).some(
            (s) => s.participantId === participantId && (s.strokes !== null || s.result !== null),
          );
          if (card) throw new AppError('PLAYER_HAS_CARD', LEAGUE_SERVICE_MESSAGES.playerHasCard(player.name));
          await tables.absences.mark(leagueId, roundId, participantId, timestamp());
        } else if (!input.didNotPlay && marked) {
          await tables.absences.clear(leagueId, roundId, [participantId]);
        }
        // Left out keeps the substitute set; null takes it off; a mark taken off takes its substitute with it.
        const substitute: Substitute | null = !input.didNotPlay
          ? null
          : input.substitute === undefined
            ? (before?.substitute ?? null)
            : input.substitute && {
                name: member ? personName(member) : input.substitute.name!,
                userId: member ? member.id : null,
                handicap: input.substitute.handicap,
                strokes: input.substitute.strokes ?? null,
              };
        if (input.didNotPlay && input.substitute !== undefined) {
          await tables.absences.setSubstitute(leagueId, roundId, participantId, substitute);
        }
        const substituteBefore = before?.substitute ?? null;
        const substituteChanged = JSON.stringify(substituteBefore) !== JSON.stringify(substitute);
        if (input.didNotPlay !== marked || substituteChanged) {
          const snapshot = (didNotPlay: boolean, sub: Substitute | null) => ({
            round: round.roundNumber,
            player: player.name,
            didNotPlay,
            ...(sub ? { substitute: sub.name, substituteHandicap: sub.handicap, substituteStrokes: sub.strokes } : {}),
          });
          await recordPlayChange(
            unitOfWork,
            actor,
            'league.absence-set',
            league,
            snapshot(marked, substituteBefore),
            snapshot(input.didNotPlay, substitute),
          );
          await roundSaved(tables, unitOfWork, league, round);
        }
        const { rounds: _rounds, ...play } = await playOf(leagueId, tables);
        return withProgress(league, round, play);
      });
    },

    /** Computed by the league's rules on every read (never stored, so never stale: decision 201). */
    async standings(user: User, leagueId: number): Promise<StandingsResponse> {
      const league = await requireReader(user, leagueId);
      return (await night.readModelOf(league)).model.standings();
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
