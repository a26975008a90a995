// Who the coaches are (accounts with the coach flag), and who may act on a coach's lessons and hours: the lookups every
// coaching use case starts from (docs/decisions/120-coaching-lessons.md).
import { can, LESSON_MESSAGES, personName, type CoachSummary, type User } from '@longwood/core';
import type { UsersRepository } from '../../db/users-repository';
import { AppError } from '../../http/errors';

const DIRECTORY_MESSAGES = {
  coachNotFound: 'Coach not found.',
  notYourSchedule: 'Coaches can only see and change their own lessons and hours.',
} as const;

export type CoachDirectory = ReturnType<typeof createCoachDirectory>;

export function createCoachDirectory(users: Pick<UsersRepository, 'findById' | 'list'>) {
  async function all(): Promise<User[]> {
    return (await users.list()).filter((u) => u.isCoach);
  }

  return {
    all,

    /** What members choose from. */
    async summaries(): Promise<CoachSummary[]> {
      return (await all()).map((c) => ({ id: c.id, name: personName(c) }));
    },

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
