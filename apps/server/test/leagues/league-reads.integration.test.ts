// GET /api/leagues and /api/leagues/:id: what members (and the booking page) may read of leagues.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, LEAGUE_NIGHT_DEFAULTS, LEAGUE_RULE_DEFAULTS } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { insertLeagueRow } from '../support/rows';

// 2026-11-21 15:00 in Longwood (EST).
const NOW = new Date('2026-11-21T20:00:00Z');
const TODAY = '2026-11-21';

interface LeagueInput {
  name: string;
  isActive?: boolean;
  endDate?: string;
}

describeEachDatabase(
  'league reads',
  (ctx) => {
    let ids: Record<string, number> = {};

    async function insertLeague({ name, isActive = true, endDate = addDaysToDateString(TODAY, 60) }: LeagueInput) {
      return insertLeagueRow(ctx.db, {
        name,
        description: `${name} description`,
        league_type: 'scramble',
        scoring_type: 'match_play',
        start_date: addDaysToDateString(TODAY, -30),
        end_date: endDate,
        day_of_week: 'Tuesday',
        number_of_bays: 2,
        is_active: isActive,
        created_at: NOW.toISOString(),
      });
    }

    beforeEach(async () => {
      await ctx.resetData();
      ids = {
        current: await insertLeague({ name: 'Tuesday Scramble' }),
        inactive: await insertLeague({ name: 'Paused League', isActive: false }),
        ended: await insertLeague({ name: 'Summer League', endDate: addDaysToDateString(TODAY, -1) }),
        endsToday: await insertLeague({ name: 'Last Night League', endDate: TODAY }),
      };
      const players = await Promise.all([ctx.createMember(), ctx.createMember(), ctx.createMember()]);
      await ctx.db('league_participants').insert(
        players.map((player, index) => ({
          league_id: ids.current,
          user_id: player.id,
          team_id: index < 2 ? 1 : 2,
          is_team_lead: index !== 1,
          created_at: NOW.toISOString(),
        })),
      );
    });

    it('lists, for members, the active leagues that have not ended, with their participant count', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const res = await client.get('/api/leagues');
      expect(res.status).toBe(200);
      expect(res.body.map((l: { name: string }) => l.name).sort()).toEqual(['Last Night League', 'Tuesday Scramble']);
      const current = res.body.find((l: { id: number }) => l.id === ids.current);
      expect(current).toEqual({
        id: ids.current,
        name: 'Tuesday Scramble',
        description: 'Tuesday Scramble description',
        leagueType: 'scramble',
        scoringType: 'match_play',
        startDate: addDaysToDateString(TODAY, -30),
        endDate: addDaysToDateString(TODAY, 60),
        dayOfWeek: 'Tuesday',
        startTime: '18:00',
        endTime: '20:00',
        maxParticipants: 8,
        numberOfBays: 2,
        courseId: null,
        // The whole of its course (a league with none plays no nine).
        courseHoles: 'all',
        isActive: true,
        numberParticipants: 3,
        hasSchedule: false,
        // The ranking rules a league without its own gets (the migration's defaults are core's).
        ...LEAGUE_RULE_DEFAULTS,
        // The night a row stored without one gets from its columns' defaults: core's new league's, but with net
        // double bogey off and starting handicaps as entered (as leagues stored before those rules keep them).
        ...LEAGUE_NIGHT_DEFAULTS,
        netDoubleBogey: false,
        startingHandicapAllowance: false,
        hasScores: false,
      });
    });

    it('lists every league for admins', async () => {
      const { client } = await ctx.signInAs({ isAdmin: true });
      const res = await client.get('/api/leagues');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(4);
      expect(res.body.find((l: { id: number }) => l.id === ids.inactive).numberParticipants).toBe(0);
    });

    it('reads one league; hidden or unknown leagues are not found for members', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      expect((await client.get(`/api/leagues/${ids.current}`)).body.numberParticipants).toBe(3);
      for (const id of [ids.inactive, ids.ended, 999_999]) {
        const res = await client.get(`/api/leagues/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("The league you're looking for doesn't exist or has been removed.");
      }
      const admin = await ctx.signInAs({ isAdmin: true });
      expect((await admin.client.get(`/api/leagues/${ids.inactive}`)).status).toBe(200);
    });

    describe('roles', () => {
      it('refuses signed-out visitors (401) and non-members (403)', async () => {
        expect((await ctx.client().get('/api/leagues')).status).toBe(401);
        expect((await ctx.client().get(`/api/leagues/${ids.current}`)).status).toBe(401);
        const { client } = await ctx.signInAs({});
        expect((await client.get('/api/leagues')).status).toBe(403);
        expect((await client.get(`/api/leagues/${ids.current}`)).status).toBe(403);
      });
    });
  },
  { now: () => NOW },
);
