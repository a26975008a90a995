// Money on a league night (docs/decisions/491-league-money-on-the-night.md): the league's buy-in in cents (0: no money
// game), whether it is per night or per season, and the whole percentages of it paid in skins and in prizes (the rest
// is the season purse). Owned by features/leagues/repository.ts.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.integer('buy_in_cents').notNullable().defaultTo(0);
    t.string('buy_in_per', 10).notNullable().defaultTo('night');
    t.integer('skins_share_percent').notNullable().defaultTo(50);
    t.integer('prizes_share_percent').notNullable().defaultTo(50);
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite (see 112).
  for (const column of ['buy_in_cents', 'buy_in_per', 'skins_share_percent', 'prizes_share_percent']) {
    await knex.raw(`ALTER TABLE leagues DROP COLUMN ${column}`);
  }
}
