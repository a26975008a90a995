// Bookings as staff see and make them: a bay's occupancy of every kind with its owner columns (a row of the bookings
// table), the staff's list item and their booking form's body. Apart from booking.ts, whose member's schemas /booking
// loads, so the member's page does not carry the staff screens' schemas
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { OCCUPANCY_KINDS, bookingFields, simulatorIdSchema } from './booking';
import { idSchema, timeOfDaySchema, timestampSchema } from './common';

/** The owner columns of each kind (the database's CHECK constraint enforces the same pairing). */
export const occupancyOwnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), userId: idSchema }),
  z.object({ kind: z.literal('staff'), userId: idSchema }),
  z.object({
    kind: z.literal('walk_in'),
    guestName: z
      .string({ error: 'Guest name is required' })
      .check(z.trim(), z.minLength(1, 'Guest name is required'), z.maxLength(100)),
    guestPhone: z
      .string({ error: 'Guest phone is required' })
      .check(z.trim(), z.minLength(1, 'Guest phone is required'), z.maxLength(30)),
    /** A guest booking's address (the free demo, docs/decisions/263-the-free-demo-as-a-guest-booking.md). */
    guestEmail: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(254)))),
  }),
  z.object({ kind: z.literal('league'), leagueId: idSchema }),
  z.object({ kind: z.literal('lesson'), userId: idSchema, coachId: idSchema }),
]);
export type OccupancyOwner = z.infer<typeof occupancyOwnerSchema>;

/** One row of the bookings table as staff screens see it: every kind, with its owner columns. */
export const occupancySchema = z.object({
  id: idSchema,
  kind: z.enum(OCCUPANCY_KINDS),
  /** The member (member, staff, lesson); null for walk-ins and leagues. */
  userId: z.nullable(idSchema),
  simulatorId: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  createdAt: timestampSchema,
  /** Who made it; null when unknown (rows from before migration 007) or when that user was deleted. */
  createdBy: z.nullable(idSchema),
  guestName: z.nullable(z.string()),
  guestPhone: z.nullable(z.string()),
  /**
   * A guest booking's e-mail (kind walk_in): the visitor of a free demo booked by staff, told of the booking and its
   * changes (docs/decisions/263-the-free-demo-as-a-guest-booking.md); null for walk-ins and every other kind.
   */
  guestEmail: z.nullable(z.string()),
  leagueId: z.nullable(idSchema),
  coachId: z.nullable(idSchema),
  /** When the front desk checked its holder in (docs/decisions/173-walk-ins-and-arrival.md); null until then. */
  arrivedAt: z.nullable(timestampSchema),
  /** When it last moved or changed hands; null while it is as it was made (its calendar SEQUENCE: bookingSequence). */
  changedAt: z.nullable(timestampSchema),
  /** Booked at the front desk as a walk-in: a guest's (kind walk_in) or a member's (kind staff, labelled "Walk-in"). */
  walkIn: z.boolean(),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/**
 * GET /api/admin/all-bookings item: every occupancy of every kind with its owner columns, its bay's name and the
 * member's identity (display name, username and email; null for walk-ins, leagues and deleted members).
 */
export const staffBookingSchema = z.extend(occupancySchema, {
  simulatorName: z.string(),
  /** The member's display name (personName). */
  name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The league a league reservation is for; null for other kinds. */
  leagueName: z.nullable(z.string()),
  /** Who made it, by display name (personName); null when unknown or the account is gone. */
  createdByName: z.nullable(z.string()),
  /**
   * When it was canceled, and by whom (id and display name); null while it holds its bay. A cancellation marks the
   * booking and keeps it (docs/decisions/080-one-occupancy-model.md): the export and the insights list it.
   */
  canceledAt: z.nullable(timestampSchema),
  canceledBy: z.nullable(idSchema),
  canceledByName: z.nullable(z.string()),
  /** When staff marked it a no-show (docs/decisions/460-the-booking-dialog-and-no-shows-after-a-grace-time.md). */
  noShowAt: z.nullable(timestampSchema),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

/** How a booking came in: booked by the member online, by staff, or at the desk as a walk-in. */
export type BookingChannel = 'online' | 'staff' | 'walk-in';

/**
 * A booking's channel, from what is stored: a walk-in (a guest's or a member's, booked at the desk on arrival) is
 * 'walk-in'; a member's own booking, or one made by the account it is for (a lesson the member booked), 'online';
 * everything staff made for someone else (staff bookings, guest bookings ahead, league nights, lessons), 'staff'.
 */
export function bookingChannel(b: {
  kind: Occupancy['kind'];
  walkIn: boolean;
  userId: number | null;
  createdBy: number | null;
}): BookingChannel {
  if (b.walkIn) return 'walk-in';
  if (b.kind === 'member' || (b.createdBy !== null && b.createdBy === b.userId)) return 'online';
  return 'staff';
}

/** The longest reason an admin may give for a booking past the member's daily cap. */
export const OVER_CAP_REASON_MAX = 200;

export const OVER_CAP_MESSAGES = {
  reasonRequired: "Please give a reason for going past the member's daily limit.",
  reasonTooLong: `Please keep the reason to ${OVER_CAP_REASON_MAX} characters.`,
  adminsOnly: "Only an administrator can book past the member's daily limit.",
} as const;

/**
 * POST /api/admin/bookings and PATCH /api/admin/bookings/{id} body (PATCH is the desk's and the calendar's move). A
 * staff booking keeps to the member's daily cap; an admin goes past it only with `capOverrideReason`, which the
 * activity log keeps (docs/decisions/466-the-desk-moves-bookings.md).
 */
export const adminBookingSchema = z.strictObject({
  userId: idSchema,
  simulatorId: simulatorIdSchema,
  ...bookingFields,
  capOverrideReason: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, OVER_CAP_MESSAGES.reasonRequired),
        z.maxLength(OVER_CAP_REASON_MAX, OVER_CAP_MESSAGES.reasonTooLong),
      ),
  ),
});
export type AdminBookingInput = z.infer<typeof adminBookingSchema>;
