// League play an organiser can trust, over real HTTP on SQLite and Postgres
// (docs/decisions/201-league-play-an-organiser-can-trust.md): a match-play round's pairings kept apart from its
// results (partial saves, halves, the bye, one pairing per player, played pairings fixed, no results before the
// round's day), standings by the league's rules with tie-break notes and rank changes, the locks on a league's
// scoring and capacity, leaving a league, members-only participants, league reservations named in booking
// management, and saved pairings in the activity log.
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant, type ActivityEntry, type LeagueRound, type Matchup, type StandingsRow } from '@longwood/core';
import { standingsWeek } from '@longwood/core/testing';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { bookingRequest, leagueRequest } from '../support/requests';
import { joinLeagueAs } from '../support/league-players';
import { insertLeagueRow } from '../support/rows';

// Saturday 2026-11-21, 15:00 in Longwood.
const NOW = facilityInstant('2026-11-21', '15:00');
const TODAY = '2026-11-21';
/** Thursdays already played, and one to come. */
const PLAYED = ['2026-11-05', '2026-11-12', '2026-11-19'];
const NEXT_THURSDAY = '2026-11-26';

const MATCH_PLAY = leagueRequest({
  name: 'Thursday Match Play',
  startDate: NEXT_THURSDAY,
  endDate: '2026-12-17',
  scoringType: 'match_play',
});
const STROKE_PLAY = leagueRequest({ name: 'Thursday Strokes', startDate: NEXT_THURSDAY, endDate: '2026-12-17' });

type Players = Record<string, number>;
type SheetEntry = {
  participantId: number;
  opponentParticipantId?: number | null;
  result?: 'win' | 'loss' | 'halve' | null;
  strokes?: number | null;
};

/** A matchup as GET .../matchups lists a stored pairing. */
const match = (roundId: number, a: number, b: number, winner: number | null = null, halved = false): Matchup => ({
  roundId,
  participantId: a,
  opponentParticipantId: b,
  winnerParticipantId: winner,
  halved,
  bye: false,
  suggested: false,
});
const bye = (roundId: number, a: number): Matchup => ({
  roundId,
  participantId: a,
  opponentParticipantId: null,
  winnerParticipantId: null,
  halved: false,
  bye: true,
  suggested: false,
});

describeEachDatabase(
  'league play',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      await ctx.resetData();
      admin = (await ctx.signInAs({ isAdmin: true, username: 'organiser' })).client;
    });

    async function createLeague(form: Record<string, unknown>) {
      const res = await admin.post('/api/admin/leagues', form);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    }

    /** A league with members of these display names joined in order (teams 1, 2, …); their participant ids by name. */
    async function leagueWith(form: Record<string, unknown>, names: readonly string[]) {
      const leagueId = await createLeague(form);
      const { players, clients }: { players: Players; clients: Record<string, TestClient> } = await joinLeagueAs(
        ctx,
        leagueId,
        names,
      );
      return { leagueId, players, clients };
    }

    async function addRound(leagueId: number, roundNumber: number, roundDate: string): Promise<number> {
      const res = await admin.post(`/api/leagues/${leagueId}/rounds`, { roundNumber, roundDate });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    }

    const sheet = (leagueId: number, roundId: number, entries: SheetEntry[]) =>
      admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/scores`, { entries });
    const pairings = (leagueId: number, roundId: number, list: Array<[number, number | null]>) =>
      admin.put(`/api/leagues/${leagueId}/rounds/${roundId}/pairings`, {
        pairings: list.map(([participantId, opponentParticipantId]) => ({ participantId, opponentParticipantId })),
      });
    async function matchups(leagueId: number, roundId: number, client: TestClient = admin): Promise<Matchup[]> {
      const res = await client.get(`/api/leagues/${leagueId}/rounds/${roundId}/matchups`);
      expect(res.status).toBe(200);
      return res.body;
    }
    /** The round's results as [participant, result, opponent], in participant order. */
    async function results(leagueId: number, roundId: number) {
      const res = await admin.get(`/api/leagues/${leagueId}/rounds/${roundId}/scores`);
      expect(res.status).toBe(200);
      return (res.body as Array<{ participantId: number; result: string; opponentParticipantId: number | null }>)
        .map((s) => [s.participantId, s.result, s.opponentParticipantId])
        .sort((a, b) => (a[0] as number) - (b[0] as number));
    }
    async function standings(leagueId: number, client: TestClient = admin) {
      const res = await client.get(`/api/leagues/${leagueId}/standings`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { rules: Record<string, unknown>; rounds: unknown[]; rows: StandingsRow[] };
    }
    const editLeague = (leagueId: number, form: Record<string, unknown>) =>
      admin.request('PATCH', `/api/leagues/${leagueId}`, form);

    /** Ann v Bob and Cal's bye, set as the round's pairings. */
    async function pairAnnBobCalBye(leagueId: number, roundId: number, p: Players) {
      const saved = await pairings(leagueId, roundId, [
        [p.Ann!, p.Bob!],
        [p.Cal!, null],
      ]);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    /** The matchups of a round where Ann beat Bob, Cal v Dee is not played and Eve has the bye. */
    const annBeatBob = (roundId: number, p: Players) => [
      match(roundId, p.Ann!, p.Bob!, p.Ann!),
      match(roundId, p.Cal!, p.Dee!),
      bye(roundId, p.Eve!),
    ];

    describe('a match-play round', () => {
      const FIVE = ['Ann', 'Bob', 'Cal', 'Dee', 'Eve'];

      it('partial saves keep the round’s other pairings, its bye and the results saved before', async () => {
        const { leagueId, players: p, clients } = await leagueWith(MATCH_PLAY, FIVE);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);
        const progress = async () =>
          ((await admin.get(`/api/leagues/${leagueId}/rounds`)).body as LeagueRound[]).map((r) => [
            r.scoredTeams,
            r.totalTeams,
          ]);
        expect(await progress()).toEqual([[0, 5]]);

        // The organiser's pairings, saved without results.
        const paired = await sheet(leagueId, roundId, [
          { participantId: p.Ann!, opponentParticipantId: p.Bob! },
          { participantId: p.Cal!, opponentParticipantId: p.Dee! },
          { participantId: p.Eve!, opponentParticipantId: null },
        ]);
        expect(paired.status, JSON.stringify(paired.body)).toBe(200);
        expect(paired.body).toEqual([]);
        const unplayed = [match(roundId, p.Ann!, p.Bob!), match(roundId, p.Cal!, p.Dee!), bye(roundId, p.Eve!)];
        expect(await matchups(leagueId, roundId)).toEqual(unplayed);

        // One result, against the stored opponent: the other pairing and the bye stay.
        const first = await sheet(leagueId, roundId, [{ participantId: p.Ann!, result: 'win' }]);
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        expect(await results(leagueId, roundId)).toEqual([
          [p.Ann, 'win', p.Bob],
          [p.Bob, 'loss', p.Ann],
        ]);
        expect(await matchups(leagueId, roundId)).toEqual(annBeatBob(roundId, p));
        // Ann and Bob have their result; Eve's bye counts once the round has one.
        expect(await progress()).toEqual([[3, 5]]);

        // A second partial save, from the other side of the other pairing, keeps the first result.
        const second = await sheet(leagueId, roundId, [{ participantId: p.Dee!, result: 'win' }]);
        expect(second.status, JSON.stringify(second.body)).toBe(200);
        expect(await results(leagueId, roundId)).toEqual([
          [p.Ann, 'win', p.Bob],
          [p.Bob, 'loss', p.Ann],
          [p.Cal, 'loss', p.Dee],
          [p.Dee, 'win', p.Cal],
        ]);
        // Members of the league read the same matchups.
        expect(await matchups(leagueId, roundId, clients.Eve)).toEqual([
          match(roundId, p.Ann!, p.Bob!, p.Ann!),
          match(roundId, p.Cal!, p.Dee!, p.Dee!),
          bye(roundId, p.Eve!),
        ]);
        expect(await progress()).toEqual([[5, 5]]);

        // Clearing one result leaves its pairing, unplayed, and the rest as they were.
        expect((await sheet(leagueId, roundId, [{ participantId: p.Bob!, result: null }])).status).toBe(200);
        expect(await matchups(leagueId, roundId)).toEqual([
          match(roundId, p.Ann!, p.Bob!),
          match(roundId, p.Cal!, p.Dee!, p.Dee!),
          bye(roundId, p.Eve!),
        ]);
      });

      it('a halved match is recorded on both sides, from the sheet and from a single score, ½ point each', async () => {
        const { leagueId, players: p } = await leagueWith(MATCH_PLAY, ['Ann', 'Bob', 'Cal', 'Dee']);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);

        const halved = await sheet(leagueId, roundId, [
          { participantId: p.Ann!, opponentParticipantId: p.Bob!, result: 'halve' },
        ]);
        expect(halved.status, JSON.stringify(halved.body)).toBe(200);
        const single = await admin.post(`/api/leagues/${leagueId}/scores`, {
          roundId,
          participantId: p.Cal!,
          opponentParticipantId: p.Dee!,
          result: 'halve',
        });
        expect(single.status, JSON.stringify(single.body)).toBe(201);
        expect(single.body).toMatchObject({ participantId: p.Cal, result: 'halve', opponentParticipantId: p.Dee });

        expect(await results(leagueId, roundId)).toEqual([
          [p.Ann, 'halve', p.Bob],
          [p.Bob, 'halve', p.Ann],
          [p.Cal, 'halve', p.Dee],
          [p.Dee, 'halve', p.Cal],
        ]);
        expect(await matchups(leagueId, roundId)).toEqual([
          match(roundId, p.Ann!, p.Bob!, null, true),
          match(roundId, p.Cal!, p.Dee!, null, true),
        ]);
        // Both sides agreeing on the halve is the same match; one side saying otherwise is refused.
        expect(
          (
            await sheet(leagueId, roundId, [
              { participantId: p.Ann!, opponentParticipantId: p.Bob!, result: 'halve' },
              { participantId: p.Bob!, opponentParticipantId: p.Ann!, result: 'halve' },
            ])
          ).status,
        ).toBe(200);
        const disagree = await sheet(leagueId, roundId, [
          { participantId: p.Ann!, opponentParticipantId: p.Bob!, result: 'halve' },
          { participantId: p.Bob!, opponentParticipantId: p.Ann!, result: 'win' },
        ]);
        expect([disagree.status, disagree.body.message]).toEqual([
          400,
          'The two results of a match must be one win and one loss, or both halved, against each other.',
        ]);

        const { rows } = await standings(leagueId);
        expect(
          rows.map((r) => [r.players, r.rank, r.wins, r.losses, r.halves, r.points, r.winPercentage, r.tieBreak]),
        ).toEqual(
          ['Ann', 'Bob', 'Cal', 'Dee'].map((name) => [[name], 1, 0, 0, 1, 0.5, 0.5, 'Tied on points; rank shared']),
        );
        expect(rows[0]!.weeks).toEqual([
          {
            roundId,
            strokes: null,
            result: 'halve',
            opponentTeamId: 2,
            opponent: 'Bob',
            counted: false,
            didNotPlay: false,
            absence: null,
            gross: null,
            net: null,
          },
        ]);
      });

      it('a result changed or deleted on its own keeps the two sides of the match together', async () => {
        const { leagueId, players: p } = await leagueWith(MATCH_PLAY, ['Ann', 'Bob', 'Cal']);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);
        await pairAnnBobCalBye(leagueId, roundId, p);
        const created = await admin.post(`/api/leagues/${leagueId}/scores`, {
          roundId,
          participantId: p.Bob!,
          result: 'win',
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        expect(created.body).toMatchObject({ participantId: p.Bob, result: 'win', opponentParticipantId: p.Ann });

        const halved = await admin.patch(`/api/leagues/${leagueId}/scores/${created.body.id}`, { result: 'halve' });
        expect([halved.status, halved.body.result]).toEqual([200, 'halve']);
        expect(await results(leagueId, roundId)).toEqual([
          [p.Ann, 'halve', p.Bob],
          [p.Bob, 'halve', p.Ann],
        ]);
        const toBye = await admin.patch(`/api/leagues/${leagueId}/scores/${created.body.id}`, {
          opponentParticipantId: null,
        });
        // Cal has the round's bye already (and a bye has no result): refused, nothing changes.
        expect([toBye.status, toBye.body.message]).toEqual([400, 'Only one team can have the bye in a round.']);
        expect(await results(leagueId, roundId)).toHaveLength(2);
        // A bye's player cannot be given a result either.
        const byeResult = await admin.post(`/api/leagues/${leagueId}/scores`, {
          roundId,
          participantId: p.Cal!,
          result: 'win',
        });
        expect([byeResult.status, byeResult.body.message]).toEqual([
          400,
          'A bye has no result: enter the opponent of this match.',
        ]);

        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/scores/${created.body.id}`)).status).toBe(204);
        expect(await results(leagueId, roundId)).toEqual([]);
        expect(await matchups(leagueId, roundId)).toEqual([match(roundId, p.Ann!, p.Bob!), bye(roundId, p.Cal!)]);
        // The round's pairings go with the round.
        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/rounds/${roundId}`)).status).toBe(204);
        expect(await ctx.db('league_pairings').where({ league_id: leagueId })).toEqual([]);
      });

      it('a player is in one pairing per round: the sheet and the pairings route refuse a second (400)', async () => {
        const { leagueId, players: p } = await leagueWith(MATCH_PLAY, FIVE);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);
        const twice = 'Ann is in two pairings of this round: a player plays one match per round.';

        const onSheet = await sheet(leagueId, roundId, [
          { participantId: p.Ann!, opponentParticipantId: p.Bob! },
          { participantId: p.Cal!, opponentParticipantId: p.Ann!, result: 'win' },
        ]);
        expect([onSheet.status, onSheet.body.code, onSheet.body.message]).toEqual([400, 'SCORE_INVALID', twice]);
        const onPairings = await pairings(leagueId, roundId, [
          [p.Ann!, p.Bob!],
          [p.Ann!, p.Cal!],
          [p.Dee!, null],
        ]);
        expect([onPairings.status, onPairings.body.code, onPairings.body.message]).toEqual([
          400,
          'SCORE_INVALID',
          twice,
        ]);
        const twoByes = await pairings(leagueId, roundId, [
          [p.Ann!, null],
          [p.Bob!, null],
        ]);
        expect([twoByes.status, twoByes.body.message]).toEqual([400, 'Only one team can have the bye in a round.']);
        // Nothing was stored: the round still shows the round-robin suggestion.
        const suggested = await matchups(leagueId, roundId);
        expect(suggested.every((m) => m.suggested)).toBe(true);
        expect(await results(leagueId, roundId)).toEqual([]);
      });

      it('pairings: a played pairing cannot change (409 MATCH_PLAYED); played ones kept as they are stay played', async () => {
        const { leagueId, players: p } = await leagueWith(MATCH_PLAY, FIVE);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);
        const set = await pairings(leagueId, roundId, [
          [p.Ann!, p.Bob!],
          [p.Cal!, p.Dee!],
          [p.Eve!, null],
        ]);
        expect(set.status, JSON.stringify(set.body)).toBe(200);
        expect(set.body).toEqual([
          match(roundId, p.Ann!, p.Bob!),
          match(roundId, p.Cal!, p.Dee!),
          bye(roundId, p.Eve!),
        ]);
        expect((await sheet(leagueId, roundId, [{ participantId: p.Bob!, result: 'loss' }])).status).toBe(200);

        const moved = await pairings(leagueId, roundId, [
          [p.Ann!, p.Cal!],
          [p.Bob!, p.Dee!],
          [p.Eve!, null],
        ]);
        expect([moved.status, moved.body.code, moved.body.message]).toEqual([
          409,
          'MATCH_PLAYED',
          'Ann vs Bob already has a result: clear it before changing that pairing.',
        ]);
        const dropped = await pairings(leagueId, roundId, [[p.Cal!, p.Dee!]]);
        expect([dropped.status, dropped.body.code]).toEqual([409, 'MATCH_PLAYED']);
        expect(await matchups(leagueId, roundId)).toEqual(annBeatBob(roundId, p));

        // The played pairing kept (its sides either way round), the unplayed ones and the bye moved.
        const kept = await pairings(leagueId, roundId, [
          [p.Ann!, p.Bob!],
          [p.Cal!, p.Eve!],
          [p.Dee!, null],
        ]);
        expect(kept.status, JSON.stringify(kept.body)).toBe(200);
        const after = [match(roundId, p.Ann!, p.Bob!, p.Ann!), match(roundId, p.Cal!, p.Eve!), bye(roundId, p.Dee!)];
        expect(kept.body).toEqual(after);
        expect(await matchups(leagueId, roundId)).toEqual(after);
        expect(await results(leagueId, roundId)).toEqual([
          [p.Ann, 'win', p.Bob],
          [p.Bob, 'loss', p.Ann],
        ]);

        // Once its result is cleared, the pairing can change.
        expect((await sheet(leagueId, roundId, [{ participantId: p.Ann!, result: null }])).status).toBe(200);
        const changed = await pairings(leagueId, roundId, [
          [p.Ann!, p.Cal!],
          [p.Bob!, p.Eve!],
          [p.Dee!, null],
        ]);
        expect(changed.status, JSON.stringify(changed.body)).toBe(200);
        expect(await results(leagueId, roundId)).toEqual([]);
      });

      it('saves of one round at once: each match keeps one result a side, none lost', async () => {
        const { leagueId, players: p } = await leagueWith(MATCH_PLAY, FIVE);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);
        expect(
          (
            await pairings(leagueId, roundId, [
              [p.Ann!, p.Bob!],
              [p.Cal!, p.Dee!],
              [p.Eve!, null],
            ])
          ).status,
        ).toBe(200);
        // The same result sent several times at once, and the other match's result alongside.
        const saves = await Promise.all([
          ...Array.from({ length: 4 }, () => sheet(leagueId, roundId, [{ participantId: p.Ann!, result: 'win' }])),
          ...Array.from({ length: 4 }, () => sheet(leagueId, roundId, [{ participantId: p.Cal!, result: 'halve' }])),
        ]);
        expect(saves.map((r) => r.status)).toEqual(Array(8).fill(200));
        expect(await results(leagueId, roundId)).toEqual([
          [p.Ann, 'win', p.Bob],
          [p.Bob, 'loss', p.Ann],
          [p.Cal, 'halve', p.Dee],
          [p.Dee, 'halve', p.Cal],
        ]);
        expect(await matchups(leagueId, roundId)).toEqual([
          match(roundId, p.Ann!, p.Bob!, p.Ann!),
          match(roundId, p.Cal!, p.Dee!, null, true),
          bye(roundId, p.Eve!),
        ]);
      });

      it('a round still to come takes pairings but no results (409 ROUND_NOT_PLAYED)', async () => {
        const { leagueId, players: p } = await leagueWith(MATCH_PLAY, ['Ann', 'Bob', 'Cal', 'Dee']);
        const future = await addRound(leagueId, 2, NEXT_THURSDAY);
        const notYet = 'Round 2 is on Thursday, November 26, 2026: its results can be entered from that day.';

        const early = await sheet(leagueId, future, [
          { participantId: p.Ann!, opponentParticipantId: p.Bob!, result: 'win' },
        ]);
        expect([early.status, early.body.code, early.body.message]).toEqual([409, 'ROUND_NOT_PLAYED', notYet]);
        const single = await admin.post(`/api/leagues/${leagueId}/scores`, {
          roundId: future,
          participantId: p.Ann!,
          opponentParticipantId: p.Bob!,
          result: 'win',
        });
        expect([single.status, single.body.code]).toEqual([409, 'ROUND_NOT_PLAYED']);

        expect((await pairings(leagueId, future, [[p.Ann!, p.Bob!]])).status).toBe(200);
        expect((await sheet(leagueId, future, [{ participantId: p.Cal!, opponentParticipantId: p.Dee! }])).status).toBe(
          200,
        );
        expect(await matchups(leagueId, future)).toEqual([
          match(future, p.Ann!, p.Bob!),
          match(future, p.Cal!, p.Dee!),
        ]);
        expect(await results(leagueId, future)).toEqual([]);

        // A round dated today takes results.
        const today = await addRound(leagueId, 1, TODAY);
        expect(
          (await sheet(leagueId, today, [{ participantId: p.Ann!, opponentParticipantId: p.Bob!, result: 'win' }]))
            .status,
        ).toBe(200);
      });
    });

    describe('standings', () => {
      it('match play over three rounds: points, head-to-head note, rank change and the week-by-week grid', async () => {
        const { leagueId, players: p, clients } = await leagueWith(MATCH_PLAY, ['Ann', 'Bob', 'Cal', 'Dee']);
        const [r1, r2, r3] = [
          await addRound(leagueId, 1, PLAYED[0]!),
          await addRound(leagueId, 2, PLAYED[1]!),
          await addRound(leagueId, 3, PLAYED[2]!),
        ];
        // Round 1 on one sheet: Ann beats Bob, Cal and Dee halve.
        expect(
          (
            await sheet(leagueId, r1!, [
              { participantId: p.Ann!, opponentParticipantId: p.Bob!, result: 'win' },
              { participantId: p.Dee!, opponentParticipantId: p.Cal!, result: 'halve' },
            ])
          ).status,
        ).toBe(200);
        // Round 2 paired first, then saved result by result: Ann and Cal halve, Bob beats Dee.
        expect(
          (
            await pairings(leagueId, r2!, [
              [p.Ann!, p.Cal!],
              [p.Bob!, p.Dee!],
            ])
          ).status,
        ).toBe(200);
        expect((await sheet(leagueId, r2!, [{ participantId: p.Cal!, result: 'halve' }])).status).toBe(200);
        expect((await sheet(leagueId, r2!, [{ participantId: p.Dee!, result: 'loss' }])).status).toBe(200);
        // Round 3 as single scores: Dee beats Ann, Bob beats Cal.
        for (const [participantId, opponentParticipantId] of [
          [p.Dee!, p.Ann!],
          [p.Bob!, p.Cal!],
        ]) {
          const res = await admin.post(`/api/leagues/${leagueId}/scores`, {
            roundId: r3,
            participantId,
            opponentParticipantId,
            result: 'win',
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
        }

        // Worked by hand. After round 2: Ann 1.5, Bob 1, Cal 1, Dee 0.5; Bob and Cal never met, have the same win
        // percentage (1/2 and ½/2), Cal has fewer losses: Ann 1, Cal 2, Bob 3, Dee 4.
        // After round 3: Bob 2 (W2 L1); Ann and Dee 1.5 each (W1 H1 L1), Dee beat Ann; Cal 1 (H2 L1).
        const table = await standings(leagueId, clients.Cal);
        expect(table.rules).toMatchObject({ pointsWin: 1, pointsHalve: 0.5, pointsLoss: 0, byeResult: 'win' });
        expect(table.rounds).toEqual([
          { roundId: r1, roundNumber: 1, roundDate: PLAYED[0] },
          { roundId: r2, roundNumber: 2, roundDate: PLAYED[1] },
          { roundId: r3, roundNumber: 3, roundDate: PLAYED[2] },
        ]);
        expect(
          table.rows.map((r) => [
            r.players[0],
            r.rank,
            r.ranked,
            r.points,
            [r.wins, r.losses, r.halves, r.byes],
            r.winPercentage,
            r.roundsPlayed,
            r.rankChange,
            r.tieBreak,
          ]),
        ).toEqual([
          ['Bob', 1, true, 2, [2, 1, 0, 0], 0.667, 3, 2, null],
          ['Dee', 2, true, 1.5, [1, 1, 1, 0], 0.5, 3, 2, 'Tied on points; ahead on head-to-head'],
          ['Ann', 3, true, 1.5, [1, 1, 1, 0], 0.5, 3, -2, 'Tied on points; behind on head-to-head'],
          ['Cal', 4, true, 1, [0, 1, 2, 0], 0.333, 3, -2, null],
        ]);
        const ann = table.rows.find((r) => r.players[0] === 'Ann')!;
        expect(ann.weeks.map((w) => [w.roundId, w.result, w.opponent])).toEqual([
          [r1, 'win', 'Bob'],
          [r2, 'halve', 'Cal'],
          [r3, 'loss', 'Dee'],
        ]);
        expect(ann.totalStrokes).toBeNull();
      });

      it('match play: a bye earns what the league says once its round has results', async () => {
        const { leagueId, players: p } = await leagueWith({ ...MATCH_PLAY, byeResult: 'halve' }, ['Ann', 'Bob', 'Cal']);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);
        await pairAnnBobCalBye(leagueId, roundId, p);
        // Paired but not played: no one has a rank yet, the bye earns nothing yet.
        expect((await standings(leagueId)).rows.map((r) => [r.players[0], r.rank, r.points, r.byes])).toEqual([
          ['Ann', null, 0, 0],
          ['Bob', null, 0, 0],
          ['Cal', null, 0, 0],
        ]);
        expect((await sheet(leagueId, roundId, [{ participantId: p.Bob!, result: 'win' }])).status).toBe(200);
        const { rows } = await standings(leagueId);
        expect(rows.map((r) => [r.players[0], r.rank, r.points, r.byes, r.winPercentage])).toEqual([
          ['Bob', 1, 1, 0, 1],
          ['Cal', 2, 0.5, 1, null],
          ['Ann', 3, 0, 0, 0],
        ]);
        expect(rows[1]!.weeks).toEqual([standingsWeek(roundId, { result: 'bye' })]);
      });

      it('stroke play, best 2 rounds with at least 2 to rank: best-round tie-break, the not yet ranked last', async () => {
        const rules = { strokeRanking: 'best_rounds', countedRounds: 2, minRoundsToRank: 2 };
        const { leagueId, players: p } = await leagueWith({ ...STROKE_PLAY, ...rules }, ['Ann', 'Bob', 'Cal', 'Dee']);
        const rounds = [
          await addRound(leagueId, 1, PLAYED[0]!),
          await addRound(leagueId, 2, PLAYED[1]!),
          await addRound(leagueId, 3, PLAYED[2]!),
        ];
        const cards: Array<[string, Array<number | null>]> = [
          ['Ann', [70, 72, 80]],
          ['Bob', [71, 71, 75]],
          ['Cal', [69, null, null]],
          ['Dee', [75, 74, 73]],
        ];
        for (const [i, roundId] of rounds.entries()) {
          const entries = cards.flatMap(([name, strokes]) =>
            strokes[i] === null ? [] : [{ participantId: p[name]!, strokes: strokes[i] }],
          );
          expect((await sheet(leagueId, roundId, entries)).status).toBe(200);
        }
        const table = await standings(leagueId);
        expect(table.rules).toMatchObject(rules);
        expect(
          table.rows.map((r) => [
            r.players[0],
            r.rank,
            r.ranked,
            r.countedStrokes,
            r.averageStrokes,
            r.bestRound,
            r.rankChange,
            r.tieBreak,
            r.weeks.map((w) => (w.counted ? w.strokes : null)),
          ]),
        ).toEqual([
          [
            'Ann',
            1,
            true,
            142,
            74,
            70,
            0,
            'Tied on total of the best 2 rounds; ahead on best single round',
            [70, 72, null],
          ],
          [
            'Bob',
            2,
            true,
            142,
            72.3,
            71,
            0,
            'Tied on total of the best 2 rounds; behind on best single round',
            [71, 71, null],
          ],
          ['Dee', 3, true, 147, 74, 73, 0, null, [null, 74, 73]],
          // One round played of the two needed: listed, not yet ranked.
          ['Cal', null, false, 69, 69, 69, null, null, [69, null, null]],
        ]);
      });

      it('no rank before any score', async () => {
        const { leagueId, players: p } = await leagueWith(STROKE_PLAY, ['Ann', 'Bob', 'Cal']);
        await addRound(leagueId, 1, PLAYED[2]!);
        const { rows } = await standings(leagueId);
        expect(rows.map((r) => [r.players[0], r.rank, r.ranked, r.rankChange, r.tieBreak, r.roundsPlayed])).toEqual([
          ['Ann', null, false, null, null, 0],
          ['Bob', null, false, null, null, 0],
          ['Cal', null, false, null, null, 0],
        ]);
        expect(p.Ann).toBeGreaterThan(0);
      });
    });

    describe('league changes', () => {
      it('scoring type and ranking rules are fixed once scores exist (409 LEAGUE_SCORED); before, they change', async () => {
        const { leagueId, players: p } = await leagueWith(STROKE_PLAY, ['Ann']);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);

        const toMatch = await editLeague(leagueId, { ...STROKE_PLAY, scoringType: 'match_play', pointsWin: 2 });
        expect(toMatch.status, JSON.stringify(toMatch.body)).toBe(200);
        expect(toMatch.body).toMatchObject({ scoringType: 'match_play', pointsWin: 2, hasScores: false });
        const back = await editLeague(leagueId, { ...STROKE_PLAY, strokeRanking: 'best_rounds', countedRounds: 3 });
        expect(back.status, JSON.stringify(back.body)).toBe(200);
        // Rules the form leaves out are kept.
        expect(back.body).toMatchObject({
          scoringType: 'lowest_score',
          strokeRanking: 'best_rounds',
          countedRounds: 3,
          pointsWin: 2,
        });

        // The rules an edit leaves the league with are checked with the ones it keeps (a win earns 2 here).
        const halveAboveWin = await editLeague(leagueId, { ...STROKE_PLAY, pointsHalve: 2.5 });
        expect([halveAboveWin.status, halveAboveWin.body.fieldErrors]).toEqual([
          400,
          { pointsHalve: ['A win must earn more than a loss, and a halve must be between them'] },
        ]);
        const noCount = await editLeague(leagueId, { ...STROKE_PLAY, countedRounds: null });
        expect([noCount.status, noCount.body.fieldErrors]).toEqual([
          400,
          { countedRounds: ['Enter how many rounds count'] },
        ]);

        expect((await sheet(leagueId, roundId, [{ participantId: p.Ann!, strokes: 72 }])).status).toBe(200);
        expect((await admin.get(`/api/leagues/${leagueId}`)).body.hasScores).toBe(true);
        const scored =
          'Scores have been entered in this league: its scoring type, ranking and points can no longer change. Delete its scores to change them.';
        for (const change of [
          { scoringType: 'match_play' },
          { strokeRanking: 'average' },
          { countedRounds: 2 },
          { pointsWin: 3 },
          { pointsHalve: 1 },
          { byeResult: 'none' },
        ]) {
          const refused = await editLeague(leagueId, { ...STROKE_PLAY, ...change });
          expect([refused.status, refused.body.code, refused.body.message], JSON.stringify(change)).toEqual([
            409,
            'LEAGUE_SCORED',
            scored,
          ]);
        }
        // The minimum rounds to be ranked changes only who is ranked yet: it may be set with scores in.
        const minimum = await editLeague(leagueId, { ...STROKE_PLAY, minRoundsToRank: 4 });
        expect([minimum.status, minimum.body.minRoundsToRank]).toEqual([200, 4]);
        // Other changes, and the same rules given again, are fine.
        const renamed = await editLeague(leagueId, {
          ...STROKE_PLAY,
          name: 'Thursday Stroke Play',
          strokeRanking: 'best_rounds',
          countedRounds: 3,
        });
        expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
        expect(renamed.body).toMatchObject({
          name: 'Thursday Stroke Play',
          scoringType: 'lowest_score',
          countedRounds: 3,
        });

        // With its scores deleted, the league's scoring can change again.
        const [score] = (await admin.get(`/api/leagues/${leagueId}/scores`)).body;
        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/scores/${score.id}`)).status).toBe(204);
        expect((await editLeague(leagueId, { ...STROKE_PLAY, scoringType: 'match_play' })).status).toBe(200);
      });

      it('a change of scoring type racing the first scores never leaves scores of the other type', async () => {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const { leagueId, players: p } = await leagueWith({ ...STROKE_PLAY, name: `Race ${attempt}` }, [
            `Ann${attempt}`,
          ]);
          const roundId = await addRound(leagueId, 1, PLAYED[2]!);
          const [changed, saved] = await Promise.all([
            editLeague(leagueId, { ...STROKE_PLAY, name: `Race ${attempt}`, scoringType: 'match_play' }),
            sheet(leagueId, roundId, [{ participantId: p[`Ann${attempt}`]!, strokes: 72 }]),
          ]);
          const league = (await admin.get(`/api/leagues/${leagueId}`)).body;
          if (changed.status === 200) {
            // The change went first: the strokes were refused for a match-play league.
            expect([saved.status, league.scoringType, league.hasScores]).toEqual([400, 'match_play', false]);
          } else {
            expect([changed.status, changed.body.code, saved.status]).toEqual([409, 'LEAGUE_SCORED', 200]);
            expect([league.scoringType, league.hasScores]).toEqual(['lowest_score', true]);
          }
        }
      });

      it('maximum participants cannot go below the places taken, scramble guest partners counted', async () => {
        const scramble = { ...STROKE_PLAY, name: 'Friday Scramble', leagueType: 'scramble' };
        const leagueId = await createLeague(scramble);
        const join = async (name: string, partner: { player2Name: string; player2Email: string }) => {
          const email = `${name.toLowerCase()}@example.com`;
          const { user, client } = await ctx.signInAs({ isMember: true, name, username: email, email });
          const res = await client.post(`/api/leagues/${leagueId}/join`, {
            userId: user.id,
            isTeamLead: true,
            ...partner,
          });
          return Object.assign(res, { client });
        };
        // Ann with a guest (two places), Bob with Cal, a member invited (two places, one row until Cal accepts).
        await ctx.createMember({ name: 'Cal', username: 'cal@example.com', email: 'cal@example.com' });
        const ann = await join('Ann', { player2Name: 'Gus Guest', player2Email: 'gus@elsewhere.example' });
        expect(ann.status).toBe(201);
        const bob = await join('Bob', { player2Name: 'Cal', player2Email: 'cal@example.com' });
        expect(bob.status).toBe(201);
        // Each sees their partner by name in their leagues.
        for (const [joined, partners] of [
          [ann, ['Gus Guest']],
          [bob, ['Cal']],
        ] as const) {
          const mine = await joined.client.get('/api/user/leagues');
          expect(
            mine.body.map((l: { league: { id: number }; partnerNames: string[] }) => [l.league.id, l.partnerNames]),
          ).toEqual([[leagueId, partners]]);
        }
        expect((await admin.get(`/api/leagues/${leagueId}/participants`)).body).toHaveLength(2);
        expect((await admin.get(`/api/leagues/${leagueId}`)).body.numberParticipants).toBe(4);
        const listed = (await admin.get('/api/leagues')).body.find((l: { id: number }) => l.id === leagueId);
        expect(listed.numberParticipants).toBe(4);

        const below = await editLeague(leagueId, { ...scramble, maxParticipants: 3 });
        expect([below.status, below.body.fieldErrors]).toEqual([
          400,
          { maxParticipants: ['Maximum participants cannot be below the 4 players already in the league.'] },
        ]);
        expect((await admin.get(`/api/leagues/${leagueId}`)).body.maxParticipants).toBe(8);
        const atCount = await editLeague(leagueId, { ...scramble, maxParticipants: 4 });
        expect([atCount.status, atCount.body.maxParticipants]).toEqual([200, 4]);
        const late = await join('Dee', { player2Name: 'Guest Two', player2Email: 'two@elsewhere.example' });
        expect([late.status, late.body.code]).toEqual([409, 'LEAGUE_FULL']);
      });

      it('a start date before yesterday is refused on create; an edit may keep a league’s past start date', async () => {
        const early = await admin.post('/api/admin/leagues', { ...STROKE_PLAY, startDate: '2026-11-19' });
        expect([early.status, early.body.fieldErrors]).toEqual([
          400,
          { startDate: ['The start date cannot be earlier than yesterday.'] },
        ]);
        expect((await admin.get('/api/leagues')).body).toEqual([]);
        expect((await admin.post('/api/admin/leagues', { ...STROKE_PLAY, startDate: '2026-11-20' })).status).toBe(201);

        // A league that started last month (made when that was allowed).
        const started = { ...STROKE_PLAY, name: 'Autumn League', startDate: '2026-10-01', dayOfWeek: 'Thursday' };
        const id = await insertLeagueRow(ctx.db, {
          name: started.name,
          start_date: started.startDate,
          end_date: started.endDate,
          created_at: NOW.toISOString(),
        });
        const kept = await editLeague(id, { ...started, description: 'Now with a description' });
        expect(kept.status, JSON.stringify(kept.body)).toBe(200);
        expect(kept.body).toMatchObject({ startDate: '2026-10-01', description: 'Now with a description' });
        const moved = await editLeague(id, { ...started, startDate: '2026-10-02' });
        expect([moved.status, moved.body.fieldErrors]).toEqual([
          400,
          { startDate: ['The start date cannot be earlier than yesterday.'] },
        ]);
      });

      it('members joining while the admin lowers the maximum to the count never exceed the final maximum', async () => {
        const members = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            ctx.signInAs({ isMember: true, username: `j${i}@example.com`, email: `j${i}@example.com` }),
          ),
        );
        // One league without a schedule and one with (its edit also moves reservations, in the reservation lock).
        for (const form of [
          { ...STROKE_PLAY, maxParticipants: 10 },
          { ...STROKE_PLAY, name: 'Scheduled Strokes', maxParticipants: 10, createSchedule: true },
        ]) {
          const leagueId = await createLeague(form);
          const { createSchedule: _schedule, ...edit } = form as typeof form & { createSchedule?: boolean };
          const [first, ...rest] = members.slice(0, 8);
          for (const { user, client } of members.slice(8)) {
            expect((await client.post(`/api/leagues/${leagueId}/join`, { userId: user.id })).status).toBe(201);
          }
          const [lowered, ...joins] = await Promise.all([
            editLeague(leagueId, { ...edit, maxParticipants: 4 }),
            ...[first!, ...rest].map(({ user, client }) =>
              client.post(`/api/leagues/${leagueId}/join`, { userId: user.id }),
            ),
          ]);
          const league = (await admin.get(`/api/leagues/${leagueId}`)).body;
          const joined = joins.filter((r) => r.status === 201).length;
          expect(league.numberParticipants).toBe(4 + joined);
          expect(league.numberParticipants).toBeLessThanOrEqual(league.maxParticipants);
          if (lowered!.status === 200) {
            // The edit went first: every join after it found the league full.
            expect([league.maxParticipants, joined]).toEqual([4, 0]);
            expect(joins.map((r) => r.body.code)).toEqual(Array(8).fill('LEAGUE_FULL'));
          } else {
            // A join went first: the lower maximum was refused, the joins filled the places left.
            expect([lowered!.status, Object.keys(lowered!.body.fieldErrors ?? {})]).toEqual([400, ['maxParticipants']]);
            expect(league.maxParticipants).toBe(10);
            expect(joined).toBe(6);
          }
        }
      });
    });

    describe('members and participants', () => {
      it('a member leaves before the league starts (204), not after (409 LEAGUE_STARTED)', async () => {
        const { leagueId: upcoming, clients } = await leagueWith(STROKE_PLAY, ['Ann']);
        expect((await clients.Ann!.request('DELETE', `/api/leagues/${upcoming}/join`)).status).toBe(204);
        expect((await admin.get(`/api/leagues/${upcoming}/participants`)).body).toEqual([]);

        const started = await leagueWith({ ...STROKE_PLAY, name: 'Started League', startDate: '2026-11-20' }, ['Bob']);
        const refused = await started.clients.Bob!.request('DELETE', `/api/leagues/${started.leagueId}/join`);
        expect([refused.status, refused.body.code, refused.body.message]).toEqual([
          409,
          'LEAGUE_STARTED',
          'This league has started: ask the staff to take you off it.',
        ]);
        expect((await admin.get(`/api/leagues/${started.leagueId}/participants`)).body).toHaveLength(1);
      });

      it('the admin cannot add a non-member: 409 NOT_A_MEMBER naming the person by display name', async () => {
        const leagueId = await createLeague(STROKE_PLAY);
        const visitor = await ctx.createUser({ name: 'Norah Visitor', email: 'norah@example.com' });
        const refused = await admin.post(`/api/leagues/${leagueId}/participants`, { userId: visitor.id, teamId: 1 });
        const message = 'Only members can play in leagues: Norah Visitor is not a member.';
        expect([refused.status, refused.body.code, refused.body.message, refused.body.fieldErrors]).toEqual([
          409,
          'NOT_A_MEMBER',
          message,
          { userId: [message] },
        ]);
        expect(refused.text).not.toContain('norah@example.com');
        expect((await admin.get(`/api/leagues/${leagueId}/participants`)).body).toEqual([]);
        const member = await ctx.createMember({ name: 'Mia Member' });
        expect(
          (await admin.post(`/api/leagues/${leagueId}/participants`, { userId: member.id, teamId: 1 })).status,
        ).toBe(201);
      });
    });

    describe('booking management and the activity log', () => {
      it('booking management names a league reservation by its league', async () => {
        const leagueId = await createLeague({ ...MATCH_PLAY, createSchedule: true });
        const { client: member } = await ctx.signInAs({ isMember: true });
        expect((await member.post('/api/bookings', bookingRequest(NEXT_THURSDAY, '15:00', '16:00'))).status).toBe(201);
        const res = await admin.get(`/api/admin/all-bookings?from=${NEXT_THURSDAY}&to=${NEXT_THURSDAY}`);
        expect(res.status).toBe(200);
        expect(
          (res.body.items as Array<{ kind: string; leagueId: number | null; leagueName: string | null }>)
            .map((b) => [b.kind, b.leagueId, b.leagueName])
            .sort(),
        ).toEqual([
          ['league', leagueId, 'Thursday Match Play'],
          ['member', null, null],
        ]);

        // The desk's board names tonight's league night the same way.
        const tonight = await createLeague({
          ...STROKE_PLAY,
          name: 'Saturday Strokes',
          dayOfWeek: 'Saturday',
          startDate: TODAY,
          createSchedule: true,
        });
        const board = await admin.get('/api/desk/board');
        expect(board.status).toBe(200);
        expect(
          (board.body.occupancies as Array<{ kind: string; leagueId: number | null; holder: string }>)
            .filter((o) => o.kind === 'league')
            .map((o) => [o.leagueId, o.holder]),
        ).toEqual([[tonight, 'Saturday Strokes · league night']]);
      });

      it('records saved pairings once, with the pairings before and after by name', async () => {
        const { leagueId, players: p } = await leagueWith(MATCH_PLAY, ['Ann', 'Bob', 'Cal']);
        const roundId = await addRound(leagueId, 1, PLAYED[2]!);
        const list: Array<[number, number | null]> = [
          [p.Ann!, p.Bob!],
          [p.Cal!, null],
        ];
        expect((await pairings(leagueId, roundId, list)).status).toBe(200);
        // The same pairings again change nothing and are not recorded.
        expect((await pairings(leagueId, roundId, [...list].reverse())).status).toBe(200);
        expect(
          (
            await pairings(leagueId, roundId, [
              [p.Ann!, p.Cal!],
              [p.Bob!, null],
            ])
          ).status,
        ).toBe(200);

        const res = await admin.get('/api/admin/activity?action=league.pairings-saved');
        expect(res.status).toBe(200);
        const entries = (res.body.items as ActivityEntry[]).reverse();
        expect(entries).toHaveLength(2);
        for (const e of entries) {
          expect(e).toMatchObject({
            actorName: 'organiser',
            action: 'league.pairings-saved',
            targetType: 'league',
            targetId: leagueId,
            targetLabel: 'Thursday Match Play',
          });
        }
        expect(entries.map((e) => [e.before, e.after])).toEqual([
          [
            { round: 1, pairings: '' },
            { round: 1, pairings: 'Ann vs Bob; Cal: bye' },
          ],
          [
            { round: 1, pairings: 'Ann vs Bob; Cal: bye' },
            { round: 1, pairings: 'Ann vs Cal; Bob: bye' },
          ],
        ]);

        // A match-play sheet is recorded with its results and the round's pairings; a stroke-play one without.
        expect((await sheet(leagueId, roundId, [{ participantId: p.Cal!, result: 'loss' }])).status).toBe(200);
        const saved = await admin.get('/api/admin/activity?action=league.scores-saved');
        expect(saved.body.items.map((e: ActivityEntry) => [e.before, e.after])).toEqual([
          [
            { round: 1, pairings: 'Ann vs Cal; Bob: bye' },
            { round: 1, Ann: 'win vs Cal', Cal: 'loss vs Ann', pairings: 'Ann vs Cal; Bob: bye' },
          ],
        ]);
        const strokes = await leagueWith({ ...STROKE_PLAY, name: 'Stroke Log' }, ['Dee']);
        const strokeRound = await addRound(strokes.leagueId, 1, PLAYED[2]!);
        expect(
          (await sheet(strokes.leagueId, strokeRound, [{ participantId: strokes.players.Dee!, strokes: 71 }])).status,
        ).toBe(200);
        const strokeEntry = (await admin.get('/api/admin/activity?action=league.scores-saved')).body.items[0];
        expect([strokeEntry.targetId, strokeEntry.before, strokeEntry.after]).toEqual([
          strokes.leagueId,
          { round: 1 },
          { round: 1, Dee: 71 },
        ]);
      });
    });
  },
  { now: () => NOW },
);
