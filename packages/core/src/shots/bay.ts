// The bay connection (docs/decisions/240-bay-agent-and-device-keys.md): the keys a bay's PC sends its shots with,
// the shots it sends as they are hit, and what desk staff and members see of them. Measures arrive and are kept in
// stored units (metres, metres per second, degrees, rpm), as the shot import keeps them.
import { z } from '../zod';
import { oneTimeSecret } from '../one-time-secret';
import { MAX_ID, idSchema, timestampSchema } from '../schemas/common';
import { pageField, pageSchema, pageSizeField } from '../schemas/admin';
import { facilityNow } from '../facility-clock';
import { formatFacilityDateTime, formatFacilityTimeOfDay } from '../time-format';
import { shotFileOutcomeSchema, shotSchema } from './schemas';

/** At most this many shots in one `POST /api/bay/shots`. */
export const MAX_BAY_SHOTS_PER_REQUEST = 500;

/** A number within [min, max], its message naming the range. */
const between = (min: number, max: number) =>
  z.optional(
    z
      .number({ error: `Must be a number from ${min} to ${max}` })
      .check(
        z.minimum(min, `Must be a number from ${min} to ${max}`),
        z.maximum(max, `Must be a number from ${min} to ${max}`),
      ),
  );

/** An ISO-8601 instant with its offset ('2026-11-26T14:05:09.120Z', '2026-11-26T09:05:09-05:00'). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/;

/** One shot as the bay agent sends it; `shotId` is the agent's stable id, so a resend is stored once. */
export const bayShotSchema = z.strictObject({
  shotId: z
    .string({ error: 'A shot id is required' })
    .check(
      z.minLength(1, 'A shot id is required'),
      z.maxLength(100, 'A shot id has at most 100 characters'),
      z.regex(/^[A-Za-z0-9._:-]+$/, 'A shot id has only letters, digits and . _ : -'),
    ),
  hitAt: z.string({ error: 'When the shot was hit is required' }).check(
    z.regex(INSTANT, 'Must be an ISO-8601 time with its offset'),
    z.refine((text) => !Number.isNaN(Date.parse(text)), 'Must be an ISO-8601 time with its offset'),
  ),
  club: z.optional(z.string().check(z.maxLength(20, 'A club has at most 20 characters'))),
  ballSpeedMps: between(0, 150),
  launchDeg: between(-90, 90),
  horizontalLaunchDeg: between(-90, 90),
  spinRpm: between(-20000, 20000),
  spinAxisDeg: between(-90, 90),
  carryM: between(0, 500),
  totalM: between(0, 600),
  offlineM: between(-300, 300),
  clubSpeedMps: between(0, 100),
  /** The connector's own `ShotNumber` (Open Connect), which a resend repeats (decision 421). */
  shotNumber: z.optional(
    z
      .number({ error: 'A shot number is a whole number from 0' })
      .check(z.int('A shot number is a whole number from 0'), z.minimum(0), z.maximum(2_147_483_647)),
  ),
});
export type BayShot = z.infer<typeof bayShotSchema>;

/** How far apart a connector's resend of a shot can arrive (decision 421): its 2 s timeout, a restart of the agent. */
export const BAY_SHOT_RESEND_WINDOW_MS = 30_000;

/** The ball data a resend repeats to the decimal. */
const RESEND_MEASURES = [
  'ballSpeedMps',
  'launchDeg',
  'horizontalLaunchDeg',
  'spinRpm',
  'spinAxisDeg',
  'carryM',
] as const satisfies ReadonlyArray<keyof BayShot>;

type ResendFields = Pick<BayShot, 'hitAt' | 'shotNumber' | (typeof RESEND_MEASURES)[number]>;

/**
 * Is `later` a connector's resend of `earlier` (decision 421)? The same `ShotNumber`, the same ball data (to a
 * thousandth, as both were converted alike) and hit within BAY_SHOT_RESEND_WINDOW_MS of it. A shot without a shot
 * number is never a resend: only the shot id then tells.
 */
export function isBayShotResend(earlier: ResendFields, later: ResendFields): boolean {
  if (earlier.shotNumber === undefined || earlier.shotNumber !== later.shotNumber) return false;
  if (Math.abs(Date.parse(later.hitAt) - Date.parse(earlier.hitAt)) > BAY_SHOT_RESEND_WINDOW_MS) return false;
  return RESEND_MEASURES.every((field) => {
    const a = earlier[field];
    const b = later[field];
    return a === undefined || b === undefined ? a === b : Math.abs(a - b) < 0.001;
  });
}

export const bayShotsBodySchema = z.strictObject({
  shots: z
    .array(bayShotSchema, { error: 'A list of shots is required' })
    .check(
      z.minLength(1, 'Send at least one shot'),
      z.maxLength(MAX_BAY_SHOTS_PER_REQUEST, `Send at most ${MAX_BAY_SHOTS_PER_REQUEST} shots at once`),
    ),
});
export type BayShotsBody = z.infer<typeof bayShotsBodySchema>;

// ---- when a bay's shot is taken (docs/decisions/435-bay-shots-within-a-day-of-now.md) ----

/** A shot hit up to this long ago joins the booking it was hit in. */
export const BAY_SHOT_RECENT_MS = 24 * 60 * 60 * 1000;
/** A device's clock may run this far ahead of the server's. */
export const SHOT_CLOCK_AHEAD_MS = 10 * 60 * 1000;
/** A shot sent later than a day after it was hit is kept for the desk up to this many days back. */
export const BAY_SHOT_KEPT_DAYS = 30;

/**
 * What becomes of a shot hit at `hitAt` that arrives at `now`: `recent` joins the booking it was hit in; `late` (sent
 * more than a day after, as after an agent's long outage) stays with the bay, flagged, for the desk to give; `refused`
 * (more than 10 minutes ahead of now, or more than 30 days back) is not stored.
 */
export function bayShotTiming(hitAt: Date, now: Date): 'recent' | 'late' | 'refused' {
  const age = now.getTime() - hitAt.getTime();
  if (age < -SHOT_CLOCK_AHEAD_MS || age > BAY_SHOT_KEPT_DAYS * BAY_SHOT_RECENT_MS) return 'refused';
  return age > BAY_SHOT_RECENT_MS ? 'late' : 'recent';
}

/** Whether a moment is later than now by more than a device clock's slack (a file dated later today, say). */
export const isAheadOfNow = (at: Date, now: Date): boolean => at.getTime() - now.getTime() > SHOT_CLOCK_AHEAD_MS;
/** Why a session file dated later than now is refused. */
export const DATED_AHEAD_MESSAGE = 'Its shots are dated later than now: check the clock of the device that made it.';

/**
 * New shots stored (of them, `late` kept with the bay for the desk: sent more than a day after they were hit), shots
 * the server already had (a resend), and shots refused for their time (not stored: the agent need not send them again).
 */
export const bayShotsResultSchema = z.object({
  accepted: z.number().check(z.int(), z.nonnegative()),
  duplicates: z.number().check(z.int(), z.nonnegative()),
  late: z.number().check(z.int(), z.nonnegative()),
  refused: z.number().check(z.int(), z.nonnegative()),
});
export type BayShotsResult = z.infer<typeof bayShotsResultSchema>;

// ---- device keys (admin) ----

export const bayKeyParamsSchema = z.object({ bayId: idSchema });

export const bayDeviceKeyIssueSchema = z.strictObject({
  label: z.optional(z.string().check(z.trim(), z.maxLength(60, 'A label has at most 60 characters'))),
});
export type BayDeviceKeyIssue = z.infer<typeof bayDeviceKeyIssueSchema>;

/** The key itself is in this answer only: the server keeps its hash. */
export const issuedBayDeviceKeySchema = z.object({ id: idSchema, key: oneTimeSecret(z.string()) });
export type IssuedBayDeviceKey = z.infer<typeof issuedBayDeviceKeySchema>;

export const bayDeviceKeySchema = z.object({
  id: idSchema,
  bayId: idSchema,
  label: z.nullable(z.string()),
  /** The key's first characters, to tell keys apart on the screen and on the bay's PC. */
  prefix: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: z.nullable(timestampSchema),
  revokedAt: z.nullable(timestampSchema),
});
export type BayDeviceKey = z.infer<typeof bayDeviceKeySchema>;
/** A page of a bay's keys, the open ones first, newest first (docs/decisions/504-bay-keys-capped-and-paged.md). */
export const bayDeviceKeyListSchema = pageSchema(bayDeviceKeySchema);
export const bayDeviceKeysQuerySchema = z.object({ page: pageField, pageSize: pageSizeField });
export type BayDeviceKeysQuery = z.infer<typeof bayDeviceKeysQuerySchema>;

/** The refusal of a key past the bay's open keys (BAY_KEYS_PER_BAY). */
export const bayKeyLimitMessage = (bayName: string, max: number) =>
  `${bayName} has ${max} open ${max === 1 ? 'key' : 'keys'}, the most a bay may have. Revoke one before issuing another.`;

// ---- shots nobody booked (desk) ----

/** The desk's list is read a page at a time, newest first (docs/decisions/435-bay-shots-within-a-day-of-now.md). */
export const UNASSIGNED_BAY_SHOTS_PAGE = 100;

export const unassignedBayShotsQuerySchema = z.object({
  bayId: z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date')),
  /** The page's shots were hit before this shot of the previous page (its `next`). */
  before: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID))),
});
export type UnassignedBayShotsQuery = z.infer<typeof unassignedBayShotsQuerySchema>;

export const unassignedBayShotSchema = z.object({
  id: idSchema,
  bayId: idSchema,
  hitAt: timestampSchema,
  /** The walk-in booking the shot was hit in, when a guest without an account held the bay. */
  bookingId: z.nullable(idSchema),
  /** Sent more than a day after it was hit (an agent's long outage): it joined no booking. */
  late: z.boolean(),
  shot: shotSchema,
});
export type UnassignedBayShot = z.infer<typeof unassignedBayShotSchema>;
/** A page of a bay's shots of a date nobody booked, newest first, up to now; `next` asks for the page before. */
export const unassignedBayShotListSchema = z.object({
  shots: z.array(unassignedBayShotSchema),
  /** All of that bay and date's shots nobody booked, up to now. */
  total: z.number().check(z.int(), z.nonnegative()),
  next: z.nullable(idSchema),
});
export type UnassignedBayShotList = z.infer<typeof unassignedBayShotListSchema>;

export const bayShotAssignSchema = z.strictObject({
  bayId: idSchema,
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date')),
  userId: idSchema,
  shotIds: z
    .array(idSchema, { error: 'Choose the shots to give' })
    .check(
      z.minLength(1, 'Choose the shots to give'),
      z.maxLength(MAX_BAY_SHOTS_PER_REQUEST, `Choose at most ${MAX_BAY_SHOTS_PER_REQUEST} shots`),
    ),
});
export type BayShotAssign = z.infer<typeof bayShotAssignSchema>;

/** The session the given shots were added to. */
export const bayShotAssignedSchema = z.object({ sessionId: idSchema, shotCount: z.number().check(z.int()) });
export type BayShotAssigned = z.infer<typeof bayShotAssignedSchema>;

// ---- the member's live session ----

export const liveShotSessionSchema = z.object({
  /** Null until the booking's first shot. */
  sessionId: z.nullable(idSchema),
  bookingId: idSchema,
  bayName: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The shots so far, oldest first. */
  shots: z.array(shotSchema),
});
export type LiveShotSession = z.infer<typeof liveShotSessionSchema>;
/** The member's booking now running with its shots, or null when none is. */
export const liveShotsSchema = z.object({ live: z.nullable(liveShotSessionSchema) });
export type LiveShots = z.infer<typeof liveShotsSchema>;

// ---- session files from the bay ----

/**
 * What became of each file a bay sent: imported for the member whose booking on that bay covers it (`member`, with
 * the member upload's outcome), or its shots kept with the bay for the desk (`bay`), or refused as unreadable.
 */
export const bayFileOutcomeSchema = z.object({
  fileName: z.string(),
  keptFor: z.enum(['member', 'bay', 'refused']),
  outcome: z.nullable(shotFileOutcomeSchema),
  /** Why a refused file was refused. */
  message: z.nullable(z.string()),
  /** Shots kept with the bay (new, and already kept from an earlier send). */
  accepted: z.number().check(z.int(), z.nonnegative()),
  duplicates: z.number().check(z.int(), z.nonnegative()),
});
export type BayFileOutcome = z.infer<typeof bayFileOutcomeSchema>;
export const bayFileOutcomesSchema = z.array(bayFileOutcomeSchema);

// ---- the bay agent's health line (decision 423) ----

/** What a bay's agent reports with its key, at its start and every minute. */
export const bayHealthReportSchema = z.strictObject({
  gsproConnected: z.boolean({ error: 'Say whether GSPro is connected' }),
  shotsWaiting: z
    .number({ error: 'Shots waiting is a whole number from 0' })
    .check(z.int('Shots waiting is a whole number from 0'), z.minimum(0), z.maximum(10_000_000)),
  lastShotAt: z.nullable(
    z.string().check(
      z.regex(INSTANT, 'Must be an ISO-8601 time with its offset'),
      z.refine((text) => !Number.isNaN(Date.parse(text)), 'Must be an ISO-8601 time with its offset'),
    ),
  ),
});
export type BayHealthReport = z.infer<typeof bayHealthReportSchema>;

/** A bay's last report, as the desk sees it. */
export const bayAgentHealthSchema = z.object({
  bayId: idSchema,
  reportedAt: timestampSchema,
  gsproConnected: z.boolean(),
  shotsWaiting: z.number().check(z.int()),
  lastShotAt: z.nullable(timestampSchema),
});
export type BayAgentHealth = z.infer<typeof bayAgentHealthSchema>;
export const bayAgentHealthListSchema = z.array(bayAgentHealthSchema);

/** An agent reports every minute: one not heard from for this long is down, or its PC is. */
export const BAY_AGENT_SILENT_AFTER_MS = 3 * 60_000;

/**
 * The desk's line for a bay's agent: 'Bay 1: GSPro connected · last shot 2:05 PM · 0 shots waiting', or that no
 * agent has reported, or since when it has been silent.
 */
export function bayAgentHealthLine(bay: string, health: BayAgentHealth | null, now: Date): string {
  if (!health) return `${bay}: no bay agent has reported`;
  const when = (iso: string) =>
    facilityNow(new Date(iso)).date === facilityNow(now).date
      ? formatFacilityTimeOfDay(iso)
      : formatFacilityDateTime(iso, now);
  if (now.getTime() - Date.parse(health.reportedAt) > BAY_AGENT_SILENT_AFTER_MS) {
    return `${bay}: no word from the bay agent since ${when(health.reportedAt)}`;
  }
  return [
    `${bay}: GSPro ${health.gsproConnected ? 'connected' : 'not connected'}`,
    health.lastShotAt ? `last shot ${when(health.lastShotAt)}` : 'no shot yet',
    `${health.shotsWaiting} ${health.shotsWaiting === 1 ? 'shot' : 'shots'} waiting`,
  ].join(' · ');
}
