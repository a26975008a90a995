// The coach_lesson_prices table's one repository (docs/decisions/303-lesson-prices-and-payment.md): each coach's
// price for a 60-minute lesson, in cents, set by admins. A coach without a row has no price (lessons paid at the
// front desk as before). Read inside the booking lock's transaction when a lesson is booked (`within`).
import type { Knex } from 'knex';
import { toNumber } from '../../db/dialect';
import { transactionOf, type UnitOfWork } from '../../db/unit-of-work';
import { upsert } from '../../db/upsert';

type Queryable = Knex | Knex.Transaction;

function bind(db: Queryable) {
  return {
    /** Each coach's 60-minute price (coaches without one are left out). */
    async all(): Promise<Map<number, number>> {
      const rows = await db('coach_lesson_prices').select<{ coach_id: unknown; lesson_price_cents: unknown }[]>(
        'coach_id',
        'lesson_price_cents',
      );
      return new Map(rows.map((r) => [toNumber(r.coach_id), toNumber(r.lesson_price_cents)]));
    },

    async of(coachId: number): Promise<number | null> {
      const row = await db('coach_lesson_prices')
        .where({ coach_id: coachId })
        .first<{ lesson_price_cents: unknown } | undefined>('lesson_price_cents');
      return row ? toNumber(row.lesson_price_cents) : null;
    },

    /** Sets (or with null, removes) the coach's price. */
    async set(coachId: number, cents: number | null, at: string): Promise<void> {
      if (cents === null) {
        await db('coach_lesson_prices').where({ coach_id: coachId }).delete();
        return;
      }
      await upsert(db, 'coach_lesson_prices', 'coach_id', {
        coach_id: coachId,
        lesson_price_cents: cents,
        updated_at: at,
      });
    },
  };
}

export type CoachPricesRepository = ReturnType<typeof bind> & {
  within(unitOfWork: UnitOfWork): ReturnType<typeof bind>;
};

export function createCoachPricesRepository(db: Knex): CoachPricesRepository {
  return { ...bind(db), within: (unitOfWork) => bind(transactionOf(unitOfWork)) };
}
