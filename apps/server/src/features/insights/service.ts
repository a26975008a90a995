// The owner's insights (docs/decisions/245-owner-insights.md): the figures from what the database counted and summed
// over the range (the read model's aggregates, the active leagues' nights, the facility's bays and staffed hours), the
// list behind a figure from the range's rows; core makes both.
import {
  computeInsights,
  insightsList,
  insightsReadRange,
  recentWindow,
  type BayState,
  type BookingLimits,
  type Insights,
  type InsightsFiguresInput,
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
  /** What the figures and the lists both read: the range's leagues, lessons, members and demo requests, the bays. */
  async function common({ from, to }: InsightsQuery) {
    const [leagueBlockers, leagues, lessons, members, demoRequests, membershipRequests, limits] = await Promise.all([
      leagueBlockersBetween(from, to),
      repo.leagues(from, to),
      repo.lessons(from, to),
      repo.members(),
      repo.demoRequests(from, to),
      repo.membershipRequests(from, to),
      bookingLimits(),
    ]);
    const bays = (limits.bays ?? []) as readonly (BayState & { name?: string })[];
    return {
      from,
      to,
      bays: bays.map((b) => ({ ...b, name: b.name ?? `Bay ${b.id}` })),
      staffedHours: staffedHours(),
      leagueBlockers,
      leagues,
      lessons,
      members,
      demoRequests,
      membershipRequests,
    };
  }

  /** The figures' input: bookings counted and summed by the database, rows only for cancellations and today. */
  async function figures(query: InsightsQuery): Promise<InsightsFiguresInput> {
    const at = now();
    const { from, to } = query;
    const window = recentWindow(at);
    const hours = staffedHours();
    const [shared, bayUse, leagueRowNights, monthMinutes, memberUse, recentUserIds, noShows, cancellations] =
      await Promise.all([
        common(query),
        repo.bayUse(from, to),
        repo.leagueRowNights(from, to),
        repo.memberMinutes(`${window.today.slice(0, 8)}01`, window.today),
        repo.memberUse(from, to),
        repo.recentUserIds(insightsReadRange(from, to, at), window),
        repo.noShows(from, to, window.today, hours),
        repo.cancellations(from, to),
      ]);
    return {
      ...shared,
      now: at,
      bayUse,
      leagueRowNights,
      monthMinutes,
      memberUse,
      recentUserIds,
      noShowsBeforeToday: noShows.beforeToday,
      noShowCandidatesToday: noShows.today,
      cancellations,
    };
  }

  /** A list's input: the rows of the dates `insightsReadRange` names. */
  async function rows(query: InsightsQuery): Promise<InsightsInput> {
    const at = now();
    const wide = insightsReadRange(query.from, query.to, at);
    const [shared, occupancies] = await Promise.all([common(query), repo.occupancies(wide.from, wide.to)]);
    return { ...shared, now: at, occupancies };
  }

  return {
    get: async (query: InsightsQuery): Promise<Insights> => computeInsights(await figures(query)),
    list: async (query: InsightsListQuery): Promise<InsightsList> => insightsList(await rows(query), query),
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
