// The admins' view of the coaches: each with weekly hours and lesson counts per calendar month, and whether a coach
// still has lessons ahead (the admin switch keeps such a coach a coach).
import {
  addDaysToDateString,
  facilityToday,
  lessonMonth,
  personName,
  type AdminCoach,
  type LessonMonthCount,
} from '@longwood/core';
import type { CoachDirectory } from './coach-directory';
import type { CoachScheduleRepository } from './coach-schedule-repository';
import type { LessonsRepository } from './lessons-repository';

export interface AdminCoachesDeps {
  lessons: Pick<LessonsRepository, 'monthCounts' | 'hasBookedFrom'>;
  schedule: Pick<CoachScheduleRepository, 'hours'>;
  coaches: CoachDirectory;
  now: () => Date;
}

type MonthCountRow = Awaited<ReturnType<LessonsRepository['monthCounts']>>[number];

/** One coach's lessons per month, oldest month first. */
function monthlyCounts(rows: readonly MonthCountRow[]): LessonMonthCount[] {
  const months = new Map<string, LessonMonthCount>();
  for (const row of rows) {
    const entry = months.get(row.month) ?? {
      month: row.month,
      booked: 0,
      completed: 0,
      noShow: 0,
      cancelled: 0,
      complimentary: 0,
    };
    if (row.status === 'booked') entry.booked += row.count;
    if (row.status === 'completed') entry.completed += row.count;
    if (row.status === 'no_show') entry.noShow += row.count;
    if (row.status === 'cancelled') entry.cancelled += row.count;
    if (row.complimentary) entry.complimentary += row.count;
    months.set(row.month, entry);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

export function createAdminCoaches({ lessons, schedule, coaches, now }: AdminCoachesDeps) {
  return {
    /** Every coach with weekly hours and lesson counts per calendar month (last 6 months and ahead). */
    async adminCoaches(): Promise<AdminCoach[]> {
      const all = await coaches.all();
      if (all.length === 0) return [];
      const today = facilityToday(now());
      const fromMonth = lessonMonth(addDaysToDateString(`${lessonMonth(today)}-01`, -150));
      const hours = await schedule.hours(all.map((c) => c.id));
      const counts = await lessons.monthCounts(fromMonth);
      const prices = await coaches.prices();
      return all.map((coach) => ({
        id: coach.id,
        name: personName(coach),
        username: coach.username,
        email: coach.email,
        phone: coach.phone,
        lessonPriceCents: prices.get(coach.id) ?? null,
        hours: hours
          .filter((h) => h.coachId === coach.id)
          .map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
        monthlyCounts: monthlyCounts(counts.filter((r) => r.coachId === coach.id)),
      }));
    },

    /** Used by the admin switch: a coach with lessons ahead stays a coach until they are cancelled. */
    hasUpcomingLessons: (coachId: number) => lessons.hasBookedFrom(coachId, facilityToday(now())),
  };
}
