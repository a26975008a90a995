// The free demo booked from a demo request over real HTTP on SQLite and Postgres, with a real SMTP conversation
// (docs/decisions/263-the-free-demo-as-a-guest-booking.md): staff book a bay for the visitor as a guest booking (no
// account), which holds the bay like any booking under the booking lock (a parallel burst gets exactly the bays
// there are), completes the request with both writes in the activity log, and e-mails the visitor a confirmation with
// the calendar file; canceling it tells the visitor too. Members and visitors are refused; a bad address is a field
// error; an unknown request 404.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase, type TestContext } from '../support/databases';
import { attachedCalendar } from '../support/ics';
import { bookingRequest } from '../support/requests';
import { suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const TODAY = '2027-03-03'; // a Wednesday
const SATURDAY = addDaysToDateString(TODAY, 3);
const VISITOR = { name: 'Robin Fairway', email: 'robin.fairway@example.com', phone: '407-555-0123' };

const demoOf = (extra: Record<string, unknown> = {}) => ({
  guestName: VISITOR.name,
  guestEmail: VISITOR.email,
  guestPhone: VISITOR.phone,
  bookingDate: SATURDAY,
  startTime: '10:00',
  endTime: '12:00',
  ...extra,
});

/** A visitor's demo request through the public form; its id. */
async function requestDemo(ctx: TestContext, name = VISITOR.name): Promise<number> {
  const sent = await ctx.client().post('/api/contact', {
    name,
    email: VISITOR.email,
    phone: VISITOR.phone,
    interest: 'free_sim_demo',
    message: 'Saturday morning?',
  });
  expect(sent.status).toBe(201);
  const row = (await ctx.db('contact_submissions').where({ name }).orderBy('id', 'desc').first()) as { id: number };
  return Number(row.id);
}

describeEachDatabase(
  'the free demo as a guest booking',
  (ctx) => {
    const inbox = smtp.use(ctx);
    const demo = demoOf;
    beforeEach(async () => {
      await ctx.resetData();
    });

    it('holds a bay for the visitor, completes the request, logs both and e-mails the confirmation with the calendar file', async () => {
      const id = await requestDemo(ctx);
      const { user: staff, client } = await ctx.signInAs({ isFrontDesk: true });
      const booked = await client.post(`/api/admin/demo-requests/${id}/booking`, demo());
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({
        kind: 'walk_in',
        userId: null,
        simulatorId: 1,
        bookingDate: SATURDAY,
        startTime: '10:00:00',
        endTime: '12:00:00',
        guestName: VISITOR.name,
        guestPhone: VISITOR.phone,
        guestEmail: VISITOR.email,
        createdBy: staff.id,
        walkIn: false,
      });
      // The request is handled: completed.
      const open = await client.get('/api/admin/demo-requests');
      expect(open.body.items).toEqual([]);
      const completed = await client.get('/api/admin/completed-demo-requests');
      expect(completed.body.items).toEqual([expect.objectContaining({ id, isRead: true })]);
      const log = (await ctx.db('activity_log').select('action', 'target_type', 'target_id').orderBy('id')) as {
        action: string;
        target_type: string;
        target_id: number | string;
      }[];
      expect(log.map((e) => [e.action, e.target_type, Number(e.target_id)])).toEqual([
        ['demo-request.booked', 'booking', booked.body.id],
        ['demo-request.read', 'demo-request', id],
      ]);

      const mail = await inbox.waitFor((m) => m.envelopeTo.includes(VISITOR.email));
      expect(mail.subject).toBe('Booking Confirmed: Saturday, March 6, 2027 at 10:00 AM EST');
      expect(mail.text).toContain(
        'Your golf session is booked: Saturday, March 6, 2027, 10:00 AM - 12:00 PM EST, Bay 1.',
      );
      // A guest has no account: no link to the member's bookings.
      expect(mail.text).not.toContain('/booking');
      const calendar = attachedCalendar(mail, 'booking.ics');
      expect(calendar.method).toBe('REQUEST');
      expect(calendar.events).toEqual([
        expect.objectContaining({
          uid: `booking-${booked.body.id}@longwoodgolf.example`,
          start: '2027-03-06T15:00:00.000Z',
          end: '2027-03-06T17:00:00.000Z',
          status: 'CONFIRMED',
          attendees: [expect.objectContaining({ email: VISITOR.email })],
        }),
      ]);

      // Canceled by staff: the visitor is told, with the calendar file that removes it.
      expect((await client.delete(`/api/admin/bookings/${booked.body.id}`)).status).toBe(204);
      const canceled = await inbox.waitFor((m) => m.envelopeTo.includes(VISITOR.email) && /Canceled/.test(m.subject));
      expect(attachedCalendar(canceled, 'booking-canceled.ics').method).toBe('CANCEL');
    });

    it('holds the bay like any booking: the bays fill, then members and demos are refused as full', async () => {
      const id = await requestDemo(ctx);
      const { client } = await ctx.signInAs({ isFrontDesk: true });
      expect(
        (await client.post(`/api/admin/demo-requests/${id}/booking`, demo({ simulatorId: 2 }))).body,
      ).toMatchObject({
        simulatorId: 2,
      });
      const member = await ctx.signInAs({ isMember: true });
      const own = await member.client.post('/api/bookings', bookingRequest(SATURDAY, '11:00', '12:00', 2));
      expect(own.status).toBe(201);
      expect(own.body.simulatorId).toBe(1);
      const full = await client.post(`/api/admin/demo-requests/${id}/booking`, demo());
      expect(full.status).toBe(409);
      expect(full.body.code).toBe('BOOKING_FULL');
    });

    it('a parallel burst of demo bookings for one time gets exactly one per bay', async () => {
      // Six requests stored as the form stores them (the form itself takes five an hour from one address).
      const ids: number[] = [];
      for (const i of [1, 2, 3, 4, 5, 6]) {
        const [row] = (await ctx
          .db('contact_submissions')
          .insert({
            created_at: '2027-03-03T15:00:00.000Z',
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            phone: VISITOR.phone,
            interest: 'free_sim_demo',
            message: 'No Message',
          })
          .returning('id')) as ({ id: number } | number)[];
        ids.push(Number(typeof row === 'object' ? row.id : row));
      }
      const { client } = await ctx.signInAs({ isFrontDesk: true });
      const answers = await Promise.all(
        ids.map((id, i) =>
          client.post(`/api/admin/demo-requests/${id}/booking`, demo({ guestName: `Visitor ${i + 1}` })),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409, 409, 409, 409]);
      const rows = (await ctx.db('bookings').where({ booking_date: SATURDAY })) as { simulator_id: number }[];
      expect(rows.map((r) => Number(r.simulator_id)).sort()).toEqual([1, 2]);
      // Each refused one left its request as it was.
      const open = (await ctx.db('contact_submissions').where({ is_read: false })) as unknown[];
      expect(open).toHaveLength(4);
    });

    it('refuses members and visitors, an unknown request, a bad address and a past time', async () => {
      const id = await requestDemo(ctx);
      const refusedVisitor = 'never.booked@example.com';
      const demo = (extra: Record<string, unknown> = {}) => demoOf({ guestEmail: refusedVisitor, ...extra });
      const member = await ctx.signInAs({ isMember: true });
      expect((await member.client.post(`/api/admin/demo-requests/${id}/booking`, demo())).body.code).toBe('STAFF_ONLY');
      expect((await ctx.client().post(`/api/admin/demo-requests/${id}/booking`, demo())).status).toBe(401);
      const { client } = await ctx.signInAs({ isAdmin: true });
      const unknown = await client.post('/api/admin/demo-requests/999999/booking', demo());
      expect(unknown.status).toBe(404);
      const bad = await client.post(`/api/admin/demo-requests/${id}/booking`, demo({ guestEmail: 'robin@' }));
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toEqual({ guestEmail: ['Please enter a valid email address'] });
      const past = await client.post(
        `/api/admin/demo-requests/${id}/booking`,
        demo({ bookingDate: TODAY, startTime: '08:00', endTime: '10:00' }),
      );
      expect(past.body.code).toBe('BOOKING_IN_PAST');
      expect((await ctx.db('bookings')).length).toBe(0);
      // Nothing was queued for the visitor of a refused booking (the outbox holds every e-mail before it is sent).
      const queued = (await ctx.db('mail_outbox').select('message')) as { message: string }[];
      expect(queued.filter((m) => m.message.includes(refusedVisitor))).toEqual([]);
    });
  },
  { env: smtp.env, now: () => facilityInstant(TODAY, '12:00') },
);
