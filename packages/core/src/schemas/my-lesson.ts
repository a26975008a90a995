// A lesson as the API returns it, and the member's own lessons (GET /api/user/lessons): a module apart from the
// coaching forms and the coach's schemas (lesson.ts), so the booking page's My Lessons loads only these
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { idSchema, timeOfDaySchema, timestampSchema } from './common';
import { LESSON_STATUSES } from '../rules/lesson-policy';
import { myBookingsCursor, myBookingsQuerySchema } from './booking';
import { LESSON_PAYMENT_STATES } from '../payments/lesson-payments';
import { moneyBackTermsSchema } from '../payments/cancel-money';

/** What everyone who may see a lesson sees of it. */
export const lessonFields = {
  id: idSchema,
  coachId: idSchema,
  coachName: z.string(),
  lessonDate: z.string(),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  durationMinutes: z.number(),
  simulatorId: idSchema,
  simulatorName: z.string(),
  status: z.enum(LESSON_STATUSES),
  complimentary: z.boolean(),
  /** Its price, fixed when booked (null: complimentary, or its coach has no price; decision 303). */
  priceCents: z.nullable(z.number()),
  /** What the ledger holds for it: payments less refunds, in cents. */
  paidCents: z.number(),
  /** Where its payment stands (core's lessonPaymentOf). */
  payment: z.enum(LESSON_PAYMENT_STATES),
  /** The coach's notes (swing feedback) for the member. */
  notes: z.nullable(z.string()),
  createdAt: timestampSchema,
  /**
   * What was paid for it and until when canceling gives it back (core's MoneyBackTerms; decisions 414, 415), null when
   * nothing was paid or it is no longer booked: the member's and the admin's confirm dialogs say what canceling does
   * with the money.
   */
  moneyBack: z.nullable(moneyBackTermsSchema),
};

/** GET /api/user/lessons item: the member's own lesson. */
export const myLessonSchema = z.object({
  ...lessonFields,
  /** Still cancellable online (more than 24 hours ahead and booked). */
  canCancel: z.boolean(),
  /** ISO instant after which online cancellation is closed. */
  cancelDeadline: timestampSchema,
  /** Stripe's Checkout page for it while that is open (payment `processing`), else null. */
  checkoutUrl: z.nullable(z.string()),
});
export type MyLesson = z.infer<typeof myLessonSchema>;

/**
 * GET /api/user/lessons is bounded like GET /api/user/bookings (docs/decisions/021-booking-api.md):
 * lessons from today on in full, earlier ones a page at a time, newest first, through the same cursor
 * (`yyyy-MM-ddTHH:mm:ss_id` of the oldest lesson already received).
 */
export const MY_PAST_LESSONS_PAGE_SIZE = 5;
export const myLessonsQuerySchema = myBookingsQuerySchema;
export type MyLessonsQuery = z.infer<typeof myLessonsQuerySchema>;

/** The cursor that asks for the lessons before `lesson` (the oldest one shown). */
export function myLessonsCursor(lesson: Pick<MyLesson, 'lessonDate' | 'startTime' | 'id'>): string {
  return myBookingsCursor({ bookingDate: lesson.lessonDate, startTime: lesson.startTime, id: lesson.id });
}
