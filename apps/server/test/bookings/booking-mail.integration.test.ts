// The member's booking e-mails over real SMTP (docs/decisions/133-booking-emails-and-calendar.md): booked, moved and
// canceled, each with an .ics whose event is the booking on the facility clock and keeps one UID, from the facility
// to the member (docs/decisions/192-one-icalendar-writer.md); sent after the commit, so an SMTP outage neither fails
// nor undoes the booking.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, bookingSequence, facilityInstant, type MyBooking } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { describeEachDatabase } from '../support/databases';
import { attachedCalendar } from '../support/ics';
import { bookingRequest } from '../support/requests';
import { smtpEnv, suiteSmtpInbox } from '../support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const deadPort = await freePort(); // nothing listens here: an SMTP outage
const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);
const organizer = { email: 'no-reply@longwoodgolf.example', name: 'Longwood Golf' };

describeEachDatabase(
  'booking e-mails',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
    });

    it('confirms a booking, a move and a cancellation, each with the same calendar event', async () => {
      const { client, user } = await ctx.signInAs({ isMember: true });
      const made = await client.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:30'));
      expect(made.status).toBe(201);
      const booked = await inbox.waitFor((m) => m.envelopeTo.includes(user.email) && /Confirmed/.test(m.subject));
      expect(booked.subject).toBe('Booking Confirmed: Thursday, January 14, 2027 at 10:00 AM EST');
      expect(booked.text).toContain(
        'Your golf session is booked: Thursday, January 14, 2027, 10:00 AM - 11:30 AM EST, Bay 1.',
      );
      expect(booked.attachments.map((a) => a.filename)).toEqual(['booking.ics']);
      const first = attachedCalendar(booked);
      const uid = `booking-${made.body.id}@longwoodgolf.example`;
      const member = { email: user.email, name: user.email.split('@')[0] };
      expect(first.method).toBe('REQUEST');
      expect(first.events).toEqual([
        {
          uid,
          sequence: bookingSequence({ createdAt: made.body.createdAt, changedAt: null }),
          start: '2027-01-14T15:00:00.000Z',
          end: '2027-01-14T16:30:00.000Z',
          summary: 'Golf simulator, Bay 1',
          location: 'Longwood Golf, Bay 1',
          status: 'CONFIRMED',
          organizer,
          attendees: [member],
        },
      ]);

      const moved = await client.patch(`/api/bookings/${made.body.id}`, bookingRequest(TOMORROW, '18:00', '19:00', 2));
      expect(moved.status).toBe(200);
      const movedMail = await inbox.waitFor((m) => /Moved/.test(m.subject));
      expect(movedMail.subject).toBe('Booking Moved: Thursday, January 14, 2027 at 6:00 PM EST');
      expect(movedMail.text).toContain('It was Thursday, January 14, 2027, 10:00 AM - 11:30 AM EST, Bay 1.');
      const [second] = attachedCalendar(movedMail).events;
      expect(second).toMatchObject({ uid, start: '2027-01-14T23:00:00.000Z', end: '2027-01-15T00:00:00.000Z' });
      expect(second!.sequence).toBeGreaterThanOrEqual(first.events[0]!.sequence);
      // "Add to calendar" on screen carries the SEQUENCE of the last e-mail: both come from the booking's last change.
      const [listed] = (await client.get('/api/user/bookings')).body as MyBooking[];
      expect(listed!.changedAt).toBe(NOW.toISOString());
      expect(bookingSequence(listed!)).toBe(second!.sequence);

      expect((await client.delete(`/api/bookings/${made.body.id}`)).status).toBe(204);
      const canceled = await inbox.waitFor((m) => /Canceled/.test(m.subject));
      expect(canceled.subject).toBe('Booking Canceled: Thursday, January 14, 2027 at 6:00 PM EST');
      expect(canceled.attachments.map((a) => a.filename)).toEqual(['booking-canceled.ics']);
      const cancel = attachedCalendar(canceled);
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.events).toEqual([
        expect.objectContaining({ uid, status: 'CANCELLED', organizer, attendees: [member] }),
      ]);
      expect(cancel.events[0]!.sequence).toBeGreaterThanOrEqual(second!.sequence);
      expect(inbox.messages.filter((m) => m.envelopeTo.includes(user.email))).toHaveLength(3);
    });

    it('tells the member about staff bookings made for them, and nobody about a refused one', async () => {
      const member = await ctx.signInAs({ isMember: true });
      const admin = await ctx.signInAs({ isAdmin: true });
      const slot = bookingRequest(TOMORROW, '09:00', '10:00');
      expect((await admin.client.post('/api/admin/bookings', { ...slot, userId: member.user.id })).status).toBe(201);
      await inbox.waitFor((m) => m.envelopeTo.includes(member.user.email) && /Confirmed/.test(m.subject));
      const refused = await member.client.post('/api/bookings', {
        ...slot,
        bookingDate: addDaysToDateString(TODAY, 40),
      });
      expect(refused.status).toBe(422);
      await ctx.app.services.settle();
      expect(inbox.messages).toHaveLength(1);
    });

    it('names the bay as the facility settings do (docs/decisions/229-bays-as-facility-settings.md)', async () => {
      const admin = await ctx.signInAs({ isAdmin: true });
      const bays = [
        { id: 1, name: 'The Front Bay' },
        { id: 2, name: 'Bay 2' },
      ];
      expect((await admin.client.patch('/api/admin/facility-settings', { bays })).status).toBe(200);
      const { client, user } = await ctx.signInAs({ isMember: true });
      expect((await client.post('/api/bookings', bookingRequest(TOMORROW, '10:00', '11:00'))).status).toBe(201);
      const booked = await inbox.waitFor((m) => m.envelopeTo.includes(user.email) && /Confirmed/.test(m.subject));
      expect(booked.text).toContain('Thursday, January 14, 2027, 10:00 AM - 11:00 AM EST, The Front Bay.');
      expect(attachedCalendar(booked).events[0]).toMatchObject({
        summary: 'Golf simulator, The Front Bay',
        location: 'Longwood Golf, The Front Bay',
      });
    });
  },
  { env: smtp.env, now: () => NOW },
);

describeEachDatabase(
  'booking e-mails during an SMTP outage',
  (ctx) => {
    describe('with no mail server answering', () => {
      it('still books, moves and cancels, and keeps the booking', async () => {
        await ctx.resetData();
        const { client } = await ctx.signInAs({ isMember: true });
        const made = await client.post('/api/bookings', bookingRequest(TOMORROW, '13:00', '14:00'));
        expect(made.status).toBe(201);
        const list = await client.get('/api/user/bookings');
        expect(list.body).toHaveLength(1);
        const moved = await client.patch(`/api/bookings/${made.body.id}`, bookingRequest(TOMORROW, '15:00', '16:00'));
        expect(moved.status).toBe(200);
        expect((await client.delete(`/api/bookings/${made.body.id}`)).status).toBe(204);
      });
    });
  },
  { env: smtpEnv(deadPort), now: () => NOW },
);
