// Bookings and simulators (SPEC §3). Slot-grid, window, cap and bay rules live in rules/booking.ts;
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

export const bookingSchema = z.object({
  id: idSchema,
  userId: idSchema,
  simulatorId: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  createdAt: timestampSchema,
});
export type Booking = z.infer<typeof bookingSchema>;

/** What a member may see of a day's bookings (others' bookings carry no user details). */
export const dayBookingSchema = z.object({
  id: idSchema,
  simulatorId: idSchema,
  bookingDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  isMine: z.boolean(),
});
export type DayBooking = z.infer<typeof dayBookingSchema>;

const bookingFields = {
  bookingDate: dateStringField('Please select a date'),
  startTime: bookingTimeField(SELECTION_REQUIRED_MESSAGE),
  endTime: bookingTimeField('Please select a duration'),
};

/**
 * POST /api/bookings body. simulatorId is the member's preferred bay; the server keeps it when free and
 * otherwise assigns the other free bay (docs/decisions/003-booking-bay-assignment.md).
 */
export const createBookingSchema = z
  .object({ simulatorId: simulatorIdSchema, ...bookingFields })
  .strict();
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
