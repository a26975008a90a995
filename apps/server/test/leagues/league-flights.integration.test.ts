// Flights over HTTP on SQLite and Postgres (docs/decisions/288-league-flights.md): the organiser splits the field by
// handicap (the split is kept, all at once), moves a team by hand, or goes back to one field; standings, the
// leaderboard, skins and side games are then worked out per flight and the round's results e-mail gives each flight's;
// a player of the league cannot change the flights.
import { facilityInstant } from '@longwood/core';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { quietLeagueNight, ROUND_CARDS } from '../support/league-night';
import { organiserOf } from '../support/league-players';
import { suiteSmtpInbox } from '../support/smtp-inbox';

/** Round 2's evening: its results e-mail goes once its last card is saved. */
const RESULTS = /^Round 2 results: Thursday Net$/;
const NOW = facilityInstant('2026-11-19', '21:00');
const smtp = await suiteSmtpInbox();

interface FlightsBody {
  flights: { flight: number; name: string; teams: { teamId: number; players: string[] }[] }[];
  unassigned: { teamId: number; players: string[] }[];
}
const named = (body: FlightsBody) => [
  ...body.flights.map((f) => [f.name, f.teams.map((t) => t.players.join(' & '))]),
  ['none', body.unassigned.map((t) => t.players.join(' & '))],
];

describeEachDatabase(
  'league flights',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    /** Four players: Ann 9.0 and Bob 16.2 after round 1, Cy starting on 1 and Dee on 30; long drive on hole 4. */
    async function night() {
      const made = await quietLeagueNight(ctx, admin, inbox, {
        names: ['Ann', 'Bob', 'Cy', 'Dee'],
        night: { skinsMode: 'net', longDriveHoles: [4], handicapNewPlayer: 'entered' },
      });
      for (const [name, startingHandicap] of [
        ['Cy', 1],
        ['Dee', 30],
      ] as const) {
        const set = await admin.put(`/api/leagues/${made.leagueId}/participants/${made.players[name]}/handicap`, {
          startingHandicap,
        });
        expect(set.status, JSON.stringify(set.body)).toBe(200);
      }
      return made;
    }

    it('splits the field by handicap and works out standings, skins, side games and the results e-mail per flight', async () => {
      const { leagueId, players, clients, rounds } = await night();
      const path = `/api/leagues/${leagueId}/flights`;
      const before = await admin.get(path);
      expect(before.status).toBe(200);
      expect(named(before.body as FlightsBody)).toEqual([['none', ['Ann', 'Bob', 'Cy', 'Dee']]]);

      const split = await admin.put(path, { split: 'handicap', flights: 2 });
      expect(split.status, JSON.stringify(split.body)).toBe(200);
      expect(named(split.body as FlightsBody)).toEqual([
        ['Flight A', ['Ann', 'Cy']],
        ['Flight B', ['Bob', 'Dee']],
        ['none', []],
      ]);
      expect(named((await admin.get(path)).body as FlightsBody)).toEqual(named(split.body as FlightsBody));

      // Round 2: every card (Cy 36 and Dee 45 gross), long drives on hole 4: Ann 265, Cy 250, Bob 240, Dee 300.
      await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/side-games`, {
        entries: [
          { game: 'long_drive', participantId: players.Ann, hole: 4, yards: 265 },
          { game: 'long_drive', participantId: players.Cy, hole: 4, yards: 250 },
          { game: 'long_drive', participantId: players.Bob, hole: 4, yards: 240 },
          { game: 'long_drive', participantId: players.Dee, hole: 4, yards: 300 },
        ],
      });
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [
          { participantId: players.Ann, holes: ROUND_CARDS[2].Ann },
          { participantId: players.Bob, holes: ROUND_CARDS[2].Bob },
          { participantId: players.Cy, holes: [4, 4, 3, 5, 4, 4, 4, 4, 4] },
          { participantId: players.Dee, holes: [5, 6, 4, 6, 5, 5, 5, 4, 5] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      // A player reads the standings flight by flight, each ranked on its own.
      const standings = await clients.Dee!.get(`/api/leagues/${leagueId}/standings`);
      expect(standings.status).toBe(200);
      const rows = standings.body.rows as { flight: number | null; rank: number | null; players: string[] }[];
      expect(rows.map((r) => [r.flight, r.players[0]])).toEqual([
        [1, expect.any(String)],
        [1, expect.any(String)],
        [2, expect.any(String)],
        [2, expect.any(String)],
      ]);
      expect(new Set(rows.filter((r) => r.flight === 1).map((r) => r.players[0]))).toEqual(new Set(['Cy', 'Ann']));
      expect(rows.filter((r) => r.flight === 1).map((r) => r.rank)).toEqual([1, 2]);
      expect(rows.filter((r) => r.flight === 2).map((r) => r.rank)).toEqual([1, 2]);
      const board = await clients.Dee!.get(`/api/leagues/${leagueId}/leaderboard`);
      expect((board.body.rows as { flight: number }[]).map((r) => r.flight)).toEqual([1, 1, 2, 2]);

      // Skins and long drive within each flight: Dee's 300 yards wins Flight B, Ann's 265 Flight A.
      const skins = await clients.Ann!.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/skins`);
      const flightA = new Set([players.Ann, players.Cy]);
      for (const skin of skins.body.skins as { participantId: number; flight: number }[]) {
        expect(flightA.has(skin.participantId)).toBe(skin.flight === 1);
      }
      const drives = skins.body.sideGames as { flight: number; winners: { players: string[] }[]; distance: string }[];
      expect(drives.map((g) => [g.flight, g.winners.map((w) => w.players[0]), g.distance])).toEqual([
        [1, ['Ann'], '265 yards'],
        [2, ['Dee'], '300 yards'],
      ]);

      // The round is complete: the results e-mail gives each flight's places, skins and side games.
      const mail = await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('bob@example.com'));
      expect(mail.text).toMatch(/Winners:\n- Flight A: .+ \(net \d+\).*\n- Flight B: .+ \(net \d+\).*\n/);
      expect(mail.text).toContain(
        'Side games:\n- Flight A: Long drive, hole 4: Ann (265 yards)\n- Flight B: Long drive, hole 4: Dee (300 yards)',
      );
      expect(mail.text).toMatch(
        /Standings:\n- Flight A: 1\. .+\n- Flight A: 2\. .+\n- Flight B: 1\. .+\n- Flight B: 2\. .+\n/,
      );
      expect(mail.text).toMatch(/Skins:\n(- Flight [AB]: Hole \d: .+\n)+/);
      await ctx.app.services.outbox.settle();

      const log = await admin.get('/api/admin/activity?action=league.flights-set');
      expect(log.status).toBe(200);
      expect(JSON.stringify(log.body)).toContain('Flight B');
    });

    it('moves a team by hand, goes back to one field, and refuses what it should, keeping nothing of a refused change', async () => {
      const { leagueId, players, clients } = await night();
      const path = `/api/leagues/${leagueId}/flights`;
      await admin.put(path, { split: 'handicap', flights: 2 });
      const teams = (await admin.get(path)).body as FlightsBody;
      const dee = teams.flights[1]!.teams.find((t) => t.players[0] === 'Dee')!.teamId;

      const moved = await admin.put(path, { split: 'hand', teams: [{ teamId: dee, flight: 1 }] });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(named(moved.body as FlightsBody)).toEqual([
        ['Flight A', ['Ann', 'Cy', 'Dee']],
        ['Flight B', ['Bob']],
        ['none', []],
      ]);

      // A player of the league is not its organiser; an unknown team, a bad body and too many flights are refused.
      expect((await clients.Bob!.put(path, { split: 'none' })).status).toBe(403);
      const unknown = await admin.put(path, {
        split: 'hand',
        teams: [
          { teamId: dee, flight: 2 },
          { teamId: 999_999, flight: 2 },
        ],
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('That team is not in this league.');
      expect((await admin.put(path, { split: 'handicap', flights: 9 })).status).toBe(400);
      const tooMany = await admin.put(path, { split: 'handicap', flights: 5 });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe('There are 4 teams playing: choose fewer flights than that.');
      expect(named((await admin.get(path)).body as FlightsBody)).toEqual(named(moved.body as FlightsBody));

      // A withdrawn player keeps a flight (their history stands in it); back to one field, no row has one.
      expect((await admin.post(`/api/leagues/${leagueId}/participants/${players.Bob}/withdraw`)).status).toBe(200);
      const cleared = await admin.put(path, { split: 'none' });
      expect(named(cleared.body as FlightsBody)).toEqual([['none', ['Ann', 'Bob', 'Cy', 'Dee']]]);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect((standings.body.rows as { flight: unknown }[]).every((r) => r.flight === null)).toBe(true);
    });
  },
  { env: smtp.env, now: () => NOW },
);
