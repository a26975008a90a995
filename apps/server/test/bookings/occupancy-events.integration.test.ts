// Committed occupancy changes (ports/reservations.ts onCommitted): whoever changes a bay — a member, staff, the
// reservation port used by leagues and lessons, deleting an account — listeners hear of it once the transaction
// committed; a refused or rolled-back write tells nothing; a failing listener never fails the request.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import type { CommittedOccupancyChanges } from '../../src/ports/reservations';
import { describeEachDatabase } from '../support/databases';

const TODAY = '2027-02-10';
const NOW = facilityInstant(TODAY, '09:00');
const DAY = addDaysToDateString(TODAY, 3);

const slot = (startTime: string, endTime: string) => ({ simulatorId: 1, bookingDate: DAY, startTime, endTime });

const warnings: string[] = [];

describeEachDatabase(
  'committed occupancy changes',
  (ctx) => {
    let heard: CommittedOccupancyChanges[] = [];
    let stop: () => void = () => undefined;

    beforeEach(async () => {
      await ctx.resetData();
      heard = [];
      warnings.length = 0;
      stop = ctx.app.services.bookings.reservations.onCommitted((committed) => {
        heard.push(committed);
      });
    });
    afterEach(() => stop());

    it('a member books and cancels: one reserved, then one released, each with its date', async () => {
      const { user, client } = await ctx.signInAs({ isMember: true });
      const booked = await client.post('/api/bookings', slot('10:00', '11:00'));
      expect(booked.status).toBe(201);
      expect(heard).toEqual([
        {
          dates: [DAY],
          changes: [
            {
              type: 'reserved',
              after: expect.objectContaining({ id: booked.body.id, kind: 'member', userId: user.id }) as unknown,
            },
          ],
        },
      ]);

      expect((await client.delete(`/api/bookings/${booked.body.id}`)).status).toBe(204);
      expect(heard[1]).toEqual({
        dates: [DAY],
        changes: [{ type: 'released', before: expect.objectContaining({ id: booked.body.id }) as unknown }],
      });
    });

    it('staff move a booking to another day: both dates, before and after', async () => {
      const member = await ctx.createMember();
      const admin = await ctx.signInAs({ isAdmin: true });
      const created = await admin.client.post('/api/admin/bookings', { userId: member.id, ...slot('12:00', '13:00') });
      expect(created.status).toBe(201);
      const later = addDaysToDateString(DAY, 1);
      const moved = await admin.client.patch(`/api/admin/bookings/${created.body.id}`, {
        userId: member.id,
        ...slot('14:00', '15:00'),
        bookingDate: later,
      });
      expect(moved.status).toBe(200);
      expect(heard).toHaveLength(2);
      expect(heard[1]!.dates).toEqual([DAY, later]);
      expect(heard[1]!.changes).toEqual([
        {
          type: 'moved',
          before: expect.objectContaining({ bookingDate: DAY, startTime: '12:00:00' }) as unknown,
          after: expect.objectContaining({ bookingDate: later, startTime: '14:00:00', kind: 'staff' }) as unknown,
        },
      ]);
    });

    it('a refused booking and a rolled-back transaction tell nothing', async () => {
      const { client } = await ctx.signInAs({ isMember: true });
      const first = await client.post('/api/bookings', slot('10:00', '14:00'));
      expect(first.status).toBe(201);
      heard = [];
      const overCap = await client.post('/api/bookings', slot('15:00', '15:30'));
      expect(overCap.body.code).toBe('BOOKING_DAILY_CAP');
      expect((await client.delete(`/api/bookings/${first.body.id}`)).status).toBe(204);
      heard = [];
      await expect(
        ctx.app.services.bookings.reservations.inLock([DAY], async (tx) => {
          await tx.reserve({
            kind: 'walk_in',
            guestName: 'Pat Guest',
            guestPhone: '4075550100',
            ...slot('16:00', '17:00'),
          });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(heard).toEqual([]);
      // Nothing holds a bay: the canceled booking is kept, marked (decision 080), the walk-in was rolled back.
      expect(Number((await ctx.db('bookings').whereNull('canceled_at').count({ n: '*' }).first())!.n)).toBe(0);
      expect(Number((await ctx.db('bookings').count({ n: '*' }).first())!.n)).toBe(1);
    });

    it('deleting an account tells the future bookings it freed', async () => {
      await ctx.createAdmin(); // someone else is user 1, which is never deleted
      const { user: member, client } = await ctx.signInAs({ isMember: true });
      const booked = await client.post('/api/bookings', slot('18:00', '19:00'));
      expect(booked.status).toBe(201);
      const admin = await ctx.signInAs({ isAdmin: true });
      expect((await admin.client.delete(`/api/admin/users/${member.id}`)).status).toBe(204);
      expect(heard.at(-1)).toEqual({
        dates: [DAY],
        changes: [{ type: 'released', before: expect.objectContaining({ id: booked.body.id }) as unknown }],
      });
    });

    describe('a failing listener', () => {
      it('is reported, and the booking stands', async () => {
        const stopThrowing = ctx.app.services.bookings.reservations.onCommitted(() => {
          throw new Error('board offline');
        });
        const stopRejecting = ctx.app.services.bookings.reservations.onCommitted(() =>
          Promise.reject(new Error('mail server down')),
        );
        try {
          const { client } = await ctx.signInAs({ isMember: true });
          const booked = await client.post('/api/bookings', slot('20:00', '21:00'));
          expect(booked.status).toBe(201);
          expect((await client.get('/api/user/bookings')).body).toEqual([
            expect.objectContaining({ id: booked.body.id }),
          ]);
          await new Promise((resolve) => setImmediate(resolve));
          expect(warnings.join('\n')).toMatch(/board offline/);
          expect(warnings.join('\n')).toMatch(/mail server down/);
          expect(heard).toHaveLength(1); // the others still heard it
        } finally {
          stopThrowing();
          stopRejecting();
        }
      });
    });
  },
  {
    now: () => NOW,
    log: { info: () => undefined, warn: (line) => void warnings.push(line), error: () => undefined },
  },
);
