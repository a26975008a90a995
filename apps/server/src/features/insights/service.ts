// The owner's insights (docs/decisions/245-owner-insights.md): reads a range once (the read model, the active leagues'
// nights, the facility's bays and staffed hours) and hands it to core, which makes the figures and the list behind each.
import {
  computeInsights,
  insightsList,
  insightsReadRange,
  type BayState,
  type BookingLimits,
  type Insights,
  type InsightsInput,
  type InsightsList,
  type InsightsListQuery,
  type InsightsQuery,
  type LeagueBlocker,
  type StaffedHours,
} from '@longwood/core';
import type { InsightsRepository } from './repository';

export interface InsightsDeps {
  repo: InsightsRepository;
  /** The active leagues whose dates meet a range (the leagues feature's reader, handed in by composition.ts). */
  leagueBlockersBetween: (from: string, to: string) => Promise<LeagueBlocker[]>;
  /** The facility's bays (with their names) as the booking rules have them. */
  bookingLimits: () => Promise<BookingLimits>;
  staffedHours: () => StaffedHours;
  now: () => Date;
}

export function createInsightsService({ repo, leagueBlockersBetween, bookingLimits, staffedHours, now }: InsightsDeps) {
  async function read({ from, to }: InsightsQuery): Promise<InsightsInput> {
    const at = now();
    const wide = insightsReadRange(from, to, at);
    const [occupancies, leagueBlockers, leagues, lessons, members, demoRequests, limits] = await Promise.all([
      repo.occupancies(wide.from, wide.to),
      leagueBlockersBetween(from, to),
      repo.leagues(from, to),
      repo.lessons(from, to),
      repo.members(),
      repo.demoRequests(from, to),
      bookingLimits(),
    ]);
    const bays = (limits.bays ?? []) as readonly (BayState & { name?: string })[];
    return {
      from,
      to,
      now: at,
      bays: bays.map((b) => ({ ...b, name: b.name ?? `Bay ${b.id}` })),
      staffedHours: staffedHours(),
      occupancies,
      leagueBlockers,
      leagues,
      lessons,
      members,
      demoRequests,
    };
  }

  return {
    get: async (query: InsightsQuery): Promise<Insights> => computeInsights(await read(query)),
    list: async (query: InsightsListQuery): Promise<InsightsList> => insightsList(await read(query), query),
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
