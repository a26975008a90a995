// The owner's insights as a feature (docs/decisions/245-owner-insights.md): a read model over a range, the leagues'
// nights from the leagues feature's blockers, the bays and staffed hours from the facility's settings.
import type { BookingLimits, Revenue, StaffedHours } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { LeagueBlockersBetween } from '../../ports/reservations';
import { createPeriodicJob } from '../../periodic-job';
import { createMorningMail } from './morning-mail';
import { createMorningMailsRepository } from './morning-mails-repository';
import { createInsightsRepository } from './repository';
import { createInsightsRouter } from './router';
import { createInsightsService } from './service';

export interface InsightsNeeds {
  leagueBlockers: { between: LeagueBlockersBetween };
  facility: {
    bookingLimits(): Promise<BookingLimits>;
    staffedHours(): StaffedHours;
    settings(): Promise<{ morningEmailHour: number }>;
  };
  /** The ledger's revenue of a range (the payments feature's, decision 302), for the morning e-mail. */
  revenue: { get(range: { from: string; to: string }): Promise<Revenue> };
}

export function composeInsights(base: Base, needs: InsightsNeeds) {
  const { facility } = needs;
  const insights = createInsightsService({
    repo: createInsightsRepository(base.db),
    leagueBlockersBetween: needs.leagueBlockers.between,
    bookingLimits: () => facility.bookingLimits(),
    staffedHours: () => facility.staffedHours(),
    now: base.now,
  });
  // The owner's morning e-mail (decision 472): a pass every five minutes queues the day's once it is due.
  const morning = createMorningMail({
    figures: (range) => insights.get(range),
    list: (query) => insights.list(query),
    revenue: (range) => needs.revenue.get(range),
    hour: async () => (await facility.settings()).morningEmailHour,
    to: base.env.FACILITY_TEAM_EMAIL,
    mails: createMorningMailsRepository(base.db),
    transaction: base.transaction,
    outbox: base.outbox,
    now: base.now,
  });
  return {
    services: { insights },
    routes: [createInsightsRouter(insights)],
    jobs: {
      ownerMorning: createPeriodicJob({
        name: 'owner morning',
        everyMs: 5 * 60_000,
        run: () => morning.queueToday(),
        warn: base.warn,
      }),
    },
  } satisfies ServerFeature;
}
