// A league night's payouts (docs/decisions/491-league-money-on-the-night.md): one row per round, player, prize and
// hole (0 for a prize, so the key is unique on both databases), in cents, handed over in cash from the till or as
// credit the facility owes the player. Unique, so a night is paid out once whoever asks twice. League, round,
// participant and accounts are plain ids as in the ledger: a deleted league keeps what was paid. Owned by
// features/payments/league-payouts-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('league_payouts', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable();
    t.integer('round_id').notNullable();
    t.integer('flight').nullable();
    t.integer('participant_id').notNullable();
    t.integer('user_id').notNullable();
    t.string('name', 254).notNullable();
    t.string('prize', 10).notNullable();
    t.integer('hole').notNullable();
    t.integer('amount_cents').notNullable();
    t.string('method', 10).notNullable();
    t.integer('recorded_by').nullable();
    t.string('recorded_by_name', 254).notNullable();
    t.string('at', 30).notNullable();
    t.string('facility_date', 10).notNullable();
    t.unique(['round_id', 'participant_id', 'prize', 'hole'], { indexName: 'league_payouts_once' });
    t.index(['facility_date'], 'league_payouts_facility_date_index');
    t.check('?? > 0', ['amount_cents'], 'league_payouts_amount_positive');
    t.check("?? in ('cash', 'credit')", ['method'], 'league_payouts_method_known');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('league_payouts');
}
