// The activity log over real HTTP on SQLite and Postgres (docs/decisions/135-every-staff-write-in-the-activity-log.md): every staff write
// leaves one entry with who, what, target, before/after and when, written in the write's own transaction (a refused
// write leaves none, and a write whose entry cannot be written does not happen); admins alone read it, filtered and
// paged, and export it as CSV; no route edits or deletes an entry. Also the keypad code's masked change history.
import { parse } from 'csv-parse/sync';
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, formatDateShort } from '@longwood/core';
import type { Logger } from '../../src/app-context';
import { reauthenticate, signInAsReauthenticatedAdmin } from '../support/second-factor';
import { describeEachDatabase } from '../support/databases';
import type { TestClient } from '../support/http-client';
import { bookingRequest, demoRequest, guestWalkIn, leagueRequest } from '../support/requests';

const TODAY = '2027-03-10';
const TOMORROW = addDaysToDateString(TODAY, 1);
const clock = { now: facilityInstant(TODAY, '09:00') };
const errors: string[] = [];
const log: Logger = { info: () => undefined, warn: () => undefined, error: (line) => void errors.push(line) };

const LEAGUE = leagueRequest({
  name: 'Thursday Scramble',
  description: 'Nine holes',
  startDate: '2027-03-18',
  endDate: '2027-04-08',
});

interface Entry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  action: string;
  targetType: string;
  targetId: number | null;
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describeEachDatabase(
  'activity log',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '09:00');
      errors.length = 0;
    });

    async function entries(admin: TestClient, query = ''): Promise<Entry[]> {
      const res = await admin.get(`/api/admin/activity${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items as Entry[];
    }
    const logRows = async () => Number((await ctx.db('activity_log').count({ n: '*' }).first())?.n ?? 0);

    it('records user switches, add and delete user and the keypad code (masked), newest first', async () => {
      const { user: admin, client } = await signInAsReauthenticatedAdmin(ctx, () => clock.now, { username: 'boss' });
      const target = await ctx.createUser({ username: 'golfer' });

      expect((await client.patch(`/api/admin/users/${target.id}/membership`, { isMember: true })).status).toBe(200);
      // Setting a switch to what it already is changes nothing and records nothing.
      expect((await client.patch(`/api/admin/users/${target.id}/membership`, { isMember: true })).status).toBe(200);
      expect((await client.patch(`/api/admin/users/${target.id}/coach`, { isCoach: true })).status).toBe(200);
      expect((await client.patch(`/api/admin/users/${target.id}/front-desk`, { isFrontDesk: true })).status).toBe(200);
      expect((await client.patch(`/api/admin/users/${target.id}/admin`, { isAdmin: true })).status).toBe(200);
      expect(
        (await client.post('/api/admin/add-member', { email: 'new@example.com', phone: '4075550111' })).status,
      ).toBe(201);
      expect((await client.post('/api/admin/keypad-code', { code: '111111' })).status).toBe(200);
      expect((await client.post('/api/admin/keypad-code', { code: '222229' })).status).toBe(200);
      expect((await client.request('DELETE', `/api/admin/users/${target.id}`)).status).toBe(204);

      const list = await entries(client);
      expect(list.map((e) => e.action)).toEqual([
        'user.deleted',
        'keypad.changed',
        'keypad.changed',
        'user.added',
        'user.admin',
        'user.front-desk',
        'user.coach',
        'user.membership',
      ]);
      for (const e of list) expect(e).toMatchObject({ actorId: admin.id, actorName: 'boss' });
      const byAction = (action: string) => list.find((e) => e.action === action)!;
      expect(byAction('user.membership')).toMatchObject({
        targetType: 'user',
        targetId: target.id,
        targetLabel: 'golfer',
        before: { isMember: false },
        after: { isMember: true },
      });
      expect(byAction('user.added')).toMatchObject({
        targetLabel: 'new@example.com',
        before: null,
        after: { email: 'new@example.com', isMember: true },
      });
      expect(byAction('user.deleted')).toMatchObject({
        targetId: target.id,
        before: { username: 'golfer', isAdmin: true, isCoach: true },
        after: null,
      });
      // The door code never appears in the log: only its last character.
      expect(list[1]).toMatchObject({ before: { code: '•••••1' }, after: { code: '•••••9' } });
      expect(JSON.stringify(list)).not.toContain('222229');
      expect(Date.parse(list[0]!.at)).toBe(clock.now.getTime());

      // The keypad history: who changed it and when, masked, newest first.
      const history = await client.get('/api/admin/keypad-code/history');
      expect(history.status).toBe(200);
      expect(history.body.slice(0, 2)).toEqual([
        { changedAt: clock.now.toISOString(), changedBy: 'boss', maskedCode: '•••••9' },
        { changedAt: clock.now.toISOString(), changedBy: 'boss', maskedCode: '•••••1' },
      ]);
      expect(history.text).not.toContain('111111');
    });

    it('records staff bookings (create, move, delete), walk-ins, demo requests and leagues', async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true, username: 'boss' });
      const { client: desk } = await ctx.signInAs({ isFrontDesk: true, username: 'desk-sam' });
      const member = await ctx.createMember({ username: 'mia' });

      const created = await admin.post('/api/admin/bookings', {
        userId: member.id,
        simulatorId: 1,
        bookingDate: TOMORROW,
        startTime: '10:00',
        endTime: '11:00',
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      expect(
        (
          await admin.patch(`/api/admin/bookings/${id}`, {
            userId: member.id,
            simulatorId: 2,
            bookingDate: TOMORROW,
            startTime: '12:00',
            endTime: '13:00',
          })
        ).status,
      ).toBe(200);
      expect((await desk.request('DELETE', `/api/admin/bookings/${id}`)).status).toBe(204);
      const walkIn = await desk.post('/api/desk/walk-ins', guestWalkIn());
      expect(walkIn.status).toBe(201);

      expect((await ctx.client().post('/api/contact', demoRequest('Ada Lovelace', { message: 'Hello' }))).status).toBe(
        201,
      );
      const request = (await desk.get('/api/admin/demo-requests')).body.items[0] as { id: number };
      expect((await desk.patch(`/api/admin/contact-submissions/${request.id}/read`)).status).toBe(200);
      // Opening it again changes nothing: no second entry.
      expect((await desk.patch(`/api/admin/contact-submissions/${request.id}/read`)).status).toBe(200);
      expect(
        (await desk.patch(`/api/admin/contact-submissions/${request.id}/member-status`, { becameMember: true })).status,
      ).toBe(200);
      expect((await admin.request('DELETE', `/api/admin/contact-submissions/${request.id}`)).status).toBe(204);

      const league = await admin.post('/api/admin/leagues', { ...LEAGUE, createSchedule: false });
      expect(league.status, JSON.stringify(league.body)).toBe(201);
      const leagueId = league.body.id as number;
      expect(
        (await admin.request('PATCH', `/api/leagues/${leagueId}`, { ...LEAGUE, maxParticipants: 12 })).status,
      ).toBe(200);
      expect((await admin.request('DELETE', `/api/leagues/${leagueId}`)).status).toBe(204);

      const list = await entries(admin);
      expect(list.map((e) => `${e.actorName} ${e.action}`).reverse()).toEqual([
        'boss booking.created',
        'boss booking.moved',
        'desk-sam booking.deleted',
        'desk-sam walk-in.created',
        'desk-sam demo-request.read',
        'desk-sam demo-request.member-status',
        'boss demo-request.deleted',
        'boss league.created',
        'boss league.updated',
        'boss league.deleted',
      ]);
      const moved = list.find((e) => e.action === 'booking.moved')!;
      expect(moved).toMatchObject({
        targetType: 'booking',
        targetId: id,
        targetLabel: `Booking #${id}, Bay 2, ${formatDateShort(TOMORROW)}, 12:00 PM - 1:00 PM`,
        before: { kind: 'staff', userId: member.id, simulatorId: 1, startTime: '10:00', endTime: '11:00' },
        after: { kind: 'staff', simulatorId: 2, startTime: '12:00', endTime: '13:00' },
      });
      expect(list.find((e) => e.action === 'walk-in.created')).toMatchObject({
        after: { kind: 'walk_in', guestName: 'Pat Walker' },
      });
      expect(list.find((e) => e.action === 'demo-request.member-status')).toMatchObject({
        targetLabel: `Demo request #${request.id} from Ada Lovelace`,
        before: { becameMember: false },
        after: { becameMember: true },
      });
      expect(list.find((e) => e.action === 'league.updated')).toMatchObject({
        targetId: leagueId,
        before: { maxParticipants: 8 },
        after: { maxParticipants: 12 },
      });
    });

    it('filters by actor, action and facility dates, and pages', async () => {
      const { client: boss } = await ctx.signInAs({ isAdmin: true, username: 'boss' });
      const {
        user: annUser,
        client: ann,
        authenticator,
      } = await signInAsReauthenticatedAdmin(ctx, () => clock.now, { username: 'ann-admin' });
      const target = await ctx.createUser();
      await boss.patch(`/api/admin/users/${target.id}/membership`, { isMember: true });
      // 23:30 Eastern on the 10th is already the 11th in UTC: still the 10th for the facility.
      clock.now = facilityInstant(TODAY, '23:30');
      await ann.patch(`/api/admin/users/${target.id}/coach`, { isCoach: true });
      clock.now = facilityInstant(TOMORROW, '08:00');
      // Changing the keypad code asks for a re-authentication of the last ten minutes (decision 287).
      await reauthenticate(ann, annUser.password, authenticator);
      await ann.post('/api/admin/keypad-code', { code: '123456' });
      await boss.patch(`/api/admin/users/${target.id}/membership`, { isMember: false });

      expect((await entries(boss, '?actor=ANN')).map((e) => e.action)).toEqual(['keypad.changed', 'user.coach']);
      expect((await entries(boss, '?action=user.membership')).map((e) => e.actorName)).toEqual(['boss', 'boss']);
      expect((await entries(boss, `?from=${TODAY}&to=${TODAY}`)).map((e) => e.action)).toEqual([
        'user.coach',
        'user.membership',
      ]);
      expect((await entries(boss, `?from=${TOMORROW}`)).map((e) => e.action)).toEqual([
        'user.membership',
        'keypad.changed',
      ]);

      const page2 = await boss.get('/api/admin/activity?pageSize=3&page=2');
      expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect(page2.body.items.map((e: Entry) => e.action)).toEqual(['user.membership']);

      expect((await boss.get('/api/admin/activity?action=user.password')).status).toBe(400);
      const backwards = await boss.get(`/api/admin/activity?from=${TOMORROW}&to=${TODAY}`);
      expect(backwards.status).toBe(400);
      expect(backwards.body.fieldErrors.to).toEqual(['The start date must not be after the end date']);
      expect((await boss.get('/api/admin/activity?pageSize=101')).status).toBe(400);
    });

    it('is for admins only: refused to members, coaches, front desk and visitors; nothing edits or deletes it', async () => {
      const { client: admin } = await signInAsReauthenticatedAdmin(ctx, () => clock.now);
      await admin.post('/api/admin/keypad-code', { code: '654321' });
      for (const flags of [{ isMember: true }, { isCoach: true }, { isFrontDesk: true }]) {
        const { client } = await ctx.signInAs(flags);
        for (const path of ['/api/admin/activity', '/api/admin/export/activity', '/api/admin/keypad-code/history']) {
          const res = await client.get(path);
          expect(res.status, `${JSON.stringify(flags)} ${path}`).toBe(403);
          expect(res.body.code).toBe('ADMINS_ONLY');
        }
      }
      for (const path of ['/api/admin/activity', '/api/admin/export/activity', '/api/admin/keypad-code/history']) {
        expect((await ctx.client().get(path)).status).toBe(401);
      }
      const [entry] = await entries(admin);
      for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
        expect((await admin.request(method, `/api/admin/activity/${entry!.id}`, {})).status).toBe(404);
        expect((await admin.request(method, '/api/admin/activity', {})).status).toBe(404);
      }
      expect(await logRows()).toBe(1);
    });

    it('a refused write leaves no entry, and a write whose entry cannot be written does not happen', async () => {
      const { client: admin } = await signInAsReauthenticatedAdmin(ctx, () => clock.now);
      const member = await ctx.createMember();
      const other = await ctx.createMember();
      const slot = bookingRequest(TOMORROW, '10:00', '11:00');
      expect((await admin.post('/api/admin/bookings', { ...slot, userId: member.id })).status).toBe(201);
      expect((await admin.post('/api/admin/bookings', { ...slot, simulatorId: 2, userId: member.id })).status).toBe(
        201,
      );
      expect((await admin.post('/api/admin/bookings', { ...slot, userId: other.id })).status).toBe(409);
      expect((await admin.post('/api/admin/add-member', { email: member.email, phone: '4075550111' })).status).toBe(
        409,
      );
      expect((await admin.post('/api/admin/keypad-code', { code: 'ab12' })).status).toBe(400);
      expect(await logRows()).toBe(2);

      // The log's table is gone: the writes it would record fail and change nothing.
      await ctx.db.schema.renameTable('activity_log', 'activity_log_away');
      try {
        const before = (await admin.get('/api/admin/keypad-code')).body.keypadCode as string | null;
        expect((await admin.patch(`/api/admin/users/${other.id}/admin`, { isAdmin: true })).status).toBe(500);
        expect((await admin.post('/api/admin/keypad-code', { code: '777777' })).status).toBe(500);
        expect(
          (await admin.post('/api/admin/bookings', { ...slot, startTime: '14:00', endTime: '15:00', userId: other.id }))
            .status,
        ).toBe(500);
        expect(
          (await admin.post('/api/admin/add-member', { email: 'late@example.com', phone: '4075550111' })).status,
        ).toBe(500);
        expect((await admin.get('/api/admin/keypad-code')).body.keypadCode).toBe(before);
        expect(
          (await admin.get(`/api/admin/users?q=${encodeURIComponent(other.username)}`)).body.items[0].isAdmin,
        ).toBe(false);
        expect((await admin.get('/api/admin/users?q=late%40example.com')).body.total).toBe(0);
        expect((await admin.get(`/api/admin/all-bookings?from=${TOMORROW}&to=${TOMORROW}`)).body.total).toBe(2);
      } finally {
        await ctx.db.schema.renameTable('activity_log_away', 'activity_log');
      }
      expect(errors.length).toBeGreaterThan(0);
      expect(await logRows()).toBe(2);
    });

    it('exports the filtered log as CSV: BOM, RFC 4180, formulas neutralised; none: No data to export', async () => {
      const { client: admin } = await signInAsReauthenticatedAdmin(ctx, () => clock.now, {
        username: '=HYPERLINK("x")',
      });
      const empty = await admin.get('/api/admin/export/activity');
      expect(empty.status).toBe(404);
      expect(empty.body.message).toBe('No data to export');

      const target = await ctx.createUser({ username: 'line\nbreak' });
      await admin.patch(`/api/admin/users/${target.id}/membership`, { isMember: true });
      await admin.post('/api/admin/keypad-code', { code: '135790' });
      const res = await admin.get('/api/admin/export/activity');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="activity_log_${TODAY}.csv"`);
      expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(res.text) as string[][];
      expect(rows[0]).toEqual(
        'ID,When,Actor ID,Actor,Action,Target Type,Target ID,Target,Before,After,Summary'.split(','),
      );
      expect(rows.slice(1).map((r) => r[4])).toEqual(['Membership switched', 'Keypad code changed']);
      expect(rows[1]?.[3]).toBe(`'=HYPERLINK("x")`);
      expect(rows[1]?.[7]).toBe('line\nbreak');
      expect(JSON.parse(rows[1]![9]!)).toEqual({ isMember: true });
      expect(res.text).not.toContain('135790');

      const filtered = parse((await admin.get('/api/admin/export/activity?action=keypad.changed')).text);
      expect(filtered).toHaveLength(2);
      expect((await admin.get(`/api/admin/export/activity?from=${TOMORROW}`)).status).toBe(404);
    });
  },
  { now: () => clock.now, log },
);
