// The coaches' schedules: the only code that writes coach_hours (recurring weekly windows) and coach_time_off
// (whole days off) (docs/decisions/120-coaching-lessons.md). Read inside the booking lock through
// `within(unitOfWork)` when a lesson is booked, so the availability check and the write see one state.
import type { Knex } from 'knex';
import type { TimeOffEntry, WeeklyWindow } from '@longwood/core';
import { toNumber } from '../../db/dialect';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';

type Queryable = Knex | Knex.Transaction;

interface HoursRow {
  coach_id: unknown;
  weekday: unknown;
  start_time: string;
  end_time: string;
}

const toWindow = (r: HoursRow): WeeklyWindow & { coachId: number } => ({
  coachId: toNumber(r.coach_id),
  weekday: toNumber(r.weekday),
  startTime: r.start_time,
  endTime: r.end_time,
});

function bind(db: Queryable) {
  return {
    /** Weekly windows of the given coaches (all coaches when `coachIds` is omitted), by weekday and start. */
    async hours(coachIds?: readonly number[]): Promise<(WeeklyWindow & { coachId: number })[]> {
      const query = db('coach_hours')
        .select('coach_id', 'weekday', 'start_time', 'end_time')
        .orderBy(['coach_id', 'weekday', 'start_time']);
      if (coachIds) void query.whereIn('coach_id', coachIds);
      return ((await query) as HoursRow[]).map(toWindow);
    },

    /** Time off of the given coaches that ends on or after `fromDate`. */
    async timeOff(coachIds: readonly number[], fromDate: string): Promise<(TimeOffEntry & { coachId: number })[]> {
      const rows = (await db('coach_time_off')
        .select('id', 'coach_id', 'start_date', 'end_date', 'note')
        .whereIn('coach_id', coachIds)
        .andWhere('end_date', '>=', fromDate)
        .orderBy(['start_date', 'id'])) as {
        id: unknown;
        coach_id: unknown;
        start_date: string;
        end_date: string;
        note: string | null;
      }[];
      return rows.map((r) => ({
        id: toNumber(r.id),
        coachId: toNumber(r.coach_id),
        startDate: r.start_date,
        endDate: r.end_date,
        note: r.note,
      }));
    },

    /** Replaces a coach's weekly windows with `hours`. */
    async replaceHours(coachId: number, hours: readonly WeeklyWindow[]): Promise<void> {
      await db.transaction(async (trx) => {
        await trx('coach_hours').where({ coach_id: coachId }).delete();
        if (hours.length > 0) {
          await trx('coach_hours').insert(
            hours.map((h) => ({
              coach_id: coachId,
              weekday: h.weekday,
              start_time: h.startTime,
              end_time: h.endTime,
            })),
          );
        }
      });
    },

    async addTimeOff(
      coachId: number,
      entry: { startDate: string; endDate: string; note?: string | undefined },
      createdAt: string,
    ): Promise<TimeOffEntry> {
      const [row] = await db('coach_time_off')
        .insert({
          coach_id: coachId,
          start_date: entry.startDate,
          end_date: entry.endDate,
          note: entry.note && entry.note !== '' ? entry.note : null,
          created_at: createdAt,
        })
        .returning<{ id: unknown; start_date: string; end_date: string; note: string | null }[]>([
          'id',
          'start_date',
          'end_date',
          'note',
        ]);
      if (!row) throw new Error('Insert into coach_time_off returned no row');
      return { id: toNumber(row.id), startDate: row.start_date, endDate: row.end_date, note: row.note };
    },

    /** True when the coach's entry existed and was removed. */
    async removeTimeOff(coachId: number, id: number): Promise<boolean> {
      return (await db('coach_time_off').where({ id, coach_id: coachId }).delete()) > 0;
    },
  };
}

export type CoachScheduleRepository = ReturnType<typeof bind> & {
  within(unitOfWork: UnitOfWork): ReturnType<typeof bind>;
};

export function createCoachScheduleRepository(db: Knex): CoachScheduleRepository {
  return { ...bind(db), within: (unitOfWork) => bind(transactionOf(unitOfWork)) };
}
