// Coaching: lessons, coaches' weekly hours and time off (docs/decisions/120-coaching-lessons.md). Shapes only;
// the rules (lengths, availability, cut-offs, the complimentary lesson) are in rules/lesson.ts. A lesson as the API
// returns it and the member's own lessons: my-lesson.ts.
import { refineTo, z } from '../zod';
import { bookingTimeField, dateStringField, idSchema, timeOfDaySchema } from './common';
import { LESSON_MESSAGES, isLessonLength, weeklyHoursProblem } from '../rules/lesson';
import { lessonFields } from './my-lesson';

const lengthField = refineTo(
  z.coerce.number({ error: LESSON_MESSAGES.length }).check(z.int(LESSON_MESSAGES.length)),
  isLessonLength,
  { error: LESSON_MESSAGES.length },
);

/**
 * A coach as members pick one, with the price of their 60-minute lesson in cents (null: none set, paid at the front
 * desk; docs/decisions/303-lesson-prices-and-payment.md).
 */
export const coachSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  lessonPriceCents: z.nullable(z.number()),
});
export type CoachSummary = z.infer<typeof coachSummarySchema>;

/** GET /api/lessons/availability?date=&durationMinutes=[&coachId=] */
export const lessonAvailabilityQuerySchema = z.object({
  date: dateStringField('Please select a date'),
  durationMinutes: lengthField,
  coachId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
});
export type LessonAvailabilityQuery = z.infer<typeof lessonAvailabilityQuerySchema>;

export const lessonStartOptionSchema = z.object({
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
  /** The coaches free at that start. */
  coachIds: z.array(idSchema),
});
export const lessonAvailabilitySchema = z.object({
  date: z.string(),
  durationMinutes: z.number(),
  /** False when no coach asked about (the chosen one, or any) has published weekly hours: no day has times. */
  hoursPublished: z.boolean(),
  options: z.array(lessonStartOptionSchema),
  /**
   * For the member asking: a lesson booked on this date would be their complimentary one of the month (nothing to
   * pay), as the booking decides it (isComplimentaryLesson). Absent when no member asks.
   */
  complimentary: z.optional(z.boolean()),
});
export type LessonAvailability = z.infer<typeof lessonAvailabilitySchema>;

const bookLessonFields = {
  /** null or omitted: any coach free at that time. */
  coachId: z.optional(z.nullable(idSchema)),
  bookingDate: dateStringField('Please select a date'),
  startTime: bookingTimeField('Please select a start time'),
  durationMinutes: lengthField,
};

/** POST /api/lessons body (the signed-in member books for themselves). */
export const bookLessonSchema = z.strictObject(bookLessonFields);
export type BookLessonInput = z.infer<typeof bookLessonSchema>;

/** POST /api/admin/lessons body (an admin books for a member). */
export const adminBookLessonSchema = z.strictObject({ ...bookLessonFields, memberId: idSchema });
export type AdminBookLessonInput = z.infer<typeof adminBookLessonSchema>;

/** A lesson as the coach and admins see it: with the member's name and contact. */
export const coachLessonSchema = z.object({
  ...lessonFields,
  memberId: idSchema,
  memberName: z.string(),
  memberEmail: z.string(),
  memberPhone: z.string(),
});
export type CoachLesson = z.infer<typeof coachLessonSchema>;

/** GET /api/coaches/:id/lessons?from=[&to=] */
export const coachLessonsQuerySchema = z.object({
  from: dateStringField('Please select a date'),
  to: z.optional(dateStringField('Please select a date')),
});
export type CoachLessonsQuery = z.infer<typeof coachLessonsQuerySchema>;

/** PATCH /api/lessons/:id/outcome body: mark completed or no-show, and/or write notes. */
export const lessonOutcomeSchema = z
  .strictObject({
    status: z.optional(z.enum(['completed', 'no_show'], { error: 'Please choose completed or no-show' })),
    notes: z.optional(
      z.nullable(z.string().check(z.trim(), z.maxLength(4000, 'Notes must be 4000 characters or fewer'))),
    ),
  })
  .check(
    z.refine((v: { status?: string; notes?: string | null }) => v.status !== undefined || v.notes !== undefined, {
      error: 'Nothing to change',
      path: ['_root'],
    }),
  );
export type LessonOutcomeInput = z.infer<typeof lessonOutcomeSchema>;

export const weeklyWindowSchema = z.object({
  weekday: z.number().check(z.int(), z.minimum(0, 'Please choose a day'), z.maximum(6, 'Please choose a day')),
  startTime: bookingTimeField('Please choose a start time'),
  endTime: bookingTimeField('Please choose an end time'),
});
export type WeeklyWindowInput = z.infer<typeof weeklyWindowSchema>;

/** PUT /api/coaches/:id/hours body: the whole weekly schedule, replacing the old one. */
export const weeklyHoursSchema = z
  .strictObject({ hours: z.array(weeklyWindowSchema).check(z.maxLength(28, 'At most 28 windows a week')) })
  .check(
    z.superRefine((value, ctx) => {
      // Zod runs this even when a window's own fields failed (those issues are reported already): judge the
      // schedule only when every window is well formed, or a malformed time would throw here.
      if (!value.hours.every((window) => weeklyWindowSchema.safeParse(window).success)) return;
      const problem = weeklyHoursProblem(value.hours);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['hours'] });
    }),
  );
export type WeeklyHoursInput = z.infer<typeof weeklyHoursSchema>;

/** POST /api/coaches/:id/time-off body. */
export const timeOffBodySchema = z
  .strictObject({
    startDate: dateStringField('Please choose the first day off'),
    endDate: dateStringField('Please choose the last day off'),
    note: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Note must be 200 characters or fewer'))),
  })
  .check(
    z.refine((v: { startDate: string; endDate: string }) => v.endDate >= v.startDate, {
      error: LESSON_MESSAGES.timeOffOrder,
      path: ['endDate'],
    }),
  );
export type TimeOffInput = z.infer<typeof timeOffBodySchema>;

export const weeklyWindowResponseSchema = z.object({
  weekday: z.number().check(z.int(), z.minimum(0), z.maximum(6)),
  startTime: timeOfDaySchema,
  endTime: timeOfDaySchema,
});
export const timeOffSchema = z.object({
  id: idSchema,
  startDate: z.string(),
  endDate: z.string(),
  note: z.nullable(z.string()),
});
export type TimeOffEntry = z.infer<typeof timeOffSchema>;

/** GET /api/coaches/:id/availability */
export const coachAvailabilitySchema = z.object({
  coachId: idSchema,
  coachName: z.string(),
  hours: z.array(weeklyWindowResponseSchema),
  timeOff: z.array(timeOffSchema),
});
export type CoachAvailability = z.infer<typeof coachAvailabilitySchema>;

export const lessonMonthCountSchema = z.object({
  month: z.string(),
  booked: z.number().check(z.int()),
  completed: z.number().check(z.int()),
  noShow: z.number().check(z.int()),
  cancelled: z.number().check(z.int()),
  complimentary: z.number().check(z.int()),
});
export type LessonMonthCount = z.infer<typeof lessonMonthCountSchema>;

/** GET /api/admin/coaches item. */
export const adminCoachSchema = z.object({
  id: idSchema,
  /** The coach's display name (personName). */
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The price of the coach's 60-minute lesson in cents, or null (decision 303). */
  lessonPriceCents: z.nullable(z.number()),
  hours: z.array(weeklyWindowResponseSchema),
  monthlyCounts: z.array(lessonMonthCountSchema),
});
export type AdminCoach = z.infer<typeof adminCoachSchema>;

/** PATCH /api/admin/users/:id/coach body. */
export const coachToggleSchema = z.strictObject({ isCoach: z.boolean() });
export type CoachToggle = z.infer<typeof coachToggleSchema>;

/** The /book-lesson form: the coach select ('any' or an id), date, length and a chosen start. */
export const LESSON_ANY_COACH = 'any';
export const lessonFormSchema = z.object({
  coachId: z.string(),
  bookingDate: z.string().check(z.minLength(1, 'Please select a date')),
  durationMinutes: refineTo(z.number({ error: LESSON_MESSAGES.length }), isLessonLength, {
    error: LESSON_MESSAGES.length,
  }),
  startTime: z.string().check(z.minLength(1, 'Please select a start time')),
});
export type LessonForm = z.infer<typeof lessonFormSchema>;
