// E-mail verification and look-alike identities (docs/decisions/207-email-verification-and-identities.md):
// `email_verified` says the account's owner opened the link sent to its current address (false again after every
// change of address); `username_lookalike` and `email_lookalike` are the confusables skeletons of the two sign-in
// names (db/lookalike.ts), so a new username or address that merely looks like another account's is found by an
// index. Existing accounts start unverified and get their skeletons here. DROP COLUMN is plain SQL on both databases.
import type { Knex } from 'knex';
import { lookalikeKey } from '../lookalike';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('email_verified').notNullable().defaultTo(false);
    t.string('username_lookalike', 254).nullable();
    t.string('email_lookalike', 254).nullable();
    t.index(['username_lookalike'], 'users_username_lookalike');
    t.index(['email_lookalike'], 'users_email_lookalike');
  });
  const users = await knex('users').select<{ id: number; username: string; email: string }[]>(
    'id',
    'username',
    'email',
  );
  for (const user of users) {
    await knex('users')
      .where({ id: user.id })
      .update({ username_lookalike: lookalikeKey(user.username), email_lookalike: lookalikeKey(user.email) });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_username_lookalike');
  await knex.raw('DROP INDEX users_email_lookalike');
  await knex.raw('ALTER TABLE users DROP COLUMN email_lookalike');
  await knex.raw('ALTER TABLE users DROP COLUMN username_lookalike');
  await knex.raw('ALTER TABLE users DROP COLUMN email_verified');
}
