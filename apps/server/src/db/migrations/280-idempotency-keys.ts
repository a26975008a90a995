// Writes made safe to retry (docs/decisions/280-idempotency-keys.md): one row per `Idempotency-Key` a signed-in
// user sent with a write, holding only digests of the key and of the request, and, once the write succeeded, its
// answer (status and JSON body) to give to a repeat. A row without a status is a write still running. The unique
// (user, key) pair is what lets exactly one of several parallel requests with the same key run.
// Owned by db/idempotency-repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('key_digest', 64).notNullable();
    t.string('request_digest', 64).notNullable();
    t.integer('status').nullable();
    t.text('body').nullable();
    t.string('created_at', 30).notNullable();
    t.unique(['user_id', 'key_digest'], { indexName: 'idempotency_keys_user_key_unique' });
    t.index(['created_at'], 'idempotency_keys_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('idempotency_keys');
}
