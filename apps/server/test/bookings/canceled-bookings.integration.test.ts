// A cancellation marks the booking and keeps it (docs/decisions/080-one-occupancy-model.md), on SQLite and Postgres
// over real HTTP: the bay frees at once (the day, "My Bookings", booking the slot again, which Postgres's exclusion
// constraint must allow), and the bookings export lists the canceled one with when and by whom, who made each by name,
// its duration and its arrival, every instant on the facility's wall clock with its offset.
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { bookingRequest, guestWalkIn, memberWalkIn } from '../support/requests';

const TODAY = '2027-03-10';
const TOMORROW = addDaysToDateString(TODAY, 1);
const clock = { now: facilityInstant(TODAY, '09:00') };

describeEachDatabase(
  'canceled bookings',
  (ctx) => {
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '09:00');
    });

    describe('a cancellation marks the booking', () => {
      it('frees the bay at once and the export lists it with when and by whom', async () => {
        const { user: sam, client: member } = await ctx.signInAs({ isMember: true, name: 'Sam Lee' });
        const { client: admin } = await ctx.signInAs({ isAdmin: true, name: 'Dana Desk' });
        const other = await ctx.signInAs({ isMember: true, name: 'Pat Green' });

        const own = await member.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:30'));
        expect(own.status).toBe(201);
        clock.now = facilityInstant(TODAY, '09:15');
        expect((await member.delete(`/api/bookings/${own.body.id}`)).status).toBe(204);
        // The bay is free again: the day shows nothing, the member's list neither, and the slot books on the same bay.
        expect((await member.get(`/api/bookings?date=${TOMORROW}`)).body).toEqual([]);
        expect((await member.get('/api/user/bookings')).body).toEqual([]);
        const again = await other.client.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:30'));
        expect(again.status).toBe(201);
        expect(again.body.simulatorId).toBe(1);
        // A canceled booking cannot be canceled, moved or checked in again.
        expect((await member.delete(`/api/bookings/${own.body.id}`)).status).toBe(404);

        const staffMade = await admin.post('/api/admin/bookings', {
          ...bookingRequest(TOMORROW, '14:00', '15:00'),
          userId: sam.id,
        });
        expect(staffMade.status).toBe(201);
        clock.now = facilityInstant(TODAY, '10:00');
        expect((await admin.delete(`/api/admin/bookings/${staffMade.body.id}`)).status).toBe(204);
        expect((await admin.get(`/api/admin/all-bookings?from=${TOMORROW}&to=${TOMORROW}`)).body.total).toBe(1);

        const res = await admin.get('/api/admin/export/bookings');
        expect(res.status).toBe(200);
        const [header, ...rows] = parse(res.text) as string[][];
        const column = (name: string) => header!.indexOf(name);
        const cell = (row: string[], name: string) => row[column(name)];
        expect(header).toEqual([
          'ID',
          'Kind',
          'User ID',
          'Username',
          'Email',
          'Guest Name',
          'Guest Phone',
          'League ID',
          'Simulator',
          'Booking Date',
          'Start Time',
          'End Time',
          'Duration (minutes)',
          'Created At',
          'Created By',
          'Arrived At',
          'Status',
          'Canceled At',
          'Canceled By',
          'No-show',
          'No-show At',
          'Walk-in',
          'Channel',
        ]);
        const byId = new Map(rows.map((r) => [Number(r[0]), r]));
        expect(rows).toHaveLength(3);
        const canceledOwn = byId.get(own.body.id)!;
        expect(cell(canceledOwn, 'Status')).toBe('Canceled');
        expect(cell(canceledOwn, 'Canceled At')).toBe(`${TODAY}T09:15:00-05:00`);
        expect(cell(canceledOwn, 'Canceled By')).toBe('Sam Lee');
        expect(cell(canceledOwn, 'Created By')).toBe('Sam Lee');
        expect(cell(canceledOwn, 'Created At')).toBe(`${TODAY}T09:00:00-05:00`);
        expect(cell(canceledOwn, 'Duration (minutes)')).toBe('90');
        const canceledByStaff = byId.get(staffMade.body.id)!;
        expect(cell(canceledByStaff, 'Created By')).toBe('Dana Desk');
        expect(cell(canceledByStaff, 'Canceled By')).toBe('Dana Desk');
        expect(cell(canceledByStaff, 'Canceled At')).toBe(`${TODAY}T10:00:00-05:00`);
        const kept = byId.get(again.body.id)!;
        expect([cell(kept, 'Status'), cell(kept, 'Canceled At'), cell(kept, 'Canceled By')]).toEqual([
          'Booked',
          '',
          '',
        ]);
        expect(cell(kept, 'Created By')).toBe('Pat Green');
        expect([canceledOwn, canceledByStaff, kept].map((r) => cell(r, 'Channel'))).toEqual([
          'online',
          'staff',
          'online',
        ]);
      });

      it('says which bookings were no-shows and walk-ins, and how each came in', async () => {
        const { user: sam, client: member } = await ctx.signInAs({ isMember: true, name: 'Sam Lee' });
        const { client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dana Desk' });
        const absent = await member.post('/api/bookings', bookingRequest(TODAY, '09:30', '10:30'));
        expect(absent.status).toBe(201);
        const ahead = await desk.post('/api/desk/guest-bookings', {
          guestName: 'Ahead Guest',
          guestPhone: '407 555 0100',
          ...bookingRequest(TOMORROW, '12:00', '13:00'),
        });
        expect(ahead.status, JSON.stringify(ahead.body)).toBe(201);
        // 9:50: twenty minutes into Sam's booking, past the 15-minute grace.
        clock.now = facilityInstant(TODAY, '09:50');
        expect((await desk.put(`/api/desk/bookings/${absent.body.id}/no-show`, { noShow: true })).status).toBe(200);
        const guest = await desk.post('/api/desk/walk-ins', guestWalkIn());
        const samWalksIn = await desk.post(
          '/api/desk/walk-ins',
          memberWalkIn(sam.id, { start: 'next', durationMinutes: 30 }),
        );
        expect([guest.status, samWalksIn.status]).toEqual([201, 201]);

        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const [header, ...rows] = parse((await admin.get('/api/admin/export/bookings')).text) as string[][];
        const byId = new Map(rows.map((r) => [Number(r[0]), r]));
        const cells = (id: number) =>
          ['No-show', 'No-show At', 'Walk-in', 'Channel'].map((name) => byId.get(id)![header!.indexOf(name)]);
        expect(cells(absent.body.id)).toEqual(['true', `${TODAY}T09:50:00-05:00`, 'false', 'online']);
        expect(cells(ahead.body.id)).toEqual(['false', '', 'false', 'staff']);
        expect(cells(guest.body.id)).toEqual(['false', '', 'true', 'walk-in']);
        expect(cells(samWalksIn.body.id)).toEqual(['false', '', 'true', 'walk-in']);
      });

      it('of two cancellations sent at once, exactly one cancels', async () => {
        const { client: member } = await ctx.signInAs({ isMember: true });
        const own = await member.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:00'));
        const { client: admin } = await ctx.signInAs({ isAdmin: true });
        const statuses = await Promise.all([
          member.delete(`/api/bookings/${own.body.id}`),
          admin.delete(`/api/admin/bookings/${own.body.id}`),
          member.delete(`/api/bookings/${own.body.id}`),
        ]).then((answers) => answers.map((a) => a.status).sort());
        expect(statuses).toEqual([204, 404, 404]);
        const marked = await ctx.db('bookings').whereNotNull('canceled_at').count<{ n: number | string }[]>('* as n');
        expect(Number(marked[0]!.n)).toBe(1);
      });
    });
  },
  { now: () => clock.now },
);
