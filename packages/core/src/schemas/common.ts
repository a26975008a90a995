// Building blocks shared by the schemas: calendar dates, clock times, ids and messages (what people type, e-mail and
// names, is text-fields.ts).
import { z } from '../zod';
import { daysBetweenDateStrings, isValidDateString, isValidTimeString, normalizeTime } from '../time';

/** 'yyyy-MM-dd' naming a real calendar day. */
export function dateStringField(required = 'Please select a date', invalid = 'Date must be a valid date (YYYY-MM-DD)') {
  return z.string({ error: required }).check(z.minLength(1, required), z.refine(isValidDateString, { error: invalid }));
}
export const dateStringSchema = dateStringField();

/**
 * A from/to query's rule: `from` not after `to`, fewer than `maxDays` days apart. Checked only between two real dates:
 * zod runs an object's check even when a field failed, and a bad date has its own message (an invalid one reaching
 * the day count was a 500).
 */
export function isDateRangeWithin(maxDays: number) {
  return (q: { from: string; to: string }): boolean =>
    !isValidDateString(q.from) ||
    !isValidDateString(q.to) ||
    (q.from <= q.to && daysBetweenDateStrings(q.from, q.to) < maxDays);
}

/** What a from/to query over its limit (or backwards) is told, on `to`. */
export const dateRangeMessage = (maxDays: number) => `Choose a range of at most ${maxDays} days`;

/** An object check for a from/to query: isDateRangeWithin, its message on `to`. */
export function dateRangeCheck(maxDays: number) {
  return z.refine<{ from: string; to: string }>(isDateRangeWithin(maxDays), {
    error: dateRangeMessage(maxDays),
    path: ['to'],
  });
}

/** Stored booking time, always 'HH:mm:ss'. */
export const timeOfDaySchema = z
  .string()
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, 'Time must be in HH:mm:ss format'));

/**
 * Booking time in a request: 'HH:mm' or 'HH:mm:ss', normalised to 'HH:mm:ss'. '24:00' passes the shape check
 * so that the booking rules can answer 'Bookings must end by 11:30 PM.' instead of a format error.
 */
export function bookingTimeField(required: string) {
  return z.pipe(
    z.string({ error: required }).check(
      z.minLength(1, required),
      z.refine((t: string) => isValidTimeString(t) || t === '24:00' || t === '24:00:00', {
        error: 'Time must be in HH:mm:ss format',
      }),
    ),
    z.transform(normalizeTime),
  );
}

/**
 * Largest id a row can have: ids are `integer` columns (Postgres int4). A bigger number names no row, and
 * passing it to the database would be an out-of-range error (a 500) instead of a 400/404.
 */
export const MAX_ID = 2_147_483_647;

export const idSchema = z.number().check(z.int(), z.positive(), z.maximum(MAX_ID));

/** Path parameter ids arrive as strings ('/api/bookings/12'). */
export const idParamSchema = z.coerce
  .number({ error: 'Invalid id' })
  .check(z.int('Invalid id'), z.positive('Invalid id'), z.maximum(MAX_ID, 'Invalid id'));
export const idParamsSchema = z.object({ id: idParamSchema });

/** ISO-8601 timestamp string (createdAt, generatedAt). */
export const timestampSchema = z.string();

/** A response that only confirms, in words meant for the person (logout, contact, membership requests). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
