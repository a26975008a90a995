// Admin switches on user accounts (docs/requirements.md#roles: toggle membership and admin status; the front-desk
// flag of docs/decisions/085-role-policy.md) and the coach role (docs/decisions/120-coaching-lessons.md).
// Guard rails (docs/decisions/013-security-origin-check-and-throttling.md): an admin cannot remove their own
// admin flag (no accidental self-lockout) and nobody can remove user 1's (the facility's first admin, who can
// never be deleted).
import { PROTECTED_USER_ID, type User } from '@longwood/core';
import { AppError } from '../../http/errors';
import type { UsersRepository } from '../../db/users-repository';

const USER_NOT_FOUND_MESSAGE = 'User not found';
const OWN_ADMIN_MESSAGE = 'You cannot remove your own administrator access.';
const FIRST_ADMIN_MESSAGE = 'The primary administrator account (user 1) must stay an administrator.';

const COACH_HAS_LESSONS_MESSAGE = 'This coach has upcoming lessons. Cancel them before removing the coach role.';

export interface AdminUsersDeps {
  /** The coaching feature's answer: does the coach have booked lessons from today on? (composition.ts) */
  hasUpcomingLessons: (coachId: number) => Promise<boolean>;
}

export function createAdminUsersService(users: UsersRepository, deps: AdminUsersDeps) {
  return {
    list: (): Promise<User[]> => users.list(),

    async setMembership(userId: number, isMember: boolean): Promise<User> {
      const updated = await users.setFlags(userId, { isMember });
      if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
      return updated;
    },

    async setFrontDesk(userId: number, isFrontDesk: boolean): Promise<User> {
      const updated = await users.setFlags(userId, { isFrontDesk });
      if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
      return updated;
    },

    /** Make or unmake a coach; a coach with lessons ahead keeps the role (docs/decisions/120-coaching-lessons.md). */
    async setCoach(userId: number, isCoach: boolean): Promise<User> {
      if (!isCoach && (await deps.hasUpcomingLessons(userId))) {
        throw new AppError('COACH_HAS_LESSONS', COACH_HAS_LESSONS_MESSAGE);
      }
      const updated = await users.setFlags(userId, { isCoach });
      if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
      return updated;
    },

    async setAdmin(actor: User, userId: number, isAdmin: boolean): Promise<User> {
      if (!isAdmin && userId === actor.id) throw new AppError('PROTECTED_ADMIN', OWN_ADMIN_MESSAGE);
      if (!isAdmin && userId === PROTECTED_USER_ID) throw new AppError('PROTECTED_ADMIN', FIRST_ADMIN_MESSAGE);
      const updated = await users.setFlags(userId, { isAdmin });
      if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
      return updated;
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
