// The whole field's starting handicaps in one save over HTTP on SQLite and Postgres
// (docs/decisions/290-starting-handicaps-for-the-field.md): all or nothing, an organiser's or an admin's, never a
// player's.
import { beforeEach, expect, it } from 'vitest';
import type { PlayerHandicap } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight } from '../support/league-night';

describeEachDatabase('league starting handicaps for the field', (ctx) => {
  let admin: TestClient;

  beforeEach(async () => {
    admin = await organiserOf(ctx);
  });

  async function field() {
    return netLeagueNight(ctx, admin, {
      names: ['Ann', 'Bob', 'Cy'],
      roundDates: ['2026-11-26', '2026-12-03'],
      night: { handicapNewPlayer: 'entered', handicapProvisionalRounds: 3 },
      unscored: true,
    });
  }
  const startingOf = async (client: TestClient, leagueId: number) => {
    const res = await client.get(`/api/leagues/${leagueId}/handicaps`);
    expect(res.status).toBe(200);
    return Object.fromEntries(
      (res.body.handicaps as PlayerHandicap[]).map((h) => [h.players[0], [h.startingHandicap, h.current.handicap]]),
    );
  };

  it("saves every player's starting handicap at once, each playing off it, and removes one with null", async () => {
    const { leagueId, players } = await field();
    const saved = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
      entries: [
        { participantId: players.Ann, startingHandicap: 12.4 },
        { participantId: players.Bob, startingHandicap: -1.5 },
        { participantId: players.Cy, startingHandicap: 30 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await startingOf(admin, leagueId)).toEqual({ Ann: [12.4, 12.4], Bob: [-1.5, -1.5], Cy: [30, 30] });
    const removed = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
      entries: [{ participantId: players.Cy, startingHandicap: null }],
    });
    expect(removed.status).toBe(200);
    expect((await startingOf(admin, leagueId)).Cy).toEqual([null, null]);
  });

  it('keeps nothing when one entry is wrong: a player of another league or a figure out of range', async () => {
    const { leagueId, players } = await field();
    const stranger = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
      entries: [
        { participantId: players.Ann, startingHandicap: 12 },
        { participantId: 999_999, startingHandicap: 10 },
      ],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(stranger.body.fieldErrors)).toEqual(['entries.1.participantId']);
    const outOfRange = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
      entries: [
        { participantId: players.Ann, startingHandicap: 12 },
        { participantId: players.Bob, startingHandicap: 60 },
      ],
    });
    expect(outOfRange.status).toBe(400);
    const twice = await admin.put(`/api/leagues/${leagueId}/starting-handicaps`, {
      entries: [
        { participantId: players.Ann, startingHandicap: 12 },
        { participantId: players.Ann, startingHandicap: 13 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(await startingOf(admin, leagueId)).toEqual({ Ann: [null, null], Bob: [null, null], Cy: [null, null] });
  });

  it("is the league's organiser's to save and refused to its players (403)", async () => {
    const { leagueId, players, clients } = await field();
    const body = { entries: [{ participantId: players.Ann, startingHandicap: 8 }] };
    const refused = await clients.Ann!.put(`/api/leagues/${leagueId}/starting-handicaps`, body);
    expect(refused.status).toBe(403);
    expect((await startingOf(admin, leagueId)).Ann).toEqual([null, null]);

    const dee = await ctx.signInAs({ isFrontDesk: true, name: 'Dee Desk', username: 'dee@example.com' });
    expect((await dee.client.put(`/api/leagues/${leagueId}/starting-handicaps`, body)).status).toBe(403);
    expect((await admin.put(`/api/leagues/${leagueId}/organisers/${dee.user.id}`)).status).toBe(200);
    const saved = await dee.client.put(`/api/leagues/${leagueId}/starting-handicaps`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await startingOf(admin, leagueId)).Ann).toEqual([8, 8]);
  });
});
