// The admin console's API over real HTTP on SQLite and Postgres: paged and searchable lists, adding a member
// (the set-password e-mail received over SMTP and its link used), deleting a user (sessions end, future bookings
// released, past ones kept), demo-request triage and the streamed CSV exports. Who may call each route is checked
// for every persona by role-policy.integration.test.ts; the refusals users would meet are repeated here.
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, MAX_PAGE_SIZE, weekdayName } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { demoRequest, leagueRequest } from '../support/requests';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const TODAY = '2027-03-10';
const TOMORROW = addDaysToDateString(TODAY, 1);
const clock = { now: facilityInstant(TODAY, '09:00') };
const smtp = await suiteSmtpInbox();

describeEachDatabase(
  'admin console',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '09:00');
    });

    const slot = (date: string, start: string, end: string, simulatorId = 1) => ({
      simulatorId,
      bookingDate: date,
      startTime: start,
      endTime: end,
    });

    describe('user accounts list (GET /api/admin/users)', () => {
      it('pages, searches and sorts on the server, with a bounded page size', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'zed-admin@example.com' });
        for (const name of ['alice', 'bob', 'carol']) await ctx.createUser({ username: `${name}@example.com` });

        const first = await admin.get('/api/admin/users?pageSize=2&sort=username');
        expect(first.status).toBe(200);
        expect(first.body.total).toBe(4);
        expect(first.body.items.map((u: { username: string }) => u.username)).toEqual([
          'alice@example.com',
          'bob@example.com',
        ]);
        const second = await admin.get('/api/admin/users?pageSize=2&page=2&sort=username');
        expect(second.body.items.map((u: { username: string }) => u.username)).toEqual([
          'carol@example.com',
          'zed-admin@example.com',
        ]);

        const found = await admin.get('/api/admin/users?q=CAROL');
        expect(found.body.total).toBe(1);
        expect(found.body.items[0].username).toBe('carol@example.com');
        // LIKE wildcards typed by the admin are plain text.
        expect((await admin.get('/api/admin/users?q=%25')).body.total).toBe(0);

        const tooBig = await admin.get(`/api/admin/users?pageSize=${MAX_PAGE_SIZE + 1}`);
        expect(tooBig.status).toBe(400);
        expect((await admin.get('/api/admin/users?sort=password_hash')).status).toBe(400);
      });
    });

    describe('add member (POST /api/admin/add-member)', () => {
      it('creates a member, e-mails a set-password link over SMTP, and the link sets the password', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const res = await admin.post('/api/admin/add-member', { email: 'New.Member@Example.com', phone: '4075550111' });
        expect(res.status).toBe(201);
        expect(res.body.message).toBe("Member added. We've e-mailed new.member@example.com a link to set a password.");

        const listed = await admin.get('/api/admin/users?q=new.member');
        expect(listed.body.items[0]).toMatchObject({
          username: 'new.member@example.com',
          email: 'new.member@example.com',
          phone: '4075550111',
          isMember: true,
          isAdmin: false,
        });

        const mail = await inbox.waitFor((m) => m.to.includes('new.member@example.com'));
        expect(mail.subject).toBe('Welcome to Longwood Golf: set your password');
        const token = /\/reset-password\/([^\s]+)/.exec(mail.text)?.[1];
        expect(token).toBeTruthy();

        const anon = ctx.client();
        const set = await anon.post('/api/reset-password/reset', {
          token: decodeURIComponent(token!),
          newPassword: 'fairway-2027',
        });
        expect(set.status).toBe(200);
        const login = await anon.post('/api/login', { username: 'new.member@example.com', password: 'fairway-2027' });
        expect(login.status).toBe(200);
        expect(login.body.isMember).toBe(true);
      });

      it('refuses the same e-mail twice, also when two admins add it at once', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const body = { email: 'twice@example.com', phone: '4075550112' };
        const burst = await Promise.all(Array.from({ length: 6 }, () => admin.post('/api/admin/add-member', body)));
        expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
        const refused = burst.find((r) => r.status === 409)!;
        expect(refused.body).toMatchObject({
          code: 'ACCOUNT_TAKEN',
          message: 'An account with this email already exists.',
        });
        expect(refused.body.fieldErrors.email).toEqual(['An account with this email already exists.']);
        expect((await admin.get('/api/admin/users?q=twice')).body.total).toBe(1);
      });

      it("validates with the requirements' messages", async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const empty = await admin.post('/api/admin/add-member', { email: '', phone: '' });
        expect(empty.status).toBe(400);
        expect(empty.body.fieldErrors).toEqual({
          email: ['Please fill in all fields'],
          phone: ['Please fill in all fields'],
        });
        const bad = await admin.post('/api/admin/add-member', { email: 'not-an-email', phone: '4075550113' });
        expect(bad.body.fieldErrors).toEqual({ email: ['Please enter a valid email address'] });
      });
    });

    describe('delete user (DELETE /api/admin/users/:id)', () => {
      it('ends their sessions, releases future bookings and keeps past ones for reports', async () => {
        await ctx.createAdmin(); // someone else is user 1
        const { user: adminUser, client: admin } = await ctx.signInAs({ isAdmin: true });
        const { user: member, client: memberClient } = await ctx.signInAs({ isMember: true, username: 'leaver' });
        const past = await memberClient.post('/api/bookings', slot(TOMORROW, '10:00', '11:00'));
        expect(past.status).toBe(201);
        clock.now = facilityInstant(addDaysToDateString(TODAY, 2), '09:00');
        const future = await admin.post('/api/admin/bookings', {
          ...slot(addDaysToDateString(TODAY, 3), '10:00', '11:00'),
          userId: member.id,
        });
        expect(future.status).toBe(201);

        expect((await admin.delete(`/api/admin/users/${member.id}`)).status).toBe(204);

        expect((await memberClient.get('/api/user')).status).toBe(401);
        expect((await ctx.client().post('/api/login', { username: 'leaver', password: member.password })).status).toBe(
          401,
        );
        const all = await admin.get('/api/admin/all-bookings');
        expect(all.body.items).toHaveLength(1);
        expect(all.body.items[0]).toMatchObject({
          id: past.body.id,
          kind: 'walk_in',
          userId: null,
          guestName: `Deleted member #${member.id} (leaver)`,
          bookingDate: TOMORROW,
        });
        // The released bay is free again for someone else.
        const other = (await ctx.signInAs({ isMember: true })).client;
        expect((await other.post('/api/bookings', slot(addDaysToDateString(TODAY, 3), '10:00', '11:00'))).status).toBe(
          201,
        );

        expect((await admin.delete(`/api/admin/users/${member.id}`)).status).toBe(404);
        const self = await admin.delete(`/api/admin/users/${adminUser.id}`);
        expect(self.status).toBe(403);
        expect(self.body.message).toBe('You cannot delete your own account.');
        const first = await admin.delete('/api/admin/users/1');
        expect(first.status).toBe(403);
        expect(first.body.message).toBe('The primary administrator account (user 1) cannot be deleted.');
      });

      it('is refused to members, desk staff and visitors', async () => {
        const target = await ctx.createMember();
        for (const flags of [{ isMember: true }, { isFrontDesk: true }, { isCoach: true }]) {
          const { client } = await ctx.signInAs(flags);
          expect((await client.delete(`/api/admin/users/${target.id}`)).status).toBe(403);
          expect((await client.post('/api/admin/add-member', { email: 'x@example.com', phone: '1' })).status).toBe(403);
        }
        expect((await ctx.client().delete(`/api/admin/users/${target.id}`)).status).toBe(401);
      });
    });

    describe('bookings list (GET /api/admin/all-bookings)', () => {
      it('filters by date range, member and bay, and pages', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const ann = await ctx.createMember({ username: 'ann' });
        const ben = await ctx.createMember({ username: 'ben' });
        for (const [day, who, bay, start] of [
          [1, ann, 1, '08:00'],
          [1, ben, 2, '08:00'],
          [2, ann, 1, '09:00'],
          [3, ben, 1, '10:00'],
        ] as const) {
          const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`;
          const r = await admin.post('/api/admin/bookings', {
            ...slot(addDaysToDateString(TODAY, day), start, end, bay),
            userId: who.id,
          });
          expect(r.status).toBe(201);
        }
        const d = (n: number) => addDaysToDateString(TODAY, n);
        const page1 = await admin.get(`/api/admin/all-bookings?from=${d(1)}&pageSize=3`);
        expect(page1.body.total).toBe(4);
        expect(page1.body.items).toHaveLength(3);
        expect(page1.body.items[0]).toMatchObject({ bookingDate: d(1), simulatorId: 1, kind: 'staff' });
        expect((await admin.get(`/api/admin/all-bookings?from=${d(2)}&to=${d(2)}`)).body.total).toBe(1);
        expect((await admin.get(`/api/admin/all-bookings?userId=${ann.id}`)).body.total).toBe(2);
        expect((await admin.get('/api/admin/all-bookings?simulatorId=2')).body.total).toBe(1);
        expect((await admin.get('/api/admin/all-bookings?q=ben')).body.total).toBe(2);
        expect((await admin.get('/api/admin/all-bookings?from=2027-02-30')).status).toBe(400);
      });

      it('sums booked minutes and utilisation per day for the daily chart, within 31 days', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const member = await ctx.createMember();
        await admin.post('/api/admin/bookings', { ...slot(TOMORROW, '10:00', '12:00', 1), userId: member.id });
        await admin.post('/api/admin/bookings', { ...slot(TOMORROW, '10:00', '11:00', 2), userId: member.id });
        const res = await admin.get(`/api/admin/utilisation?from=${TODAY}&to=${TOMORROW}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual([
          { date: TODAY, bookedMinutes: 0, percent: 0 },
          { date: TOMORROW, bookedMinutes: 180, percent: 6.4 },
        ]);
        // A league without a generated schedule holds its bay by computation: its night counts like a row.
        const league = await admin.post(
          '/api/admin/leagues',
          leagueRequest({
            name: 'Night League',
            startDate: TODAY,
            endDate: TOMORROW,
            dayOfWeek: weekdayName(TOMORROW),
          }),
        );
        expect(league.status).toBe(201);
        const withLeague = await admin.get(`/api/admin/utilisation?from=${TODAY}&to=${TOMORROW}`);
        expect(withLeague.body).toEqual([
          { date: TODAY, bookedMinutes: 0, percent: 0 },
          { date: TOMORROW, bookedMinutes: 300, percent: 10.6 },
        ]);
        const tooLong = await admin.get(`/api/admin/utilisation?from=${TODAY}&to=${addDaysToDateString(TODAY, 31)}`);
        expect(tooLong.status).toBe(400);
        expect(tooLong.body.fieldErrors.to).toEqual(['Choose a range of at most 31 days']);
        const member2 = (await ctx.signInAs({ isMember: true })).client;
        expect((await member2.get(`/api/admin/utilisation?from=${TODAY}&to=${TODAY}`)).status).toBe(403);
      });

      it('refuses a staff booking for a non-member', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const regular = await ctx.createUser();
        const res = await admin.post('/api/admin/bookings', {
          ...slot(TOMORROW, '10:00', '11:00'),
          userId: regular.id,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.message).toBe('Bookings can only be made for members.');
      });
    });

    describe('demo requests', () => {
      it('moves a request from in progress to completed, toggles became-member and deletes', async () => {
        for (const name of ['Ada One', 'Bea Two', 'Cy Three']) {
          expect(
            (await ctx.client().post('/api/contact', demoRequest(name, { message: `Hello from ${name}` }))).status,
          ).toBe(201);
          clock.now = new Date(clock.now.getTime() + 60_000);
        }
        const { client: desk } = await ctx.signInAs({ isFrontDesk: true });
        const open = await desk.get('/api/admin/demo-requests');
        expect(open.status).toBe(200);
        expect(open.body.total).toBe(3);
        expect(open.body.items.map((r: { name: string }) => r.name)).toEqual(['Ada One', 'Bea Two', 'Cy Three']);
        const [ada, bea] = open.body.items as Array<{ id: number }>;

        const read = await desk.patch(`/api/admin/contact-submissions/${ada!.id}/read`);
        expect(read.status).toBe(200);
        expect(read.body).toMatchObject({
          id: ada!.id,
          isRead: true,
          becameMember: false,
          message: 'Hello from Ada One',
        });
        const member = await desk.patch(`/api/admin/contact-submissions/${ada!.id}/member-status`, {
          becameMember: true,
        });
        expect(member.body.becameMember).toBe(true);

        expect((await desk.get('/api/admin/demo-requests')).body.total).toBe(2);
        const completed = await desk.get('/api/admin/completed-demo-requests');
        expect(completed.body.items).toEqual([expect.objectContaining({ id: ada!.id, becameMember: true })]);

        expect((await desk.delete(`/api/admin/contact-submissions/${bea!.id}`)).status).toBe(204);
        expect((await desk.delete(`/api/admin/contact-submissions/${bea!.id}`)).status).toBe(404);
        expect((await desk.patch(`/api/admin/contact-submissions/${bea!.id}/read`)).status).toBe(404);
        const bad = await desk.patch(`/api/admin/contact-submissions/${ada!.id}/member-status`, {
          becameMember: 'yes',
        });
        expect(bad.status).toBe(400);

        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const all = await admin.get('/api/admin/all-contact-submissions?q=three');
        expect(all.body.total).toBe(1);
        expect((await desk.get('/api/admin/all-contact-submissions')).status).toBe(403);
        const { client: memberClient } = await ctx.signInAs({ isMember: true });
        expect((await memberClient.get('/api/admin/demo-requests')).status).toBe(403);
        expect((await ctx.client().get('/api/admin/demo-requests')).status).toBe(401);
      });
    });

    describe('CSV exports', () => {
      it('streams a whole table as UTF-8 CSV with a BOM, formula-safe and RFC 4180 quoted', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        await ctx.createUser({ username: '=HYPERLINK("http://evil","x")', phone: '+14075550100' });
        await ctx.createUser({ username: 'Zoë, "quoted"\nline', name: '@Zoë Zed' });

        const res = await admin.get('/api/admin/export/users');
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(res.headers.get('content-disposition')).toBe('attachment; filename="user_accounts_2027-03-10.csv"');
        expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const rows = parse(res.text) as string[][];
        expect(rows[0]).toEqual([
          'ID',
          'Username',
          'Email',
          'Phone',
          'Member',
          'Admin',
          'Coach',
          'Front Desk',
          'Created At',
          'Name',
        ]);
        expect(rows).toHaveLength(4);
        const usernames = rows.slice(1).map((r) => r[1]);
        expect(usernames).toContain(`'=HYPERLINK("http://evil","x")`);
        expect(usernames).toContain('Zoë, "quoted"\nline');
        // The display name is the last column, neutralised like every other cell.
        expect(rows.slice(1).map((r) => r[9])).toContain("'@Zoë Zed");
        expect(rows.slice(1).map((r) => r[3])).toContain("'+14075550100");
        expect(res.text).toContain('\r\n');
      });

      it("answers 'No data to export' for an empty table and streams every booking", async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const empty = await admin.get('/api/admin/export/contact-submissions');
        expect(empty.status).toBe(404);
        expect(empty.body.message).toBe('No data to export');

        const member = await ctx.createMember();
        for (let i = 0; i < 5; i += 1) {
          const hour = String(8 + i).padStart(2, '0');
          await admin.post('/api/admin/bookings', { ...slot(TOMORROW, `${hour}:00`, `${hour}:30`), userId: member.id });
        }
        const res = await admin.get('/api/admin/export/bookings');
        const rows = parse(res.text) as string[][];
        expect(rows).toHaveLength(6);
        expect(rows[0]?.slice(0, 4)).toEqual(['ID', 'Kind', 'User ID', 'Username']);
        expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(5);

        const desk = (await ctx.signInAs({ isFrontDesk: true })).client;
        expect((await desk.get('/api/admin/export/bookings')).status).toBe(403);
        expect((await ctx.client().get('/api/admin/export/users')).status).toBe(401);
      });
    });
  },
  {
    env: { ...smtp.env, PUBLIC_APP_URL: 'http://localhost:5173' },
    now: () => clock.now,
  },
);
