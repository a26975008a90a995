// A league's rounds (docs/decisions/201-league-play-an-organiser-can-trust.md): the list with each round's course
// and how far it is scored (core's roundCompletion: cards and absences), and an organiser's new round, its edit
// (moving its night's bays with its date) or its deletion with its pairings and scores.
import {
  courseHolesAfter,
  facilityToday,
  playedCourse,
  roundCompletion,
  type AbsenceRow,
  type CourseHoles,
  type CreateRoundInput,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type Pairing,
  type UpdateRoundInput,
  type User,
} from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import { checkedCourse } from './courses';
import type { StoredCourse } from './courses-repository';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { roundSnapshot } from './play-log';
import type { StoredRound } from './rounds-repository';
import { moveNight, scheduleFieldsOf } from './schedule-reservations';
import type { LeagueTables } from './store';

/** What a round's progress is worked out from: the league's players, and its pairings, scores, courses and absences. */
interface PlayRows {
  participants: readonly LeagueParticipant[];
  pairings: readonly (Pairing & { roundId: number })[];
  scores: readonly LeagueScore[];
  courses: readonly StoredCourse[];
  absences: readonly AbsenceRow[];
}

/** Everything played in a league: its rounds, players, pairings and scores, the rounds' courses and absences. */
export async function playOf(tables: LeagueTables, leagueId: number) {
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

/** A stored round with its course and how far it is scored (core's roundCompletion: cards and absences). */
export function roundWithProgress(league: League, round: StoredRound, play: PlayRows): LeagueRound {
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
    substitutes: absences.flatMap((a) =>
      a.substitute
        ? [
            {
              participantId: a.participantId,
              ...a.substitute,
              holes: a.substitute.holes ? [...a.substitute.holes] : null,
            },
          ]
        : [],
    ),
  };
}

/** The course and holes rounds are played on. */
type PlayedOn = { courseId: number | null; courseHoles: CourseHoles };

/**
 * A league's new course, or new holes of it (a nine: decision 289), goes to its upcoming rounds without cards that were
 * on the old ones (decision 110), in the caller's transaction.
 */
export async function moveUpcomingRounds(
  ctx: LeagueContext,
  unitOfWork: UnitOfWork,
  leagueId: number,
  from: PlayedOn,
  to: PlayedOn,
) {
  if (from.courseId === to.courseId && from.courseHoles === to.courseHoles) return;
  const tables = ctx.store.within(unitOfWork);
  await checkedCourse(tables, unitOfWork, to.courseId, to.courseHoles);
  const today = facilityToday(ctx.now());
  const withCards = await tables.rounds.withCards(leagueId);
  for (const round of await tables.rounds.listByLeague(leagueId)) {
    const onOld = round.courseId === from.courseId && round.courseHoles === from.courseHoles;
    if (round.roundDate >= today && onOld && !withCards.has(round.id)) {
      await tables.rounds.update(leagueId, round.id, to);
    }
  }
}

export function createLeagueRounds(ctx: LeagueContext) {
  const { store, reservations, timestamp, recordPlay, requireLeague, requireReader, requireRound } = ctx;

  return {
    async rounds(user: User, leagueId: number): Promise<LeagueRound[]> {
      const league = await requireReader(user, leagueId);
      const { rounds, ...play } = await playOf(store, leagueId);
      return rounds.map((round) => roundWithProgress(league, round, play));
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
          const course = await checkedCourse(tables, unitOfWork, courseId, courseHoles);
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
          return roundWithProgress(league, round, {
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

    /**
     * A round's date, course, holes (a nine: decision 289) or name, until it has cards (409 ROUND_HAS_CARDS after: a
     * score or a posted card). A scheduled league's bays of that night move with its date, through the one occupancy
     * model (409 naming what holds the new night's bays). In the reservation lock, then the league's play lock, as a
     * league edit takes them (decision 110).
     */
    async editRound(actor: User, leagueId: number, roundId: number, input: UpdateRoundInput): Promise<void> {
      const league = await requireLeague(leagueId);
      const round = await requireRound(leagueId, roundId);
      const moving = input.roundDate !== undefined && input.roundDate !== round.roundDate;
      const movesBays = moving && league.hasSchedule;
      const dates = movesBays ? [round.roundDate, input.roundDate!].sort() : [];
      await reservations.inLock(dates, async (tx) => {
        await store.lockSignup(tx.unitOfWork, leagueId);
        const tables = store.within(tx.unitOfWork);
        const before = await requireRound(leagueId, roundId, tables);
        if ((await tables.rounds.withCards(leagueId)).has(roundId)) {
          throw new AppError('ROUND_HAS_CARDS', LEAGUE_SERVICE_MESSAGES.roundHasCards(before.roundNumber));
        }
        let courseHoles: CourseHoles | undefined;
        if (input.courseId !== undefined || input.courseHoles !== undefined) {
          const courseId = input.courseId === undefined ? before.courseId : input.courseId;
          const course = courseId === null ? undefined : await tables.courses.find(courseId);
          courseHoles = courseHolesAfter(course ? course.holes.length : null, input.courseHoles, before.courseHoles);
          await checkedCourse(tables, tx.unitOfWork, courseId, courseHoles);
        }
        if (movesBays) await moveNight(tx, leagueId, scheduleFieldsOf(league), before.roundDate, input.roundDate!);
        await tables.rounds.update(leagueId, roundId, {
          roundDate: input.roundDate,
          name: input.name === undefined ? undefined : input.name || null,
          courseId: input.courseId,
          courseHoles,
        });
        const after = (await tables.rounds.find(leagueId, roundId))!;
        const courses = await tables.courses.findMany(
          [before.courseId, after.courseId].filter((c): c is number => c !== null),
        );
        const snapshot = (r: typeof before) => ({
          roundNumber: r.roundNumber,
          roundDate: r.roundDate,
          name: r.name,
          course: courses.find((c) => c.id === r.courseId)?.name ?? null,
          holes: r.courseHoles,
        });
        await recordPlay(tx.unitOfWork, actor, league, 'league.round-updated', snapshot(before), snapshot(after));
      });
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
  };
}
