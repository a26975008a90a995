// The admins' user management as a feature: the member list and its switches, adding a member (welcomed by the
// password-reset feature's link) and removing an account (its bookings through the bookings feature, its sessions
// through the auth feature). Granting admin access asks for a fresh re-authentication (decision 287).
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { RecordActivity } from '../../ports/activity';
import type { RequireFreshReauthentication } from '../../ports/reauthentication';
import { createAdminUsersRouter } from './router';
import { createAdminUsersService, type AdminUsersDeps } from './service';

export interface MembersNeeds {
  record: RecordActivity;
  bookings: { forgetUser: AdminUsersDeps['forgetBookingsOf'] };
  auth: { endAllSessionsOf: AdminUsersDeps['endSessionsOf'] };
  secondFactor: { requireFreshReauthentication: RequireFreshReauthentication };
  passwordReset: { queueWelcomeLink: AdminUsersDeps['queueWelcomeLink'] };
  coaching: { hasUpcomingLessons: AdminUsersDeps['hasUpcomingLessons'] };
}

export function composeMembers(base: Base, needs: MembersNeeds) {
  const adminUsers = createAdminUsersService({
    users: base.users,
    passwords: base.passwords,
    transaction: base.transaction,
    record: needs.record,
    forgetBookingsOf: (userId, label) => needs.bookings.forgetUser(userId, label),
    endSessionsOf: (userId) => needs.auth.endAllSessionsOf(userId),
    queueWelcomeLink: (unitOfWork, user) => needs.passwordReset.queueWelcomeLink(unitOfWork, user),
    hasUpcomingLessons: needs.coaching.hasUpcomingLessons,
  });
  return {
    services: { adminUsers },
    routes: [createAdminUsersRouter(adminUsers, needs.secondFactor.requireFreshReauthentication)],
  } satisfies ServerFeature;
}
