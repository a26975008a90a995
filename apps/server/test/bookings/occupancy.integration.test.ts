// One occupancy model (docs/decisions/080-one-occupancy-model.md) on a real database and real HTTP: every kind of
// row holds its bay, leagues hold bays with and without a generated schedule, members see public kinds only, the
// 4-hour cap counts only the member's own bookings, admin writes are 'staff' bookings, and the reservation port
// that other features receive (reserve, move, release inside the lock; a unit of work they can join).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES, addDaysToDateString, facilityInstant, weekdayName } from '@longwood/core';
import { BOOKING_LOCK_NAMESPACE } from '../../src/db/dialect';
import { transactionOf } from '../../src/db/unit-of-work';
import { describeEachDatabase, type TestContext } from '../support/databases';
import type { TestResponse } from '../support/http-client';

const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const DAY = addDaysToDateString(TODAY, 5);
const LATER = addDaysToDateString(TODAY, 12); // the same weekday a week later

async function insertLeague(
  ctx: TestContext,
  options: { numberOfBays: number; scheduled?: boolean; start?: string; end?: string },
): Promise<number> {
  const [row] = (await ctx
    .db('leagues')
    .insert({
      name: `League ${options.numberOfBays} ${Math.random()}`,
      league_type: 'individual',
      scoring_type: 'lowest_score',
      start_date: TODAY,
      end_date: addDaysToDateString(TODAY, 60),
      day_of_week: weekdayName(DAY),
      start_time: options.start ?? '18:00:00',
      end_time: options.end ?? '20:00:00',
      max_participants: 8,
      number_of_bays: options.numberOfBays,
      is_active: true,
      created_at: NOW.toISOString(),
      schedule_created_at: options.scheduled ? NOW.toISOString() : null,
    })
    .returning('id')) as { id: number }[];
  return Number(row!.id);
}

/**
 * Resolves once a request waits for the booking lock the test holds: on Postgres the database shows an advisory
 * booking lock asked for and not granted; on SQLite (one writer: the app's one connection is the lock) the pool is
 * asked for the connection the holder has, so whatever the request reads comes after the holder's commit.
 */
async function waitingForTheBookingLock(ctx: TestContext): Promise<void> {
  const waiters = async () => {
    if (ctx.dialect === 'sqlite') {
      return (ctx.db.client as { pool: { numPendingAcquires(): number } }).pool.numPendingAcquires();
    }
    const { rows } = (await ctx.db.raw(
      // This database's only: the other test files' databases on the same server take the same lock keys.
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = ? AND NOT granted
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [BOOKING_LOCK_NAMESPACE],
    )) as { rows: { n: number }[] };
    return rows[0]!.n;
  };
  await vi.waitFor(async () => expect(await waiters()).toBeGreaterThan(0), { timeout: 10_000, interval: 20 });
}

const slot = (startTime: string, endTime: string, simulatorId = 1, bookingDate = DAY) => ({
  simulatorId,
  bookingDate,
  startTime,
  endTime,
});

describeEachDatabase(
  'one occupancy model',
  (ctx) => {
    const port = () => ctx.app.services.bookings.reservations;

    beforeEach(async () => {
      await ctx.resetData();
    });

    describe('leagues', () => {
      it('a league without a schedule holds its number of bays from bay 2 down: one bay leaves bay 1 bookable', async () => {
        const leagueId = await insertLeague(ctx, { numberOfBays: 1 });
        const a = await ctx.signInAs({ isMember: true });
        const b = await ctx.signInAs({ isMember: true });

        // The page (or a stale one) may prefer bay 2; the league holds it, so bay 1 is given.
        const first = await a.client.post('/api/bookings', slot('18:30', '19:30', 2));
        expect(first.status).toBe(201);
        expect(first.body).toMatchObject({ simulatorId: 1, kind: 'member' });
        const second = await b.client.post('/api/bookings', slot('18:30', '19:30'));
        expect(second.status).toBe(409);
        expect(second.body.message).toBe(BOOKING_MESSAGES.fullyBooked);
        expect(second.body.code).toBe('BOOKING_FULL');
        // The hold is computed, not stored: the day lists only the member's booking.
        const dayList = await b.client.get(`/api/bookings?date=${DAY}`);
        expect(dayList.body).toEqual([expect.objectContaining({ kind: 'booking', simulatorId: 1, isMine: false })]);

        // A two-bay league holds both bays: the league's own message.
        await ctx.db('leagues').where({ id: leagueId }).update({ number_of_bays: 2 });
        const blocked = await b.client.post('/api/bookings', slot('19:30', '20:30'));
        expect(blocked.status).toBe(409);
        expect(blocked.body.message).toBe(BOOKING_MESSAGES.league);
        expect(blocked.body.code).toBe('BOOKING_LEAGUE_SESSION');
        expect((await b.client.post('/api/bookings', slot('20:00', '21:00'))).status).toBe(201);
      });

      it('a league with a generated schedule holds exactly its league rows', async () => {
        const leagueId = await insertLeague(ctx, { numberOfBays: 2, scheduled: true });
        const { client } = await ctx.signInAs({ isMember: true });
        const league = (await client.get(`/api/leagues/${leagueId}`)).body;
        expect(league).toMatchObject({ id: leagueId, numberOfBays: 2, hasSchedule: true });

        // Scheduled, but no rows yet on DAY: nothing is held.
        expect((await client.post('/api/bookings', slot('17:00', '17:30', 2))).body.simulatorId).toBe(2);

        // The league's schedule reserves bay 2, then bay 1 (highest first when no bay is asked for).
        const reserved = await port().inLock([DAY, LATER], async (tx) => [
          await tx.reserve({ kind: 'league', leagueId, bookingDate: DAY, startTime: '18:00', endTime: '20:00' }),
          await tx.reserve({ kind: 'league', leagueId, bookingDate: LATER, startTime: '18:00', endTime: '20:00' }),
        ]);
        expect(reserved.map((r) => [r.bookingDate, r.simulatorId, r.kind, r.leagueId])).toEqual([
          [DAY, 2, 'league', leagueId],
          [LATER, 2, 'league', leagueId],
        ]);
        expect((await client.post('/api/bookings', slot('18:00', '19:00', 2))).body.simulatorId).toBe(1);
        await port().inLock([LATER], (tx) =>
          tx.reserve({ kind: 'league', leagueId, bookingDate: LATER, startTime: '18:00', endTime: '20:00' }),
        );
        const full = await client.post('/api/bookings', slot('18:30', '19:00', 1, LATER));
        expect(full.status).toBe(409);
        expect(full.body.message).toBe(BOOKING_MESSAGES.league);
        expect(full.body.code).toBe('BOOKING_LEAGUE_SESSION');

        // Releasing the schedule from LATER on keeps DAY's reservation.
        expect(await port().inLock([LATER], (tx) => tx.releaseLeague(leagueId, { fromDate: LATER }))).toBe(2);
        expect((await client.post('/api/bookings', slot('18:30', '19:00', 1, LATER))).status).toBe(201);
        const dayRows = await ctx.db('bookings').where({ kind: 'league', league_id: leagueId });
        expect(dayRows.map((r: { booking_date: string }) => r.booking_date)).toEqual([DAY]);
      });
      it('a booking waiting for the lock sees the leagues as the lock holder left them (decision 090)', async () => {
        // Scheduled, with no league rows on DAY: nothing is held until the schedule is released.
        const leagueId = await insertLeague(ctx, { numberOfBays: 2, scheduled: true });
        const { client } = await ctx.signInAs({ isMember: true });

        let waiting: Promise<TestResponse> | undefined;
        await port().inLock([DAY], async (tx) => {
          // The member books while the league's schedule is being released, and waits for the lock held here ...
          waiting = client.post('/api/bookings', slot('18:30', '19:30'));
          await waitingForTheBookingLock(ctx);
          // ... in the same transaction as the league's own row is marked unscheduled.
          await tx.releaseLeague(leagueId);
          await transactionOf(tx.unitOfWork)('leagues').where({ id: leagueId }).update({ schedule_created_at: null });
        });

        // Read before the lock, the league would still look scheduled (holding nothing) and the booking would pass.
        const res = await waiting!;
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(BOOKING_MESSAGES.league);
        expect(res.body.code).toBe('BOOKING_LEAGUE_SESSION');
      });
    });

    describe('what members see and what counts toward their cap', () => {
      it('the day lists every kind by its public kind and isMine, never who', async () => {
        const me = await ctx.signInAs({ isMember: true });
        const coach = await ctx.createUser({ isCoach: true, username: 'coach.carter@example.com' });
        const admin = await ctx.createAdmin();
        const leagueId = await insertLeague(ctx, { numberOfBays: 1, scheduled: true });
        await port().inLock([DAY], async (tx) => {
          await tx.reserve({
            kind: 'walk_in',
            guestName: 'Zelda Guest',
            guestPhone: '4075559876',
            ...slot('09:00', '10:00'),
          });
          await tx.reserve({ kind: 'lesson', userId: me.user.id, coachId: coach.id, ...slot('10:00', '11:00') });
          await tx.reserve({ kind: 'staff', userId: me.user.id, createdBy: admin.id, ...slot('11:00', '12:00') });
          await tx.reserve({ kind: 'league', leagueId, ...slot('18:00', '20:00', 2) });
        });

        const res = await me.client.get(`/api/bookings?date=${DAY}`);
        expect(res.status).toBe(200);
        expect(res.body.map((b: { kind: string; isMine: boolean }) => [b.kind, b.isMine])).toEqual([
          ['booking', false],
          ['lesson', true],
          ['booking', true],
          ['league', false],
        ]);
        const raw = res.text.toLowerCase();
        for (const secret of ['zelda', '4075559876', 'carter', 'walk_in', 'staff', 'leagueid', 'coach', 'guest']) {
          expect(raw).not.toContain(secret);
        }
      });

      it("only the member's own member and staff bookings count toward the 4-hour cap", async () => {
        const me = await ctx.signInAs({ isMember: true });
        const admin = await ctx.signInAs({ isAdmin: true });
        const coach = await ctx.createUser({ isCoach: true });
        // Two hours booked for me by staff, a two-hour lesson of mine, and other people's bookings.
        const staffBooking = await admin.client.post('/api/admin/bookings', {
          userId: me.user.id,
          ...slot('08:00', '10:00'),
        });
        expect(staffBooking.status).toBe(201);
        await port().inLock([DAY], async (tx) => {
          await tx.reserve({ kind: 'lesson', userId: me.user.id, coachId: coach.id, ...slot('10:00', '12:00') });
          await tx.reserve({ kind: 'walk_in', guestName: 'G', guestPhone: '1', ...slot('12:00', '16:00') });
        });

        expect((await me.client.post('/api/bookings', slot('16:00', '18:00'))).status).toBe(201);
        const over = await me.client.post('/api/bookings', slot('18:00', '18:30'));
        expect(over.status).toBe(409);
        expect(over.body.message).toBe(BOOKING_MESSAGES.dailyCap);
        expect(over.body.code).toBe('BOOKING_DAILY_CAP');
      });

      it('My Bookings lists member and staff bookings only; members cancel only those of their own', async () => {
        const me = await ctx.signInAs({ isMember: true });
        const admin = await ctx.signInAs({ isAdmin: true });
        const coach = await ctx.createUser({ isCoach: true });
        const staffBooking = await admin.client.post('/api/admin/bookings', {
          userId: me.user.id,
          ...slot('08:00', '09:00'),
        });
        const own = await me.client.post('/api/bookings', slot('09:00', '10:00'));
        const lesson = await port().inLock([DAY], (tx) =>
          tx.reserve({ kind: 'lesson', userId: me.user.id, coachId: coach.id, ...slot('10:00', '11:00') }),
        );

        const mine = await me.client.get('/api/user/bookings');
        expect(mine.body.map((b: { id: number; kind: string }) => [b.id, b.kind])).toEqual([
          [staffBooking.body.id, 'staff'],
          [own.body.id, 'member'],
        ]);
        const cancelLesson = await me.client.delete(`/api/bookings/${lesson.id}`);
        expect(cancelLesson.status).toBe(403);
        expect(cancelLesson.body.code).toBe('NOT_OWNER');
        expect((await me.client.delete(`/api/bookings/${staffBooking.body.id}`)).status).toBe(204);
        expect(await ctx.db('bookings').where({ id: lesson.id }).first()).toBeDefined();
      });
    });

    describe('admin bookings are staff bookings', () => {
      it('records the admin as creator, turns an edited member booking into a staff one, edits member bookings only', async () => {
        const admin = await ctx.signInAs({ isAdmin: true });
        const member = await ctx.signInAs({ isMember: true });
        const created = await admin.client.post('/api/admin/bookings', {
          userId: member.user.id,
          ...slot('08:00', '09:00'),
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ kind: 'staff', userId: member.user.id });
        expect(await ctx.db('bookings').where({ id: created.body.id }).first()).toMatchObject({
          kind: 'staff',
          created_by: admin.user.id,
        });

        const own = await member.client.post('/api/bookings', slot('10:00', '11:00'));
        expect(await ctx.db('bookings').where({ id: own.body.id }).first()).toMatchObject({
          kind: 'member',
          created_by: member.user.id,
        });
        const edited = await admin.client.patch(`/api/admin/bookings/${own.body.id}`, {
          userId: member.user.id,
          ...slot('11:00', '12:00'),
        });
        expect(edited.status).toBe(200);
        expect(edited.body).toMatchObject({ id: own.body.id, kind: 'staff', startTime: '11:00:00' });
        expect(await ctx.db('bookings').where({ id: own.body.id }).first()).toMatchObject({
          created_by: admin.user.id,
        });

        const walkIn = await port().inLock([DAY], (tx) =>
          tx.reserve({ kind: 'walk_in', guestName: 'Walk In', guestPhone: '4075550101', ...slot('13:00', '14:00') }),
        );
        const refused = await admin.client.patch(`/api/admin/bookings/${walkIn.id}`, {
          userId: member.user.id,
          ...slot('13:00', '14:00'),
        });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe('Only member bookings can be changed here.');
        expect(refused.body.code).toBe('BOOKING_NOT_MEMBER_KIND');

        const all = await admin.client.get('/api/admin/all-bookings');
        expect(
          all.body.items.map((b: { kind: string; guestName: string | null; username: string | null }) => [
            b.kind,
            b.guestName,
            b.username,
          ]),
        ).toEqual([
          ['staff', null, member.user.username],
          ['staff', null, member.user.username],
          ['walk_in', 'Walk In', null],
        ]);
        // Staff may free a bay whatever holds it.
        expect((await admin.client.delete(`/api/admin/bookings/${walkIn.id}`)).status).toBe(204);
        expect((await admin.client.delete(`/api/admin/bookings/${walkIn.id}`)).status).toBe(404);
      });
    });

    describe('the reservation port', () => {
      it('writes only on locked dates, validates owners, honours exactBay and moves keeping the owner', async () => {
        await expect(
          port().inLock([DAY], (tx) =>
            tx.reserve({ kind: 'walk_in', guestName: 'G', guestPhone: '1', ...slot('09:00', '10:00', 1, LATER) }),
          ),
        ).rejects.toThrow(/not among the dates locked/);
        await expect(
          port().inLock([DAY], (tx) =>
            tx.reserve({ kind: 'walk_in', guestName: 'G', guestPhone: ' ', ...slot('09:00', '10:00') }),
          ),
        ).rejects.toMatchObject({ status: 400, message: 'Guest phone is required' });
        await expect(
          port().inLock([DAY], (tx) =>
            tx.reserve({ kind: 'walk_in', guestName: 'G', guestPhone: '1', ...slot('11:00', '10:00') }),
          ),
        ).rejects.toMatchObject({ status: 400, message: BOOKING_MESSAGES.duration });
        await expect(
          port().inLock([TODAY], (tx) =>
            tx.reserve({ kind: 'walk_in', guestName: 'G', guestPhone: '1', ...slot('09:00', '10:00', 1, TODAY) }),
          ),
        ).rejects.toMatchObject({ status: 422, message: BOOKING_MESSAGES.past });

        const first = await port().inLock([DAY], (tx) =>
          tx.reserve({ kind: 'walk_in', guestName: 'First', guestPhone: '1', ...slot('09:00', '10:00') }),
        );
        await expect(
          port().inLock([DAY], (tx) =>
            tx.reserve({
              kind: 'walk_in',
              guestName: 'Second',
              guestPhone: '2',
              exactBay: true,
              ...slot('09:00', '10:00'),
            }),
          ),
        ).rejects.toMatchObject({ status: 409, message: 'Bay 1 is booked at that time. Free then: Bay 2.' });
        const second = await port().inLock([DAY], (tx) =>
          tx.reserve({ kind: 'walk_in', guestName: 'Second', guestPhone: '2', ...slot('09:00', '10:00') }),
        );
        expect(second.simulatorId).toBe(2);

        // Moving the first walk-in to the second's bay collides; a free time works and keeps the guest.
        await expect(
          port().inLock([DAY], (tx) => tx.move(first.id, { ...slot('09:30', '10:30', 2), exactBay: true })),
        ).rejects.toMatchObject({ status: 409 });
        const moved = await port().inLock([DAY, LATER], (tx) => tx.move(first.id, slot('09:30', '10:30', 1, LATER)));
        expect(moved).toMatchObject({ id: first.id, kind: 'walk_in', guestName: 'First', bookingDate: LATER });
        await expect(port().inLock([DAY], (tx) => tx.move(999_999, slot('09:00', '10:00')))).rejects.toMatchObject({
          status: 404,
        });

        const released = await port().inLock([DAY], (tx) => tx.release(second.id));
        expect(released).toMatchObject({ id: second.id, guestName: 'Second' });
        expect(await port().inLock([DAY], (tx) => tx.release(second.id))).toBeNull();
        const day = await port().dayOccupancy(LATER);
        expect(day.occupancies.map((o) => o.id)).toEqual([first.id]);
      });

      it("another feature's rows written through the unit of work commit and roll back with the reservation", async () => {
        const leagueId = await insertLeague(ctx, { numberOfBays: 1 });
        const markScheduled = (uow: Parameters<typeof transactionOf>[0]) =>
          transactionOf(uow)('leagues').where({ id: leagueId }).update({ schedule_created_at: NOW.toISOString() });
        const reserve = { kind: 'league' as const, leagueId, ...slot('18:00', '20:00') };

        await expect(
          port().inLock([DAY], async (tx) => {
            await tx.reserve(reserve);
            await markScheduled(tx.unitOfWork);
            throw new Error('the schedule failed later on');
          }),
        ).rejects.toThrow('the schedule failed later on');
        expect(await ctx.db('bookings').where({ league_id: leagueId }).first()).toBeUndefined();
        expect(await ctx.db('leagues').where({ id: leagueId }).first()).toMatchObject({ schedule_created_at: null });

        let handle: Parameters<typeof transactionOf>[0] | undefined;
        await port().inLock([DAY], async (tx) => {
          await tx.reserve(reserve);
          await markScheduled(tx.unitOfWork);
          handle = tx.unitOfWork;
        });
        expect(await ctx.db('bookings').where({ league_id: leagueId })).toHaveLength(1);
        expect((await ctx.db('leagues').where({ id: leagueId }).first()).schedule_created_at).toBe(NOW.toISOString());
        // A handle outlives nothing: after commit it refuses to be used.
        expect(() => transactionOf(handle!)).toThrow(/already been committed/);
      });
    });
  },
  { now: () => NOW },
);
