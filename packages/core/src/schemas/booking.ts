// Bookings and simulators (docs/requirements.md#booking). Slot-grid, window, cap and bay rules live in rules/booking.ts;
// these schemas only check shapes so that the server's 400s and the form's messages agree.
import { z } from '../zod';
import {
  MAX_ID,
  bookingTimeField,
  dateRangeMessage,
  dateStringField,
  idSchema,
  isDateRangeWithin,
  timeOfDaySchema,
  timestampSchema,
} from './common';

export const SELECTION_REQUIRED_TITLE = 'Selection Required';
export const SELECTION_REQUIRED_MESSAGE = 'Please select a time slot.';

/** A bay's id; whether the facility has that bay, and whether it is open, is the booking rules' question. */
export const simulatorIdSchema = z
  .number({ error: 'Please choose a simulator bay' })
  .check(
    z.int('Please choose a simulator bay'),
    z.minimum(1, 'Please choose a simulator bay'),
    z.maximum(MAX_ID, 'Please choose a simulator bay'),
  );

export const simulatorSchema = z.object({ id: idSchema, name: z.string() });
export type Simulator = z.infer<typeof simulatorSchema>;

/**
 * A bay's name: from the facility's bays when given (docs/decisions/229-bays-as-facility-settings.md), else 'Bay N'
 * (a fresh install's names).
 */
export function bayName(simulatorId: number, bays: readonly { id: number; name?: string }[] = []): string {
  return bays.find((bay) => bay.id === simulatorId)?.name ?? `Bay ${simulatorId}`;
}

// ---- occupancy kinds (docs/decisions/080-one-occupancy-model.md) ----

/**
 * Who holds a bay. Every use of a bay is one row of the bookings table with one of these kinds:
 * 'member' a member booked it; 'staff' staff booked it for a member; 'walk_in' a guest without an account
 * (name and phone; and an e-mail for a guest booking such as the free demo); 'league' a league's reservation; 'lesson' a coach's lesson with a member.
 */
export const OCCUPANCY_KINDS = ['member', 'staff', 'walk_in', 'league', 'lesson'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];

/** A member's own bookings: the kinds that count toward the 4-hour cap and that "My Bookings" lists. */
export const MEMBER_BOOKING_KINDS = ['member', 'staff'] as const;
export type MemberBookingKind = (typeof MEMBER_BOOKING_KINDS)[number];

/** What members may learn about a bay's holder: a booking (member, staff or walk-in), a league or a lesson. */
export const PUBLIC_OCCUPANCY_KINDS = ['booking', 'league', 'lesson'] as const;
export type PublicOccupancyKind = (typeof PUBLIC_OCCUPANCY_KINDS)[number];

/** A member's own booking (kinds member and staff): docs/requirements.md#booking plus its kind. */
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

/** GET /api/user/bookings item: the owner's booking with its bay's name, whether it is still ahead, and its last change. */
export const myBookingSchema = z.extend(bookingSchema, {
  simulatorName: z.string(),
  isFuture: z.boolean(),
  /** Occupancy's changedAt: with createdAt, the "Add to calendar" file's SEQUENCE. */
  changedAt: z.nullable(timestampSchema),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** A booking's date and times in a request (the member's, staff's, and the free demo's). */
export const bookingFields = {
  bookingDate: dateStringField('Please select a date'),
  startTime: bookingTimeField(SELECTION_REQUIRED_MESSAGE),
  endTime: bookingTimeField('Please select a duration'),
};

/**
 * POST /api/bookings body. simulatorId is the member's preferred bay; the server keeps it when free and
 * otherwise assigns the other free bay (docs/decisions/003-booking-rules-and-bay-assignment.md).
 */
export const createBookingSchema = z.strictObject({ simulatorId: simulatorIdSchema, ...bookingFields });
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

/**
 * GET /api/user/bookings is bounded (decision 021): bookings from today on come in full (at most the booking
 * window's worth), earlier ones a page at a time, newest first. A page's cursor names the oldest booking the
 * member has already received (`yyyy-MM-ddTHH:mm:ss_id`); with it, the answer is the next page of earlier ones.
 */
export const MY_PAST_BOOKINGS_PAGE_SIZE = 5;

const MY_BOOKINGS_CURSOR = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})_(\d{1,12})$/;

export interface MyBookingsCursor {
  bookingDate: string;
  startTime: string;
  id: number;
}

/** The cursor that asks for the bookings before `booking` (the oldest one shown). */
export function myBookingsCursor(booking: { bookingDate: string; startTime: string; id: number }): string {
  const time = booking.startTime.length === 5 ? `${booking.startTime}:00` : booking.startTime;
  return `${booking.bookingDate}T${time}_${booking.id}`;
}

export const myBookingsQuerySchema = z.object({
  cursor: z.optional(
    z.pipe(
      z.string().check(z.regex(MY_BOOKINGS_CURSOR, 'Invalid cursor')),
      z.transform((value: string): MyBookingsCursor => {
        const [, bookingDate = '', startTime = '', id = '0'] = MY_BOOKINGS_CURSOR.exec(value) ?? [];
        return { bookingDate, startTime, id: Number(id) };
      }),
    ),
  ),
});
export type MyBookingsQuery = z.infer<typeof myBookingsQuerySchema>;

/** GET /api/bookings?date=yyyy-MM-dd[&simulatorId=n] (query strings arrive as text). */
/** The most days one range read of the day grid covers: the booking window (today + 30 days). */
export const MAX_BOOKING_RANGE_DAYS = 31;

/**
 * One day (`date`), or a range of days (`from`..`to`, at most 31, for the calendar's bookable days;
 * docs/decisions/130-booking-page-shows-the-day.md). The same public rows either way.
 */
const withinBookingRange = isDateRangeWithin(MAX_BOOKING_RANGE_DAYS);

export const bookingsQuerySchema = z
  .object({
    date: z.optional(dateStringField('Please select a date')),
    from: z.optional(dateStringField('Please select a date')),
    to: z.optional(dateStringField('Please select a date')),
    simulatorId: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2))),
  })
  .check(
    z.superRefine((q, ctx) => {
      const range = q.from !== undefined || q.to !== undefined;
      if (q.date !== undefined && range) {
        ctx.addIssue({ code: 'custom', message: 'Ask for one date or a range, not both', path: ['date'] });
      } else if (!range && q.date === undefined) {
        ctx.addIssue({ code: 'custom', message: 'Please select a date', path: ['date'] });
      } else if (range) {
        if (q.from === undefined || q.to === undefined) {
          ctx.addIssue({
            code: 'custom',
            message: 'Please select a date',
            path: [q.from === undefined ? 'from' : 'to'],
          });
        } else if (!withinBookingRange({ from: q.from, to: q.to })) {
          ctx.addIssue({
            code: 'custom',
            message: dateRangeMessage(MAX_BOOKING_RANGE_DAYS),
            path: ['to'],
          });
        }
      }
    }),
  );
export type BookingsQuery = z.infer<typeof bookingsQuerySchema>;

/**
 * The booking form (member page): date, duration and a chosen start slot. The end time is derived
 * (start + duration); the form maps its values to createBookingSchema.
 */
export const bookingFormSchema = z.object({
  bookingDate: dateStringField('Please select a date'),
  durationMinutes: z.number({ error: 'Please select a duration' }).check(
    z.int('Please select a duration'),
    z.minimum(30, 'Please select a duration'),
    z.maximum(240, 'Please select a duration'),
    z.refine((m: number) => m % 30 === 0, { error: 'Please select a duration' }),
  ),
  startTime: z.string({ error: SELECTION_REQUIRED_MESSAGE }).check(z.minLength(1, SELECTION_REQUIRED_MESSAGE)),
});
export type BookingForm = z.infer<typeof bookingFormSchema>;

/**
 * POST /api/waitlist body: the full slot a member wants to hear about (docs/decisions/134-full-slot-waitlist.md).
 * Same fields and messages as a booking, without a bay: any bay that frees up will do.
 */
export const joinWaitlistSchema = z.strictObject(bookingFields);
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

/** One slot a member waits for; `notifiedAt` once the e-mail saying it freed up was sent (then never again). */
export const waitlistEntrySchema = z.object({
  id: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  createdAt: timestampSchema,
  notifiedAt: z.nullable(timestampSchema),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const WAITLIST_MESSAGES = {
  slotFree: 'This time can be booked now: book it instead.',
  notFound: 'Waitlist entry not found',
} as const;
