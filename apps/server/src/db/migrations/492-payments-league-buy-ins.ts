// League buy-ins in the ledger (docs/decisions/491-league-money-on-the-night.md): a row of purpose 'league' names its
// league and, for a night's buy-in, its round (plain ids, as the ledger's others: a deleted league keeps what was
// paid). Owned by features/payments/repository.ts.
import type { Knex } from 'knex';

const INDEX = 'payments_league_index';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.integer('league_id').nullable();
    t.integer('round_id').nullable();
  });
  await knex.raw(`CREATE INDEX ${INDEX} ON payments (league_id, user_id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS ${INDEX}`);
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  await knex.raw('ALTER TABLE payments DROP COLUMN round_id');
  await knex.raw('ALTER TABLE payments DROP COLUMN league_id');
}
