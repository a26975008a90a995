// Best ball and A/B sides over HTTP on SQLite and Postgres (docs/decisions/497-best-ball-and-a-b-teams.md): the
// organiser chooses the format on the league night, puts the players in sides by hand or deals them by handicap, and
// the sides' nights and standings follow from the players' own cards; a player reads them but cannot change them.
import { facilityInstant } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { netLeagueNight } from '../support/league-night';
import { organiserOf } from '../support/league-players';
import { leagueRequest } from '../support/requests';

interface SidesBody {
  format: string;
  sideSize: number;
  sides: {
    side: number;
    name: string;
    rank: number | null;
    points: number;
    nights: number;
    strokes: number | null;
    players: { name: string; letter: 'A' | 'B' | null }[];
    results: { roundNumber: number; score: number | null; opponent: number | null; matches: unknown[] }[];
  }[];
  unassigned: { name: string }[];
}
const ranked = (body: SidesBody) =>
  body.sides.map((s) => [
    s.rank,
    s.name,
    s.players.map((p) => (p.letter ? `${p.letter} ${p.name}` : p.name)),
    s.points,
  ]);

/** Round 2's evening (Nov 19): round 1 (Nov 12) has been played. */
const NOW = facilityInstant('2026-11-19', '21:00');

describeEachDatabase(
  'league sides: best ball and A/B teams',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    it('plays gross best ball by sides of two, placed each night for the points by place', async () => {
      const { leagueId, players, clients, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cy', 'Dee'],
        night: { handicapMode: 'off', rankBy: 'gross', teamFormat: 'best_ball', teamSize: 2, placePoints: [10, 6] },
        unscored: true,
      });
      const path = `/api/leagues/${leagueId}/sides`;
      const teamOf = async () =>
        new Map(
          ((await admin.get(`/api/leagues/${leagueId}/participants`)).body as { id: number; teamId: number }[]).map(
            (p) => [p.id, p.teamId],
          ),
        );
      const team = await teamOf();
      const moved = await admin.put(path, {
        split: 'hand',
        players: [
          { teamId: team.get(players.Ann!)!, side: 1 },
          { teamId: team.get(players.Bob!)!, side: 1 },
          { teamId: team.get(players.Cy!)!, side: 2 },
        ],
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect((moved.body as SidesBody).unassigned.map((p) => p.name)).toEqual(['Dee']);
      // A third player in side 1 is refused, and nothing moves.
      const full = await admin.put(path, { split: 'hand', players: [{ teamId: team.get(players.Dee!)!, side: 1 }] });
      expect(full.status).toBe(400);
      expect(full.body.message).toBe('Side 1 would have more than 2 players.');
      expect(
        (await admin.put(path, { split: 'hand', players: [{ teamId: team.get(players.Dee!)!, side: 2 }] })).status,
      ).toBe(200);

      // Round 1: Ann 41 and Bob 46 make a best ball of 41; Cy 41 and Dee 40 make 39 (Cy's 4 on hole 1, Dee's 3 on 6).
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[0]}/scores`, {
        entries: [
          { participantId: players.Ann, holes: [5, 4, 4, 5, 4, 4, 5, 5, 5] },
          { participantId: players.Bob, holes: [5, 5, 4, 6, 5, 4, 5, 5, 6] },
          { participantId: players.Cy, holes: [4, 5, 4, 5, 4, 4, 5, 5, 5] },
          { participantId: players.Dee, holes: [5, 4, 4, 5, 4, 3, 5, 5, 5] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // A player of the league reads the sides.
      const read = await clients.Bob!.get(path);
      expect(read.status).toBe(200);
      const body = read.body as SidesBody;
      expect(ranked(body)).toEqual([
        [1, 'Side 2', ['Cy', 'Dee'], 10],
        [2, 'Side 1', ['Ann', 'Bob'], 6],
      ]);
      expect(body.sides.map((s) => [s.strokes, s.results.map((r) => r.score)])).toEqual([
        [39, [39]],
        [41, [41]],
      ]);
      // …but cannot change them.
      expect((await clients.Bob!.put(path, { split: 'none' })).status).toBe(403);
    });

    it('deals A/B sides by handicap and plays A against A and B against B for the match points', async () => {
      const { leagueId, players, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cy', 'Dee'],
        night: { handicapNewPlayer: 'entered', startingHandicapAllowance: false, teamFormat: 'a_b' },
        unscored: true,
      });
      for (const [name, startingHandicap] of [
        ['Ann', 2],
        ['Bob', 12],
        ['Cy', 4],
        ['Dee', 10],
      ] as const) {
        const set = await admin.put(`/api/leagues/${leagueId}/participants/${players[name]}/handicap`, {
          startingHandicap,
        });
        expect(set.status, JSON.stringify(set.body)).toBe(200);
      }
      const path = `/api/leagues/${leagueId}/sides`;
      const dealt = await admin.put(path, { split: 'handicap' });
      expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
      // The lowest handicap with the highest: Ann (2) and Bob (12), Cy (4) and Dee (10).
      expect(ranked(dealt.body as SidesBody)).toEqual([
        [null, 'Side 1', ['A Ann', 'B Bob'], 0],
        [null, 'Side 2', ['A Cy', 'B Dee'], 0],
      ]);

      // Round 1 in totals: Ann 38 − 1 = 37 beats Cy 40 − 2 = 38; Bob 45 − 6 = 39 halves Dee 44 − 5 = 39.
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[0]}/scores`, {
        entries: [
          { participantId: players.Ann, strokes: 38 },
          { participantId: players.Bob, strokes: 45 },
          { participantId: players.Cy, strokes: 40 },
          { participantId: players.Dee, strokes: 44 },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const body = (await admin.get(path)).body as SidesBody;
      expect(ranked(body)).toEqual([
        [1, 'Side 1', ['A Ann', 'B Bob'], 1.5],
        [2, 'Side 2', ['A Cy', 'B Dee'], 0.5],
      ]);
      expect(body.sides[0]!.results).toMatchObject([{ roundNumber: 1, opponent: 2, matches: ['win', 'halve'] }]);
    });

    it('refuses sides without a format, and a format in a scramble or match-play league', async () => {
      const { leagueId } = await netLeagueNight(ctx, admin, { unscored: true });
      const sides = await admin.put(`/api/leagues/${leagueId}/sides`, { split: 'handicap' });
      expect(sides.status).toBe(400);
      expect(sides.body.message).toBe(
        'This league plays no team format: choose best ball or A/B teams on its night first.',
      );
      const match = await admin.post(
        '/api/admin/leagues',
        leagueRequest({
          name: 'Match Night',
          scoringType: 'match_play',
          startDate: '2026-11-26',
          endDate: '2026-12-17',
        }),
      );
      const night = await admin.put(`/api/leagues/${match.body.id as number}/night`, { teamFormat: 'best_ball' });
      expect(night.status).toBe(400);
      expect(night.body.message).toBe('Best ball and A/B teams are played by an individual stroke-play league.');
      expect((await admin.put(`/api/leagues/${leagueId}/night`, { teamSize: 3 })).status).toBe(400);
    });
  },
  { now: () => NOW },
);
