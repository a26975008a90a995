// What a member is told about their lessons (the lead time, the cancellation cut-off, the statuses): a module apart
// from the lesson rules (lesson.ts), so the booking page's My Lessons loads these and not the coach's hours and the
// availability rules (docs/decisions/255-bundle-budgets-checked-by-the-build.md).

/** Lessons are booked at least this long before they start (the coach needs notice). */
export const LESSON_LEAD_MINUTES = 120;
/** Members cancel online until this long before the start; later, only the front desk can. */
export const LESSON_CANCEL_CUTOFF_HOURS = 24;
/**
 * The lesson cut-offs the facility's admins set (docs/decisions/230-more-facility-settings.md): how long before its
 * start a lesson may be booked, and until when a member may cancel online. The constants above are the defaults.
 */
export interface LessonCutoffs {
  bookingLeadMinutes: number;
  cancelCutoffHours: number;
}

export const DEFAULT_LESSON_CUTOFFS: Readonly<LessonCutoffs> = Object.freeze({
  bookingLeadMinutes: LESSON_LEAD_MINUTES,
  cancelCutoffHours: LESSON_CANCEL_CUTOFF_HOURS,
});

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The refusals and the policy line with the configured cut-offs (LESSON_MESSAGES' texts at the defaults). */
export function lessonCutoffMessages(cutoffs: LessonCutoffs = DEFAULT_LESSON_CUTOFFS) {
  const lead = hoursText(cutoffs.bookingLeadMinutes / 60);
  const cancel = hoursText(cutoffs.cancelCutoffHours);
  return {
    tooSoon: `Lessons must be booked at least ${lead} before they start.`,
    notCancellable: `Lessons can be canceled online up to ${cancel} before they start. Please call the front desk to cancel.`,
    cancellationPolicy: `You can cancel a lesson here up to ${cancel} before it starts. After that, please call the front desk.`,
    /** Said before booking a start already inside the cut-off. */
    insideCancelWindow: `This lesson starts in less than ${cancel}: once it is booked, it cannot be canceled online. To cancel it, please call the front desk.`,
  };
}

export const LESSON_STATUSES = ['booked', 'completed', 'no_show', 'cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
