// Failed sign-ins are counted in rate_limit_hits now (migration 040, docs/decisions/161-atomic-limits.md);
// login_attempts is no longer read or written. Down re-creates it as migration 001 made it (empty).
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('login_attempts');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('login_attempts', (t) => {
    t.increments('id').primary();
    t.string('account_key', 320).notNullable();
    t.string('ip', 64).notNullable();
    t.string('attempted_at', 30).notNullable();
    t.index(['account_key', 'attempted_at']);
    t.index(['ip', 'attempted_at']);
  });
}
