// Admin switches on user accounts (SPEC §6: toggle membership and admin status).
// Guard rails (docs/decisions/013-...): an admin cannot remove their own admin flag (no accidental
// self-lockout) and nobody can remove user 1's (the facility's first admin, who can never be deleted).
import { PROTECTED_USER_ID, type User } from '@longwood/core';
import { forbidden, notFound } from '../../http/errors';
import type { UsersRepository } from '../../db/users-repository';

export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const OWN_ADMIN_MESSAGE = 'You cannot remove your own administrator access.';
export const FIRST_ADMIN_MESSAGE = 'The primary administrator account (user 1) must stay an administrator.';

export function createAdminUsersService(users: UsersRepository) {
  return {
    list: (): Promise<User[]> => users.list(),

    async setMembership(userId: number, isMember: boolean): Promise<User> {
      const updated = await users.setFlags(userId, { isMember });
      if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE);
      return updated;
    },

    async setAdmin(actor: User, userId: number, isAdmin: boolean): Promise<User> {
      if (!isAdmin && userId === actor.id) throw forbidden(OWN_ADMIN_MESSAGE);
      if (!isAdmin && userId === PROTECTED_USER_ID) throw forbidden(FIRST_ADMIN_MESSAGE);
      const updated = await users.setFlags(userId, { isAdmin });
      if (!updated) throw notFound(USER_NOT_FOUND_MESSAGE);
      return updated;
    },
  };
}
