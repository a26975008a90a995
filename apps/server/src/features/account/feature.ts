// A person's own account as a feature: their profile (a new address is verified again, decision 207), the lesson
// reminders switch and the performance report, read from the bookings and bays features.
import type { User } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createAccountRouter } from './router';
import { createAccountService, type AccountServiceDeps } from './service';

export interface AccountNeeds {
  /** The bookings feature: the member's own bookings. */
  bookings: { historyOf: AccountServiceDeps['bookingsOf'] };
  /** The bays' table (the bays feature): their names in the report. */
  bays: { list: AccountServiceDeps['simulators'] };
  auth: AccountServiceDeps['auth'];
  emailVerification: {
    queueLink(user: User): Promise<void>;
    queueChangeNotice(user: User, previousEmail: string): Promise<void>;
  };
}

export function composeAccount(base: Base, needs: AccountNeeds) {
  const { emailVerification } = needs;
  const account = createAccountService({
    users: base.users,
    bookingsOf: (user) => needs.bookings.historyOf(user),
    simulators: () => needs.bays.list(),
    now: base.now,
    auth: needs.auth,
    mailLimit: base.mailLimit,
    afterEmailChange: async (user, previousEmail) => {
      await emailVerification.queueLink(user);
      await emailVerification.queueChangeNotice(user, previousEmail);
    },
  });
  return { services: { account }, routes: [createAccountRouter(account)] } satisfies ServerFeature;
}
