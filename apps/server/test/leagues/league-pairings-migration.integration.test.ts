// Migration 100 (league rules and pairings) with data in it, on both databases: a match-play league's recorded
// results become its rounds' pairings (no saved round loses a pair), a bye recorded as a result (a win without an
// opponent) becomes the round's bye, the leagues get the default ranking rules, and down then up again works
// (docs/decisions/201-league-play-an-organiser-can-trust.md).
import { expect, it } from 'vitest';
import { facilityInstant, LEAGUE_RULE_DEFAULTS } from '@longwood/core';
import { migrateLatest, migrationSource } from '../../src/db/migrations';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { insertedId, insertLeagueRow } from '../support/rows';

const MIGRATOR = { migrationSource, tableName: 'knex_migrations' };
const NOW = facilityInstant('2026-11-21', '15:00');
const createdAt = NOW.toISOString();

/** Undoes migrations, newest first, until 090 is the last one applied (100 and everything after it undone). */
async function rollBackTo090(ctx: TestContext): Promise<void> {
  for (;;) {
    const [last] = (await ctx.db('knex_migrations').select('name').orderBy('id', 'desc').limit(1)) as {
      name: string;
    }[];
    if (!last || last.name === '090-users-display-name') return;
    await ctx.db.migrate.down(MIGRATOR);
  }
}

describeEachDatabase(
  'league pairings migration with data',
  (ctx) => {
    it('turns recorded results into pairings and a recorded bye into the bye; down and up again', async () => {
      const names = ['Ann', 'Bob', 'Cal', 'Dee', 'Eve'];
      const users = [];
      for (const name of names) users.push(await ctx.createMember({ name }));
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      await rollBackTo090(ctx);
      expect(await ctx.db.schema.hasTable('league_pairings')).toBe(false);

      // A match-play league as the service stored it before: each result on both sides, a bye as a win alone.
      const leagueId = await insertLeagueRow(ctx.db, {
        name: 'Old Match Play',
        scoring_type: 'match_play',
        created_at: createdAt,
      });
      const p: Record<string, number> = {};
      for (const [i, name] of names.entries()) {
        p[name] = insertedId(
          await ctx
            .db('league_participants')
            .insert({
              league_id: leagueId,
              user_id: users[i]!.id,
              team_id: i + 1,
              is_team_lead: true,
              created_at: createdAt,
            })
            .returning('id'),
        );
      }
      const roundId = insertedId(
        await ctx
          .db('league_rounds')
          .insert({ league_id: leagueId, round_number: 1, round_date: '2026-11-19', name: null, created_at: createdAt })
          .returning('id'),
      );
      const result = (participant: string, value: string, opponent: string | null) => ({
        league_id: leagueId,
        round_id: roundId,
        participant_id: p[participant],
        strokes: null,
        result: value,
        opponent_participant_id: opponent === null ? null : p[opponent],
        created_at: createdAt,
      });
      await ctx
        .db('league_scores')
        .insert([
          result('Bob', 'win', 'Ann'),
          result('Ann', 'loss', 'Bob'),
          result('Cal', 'loss', 'Dee'),
          result('Dee', 'win', 'Cal'),
          result('Eve', 'win', null),
        ]);

      await migrateLatest(ctx.db);
      const pairings = await ctx
        .db('league_pairings')
        .where({ round_id: roundId })
        .orderBy('id')
        .select('participant_id', 'opponent_participant_id');
      expect(
        pairings.map((r: { participant_id: unknown; opponent_participant_id: unknown }) => [
          Number(r.participant_id),
          r.opponent_participant_id === null ? null : Number(r.opponent_participant_id),
        ]),
      ).toEqual([
        [Math.min(p.Ann!, p.Bob!), Math.max(p.Ann!, p.Bob!)],
        [Math.min(p.Cal!, p.Dee!), Math.max(p.Cal!, p.Dee!)],
        [p.Eve, null],
      ]);
      // The bye's 'win' is no longer a result: the bye pairing stands for it.
      expect(await ctx.db('league_scores').where({ round_id: roundId })).toHaveLength(4);
      expect(await ctx.db('league_scores').where({ participant_id: p.Eve })).toHaveLength(0);

      // The app reads the round as it was played, and the league with the default rules.
      ctx.app.services.forgetKeptReads();
      const league = await admin.get(`/api/leagues/${leagueId}`);
      expect(league.body).toMatchObject({
        ...LEAGUE_RULE_DEFAULTS,
        hasScores: true,
      });
      const matchups = await admin.get(`/api/leagues/${leagueId}/rounds/${roundId}/matchups`);
      expect(
        (matchups.body as Array<{ participantId: number; winnerParticipantId: number | null; bye: boolean }>).map(
          (m) => [m.participantId, m.winnerParticipantId, m.bye],
        ),
      ).toEqual([
        [Math.min(p.Ann!, p.Bob!), p.Bob, false],
        [Math.min(p.Cal!, p.Dee!), p.Dee, false],
        [p.Eve, null, true],
      ]);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect(
        (standings.body.rows as Array<{ players: string[]; points: number; byes: number }>).map((r) => [
          r.players[0],
          r.points,
          r.byes,
        ]),
      ).toEqual([
        ['Bob', 1, 0],
        ['Dee', 1, 0],
        ['Eve', 1, 1],
        ['Ann', 0, 0],
        ['Cal', 0, 0],
      ]);

      // Down removes the table and the rule columns and writes the bye back as a win without an opponent; up again
      // rebuilds the matches' pairings and the bye from the results.
      await rollBackTo090(ctx);
      expect(await ctx.db.schema.hasTable('league_pairings')).toBe(false);
      expect(await ctx.db.schema.hasColumn('leagues', 'bye_result')).toBe(false);
      expect(
        await ctx.db('league_scores').where({ round_id: roundId, result: 'win' }).whereNull('opponent_participant_id'),
      ).toHaveLength(1);
      await migrateLatest(ctx.db);
      expect(await ctx.db('league_pairings').where({ round_id: roundId })).toHaveLength(3);
    });
  },
  { now: () => NOW },
);
