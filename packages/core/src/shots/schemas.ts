// Shot data from the simulators (docs/decisions/220-shot-data-import.md): the sessions a member (or staff for them)
// imports, their shots, and the per-club summary. Measures are stored and sent in metres, metres per second,
// degrees and rpm; the summary is sent in yards and mph, as its field names say.
import { z } from '../zod';
import { normaliseClub, OTHER_CLUB } from './clubs';
import { SHOT_SOURCES } from './readers';
import { UNIT_SYSTEMS } from './units';
import { MODELLED_FIGURES } from './modelled';
import { MAX_ID, idSchema, timestampSchema } from '../schemas/common';

const measure = z.nullable(z.number());

export const shotSchema = z.object({
  club: z.string(),
  clubLabel: z.string(),
  clubSpeedMps: measure,
  ballSpeedMps: measure,
  launchDeg: measure,
  spinRpm: measure,
  carryM: measure,
  totalM: measure,
  offlineM: measure,
  /** The flight's highest point: the model's (decision 444); absent on shots stored before it. */
  apexM: z.optional(measure),
  /** Which of carry, total, offline and apex the ball-flight model gave rather than the device (decision 444). */
  modelled: z.optional(z.array(z.enum(MODELLED_FIGURES))),
});

/** A stored shot of a session, as its detail shows it (docs/decisions/238-shot-exclusions-and-mishits.md). */
export const storedShotSchema = z.object({
  ...shotSchema.shape,
  id: idSchema,
  /** Carry under 65 % of the club's median in the session. */
  likelyMishit: z.boolean(),
  /** Left out of the good shots: excluded by the member or coach, or a likely mis-hit nobody kept. */
  excluded: z.boolean(),
});
export type Shot = z.infer<typeof storedShotSchema>;

/** A member (or their coach) excludes a shot from the good ones, or restores it (keeping a flagged one). */
export const shotExclusionSchema = z.strictObject({ excluded: z.boolean() });
export type ShotExclusion = z.infer<typeof shotExclusionSchema>;

/** What a session is, in the list and in an import's answer alike. */
const sessionFacts = {
  id: idSchema,
  source: z.enum(SHOT_SOURCES),
  fileName: z.string(),
  startedAt: z.nullable(timestampSchema),
  shotCount: z.number().check(z.int(), z.nonnegative()),
  skippedCount: z.number().check(z.int(), z.nonnegative()),
  droppedValueCount: z.number().check(z.int(), z.nonnegative()),
  bookingId: z.nullable(idSchema),
};

export const shotSessionSchema = z.object({
  ...sessionFacts,
  /** The facility date the session was hit on (its start's, or its import's when the file does not say). */
  sessionDate: z.string(),
  /** The booking's kind, facility date and times, to show the match without a second request. */
  booking: z.nullable(
    z.object({ kind: z.enum(['booking', 'lesson']), date: z.string(), startTime: z.string(), endTime: z.string() }),
  ),
  coachNote: z.nullable(z.string()),
  importedAt: timestampSchema,
});
export type ShotSession = z.infer<typeof shotSessionSchema>;

/**
 * A file of an import that was read: its session, `duplicate` when that file was imported before (nothing added),
 * and what the member should know of it (a file with no carry at all).
 */
export const importedShotSessionSchema = z.object({
  ok: z.literal(true),
  ...sessionFacts,
  duplicate: z.boolean(),
  warnings: z.array(z.string()),
  /**
   * The units a file that names none (Rapsodo) was read in: told by its values, or chosen in the upload
   * (docs/decisions/429-rapsodo-units-from-the-values.md); null when the file names them.
   */
  units: z.nullable(z.enum(UNIT_SYSTEMS)),
});
export type ImportedShotSession = z.infer<typeof importedShotSessionSchema>;

/** A file of an import that was refused (nothing of it stored): the device it was recognised as, and why. */
export const refusedShotFileSchema = z.object({
  ok: z.literal(false),
  fileName: z.string(),
  source: z.nullable(z.enum(SHOT_SOURCES)),
  message: z.string(),
  /** The file names no club and none was chosen: send it again with the `club` field. */
  needsClub: z.boolean(),
  /** The file names no units, its values do not tell them and none was chosen: send it again with `units`. */
  needsUnits: z.boolean(),
  /**
   * The facility date the file's shots were hit on, when that is not the named booking's date: it was held back, to
   * be sent again with `otherDay=true` if it belongs to that booking all the same (decision 220); null otherwise.
   */
  hitOn: z.nullable(z.string()),
});
export type RefusedShotFile = z.infer<typeof refusedShotFileSchema>;

/**
 * The answer of an import: one outcome per file, in the order sent. Each file succeeds or fails on its own
 * (docs/decisions/220-shot-data-import.md).
 */
export const shotFileOutcomeSchema = z.discriminatedUnion('ok', [importedShotSessionSchema, refusedShotFileSchema]);
export type ShotFileOutcome = z.infer<typeof shotFileOutcomeSchema>;
export const importedShotSessionsSchema = z.array(shotFileOutcomeSchema);

export const shotSessionListSchema = z.object({
  sessions: z.array(shotSessionSchema),
  /** Bytes of the files the member's sessions came from, and the most they may keep. */
  storage: z.object({ usedBytes: z.number().check(z.int(), z.nonnegative()), limitBytes: z.number() }),
});
export type ShotSessionList = z.infer<typeof shotSessionListSchema>;

/** A booking or lesson of the member on the session's day that the session may be matched to. */
export const shotMatchOptionSchema = z.object({
  bookingId: idSchema,
  kind: z.enum(['booking', 'lesson']),
  startTime: z.string(),
  endTime: z.string(),
  /** The lesson's coach (lessons only). */
  coachName: z.nullable(z.string()),
  simulatorName: z.nullable(z.string()),
});
export type ShotMatchOption = z.infer<typeof shotMatchOptionSchema>;

/**
 * A session with its shots, and — for whoever may change its match (its member, an admin) — the member's bookings
 * and lessons that day to choose from (empty for others).
 */
export const shotSessionDetailSchema = z.object({
  session: shotSessionSchema,
  shots: z.array(storedShotSchema),
  matchOptions: z.array(shotMatchOptionSchema),
});
export type ShotSessionDetail = z.infer<typeof shotSessionDetailSchema>;

const userIdQuery = z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID)));

/** The message of a `club` field that names no club on the list. */
export const UNKNOWN_CLUB_MESSAGE = 'Choose a club such as Driver, 3W, 4H, 7i, PW or 58°';
/** The message of a `units` field that is neither system. */
export const UNKNOWN_UNITS_MESSAGE = 'Choose imperial (yards and mph) or metric (metres and km/h)';

/**
 * The text fields of an import (multipart/form-data beside its `file` fields): staff name the member, and may name
 * the booking the files belong to; `club` ('Driver', '3W', '4H', '7i', 'PW', '58°', …) is the club of every shot of a
 * file that names none (Uneekor), as the club list reads it; `units` the units of a file that names none and whose
 * values do not tell them (Rapsodo, decision 429). A file hit on another facility day than the named
 * booking's is held back unless `otherDay` is `true` (docs/decisions/220-shot-data-import.md).
 */
export const shotImportFieldsSchema = z.strictObject({
  userId: userIdQuery,
  bookingId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID))),
  club: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(20, UNKNOWN_CLUB_MESSAGE)),
      z.transform((label, ctx) => {
        const club = normaliseClub(label);
        if (club === OTHER_CLUB) {
          ctx.issues.push({ code: 'custom', message: UNKNOWN_CLUB_MESSAGE, input: label });
          return z.NEVER;
        }
        return club;
      }),
    ),
  ),
  otherDay: z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: 'Use true or false' }),
      z.transform((value) => value === 'true'),
    ),
  ),
  units: z.optional(z.enum(UNIT_SYSTEMS, { error: UNKNOWN_UNITS_MESSAGE })),
});
export type ShotImportFields = z.infer<typeof shotImportFieldsSchema>;

/** At most this many files in one import request, each at most MAX_SHOT_FILE_BYTES. */
export const MAX_SHOT_FILES_PER_REQUEST = 20;
export const MAX_SHOT_FILE_BYTES = 5 * 1024 * 1024;

/** Whose shots: a coach or an admin names the member; a member reads their own. */
export const shotOwnerQuerySchema = z.strictObject({ userId: userIdQuery });

const dateQuery = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as yyyy-MM-dd')));
export const shotSummaryQuerySchema = z.strictObject({
  from: dateQuery,
  to: dateQuery,
  club: z.optional(z.string().check(z.maxLength(20))),
  userId: userIdQuery,
  /** Every recorded shot (the default), or only the good ones (not excluded, no unkept mis-hit). */
  shots: z.optional(z.enum(['all', 'good'])),
  /** Every figure (the default), or only the device's: the ball-flight model's left out (decision 444). */
  figures: z.optional(z.enum(['all', 'measured'])),
});
export type ShotSummaryQuery = z.infer<typeof shotSummaryQuerySchema>;

const spread = z.nullable(z.object({ mean: z.number(), median: z.number(), sd: z.number() }));
/** The summary's figures the ball-flight model may fill. */
export const SUMMARY_FIGURES = ['carryYards', 'totalYards', 'offlineYards'] as const;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];
export const shotClubSummarySchema = z.object({
  club: z.string(),
  shots: z.number().check(z.int(), z.nonnegative()),
  carryYards: spread,
  totalYards: spread,
  ballSpeedMph: spread,
  launchDeg: spread,
  spinRpm: spread,
  offlineYards: spread,
  /** The club's figures holding values the ball-flight model gave, not the device (none when measured only). */
  modelled: z.array(z.enum(SUMMARY_FIGURES)),
});
export type ShotClubSummary = z.infer<typeof shotClubSummarySchema>;
export const shotSummarySchema = z.object({ clubs: z.array(shotClubSummarySchema) });
export type ShotSummary = z.infer<typeof shotSummarySchema>;

/** The coach's note pinned to a session (null or empty removes it). */
export const shotSessionNoteSchema = z.strictObject({
  note: z.nullable(z.string().check(z.trim(), z.maxLength(1000, 'Notes must be 1000 characters or fewer'))),
});
export type ShotSessionNote = z.infer<typeof shotSessionNoteSchema>;

/** Change or clear the booking a session belongs to (null clears it). */
export const shotSessionMatchSchema = z.strictObject({ bookingId: z.nullable(idSchema) });
export type ShotSessionMatch = z.infer<typeof shotSessionMatchSchema>;

const unitsField = z.enum(UNIT_SYSTEMS, { error: 'Choose yards and mph, or metres and km/h' });
const hideModelledField = z.boolean({ error: 'Use true or false' });

/**
 * The member's shot-data settings, kept on their account (every device shows the same): the units, yards and mph
 * ('imperial', the default) or metres and km/h; and whether the ball-flight model's figures are hidden (false by
 * default; docs/decisions/443-hidden-modelled-figures-kept-on-the-account.md).
 */
export const shotSettingsSchema = z.strictObject({ units: unitsField, hideModelled: hideModelledField });
export type ShotSettings = z.infer<typeof shotSettingsSchema>;

/** PUT /api/user/shot-settings: either setting or both; the other stays as it was. */
export const shotSettingsChangeSchema = z
  .strictObject({ units: z.optional(unitsField), hideModelled: z.optional(hideModelledField) })
  .check(
    z.refine((change) => change.units !== undefined || change.hideModelled !== undefined, {
      error: 'Change the units or whether modelled figures are hidden',
    }),
  );
export type ShotSettingsChange = z.infer<typeof shotSettingsChangeSchema>;
