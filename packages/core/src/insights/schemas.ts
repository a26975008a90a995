// The owner's insights (docs/decisions/245-owner-insights.md): the query of a range, the figures the page shows and the
// list behind each figure, which the page shows and exports as CSV.
import { z } from '../zod';
import { dateRangeCheck, dateStringField, idSchema } from '../schemas/common';

/** A year and a day: a whole year, leap or not, in one request. */
export const MAX_INSIGHTS_DAYS = 366;

export const INSIGHT_FIGURES = [
  'bay-use',
  'no-shows',
  'late-cancellations',
  'top-members',
  'inactive-members',
  'new-members',
  'lessons',
  'league-fill',
  'demo-requests',
  'membership-requests',
  'revenue-by-bay',
  'revenue-by-hour',
  'churn',
  'no-show-rates',
  'lead-time',
] as const;
export type InsightFigure = (typeof INSIGHT_FIGURES)[number];

const rangeFields = { from: dateStringField(), to: dateStringField() };

/** GET /api/admin/insights?from&to (facility dates, inclusive). */
export const insightsQuerySchema = z.strictObject(rangeFields).check(dateRangeCheck(MAX_INSIGHTS_DAYS));
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const optionalNumber = (min: number, max: number) =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)));

/**
 * GET /api/admin/insights/list?figure&from&to: the rows behind one figure. For 'bay-use', `simulatorId`, `weekday`
 * (0 = Sunday … 6 = Saturday) and `hour` narrow it to one cell of the heat map, `staffed` to staffed or unstaffed hours;
 * for 'lessons', `coachId` to one coach.
 */
export const insightsListQuerySchema = z
  .strictObject({
    ...rangeFields,
    figure: z.enum(INSIGHT_FIGURES),
    simulatorId: optionalNumber(1, 1_000_000),
    weekday: optionalNumber(0, 6),
    hour: optionalNumber(0, 23),
    staffed: z.optional(z.enum(['yes', 'no'])),
    coachId: optionalNumber(1, 2_147_483_647),
  })
  .check(dateRangeCheck(MAX_INSIGHTS_DAYS));
export type InsightsListQuery = z.infer<typeof insightsListQuerySchema>;

const share = z.object({ usedMinutes: z.number(), availableMinutes: z.number(), percent: z.number() });
export type Share = z.infer<typeof share>;

export const heatCellSchema = z.object({
  simulatorId: idSchema,
  /** 0 = Sunday … 6 = Saturday */
  weekday: z.number(),
  /** 0–23, the facility's wall clock */
  hour: z.number(),
  staffed: z.boolean(),
  usedMinutes: z.number(),
  availableMinutes: z.number(),
  percent: z.number(),
});
export type HeatCell = z.infer<typeof heatCellSchema>;

/** The figures shown beside their previous period's and previous year's (docs/decisions/471-the-owners-morning.md). */
export const insightsHeadlineSchema = z.object({
  from: z.string(),
  to: z.string(),
  occupancyPercent: z.number(),
  revenueNetCents: z.number(),
  revenuePerAvailableBayHourCents: z.number(),
  noShows: z.number(),
  lateCancellations: z.number(),
  joined: z.number(),
  lost: z.number(),
  bookings: z.number(),
  online: z.number(),
  staff: z.number(),
  walkIn: z.number(),
  medianLeadHours: z.nullable(z.number()),
});
export type InsightsHeadline = z.infer<typeof insightsHeadlineSchema>;

const perAvailable = { netCents: z.number(), availableHours: z.number(), perAvailableHourCents: z.number() };

/** The owner's figures beside bay use: GET /api/admin/insights's `owner`. */
export const ownerInsightsSchema = z.object({
  revenue: z.object({
    netCents: z.number(),
    availableBayHours: z.number(),
    perAvailableBayHourCents: z.number(),
    perBay: z.array(z.object({ simulatorId: idSchema, ...perAvailable })),
    /** By the paid booking's start hour (0–23, the facility's clock). */
    perHour: z.array(z.object({ hour: z.number(), ...perAvailable })),
  }),
  churn: z.array(
    z.object({
      month: z.string(),
      membersAtStart: z.number(),
      joined: z.number(),
      lost: z.number(),
      percent: z.number(),
    }),
  ),
  noShowRates: z.array(
    z.object({ userId: idSchema, name: z.string(), bookings: z.number(), noShows: z.number(), percent: z.number() }),
  ),
  leadTime: z.object({
    bookings: z.number(),
    medianHours: z.nullable(z.number()),
    bands: z.array(z.object({ label: z.string(), count: z.number() })),
  }),
  channels: z.object({ online: z.number(), staff: z.number(), walkIn: z.number() }),
  compared: z.object({
    current: insightsHeadlineSchema,
    previousPeriod: insightsHeadlineSchema,
    previousYear: insightsHeadlineSchema,
  }),
});
export type OwnerInsights = z.infer<typeof ownerInsightsSchema>;

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  bays: z.array(z.object({ id: idSchema, name: z.string() })),
  staffedHours: z.object({ opensHour: z.number(), closesHour: z.number() }),
  /** Every open bay × weekday × hour with any available time in the range. */
  heatMap: z.array(heatCellSchema),
  occupancy: z.object({ all: share, staffed: share, unstaffed: share }),
  /** Minutes of bay use by what held the bay. */
  useByKind: z.object({ booking: z.number(), league: z.number(), lesson: z.number() }),
  members: z.object({
    active: z.number(),
    hoursPerMemberThisMonth: z.number(),
    notBookedIn30Days: z.number(),
    newInRange: z.number(),
    top: z.array(z.object({ userId: idSchema, name: z.string(), bookings: z.number(), hours: z.number() })),
  }),
  noShows: z.number(),
  lateCancellations: z.number(),
  cancellations: z.number(),
  lessonsPerCoach: z.array(
    z.object({
      coachId: idSchema,
      name: z.string(),
      booked: z.number(),
      completed: z.number(),
      noShow: z.number(),
      cancelled: z.number(),
      complimentary: z.number(),
    }),
  ),
  leagueFill: z.array(
    z.object({
      leagueId: idSchema,
      name: z.string(),
      participants: z.number(),
      maxParticipants: z.nullable(z.number()),
      percent: z.nullable(z.number()),
      nights: z.number(),
    }),
  ),
  demoRequests: z.object({ received: z.number(), becameMembers: z.number(), percent: z.number() }),
  /** Membership requests received in the range, and how many of their people are members now. */
  membershipRequests: z.object({ received: z.number(), converted: z.number(), percent: z.number() }),
  owner: ownerInsightsSchema,
});
export type Insights = z.infer<typeof insightsSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
export const insightsListSchema = z.object({
  figure: z.enum(INSIGHT_FIGURES),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(cell)),
});
export type InsightsList = z.infer<typeof insightsListSchema>;
