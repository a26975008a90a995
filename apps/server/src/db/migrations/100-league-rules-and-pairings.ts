// League play an organiser can trust (docs/decisions/201-league-play-an-organiser-can-trust.md): each league's
// ranking rules (stroke play ranking, best N, minimum rounds; match-play points and what a bye earns), a round's
// match-play pairings stored apart from its results (at most one pairing per player per round, the bye an
// opponent-less pairing), and a halved result ('halve', five characters: the result column is widened). Existing match results and byes become their round's pairings, so no saved
// round loses its pairs; a bye recorded as a result (a 'win' without an opponent) becomes the bye pairing.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leagues', (t) => {
    t.string('stroke_ranking', 16).notNullable().defaultTo('average');
    t.integer('counted_rounds').nullable();
    t.integer('min_rounds_to_rank').notNullable().defaultTo(1);
    t.float('points_win').notNullable().defaultTo(1);
    t.float('points_halve').notNullable().defaultTo(0.5);
    t.float('points_loss').notNullable().defaultTo(0);
    t.string('bye_result', 8).notNullable().defaultTo('win');
  });
  // Knex rebuilds the table on SQLite (nothing references league_scores) and alters the column on Postgres.
  await knex.schema.alterTable('league_scores', (t) => {
    t.string('result', 8).nullable().alter();
  });
  await knex.schema.createTable('league_pairings', (t) => {
    t.increments('id').primary();
    t.integer('league_id').notNullable().references('id').inTable('leagues').onDelete('CASCADE');
    t.integer('round_id').notNullable().references('id').inTable('league_rounds').onDelete('CASCADE');
    t.integer('participant_id').notNullable().references('id').inTable('league_participants').onDelete('CASCADE');
    t.integer('opponent_participant_id').nullable().references('id').inTable('league_participants').onDelete('CASCADE');
    t.string('created_at', 30).notNullable();
    t.unique(['round_id', 'participant_id']);
    t.index(['league_id', 'round_id']);
  });

  // Backfill: one pairing per recorded match (the lower participant id first) and per recorded bye.
  const rows = (await knex('league_scores')
    .whereNotNull('result')
    .select('league_id', 'round_id', 'participant_id', 'opponent_participant_id', 'created_at')
    .orderBy('id')) as Array<{
    league_id: number;
    round_id: number;
    participant_id: number;
    opponent_participant_id: number | null;
    created_at: string;
  }>;
  const seen = new Set<string>();
  const busy = new Set<string>();
  for (const row of rows) {
    const a = Number(row.participant_id);
    const b = row.opponent_participant_id === null ? null : Number(row.opponent_participant_id);
    const first = b === null ? a : Math.min(a, b);
    const second = b === null ? null : Math.max(a, b);
    const key = `${row.round_id}:${first}:${second ?? 'bye'}`;
    const players = [first, second].filter((x): x is number => x !== null).map((p) => `${row.round_id}:${p}`);
    if (seen.has(key) || players.some((p) => busy.has(p))) continue;
    seen.add(key);
    players.forEach((p) => busy.add(p));
    await knex('league_pairings').insert({
      league_id: row.league_id,
      round_id: row.round_id,
      participant_id: first,
      opponent_participant_id: second,
      created_at: row.created_at,
    });
  }
  await knex('league_scores').whereNotNull('result').whereNull('opponent_participant_id').delete();
}

export async function down(knex: Knex): Promise<void> {
  // Byes go back to being results: a 'win' without an opponent.
  const byes = (await knex('league_pairings').whereNull('opponent_participant_id')) as Array<{
    league_id: number;
    round_id: number;
    participant_id: number;
    created_at: string;
  }>;
  for (const bye of byes) {
    await knex('league_scores').insert({
      league_id: bye.league_id,
      round_id: bye.round_id,
      participant_id: bye.participant_id,
      strokes: null,
      result: 'win',
      opponent_participant_id: null,
      created_at: bye.created_at,
    });
  }
  await knex.schema.dropTableIfExists('league_pairings');
  await knex('league_scores').where({ result: 'halve' }).delete();
  for (const column of [
    'stroke_ranking',
    'counted_rounds',
    'min_rounds_to_rank',
    'points_win',
    'points_halve',
    'points_loss',
    'bye_result',
  ]) {
    await knex.raw(`ALTER TABLE leagues DROP COLUMN ${column}`);
  }
}
