// Membership switched on and off (docs/decisions/471-the-owners-morning.md): one row per change, written by
// db/users-repository.ts with the switch, so the owner's insights count members joined and lost by month. `user_id` is a
// plain id like the activity log's: deleting a member's account records the loss and keeps it. Today's members are
// entered as joined when their accounts were made; losses before this table are not known.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_changes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable();
    t.string('at', 30).notNullable();
    t.boolean('is_member').notNullable();
    t.index(['at'], 'membership_changes_at_index');
  });
  await knex
    .insert(
      knex('users')
        .select('id', 'created_at', knex.raw('CAST(? AS BOOLEAN)', [true]))
        .where('is_member', true),
    )
    .into(knex.raw('?? (??, ??, ??)', ['membership_changes', 'user_id', 'at', 'is_member']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('membership_changes');
}
