// Account page use cases: edit one's own profile, and one's own performance report
// (docs/decisions/062-account-page.md). The profile row belongs to the users repository; the
// report's bookings and bay names come from the bookings and simulators features, handed in by
// composition.ts.
import {
  buildPerformanceReport,
  EMAIL_VERIFICATION_MESSAGES,
  type LessonRemindersSetting,
  type PerformanceReport,
  type ProfileUpdate,
  type ReportBooking,
  type Simulator,
  type User,
} from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import type { UsersRepository } from '../../db/users-repository';
import { AppError, type FieldErrors } from '../../http/errors';
import type { UserMailLimit } from '../../mail/user-mail-limit';

const ACCOUNT_MESSAGES = {
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken: 'An account with this email already exists',
  bothTaken: 'That username and email are already used by another account.',
  gone: 'Your account no longer exists.',
  currentPasswordNeeded: 'Please enter your current password to change your email',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

/** A username or e-mail that belongs to another account; fieldErrors name which, for the profile form. */
const taken = (message: string, fieldErrors: FieldErrors) => new AppError('ACCOUNT_TAKEN', message, fieldErrors);

export interface AccountServiceDeps {
  users: Pick<
    UsersRepository,
    'findIdentityClash' | 'findLookalike' | 'updateProfile' | 'lessonRemindersOf' | 'setLessonReminders'
  >;
  /** After the address changed: the link that verifies the new one (docs/decisions/207-email-verification-and-identities.md). */
  afterEmailChange?: (user: User, previousEmail: string) => Promise<void>;
  /** The link to a new address is an e-mail the person causes: limited per account and per address (decision 248). */
  mailLimit: Pick<UserMailLimit, 'reserve'>;
  /**
   * The user's own bookings, played and upcoming: kinds member and staff, as "My Bookings" lists them (never
   * walk-ins, league reservations or lessons; docs/decisions/080-one-occupancy-model.md). The bookings feature.
   */
  bookingsOf: (user: User) => Promise<readonly ReportBooking[]>;
  /** The bays, for their names in the report (the simulators feature). */
  simulators: () => Promise<readonly Simulator[]>;
  now: () => Date;
  /** The auth feature: re-authentication and ending the user's other sessions after an e-mail change. */
  auth: {
    confirmPassword(user: User, password: string, ip: string): Promise<boolean>;
    endOtherSessionsOf(userId: number, currentSid: string): Promise<number>;
  };
}

/** Who is asking: their address (throttling) and session (kept when the others end). */
export interface RequestOrigin {
  ip: string;
  sessionId: string;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { users } = deps;
  return {
    /** Whether the user gets the day-before lesson reminders (docs/decisions/281-one-click-unsubscribe.md). */
    async lessonReminders(user: User): Promise<LessonRemindersSetting> {
      const on = await users.lessonRemindersOf(user.id);
      if (on === undefined) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.gone);
      return { lessonReminders: on };
    },

    async setLessonReminders(user: User, setting: LessonRemindersSetting): Promise<LessonRemindersSetting> {
      await users.setLessonReminders(user.id, setting.lessonReminders);
      return setting;
    },

    async updateProfile(user: User, input: ProfileUpdate, origin: RequestOrigin): Promise<User> {
      // E-mail addresses are stored lower-case, as registration does; a username keeps the case the user chose.
      const { currentPassword, ...fields } = input;
      const changes = { ...fields, email: fields.email.toLowerCase() };
      const clash = await users.findIdentityClash(user.id, changes.username, changes.email);
      if (clash.username && clash.email) {
        throw taken(ACCOUNT_MESSAGES.bothTaken, {
          username: [ACCOUNT_MESSAGES.usernameTaken],
          email: [ACCOUNT_MESSAGES.emailTaken],
        });
      }
      if (clash.username) throw taken(ACCOUNT_MESSAGES.usernameTaken, { username: [ACCOUNT_MESSAGES.usernameTaken] });
      if (clash.email) throw taken(ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
      // The e-mail is where password resets go: changing it asks for the current password (decision 163).
      const emailChanges = changes.email !== user.email.toLowerCase();
      // A username that is an e-mail address must be the account's own: a username equal to the old address follows
      // a new one (as registration made it), and a new username may be an address only when it is the account's
      // own, verified one. No new name may pass for another account's (decision 207).
      const usernameWas = user.username.toLowerCase();
      if (emailChanges && changes.username.toLowerCase() === usernameWas && usernameWas === user.email.toLowerCase()) {
        changes.username = changes.email;
      } else if (changes.username.toLowerCase() !== usernameWas && changes.username.includes('@')) {
        const own = !emailChanges && user.emailVerified && changes.username.toLowerCase() === changes.email;
        if (!own) {
          throw new AppError('VALIDATION_FAILED', EMAIL_VERIFICATION_MESSAGES.usernameNotOwnEmail, {
            username: [EMAIL_VERIFICATION_MESSAGES.usernameNotOwnEmail],
          });
        }
      }
      const renamed = changes.username.toLowerCase() !== usernameWas;
      const newNames = [...(renamed ? [changes.username] : []), ...(emailChanges ? [changes.email] : [])];
      if (newNames.length > 0 && (await users.findLookalike(user.id, ...newNames))) {
        const field = renamed ? 'username' : 'email';
        throw taken(EMAIL_VERIFICATION_MESSAGES.lookalike, { [field]: [EMAIL_VERIFICATION_MESSAGES.lookalike] });
      }
      if (emailChanges) {
        if (!currentPassword) {
          throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordNeeded, {
            currentPassword: [ACCOUNT_MESSAGES.currentPasswordNeeded],
          });
        }
        if (!(await deps.auth.confirmPassword(user, currentPassword, origin.ip))) {
          throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordWrong, {
            currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong],
          });
        }
      }
      const mailed = emailChanges ? await deps.mailLimit.reserve(user, [changes.email]) : undefined;
      try {
        const updated = await users.updateProfile(user.id, { ...changes, emailChanged: emailChanges });
        if (!updated) throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.gone);
        // Sessions elsewhere were opened under the old address: they end; this one stays.
        if (emailChanges) {
          await deps.auth.endOtherSessionsOf(user.id, origin.sessionId);
          await deps.afterEmailChange?.(updated, user.email);
        }
        return updated;
      } catch (error) {
        await mailed?.release().catch(() => undefined);
        // Another account took the name between the check and the write.
        if (isUniqueViolation(error)) {
          throw taken(ACCOUNT_MESSAGES.usernameTaken, { username: [ACCOUNT_MESSAGES.usernameTaken] });
        }
        throw error;
      }
    },

    /** Every booking the user holds, played and upcoming, summarised by core's buildPerformanceReport. */
    async performanceReport(user: User): Promise<PerformanceReport> {
      const [bookings, simulators] = await Promise.all([deps.bookingsOf(user), deps.simulators()]);
      return buildPerformanceReport({ username: user.username, bookings, simulators, now: deps.now() });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
