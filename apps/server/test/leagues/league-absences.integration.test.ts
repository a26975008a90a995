// Absences and when a round is complete, over real HTTP and SMTP on SQLite and Postgres
// (docs/decisions/270-league-absences-and-round-completion.md): the organiser marks a player did not play, the round
// is complete once every player has a card or is marked, its results e-mail goes then and only once, and the
// league's absence rule says in the standings what the week counted.
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
    const inbox = smtp.use();
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
      return { ...made, absence, roundsNow };
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
  },
  { env: smtp.env, now: () => NOW },
);
