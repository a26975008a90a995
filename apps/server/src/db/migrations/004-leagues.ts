// Leagues and their participants, rounds and scores. Deleting a league removes everything below it
// (docs/requirements.md#admin-leagues: its participants, rounds, scores and statistics); deleting a user removes
// their participation and scores.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leagues', (t) => {
    t.increments('id').primary();
    t.string('name', 200).notNullable();
    t.text('description').nullable();
    t.string('league_type', 16).notNullable(); // 'individual' | 'scramble'
    t.string('scoring_type', 16).notNullable(); // 'lowest_score' | 'match_play'
    t.string('start_date', 10).notNullable();
    t.string('end_date', 10).notNullable();
    t.string('day_of_week', 9).nullable(); // 'Monday' ... 'Sunday'
    t.string('start_time', 8).nullable(); // 'HH:mm:ss'
    t.string('end_time', 8).nullable();
    t.integer('max_participants').notNullable();
    t.integer('number_of_bays').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.string('created_at', 30).notNullable();
    t.index(['is_active', 'end_date']);
  });

  await knex.schema.createTable('league_participants', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('team_id').notNullable();
    t.boolean('is_team_lead').notNullable().defaultTo(false);
    t.string('player2_name', 200).nullable();
    t.string('player2_email', 255).nullable();
    t.string('created_at', 30).notNullable();
    t.unique(['league_id', 'user_id']);
    t.index(['league_id', 'team_id']);
  });

  await knex.schema.createTable('league_rounds', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('round_number').notNullable();
    t.string('round_date', 10).nullable();
    t.string('name', 200).nullable();
    t.string('created_at', 30).notNullable();
    t.unique(['league_id', 'round_number']);
  });

  await knex.schema.createTable('league_scores', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('round_id').notNullable().references('id').inTable('league_rounds').onDelete('CASCADE');
    t.integer('participant_id').notNullable().references('id').inTable('league_participants').onDelete('CASCADE');
    t.integer('strokes').nullable();
    t.string('result', 4).nullable(); // 'win' | 'loss' (match play)
    t.integer('opponent_participant_id')
      .nullable()
      .references('id')
      .inTable('league_participants')
      .onDelete('SET NULL');
    t.string('created_at', 30).notNullable();
    t.index(['league_id', 'round_id']);
    t.index(['participant_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('league_scores');
  await knex.schema.dropTableIfExists('league_rounds');
  await knex.schema.dropTableIfExists('league_participants');
  await knex.schema.dropTableIfExists('leagues');
}
