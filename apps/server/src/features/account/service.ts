// Account page use cases: edit one's own profile, and one's own performance report
// (docs/decisions/044-account-profile-and-report.md).
import { buildPerformanceReport, type PerformanceReport, type ProfileUpdate, type User } from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, notFound } from '../../http/errors';
import type { AccountRepository } from './repository';

export const ACCOUNT_MESSAGES = {
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken: 'An account with this email already exists',
  bothTaken: 'That username and email are already used by another account.',
  gone: 'Your account no longer exists.',
} as const;

export function createAccountService(deps: { repo: AccountRepository; now: () => Date }) {
  const { repo } = deps;
  return {
    async updateProfile(user: User, input: ProfileUpdate): Promise<User> {
      // E-mail addresses are stored lower-case, as registration does; a username keeps the case the user chose.
      const changes = { ...input, email: input.email.toLowerCase() };
      const clash = await repo.findClash(user.id, changes.username, changes.email);
      if (clash.username && clash.email) throw conflict(ACCOUNT_MESSAGES.bothTaken);
      if (clash.username) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      if (clash.email) throw conflict(ACCOUNT_MESSAGES.emailTaken);
      try {
        const updated = await repo.updateProfile(user.id, changes);
        if (!updated) throw notFound(ACCOUNT_MESSAGES.gone);
        return updated;
      } catch (error) {
        // Another account took the name between the check and the write.
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
        throw error;
      }
    },

    /** Every booking the user holds, played and upcoming, summarised by core's buildPerformanceReport. */
    async performanceReport(user: User): Promise<PerformanceReport> {
      const [bookings, simulators] = await Promise.all([repo.listBookingsOfUser(user.id), repo.listSimulators()]);
      return buildPerformanceReport({ username: user.username, bookings, simulators, now: deps.now() });
    },
  };
}
