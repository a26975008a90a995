// The results e-mail of a league round over real SMTP on SQLite and Postgres
// (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): when the last team's score completes the
// round, every player gets one e-mail (score, net, handicap before → after, winners, skins, standings, a link),
// once however many saves complete it at once, and never to a player who turned it off; a withdrawn player is listed
// unranked, and the round that ends the season sends the champion and the final standings (decision 480).
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight, quietLeagueNight, ROUND_CARDS, saveRoundCards } from '../support/league-night';
import { headerOf, oneClickUnsubscribe, suiteSmtpInbox, unsubscribePathOf } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const NOW = facilityInstant('2026-11-19', '21:00');
const CARDS = ROUND_CARDS;
const RESULTS = /^Round 2 results: Thursday Net$/;

describeEachDatabase(
  'league results e-mail',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    const night = () => quietLeagueNight(ctx, admin, inbox, { night: { skinsMode: 'net', skinsCarryOver: true } });

    /** Scores round 2 for both players and waits for `heard`'s results e-mail and every other queued one. */
    async function completeRoundTwo(
      { leagueId, players, rounds }: { leagueId: number; players: Record<string, number>; rounds: number[] },
      heard: string,
    ) {
      await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [
          { participantId: players.Ann, holes: CARDS[2].Ann },
          { participantId: players.Bob, holes: CARDS[2].Bob },
        ],
      });
      await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes(heard));
      await ctx.app.services.outbox.settle();
    }

    const resultsTo = (address: string) =>
      inbox.messages.filter((m) => RESULTS.test(m.subject) && m.envelopeTo.includes(address));

    it('sends each player their round once the last team is scored, with winners, skins and standings', async () => {
      const { leagueId, players, rounds } = await night();
      // Ann alone: the round is not complete, nobody hears anything.
      await admin.post(`/api/leagues/${leagueId}/scores`, {
        roundId: rounds[1],
        participantId: players.Ann,
        holes: CARDS[2].Ann,
      });
      await ctx.app.services.outbox.settle();
      expect(inbox.messages.filter((m) => RESULTS.test(m.subject))).toEqual([]);

      await admin.post(`/api/leagues/${leagueId}/scores`, {
        roundId: rounds[1],
        participantId: players.Bob,
        holes: CARDS[2].Bob,
      });
      const ann = await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('ann@example.com'));
      expect(ann.text).toContain('Hi Ann,');
      expect(ann.text).toContain('Round 2 of Thursday Net on Thursday, November 19, 2026 is complete.');
      expect(ann.text).toContain('Your round:\n- Gross 40, net 35 (5 strokes)');
      // 10 and 8 against par, ×90 %: 9.0 before the round, 8.1 after it.
      expect(ann.text).toContain('Your handicap:\n- 9.0 → 8.1');
      expect(ann.text).toContain('Winner:\n- Ann (net 35)');
      // Net 4 3 3 4 4 4 4 4 5 against 4 5 4 4 4 3 4 4 4, skins carried over.
      expect(ann.text).toContain(
        'Skins:\n- Hole 2: Ann (2 skins)\n- Hole 3: Ann (1 skin)\n- Hole 6: Bob (3 skins)\n- Hole 9: Bob (3 skins)',
      );
      expect(ann.text).toContain('Standings:\n- 1. Ann, average 38\n- 2. Bob, average 40.5');
      expect(ann.text).toContain(`/leagues/${leagueId}/leaderboard`);
      // The opt-out is the player's choice on the league's page, made signed in.
      expect(ann.text).toMatch(
        new RegExp(
          `Turn off "E-mail me each round's results" on the league's page\\. https?://\\S+/leagues/${leagueId}/signup`,
        ),
      );
      expect(ann.html).toContain('See the leaderboard');
      const bob = await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('bob@example.com'));
      expect(bob.text).toContain('Your round:\n- Gross 44, net 36 (8 strokes)');
      expect(bob.text).toContain('Your handicap:\n- 16.2 → 15.3');

      // A correction after the round was complete sends nothing more.
      const scores = await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`);
      const bobScore = (scores.body as Array<{ id: number; participantId: number }>).find(
        (s) => s.participantId === players.Bob,
      )!;
      expect((await admin.patch(`/api/leagues/${leagueId}/scores/${bobScore.id}`, { strokes: 44 })).status).toBe(200);
      await ctx.app.services.outbox.settle();
      expect([resultsTo('ann@example.com').length, resultsTo('bob@example.com').length]).toEqual([1, 1]);
    });

    it("says a tie countback split was on countback, in the winners and in each tied player's round", async () => {
      const { leagueId, players, rounds } = await night();
      // Ann 40 off 9.0 (net 35) and Bob 43 off 16.2 (8 strokes: net 35); on the last 6 net Bob is ahead.
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [
          { participantId: players.Ann, holes: CARDS[2].Ann },
          { participantId: players.Bob, holes: [5, 5, 4, 5, 5, 4, 5, 5, 5] },
        ],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const ann = await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('ann@example.com'));
      expect(ann.text).toContain('Winner:\n- Bob (net 35) · Tied on net; ahead on countback (last 6)');
      expect(ann.text).toContain(
        'Your round:\n- Gross 40, net 35 (5 strokes) · Tied on net; behind on countback (last 6)',
      );
      const bob = await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('bob@example.com'));
      expect(bob.text).toContain(
        'Your round:\n- Gross 43, net 35 (8 strokes) · Tied on net; ahead on countback (last 6)',
      );
    });

    it('sends one e-mail per player when a burst of saves completes the round at once', async () => {
      const { leagueId, players, rounds } = await night();
      const sheet = {
        entries: [
          { participantId: players.Ann, holes: CARDS[2].Ann },
          { participantId: players.Bob, holes: CARDS[2].Bob },
        ],
      };
      const saves = await Promise.all(
        Array.from({ length: 6 }, () => admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, sheet)),
      );
      expect(saves.map((r) => r.status)).toEqual(Array(6).fill(200));
      await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('bob@example.com'));
      await ctx.app.services.outbox.settle();
      expect([resultsTo('ann@example.com').length, resultsTo('bob@example.com').length]).toEqual([1, 1]);
      expect(await ctx.db('league_result_mails').where({ round_id: rounds[1] })).toHaveLength(2);
    });

    /** A night whose round 1 is already played, and Ann's results e-mail of it. */
    async function annsFirstResults() {
      const made = await netLeagueNight(ctx, admin, {});
      const first = await inbox.waitFor(
        (m) => /^Round 1 results/.test(m.subject) && m.envelopeTo.includes('ann@example.com'),
      );
      return { ...made, first };
    }

    it("stops a player's results by the one-click unsubscribe in the e-mail's headers (RFC 8058)", async () => {
      const { leagueId, players, clients, rounds, first } = await annsFirstResults();
      expect(headerOf(first, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(first, 'List-Unsubscribe')).toMatch(/^<https?:\/\/[^>]+\/api\/mail\/unsubscribe\/[^>]+>$/);
      const done = await oneClickUnsubscribe(first, ctx.baseUrl);
      expect(done).toMatchObject({ status: 200, body: { message: 'You will no longer get these e-mails.' } });
      expect((await clients.Ann!.get(`/api/leagues/${leagueId}/results-mail`)).body).toEqual({ resultsMail: false });
      // A token changed by one character is not one the server signed.
      const forged = done.pathname.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      const refused = await ctx.client().post(forged, undefined, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('This unsubscribe link is not valid.');

      await completeRoundTwo({ leagueId, players, rounds }, 'bob@example.com');
      expect(resultsTo('ann@example.com')).toEqual([]);
    });

    it('gives a person who opens the unsubscribe address in a browser the page that says what it stops', async () => {
      const { leagueId, clients, first } = await annsFirstResults();
      const path = unsubscribePathOf(first);
      // A browser (or a link scanner) opening the address is sent to the page; nothing is turned off by it.
      const opened = await fetch(new URL(path, ctx.baseUrl), {
        headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
        redirect: 'manual',
      });
      expect(opened.status).toBe(303);
      expect(opened.headers.get('location')).toBe(`/unsubscribe/${path.split('/').pop()}`);
      // The page reads what the address stops and for whom.
      const topic = await ctx.client().get(path);
      expect(topic).toMatchObject({
        status: 200,
        body: { stops: 'league-results', name: 'Ann', leagueName: 'Thursday Net', subscribed: true },
      });
      expect((await clients.Ann!.get(`/api/leagues/${leagueId}/results-mail`)).body).toEqual({ resultsMail: true });
      // Its button posts once, as a mail program does; the page then reads the e-mails as stopped.
      expect((await ctx.client().post(path)).body).toEqual({ message: 'You will no longer get these e-mails.' });
      expect((await ctx.client().get(path)).body).toMatchObject({ subscribed: false });
      // A token changed by one character, or for a league the person does not play in, is not valid.
      const forged = await ctx.client().get(path.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
      expect(forged).toMatchObject({ status: 404, body: { message: 'This unsubscribe link is not valid.' } });
    });

    it('never ranks a withdrawn leader; the round that ends the season sends the champion and final standings once', async () => {
      // Thursday Net's one night is tonight (Nov 19): its rounds are Nov 5, 12 and 19, then the season is over.
      const { leagueId, players, rounds } = await quietLeagueNight(ctx, admin, inbox, {
        roundDates: ['2026-11-05', '2026-11-12', '2026-11-19'],
        league: { startDate: '2026-11-19', endDate: '2026-11-19' },
      });
      await saveRoundCards(admin, leagueId, rounds[1]!, players, 2);
      // Ann leads after two rounds and withdraws.
      expect((await admin.post(`/api/leagues/${leagueId}/participants/${players.Ann}/withdraw`)).status).toBe(200);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      expect(
        standings.body.rows.map((r: { rank: number | null; players: string[]; withdrawn: boolean }) => [
          r.rank,
          r.players[0],
          r.withdrawn,
        ]),
      ).toEqual([
        [1, 'Bob', false],
        [null, 'Ann', true],
      ]);
      await ctx.app.services.outbox.settle();
      const FINAL = 'Final standings: Thursday Net';
      expect(inbox.messages.filter((m) => m.subject === FINAL)).toEqual([]);

      // Bob's card completes tonight's round, the last (Ann plays no more): its results and the season's final
      // e-mail rank him first and list Ann after him, once however often the round is saved again.
      for (let save = 0; save < 2; save += 1) {
        const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[2]}/scores`, {
          entries: [{ participantId: players.Bob, holes: CARDS[2].Bob }],
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      }
      const final = await inbox.waitFor((m) => m.subject === FINAL && m.envelopeTo.includes('bob@example.com'));
      expect(final.text).toContain('The Thursday Net season is complete: here are its final standings.');
      expect(final.text).toMatch(/Champion:\n- Bob, average [\d.]+\n/);
      expect(final.text).toMatch(
        /Final standings:\n- 1\. Bob, average [\d.]+\n- —\. Ann, average [\d.]+ \(withdrawn\)\n/,
      );
      const third = await inbox.waitFor(
        (m) => m.subject === 'Round 3 results: Thursday Net' && m.envelopeTo.includes('bob@example.com'),
      );
      expect(third.text).toMatch(/Standings:\n- 1\. Bob, average [\d.]+\n- —\. Ann, average [\d.]+ \(withdrawn\)\n/);
      await ctx.app.services.outbox.settle();
      expect(inbox.messages.filter((m) => m.subject === FINAL).map((m) => m.envelopeTo)).toEqual([['bob@example.com']]);
    });

    it("honours a player's opt-out", async () => {
      const { leagueId, players, clients, rounds } = await night();
      expect((await clients.Bob!.put(`/api/leagues/${leagueId}/results-mail`, { resultsMail: false })).status).toBe(
        200,
      );
      await completeRoundTwo({ leagueId, players, rounds }, 'ann@example.com');
      expect(resultsTo('bob@example.com')).toEqual([]);
    });
  },
  { env: smtp.env, now: () => NOW },
);
