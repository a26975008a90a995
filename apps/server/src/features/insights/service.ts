// The owner's insights (docs/decisions/245-owner-insights.md): the figures from what the database counted and summed
// over the range (the read model's aggregates, the active leagues' nights, the facility's bays and staffed hours), the
// list behind a figure from the range's rows; core makes both.
import {
  comparisonRanges,
  computeInsights,
  insightsListOf,
  insightsReadRange,
  recentWindow,
  type BayState,
  type BookingLimits,
  type Insights,
  type InsightsFiguresInput,
  type InsightsHeadlineInput,
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

  /** What a range's headline figures are read from (the range's own and the two it is compared with). */
  async function headline({ from, to }: InsightsQuery, today: string): Promise<InsightsHeadlineInput> {
    const [bayUse, leagueBlockers, noShows, cancellations, revenue, bookingsMade] = await Promise.all([
      repo.bayUse(from, to),
      leagueBlockersBetween(from, to),
      repo.noShows(from, to, today, staffedHours()),
      repo.cancellations(from, to),
      repo.revenue(from, to),
      repo.bookingsMade(from, to),
    ]);
    return {
      from,
      to,
      bayUse,
      leagueBlockers,
      noShowsBeforeToday: noShows.beforeToday,
      noShowCandidatesToday: noShows.today,
      cancellations,
      revenue,
      bookingsMade,
    };
  }

  /** The figures' input: bookings counted and summed by the database, rows only for cancellations and today. */
  async function figures(query: InsightsQuery): Promise<InsightsFiguresInput> {
    const at = now();
    const { from, to } = query;
    const window = recentWindow(at);
    const hours = staffedHours();
    const compared = comparisonRanges(from, to);
    const since = [compared.previousPeriod.from, compared.previousYear.from, `${from.slice(0, 8)}01`].sort()[0]!;
    const [shared, own, leagueRowNights, monthMinutes, memberUse, recentUserIds, more, previousPeriod, previousYear] =
      await Promise.all([
        common(query),
        headline(query, window.today),
        repo.leagueRowNights(from, to),
        repo.memberMinutes(`${window.today.slice(0, 8)}01`, window.today),
        repo.memberUse(from, to),
        repo.recentUserIds(insightsReadRange(from, to, at), window),
        Promise.all([repo.memberNoShows(from, to, window.today, hours), repo.membershipChanges(since)]),
        headline(compared.previousPeriod, window.today),
        headline(compared.previousYear, window.today),
      ]);
    return {
      ...shared,
      ...own,
      now: at,
      leagueRowNights,
      monthMinutes,
      memberUse,
      recentUserIds,
      memberNoShows: more[0],
      membershipChanges: more[1],
      previousPeriod,
      previousYear,
    };
  }

  /** A list's input: the rows of the dates `insightsReadRange` names. */
  async function rows(query: InsightsQuery): Promise<InsightsInput> {
    const at = now();
    const wide = insightsReadRange(query.from, query.to, at);
    const [shared, occupancies] = await Promise.all([common(query), repo.occupancies(wide.from, wide.to)]);
    return { ...shared, now: at, occupancies };
  }

  const get = async (query: InsightsQuery): Promise<Insights> => computeInsights(await figures(query));
  return {
    get,
    list: (query: InsightsListQuery): Promise<InsightsList> =>
      insightsListOf(query, { figures: () => get({ from: query.from, to: query.to }), rows: () => rows(query) }),
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
