// Coaching's slice of the API contract: coaches, lesson availability and booking, the coach's agenda and hours (the
// member's own lessons: member-lessons.ts).
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { CREATED, defineRoute, NO_CONTENT, OK } from '../route';
import {
  adminBookLessonSchema,
  adminCoachSchema,
  bookLessonSchema,
  coachAvailabilitySchema,
  coachLessonSchema,
  coachLessonsQuerySchema,
  coachSummarySchema,
  lessonAvailabilityQuerySchema,
  lessonAvailabilitySchema,
  lessonOutcomeSchema,
  timeOffBodySchema,
  timeOffSchema,
  weeklyHoursSchema,
} from '../schemas/lesson';
import { myLessonSchema } from '../schemas/my-lesson';
import { coachLessonPriceAnswerSchema, coachLessonPriceSchema } from '../payments/lesson-price-schemas';

export const coaching = {
  /** The coaches members may book. */
  coaches: defineRoute({
    method: 'GET',
    path: '/api/coaches',
    access: 'member:features',
    response: z.array(coachSummarySchema),
    status: OK,
  }),
  /** Start times where a coach (the given one, or any) teaches and a bay is free. */
  availability: defineRoute({
    method: 'GET',
    path: '/api/lessons/availability',
    access: 'member:features',
    query: lessonAvailabilityQuerySchema,
    response: lessonAvailabilitySchema,
    status: OK,
  }),
  book: defineRoute({
    method: 'POST',
    path: '/api/lessons',
    access: 'member:features',
    body: bookLessonSchema,
    response: myLessonSchema,
    status: CREATED,
  }),
  /** A coach's lessons from `from` (to `to`): the coach's own, or any coach's for admins. */
  coachAgenda: defineRoute({
    method: 'GET',
    path: '/api/coaches/:id/lessons',
    access: 'coach:screens',
    query: coachLessonsQuerySchema,
    response: z.array(coachLessonSchema),
    status: OK,
  }),
  /** The lesson's coach (or an admin) marks it completed / no-show and writes notes for the member. */
  recordOutcome: defineRoute({
    method: 'PATCH',
    path: '/api/lessons/:id/outcome',
    access: 'coach:screens',
    body: lessonOutcomeSchema,
    response: coachLessonSchema,
    status: OK,
  }),
  coachAvailability: defineRoute({
    method: 'GET',
    path: '/api/coaches/:id/availability',
    access: 'coach:screens',
    response: coachAvailabilitySchema,
    status: OK,
  }),
  setWeeklyHours: defineRoute({
    method: 'PUT',
    path: '/api/coaches/:id/hours',
    access: 'coach:screens',
    body: weeklyHoursSchema,
    response: coachAvailabilitySchema,
    status: OK,
  }),
  addTimeOff: defineRoute({
    method: 'POST',
    path: '/api/coaches/:id/time-off',
    access: 'coach:screens',
    body: timeOffBodySchema,
    response: timeOffSchema,
    status: CREATED,
  }),
  removeTimeOff: defineRoute({
    method: 'DELETE',
    path: '/api/coaches/:id/time-off/:timeOffId',
    access: 'coach:screens',
    response: null,
    status: NO_CONTENT,
  }),
  adminCoaches: defineRoute({
    method: 'GET',
    path: '/api/admin/coaches',
    access: 'admin:screens',
    response: z.array(adminCoachSchema),
    status: OK,
  }),
  adminBook: defineRoute({
    method: 'POST',
    path: '/api/admin/lessons',
    access: 'admin:screens',
    body: adminBookLessonSchema,
    response: coachLessonSchema,
    status: CREATED,
  }),
  /** Admins set a coach's lesson price (docs/decisions/303-lesson-prices-and-payment.md). */
  setLessonPrice: defineRoute({
    method: 'PUT',
    path: '/api/admin/coaches/:id/lesson-price',
    access: 'admin:facility',
    body: coachLessonPriceSchema,
    response: coachLessonPriceAnswerSchema,
    status: OK,
  }),
  /** The lesson holding a bay's booking, with its price and payment: the desk marks it paid (decision 303). */
  deskLesson: defineRoute({
    method: 'GET',
    path: '/api/desk/bookings/:id/lesson',
    access: 'payments:desk',
    response: coachLessonSchema,
    status: OK,
  }),
  /** Admins cancel any lesson that has not started, without the member's 24-hour cut-off. */
  adminCancel: defineRoute({
    method: 'DELETE',
    path: '/api/admin/lessons/:id',
    access: 'admin:screens',
    response: null,
    status: NO_CONTENT,
  }),
} as const;
