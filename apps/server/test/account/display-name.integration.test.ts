// A person's display name over real HTTP on SQLite and Postgres (docs/decisions/200-a-persons-display-name.md):
// asked at registration (optional), edited on the profile, set by admins (recorded in the activity log), returned
// with every user; and shown instead of e-mail addresses wherever members see other people (league standings and
// signup, lessons, the desk's board and member picker).
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { registration } from '../support/requests';

// Monday 2027-03-08, 09:00 in Longwood.
const TODAY = '2027-03-08';
const TUESDAY = addDaysToDateString(TODAY, 1);
const NOW = facilityInstant(TODAY, '09:00');
const EMAIL = /[^\s@]+@[^\s@]+/;

describeEachDatabase(
  'display name',
  (ctx) => {
    beforeEach(() => ctx.resetData());

    it('is optional at registration: given, it is trimmed and returned with the session user; else null', async () => {
      const named = ctx.client();
      const res = await named.post('/api/register', registration('ann@example.com', { name: '  Ann Lee ' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ username: 'ann@example.com', name: 'Ann Lee' });
      expect((await named.get('/api/user')).body.name).toBe('Ann Lee');

      const unnamed = ctx.client();
      const plain = await unnamed.post('/api/register', registration('bo@example.com'));
      expect(plain.status).toBe(201);
      expect(plain.body.name).toBeNull();
      const blank = await ctx.client().post('/api/register', registration('cy@example.com', { name: '   ' }));
      expect(blank.body.name).toBeNull();

      const bad = await ctx.client().post('/api/register', registration('di@example.com', { name: 'x'.repeat(61) }));
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors.name).toEqual(['Name must be at most 60 characters']);
      const hidden = await ctx.client().post('/api/register', registration('ed@example.com', { name: 'Ed\u202Eevil' }));
      expect(hidden.body.fieldErrors.name).toEqual(['Name contains characters that are not allowed']);
    });

    it('the member edits it on the profile: set, kept when left out, removed when empty', async () => {
      const { user, client } = await ctx.signInAs();
      const profile = { username: user.username, email: user.email };
      const set = await client.patch('/api/user/profile', { ...profile, name: ' Chip Shot ' });
      expect(set.status).toBe(200);
      expect(set.body.name).toBe('Chip Shot');
      expect((await client.get('/api/user')).body.name).toBe('Chip Shot');

      const kept = await client.patch('/api/user/profile', { ...profile, phone: '(407) 555-1234' });
      expect(kept.body).toMatchObject({ name: 'Chip Shot', phone: '(407) 555-1234' });

      const removed = await client.patch('/api/user/profile', { ...profile, name: '' });
      expect(removed.body.name).toBeNull();
      expect((await client.get('/api/user')).body.name).toBeNull();
    });

    it('admins set it (recorded in the activity log), add a member with one, and find members by it', async () => {
      const { user: admin, client } = await ctx.signInAs({ isAdmin: true, username: 'boss' });
      const target = await ctx.createMember({ username: 'golfer@example.com' });

      const set = await client.patch(`/api/admin/users/${target.id}/name`, { name: 'Gil Fairway' });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ id: target.id, name: 'Gil Fairway', username: 'golfer@example.com' });
      // The same name again changes nothing and records nothing.
      expect((await client.patch(`/api/admin/users/${target.id}/name`, { name: 'Gil Fairway ' })).status).toBe(200);
      const cleared = await client.patch(`/api/admin/users/${target.id}/name`, { name: '' });
      expect(cleared.body.name).toBeNull();
      expect((await client.patch(`/api/admin/users/${target.id}/name`, { name: 'Gil' })).status).toBe(200);

      const missing = await client.patch('/api/admin/users/999999/name', { name: 'Nobody' });
      expect(missing.status).toBe(404);
      expect((await client.patch(`/api/admin/users/${target.id}/name`, {})).status).toBe(400);

      const log = await client.get('/api/admin/activity?action=user.name');
      expect(log.status).toBe(200);
      expect(
        log.body.items.map((e: { before: unknown; after: unknown; targetId: number; actorId: number }) => [
          e.actorId,
          e.targetId,
          e.before,
          e.after,
        ]),
      ).toEqual([
        [admin.id, target.id, { name: null }, { name: 'Gil' }],
        [admin.id, target.id, { name: 'Gil Fairway' }, { name: null }],
        [admin.id, target.id, { name: null }, { name: 'Gil Fairway' }],
      ]);
      expect(log.body.items[0]).toMatchObject({ actorName: 'boss', targetLabel: 'golfer@example.com' });

      const added = await client.post('/api/admin/add-member', {
        email: 'new@example.com',
        phone: '4075550111',
        name: 'Nia New',
      });
      expect(added.status).toBe(201);
      const found = await client.get('/api/admin/users?q=nia');
      expect(found.body.items).toEqual([expect.objectContaining({ email: 'new@example.com', name: 'Nia New' })]);

      // A member may not set anyone's name, their own included, through the admin route.
      const { client: member } = await ctx.signInAs({ isMember: true });
      expect((await member.patch(`/api/admin/users/${target.id}/name`, { name: 'Hacked' })).status).toBe(403);
    });

    describe('what members see of other people', () => {
      it('league standings and the signup answer show display names, never e-mail addresses', async () => {
        const admin = (await ctx.signInAs({ isAdmin: true })).client;
        const tuesdays = { dayOfWeek: 'Tuesday', startDate: TUESDAY, endDate: addDaysToDateString(TUESDAY, 21) };
        const league = await admin.post('/api/admin/leagues', {
          ...tuesdays,
          name: 'Tuesday Night League',
          leagueType: 'scramble',
          scoringType: 'lowest_score',
          isActive: true,
          maxParticipants: 8,
          numberOfBays: 1,
          startTime: '18:00',
          endTime: '20:00',
        });
        expect(league.status).toBe(201);
        const partner = await ctx.createMember({ username: 'pat.partner@example.com', name: 'Pat Partner' });
        const lead = await ctx.signInAs({ isMember: true, username: 'lee.lead@example.com' });
        const joined = await lead.client.post(`/api/leagues/${league.body.id}/join`, {
          userId: lead.user.id,
          isTeamLead: true,
          player2Name: 'Pat',
          player2Email: partner.email,
        });
        expect(joined.status, JSON.stringify(joined.body)).toBe(201);
        expect(joined.body.map((p: { name: string }) => p.name)).toEqual(['lee.lead']);
        expect(JSON.stringify(joined.body)).not.toMatch(EMAIL);
        // The partner, a member, plays once they accept the invitation.
        const partnerClient = await ctx.signIn(partner.username, partner.password);
        const [invitation] = (await partnerClient.get('/api/user/league-invitations')).body as { id: number }[];
        expect((await partnerClient.post(`/api/league-invitations/${invitation!.id}/accept`)).status).toBe(204);

        const standings = await lead.client.get(`/api/leagues/${league.body.id}/standings`);
        expect(standings.status).toBe(200);
        expect(standings.body.rows.map((r: { players: string[] }) => [...r.players].sort())).toEqual([
          ['Pat Partner', 'lee.lead'],
        ]);
        expect(JSON.stringify(standings.body)).not.toMatch(EMAIL);

        // The admin's participants list has the name beside the username and e-mail.
        const listed = await admin.get(`/api/leagues/${league.body.id}/participants`);
        expect(listed.body).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ name: 'Pat Partner', email: partner.email, username: partner.username }),
          ]),
        );
      });

      it('lessons name the coach and the member by display name; the coach still has the contact', async () => {
        const { user: coach, client: coachClient } = await ctx.signInAs({
          isCoach: true,
          username: 'casey.coach@longwoodgolf.example',
          name: 'Casey Carter',
        });
        const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));
        expect((await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: weekdays })).status).toBe(200);
        const { user: member, client } = await ctx.signInAs({ isMember: true, username: 'mo.member@example.com' });

        expect((await client.get('/api/coaches')).body).toEqual([
          { id: coach.id, name: 'Casey Carter', lessonPriceCents: null },
        ]);
        const booked = await client.post('/api/lessons', {
          coachId: coach.id,
          bookingDate: TUESDAY,
          startTime: '10:00',
          durationMinutes: 60,
        });
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
        expect(booked.body.coachName).toBe('Casey Carter');
        const mine = await client.get('/api/user/lessons');
        expect(mine.body.map((l: { coachName: string }) => l.coachName)).toEqual(['Casey Carter']);
        expect(JSON.stringify(mine.body)).not.toMatch(EMAIL);

        const agenda = await coachClient.get(`/api/coaches/${coach.id}/lessons?from=${TODAY}`);
        expect(agenda.body).toEqual([
          expect.objectContaining({ coachName: 'Casey Carter', memberName: 'mo.member', memberEmail: member.email }),
        ]);
      });

      it('the desk finds members by name and shows names on the board', async () => {
        const member = await ctx.createMember({ username: 'dana@example.com', name: 'Dana Fairway' });
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const found = await staff.get('/api/desk/members?q=fairway');
        expect(found.body).toEqual([
          { id: member.id, name: 'Dana Fairway', username: member.username, email: member.email },
        ]);

        const walkIn = await staff.post('/api/desk/walk-ins', {
          for: 'member',
          start: 'now',
          durationMinutes: 30,
          userId: member.id,
        });
        expect(walkIn.status, JSON.stringify(walkIn.body)).toBe(201);
        expect(walkIn.body.holder).toBe('Dana Fairway');
        const board = await staff.get('/api/desk/board');
        expect(board.body.occupancies.map((o: { holder: string }) => o.holder)).toEqual(['Dana Fairway']);
      });
    });
  },
  { now: () => NOW },
);
