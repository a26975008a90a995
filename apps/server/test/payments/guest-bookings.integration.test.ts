// A guest's bay rental booked ahead at the desk over real HTTP on SQLite and Postgres, with a real SMTP conversation
// (docs/decisions/304-guest-rentals-at-the-desk.md): POST /api/desk/guest-bookings holds a bay on a later day for a
// guest without an account, priced at the rental rates in the same transaction (what is due shows in the booking's
// rental), logged in words, and e-mails a guest who gave an address the confirmation with its calendar file. Every bay
// rule applies (a parallel burst gets exactly the bays there are; past times and full slots refused); members and
// visitors are refused. The rental is on its day's board (GET /api/desk/board?date=), for the till to take payment ahead.
// Canceled once paid, the guest's e-mail says what happens to the money (decision 414).
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { RENTAL_RATES } from '../support/requests';
import { attachedCalendar } from '../support/ics';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const TODAY = '2027-04-14'; // a Wednesday
const SATURDAY = addDaysToDateString(TODAY, 3);
const clock = { now: facilityInstant(TODAY, '10:00') };
/** Saturdays off-peak, so a weekend rental's price follows the hours alone. */
const RATES = { ...RENTAL_RATES, weekendsPeak: false };
const GUEST = { guestName: 'Pat Walker', guestPhone: '407-555-0142' };
const rentalOf = (extra: Record<string, unknown> = {}) => ({
  ...GUEST,
  bookingDate: SATURDAY,
  startTime: '16:30',
  endTime: '18:00',
  ...extra,
});

describeEachDatabase(
  'guest rentals booked ahead at the desk',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '10:00');
    });

    const staff = async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true, name: 'Ava Admin' });
      const { user: deskUser, client: desk } = await ctx.signInAs({ isFrontDesk: true, name: 'Dan Desk' });
      expect((await admin.put('/api/admin/rental-rates', RATES)).status).toBe(200);
      return { admin, desk, deskUser };
    };

    it('holds a bay on a later day, priced at the rates, logged in words, and e-mails the guest the calendar file', async () => {
      const { admin, desk, deskUser } = await staff();
      const booked = await desk.post('/api/desk/guest-bookings', rentalOf({ guestEmail: 'pat.walker@example.com' }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body).toMatchObject({
        kind: 'walk_in',
        simulatorId: 1,
        bookingDate: SATURDAY,
        startTime: '16:30:00',
        endTime: '18:00:00',
        holder: 'Pat Walker',
        walkIn: false,
      });
      const row = await ctx.db('bookings').where({ id: booked.body.id }).first();
      expect(row).toMatchObject({ guest_name: 'Pat Walker', guest_email: 'pat.walker@example.com' });
      expect(Number(row.created_by)).toBe(deskUser.id);
      // 30 off-peak minutes ($20.00) and an hour of peak ($60.00).
      const rental = await desk.get(`/api/desk/bookings/${booked.body.id}/rental`);
      expect(rental.body).toMatchObject({ priceCents: 8000, dueCents: 8000, free: false, guestName: 'Pat Walker' });

      const log = await admin.get('/api/admin/activity?action=booking.created');
      expect(log.body.items).toHaveLength(1);
      expect(log.body.items[0].sentence).toBe(
        'Dan Desk booked Pat Walker for Bay 1, 4:30 PM - 6:00 PM on Apr 17, 2027',
      );

      const mail = await inbox.waitFor((m) => m.envelopeTo.includes('pat.walker@example.com'));
      expect(mail.subject).toBe('Booking Confirmed: Saturday, April 17, 2027 at 4:30 PM EDT');
      expect(attachedCalendar(mail, 'booking.ics').events).toEqual([
        expect.objectContaining({ start: '2027-04-17T20:30:00.000Z', end: '2027-04-17T22:00:00.000Z' }),
      ]);
    });

    it('without an e-mail address nothing is sent; the bay rules hold (full, past, bad fields)', async () => {
      const { desk } = await staff();
      expect((await desk.post('/api/desk/guest-bookings', rentalOf())).status).toBe(201);
      expect((await desk.post('/api/desk/guest-bookings', rentalOf({ guestName: 'Sam Other' }))).status).toBe(201);
      const full = await desk.post('/api/desk/guest-bookings', rentalOf({ guestName: 'Third Guest' }));
      expect(full.status).toBe(409);
      expect(full.body.code).toBe('BOOKING_FULL');
      const past = await desk.post(
        '/api/desk/guest-bookings',
        rentalOf({ bookingDate: TODAY, startTime: '08:00', endTime: '09:00' }),
      );
      expect([past.status, past.body.code]).toEqual([422, 'BOOKING_IN_PAST']);
      const bad = await desk.post('/api/desk/guest-bookings', rentalOf({ guestPhone: '12', guestEmail: 'pat@' }));
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(['guestEmail', 'guestPhone']);
      expect((await ctx.db('bookings')).length).toBe(2);
      await ctx.app.services.settle();
      expect(inbox.messages).toEqual([]);
    });

    it('a parallel burst for one time gets exactly one booking per bay, each priced once', async () => {
      const { desk } = await staff();
      const answers = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) => desk.post('/api/desk/guest-bookings', rentalOf({ guestName: `Guest ${i}` }))),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      expect((await ctx.db('bookings').where({ booking_date: SATURDAY })).length).toBe(2);
      expect((await ctx.db('guest_rentals')).length).toBe(2);
    });

    it("the rental is on its day's board (GET /api/desk/board?date=), where the till pays for it ahead", async () => {
      const { desk } = await staff();
      const booked = await desk.post('/api/desk/guest-bookings', rentalOf());
      expect(booked.status).toBe(201);
      expect((await desk.get('/api/desk/board')).body).toMatchObject({ date: TODAY, occupancies: [] });
      const saturday = await desk.get(`/api/desk/board?date=${SATURDAY}`);
      expect(saturday.status).toBe(200);
      expect(saturday.body.date).toBe(SATURDAY);
      expect(saturday.body.occupancies).toEqual([
        expect.objectContaining({ id: booked.body.id, kind: 'walk_in', holder: 'Pat Walker', startTime: '16:30:00' }),
      ]);
      const paid = await desk.post('/api/payments', {
        amountCents: 8000,
        method: 'cash',
        purpose: 'guest',
        bookingId: saturday.body.occupancies[0].id,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect((await desk.get(`/api/desk/bookings/${booked.body.id}/rental`)).body).toMatchObject({ dueCents: 0 });
      for (const bad of ['2027-02-30', 'saturday', '']) {
        const refused = await desk.get(`/api/desk/board?date=${bad}`);
        expect([refused.status, refused.body.code], bad).toEqual([400, 'VALIDATION_FAILED']);
      }
      const { client: member } = await ctx.signInAs({ isMember: true });
      expect((await member.get(`/api/desk/board?date=${SATURDAY}`)).status).toBe(403);
    });

    it('a paid rental canceled tells the guest what happens to the money: given back in time, kept when late', async () => {
      const { desk } = await staff();
      const pay = (bookingId: number) =>
        desk.post('/api/payments', { amountCents: 8000, method: 'cash', purpose: 'guest', bookingId });
      const early = await desk.post('/api/desk/guest-bookings', rentalOf({ guestEmail: 'pat.walker@example.com' }));
      const late = await desk.post(
        '/api/desk/guest-bookings',
        rentalOf({ guestName: 'Sam Late', guestEmail: 'sam.late@example.com' }),
      );
      for (const booked of [early, late]) expect((await pay(booked.body.id)).status).toBe(201);
      // Saturday 16:30 EDT less the 24-hour late-cancel window: until Friday 20:30 UTC.
      expect((await desk.get(`/api/desk/bookings/${early.body.id}/rental`)).body.moneyBack).toEqual({
        onlineCents: 0,
        deskCents: 8000,
        // A guest has no account: money back is always the till's (decision 412).
        creditCents: 0,
        backAs: 'refund',
        until: '2027-04-16T20:30:00.000Z',
        windowHours: 24,
      });
      expect((await desk.delete(`/api/admin/bookings/${early.body.id}`)).status).toBe(204);
      const inTime = await inbox.waitFor(
        (m) => m.envelopeTo.includes('pat.walker@example.com') && m.subject.startsWith('Booking Canceled'),
      );
      expect(inTime.text).toContain('The $80.00 paid at the front desk is given back to you there.');

      clock.now = facilityInstant(SATURDAY, '10:00');
      expect((await desk.delete(`/api/admin/bookings/${late.body.id}`)).status).toBe(204);
      const kept = await inbox.waitFor(
        (m) => m.envelopeTo.includes('sam.late@example.com') && m.subject.startsWith('Booking Canceled'),
      );
      expect(kept.text).toContain(
        'The $80.00 paid is not refunded: the cancellation comes less than 24 hours before the start.',
      );
    });

    it('members and visitors cannot book a guest', async () => {
      await staff();
      const { client: member } = await ctx.signInAs({ isMember: true });
      expect((await member.post('/api/desk/guest-bookings', rentalOf())).status).toBe(403);
      expect((await ctx.client().post('/api/desk/guest-bookings', rentalOf())).status).toBe(401);
      expect((await ctx.db('bookings')).length).toBe(0);
    });
  },
  { now: () => clock.now, env: smtp.env },
);
