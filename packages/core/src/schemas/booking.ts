// Bookings and simulators (docs/requirements.md#booking). Slot-grid, window, cap and bay rules live in rules/booking.ts;
// these schemas only check shapes so that the server's 400s and the form's messages agree.
import { z } from 'zod';
import { bookingTimeField, dateStringField, idSchema, timeOfDaySchema, timestampSchema } from './common';

export const SELECTION_REQUIRED_TITLE = 'Selection Required';
export const SELECTION_REQUIRED_MESSAGE = 'Please select a time slot.';

/** Bay 1 and Bay 2. */
export const simulatorIdSchema = z
  .number({ error: 'Please choose a simulator bay' })
  .int('Please choose a simulator bay')
  .min(1, 'Please choose a simulator bay')
  .max(2, 'Please choose a simulator bay');

export const simulatorSchema = z.object({ id: idSchema, name: z.string() });
export type Simulator = z.infer<typeof simulatorSchema>;

/** A bay's name when only its id is at hand ('Bay 1'); the simulators table holds the same names. */
export function bayName(simulatorId: number): string {
  return `Bay ${simulatorId}`;
}

// ---- occupancy kinds (docs/decisions/080-one-occupancy-model.md) ----

/**
 * Who holds a bay. Every use of a bay is one row of the bookings table with one of these kinds:
 * 'member' a member booked it; 'staff' staff booked it for a member; 'walk_in' a guest without an account
 * (name and phone); 'league' a league's reservation; 'lesson' a coach's lesson with a member.
 */
export const OCCUPANCY_KINDS = ['member', 'staff', 'walk_in', 'league', 'lesson'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];

/** A member's own bookings: the kinds that count toward the 4-hour cap and that "My Bookings" lists. */
export const MEMBER_BOOKING_KINDS = ['member', 'staff'] as const;
export type MemberBookingKind = (typeof MEMBER_BOOKING_KINDS)[number];

/** What members may learn about a bay's holder: a booking (member, staff or walk-in), a league or a lesson. */
export const PUBLIC_OCCUPANCY_KINDS = ['booking', 'league', 'lesson'] as const;
export type PublicOccupancyKind = (typeof PUBLIC_OCCUPANCY_KINDS)[number];

/** The owner columns of each kind (the database's CHECK constraint enforces the same pairing). */
export const occupancyOwnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), userId: idSchema }),
  z.object({ kind: z.literal('staff'), userId: idSchema }),
  z.object({
    kind: z.literal('walk_in'),
    guestName: z.string({ error: 'Guest name is required' }).trim().min(1, 'Guest name is required').max(100),
    guestPhone: z.string({ error: 'Guest phone is required' }).trim().min(1, 'Guest phone is required').max(30),
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
  userId: idSchema.nullable(),
  simulatorId: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  createdAt: timestampSchema,
  /** Who made it; null when unknown (rows from before migration 007) or when that user was deleted. */
  createdBy: idSchema.nullable(),
  guestName: z.string().nullable(),
  guestPhone: z.string().nullable(),
  leagueId: idSchema.nullable(),
  coachId: idSchema.nullable(),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/** A member's own booking (kinds member and staff): the SPEC's Booking plus its kind. */
export const bookingSchema = z.object({
  id: idSchema,
  kind: z.enum(MEMBER_BOOKING_KINDS),
  userId: idSchema,
  simulatorId: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  createdAt: timestampSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * What a member may see of a day's occupancies: when a bay is taken and by which public kind, never by whom
 * (isMine: the caller is the member it belongs to).
 */
export const dayBookingSchema = z.object({
  id: idSchema,
  kind: z.enum(PUBLIC_OCCUPANCY_KINDS),
  simulatorId: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  isMine: z.boolean(),
});
export type DayBooking = z.infer<typeof dayBookingSchema>;

/** GET /api/user/bookings item: the owner's booking with its bay's name and whether it is still ahead. */
export const myBookingSchema = bookingSchema.extend({ simulatorName: z.string(), isFuture: z.boolean() });
export type MyBooking = z.infer<typeof myBookingSchema>;

/**
 * GET /api/admin/all-bookings item: every occupancy of every kind with its owner columns, its bay's name and the
 * member's identity (username and email; null for walk-ins, leagues and deleted members).
 */
export const staffBookingSchema = occupancySchema.extend({
  simulatorName: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

const bookingFields = {
  bookingDate: dateStringField('Please select a date'),
  startTime: bookingTimeField(SELECTION_REQUIRED_MESSAGE),
  endTime: bookingTimeField('Please select a duration'),
};

/**
 * POST /api/bookings body. simulatorId is the member's preferred bay; the server keeps it when free and
 * otherwise assigns the other free bay (docs/decisions/003-booking-rules-and-bay-assignment.md).
 */
export const createBookingSchema = z.object({ simulatorId: simulatorIdSchema, ...bookingFields }).strict();
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

/** POST /api/admin/bookings and PATCH /api/admin/bookings/{id} body. */
export const adminBookingSchema = z
  .object({ userId: idSchema, simulatorId: simulatorIdSchema, ...bookingFields })
  .strict();
export type AdminBookingInput = z.infer<typeof adminBookingSchema>;

/** GET /api/bookings?date=yyyy-MM-dd[&simulatorId=n] (query strings arrive as text). */
export const bookingsQuerySchema = z.object({
  date: dateStringField('Please select a date'),
  simulatorId: z.coerce.number().int().min(1).max(2).optional(),
});
export type BookingsQuery = z.infer<typeof bookingsQuerySchema>;

/**
 * The booking form (member page): date, duration and a chosen start slot. The end time is derived
 * (start + duration); the form maps its values to createBookingSchema.
 */
export const bookingFormSchema = z.object({
  bookingDate: dateStringField('Please select a date'),
  durationMinutes: z
    .number({ error: 'Please select a duration' })
    .int('Please select a duration')
    .min(30, 'Please select a duration')
    .max(240, 'Please select a duration')
    .refine((m) => m % 30 === 0, { error: 'Please select a duration' }),
  startTime: z.string({ error: SELECTION_REQUIRED_MESSAGE }).min(1, SELECTION_REQUIRED_MESSAGE),
});
export type BookingForm = z.infer<typeof bookingFormSchema>;
