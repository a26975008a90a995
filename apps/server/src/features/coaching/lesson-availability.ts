// When lessons can start (docs/decisions/121-lesson-availability-and-cut-offs.md): where a coach teaches, is not
// off and not already teaching, and a bay is free — core's one availability model, over the day's occupancies.
import {
  dayAvailability,
  isComplimentaryLesson,
  lessonMonth,
  lessonStartOptions,
  DEFAULT_LESSON_CUTOFFS,
  type LessonCutoffs,
  slotAvailability,
  type CoachDay,
  type LessonAvailability,
  type LessonAvailabilityQuery,
  type Occupancy,
} from '@longwood/core';
import type { ReservationPort } from '../../ports/reservations';
import type { CoachDirectory } from './coach-directory';
import type { CoachScheduleRepository } from './coach-schedule-repository';
import type { LessonsRepository } from './lessons-repository';

/** Each coach's day: weekly hours, time off covering the date, and the lessons they already give (their 'lesson' rows). */
export async function coachDaysOf(
  schedule: Pick<CoachScheduleRepository, 'hours' | 'timeOff'>,
  coachIds: number[],
  date: string,
  occupancies: readonly Occupancy[],
): Promise<Array<CoachDay & { coachId: number }>> {
  const hours = await schedule.hours(coachIds);
  const timeOff = await schedule.timeOff(coachIds, date);
  return coachIds.map((coachId) => ({
    coachId,
    hours: hours.filter((h) => h.coachId === coachId),
    timeOff: timeOff.filter((t) => t.coachId === coachId),
    busy: occupancies.filter((o) => o.kind === 'lesson' && o.coachId === coachId),
  }));
}

export interface LessonAvailabilityDeps {
  coaches: CoachDirectory;
  schedule: Pick<CoachScheduleRepository, 'hours' | 'timeOff'>;
  reservations: Pick<ReservationPort, 'dayOccupancy' | 'limits'>;
  /** The member's lessons of a month: whether their next one is the complimentary one. */
  lessons: Pick<LessonsRepository, 'memberMonth'>;
  now: () => Date;
  /** The facility's lesson cut-offs now; the defaults without. */
  lessonCutoffs?: () => Promise<LessonCutoffs>;
}

export function createLessonAvailability({
  coaches,
  schedule,
  reservations,
  lessons,
  now,
  lessonCutoffs = () => Promise.resolve(DEFAULT_LESSON_CUTOFFS),
}: LessonAvailabilityDeps) {
  return {
    /**
     * Start times where the coach (or any coach) teaches and a bay is free (core's one availability model); for
     * `memberId`, whether a lesson that day would be their complimentary one, so the page can say what it costs.
     */
    async availability(query: LessonAvailabilityQuery, memberId?: number): Promise<LessonAvailability> {
      const { date, durationMinutes } = query;
      const candidates =
        query.coachId !== undefined ? [await coaches.requireField(query.coachId)] : await coaches.all();
      const ids = candidates.map((c) => c.id);
      const complimentary =
        memberId === undefined
          ? {}
          : { complimentary: isComplimentaryLesson(date, await lessons.memberMonth(memberId, lessonMonth(date))) };
      const base = { date, durationMinutes, hoursPublished: false, options: [], ...complimentary };
      if (ids.length === 0) return base;
      const day = await reservations.dayOccupancy(date);
      const at = now();
      const limits = await reservations.limits();
      const slots = slotAvailability({ day: dayAvailability(day), durationMinutes, now: at, kind: 'lesson', limits });
      const coachDays = await coachDaysOf(schedule, ids, date, day.occupancies);
      const cutoffs = await lessonCutoffs();
      const options = lessonStartOptions({
        date,
        lengthMinutes: durationMinutes,
        slots,
        coaches: coachDays,
        now: at,
        cutoffs,
      });
      return {
        ...base,
        hoursPublished: coachDays.some((coach) => coach.hours.length > 0),
        options: options.map(({ startTime, endTime, coachIds }) => ({ startTime, endTime, coachIds })),
      };
    },
  };
}
