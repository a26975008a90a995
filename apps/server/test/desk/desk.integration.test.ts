// The front desk's API over real HTTP on SQLite and Postgres (docs/decisions/171-front-desk-app.md, 172, 173,
// 174): the desk role on every desk route and nobody else; staffed hours for front-desk staff (not for admins)
// with a pinned clock; walk-ins for guests and members through the bay rules, a parallel burst for one slot;
// check-in; the member picker; the live event stream (changes by anyone, heartbeats, the desk closing, clients
// forgotten when they leave, drain); the cross-site protections unchanged.
import { beforeEach, describe, expect, it } from 'vitest';
import { API, facilityInstant, type RouteDefinition } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { openEventStream, type EventStreamReader } from '../support/event-stream';
import { createTestClient, type TestClient } from '../support/http-client';
import { bookingRequest, guestWalkIn, memberWalkIn, leagueRequest } from '../support/requests';
import { insertLeagueRow } from '../support/rows';

const TODAY = '2027-02-10'; // a Wednesday
const YESTERDAY = '2027-02-09';
let clock = facilityInstant(TODAY, '10:12');
const setClock = (date: string, time: string) => {
  clock = facilityInstant(date, time);
};

/** Every desk capability route, with a request shaped to get past the guard. */
const DESK_ROUTES: Array<{ route: RouteDefinition; path?: string; body?: unknown }> = [
  { route: API.desk.board },
  { route: API.desk.walkIn, body: guestWalkIn({ start: 'next' }) },
  { route: API.desk.arrival, path: '/api/desk/bookings/999999/arrival', body: { arrived: true } },
  { route: API.desk.members, path: '/api/desk/members?q=example' },
  { route: API.staffBookings.listAll },
  { route: API.staffBookings.staffDelete, path: '/api/admin/bookings/999999' },
  { route: API.demoRequests.listOpen },
  { route: API.demoRequests.markRead, path: '/api/admin/contact-submissions/999999/read' },
];

async function eventsOf(ctx: TestContext, client: TestClient, baseUrl = ctx.baseUrl): Promise<EventStreamReader> {
  const stream = await openEventStream(`${baseUrl}/api/desk/events`, client.cookies());
  await stream.waitFor((e) => e.event === 'ready', 10_000, 'the ready event');
  return stream;
}

describeEachDatabase(
  'front desk',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      setClock(TODAY, '10:12');
    });

    describe('who may use the desk', () => {
      it('front-desk staff and admins reach every desk route; members, coaches and regular users are refused', async () => {
        const people = {
          staff: (await ctx.signInAs({ isFrontDesk: true })).client,
          admin: (await ctx.signInAs({ isAdmin: true })).client,
          member: (await ctx.signInAs({ isMember: true })).client,
          coach: (await ctx.signInAs({ isCoach: true })).client,
          regular: (await ctx.signInAs()).client,
          visitor: ctx.client(),
        };
        const got: string[] = [];
        for (const { route, path, body } of DESK_ROUTES) {
          for (const [who, client] of Object.entries(people)) {
            const res = await client.request(route.method, path ?? route.path, body);
            const refused = res.status === 401 || res.status === 403;
            got.push(`${who} ${route.method} ${route.path} ${refused ? res.body.code : 'through'}`);
          }
        }
        const expected = DESK_ROUTES.flatMap(({ route }) =>
          Object.keys(people).map((who) => {
            const outcome = { staff: 'through', admin: 'through', visitor: 'NOT_SIGNED_IN' }[who] ?? 'STAFF_ONLY';
            return `${who} ${route.method} ${route.path} ${outcome}`;
          }),
        );
        expect(got).toEqual(expected);
      });

      it('members never learn who holds a bay; the desk does', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const { client: member } = await ctx.signInAs({ isMember: true });
        expect((await staff.post('/api/desk/walk-ins', guestWalkIn())).status).toBe(201);
        const day = await member.get(`/api/bookings?date=${TODAY}`);
        expect(day.text).not.toContain('Pat Walker');
        expect(day.text).not.toContain('555');
        expect(day.body).toEqual([expect.objectContaining({ kind: 'booking', isMine: false })]);
        expect((await member.get('/api/desk/board')).body.code).toBe('STAFF_ONLY');
        const board = await staff.get('/api/desk/board');
        expect(board.body.occupancies).toEqual([
          expect.objectContaining({ kind: 'walk_in', holder: 'Pat Walker', detail: '407 555 0142' }),
        ]);
      });
    });

    describe('staffed hours, 8am-8pm facility time', () => {
      it('front-desk staff are refused with FRONT_DESK_CLOSED outside them, on every desk route; admins never are', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const { client: admin } = await ctx.signInAs({ isAdmin: true, isFrontDesk: true });
        for (const [date, time, open] of [
          [TODAY, '07:59', false],
          [TODAY, '08:00', true],
          [TODAY, '19:59', true],
          [TODAY, '20:00', false],
          [TODAY, '23:30', false],
        ] as const) {
          setClock(date, time);
          for (const { route, path, body } of DESK_ROUTES) {
            const res = await staff.request(route.method, path ?? route.path, body);
            const what = `${time} ${route.method} ${route.path}: ${res.status} ${res.body?.code ?? ''}`;
            if (open) expect(res.body?.code, what).not.toBe('FRONT_DESK_CLOSED');
            else {
              expect(res.status, what).toBe(403);
              expect(res.body, what).toEqual({
                code: 'FRONT_DESK_CLOSED',
                message: 'The front desk is closed. Staff hours are 8:00 AM to 8:00 PM.',
              });
            }
            const asAdmin = await admin.request(route.method, path ?? route.path, body);
            expect(asAdmin.body?.code, `admin ${what}`).not.toBe('FRONT_DESK_CLOSED');
          }
        }
        // Their own account stays theirs at any hour.
        expect((await staff.get('/api/user')).status).toBe(200);
      });
    });

    describe('walk-ins', () => {
      it("books a guest from the half hour now running ('now') or the next one, bay 1 first", async () => {
        const { user, client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const now = await staff.post('/api/desk/walk-ins', guestWalkIn());
        expect(now.status).toBe(201);
        expect(now.body).toMatchObject({
          kind: 'walk_in',
          simulatorId: 1,
          bookingDate: TODAY,
          startTime: '10:00:00',
          endTime: '11:00:00',
          holder: 'Pat Walker',
          detail: '407 555 0142',
          arrivedAt: null,
        });
        const next = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: 'next', durationMinutes: 90 }));
        expect(next.body).toMatchObject({ simulatorId: 2, startTime: '10:30:00', endTime: '12:00:00' });
        // Both bays are now held at 10:30: a third walk-in is refused with the bay rules' own message.
        const full = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: 'next', durationMinutes: 30 }));
        expect(full.status).toBe(409);
        expect(full.body).toMatchObject({
          code: 'BOOKING_FULL',
          message: 'This time slot is fully booked. Please choose another time.',
        });
        const row = await ctx.db('bookings').where({ id: now.body.id }).first();
        expect(row).toMatchObject({ kind: 'walk_in', created_by: user.id, guest_name: 'Pat Walker', user_id: null });
      });

      it("starts 'now' at the nearest half hour: 3:22 PM is recorded from 3:30, not from 3:00", async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        setClock(TODAY, '15:22');
        const now = await staff.post('/api/desk/walk-ins', guestWalkIn());
        expect(now.body).toMatchObject({ startTime: '15:30:00', endTime: '16:30:00' });
        const next = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: 'next', durationMinutes: 30 }));
        expect(next.body).toMatchObject({ simulatorId: 2, startTime: '16:00:00', endTime: '16:30:00' });
      });

      it('books a guest at any later half hour today; an earlier start is past, an off-grid one a field error', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const later = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: '16:30', durationMinutes: 90 }));
        expect(later.status).toBe(201);
        expect(later.body).toMatchObject({
          simulatorId: 1,
          bookingDate: TODAY,
          startTime: '16:30:00',
          endTime: '18:00:00',
        });
        // Chosen from the list, the half hour now running is 'now' (10:12: 10:00), and nothing before it.
        const running = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: '10:00:00' }));
        expect(running.body).toMatchObject({ startTime: '10:00:00', endTime: '11:00:00' });
        const past = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: '09:30' }));
        expect(past.status).toBe(422);
        expect(past.body.code).toBe('BOOKING_IN_PAST');
        const offGrid = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: '16:15' }));
        expect(offGrid.status).toBe(400);
        expect(offGrid.body.fieldErrors).toEqual({ start: ['Please choose when the session starts'] });
        // Past 10:15 'now' is 10:30, so 10:00 is no longer a start the desk may pick.
        setClock(TODAY, '10:22');
        const gone = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: '10:00', simulatorId: 2 }));
        expect(gone.body.code).toBe('BOOKING_IN_PAST');
      });

      it("finds members only for a walk-in, and any account with who=accounts (the till's dues)", async () => {
        const member = await ctx.createMember({ username: 'dana.fairway@example.com' });
        const { user: newcomer } = await ctx.signInAs({ username: 'sam.fairway@example.com', name: 'Sam Fairway' });
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const members = await staff.get('/api/desk/members?q=fairway');
        expect(members.body.map((m: { id: number }) => m.id)).toEqual([member.id]);
        const accounts = await staff.get('/api/desk/members?q=fairway&who=accounts');
        expect(accounts.body).toEqual([
          expect.objectContaining({ id: member.id, name: 'dana.fairway' }),
          expect.objectContaining({ id: newcomer.id, name: 'Sam Fairway' }),
        ]);
        const bad = await staff.get('/api/desk/members?q=fairway&who=everyone');
        expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      });

      it('books a member picked by name as a staff-made booking that counts toward their 4-hour day', async () => {
        const member = await ctx.createMember({ username: 'dana.fairway@example.com' });
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const found = await staff.get('/api/desk/members?q=fairway');
        expect(found.body).toEqual([
          { id: member.id, name: 'dana.fairway', username: member.username, email: member.email },
        ]);

        // The member already has 3.5 hours today (booked earlier for the afternoon).
        const own = await ctx.signIn(member.username, member.password);
        const booked = await own.post('/api/bookings', bookingRequest(TODAY, '13:00', '16:30', 2));
        expect(booked.status).toBe(201);
        const tooLong = await staff.post('/api/desk/walk-ins', memberWalkIn(member.id));
        expect(tooLong.status).toBe(409);
        expect(tooLong.body.code).toBe('BOOKING_DAILY_CAP');
        const fits = await staff.post('/api/desk/walk-ins', memberWalkIn(member.id, { durationMinutes: 30 }));
        expect(fits.status).toBe(201);
        expect(fits.body).toMatchObject({ kind: 'staff', userId: member.id, holder: 'dana.fairway', walkIn: true });
        expect((await own.get('/api/user/bookings')).body).toHaveLength(2);
        // The board tells the member's walk-in from the booking the member made (staff screens label it "Walk-in").
        const board = (await staff.get('/api/desk/board')).body as {
          occupancies: Array<{ id: number; walkIn: boolean }>;
        };
        expect(board.occupancies.find((o) => o.id === fits.body.id)?.walkIn).toBe(true);
        expect(board.occupancies.find((o) => o.id === booked.body.id)?.walkIn).toBe(false);
      });

      it("a guest's walk-in counts toward nobody's cap", async () => {
        const member = await ctx.createMember();
        const own = await ctx.signIn(member.username, member.password);
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        expect((await staff.post('/api/desk/walk-ins', guestWalkIn({ durationMinutes: 240 }))).status).toBe(201);
        // The member still has the whole 4 hours (on the other bay, while the guest plays).
        const four = await own.post('/api/bookings', bookingRequest(TODAY, '11:00', '15:00', 2));
        expect(four.status).toBe(201);
      });

      it('refuses a non-member, a malformed request and a start past the last one, with field errors', async () => {
        const regular = await ctx.createUser();
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const notMember = await staff.post('/api/desk/walk-ins', memberWalkIn(regular.id));
        expect(notMember.status).toBe(400);
        expect(notMember.body.fieldErrors).toEqual({ userId: ['Bookings can only be made for members.'] });

        const bad = await staff.post(
          '/api/desk/walk-ins',
          guestWalkIn({ guestName: 'P', guestPhone: '12', durationMinutes: 45 }),
        );
        expect(bad.status).toBe(400);
        expect(bad.body.fieldErrors).toEqual({
          guestName: ['Name must be at least 2 characters'],
          guestPhone: ['Please enter a valid phone number'],
          durationMinutes: ['Please select a duration'],
        });
        const noMember = await staff.post('/api/desk/walk-ins', memberWalkIn());
        expect(noMember.body.fieldErrors).toEqual({ userId: ['Please choose a member'] });

        setClock(TODAY, '19:50');
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        setClock(TODAY, '23:10');
        const late = await admin.post('/api/desk/walk-ins', guestWalkIn({ start: 'next', durationMinutes: 30 }));
        expect(late.status).toBe(400);
        expect(late.body.message).toBe('The last start time is 11:00 PM.');
        const pastMidnight = await admin.post('/api/desk/walk-ins', guestWalkIn({ durationMinutes: 60 }));
        expect(pastMidnight.body.message).toBe('Bookings must end by 11:30 PM.');
      });

      it('a parallel burst of walk-ins for one slot gets exactly the two bays', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            staff.post('/api/desk/walk-ins', guestWalkIn({ guestName: `Guest ${i}` })),
          ),
        );
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses).toEqual([201, 201, ...Array<number>(8).fill(409)]);
        expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'BOOKING_FULL')).toBe(true);
        const rows = await ctx.db('bookings').where({ booking_date: TODAY });
        expect(rows.map((r: { simulator_id: number }) => Number(r.simulator_id)).sort()).toEqual([1, 2]);
      });
    });

    describe('check-in', () => {
      it('marks the holder arrived and takes it back, within the booking window of today', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const walkIn = await staff.post('/api/desk/walk-ins', guestWalkIn({ start: 'next' }));
        const path = `/api/desk/bookings/${walkIn.body.id}/arrival`;
        const arrived = await staff.put(path, { arrived: true });
        expect(arrived.status).toBe(200);
        expect(arrived.body.arrivedAt).toBe(clock.toISOString());
        const board = await staff.get('/api/desk/board');
        expect(board.body.occupancies[0].arrivedAt).toBe(clock.toISOString());
        // Marking again keeps the first arrival time.
        setClock(TODAY, '10:20');
        expect((await staff.put(path, { arrived: true })).body.arrivedAt).toBe(arrived.body.arrivedAt);
        expect((await staff.put(path, { arrived: false })).body.arrivedAt).toBeNull();

        setClock(TODAY, '11:30');
        const over = await staff.put(path, { arrived: true });
        expect(over.status).toBe(409);
        expect(over.body).toEqual({ code: 'ARRIVAL_NOT_ALLOWED', message: 'This booking has already ended.' });
        expect((await staff.put('/api/desk/bookings/999999/arrival', { arrived: true })).status).toBe(404);
      });

      it("refuses a league's night, another day's booking, and too early", async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const member = await ctx.createMember();
        setClock(YESTERDAY, '10:00');
        const tomorrowBooking = await admin.post('/api/admin/bookings', {
          userId: member.id,
          simulatorId: 1,
          bookingDate: TODAY,
          startTime: '15:00',
          endTime: '16:00',
        });
        const early = await admin.put(`/api/desk/bookings/${tomorrowBooking.body.id}/arrival`, { arrived: true });
        expect(early.body.message).toBe('Only bookings for today can be checked in.');
        setClock(TODAY, '13:30');
        const tooEarly = await admin.put(`/api/desk/bookings/${tomorrowBooking.body.id}/arrival`, { arrived: true });
        expect(tooEarly.body.message).toBe('Check-in opens one hour before the booking starts.');
        setClock(TODAY, '14:00');
        expect(
          (await admin.put(`/api/desk/bookings/${tomorrowBooking.body.id}/arrival`, { arrived: true })).status,
        ).toBe(200);

        const leagueId = await insertLeagueRow(ctx.db, {
          name: 'Wednesday Night',
          start_date: TODAY,
          end_date: TODAY,
          day_of_week: 'Wednesday',
        });
        const night = await ctx.app.services.bookings.reservations.inLock([TODAY], (tx) =>
          tx.reserve({ kind: 'league', leagueId, bookingDate: TODAY, startTime: '18:00', endTime: '20:00' }),
        );
        const refused = await admin.put(`/api/desk/bookings/${night.id}/arrival`, { arrived: true });
        expect(refused.body).toEqual({
          code: 'ARRIVAL_NOT_ALLOWED',
          message: 'League reservations are not checked in at the desk.',
        });
      });
    });

    describe('the board', () => {
      it("shows every kind with its holder, and the day's leagues whose sessions hold bays by computation", async () => {
        const member = await ctx.createMember({ username: 'casey@example.com' });
        const coach = await ctx.createUser({ isCoach: true, username: 'coach.kim@example.com' });
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        await staff.post('/api/desk/walk-ins', guestWalkIn());
        const { reservations } = ctx.app.services.bookings;
        await reservations.inLock([TODAY], async (tx) => {
          await tx.reserve({
            kind: 'member',
            userId: member.id,
            bookingDate: TODAY,
            startTime: '12:00',
            endTime: '13:00',
          });
          await tx.reserve({
            kind: 'lesson',
            userId: member.id,
            coachId: coach.id,
            bookingDate: TODAY,
            startTime: '14:00',
            endTime: '15:00',
          });
        });
        await insertLeagueRow(ctx.db, {
          name: 'Wednesday Scramble',
          league_type: 'scramble',
          start_date: '2027-01-01',
          end_date: '2027-03-31',
          day_of_week: 'Wednesday',
        });

        const board = await staff.get('/api/desk/board');
        expect(board.status).toBe(200);
        expect(board.body.date).toBe(TODAY);
        expect(
          board.body.occupancies.map((o: { kind: string; holder: string; detail: string | null }) => [
            o.kind,
            o.holder,
            o.detail,
          ]),
        ).toEqual([
          ['walk_in', 'Pat Walker', '407 555 0142'],
          // People by display name (none given here: the part of the username before '@').
          ['member', 'casey', null],
          ['lesson', 'casey', 'Coach coach.kim'],
        ]);
        expect(board.body.leagues).toEqual([
          expect.objectContaining({
            name: 'Wednesday Scramble',
            hasSchedule: false,
            numberOfBays: 1,
            dayOfWeek: 'Wednesday',
          }),
        ]);
      });
    });

    describe('live updates (server-sent events)', () => {
      it('tells an open desk about a change by anyone, with dates only, and sends heartbeats', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const stream = await eventsOf(ctx, staff);
        expect(stream.status).toBe(200);
        expect(stream.headers.get('content-type')).toContain('text/event-stream');
        expect(stream.headers.get('cache-control')).toContain('no-transform');

        const { user: member, client: own } = await ctx.signInAs({ isMember: true });
        const booked = await own.post('/api/bookings', bookingRequest('2027-02-12', '09:00', '10:00'));
        expect(booked.status).toBe(201);
        const change = await stream.waitFor((e) => e.event === 'change', 10_000, 'the change event');
        expect(JSON.parse(change.data)).toEqual({ dates: ['2027-02-12'] });
        expect(change.data).not.toContain(member.username);

        await stream.waitForComments(2);
        expect(stream.comments[0]).toMatch(/^heartbeat /);
        stream.close();
      });

      it('tells a check-in and a league edit (held by computation) too', async () => {
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const walkIn = await admin.post('/api/desk/walk-ins', guestWalkIn());
        const stream = await eventsOf(ctx, admin);
        await admin.put(`/api/desk/bookings/${walkIn.body.id}/arrival`, { arrived: true });
        await stream.waitFor((e) => e.event === 'change' && e.data.includes(TODAY), 10_000, 'the check-in change');
        const created = await admin.post(
          '/api/admin/leagues',
          leagueRequest({
            name: 'Thursday League',
            startDate: TODAY,
            endDate: '2027-04-30',
            numberOfBays: 2,
            createSchedule: false,
          }),
        );
        expect(created.status).toBe(201);
        await stream.waitFor((e) => e.event === 'change' && JSON.parse(e.data).dates.length === 0, 10_000, 'any-date');
        stream.close();
      });

      it('refuses members and clients that do not ask for an event stream', async () => {
        const { client: member } = await ctx.signInAs({ isMember: true });
        const refused = await openEventStream(`${ctx.baseUrl}/api/desk/events`, member.cookies());
        expect(refused.status).toBe(403);
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const json = await staff.get('/api/desk/events');
        expect(json.status).toBe(406);
        expect(json.body.code).toBe('NOT_ACCEPTABLE');
        expect(ctx.app.services.liveBoard.clientCount()).toBe(0);
      });

      it("ends a staff member's stream when the desk closes; an admin's stays", async () => {
        setClock(TODAY, '19:59');
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const staffStream = await eventsOf(ctx, staff);
        const adminStream = await eventsOf(ctx, admin);
        setClock(TODAY, '20:00');
        const closed = await staffStream.waitFor((e) => e.event === 'closed', 10_000, 'the closed event');
        expect(JSON.parse(closed.data)).toEqual({ reason: 'desk-closed', code: 'FRONT_DESK_CLOSED' });
        await staffStream.ended;
        const before = adminStream.comments.length;
        await adminStream.waitForComments(before + 2);
        expect(adminStream.events.some((e) => e.event === 'closed')).toBe(false);
        adminStream.close();
      });

      it('forgets every client that leaves: no stream, timer or listener is kept', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const { liveBoard } = ctx.app.services;
        for (let round = 0; round < 3; round += 1) {
          const streams = await Promise.all(Array.from({ length: 20 }, () => eventsOf(ctx, staff)));
          expect(liveBoard.clientCount()).toBe(20);
          for (const stream of streams) stream.close();
          await expect.poll(() => liveBoard.clientCount(), { timeout: 10_000 }).toBe(0);
        }
        // A change after they left reaches nobody and breaks nothing.
        expect((await staff.post('/api/desk/walk-ins', guestWalkIn())).status).toBe(201);
        expect(liveBoard.clientCount()).toBe(0);
      });

      it('ends every stream when the process drains, so desks reconnect elsewhere', async () => {
        const instance = await ctx.startInstance({ now: () => clock });
        const { user } = await ctx.signInAs({ isFrontDesk: true });
        const staff = instance.client();
        expect((await staff.post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
        const stream = await eventsOf(ctx, staff, instance.baseUrl);
        instance.app.markDraining();
        await stream.waitFor((e) => e.event === 'closed', 10_000, 'the closed event on drain');
        await stream.ended;
        expect(instance.app.services.liveBoard.clientCount()).toBe(0);
        await instance.close();
      });

      describe('a stream lives only as long as its right to exist (decision 174)', () => {
        // A heartbeat far beyond the one-second bound: the stream must end on the revocation itself, not at a beat.
        const SLOW_HEARTBEAT = { LIVE_HEARTBEAT_SECONDS: '60' };
        const revocations = [
          {
            reason: 'signed-out',
            code: 'NOT_SIGNED_IN',
            revoke: async (desk: TestClient) => expect((await desk.post('/api/logout')).status).toBeLessThan(300),
          },
          {
            reason: 'role-removed',
            code: 'STAFF_ONLY',
            revoke: async (_desk: TestClient, admin: TestClient, id: number) =>
              expect((await admin.patch(`/api/admin/users/${id}/front-desk`, { isFrontDesk: false })).status).toBe(200),
          },
          {
            reason: 'account-deleted',
            code: 'NOT_SIGNED_IN',
            revoke: async (_desk: TestClient, admin: TestClient, id: number) =>
              expect((await admin.delete(`/api/admin/users/${id}`)).status).toBe(204),
          },
        ] as const;

        /** A front-desk member's stream on `baseUrl`, and an admin signed in on `adminBaseUrl`. */
        async function deskAndAdmin(baseUrl: string, adminBaseUrl: string) {
          // The admin first: account #1 can never be deleted.
          const admin = await ctx.createAdmin();
          const staff = await ctx.createUser({ isFrontDesk: true });
          const desk = createTestClient(baseUrl);
          expect((await desk.post('/api/login', { username: staff.username, password: staff.password })).status).toBe(
            200,
          );
          const adminClient = createTestClient(adminBaseUrl);
          await adminClient.post('/api/login', { username: admin.username, password: admin.password });
          const stream = await eventsOf(ctx, desk, baseUrl);
          return { staff, desk, adminClient, stream };
        }

        for (const { reason, code, revoke } of revocations) {
          it(`ends the stream with a closed event within a second: ${reason}`, async () => {
            const instance = await ctx.startInstance({ now: () => clock, env: SLOW_HEARTBEAT });
            const { staff, desk, adminClient, stream } = await deskAndAdmin(instance.baseUrl, instance.baseUrl);
            await revoke(desk, adminClient, staff.id);
            const closed = await stream.waitFor((e) => e.event === 'closed', 1_000, `the closed event (${reason})`);
            expect(JSON.parse(closed.data)).toEqual({ reason, code });
            await stream.ended;
            expect(instance.app.services.liveBoard.clientCount()).toBe(0);
            // Ending the stream did not write its session back: a signed-out desk stays signed out.
            const me = await desk.get('/api/user');
            expect(me.status).toBe(reason === 'role-removed' ? 200 : 401);
            const again = await openEventStream(`${instance.baseUrl}/api/desk/events`, desk.cookies());
            expect(again.status).toBe(reason === 'role-removed' ? 403 : 401);
            again.close();
            await instance.close();
          });
        }

        it("an admin's stream ends too when their account is deleted, and nobody else's does", async () => {
          const instance = await ctx.startInstance({ now: () => clock, env: SLOW_HEARTBEAT });
          const other = await ctx.createAdmin();
          const otherDesk = createTestClient(instance.baseUrl);
          await otherDesk.post('/api/login', { username: other.username, password: other.password });
          const watching = await eventsOf(ctx, otherDesk, instance.baseUrl);
          const { user: doomed } = await ctx.signInAs({ isAdmin: true });
          const doomedDesk = createTestClient(instance.baseUrl);
          await doomedDesk.post('/api/login', { username: doomed.username, password: doomed.password });
          const stream = await eventsOf(ctx, doomedDesk, instance.baseUrl);
          expect((await otherDesk.delete(`/api/admin/users/${doomed.id}`)).status).toBe(204);
          const closed = await stream.waitFor((e) => e.event === 'closed', 1_000, 'the closed event');
          expect(JSON.parse(closed.data)).toEqual({ reason: 'account-deleted', code: 'NOT_SIGNED_IN' });
          expect(instance.app.services.liveBoard.clientCount()).toBe(1);
          expect(watching.events.some((e) => e.event === 'closed')).toBe(false);
          watching.close();
          await instance.close();
        });

        // Another app instance on the same database: the revocation reaches the stream over the session relay.
        it.runIf(ctx.dialect === 'postgres')(
          'ends a stream on another app instance within a second of each revocation (Postgres: LISTEN/NOTIFY)',
          async () => {
            const instance = await ctx.startInstance({ now: () => clock, env: SLOW_HEARTBEAT });
            for (const { reason, code, revoke } of revocations) {
              const { staff, desk, adminClient, stream } = await deskAndAdmin(instance.baseUrl, ctx.baseUrl);
              // Every revocation goes through the other instance (the sign-out too: the same session's cookie).
              await revoke(desk.withBaseUrl(ctx.baseUrl), adminClient, staff.id);
              const closed = await stream.waitFor((e) => e.event === 'closed', 1_000, `the closed event (${reason})`);
              expect(JSON.parse(closed.data)).toEqual({ reason, code });
              await stream.ended;
            }
            expect(instance.app.services.liveBoard.clientCount()).toBe(0);
            await instance.close();
          },
        );
      });

      // One process per SQLite file (decision 012): in-process relay.
      it.runIf(ctx.dialect === 'postgres')(
        'reaches a desk on another app instance of the same database (Postgres: LISTEN/NOTIFY)',
        async () => {
          const other = await ctx.startInstance({ now: () => clock });
          const { user } = await ctx.signInAs({ isFrontDesk: true });
          const elsewhere = other.client();
          await elsewhere.post('/api/login', { username: user.username, password: user.password });
          const stream = await eventsOf(ctx, elsewhere, other.baseUrl);
          const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
          expect((await staff.post('/api/desk/walk-ins', guestWalkIn())).status).toBe(201);
          const change = await stream.waitFor((e) => e.event === 'change', 10_000, 'the relayed change');
          expect(JSON.parse(change.data)).toEqual({ dates: [TODAY] });
          // Its own writes are told once, not echoed back through Postgres.
          expect(stream.events.filter((e) => e.event === 'change')).toHaveLength(1);
          stream.close();
          await other.close();
        },
      );
    });

    describe('cross-site protections stay as they are', () => {
      it('refuses a desk write from another origin, and the session cookie stays SameSite=Lax', async () => {
        const { client: staff } = await ctx.signInAs({ isFrontDesk: true });
        const foreign = await staff.post('/api/desk/walk-ins', guestWalkIn(), { origin: 'https://desk.example.com' });
        expect(foreign.status).toBe(403);
        expect(foreign.body.code).toBe('CROSS_SITE_REQUEST');
        const login = await ctx
          .client()
          .post('/api/login', { username: 'nobody@example.com', password: 'x'.repeat(8) });
        expect(login.headers.get('access-control-allow-origin')).toBeNull();
        const user = await ctx.createUser({ isFrontDesk: true });
        const signedIn = await ctx.client().post('/api/login', { username: user.username, password: user.password });
        expect(signedIn.setCookies.join('\n')).toMatch(/lgf\.sid=.*SameSite=Lax/i);
      });
    });
  },
  { now: () => clock, env: { LIVE_HEARTBEAT_SECONDS: '0.1' } },
);
