// Who the coaches are (accounts with the coach flag), and who may act on a coach's lessons and hours: the lookups every
// coaching use case starts from (docs/decisions/120-coaching-lessons.md).
import { can, LESSON_MESSAGES, personName, type CoachSummary, type User } from '@longwood/core';
import type { UsersRepository } from '../../db/users-repository';
import { AppError } from '../../http/errors';
import type { CoachPricesRepository } from './coach-prices-repository';

const DIRECTORY_MESSAGES = {
  coachNotFound: 'Coach not found.',
  notYourSchedule: 'Coaches can only see and change their own lessons and hours.',
} as const;

export type CoachDirectory = ReturnType<typeof createCoachDirectory>;

export function createCoachDirectory(
  users: Pick<UsersRepository, 'findById' | 'list'>,
  prices: Pick<CoachPricesRepository, 'all'>,
) {
  async function all(): Promise<User[]> {
    return (await users.list()).filter((u) => u.isCoach);
  }

  return {
    all,

    /** What members choose from, with each coach's price for a 60-minute lesson (null: none set). */
    async summaries(): Promise<CoachSummary[]> {
      const [coaches, priced] = await Promise.all([all(), prices.all()]);
      return coaches.map((c) => ({ id: c.id, name: personName(c), lessonPriceCents: priced.get(c.id) ?? null }));
    },

    /** Each coach's price (admins' overview). */
    prices: () => prices.all(),

    /** The coach a path names (404 when it names no coach). */
    async require(coachId: number): Promise<User> {
      const coach = await users.findById(coachId);
      if (!coach?.isCoach) throw new AppError('NOT_FOUND', DIRECTORY_MESSAGES.coachNotFound);
      return coach;
    },

    /** The coach a form names (a refusal beside its coach field when it names no coach). */
    async requireField(coachId: number): Promise<User> {
      const coach = await users.findById(coachId);
      if (!coach?.isCoach) {
        throw new AppError('VALIDATION_FAILED', LESSON_MESSAGES.notACoach, { coachId: [LESSON_MESSAGES.notACoach] });
      }
      return coach;
    },
  };
}

/** Coaches act for themselves; admins (who supervise coaches) for anyone. */
export function requireSelfOrAdmin(actor: User, coachId: number): void {
  if (actor.id !== coachId && !can(actor, 'admin:screens')) {
    throw new AppError('NOT_OWNER', DIRECTORY_MESSAGES.notYourSchedule);
  }
}
