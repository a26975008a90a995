// The day's close at the desk (docs/decisions/407-the-days-close-at-the-desk.md): one row per facility day, unique by
// the day so two closes at once make one; what the till said at that moment is kept with what was counted. Owned by
// features/payments/till-close-repository.ts. `closed_by` is a plain id like the ledger's `recorded_by`: the name stays.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('till_closes', (t) => {
    t.increments('id').primary();
    t.string('facility_date', 10).notNullable().unique('till_closes_facility_date_unique');
    t.integer('opening_float_cents').nullable();
    t.integer('counted_cash_cents').notNullable();
    t.integer('expected_cash_cents').notNullable();
    t.integer('over_short_cents').notNullable();
    t.integer('closed_by').nullable();
    t.string('closed_by_name', 254).notNullable();
    t.string('closed_at', 30).notNullable();
    t.check('?? >= 0', ['counted_cash_cents'], 'till_closes_counted_not_negative');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('till_closes');
}
