// The member's booking e-mails over real SMTP (docs/decisions/133-booking-emails-and-calendar.md): booked, moved and
// canceled, each with an .ics whose event is the booking on the facility clock and keeps one UID; sent after the
// commit, so an SMTP outage neither fails nor undoes the booking.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { describeEachDatabase } from './support/databases';
import { smtpEnv, suiteSmtpInbox, type ReceivedMail } from './support/smtp-inbox';

const smtp = await suiteSmtpInbox();
const deadPort = await freePort(); // nothing listens here: an SMTP outage
const TODAY = '2027-01-13';
const NOW = facilityInstant(TODAY, '12:00');
const TOMORROW = addDaysToDateString(TODAY, 1);

/** The .ics properties of a received mail's calendar attachment. */
function calendar(mail: ReceivedMail): Record<string, string> {
  const ics = mail.attachments.find((a) => a.mimeType.startsWith('text/calendar'));
  if (!ics) throw new Error(`no calendar attached to "${mail.subject}"`);
  // The parser hands the text back with plain line feeds; the raw message carries CRLF.
  expect(ics.content).toMatch(/^BEGIN:VCALENDAR\r?\n[\s\S]*END:VEVENT\r?\nEND:VCALENDAR\r?\n$/);
  return Object.fromEntries(
    ics.content
      .trim()
      .split(/\r?\n/)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]),
  );
}

describeEachDatabase(
  'booking e-mails',
  (ctx) => {
    const inbox = smtp.use();
    beforeEach(async () => {
      await ctx.resetData();
    });

    it('confirms a booking, a move and a cancellation, each with the same calendar event', async () => {
      const { client, user } = await ctx.signInAs({ isMember: true });
      const made = await client.post('/api/bookings', {
        simulatorId: 1,
        bookingDate: TOMORROW,
        startTime: '10:00',
        endTime: '11:30',
      });
      expect(made.status).toBe(201);
      const booked = await inbox.waitFor((m) => m.envelopeTo.includes(user.email) && /Confirmed/.test(m.subject));
      expect(booked.subject).toBe(
        'Booking Confirmed: Thursday, January 14, 2027 at 10:00 AM (Eastern Time) to 11:30 AM, Bay 1',
      );
      const first = calendar(booked);
      expect(first).toMatchObject({
        METHOD: 'REQUEST',
        DTSTART: '20270114T150000Z',
        DTEND: '20270114T163000Z',
        UID: `booking-${made.body.id}@longwoodgolf.example`,
      });

      const moved = await client.patch(`/api/bookings/${made.body.id}`, {
        simulatorId: 2,
        bookingDate: TOMORROW,
        startTime: '18:00',
        endTime: '19:00',
      });
      expect(moved.status).toBe(200);
      const movedMail = await inbox.waitFor((m) => /Moved/.test(m.subject));
      expect(movedMail.text).toContain(
        'It was Thursday, January 14, 2027 at 10:00 AM (Eastern Time) to 11:30 AM, Bay 1.',
      );
      const second = calendar(movedMail);
      expect(second).toMatchObject({ UID: first.UID, DTSTART: '20270114T230000Z', DTEND: '20270115T000000Z' });
      expect(Number(second.SEQUENCE)).toBeGreaterThanOrEqual(Number(first.SEQUENCE));

      expect((await client.delete(`/api/bookings/${made.body.id}`)).status).toBe(204);
      const cancelled = await inbox.waitFor((m) => /Canceled/.test(m.subject));
      expect(calendar(cancelled)).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', UID: first.UID });
      expect(inbox.messages.filter((m) => m.envelopeTo.includes(user.email))).toHaveLength(3);
    });

    it('tells the member about staff bookings made for them, and nobody about a refused one', async () => {
      const member = await ctx.signInAs({ isMember: true });
      const admin = await ctx.signInAs({ isAdmin: true });
      const slot = { simulatorId: 1, bookingDate: TOMORROW, startTime: '09:00', endTime: '10:00' };
      expect((await admin.client.post('/api/admin/bookings', { ...slot, userId: member.user.id })).status).toBe(201);
      await inbox.waitFor((m) => m.envelopeTo.includes(member.user.email) && /Confirmed/.test(m.subject));
      const refused = await member.client.post('/api/bookings', {
        ...slot,
        bookingDate: addDaysToDateString(TODAY, 40),
      });
      expect(refused.status).toBe(422);
      await new Promise((r) => setTimeout(r, 300));
      expect(inbox.messages).toHaveLength(1);
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
        const made = await client.post('/api/bookings', {
          simulatorId: 1,
          bookingDate: TOMORROW,
          startTime: '13:00',
          endTime: '14:00',
        });
        expect(made.status).toBe(201);
        const list = await client.get('/api/user/bookings');
        expect(list.body).toHaveLength(1);
        const moved = await client.patch(`/api/bookings/${made.body.id}`, {
          simulatorId: 1,
          bookingDate: TOMORROW,
          startTime: '15:00',
          endTime: '16:00',
        });
        expect(moved.status).toBe(200);
        expect((await client.delete(`/api/bookings/${made.body.id}`)).status).toBe(204);
      });
    });
  },
  { env: smtpEnv(deadPort), now: () => NOW },
);
