// Scramble partners with a member account are invited, never enrolled behind their back
// (docs/decisions/206-scramble-partner-invitations.md), over real HTTP on SQLite and Postgres: the join's answer is the
// same whether or not the partner's address is a member's; the invited member accepts or declines in the app (and is
// told by e-mail); the place is held for the team until the invitation is answered or runs out (48 hours, never past
// the league's start), freed by the background job or by the next signup of that league; the inviter sees the state
// and is told when the place is freed; a burst of joins cannot take a held place.
import { beforeEach, describe, expect, it } from 'vitest';
import { facilityInstant } from '@longwood/core';
import { describeEachDatabase, type CreatedUser } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { leagueRequest } from '../support/requests';
import { suiteSmtpInbox } from '../support/smtp-inbox';

// Saturday 2026-11-21, 15:00 in Longwood; the league starts Tuesday 2026-11-24 at 18:00.
const NOW = facilityInstant('2026-11-21', '15:00');
const clock = { now: NOW };
const smtp = await suiteSmtpInbox();
const HOURS = 3_600_000;

const SCRAMBLE = leagueRequest({
  name: 'Tuesday Scramble',
  leagueType: 'scramble',
  startDate: '2026-11-24',
  endDate: '2026-12-15',
  dayOfWeek: 'Tuesday',
  maxParticipants: 8,
});

describeEachDatabase(
  'scramble partner invitations',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;
    let partner: CreatedUser;
    let partnerClient: TestClient;

    beforeEach(async () => {
      await ctx.resetData();
      clock.now = NOW;
      inbox.clear();
      admin = (await ctx.signInAs({ isAdmin: true })).client;
      ({ user: partner, client: partnerClient } = await ctx.signInAs({
        isMember: true,
        name: 'Patricia Partner',
        username: 'pat.partner@example.com',
        email: 'pat.partner@example.com',
      }));
    });

    async function createLeague(overrides: Record<string, unknown> = {}): Promise<number> {
      const res = await admin.post('/api/admin/leagues', { ...SCRAMBLE, ...overrides });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    }

    let serial = 0;
    async function joiner(name: string) {
      serial += 1;
      const email = `${name.toLowerCase()}.${serial}@example.com`;
      return ctx.signInAs({ isMember: true, name, username: email, email });
    }

    const join = (who: { user: CreatedUser; client: TestClient }, leagueId: number, player2Email: string) =>
      who.client.post(`/api/leagues/${leagueId}/join`, {
        userId: who.user.id,
        isTeamLead: true,
        player2Name: 'Pat',
        player2Email,
      });

    const placesTaken = async (leagueId: number) =>
      ((await admin.get(`/api/leagues/${leagueId}`)).body as { numberParticipants: number }).numberParticipants;
    const players = async (leagueId: number) =>
      ((await admin.get(`/api/leagues/${leagueId}/participants`)).body as { userId: number; teamId: number }[]).map(
        (p) => [p.userId, p.teamId],
      );
    const myLeague = async (client: TestClient, leagueId: number) =>
      ((await client.get('/api/user/leagues')).body as { league: { id: number } }[]).find(
        (l) => l.league.id === leagueId,
      ) as { partnerNames: string[]; partnerInvitation: { status: string; partnerName: string } | null } | undefined;
    const invitations = async () =>
      (await partnerClient.get('/api/user/league-invitations')).body as {
        id: number;
        league: { id: number; name: string };
        inviterName: string;
        expiresAt: string;
      }[];

    describe('joining with a partner', () => {
      it("invites a member partner instead of enrolling them, and answers as for anyone else's address", async () => {
        const leagueId = await createLeague();
        const ann = await joiner('Ann');
        const bob = await joiner('Bob');
        const toMember = await join(ann, leagueId, 'PAT.PARTNER@example.com');
        const toGuest = await join(bob, leagueId, 'pat@elsewhere.example');
        expect([toMember.status, toGuest.status]).toEqual([201, 201]);

        // The same answer either way: the joiner's own row, the partner as typed, no address and no username.
        const shape = (body: Record<string, unknown>[], who: CreatedUser) =>
          body.map(({ id: _id, teamId: _teamId, userId, name, ...rest }) => ({
            self: userId === who.id,
            named: name === who.name,
            ...rest,
          }));
        expect(shape(toMember.body, ann.user)).toEqual(shape(toGuest.body, bob.user));
        expect(JSON.stringify(toMember.body)).not.toMatch(/pat\.partner|Patricia|@/i);

        // The partner plays only once they accept; the place is held meanwhile.
        expect(await players(leagueId)).toEqual([
          [ann.user.id, 1],
          [bob.user.id, 2],
        ]);
        expect(await placesTaken(leagueId)).toBe(4);
        expect(await myLeague(partnerClient, leagueId)).toBeUndefined();

        const [invitation] = await invitations();
        expect(invitation).toMatchObject({ league: { id: leagueId }, inviterName: 'Ann' });
        expect(new Date(invitation!.expiresAt).getTime()).toBe(NOW.getTime() + 48 * HOURS);
        await ctx.app.services.outbox.settle();
        const mail = await inbox.waitFor((m) => m.to.includes(partner.email));
        expect(mail.subject).toBe('League invitation: Tuesday Scramble');
        expect(mail.text).toContain('Ann has invited you to play as their partner in Tuesday Scramble.');
        expect(mail.text).toContain('held until Monday, November 23, 2026 at 3:00 PM EST');

        expect(await myLeague(ann.client, leagueId)).toMatchObject({
          partnerNames: ['Pat'],
          partnerInvitation: { status: 'pending', partnerName: 'Pat' },
        });
        expect(await myLeague(bob.client, leagueId)).toMatchObject({ partnerNames: ['Pat'], partnerInvitation: null });
      });

      it('accepting puts the partner in the team in the held place, once', async () => {
        const leagueId = await createLeague();
        const ann = await joiner('Ann');
        await join(ann, leagueId, partner.email);
        const [invitation] = await invitations();

        const stranger = await joiner('Sam');
        const notTheirs = await stranger.client.post(`/api/league-invitations/${invitation!.id}/accept`);
        expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'NOT_FOUND']);

        expect((await partnerClient.post(`/api/league-invitations/${invitation!.id}/accept`)).status).toBe(204);
        expect(await players(leagueId)).toEqual([
          [ann.user.id, 1],
          [partner.id, 1],
        ]);
        expect(await placesTaken(leagueId)).toBe(2);
        expect(await myLeague(partnerClient, leagueId)).toMatchObject({ partnerNames: ['Ann'] });
        expect(await myLeague(ann.client, leagueId)).toMatchObject({
          partnerNames: ['Patricia Partner'],
          partnerInvitation: null,
        });
        expect(await invitations()).toEqual([]);
        await ctx.app.services.outbox.settle();
        await inbox.waitFor(
          (m) => m.to.includes(partner.email) && m.subject.startsWith('League registration confirmed'),
        );

        const again = await partnerClient.post(`/api/league-invitations/${invitation!.id}/decline`);
        expect([again.status, again.body.code]).toEqual([409, 'INVITATION_CLOSED']);
        expect(await placesTaken(leagueId)).toBe(2);
      });

      it('declining frees the place and tells the inviter', async () => {
        const leagueId = await createLeague();
        const ann = await joiner('Ann');
        await join(ann, leagueId, partner.email);
        const [invitation] = await invitations();

        expect((await partnerClient.post(`/api/league-invitations/${invitation!.id}/decline`)).status).toBe(204);
        expect(await placesTaken(leagueId)).toBe(1);
        expect(await players(leagueId)).toEqual([[ann.user.id, 1]]);
        expect(await myLeague(ann.client, leagueId)).toMatchObject({
          partnerNames: [],
          partnerInvitation: { status: 'declined', partnerName: 'Pat' },
        });
        await ctx.app.services.outbox.settle();
        const told = await inbox.waitFor((m) => m.to.includes(ann.user.email) && m.subject.startsWith('Partner'));
        expect(told.subject).toBe('Partner declined: Tuesday Scramble');
        expect(told.text).toContain('Pat declined your invitation to play in Tuesday Scramble.');

        const late = await partnerClient.post(`/api/league-invitations/${invitation!.id}/accept`);
        expect([late.status, late.body.code]).toEqual([409, 'INVITATION_CLOSED']);
        expect(await myLeague(partnerClient, leagueId)).toBeUndefined();
      });

      it('a member already playing in the league cannot accept a second team', async () => {
        const leagueId = await createLeague();
        const ann = await joiner('Ann');
        await join(ann, leagueId, partner.email);
        const [invitation] = await invitations();
        expect((await join({ user: partner, client: partnerClient }, leagueId, 'x@elsewhere.example')).status).toBe(
          201,
        );
        const accepted = await partnerClient.post(`/api/league-invitations/${invitation!.id}/accept`);
        expect([accepted.status, accepted.body.code]).toEqual([409, 'LEAGUE_ALREADY_JOINED']);
        expect((await partnerClient.post(`/api/league-invitations/${invitation!.id}/decline`)).status).toBe(204);
      });
    });

    describe('the hold runs out', () => {
      it('after 48 hours the job frees the place and tells the inviter; accepting then is refused', async () => {
        const leagueId = await createLeague();
        const ann = await joiner('Ann');
        await join(ann, leagueId, partner.email);
        const [invitation] = await invitations();

        clock.now = new Date(NOW.getTime() + 48 * HOURS - 60_000);
        expect(await ctx.app.services.jobs.leagueInvitations.runOnce()).toBe(0);
        expect(await placesTaken(leagueId)).toBe(2);

        clock.now = new Date(NOW.getTime() + 48 * HOURS);
        expect(await invitations()).toEqual([]);
        expect(await ctx.app.services.jobs.leagueInvitations.runOnce()).toBe(1);
        expect(await ctx.app.services.jobs.leagueInvitations.runOnce()).toBe(0);
        expect(await placesTaken(leagueId)).toBe(1);
        expect(await myLeague(ann.client, leagueId)).toMatchObject({
          partnerNames: [],
          partnerInvitation: { status: 'expired' },
        });
        await ctx.app.services.outbox.settle();
        const told = await inbox.waitFor((m) => m.to.includes(ann.user.email) && m.subject.startsWith('Partner'));
        expect(told.subject).toBe('Partner invitation expired: Tuesday Scramble');

        const late = await partnerClient.post(`/api/league-invitations/${invitation!.id}/accept`);
        expect([late.status, late.body.code]).toEqual([409, 'INVITATION_CLOSED']);
      });

      it("never holds past the league's start: it runs out when the league begins", async () => {
        // Sunday 2026-11-22 at 18:00: 27 hours after now.
        const leagueId = await createLeague({ startDate: '2026-11-22', dayOfWeek: 'Sunday' });
        await join(await joiner('Ann'), leagueId, partner.email);
        const [invitation] = await invitations();
        expect(invitation!.expiresAt).toBe(facilityInstant('2026-11-22', '18:00').toISOString());
      });
    });

    describe('the league fills meanwhile', () => {
      it('a burst of joins cannot take the held place; the partner still gets in', async () => {
        const leagueId = await createLeague({ maxParticipants: 4 });
        await join(await joiner('Ann'), leagueId, partner.email);
        const others = await Promise.all(['Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'].map((name) => joiner(name)));
        const answers = await Promise.all(others.map((who, i) => join(who, leagueId, `guest${i}@elsewhere.example`)));
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
        expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'LEAGUE_FULL')).toBe(true);
        expect(await placesTaken(leagueId)).toBe(4);

        const [invitation] = await invitations();
        expect((await partnerClient.post(`/api/league-invitations/${invitation!.id}/accept`)).status).toBe(204);
        expect(await placesTaken(leagueId)).toBe(4);
        expect((await players(leagueId)).filter(([userId]) => userId === partner.id)).toHaveLength(1);
      });

      it('once the hold ran out, the next joins take the place (before the job ran) and the partner is refused', async () => {
        // Five places: Ann and her held partner, Bea and her guest; one place left, too few for a team.
        const leagueId = await createLeague({ maxParticipants: 5 });
        await join(await joiner('Ann'), leagueId, partner.email);
        await join(await joiner('Bea'), leagueId, 'guest@elsewhere.example');
        const [invitation] = await invitations();
        const early = await join(await joiner('Kim'), leagueId, 'kim@elsewhere.example');
        expect([early.status, early.body.code]).toEqual([409, 'LEAGUE_FULL']);

        clock.now = new Date(NOW.getTime() + 49 * HOURS);
        const others = await Promise.all(['Cy', 'Di', 'Ed', 'Flo'].map((name) => joiner(name)));
        const answers = await Promise.all(others.map((who, i) => join(who, leagueId, `g${i}@elsewhere.example`)));
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
        expect(await placesTaken(leagueId)).toBe(5);

        const [accepted, decided] = await Promise.all([
          partnerClient.post(`/api/league-invitations/${invitation!.id}/accept`),
          ctx.app.services.jobs.leagueInvitations.runOnce(),
        ]);
        expect([accepted.status, accepted.body.code, decided]).toEqual([409, 'INVITATION_CLOSED', 0]);
        expect((await players(leagueId)).some(([userId]) => userId === partner.id)).toBe(false);
      });
    });
  },
  { now: () => clock.now, env: smtp.env },
);
