// League handicaps and skins (docs/decisions/211-league-handicaps-and-scorecards.md): each league's handicap rules
// (off by default: gross only, as before), whether stroke play ranks by net or gross, and its skins game; each
// player's entered starting handicap and the organiser's override with its reason and the round it holds from.
import type { Knex } from 'knex';

const LEAGUE_COLUMNS = [
  'handicap_mode',
  'handicap_rounds',
  'handicap_best_of',
  'handicap_allowance',
  'handicap_maximum',
  'handicap_new_player',
  'handicap_provisional_rounds',
  'rank_by',
  'skins_mode',
  'skins_carry_over',
];
const PARTICIPANT_COLUMNS = [
  'starting_handicap',
  'handicap_override',
  'handicap_override_reason',
  'handicap_override_from_round',
];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.string('handicap_mode', 8).notNullable().defaultTo('off');
    t.integer('handicap_rounds').notNullable().defaultTo(10);
    t.integer('handicap_best_of').notNullable().defaultTo(5);
    t.integer('handicap_allowance').notNullable().defaultTo(90);
    t.float('handicap_maximum').notNullable().defaultTo(36);
    t.string('handicap_new_player', 12).notNullable().defaultTo('provisional');
    t.integer('handicap_provisional_rounds').notNullable().defaultTo(3);
    t.string('rank_by', 8).notNullable().defaultTo('gross');
    t.string('skins_mode', 8).notNullable().defaultTo('off');
    t.boolean('skins_carry_over').notNullable().defaultTo(true);
  });
  await knex.schema.alterTable('league_participants', (t) => {
    t.float('starting_handicap').nullable();
    t.float('handicap_override').nullable();
    t.string('handicap_override_reason', 200).nullable();
    t.integer('handicap_override_from_round').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain DROP COLUMN on both dialects: Knex's dropColumn rebuilds the table on SQLite, and leagues and
  // league_participants are referenced with ON DELETE CASCADE.
  for (const column of PARTICIPANT_COLUMNS) await knex.raw(`ALTER TABLE league_participants DROP COLUMN ${column}`);
  for (const column of LEAGUE_COLUMNS) await knex.raw(`ALTER TABLE leagues DROP COLUMN ${column}`);
}
