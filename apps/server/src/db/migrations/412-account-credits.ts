// A member's account credit (docs/decisions/412-account-credit.md): `account_credits` is its own append-only ledger in
// cents, a row per grant (a paid lesson canceled in time, with the money-back setting at "credit", or one paid with
// credit) or spend (a lesson paid with it, online or at the desk). The balance is always grants less spends; a spend is
// written under the member's credit lock after reading it, so none takes it below zero. Ids are plain, as the payments
// ledger's. `fee_policy.money_back_as` is the setting: 'refund' (the default) or 'credit'. Owned by
// features/payments/credit-repository.ts and fees-repository.ts.
import type { Knex } from 'knex';
import { isPostgres } from '../dialect';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('account_credits', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.string('kind', 10).notNullable();
    t.integer('amount_cents').notNullable();
    t.integer('lesson_id').nullable();
    t.string('note', 200).nullable();
    t.integer('recorded_by').nullable();
    t.string('at', 30).notNullable();
    t.string('facility_date', 10).notNullable();
    t.index(['user_id'], 'account_credits_user_index');
    t.index(['lesson_id'], 'account_credits_lesson_index');
    t.check('?? > 0', ['amount_cents'], 'account_credits_amount_positive');
    t.check("?? in ('grant', 'spend')", ['kind'], 'account_credits_kind_known');
  });
  if (isPostgres(knex)) {
    await knex.raw(`
      CREATE FUNCTION account_credits_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'account_credits is append-only: record a new row instead';
      END $$;
      CREATE TRIGGER account_credits_no_update BEFORE UPDATE ON account_credits
        FOR EACH ROW EXECUTE FUNCTION account_credits_append_only();
    `);
  } else {
    await knex.raw(`
      CREATE TRIGGER account_credits_no_update BEFORE UPDATE ON account_credits
      BEGIN SELECT RAISE(ABORT, 'account_credits is append-only: record a new row instead'); END;
    `);
  }
  await knex.schema.alterTable('fee_policy', (t) => {
    t.string('money_back_as', 10).notNullable().defaultTo('refund');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE fee_policy DROP COLUMN money_back_as');
  await knex.schema.dropTableIfExists('account_credits');
  if (isPostgres(knex)) await knex.raw('DROP FUNCTION IF EXISTS account_credits_append_only()');
}
