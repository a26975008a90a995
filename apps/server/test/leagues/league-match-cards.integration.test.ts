// Net match play by the hole over real HTTP on SQLite and Postgres
// (docs/decisions/211-league-handicaps-and-scorecards.md): a match-play league on Lakeside Nine whose matches are entered as the two players' cards. Round 1
// has no handicaps yet, so its cards decide it gross; round 2 is played off the handicaps round 1 gave, the higher
// getting the difference on the holes by stroke index, so the same cards that win gross are halved net. Players post
// their own cards on a match-play night as on any other (thru on the leaderboard); the approved cards decide the match.
// A result the organiser saves against the posted cards is the match's on every screen and in the results e-mail, the
// leaderboard saying it is the organiser's and what the cards say (docs/decisions/294-live-match-state.md).
import { afterEach, beforeEach, expect, it } from 'vitest';
import {
  facilityInstant,
  type LeaderboardRow,
  type Matchup,
  type NightCard,
  type PlayerHandicap,
} from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { netLeagueNight } from '../support/league-night';
import { organiserOf } from '../support/league-players';

const NOW = facilityInstant('2026-11-21', '15:00');
const smtp = await suiteSmtpInbox();
// Stroke index by hole 5 1 9 3 7 8 2 4 6.
const CARDS = {
  // Gross: Ann wins holes 2, 4 and 5, halves the rest to hole 7: 3 up with 2 to play, '3 & 2'.
  1: { Ann: [5, 4, 4, 5, 4, 4, 5, 5, 5], Bob: [5, 5, 4, 6, 5, 4, 5, 5, 6] },
  // Ann off 9.0 (5 strokes on nine holes), Bob off 16.2 (8): Bob gets 3, on holes 2, 7 and 4 (stroke index 1-3).
  // Gross Ann wins 3 & 2 again; net Bob takes holes 4, 7 and 9 back: all square.
  2: { Ann: [5, 4, 3, 5, 4, 4, 5, 5, 5], Bob: [5, 6, 4, 5, 5, 4, 5, 5, 4] },
};

describeEachDatabase(
  'net match play by the hole',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });
    // Every e-mail a test queued (sign-ups, results) is sent before the next, not into the inbox's shutdown.
    afterEach(() => ctx.app.services.outbox.settle());

    async function league(roundDates = ['2026-11-12', '2026-11-19']) {
      const { leagueId, players, clients, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob'],
        roundDates,
        league: { name: 'Thursday Match Play', scoringType: 'match_play' },
        unscored: true,
      });
      const sheet = (round: number, entries: unknown[]) =>
        admin.put(`/api/leagues/${leagueId}/rounds/${rounds[round - 1]}/scores`, { entries });
      const cards = (round: 1 | 2) =>
        sheet(round, [
          { participantId: players.Ann, opponentParticipantId: players.Bob, holes: CARDS[round].Ann },
          { participantId: players.Bob, opponentParticipantId: players.Ann, holes: CARDS[round].Bob },
        ]);
      const matchup = async (round: number) => {
        const res = await clients.Bob!.get(`/api/leagues/${leagueId}/rounds/${rounds[round - 1]}/matchups`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return (res.body as Matchup[])[0]!;
      };
      return { leagueId, players, clients, rounds, sheet, cards, matchup };
    }

    it('decides round 1 gross from the cards and round 2 net off the handicaps round 1 gave', async () => {
      const { leagueId, players, clients, rounds, cards, matchup } = await league();
      const first = await cards(1);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(await matchup(1)).toMatchObject({ winnerParticipantId: players.Ann, halved: false });
      const second = await cards(2);
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(await matchup(2)).toMatchObject({ winnerParticipantId: null, halved: true });

      // The cards are kept (each side's total their sum) and give the handicaps.
      const scores = await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`);
      expect(scores.status).toBe(200);
      expect(
        (scores.body as Array<{ participantId: number; strokes: number; holes: number[]; result: string }>)
          .map((s) => [s.participantId, s.strokes, s.holes, s.result])
          .sort((a, b) => Number(a[0]) - Number(b[0])),
      ).toEqual([
        [players.Ann, 40, CARDS[2].Ann, 'halve'],
        [players.Bob, 43, CARDS[2].Bob, 'halve'],
      ]);
      const handicaps = await clients.Ann!.get(`/api/leagues/${leagueId}/handicaps`);
      const byName = new Map((handicaps.body.handicaps as PlayerHandicap[]).map((h) => [h.players[0], h]));
      expect(byName.get('Bob')!.rounds.map((r) => [r.gross, r.handicapBefore, r.strokesGiven])).toEqual([
        [45, null, 0],
        [43, 16.2, 8],
      ]);
      // One win and one halve each way in the standings.
      const standings = await clients.Ann!.get(`/api/leagues/${leagueId}/standings`);
      expect(
        (standings.body.rows as Array<{ players: string[]; wins: number; losses: number; halves: number }>).map((r) => [
          r.players[0],
          r.wins,
          r.losses,
          r.halves,
        ]),
      ).toEqual([
        ['Ann', 1, 0, 1],
        ['Bob', 0, 1, 1],
      ]);
    });

    it("prints each match's cards with the strokes received in the match, the lower handicap off scratch", async () => {
      const { leagueId, rounds, cards } = await league();
      await cards(1);
      const res = await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/night-sheet`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // Ann 9.0 (5 on nine holes) against Bob 16.2 (8): Bob receives 3, on holes 2, 7 and 4.
      expect(
        (res.body.cards as NightCard[]).map((c) => [c.players[0], c.handicap, c.strokes, c.strokesOnHoles, c.opponent]),
      ).toEqual([
        ['Ann', 9, 0, [0, 0, 0, 0, 0, 0, 0, 0, 0], ['Bob']],
        ['Bob', 16.2, 3, [0, 1, 0, 1, 0, 0, 1, 0, 0], ['Ann']],
      ]);
    });

    it('keeps one card until the other comes, and decides gross once the league plays without handicaps', async () => {
      const { leagueId, players, sheet, cards, matchup } = await league();
      await cards(1);
      const one = await sheet(2, [
        { participantId: players.Ann, opponentParticipantId: players.Bob, holes: CARDS[2].Ann },
      ]);
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      expect(await matchup(2)).toMatchObject({ winnerParticipantId: null, halved: false });
      const other = await sheet(2, [{ participantId: players.Bob, holes: CARDS[2].Bob }]);
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      expect(await matchup(2)).toMatchObject({ halved: true });

      await admin.put(`/api/leagues/${leagueId}/night`, { handicapMode: 'off' });
      // Saved again, the same cards decide the match gross.
      await cards(2);
      expect(await matchup(2)).toMatchObject({ winnerParticipantId: players.Ann, halved: false });
    });

    it('refuses a result the cards contradict and a card with a result, keeping what the round held', async () => {
      const { players, sheet, cards, matchup } = await league();
      await cards(1);
      await sheet(2, [{ participantId: players.Ann, opponentParticipantId: players.Bob, holes: CARDS[2].Ann }]);
      const contradicted = await sheet(2, [
        { participantId: players.Bob, holes: CARDS[2].Bob },
        { participantId: players.Ann, result: 'win' },
      ]);
      expect(contradicted.status).toBe(400);
      expect(contradicted.body.message).toBe(
        'The result entered for Ann vs Bob does not match their hole scores: All square (net).',
      );
      const both = await sheet(2, [{ participantId: players.Bob, holes: CARDS[2].Bob, result: 'loss' }]);
      expect(both.status).toBe(400);
      expect(both.body.message).toBe("Enter a match's result or its players' hole scores, not both.");
      // Nothing of either was stored: Ann's card alone, no result.
      expect(await matchup(2)).toMatchObject({ winnerParticipantId: null, halved: false });
      const short = await sheet(2, [{ participantId: players.Bob, holes: CARDS[2].Bob.slice(1) }]);
      expect(short.body.message).toBe('Enter a score for each of the 9 holes.');
    });

    it('players post their own cards on a match-play night: thru on the leaderboard, the approved cards decide it', async () => {
      // Round 2 is tonight (the leaderboard's round).
      const { leagueId, players, clients, rounds, sheet, cards, matchup } = await league(['2026-11-12', '2026-11-21']);
      await cards(1);
      const myCard = `/api/leagues/${leagueId}/rounds/${rounds[1]}/my-card`;
      const rows = async () =>
        (await clients.Bob!.get(`/api/leagues/${leagueId}/leaderboard`)).body.rows as {
          players: string[];
          thru: number;
          match: unknown;
        }[];
      const board = async () => new Map((await rows()).map((r) => [r.players[0], r.thru]));
      const matches = async () => new Map((await rows()).map((r) => [r.players[0], r.match]));
      // Hole by hole: Ann thru 4, Bob thru 2; the leaderboard follows, the match is not decided by posted holes.
      const ann = await clients.Ann!.put(myCard, { holes: [...CARDS[2].Ann.slice(0, 4), ...Array(5).fill(null)] });
      expect(ann.status, JSON.stringify(ann.body)).toBe(200);
      expect(ann.body).toMatchObject({ thru: 4, approved: false });
      const bob = await clients.Bob!.put(myCard, { holes: [...CARDS[2].Bob.slice(0, 2), ...Array(7).fill(null)] });
      expect(bob.body).toMatchObject({ thru: 2, approved: false });
      expect(await board()).toEqual(
        new Map([
          ['Ann', 4],
          ['Bob', 2],
        ]),
      );
      expect(await matchup(2)).toMatchObject({ winnerParticipantId: null, halved: false });
      // Each row carries the match as it stands over the holes both have posted (decision 294), net: Bob receives a
      // stroke on hole 2 (stroke index 1), so his 6 is a 5 against Ann's 4: Ann 1 UP thru 2, on both rows.
      expect(await matches()).toEqual(
        new Map([
          ['Ann', { opponent: ['Bob'], state: 'Ann 1 UP thru 2', holesUp: 1, thru: 2, finished: false }],
          ['Bob', { opponent: ['Ann'], state: 'Ann 1 UP thru 2', holesUp: -1, thru: 2, finished: false }],
        ]),
      );

      // Both finish; the organiser approves both cards as posted: the match follows from them, net (all square).
      await clients.Ann!.put(myCard, { holes: CARDS[2].Ann });
      await clients.Bob!.put(myCard, { holes: CARDS[2].Bob });
      expect(await board()).toEqual(
        new Map([
          ['Ann', 9],
          ['Bob', 9],
        ]),
      );
      // Decided by the posted holes before the organiser approves: halved, as the approved cards then decide it.
      const halved = { state: 'Halved', holesUp: 0, thru: 9, finished: true };
      expect((await matches()).get('Bob')).toMatchObject(halved);
      const approved = await sheet(2, [
        { participantId: players.Ann, opponentParticipantId: players.Bob, holes: CARDS[2].Ann },
        { participantId: players.Bob, opponentParticipantId: players.Ann, holes: CARDS[2].Bob },
      ]);
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(await matchup(2)).toMatchObject({ winnerParticipantId: null, halved: true });
      expect((await matches()).get('Ann')).toMatchObject(halved);
      const locked = await clients.Bob!.put(myCard, { holes: CARDS[2].Ann });
      expect([locked.status, locked.body.code]).toEqual([409, 'CARD_APPROVED']);
    });

    it("the organiser's result against the players' posted cards: every screen and the e-mail name one winner", async () => {
      // Tonight's round, no handicaps yet (gross). Both players post whole cards: Ann won 3 & 2 by them.
      const { leagueId, players, clients, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob'],
        roundDates: ['2026-11-21'],
        league: { name: 'Thursday Match Play', scoringType: 'match_play' },
        unscored: true,
      });
      await ctx.app.services.outbox.settle();
      inbox.clear();
      const myCard = `/api/leagues/${leagueId}/rounds/${rounds[0]}/my-card`;
      expect((await clients.Ann!.put(myCard, { holes: CARDS[1].Ann })).status).toBe(200);
      expect((await clients.Bob!.put(myCard, { holes: CARDS[1].Bob })).status).toBe(200);
      const board = async () =>
        ((await clients.Bob!.get(`/api/leagues/${leagueId}/leaderboard`)).body.rows as LeaderboardRow[]).map((r) => [
          r.players[0],
          r.rank,
          r.match?.state,
          r.match?.holesUp,
        ]);
      expect(await board()).toEqual([
        ['Ann', 1, 'Ann won 3 & 2', 3],
        ['Bob', 2, 'Ann won 3 & 2', -3],
      ]);
      // The organiser enters Bob the winner on the match sheet (Ann conceded, a wrong card, a ruling), no cards.
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[0]}/scores`, {
        entries: [{ participantId: players.Bob, opponentParticipantId: players.Ann, result: 'win' }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // One winner everywhere: the leaderboard stands by the saved result, says it is the organiser's and what the
      // cards say; the results e-mail and the standings count the saved result.
      const state = "Bob won (organiser's result; by the cards, Ann won 3 & 2)";
      expect(await board()).toEqual([
        ['Bob', 1, state, 1],
        ['Ann', 2, state, -1],
      ]);
      const mail = await inbox.waitFor((m) => /results/.test(m.subject) && m.envelopeTo.includes('ann@example.com'));
      expect(mail.text).toContain('Your round:\n- Loss vs Bob');
      expect(mail.text).toContain('Winner:\n- Bob beat Ann');
      const standings = await clients.Ann!.get(`/api/leagues/${leagueId}/standings`);
      expect(
        (standings.body.rows as Array<{ players: string[]; wins: number; losses: number }>).map((r) => [
          r.players[0],
          r.wins,
          r.losses,
        ]),
      ).toEqual([
        ['Bob', 1, 0],
        ['Ann', 0, 1],
      ]);
    });

    it("places tonight's leaderboard by the matches as they stand, the strokes beside them (decision 294)", async () => {
      // Round 1 is tonight, no handicaps yet: gross. Lakeside Nine's pars 4 4 3 5 4 3 4 5 4.
      const { leagueId, players, clients, rounds } = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cal', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'],
        roundDates: ['2026-11-21'],
        league: { name: 'Thursday Match Play', scoringType: 'match_play' },
        unscored: true,
      });
      const paired = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[0]}/pairings`, {
        pairings: [
          { participantId: players.Ann, opponentParticipantId: players.Bob },
          { participantId: players.Cal, opponentParticipantId: players.Dee },
          { participantId: players.Eve, opponentParticipantId: players.Fay },
          { participantId: players.Gus, opponentParticipantId: players.Hal },
        ],
      });
      expect(paired.status, JSON.stringify(paired.body)).toBe(200);
      const post = async (name: string, holes: number[]) => {
        const res = await clients[name]!.put(`/api/leagues/${leagueId}/rounds/${rounds[0]}/my-card`, {
          holes: [...holes, ...Array<null>(9 - holes.length).fill(null)],
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      };
      // Ann takes holes 2, 4 and 5: 3 up with 2 to play, won 3 & 2 (4 over par; Bob 7 over).
      await post('Ann', CARDS[1].Ann.slice(0, 7));
      await post('Bob', CARDS[1].Bob.slice(0, 7));
      // Cal wins holes 1 and 2 and throws away the 4th: 1 UP thru 4, though 3 over par to Dee's 1 over.
      await post('Cal', [3, 4, 3, 9]);
      await post('Dee', [4, 5, 3, 5]);
      // Eve and Fay trade holes: all square thru 2, each 1 under.
      await post('Eve', [4, 3]);
      await post('Fay', [3, 4]);
      // Gus is 3 under, the best strokes of the night, but Hal has not posted a hole: their match has not started.
      await post('Gus', [3, 3, 2]);

      const res = await clients.Hal!.get(`/api/leagues/${leagueId}/leaderboard`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.placedBy).toBe('match');
      const rows = res.body.rows as LeaderboardRow[];
      expect(rows.map((r) => [r.players[0], r.rank, r.toPar, r.match?.state])).toEqual([
        ['Ann', 1, 4, 'Ann won 3 & 2'],
        ['Cal', 2, 3, 'Cal 1 UP thru 4'],
        // All square: a shared place ('T3' on the screen).
        ['Eve', 3, -1, 'All square thru 2'],
        ['Fay', 3, -1, 'All square thru 2'],
        ['Dee', 5, 1, 'Cal 1 UP thru 4'],
        ['Bob', 6, 7, 'Ann won 3 & 2'],
        ['Gus', null, -3, 'Not started'],
        ['Hal', null, null, 'Not started'],
      ]);
    });
  },
  { env: smtp.env, now: () => NOW },
);
