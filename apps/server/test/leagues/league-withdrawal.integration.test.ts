// Withdrawal and late joiners over real HTTP on SQLite and Postgres
// (docs/decisions/271-league-withdrawal-and-late-joiners.md): a player with scores cannot be deleted (409
// PARTICIPANT_HAS_SCORES) but is withdrawn, keeping their cards and the rounds they played, leaving the rounds to
// come and marked in the standings; a player who joins late starts from the next round, earlier ones stay complete.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { joinLeagueAs, organiserOf } from '../support/league-players';
import { netLeagueNight, ROUND_CARDS } from '../support/league-night';

interface Round {
  roundNumber: number;
  scoredTeams: number;
  totalTeams: number;
  complete: boolean;
}

describeEachDatabase(
  'league withdrawal and late joiners',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    // Round 1 (Nov 12) is scored for Ann and Bob; round 2 (Nov 19) is tonight; round 3 (Nov 26) is to come.
    const night = () =>
      netLeagueNight(ctx, admin, { names: ['Ann', 'Bob'], roundDates: ['2026-11-12', '2026-11-19', '2026-11-26'] });
    const roundsOf = async (leagueId: number) =>
      ((await admin.get(`/api/leagues/${leagueId}/rounds`)).body as Round[]).map((r) => [r.totalTeams, r.complete]);

    it('refuses to delete a player with scores, and withdraws them keeping their history', async () => {
      const { leagueId, players, clients } = await night();
      const removed = await admin.request('DELETE', `/api/leagues/${leagueId}/participants/${players.Bob}`);
      expect(removed.status).toBe(409);
      expect(removed.body.code).toBe('PARTICIPANT_HAS_SCORES');
      expect(removed.body.message).toBe(
        'Bob has scores in this league: withdraw them instead, so their cards, skins and results stand.',
      );

      expect((await clients.Bob!.post(`/api/leagues/${leagueId}/participants/${players.Bob}/withdraw`)).status).toBe(
        403,
      );
      const withdrawn = await admin.post(`/api/leagues/${leagueId}/participants/${players.Bob}/withdraw`);
      expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
      // In round 1 (played, before today) and no later.
      expect(withdrawn.body).toMatchObject({ id: players.Bob, lastRoundNumber: 1 });
      // Bob's own leagues say so too: his league page reads him withdrawn and offers no card for later rounds.
      const bobs = await clients.Bob!.get('/api/user/leagues');
      expect(bobs.body).toEqual([expect.objectContaining({ participantId: players.Bob, lastRoundNumber: 1 })]);

      // His card of round 1 stands; the standings keep his row and mark him withdrawn.
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      const rows = standings.body.rows as { players: string[]; withdrawn: boolean; roundsPlayed: number }[];
      expect(rows.map((r) => [r.players[0], r.withdrawn, r.roundsPlayed])).toEqual([
        ['Ann', false, 1],
        ['Bob', true, 1],
      ]);
      // Round 1 stays complete with both; rounds 2 and 3 are Ann's alone.
      expect(await roundsOf(leagueId)).toEqual([
        [2, true],
        [1, false],
        [1, false],
      ]);
      const tonight = await admin.put(`/api/leagues/${leagueId}/rounds/${(await ids(leagueId))[1]}/scores`, {
        entries: [{ participantId: players.Ann, holes: ROUND_CARDS[2].Ann }],
      });
      expect(tonight.status).toBe(200);
      expect((await roundsOf(leagueId))[1]).toEqual([1, true]);

      const log = await admin.get('/api/admin/activity?action=league.participant-withdrawn');
      expect(log.body.items).toHaveLength(1);
      // A second withdrawal changes nothing.
      const again = await admin.post(`/api/leagues/${leagueId}/participants/${players.Bob}/withdraw`);
      expect(again.body.lastRoundNumber).toBe(1);
      expect((await admin.get('/api/admin/activity?action=league.participant-withdrawn')).body.items).toHaveLength(1);
    });

    const ids = async (leagueId: number) =>
      ((await admin.get(`/api/leagues/${leagueId}/rounds`)).body as { id: number }[]).map((r) => r.id);

    it('a player who joins late starts from the next round: the rounds already played stay complete', async () => {
      const { leagueId } = await night();
      expect(await roundsOf(leagueId)).toEqual([
        [2, true],
        [2, false],
        [2, false],
      ]);
      const { players } = await joinLeagueAs(ctx, leagueId, ['Cal']);
      const list = await admin.get(`/api/leagues/${leagueId}/participants`);
      const cal = (list.body as { id: number; firstRoundNumber: number | null }[]).find((p) => p.id === players.Cal)!;
      expect(cal.firstRoundNumber).toBe(2);
      expect(await roundsOf(leagueId)).toEqual([
        [2, true],
        [3, false],
        [3, false],
      ]);
    });

    it('a withdrawn player is in no later pairing of a match-play night, nor on its printed sheet', async () => {
      // Round 1 (Nov 12) played; round 2 (Nov 26) still to come, its pairings set before Cal withdrew.
      const { leagueId, players, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cal', 'Dot'],
        roundDates: ['2026-11-12', '2026-11-26'],
        league: { name: 'Thursday Match Play', scoringType: 'match_play' },
        unscored: true,
      });
      const next = rounds[1]!;
      const pairings = await admin.put(`/api/leagues/${leagueId}/rounds/${next}/pairings`, {
        pairings: [
          { participantId: players.Ann, opponentParticipantId: players.Cal },
          { participantId: players.Bob, opponentParticipantId: players.Dot },
        ],
      });
      expect(pairings.status, JSON.stringify(pairings.body)).toBe(200);
      const pairsOf = async (roundId: number) =>
        (
          (await admin.get(`/api/leagues/${leagueId}/rounds/${roundId}/matchups`)).body as {
            participantId: number;
            opponentParticipantId: number | null;
          }[]
        ).map((m) => [m.participantId, m.opponentParticipantId]);
      const sheetOf = async (roundId: number) =>
        (
          (await admin.get(`/api/leagues/${leagueId}/rounds/${roundId}/night-sheet`)).body as {
            cards: { players: string[] }[];
          }
        ).cards.map((c) => c.players[0]);
      expect(await sheetOf(next)).toContain('Cal');

      expect((await admin.post(`/api/leagues/${leagueId}/participants/${players.Cal}/withdraw`)).status).toBe(200);
      // Round 2: Ann's match with Cal is gone (Ann waits for the organiser to pair her), Bob and Dot still play.
      expect(await pairsOf(next)).toEqual([[players.Bob, players.Dot]]);
      expect((await sheetOf(next)).sort()).toEqual(['Ann', 'Bob', 'Dot']);
      // Round 1, which Cal was in, keeps them on its suggested pairings and sheet.
      expect((await pairsOf(rounds[0]!)).flat()).toContain(players.Cal);
      expect(await sheetOf(rounds[0]!)).toContain('Cal');
    });

    it('a player without scores is still deleted', async () => {
      const { leagueId } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob'],
        roundDates: ['2026-11-26'],
        unscored: true,
      });
      const list = await admin.get(`/api/leagues/${leagueId}/participants`);
      const bob = (list.body as { id: number; name: string }[]).find((p) => p.name === 'Bob')!;
      expect((await admin.request('DELETE', `/api/leagues/${leagueId}/participants/${bob.id}`)).status).toBe(204);
    });
  },
  { now: () => facilityInstant('2026-11-19', '21:00') },
);
