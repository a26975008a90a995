// The front desk's requests and answers (docs/decisions/171-front-desk-app.md, 173-walk-ins-and-arrival.md):
// today's board (every occupancy with who holds it: the desk role may know, members may not), walk-ins for a
// guest or a member, check-in, and the member picker. The desk's live updates carry no names at all.
import { z } from '../zod';
import { normalizeTime } from '../time';
import { DURATION_OPTIONS_MINUTES } from '../rules/booking';
import { FRONT_DESK_MESSAGES, WALK_IN_STARTS } from '../rules/front-desk';
import { leagueSchema } from '../leagues/schemas/league-record';
import { dateStringSchema, idSchema, MAX_ID, timeOfDaySchema, timestampSchema } from './common';
import { emailField, hasOnlyVisibleCharacters, NAME_CHARACTERS_MESSAGE, trimmedTextField } from './text-fields';
import { bookingFields, OCCUPANCY_KINDS, simulatorIdSchema } from './booking';

export const GUEST_NAME_MESSAGE = 'Name must be at least 2 characters';
export const GUEST_PHONE_MESSAGE = 'Please enter a valid phone number';
export const DURATION_MESSAGE = 'Please select a duration';

export const WALK_IN_START_MESSAGE = 'Please choose when the session starts';

/** A later start today: a half hour of the grid, 'HH:mm' or 'HH:mm:ss', kept as 'HH:mm:ss'. */
const walkInTimeSchema = z.pipe(
  z.string().check(z.regex(/^([01]\d|2[0-3]):(00|30)(:00)?$/, WALK_IN_START_MESSAGE)),
  z.transform(normalizeTime),
);

const guestNameField = trimmedTextField(2, 100, GUEST_NAME_MESSAGE, 'Name must be at most 100 characters').check(
  z.refine(hasOnlyVisibleCharacters, { error: NAME_CHARACTERS_MESSAGE }),
);
const guestPhoneField = trimmedTextField(10, 30, GUEST_PHONE_MESSAGE, GUEST_PHONE_MESSAGE).check(
  z.refine(hasOnlyVisibleCharacters, { error: GUEST_PHONE_MESSAGE }),
);

const walkInCommon = {
  /** 'now', 'next', or a half hour later today (docs/decisions/262-the-desk-on-a-busy-night.md). */
  start: z.union([z.enum(WALK_IN_STARTS), walkInTimeSchema], { error: WALK_IN_START_MESSAGE }),
  durationMinutes: z
    .number({ error: DURATION_MESSAGE })
    .check(z.refine((minutes: number) => DURATION_OPTIONS_MINUTES.includes(minutes), { error: DURATION_MESSAGE })),
  /** Preferred bay: kept when free, else the other one (decision 003). */
  simulatorId: z.optional(simulatorIdSchema),
};

/**
 * POST /api/desk/walk-ins: a bay starting now, at the next half hour or at a later half hour today, for a guest without an account (name and
 * phone, stored on the walk-in) or for a member picked by name (a staff-made booking that counts toward the
 * member's 4-hour day).
 */
export const walkInSchema = z.discriminatedUnion('for', [
  z.strictObject({
    for: z.literal('guest'),
    ...walkInCommon,
    guestName: guestNameField,
    guestPhone: guestPhoneField,
  }),
  z.strictObject({
    for: z.literal('member'),
    ...walkInCommon,
    userId: z.number({ error: FRONT_DESK_MESSAGES.walkInMember }).check(z.int(), z.positive(), z.maximum(MAX_ID)),
  }),
]);
export type WalkInInput = z.infer<typeof walkInSchema>;
export type WalkInFormValues = z.input<typeof walkInSchema>;

/**
 * POST /api/desk/guest-bookings: a guest's bay rental on any bookable day (docs/decisions/304-guest-rentals-at-the-desk.md):
 * name and phone as a walk-in's, an e-mail when the guest wants the confirmation with its calendar file, the date and
 * times on the booking grid, and a preferred bay (kept when free, else the first free one). Priced at the rental rates.
 */
export const guestBookingSchema = z.strictObject({
  ...bookingFields,
  simulatorId: z.optional(simulatorIdSchema),
  guestName: guestNameField,
  guestPhone: guestPhoneField,
  guestEmail: z.optional(emailField()),
});
export type GuestBookingInput = z.infer<typeof guestBookingSchema>;

/** PUT /api/desk/bookings/:id/arrival: mark the holder arrived (true) or take the mark back (false). */
export const arrivalSchema = z.strictObject({ arrived: z.boolean() });
export type ArrivalInput = z.infer<typeof arrivalSchema>;

/** PUT /api/desk/bookings/:id/no-show: mark the booking a no-show (true) or take the mark back (false). */
export const noShowSchema = z.strictObject({ noShow: z.boolean() });
export type NoShowInput = z.infer<typeof noShowSchema>;

/** How many of a member's earlier bookings the booking dialog lists. */
export const RECENT_VISITS_LIMIT = 5;

/**
 * GET /api/desk/bookings/:id — what the booking dialog shows beyond the board's line
 * (docs/decisions/266-the-booking-dialog-and-no-shows.md): the no-show mark; for a member's booking or lesson the
 * member's phone and e-mail (staff may reach them), their last bookings before this one with how each went, and the
 * shot files uploaded for this booking.
 */
export const deskBookingDetailsSchema = z.object({
  id: idSchema,
  /** When staff marked it a no-show (ISO timestamp), or null. */
  noShowAt: z.nullable(timestampSchema),
  member: z.nullable(
    z.object({
      id: idSchema,
      name: z.string(),
      phone: z.nullable(z.string()),
      email: z.string(),
      recentVisits: z.array(
        z.object({
          id: idSchema,
          simulatorId: idSchema,
          bookingDate: z.string(),
          startTime: timeOfDaySchema,
          endTime: timeOfDaySchema,
          arrivedAt: z.nullable(timestampSchema),
          noShowAt: z.nullable(timestampSchema),
        }),
      ),
    }),
  ),
  shotFiles: z.array(
    z.object({ id: idSchema, fileName: z.string(), importedAt: timestampSchema, shots: z.number().check(z.int()) }),
  ),
});
export type DeskBookingDetails = z.infer<typeof deskBookingDetailsSchema>;
export type RecentVisit = NonNullable<DeskBookingDetails['member']>['recentVisits'][number];

/** One occupancy of today's board, with who holds it (staff may know; members never see this). */
export const deskOccupancySchema = z.object({
  id: idSchema,
  kind: z.enum(OCCUPANCY_KINDS),
  simulatorId: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  /** Who: the member's display name, the guest's name, the league's name, or the member of a lesson. */
  holder: z.string(),
  /** A walk-in's phone; a lesson's coach. Null otherwise. */
  detail: z.nullable(z.string()),
  userId: z.nullable(idSchema),
  leagueId: z.nullable(idSchema),
  /** When the desk checked the holder in (ISO timestamp), or null. */
  arrivedAt: z.nullable(timestampSchema),
  /** Booked here as a walk-in (a member's walk-in is kind staff, labelled "Walk-in"). */
  walkIn: z.boolean(),
});
export type DeskOccupancy = z.infer<typeof deskOccupancySchema>;

/** An active league of the day, as core's availability reads it (its unscheduled session holds bays), named. */
export const deskLeagueSchema = z.pick(leagueSchema, {
  id: true,
  name: true,
  isActive: true,
  startDate: true,
  endDate: true,
  dayOfWeek: true,
  startTime: true,
  endTime: true,
  numberOfBays: true,
  hasSchedule: true,
});
export type DeskLeague = z.infer<typeof deskLeagueSchema>;

/**
 * GET /api/desk/board?date= — the day whose board is asked for: today when left out; another day for the till's
 * picker of what a payment pays for (a guest's rental booked ahead, a member's booking or a lesson of another day).
 */
export const deskBoardQuerySchema = z.strictObject({ date: z.optional(dateStringSchema) });

/** GET /api/desk/board: the facility date asked for (today by default), its occupancies and its leagues. */
export const deskBoardSchema = z.object({
  date: z.string(),
  occupancies: z.array(deskOccupancySchema),
  leagues: z.array(deskLeagueSchema),
});
export type DeskBoard = z.infer<typeof deskBoardSchema>;

/** Whom the desk's search finds: members (a member's walk-in), or every account (dues: a person not yet a member). */
export const DESK_SEARCH_SCOPES = ['members', 'accounts'] as const;

/** GET /api/desk/members?q=&who= — members (or, with who=accounts, any account) found by name or e-mail. */
export const deskMembersQuerySchema = z.strictObject({
  q: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  who: z.optional(z.enum(DESK_SEARCH_SCOPES)),
});
/** A member found for a walk-in: their display name (personName), and username and e-mail to tell two apart. */
export const deskMemberSchema = z.object({ id: idSchema, name: z.string(), username: z.string(), email: z.string() });
export type DeskMember = z.infer<typeof deskMemberSchema>;
/** At most this many members come back for one search (type more to narrow it). */
export const DESK_MEMBER_SEARCH_LIMIT = 10;
