// A league's rounds (docs/decisions/201-league-play-an-organiser-can-trust.md): the list with each round's course and how
// far it is scored (core's roundCompletion: cards and absences), and an organiser's new round or its deletion with
// its pairings and scores. A round's date, course or name is edited with the league's schedule (schedule.ts), which
// moves its night's bays.
import {
  playedCourse,
  roundCompletion,
  type AbsenceRow,
  type CreateRoundInput,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type Pairing,
  type User,
} from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../http/errors';
import { checkedCourse } from './courses';
import type { StoredCourse } from './courses-repository';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { roundSnapshot } from './play-log';
import type { StoredRound } from './rounds-repository';
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
    substitutes: absences.flatMap((a) => (a.substitute ? [{ participantId: a.participantId, ...a.substitute }] : [])),
  };
}

export function createLeagueRounds(ctx: LeagueContext) {
  const { store, timestamp, recordPlay, requireLeague, requireReader, requireRound } = ctx;

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
