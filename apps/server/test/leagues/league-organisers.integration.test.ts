// A league's organisers over real HTTP on SQLite and Postgres (docs/decisions/272-league-organisers.md): an admin gives
// a front-desk user or a member one league's night by name; the organiser reaches every call of that night (the
// participants, players added, a make-up round added, score sheets and cards, did-not-play marks, withdrawals, the
// printed night sheet, the league's reads) and is refused everything else: other leagues, the league's settings, rounds
// edited or deleted, deleting players,
// handicaps, its deletion, the course list and every admin screen. Taking the league back, or the person's role, ends it.
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { organiserOf } from '../support/league-players';
import { netLeagueNight, ROUND_CARDS } from '../support/league-night';
import { leagueRequest } from '../support/requests';

describeEachDatabase(
  'league organisers',
  (ctx) => {
    let admin: TestClient;

    beforeEach(async () => {
      admin = await organiserOf(ctx);
    });

    // Round 1 (Nov 12) is scored for Ann and Bob; round 2 (Nov 19) is tonight; round 3 (Nov 26) is to come.
    async function nightWithOrganiser() {
      const night = await netLeagueNight(ctx, admin, {
        names: ['Ann', 'Bob'],
        roundDates: ['2026-11-12', '2026-11-19', '2026-11-26'],
      });
      const other = await admin.post(
        '/api/admin/leagues',
        leagueRequest({
          name: 'Monday Night',
          dayOfWeek: 'Monday',
          startDate: '2026-11-30',
          endDate: '2026-12-21',
        }),
      );
      expect(other.status, JSON.stringify(other.body)).toBe(201);
      const dee = await ctx.signInAs({ isFrontDesk: true, name: 'Dee Desk', username: 'dee@example.com' });
      return { ...night, otherId: other.body.id as number, dee };
    }

    it('an admin gives the league by name to a front-desk user, who then reaches every call of its night', async () => {
      const { leagueId, players, rounds, otherId, dee } = await nightWithOrganiser();
      const organiser = dee.client;
      const tonight = rounds[1]!;
      const absence = `/api/leagues/${leagueId}/rounds/${tonight}/absences/${players.Bob}`;

      // Before: the night is not theirs.
      const before = await organiser.put(absence, { didNotPlay: true });
      expect([before.status, before.body.code]).toEqual([403, 'LEAGUE_ORGANISERS_ONLY']);
      expect((await organiser.get(`/api/leagues/${leagueId}/standings`)).body.code).toBe('MEMBERS_ONLY');

      const granted = await admin.put(`/api/leagues/${leagueId}/organisers/${dee.user.id}`);
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
      expect(granted.body).toEqual([{ userId: dee.user.id, name: 'Dee Desk', role: 'Front desk' }]);
      expect((await admin.get(`/api/leagues/${leagueId}/organisers`)).body).toEqual(granted.body);
      expect((await organiser.get('/api/user/organised-leagues')).body).toEqual([
        { id: leagueId, name: 'Thursday Net' },
      ]);
      const log = await admin.get('/api/admin/activity?action=league.organiser-granted');
      expect(log.body.items.map((e: { after: unknown }) => e.after)).toEqual([{ organiser: 'Dee Desk' }]);

      // The league's reads.
      for (const path of [
        `/api/leagues/${leagueId}`,
        `/api/leagues/${leagueId}/rounds`,
        `/api/leagues/${leagueId}/scores`,
        `/api/leagues/${leagueId}/rounds/${rounds[0]}/scores`,
        `/api/leagues/${leagueId}/standings`,
        `/api/leagues/${leagueId}/handicaps`,
        `/api/leagues/${leagueId}/rounds/${rounds[0]}/skins`,
        `/api/leagues/${leagueId}/rounds/${tonight}/matchups`,
        `/api/leagues/${leagueId}/leaderboard`,
      ]) {
        const read = await organiser.get(path);
        expect(read.status, `${path}: ${JSON.stringify(read.body)}`).toBe(200);
      }
      // The players by name, never their e-mails.
      const participants = await organiser.get(`/api/leagues/${leagueId}/participants`);
      expect(participants.status).toBe(200);
      expect(participants.body.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob']);
      expect(JSON.stringify(participants.body)).not.toContain('@example.com');
      // The printed night.
      const sheet = await organiser.get(`/api/leagues/${leagueId}/rounds/${tonight}/night-sheet`);
      expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);

      // Tonight: Bob marked did not play, Ann's card on the sheet, corrected, taken off and entered again.
      const marked = await organiser.put(absence, { didNotPlay: true });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body).toMatchObject({ didNotPlay: [players.Bob] });
      const saved = await organiser.put(`/api/leagues/${leagueId}/rounds/${tonight}/scores`, {
        entries: [{ participantId: players.Ann, holes: ROUND_CARDS[2].Ann }],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const scoreId = saved.body[0].id as number;
      const corrected = await organiser.patch(`/api/leagues/${leagueId}/scores/${scoreId}`, {
        holes: ROUND_CARDS[1].Ann,
      });
      expect([corrected.status, corrected.body.strokes]).toEqual([200, 41]);
      expect((await organiser.request('DELETE', `/api/leagues/${leagueId}/scores/${scoreId}`)).status).toBe(204);
      const entered = await organiser.post(`/api/leagues/${leagueId}/scores`, {
        roundId: tonight,
        participantId: players.Ann,
        holes: ROUND_CARDS[2].Ann,
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(201);
      // Pairings are for match play: an answer about the league, past the guard.
      const pairings = await organiser.put(`/api/leagues/${leagueId}/rounds/${tonight}/pairings`, { pairings: [] });
      expect(pairings.status).toBe(400);
      // Bob leaves the rounds to come.
      const withdrawn = await organiser.post(`/api/leagues/${leagueId}/participants/${players.Bob}/withdraw`);
      expect([withdrawn.status, withdrawn.body.lastRoundNumber]).toEqual([200, 2]);
      // Its answer names Bob, never his e-mail address, nor does a second withdrawal's.
      expect(withdrawn.body.name).toBe('Bob');
      const again = await organiser.post(`/api/leagues/${leagueId}/participants/${players.Bob}/withdraw`);
      expect([again.status, again.body.name]).toEqual([200, 'Bob']);
      expect(JSON.stringify([withdrawn.body, again.body])).not.toContain('@example.com');

      // A member joins the league late: added by the organiser, in the log in words naming them.
      const max = await ctx.signInAs({ isMember: true, name: 'Max Member', username: 'max@example.com' });
      // Found by name through the league (names only; Ann and Bob, already in, never offered), never by an address.
      const found = await organiser.get(`/api/leagues/${leagueId}/addable-players?q=max`);
      expect(found.body).toEqual([{ id: max.user.id, name: 'Max Member' }]);
      expect((await organiser.get(`/api/leagues/${leagueId}/addable-players?q=mem`)).body).toEqual([
        { id: max.user.id, name: 'Max Member' },
      ]);
      for (const address of ['example.com', '@example', 'max@', 'max@example.com']) {
        const byAddress = await organiser.get(
          `/api/leagues/${leagueId}/addable-players?q=${encodeURIComponent(address)}`,
        );
        expect([byAddress.status, byAddress.body], address).toEqual([200, []]);
      }
      // An account without a name is found by the name it is shown by, its username's part before '@'.
      const nameless = await ctx.createMember({ username: 'quinn.nameless@example.com' });
      await ctx.db('users').where({ id: nameless.id }).update({ name: null });
      expect((await organiser.get(`/api/leagues/${leagueId}/addable-players?q=quinn`)).body).toEqual([
        { id: nameless.id, name: 'quinn.nameless' },
      ]);
      expect((await organiser.get(`/api/leagues/${leagueId}/addable-players?q=less%40ex`)).body).toEqual([]);
      expect((await organiser.get(`/api/leagues/${otherId}/addable-players?q=max`)).status).toBe(403);
      const added = await organiser.post(`/api/leagues/${leagueId}/participants`, {
        userId: max.user.id,
        teamId: 3,
        isTeamLead: true,
      });
      expect([added.status, added.body.name], JSON.stringify(added.body)).toEqual([201, 'Max Member']);
      // The answer names the player, as the search did: not his username nor his e-mail address.
      expect(JSON.stringify(added.body)).not.toContain('max@example.com');
      const roster = await organiser.get(`/api/leagues/${leagueId}/participants`);
      expect(roster.body.map((p: { name: string }) => p.name)).toEqual(['Ann', 'Bob', 'Max Member']);
      const addedLog = await admin.get('/api/admin/activity?action=league.participant-added');
      expect(addedLog.body.items[0].sentence).toMatch(/^Dee Desk added a participant to Thursday Net/);
      // Not to another league: its organisers' (and the admins') only.
      const elsewhere = await organiser.post(`/api/leagues/${otherId}/participants`, {
        userId: max.user.id,
        teamId: 1,
        isTeamLead: true,
      });
      expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'LEAGUE_ORGANISERS_ONLY']);

      // A make-up night for a round rained off: added by the organiser on the rounds' course, in the log.
      const courseId = (await organiser.get(`/api/leagues/${leagueId}/rounds`)).body[0].course.id as number;
      const makeUp = await organiser.post(`/api/leagues/${leagueId}/rounds`, {
        roundNumber: 4,
        roundDate: '2026-12-03',
        name: 'Make-up',
        courseId,
      });
      expect(makeUp.status, JSON.stringify(makeUp.body)).toBe(201);
      expect(makeUp.body).toMatchObject({ roundNumber: 4, roundDate: '2026-12-03', name: 'Make-up' });
      expect(makeUp.body.course.id).toBe(courseId);
      const roundLog = await admin.get('/api/admin/activity?action=league.round-created');
      expect(roundLog.body.items[0].actorName).toBe('dee@example.com');

      // In the log as the organiser's own doing.
      const entries = await admin.get('/api/admin/activity?action=league.absence-set');
      expect(entries.body.items[0].actorName).toBe('dee@example.com');

      // Nothing else: not another league, not the league's settings, rounds, deleting players or handicaps, not its deletion,
      // not the course list nor any admin screen.
      const refusals: [string, string, string, unknown?][] = [
        ['PUT', `/api/leagues/${otherId}/rounds/1/absences/1`, 'LEAGUE_ORGANISERS_ONLY', { didNotPlay: true }],
        ['GET', `/api/leagues/${otherId}/participants`, 'LEAGUE_ORGANISERS_ONLY'],
        ['POST', `/api/leagues/${otherId}/participants/1/withdraw`, 'LEAGUE_ORGANISERS_ONLY'],
        ['GET', `/api/leagues/${otherId}/standings`, 'MEMBERS_ONLY'],
        [
          'PATCH',
          `/api/leagues/${leagueId}`,
          'ADMINS_ONLY',
          leagueRequest({ name: 'Renamed', startDate: '2026-11-26', endDate: '2026-12-17' }),
        ],
        ['DELETE', `/api/leagues/${leagueId}`, 'ADMINS_ONLY'],
        ['PUT', `/api/leagues/${leagueId}/night`, 'ADMINS_ONLY', { rankBy: 'gross' }],
        [
          'POST',
          `/api/leagues/${otherId}/rounds`,
          'LEAGUE_ORGANISERS_ONLY',
          { roundNumber: 1, roundDate: '2026-12-03' },
        ],
        ['PATCH', `/api/leagues/${leagueId}/rounds/${rounds[2]}`, 'ADMINS_ONLY', { name: 'Week 3' }],
        ['DELETE', `/api/leagues/${leagueId}/rounds/${rounds[2]}`, 'ADMINS_ONLY'],
        ['DELETE', `/api/leagues/${leagueId}/participants/${players.Ann}`, 'ADMINS_ONLY'],
        [
          'PUT',
          `/api/leagues/${leagueId}/participants/${players.Ann}/handicap`,
          'ADMINS_ONLY',
          { startingHandicap: 1 },
        ],
        ['GET', `/api/leagues/${leagueId}/organisers`, 'ADMINS_ONLY'],
        ['PUT', `/api/leagues/${leagueId}/organisers/${dee.user.id}`, 'ADMINS_ONLY'],
        ['POST', `/api/admin/leagues/${leagueId}/schedule`, 'ADMINS_ONLY'],
        ['GET', '/api/admin/courses', 'ADMINS_ONLY'],
        ['GET', '/api/admin/users', 'ADMINS_ONLY'],
        ['GET', '/api/admin/activity', 'ADMINS_ONLY'],
      ];
      const answers = [];
      for (const [method, path, , body] of refusals) {
        const res = await organiser.request(method, path, body);
        answers.push(`${method} ${path} ${res.status} ${res.body?.code}`);
      }
      expect(answers).toEqual(refusals.map(([method, path, code]) => `${method} ${path} 403 ${code}`));
      // The other league is untouched.
      expect((await admin.get(`/api/leagues/${otherId}/participants`)).body).toEqual([]);
    });

    describe('taking it back', () => {
      it('revoking the league, or the role that made the person eligible, ends the night for them', async () => {
        const { leagueId, players, rounds, dee } = await nightWithOrganiser();
        const max = await ctx.signInAs({ isMember: true, name: 'Max Member', username: 'max@example.com' });
        const absence = `/api/leagues/${leagueId}/rounds/${rounds[1]}/absences/${players.Bob}`;
        for (const person of [dee, max]) {
          expect((await admin.put(`/api/leagues/${leagueId}/organisers/${person.user.id}`)).status).toBe(200);
          expect((await person.client.put(absence, { didNotPlay: true })).status).toBe(200);
        }
        expect(
          (await admin.get(`/api/leagues/${leagueId}/organisers`)).body.map((o: { name: string }) => o.name),
        ).toEqual(['Dee Desk', 'Max Member']);

        expect((await admin.request('DELETE', `/api/leagues/${leagueId}/organisers/${dee.user.id}`)).status).toBe(204);
        expect((await dee.client.put(absence, { didNotPlay: false })).body.code).toBe('LEAGUE_ORGANISERS_ONLY');
        expect((await dee.client.get('/api/user/organised-leagues')).body).toEqual([]);
        const revoked = await admin.get('/api/admin/activity?action=league.organiser-revoked');
        expect(revoked.body.items.map((e: { before: unknown }) => e.before)).toEqual([{ organiser: 'Dee Desk' }]);

        // A member whose membership ends no longer organises (the grant stays, listed as such, and counts again if
        // they become a member again).
        expect((await admin.patch(`/api/admin/users/${max.user.id}/membership`, { isMember: false })).status).toBe(200);
        expect((await max.client.put(absence, { didNotPlay: false })).body.code).toBe('LEAGUE_ORGANISERS_ONLY');
        expect((await admin.get(`/api/leagues/${leagueId}/organisers`)).body).toEqual([
          { userId: max.user.id, name: 'Max Member', role: 'No longer a member or front desk' },
        ]);
      });

      it('only members and front-desk staff are given a league; nobody but an admin gives one', async () => {
        const { leagueId, dee } = await nightWithOrganiser();
        const regular = await ctx.signInAs({ name: 'Rae Regular', username: 'rae@example.com' });
        const refused = await admin.put(`/api/leagues/${leagueId}/organisers/${regular.user.id}`);
        expect([refused.status, refused.body.code]).toEqual([409, 'ORGANISER_NOT_ELIGIBLE']);
        expect(refused.body.message).toBe('Only members and front-desk staff can be given a league to organise.');
        expect((await admin.put(`/api/leagues/${leagueId}/organisers/2147483647`)).status).toBe(404);
        const byDesk = await dee.client.put(`/api/leagues/${leagueId}/organisers/${dee.user.id}`);
        expect([byDesk.status, byDesk.body.code]).toEqual([403, 'ADMINS_ONLY']);
        expect((await admin.get(`/api/leagues/${leagueId}/organisers`)).body).toEqual([]);
      });
    });
  },
  { now: () => facilityInstant('2026-11-19', '21:00') },
);
