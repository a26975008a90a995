// Revenue in the owner's insights (docs/decisions/302-revenue-from-the-ledger.md): the ledger's sums over the range,
// the failed dues payments Stripe told of in it and the members in grace now; core's revenueOf adds them up.
import { addDaysToDateString, facilityInstant, revenueOf, type Revenue, type RevenueQuery } from '@longwood/core';
import type { DisputesRepository } from './disputes-repository';
import type { DuesRepository } from './dues-repository';
import type { PaymentsRepository } from './repository';
import type { StripeEventsRepository } from './stripe-events-repository';

export interface RevenueDeps {
  payments: PaymentsRepository;
  events: StripeEventsRepository;
  dues: DuesRepository;
  disputes: Pick<DisputesRepository, 'sumsBetween'>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createRevenueService({ payments, events, dues, disputes }: RevenueDeps) {
  return {
    async get(range: RevenueQuery): Promise<Revenue> {
      // The range's facility days, as Stripe's clock counts them.
      const start = seconds(facilityInstant(range.from, '00:00'));
      const end = seconds(facilityInstant(addDaysToDateString(range.to, 1), '00:00'));
      const [sums, failedDues, membersInGrace, disputed] = await Promise.all([
        payments.sumsBetween(range.from, range.to),
        events.countOfType('invoice.payment_failed', start, end),
        dues.countInGrace(),
        disputes.sumsBetween(range.from, range.to),
      ]);
      return revenueOf(range, sums, { failedDues, membersInGrace, disputes: disputed });
    },
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
