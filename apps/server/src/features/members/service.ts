// Admin work on user accounts (docs/requirements.md#roles): the paged list, the membership, admin and front-desk
// switches (docs/decisions/085-role-policy.md), a member's display name
// (docs/decisions/200-a-persons-display-name.md), adding a member and deleting an account. Each write and its
// activity-log entry commit together (docs/decisions/135-every-staff-write-in-the-activity-log.md).
// Guard rails (docs/decisions/013-security-origin-check-and-throttling.md): an admin cannot remove their own
// admin flag (no accidental self-lockout) and nobody can remove user 1's (the facility's first admin, who can
// never be deleted). Deleting never touches user 1 or yourself (docs/decisions/070-admin-member-management.md).
import { randomBytes } from 'node:crypto';
import {
  PROTECTED_USER_ID,
  type ActivityAction,
  type AddMemberInput,
  type AdminUsersQuery,
  type Page,
  type User,
} from '@longwood/core';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../http/errors';
import type { UsersRepository } from '../../db/users-repository';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import type { Queued } from '../../mail/outbox';
import type { RecordActivity } from '../../ports/activity';

const USER_NOT_FOUND_MESSAGE = 'User not found';
const OWN_ADMIN_MESSAGE = 'You cannot remove your own administrator access.';
const FIRST_ADMIN_MESSAGE = 'The primary administrator account (user 1) must stay an administrator.';
const ADMIN_USERS_MESSAGES = {
  cannotDeleteFirst: 'The primary administrator account (user 1) cannot be deleted.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  emailTaken: 'An account with this email already exists.',
  added: (email: string) => `Member added. We've e-mailed ${email} a link to set a password.`,
  addedNoMail: (email: string) =>
    `Member added, but the e-mail to ${email} could not be sent. They can use 'Forgot password?' to set a password.`,
} as const;

const COACH_HAS_LESSONS_MESSAGE = 'This coach has upcoming lessons. Cancel them before removing the coach role.';

type UserFlag = 'isMember' | 'isAdmin' | 'isCoach' | 'isFrontDesk';
const FLAG_ACTIONS = {
  isMember: 'user.membership',
  isAdmin: 'user.admin',
  isCoach: 'user.coach',
  isFrontDesk: 'user.front-desk',
} as const satisfies Record<UserFlag, ActivityAction>;

/** What the activity log keeps of an account (never its password hash). */
const accountSnapshot = (user: User) => ({
  username: user.username,
  name: user.name,
  email: user.email,
  phone: user.phone,
  isMember: user.isMember,
  isAdmin: user.isAdmin,
  isCoach: user.isCoach,
  isFrontDesk: user.isFrontDesk,
});

export interface AdminUsersDeps {
  users: UsersRepository;
  passwords: AppContext['passwords'];
  /** One transaction for a write and its activity-log entry (docs/decisions/135-every-staff-write-in-the-activity-log.md). */
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  /** The bookings feature releases the account's future bookings and keeps its past ones for reports (decision 070). */
  forgetBookingsOf: (userId: number, label: string) => Promise<void>;
  /** The auth feature ends every session of the account. */
  endSessionsOf: (userId: number) => Promise<number>;
  /** The password-reset feature queues the e-mail with a link to set a first password, in the account's transaction. */
  queueWelcomeLink: (unitOfWork: UnitOfWork, user: { id: number; email: string }) => Promise<Queued>;
  /** The coaching feature's answer: does the coach have booked lessons from today on? (composition.ts) */
  hasUpcomingLessons: (coachId: number) => Promise<boolean>;
}

export function createAdminUsersService({
  users,
  passwords,
  transaction,
  record,
  forgetBookingsOf,
  endSessionsOf,
  queueWelcomeLink,
  hasUpcomingLessons,
}: AdminUsersDeps) {
  /**
   * Changes one field of an account (a switch, the name) and records the change with it; a field set to what it
   * already was changes nothing and records nothing.
   */
  function changeAccount(
    actor: User,
    userId: number,
    field: UserFlag | 'name',
    action: ActivityAction,
    write: (repo: ReturnType<UsersRepository['within']>) => Promise<User | undefined>,
  ): Promise<User> {
    return transaction(async (unitOfWork) => {
      const repo = users.within(unitOfWork);
      const before = await repo.findById(userId);
      const updated = before && (await write(repo));
      if (!before || !updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
      if (before[field] !== updated[field]) {
        await record(unitOfWork, {
          actor,
          action,
          targetType: 'user',
          targetId: userId,
          targetLabel: before.username,
          before: { [field]: before[field] },
          after: { [field]: updated[field] },
        });
      }
      return updated;
    });
  }

  const switchFlag = (actor: User, userId: number, flag: UserFlag, value: boolean) =>
    changeAccount(actor, userId, flag, FLAG_ACTIONS[flag], (repo) => repo.setFlags(userId, { [flag]: value }));

  return {
    list: (query: AdminUsersQuery): Promise<Page<User>> => users.page(query),

    setMembership: (actor: User, userId: number, isMember: boolean): Promise<User> =>
      switchFlag(actor, userId, 'isMember', isMember),

    setFrontDesk: (actor: User, userId: number, isFrontDesk: boolean): Promise<User> =>
      switchFlag(actor, userId, 'isFrontDesk', isFrontDesk),

    /** Make or unmake a coach; a coach with lessons ahead keeps the role (docs/decisions/120-coaching-lessons.md). */
    async setCoach(actor: User, userId: number, isCoach: boolean): Promise<User> {
      if (!isCoach && (await hasUpcomingLessons(userId))) {
        throw new AppError('COACH_HAS_LESSONS', COACH_HAS_LESSONS_MESSAGE);
      }
      return switchFlag(actor, userId, 'isCoach', isCoach);
    },

    /** Sets the member's display name ('' removes it), as they can on their own profile. */
    setName: (actor: User, userId: number, name: string): Promise<User> =>
      changeAccount(actor, userId, 'name', 'user.name', (repo) => repo.setName(userId, name)),

    async setAdmin(actor: User, userId: number, isAdmin: boolean): Promise<User> {
      if (!isAdmin && userId === actor.id) throw new AppError('PROTECTED_ADMIN', OWN_ADMIN_MESSAGE);
      if (!isAdmin && userId === PROTECTED_USER_ID) throw new AppError('PROTECTED_ADMIN', FIRST_ADMIN_MESSAGE);
      return switchFlag(actor, userId, 'isAdmin', isAdmin);
    },

    /**
     * A member account with the e-mail as username and an unusable random password; the person chooses one
     * through the e-mailed link (docs/decisions/070-admin-member-management.md).
     */
    async addMember(actor: User, input: AddMemberInput): Promise<{ message: string }> {
      const email = input.email.toLowerCase();
      const taken = () =>
        new AppError('ACCOUNT_TAKEN', ADMIN_USERS_MESSAGES.emailTaken, {
          email: [ADMIN_USERS_MESSAGES.emailTaken],
        });
      if (await users.existsByEmailOrUsername(email, email)) throw taken();
      const passwordHash = await passwords.hash(randomBytes(32).toString('base64url'));
      let welcome: Queued;
      try {
        welcome = await transaction(async (unitOfWork) => {
          const user = await users
            .within(unitOfWork)
            .insert({ username: email, name: input.name, email, phone: input.phone, passwordHash, isMember: true });
          await record(unitOfWork, {
            actor,
            action: 'user.added',
            targetType: 'user',
            targetId: user.id,
            targetLabel: user.username,
            before: null,
            after: accountSnapshot(user),
          });
          return queueWelcomeLink(unitOfWork, user);
        });
      } catch (error) {
        // Two admins adding the same address at once: the unique index lets one through.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      // A first attempt that failed is retried in the background; the admin is told it did not go out at once.
      const sent = await welcome.sentAtOnce;
      return { message: sent ? ADMIN_USERS_MESSAGES.added(email) : ADMIN_USERS_MESSAGES.addedNoMail(email) };
    },

    /**
     * Deletes an account: its future bookings are released, its past ones kept for reports as walk-ins under
     * "Deleted member #id (username)", and every session of it ends at once (docs/decisions/070-admin-member-management.md).
     */
    async remove(actor: User, userId: number): Promise<void> {
      if (userId === PROTECTED_USER_ID) throw new AppError('PROTECTED_ADMIN', ADMIN_USERS_MESSAGES.cannotDeleteFirst);
      if (userId === actor.id) throw new AppError('PROTECTED_ADMIN', ADMIN_USERS_MESSAGES.cannotDeleteSelf);
      const user = await users.findById(userId);
      if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
      await forgetBookingsOf(userId, `Deleted member #${userId} (${user.username})`);
      await transaction(async (unitOfWork) => {
        const repo = users.within(unitOfWork);
        const before = await repo.findById(userId);
        if (!before || !(await repo.remove(userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND_MESSAGE);
        await record(unitOfWork, {
          actor,
          action: 'user.deleted',
          targetType: 'user',
          targetId: userId,
          targetLabel: before.username,
          before: accountSnapshot(before),
          after: null,
        });
      });
      await endSessionsOf(userId);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
