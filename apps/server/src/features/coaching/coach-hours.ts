// A coach's weekly hours and time off, kept by the coach or an admin; every change is in the activity log, against
// the coach's account.
import {
  facilityToday,
  personName,
  type CoachAvailability,
  type TimeOffEntry,
  type TimeOffInput,
  type User,
  type WeeklyHoursInput,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import { requireSelfOrAdmin, type CoachDirectory } from './coach-directory';
import type { CoachScheduleRepository } from './coach-schedule-repository';
import { hoursSnapshot, sameSnapshot, timeOffSnapshot, type RecordCoachingWrite } from './lesson-records';

const TIME_OFF_NOT_FOUND = 'Time off not found.';

export interface CoachHoursDeps {
  schedule: CoachScheduleRepository;
  coaches: CoachDirectory;
  now: () => Date;
  recordWrite: RecordCoachingWrite;
  transaction: UnitOfWorkRunner;
}

export function createCoachHours({ schedule, coaches, now, recordWrite, transaction }: CoachHoursDeps) {
  async function availabilityOf(coach: User): Promise<CoachAvailability> {
    const today = facilityToday(now());
    const hours = await schedule.hours([coach.id]);
    const timeOff = await schedule.timeOff([coach.id], today);
    return {
      coachId: coach.id,
      coachName: personName(coach),
      hours: hours.map(({ weekday, startTime, endTime }) => ({ weekday, startTime, endTime })),
      timeOff: timeOff.map(({ id, startDate, endDate, note }) => ({ id, startDate, endDate, note })),
    };
  }

  /** The coach the path names, once the actor may act for them. */
  async function coachFor(actor: User, coachId: number): Promise<User> {
    requireSelfOrAdmin(actor, coachId);
    return coaches.require(coachId);
  }

  return {
    async coachAvailability(actor: User, coachId: number): Promise<CoachAvailability> {
      return availabilityOf(await coachFor(actor, coachId));
    },

    async setWeeklyHours(actor: User, coachId: number, input: WeeklyHoursInput): Promise<CoachAvailability> {
      const coach = await coachFor(actor, coachId);
      await transaction(async (unitOfWork) => {
        const tables = schedule.within(unitOfWork);
        const before = hoursSnapshot(await tables.hours([coachId]));
        await tables.replaceHours(coachId, input.hours);
        const after = hoursSnapshot(await tables.hours([coachId]));
        if (!sameSnapshot(before, after)) await recordWrite(unitOfWork, actor, 'coach.hours', { coach }, before, after);
      });
      return availabilityOf(coach);
    },

    async addTimeOff(actor: User, coachId: number, input: TimeOffInput): Promise<TimeOffEntry> {
      const coach = await coachFor(actor, coachId);
      return transaction(async (unitOfWork) => {
        const entry = await schedule.within(unitOfWork).addTimeOff(coachId, input, now().toISOString());
        await recordWrite(unitOfWork, actor, 'coach.time-off-added', { coach }, null, timeOffSnapshot(entry));
        return entry;
      });
    },

    async removeTimeOff(actor: User, coachId: number, timeOffId: number): Promise<void> {
      const coach = await coachFor(actor, coachId);
      await transaction(async (unitOfWork) => {
        const tables = schedule.within(unitOfWork);
        // Any of the coach's entries, past ones included ('0000-01-01': every end date is after it).
        const entry = (await tables.timeOff([coachId], '0000-01-01')).find((t) => t.id === timeOffId);
        if (!entry || !(await tables.removeTimeOff(coachId, timeOffId))) {
          throw new AppError('NOT_FOUND', TIME_OFF_NOT_FOUND);
        }
        await recordWrite(unitOfWork, actor, 'coach.time-off-removed', { coach }, timeOffSnapshot(entry), null);
      });
    },
  };
}
