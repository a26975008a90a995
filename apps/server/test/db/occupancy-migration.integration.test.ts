// Migrations 007 (bookings hold every kind of occupancy) and 008 (leagues know whether their schedule exists)
// with data in them, on both databases: up moves existing bookings forward as 'member', down keeps what the old
// table can represent (member and staff bookings) and deletes the rest, and up again works
// (docs/decisions/080-one-occupancy-model.md). Also: the kind/owner CHECK constraint, and on Postgres the
// exclusion constraint of migration 006 refusing overlaps between any two kinds.
import { expect, it } from 'vitest';
import { addDaysToDateString, facilityToday } from '@longwood/core';
import { migrateLatest, migrationSource } from '../../src/db/migrations';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { bookingRequest } from '../support/requests';
import { insertLeagueRow } from '../support/rows';

const MIGRATOR = { migrationSource, tableName: 'knex_migrations' };
const DATE = addDaysToDateString(facilityToday(new Date()), 3);
const createdAt = '2026-11-20T15:00:00.000Z';

interface Row {
  id: number;
  [column: string]: unknown;
}

async function bookingRows(ctx: TestContext): Promise<Row[]> {
  const rows = (await ctx.db('bookings').select('*').orderBy('id')) as Row[];
  // Postgres returns ints as numbers here, SQLite too; normalise ids anyway for a stable comparison.
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

async function columnsOf(ctx: TestContext, table: string): Promise<string[]> {
  return Object.keys(await ctx.db(table).columnInfo()).sort();
}

async function rollBackTo006(ctx: TestContext): Promise<void> {
  for (;;) {
    const [last] = (await ctx.db('knex_migrations').select('name').orderBy('id', 'desc').limit(1)) as {
      name: string;
    }[];
    if (!last || last.name === '006-bookings-no-bay-overlap') return;
    await ctx.db.migrate.down(MIGRATOR);
  }
}

function oldBooking(userId: number, bay: number, start: string, end: string) {
  return {
    user_id: userId,
    simulator_id: bay,
    booking_date: DATE,
    start_time: start,
    end_time: end,
    created_at: createdAt,
  };
}

describeEachDatabase('occupancy migrations 007-008 with data', (ctx) => {
  it('moves bookings forward as member bookings, back without the new kinds, and forward again', async () => {
    // The accounts first: the harness writes today's users table, which later migrations (010) extend.
    const a = await ctx.createMember();
    const b = await ctx.createMember();
    const admin = await ctx.createAdmin();
    await rollBackTo006(ctx);
    expect(await columnsOf(ctx, 'bookings')).toEqual(
      ['booking_date', 'created_at', 'end_time', 'id', 'simulator_id', 'start_time', 'user_id'].sort(),
    );

    // Data as it exists before the migration: two members' bookings and a league.
    await ctx
      .db('bookings')
      .insert([
        oldBooking(a.id, 1, '09:00:00', '10:00:00'),
        oldBooking(b.id, 2, '09:30:00', '11:00:00'),
        oldBooking(a.id, 1, '10:00:00', '12:00:00'),
      ]);
    const leagueId = await insertLeagueRow(ctx.db, {
      name: 'Migration League',
      start_date: DATE,
      end_date: addDaysToDateString(DATE, 60),
      day_of_week: 'Monday',
      max_participants: 4,
      created_at: createdAt,
    });
    const before = await bookingRows(ctx);
    expect(before).toHaveLength(3);

    // ---- up ----
    await migrateLatest(ctx.db);
    expect(await columnsOf(ctx, 'bookings')).toEqual(
      [
        'arrived_at',
        'booking_date',
        'canceled_at',
        'canceled_by',
        'changed_at',
        'coach_id',
        'created_at',
        'created_by',
        'end_time',
        'guest_email',
        'guest_name',
        'guest_phone',
        'id',
        'kind',
        'league_id',
        'no_show_at',
        'simulator_id',
        'start_time',
        'user_id',
        'walk_in',
      ].sort(),
    );
    const migrated = (await bookingRows(ctx)).map((row) => ({ ...row, walk_in: Boolean(row.walk_in) }));
    expect(migrated).toEqual(
      before.map((row) => ({
        ...row,
        kind: 'member',
        created_by: null, // who made them was never recorded
        guest_name: null,
        guest_phone: null,
        league_id: null,
        coach_id: null,
        arrived_at: null, // migration 060: nobody was checked in
        changed_at: null, // migration 061: when they last moved was never recorded
        walk_in: false, // migration 102: none was a walk-in at the desk
        canceled_at: null, // migration 244: none was canceled (canceled ones were deleted then)
        canceled_by: null,
        guest_email: null, // migration 263: no guest e-mail was kept
        no_show_at: null, // migration 266: none was marked a no-show
      })),
    );
    expect(await ctx.db('leagues').where({ id: leagueId }).first()).toMatchObject({ schedule_created_at: null });
    // The migrated rows behave as the members' own bookings.
    const memberA = await ctx.signIn(a.username, a.password);
    const mine = await memberA.get('/api/user/bookings');
    expect(mine.body.map((x: { id: number; kind: string }) => [x.id, x.kind])).toEqual([
      [before[0]!.id, 'member'],
      [before[2]!.id, 'member'],
    ]);

    // Every new kind, written through the reservation port.
    const { reservations } = ctx.app.services.bookings;
    const slot = { bookingDate: DATE, startTime: '14:00', endTime: '15:00' };
    const created = await reservations.inLock([DATE], async (tx) => ({
      staff: await tx.reserve({ kind: 'staff', userId: b.id, createdBy: admin.id, ...slot, simulatorId: 1 }),
      walkIn: await tx.reserve({ kind: 'walk_in', guestName: 'Pat Guest', guestPhone: '4075550000', ...slot }),
      league: await tx.reserve({ kind: 'league', leagueId, bookingDate: DATE, startTime: '16:00', endTime: '18:00' }),
      lesson: await tx.reserve({
        kind: 'lesson',
        userId: a.id,
        coachId: admin.id,
        bookingDate: DATE,
        startTime: '16:00',
        endTime: '17:00',
      }),
    }));
    expect(created.staff).toMatchObject({ kind: 'staff', userId: b.id, createdBy: admin.id, simulatorId: 1 });
    expect(created.walkIn).toMatchObject({ kind: 'walk_in', userId: null, guestName: 'Pat Guest', simulatorId: 2 });
    expect(created.league).toMatchObject({ kind: 'league', leagueId, simulatorId: 2 });
    expect(created.lesson).toMatchObject({ kind: 'lesson', userId: a.id, coachId: admin.id, simulatorId: 1 });

    // ---- down ----
    await rollBackTo006(ctx);
    expect(await columnsOf(ctx, 'bookings')).toEqual(
      ['booking_date', 'created_at', 'end_time', 'id', 'simulator_id', 'start_time', 'user_id'].sort(),
    );
    const afterDown = await bookingRows(ctx);
    // Member and staff bookings stay as plain bookings; the walk-in, the league reservation and the lesson go.
    const staffAsOld = {
      id: created.staff.id,
      user_id: b.id,
      simulator_id: 1,
      booking_date: DATE,
      start_time: '14:00:00',
      end_time: '15:00:00',
      created_at: created.staff.createdAt,
    };
    expect(afterDown).toEqual([...before, staffAsOld]);
    // The old NOT NULL is back.
    await expect(
      ctx.db('bookings').insert({ ...oldBooking(a.id, 2, '20:00:00', '21:00:00'), user_id: null }),
    ).rejects.toThrow();

    // ---- up again ----
    await migrateLatest(ctx.db);
    const again = await bookingRows(ctx);
    expect(again.map((r) => [r.id, r.kind, r.user_id])).toEqual([
      ...before.map((r) => [r.id, 'member', r.user_id]),
      [created.staff.id, 'member', b.id], // that staff made it was lost with the down migration
    ]);
    // New rows get fresh ids after the old ones, and the booking routes work.
    const booked = await memberA.post('/api/bookings', bookingRequest(DATE, '21:00', '22:00'));
    expect(booked.status).toBe(201);
    expect(booked.body.id).toBeGreaterThan(Math.max(...again.map((r) => r.id)));
  });

  it('ties each kind to exactly its owner columns (CHECK constraint)', async () => {
    const member = await ctx.createMember();
    const [league] = (await ctx
      .db('leagues')
      .insert({
        name: 'Check League',
        league_type: 'individual',
        scoring_type: 'lowest_score',
        start_date: DATE,
        end_date: DATE,
        max_participants: 4,
        number_of_bays: 1,
        is_active: true,
        created_at: createdAt,
      })
      .returning('id')) as { id: number }[];
    const base = { simulator_id: 1, booking_date: DATE, created_at: createdAt };
    let hour = 0;
    const at = () => {
      hour += 1;
      return {
        start_time: `${String(hour).padStart(2, '0')}:00:00`,
        end_time: `${String(hour).padStart(2, '0')}:30:00`,
      };
    };
    const valid = [
      { kind: 'member', user_id: member.id },
      { kind: 'staff', user_id: member.id },
      { kind: 'walk_in', guest_name: 'Guest', guest_phone: '4075550000' },
      { kind: 'league', league_id: league!.id },
      { kind: 'lesson', user_id: member.id, coach_id: member.id },
      { user_id: member.id }, // no kind: the default, 'member'
    ];
    for (const owner of valid) await ctx.db('bookings').insert({ ...base, ...at(), ...owner });
    const invalid = [
      { kind: 'member' },
      { kind: 'staff', user_id: member.id, guest_name: 'Guest' },
      { kind: 'walk_in', guest_name: 'Guest' },
      { kind: 'walk_in', guest_name: 'Guest', guest_phone: '4075550000', user_id: member.id },
      { kind: 'league' },
      { kind: 'league', league_id: league!.id, user_id: member.id },
      { kind: 'lesson', user_id: member.id },
      { kind: 'guest', user_id: member.id },
    ];
    for (const owner of invalid) {
      await expect(ctx.db('bookings').insert({ ...base, ...at(), ...owner }), JSON.stringify(owner)).rejects.toThrow(
        /check|constraint/i,
      );
    }
  });

  it.runIf(ctx.dialect === 'postgres')(
    'Postgres refuses an overlap on one bay between any two kinds (exclusion constraint of 006)',
    async () => {
      const member = await ctx.createMember();
      const row = (owner: Record<string, unknown>, start: string, end: string) => ({
        simulator_id: 2,
        booking_date: addDaysToDateString(DATE, 1),
        start_time: start,
        end_time: end,
        created_at: createdAt,
        ...owner,
      });
      await ctx
        .db('bookings')
        .insert(row({ kind: 'walk_in', guest_name: 'G', guest_phone: '1' }, '10:00:00', '11:00:00'));
      await expect(
        ctx
          .db('bookings')
          .insert(row({ kind: 'lesson', user_id: member.id, coach_id: member.id }, '10:30:00', '11:30:00')),
      ).rejects.toMatchObject({ code: '23P01' });
      await expect(
        ctx.db('bookings').insert(row({ kind: 'staff', user_id: member.id }, '09:00:00', '10:30:00')),
      ).rejects.toMatchObject({ code: '23P01' });
      await ctx.db('bookings').insert(row({ kind: 'member', user_id: member.id }, '11:00:00', '12:00:00'));
    },
  );
});
