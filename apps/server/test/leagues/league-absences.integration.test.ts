// Absences and when a round is complete, over real HTTP and SMTP on SQLite and Postgres
// (docs/decisions/270-league-absences-and-round-completion.md): the organiser marks a player did not play, the round
// is complete once every player has a card or is marked, its results e-mail goes then and only once, and the
// league's absence rule says in the standings what the week counted; under the substitute rule
// (docs/decisions/274-league-substitutes.md) a named guest or a member plays for a marked player, the round waits
// for their card, and the standings say whose card counted. The call { didNotPlay } alone works as before.
import { beforeEach, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { suiteSmtpInbox } from '../support/smtp-inbox';
import { netLeagueNight, ROUND_CARDS } from '../support/league-night';
import { organiserOf } from '../support/league-players';
import type { TestClient } from '../support/http-client';
import { describeEachDatabase } from '../support/databases';

const NOW = facilityInstant('2026-11-19', '21:00');
const smtp = await suiteSmtpInbox();
const RESULTS = /^Round 1 results: Thursday Net$/;

interface Round {
  id: number;
  scoredTeams: number;
  totalTeams: number;
  absentTeams: number;
  complete: boolean;
  didNotPlay: number[];
}

describeEachDatabase(
  'league absences',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    /** Ann and Bob have cards in round 1, Cal has none: the round stays open. */
    async function night(nightSettings: object = {}) {
      const made = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob', 'Cal'],
        roundDates: ['2026-11-12', '2026-11-19'],
        night: nightSettings,
      });
      await ctx.app.services.outbox.settle();
      inbox.clear();
      const absence = (roundId: number, participantId: number, didNotPlay: unknown, client = admin) =>
        client.put(`/api/leagues/${made.leagueId}/rounds/${roundId}/absences/${participantId}`, { didNotPlay });
      const roundsNow = async () => (await admin.get(`/api/leagues/${made.leagueId}/rounds`)).body as Round[];
      /** The call with any body, for round 1 (a substitute: docs/decisions/274-league-substitutes.md). */
      const substitute = (participantId: number, body: object, client = admin) =>
        client.put(`/api/leagues/${made.leagueId}/rounds/${made.rounds[0]}/absences/${participantId}`, body);
      /** Cal's week of round 1 in the standings. */
      const calWeek = async () => {
        const standings = await admin.get(`/api/leagues/${made.leagueId}/standings`);
        const rows = standings.body.rows as {
          players: string[];
          weeks: { strokes: number | null; absence: string }[];
        }[];
        return rows.find((r) => r.players[0] === 'Cal')!.weeks[0]!;
      };
      return { ...made, absence, roundsNow, substitute, calWeek };
    }
    const resultsTo = (address: string) =>
      inbox.messages.filter((m) => RESULTS.test(m.subject) && m.envelopeTo.includes(address));

    it('completes the round when the last player is marked did not play, and e-mails its results once', async () => {
      const { players, rounds, absence, roundsNow } = await night();
      expect((await roundsNow())[0]).toMatchObject({ scoredTeams: 2, totalTeams: 3, absentTeams: 0, complete: false });
      await ctx.app.services.outbox.settle();
      expect(inbox.messages.filter((m) => RESULTS.test(m.subject))).toEqual([]);

      const marked = await absence(rounds[0]!, players.Cal!, true);
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body).toMatchObject({ scoredTeams: 2, absentTeams: 1, complete: true, didNotPlay: [players.Cal] });

      const cal = await ctx.app.services.outbox
        .settle()
        .then(() => inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('cal@example.com')));
      expect(cal.text).toContain('Round 1 of Thursday Net on Thursday, November 12, 2026 is complete.');
      expect(cal.text).toContain('Your round:\n- Did not play');
      const ann = await inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('ann@example.com'));
      expect(ann.text).toContain('Your round:\n- Gross 41');

      // The mark taken off and set again: the round was complete once, its e-mail went once.
      expect((await absence(rounds[0]!, players.Cal!, false)).body).toMatchObject({ complete: false, didNotPlay: [] });
      expect((await absence(rounds[0]!, players.Cal!, true)).body).toMatchObject({ complete: true });
      await ctx.app.services.outbox.settle();
      expect(['ann', 'bob', 'cal'].map((n) => resultsTo(`${n}@example.com`).length)).toEqual([1, 1, 1]);

      const log = await admin.get('/api/admin/activity?action=league.absence-set');
      expect(log.body.items).toHaveLength(3);
    });

    it('refuses a mark for a player with a card, a stranger to the league, a member and a bad body', async () => {
      const { players, rounds, clients, absence } = await night();
      const hasCard = await absence(rounds[0]!, players.Ann!, true);
      expect(hasCard.status).toBe(409);
      expect(hasCard.body.code).toBe('PLAYER_HAS_CARD');
      expect(hasCard.body.message).toBe('Ann has a card in this round: delete it to mark them as did not play.');
      expect((await absence(rounds[0]!, 999_999, true)).status).toBe(404);
      expect((await absence(rounds[0]!, players.Cal!, true, clients.Cal)).status).toBe(403);
      expect((await absence(rounds[0]!, players.Cal!, 'yes')).status).toBe(400);
      expect((await absence(999_999, players.Cal!, true)).status).toBe(404);
    });

    it('a card saved for a marked player takes the mark off', async () => {
      const { leagueId, players, rounds, absence, roundsNow } = await night();
      await absence(rounds[1]!, players.Ann!, true);
      expect((await roundsNow())[1]!.didNotPlay).toEqual([players.Ann]);
      const saved = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/scores`, {
        entries: [{ participantId: players.Ann, holes: ROUND_CARDS[2].Ann }],
      });
      expect(saved.status).toBe(200);
      expect((await roundsNow())[1]).toMatchObject({ scoredTeams: 1, absentTeams: 0, didNotPlay: [] });
    });

    it('counts what the absence rule says and the standings say which week it was', async () => {
      const { leagueId, players, rounds, absence } = await night({ absenceRule: 'fixed_penalty', absenceValue: 50 });
      await absence(rounds[0]!, players.Cal!, true);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      const cal = (standings.body.rows as { players: string[]; averageStrokes: number; weeks: object[] }[]).find(
        (r) => r.players[0] === 'Cal',
      )!;
      expect(cal.weeks[0]).toMatchObject({
        didNotPlay: true,
        strokes: 50,
        absence: 'Did not play: penalty score, 50 counted',
      });
      expect(cal.averageStrokes).toBe(50);
      expect(cal.weeks[1]).toMatchObject({ didNotPlay: false, absence: null });

      // The rule is kept with its value; a rule that needs one is refused without it.
      const league = await admin.get(`/api/leagues/${leagueId}`);
      expect(league.body).toMatchObject({ absenceRule: 'fixed_penalty', absenceValue: 50 });
      const missing = await admin.put(`/api/leagues/${leagueId}/night`, { absenceRule: 'average_plus' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Strokes added to the average must be a whole number from 1 to 20');
      const average = await admin.put(`/api/leagues/${leagueId}/night`, { absenceRule: 'average' });
      expect(average.body).toMatchObject({ absenceRule: 'average', absenceValue: null });
      // Cal has played no round: an average counts nothing.
      const after = await admin.get(`/api/leagues/${leagueId}/standings`);
      const calAfter = (after.body.rows as { players: string[]; weeks: object[] }[]).find(
        (r) => r.players[0] === 'Cal',
      )!;
      expect(calAfter.weeks[0]).toMatchObject({ didNotPlay: true, strokes: null, absence: 'Did not play: no score' });
    });

    it("waits for a named guest's card, then counts it net of the guest's handicap and e-mails the results once", async () => {
      const { players, substitute: absence, calWeek } = await night({ absenceRule: 'substitute' });
      const marked = await absence(players.Cal!, { didNotPlay: true, substitute: { name: 'Sam Sub', handicap: 9 } });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body).toMatchObject({
        complete: false,
        didNotPlay: [players.Cal],
        substitutes: [{ participantId: players.Cal, name: 'Sam Sub', userId: null, handicap: 9, strokes: null }],
      });
      expect((await calWeek()).absence).toBe('Did not play: substitute Sam Sub, no card yet');
      await ctx.app.services.outbox.settle();
      expect(inbox.messages.filter((m) => RESULTS.test(m.subject))).toEqual([]);

      const carded = await absence(players.Cal!, {
        didNotPlay: true,
        substitute: { name: 'Sam Sub', handicap: 9, strokes: 41 },
      });
      expect(carded.body).toMatchObject({ complete: true, absentTeams: 1 });
      // Nine holes: a 9 handicap gives 5 strokes (4.5 rounded half away), so 41 counts 36 net.
      expect(await calWeek()).toMatchObject({ strokes: 36, absence: 'Did not play: substitute Sam Sub, 36 counted' });
      const cal = await ctx.app.services.outbox
        .settle()
        .then(() => inbox.waitFor((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('cal@example.com')));
      expect(cal.text).toContain('Your round:\n- Did not play');

      // { didNotPlay: true } alone keeps the substitute; the same card again changes nothing and sends nothing more.
      expect((await absence(players.Cal!, { didNotPlay: true })).body.substitutes).toHaveLength(1);
      await absence(players.Cal!, { didNotPlay: true, substitute: { name: 'Sam Sub', handicap: 9, strokes: 41 } });
      await ctx.app.services.outbox.settle();
      expect(
        inbox.messages.filter((m) => RESULTS.test(m.subject) && m.envelopeTo.includes('cal@example.com')),
      ).toHaveLength(1);
      const log = await admin.get('/api/admin/activity?action=league.absence-set');
      expect(log.body.items).toHaveLength(2);

      // null takes the substitute off (no score); { didNotPlay: false } takes the mark and its substitute off.
      expect((await absence(players.Cal!, { didNotPlay: true, substitute: null })).body.substitutes).toEqual([]);
      expect((await calWeek()).absence).toBe('Did not play: no score');
      await absence(players.Cal!, { didNotPlay: true, substitute: { name: 'Sam Sub', handicap: 9, strokes: 41 } });
      expect((await absence(players.Cal!, { didNotPlay: false })).body).toMatchObject({
        didNotPlay: [],
        substitutes: [],
      });
      expect((await absence(players.Cal!, { didNotPlay: true })).body.substitutes).toEqual([]);
    });

    it('a member substitute is shown by their name, never their e-mail', async () => {
      const { players, substitute: absence, calWeek } = await night({ absenceRule: 'substitute' });
      const dee = await ctx.createMember({ name: 'Dee Member', email: 'dee@example.com' });
      const marked = await absence(players.Cal!, {
        didNotPlay: true,
        substitute: { userId: dee.id, handicap: 4.2, strokes: 40 },
      });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body.substitutes).toEqual([
        { participantId: players.Cal, name: 'Dee Member', userId: dee.id, handicap: 4.2, strokes: 40, holes: null },
      ]);
      // 4.2 on nine holes: 2 strokes.
      expect((await calWeek()).absence).toBe('Did not play: substitute Dee Member, 38 counted');
    });

    it("plays a substitute's card by the hole for skins, and a member's own earlier cards give their handicap", async () => {
      const {
        leagueId,
        rounds,
        players,
        substitute: absence,
        calWeek,
      } = await night({
        absenceRule: 'substitute',
        skinsMode: 'gross',
        closestToPinHoles: [3],
      });
      const dee = await ctx.createMember({ name: 'Dee Member', email: 'dee@example.com' });
      const short = await absence(players.Cal!, {
        didNotPlay: true,
        substitute: { userId: dee.id, handicap: 4.2, holes: [4, 4, 4] },
      });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Enter a score for each of the 9 holes.');
      // Dee's 40 by the hole: a 4 on hole 1 beats Ann's and Bob's 5s, so she takes its skin for Cal's week.
      const carded = await absence(players.Cal!, {
        didNotPlay: true,
        substitute: { userId: dee.id, handicap: 4.2, holes: [4, 4, 4, 5, 4, 4, 5, 5, 5] },
      });
      expect(carded.status, JSON.stringify(carded.body)).toBe(200);
      expect(carded.body.substitutes).toMatchObject([
        { name: 'Dee Member', strokes: 40, holes: [4, 4, 4, 5, 4, 4, 5, 5, 5] },
      ]);
      const skins = await admin.get(`/api/leagues/${leagueId}/rounds/${rounds[0]}/skins`);
      expect(skins.body.skins).toMatchObject([{ hole: 1, substitute: 'Dee Member', value: 1 }]);
      // She measures closest to the pin on the par-3 3rd in Cal's place, and wins it by her own name.
      const pins = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[0]}/side-games`, {
        entries: [
          { game: 'closest_to_pin', participantId: players.Ann, hole: 3, feet: 6, inches: 0 },
          { game: 'closest_to_pin', participantId: players.Cal, hole: 3, feet: 2, inches: 3 },
        ],
      });
      expect(pins.status, JSON.stringify(pins.body)).toBe(200);
      expect(pins.body.sideGames).toMatchObject([{ hole: 3, winners: [{ players: ['Dee Member (substitute)'] }] }]);
      // Her week for Cal is as before: 40 less the 2 strokes of the 4.2 entered.
      expect((await calWeek()).absence).toBe('Did not play: substitute Dee Member, 38 counted');

      // Round 2: Dee plays for Cal again, entered off 20 but with a card of her own now: 40 on the par-36 nine is 8
      // over 18 holes, at 90 % a 7.2, 4 strokes on nine: her 44 counts 40, not the entered 20's 34.
      const again = await admin.put(`/api/leagues/${leagueId}/rounds/${rounds[1]}/absences/${players.Cal}`, {
        didNotPlay: true,
        substitute: { userId: dee.id, handicap: 20, strokes: 44 },
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      const standings = await admin.get(`/api/leagues/${leagueId}/standings`);
      const cal = (standings.body.rows as { players: string[]; weeks: { absence: string }[] }[]).find(
        (r) => r.players[0] === 'Cal',
      )!;
      expect(cal.weeks[1]!.absence).toBe('Did not play: substitute Dee Member, 40 counted');
    });

    it('refuses a substitute the rule does not take, a non-member, both or neither of name and member, and a bad body', async () => {
      const { players, substitute: absence, clients, leagueId } = await night({ absenceRule: 'average' });
      const off = await absence(players.Cal!, { didNotPlay: true, substitute: { name: 'Sam Sub', handicap: 9 } });
      expect(off.status).toBe(400);
      expect(off.body.message).toBe(
        "This league's absence rule does not take substitutes: choose 'A substitute's card' on the league night page.",
      );
      await admin.put(`/api/leagues/${leagueId}/night`, { absenceRule: 'substitute' });
      const stranger = await ctx.createUser({ name: 'Not Member' });
      const cases: [object, number, string?][] = [
        [
          { didNotPlay: true, substitute: { userId: stranger.id, handicap: 9 } },
          400,
          'The substitute must be a member (or a named guest).',
        ],
        [
          { didNotPlay: true, substitute: { name: 'Sam', userId: stranger.id, handicap: 9 } },
          400,
          'Please name the substitute or choose a member, not both',
        ],
        [
          { didNotPlay: true, substitute: { handicap: 9 } },
          400,
          'Please name the substitute or choose a member, not both',
        ],
        [
          { didNotPlay: false, substitute: { name: 'Sam', handicap: 9 } },
          400,
          'Only a player who did not play has a substitute',
        ],
        [{ didNotPlay: true, substitute: { name: 'Sam', handicap: 99 } }, 400],
        [{ didNotPlay: true, substitute: { name: 'Sam', handicap: 9, strokes: 5 } }, 400],
        [{ didNotPlay: true, substitute: { name: 'Sam', handicap: 9, extra: 1 } }, 400],
      ];
      for (const [body, status, message] of cases) {
        const res = await absence(players.Cal!, body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        if (message) expect(res.body.message).toBe(message);
      }
      // A player of the league is not the organiser.
      expect(
        (await absence(players.Cal!, { didNotPlay: true, substitute: { name: 'S', handicap: 1 } }, clients.Ann)).status,
      ).toBe(403);
      expect((await admin.get(`/api/leagues/${leagueId}/rounds`)).body[0].didNotPlay).toEqual([]);
    });
  },
  { env: smtp.env, now: () => NOW },
);
