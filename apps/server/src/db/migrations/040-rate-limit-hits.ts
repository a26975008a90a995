// Atomic limits (docs/decisions/161-atomic-limits.md): one row per attempt reserved in a named bucket
// ('login:acct-ip:user:7|203.0.113.9', 'contact:ip:…'). A reservation counts the bucket's hits inside its
// window and inserts a new one under the bucket's write lock, so a parallel burst gets exactly the limit.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.increments('id').primary();
    t.string('bucket', 400).notNullable();
    // ISO-8601 UTC text on both databases (docs/decisions/012-sqlite-and-postgres-types.md).
    t.string('hit_at', 30).notNullable();
    t.index(['bucket', 'hit_at']);
    t.index(['hit_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_hits');
}
