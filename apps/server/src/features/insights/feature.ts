// The owner's insights as a feature (docs/decisions/245-owner-insights.md): a read model over a range, the leagues'
// nights from the leagues feature's blockers, the bays and staffed hours from the facility's settings.
import type { BookingLimits, StaffedHours } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { LeagueBlockersBetween } from '../../ports/reservations';
import { createInsightsRepository } from './repository';
import { createInsightsRouter } from './router';
import { createInsightsService } from './service';

export interface InsightsNeeds {
  leagueBlockers: { between: LeagueBlockersBetween };
  facility: { bookingLimits(): Promise<BookingLimits>; staffedHours(): StaffedHours };
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
  return { services: { insights }, routes: [createInsightsRouter(insights)] } satisfies ServerFeature;
}
