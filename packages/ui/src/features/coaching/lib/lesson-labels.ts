// Words the coaching screens share (the rules themselves are core's, rules/lesson.ts).
import type { LessonStatus } from '@longwood/core';

export const LESSON_STATUS_LABELS: Record<LessonStatus, string> = {
  booked: 'Booked',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Canceled',
};

export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function lengthLabel(minutes: number): string {
  return minutes === 60 ? '1 hour' : `${minutes} min`;
}
