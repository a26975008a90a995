// Every kind of e-mail the server sends, through the real app and a real SMTP server, read as a mail client reads it
// (docs/decisions/202-html-emails.md): postal-mime splits the raw message into its plain-text part, its HTML part
// and its attachments; the HTML part is parsed as a browser engine parses it. Each has both parts, links only to the
// public URL (or an address or a phone), needs no remote image, runs nothing, offers dark mode, names the facility
// in its footer, and its .ics still parses. Markup typed into a name or a message arrives as text.
import { beforeEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant } from '@longwood/core';
import { describeEachDatabase } from '../support/databases';
import { readHtml } from '../support/html-mail';
import { attachedCalendar } from '../support/ics';
import { bookingRequest, leagueRequest, membershipRequestFor } from '../support/requests';
import { suiteSmtpInbox, type ReceivedMail } from '../support/smtp-inbox';
import { warningsLog } from '../support/warnings-log';

// Monday 2027-03-08, 09:00 in Longwood.
const TODAY = '2027-03-08';
const NOW = facilityInstant(TODAY, '09:00');
const TUESDAY = addDaysToDateString(TODAY, 1);
const PUBLIC_URL = 'https://golf.example.test';
const STREET = '12 Fairway Drive';
const SCRIPT = '<script>alert("x")</script>';
const smtp = await suiteSmtpInbox();
const { log, warnings } = warningsLog();

/** The kinds of e-mail: who gets it, its subject, the heading its HTML part shows and its calendar file, if any. */
interface Expected {
  to: string;
  subject: RegExp;
  heading: string;
  ics?: string;
  /** Markup typed by someone, which must arrive as text. */
  typed?: string;
}

/** The message as a mail client shows it: both parts, the brand, safe links, nothing remote, nothing that runs. */
function expectReadable(mail: ReceivedMail, expected: Expected) {
  expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
  expect(mail.text.length, mail.subject).toBeGreaterThan(0);
  expect(mail.html.length, mail.subject).toBeGreaterThan(0);
  const html = readHtml(mail.html);
  expect(html.text).toContain(expected.heading);
  // The footer: the facility from its settings, and why the reader got it.
  expect(html.text).toContain(`Longwood Golf · ${STREET}, Longwood, FL 32750 · (407) 555-0142`);
  expect(html.text).toMatch(/You receive this e-mail because /);
  expect(html.links).toContain(`${PUBLIC_URL}/`);
  for (const href of html.links) expect(href, mail.subject).toMatch(/^(https:\/\/golf\.example\.test\/|mailto:|tel:)/);
  expect(html.images, mail.subject).toEqual([]);
  expect(mail.html).not.toMatch(/<img\b[^>]*src="http/i);
  expect(html.active, mail.subject).toEqual([]);
  expect(html.handlers, mail.subject).toEqual([]);
  expect(html.metas['color-scheme']).toBe('light dark');
  expect(html.styles).toContain('@media (prefers-color-scheme: dark)');
  if (expected.typed) expect(html.text).toContain(expected.typed);
  if (expected.ics) {
    expect(mail.attachments.map((a) => a.filename)).toEqual([expected.ics]);
    expect(attachedCalendar(mail, expected.ics).events.length).toBeGreaterThan(0);
  } else {
    expect(mail.attachments).toEqual([]);
  }
}

describeEachDatabase(
  'HTML e-mails',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
      warnings.length = 0;
    });

    async function receiveEach(expected: Expected[]) {
      for (const kind of expected) {
        const mail = await inbox.waitFor((m) => m.envelopeTo.includes(kind.to) && kind.subject.test(m.subject));
        expectReadable(mail, kind);
      }
      expect(inbox.messages.map((m) => m.subject)).toHaveLength(expected.length);
      expect(warnings).toEqual([]);
    }

    it("the footer is the facility's settings: a changed phone and name show in the next e-mail", async () => {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const saved = await admin.patch('/api/admin/facility-settings', {
        phone: '(407) 555-0188',
        name: 'Fairway Club',
      });
      expect(saved.status).toBe(200);
      const { client } = await ctx.signInAs({ isMember: true, email: 'ned@example.com', username: 'ned@example.com' });
      expect((await client.post('/api/bookings', bookingRequest(TUESDAY, '18:00', '19:00'))).status).toBe(201);
      const mail = await inbox.waitFor((m) => m.envelopeTo.includes('ned@example.com'));
      const html = readHtml(mail.html);
      expect(html.text).toContain(`Fairway Club · ${STREET}, Longwood, FL 32750 · (407) 555-0188`);
      expect(html.links).toContain('tel:+14075550188');
      expect(html.text).not.toContain('(407) 555-0142');
    });

    it('every e-mail to a member or a coach: bookings, the waitlist, lessons, leagues, resets and welcomes', async () => {
      const member = (email: string, name?: string) =>
        ctx.signInAs({ isMember: true, email, username: email, ...(name ? { name } : {}) });
      const slot = bookingRequest(TUESDAY, '18:00', '19:00');
      const a = await member('ann@example.com');
      const b = await member('bob@example.com');
      const waiter = await member('wes@example.com');
      const made = await a.client.post('/api/bookings', slot);
      expect(made.status).toBe(201);
      expect((await b.client.post('/api/bookings', slot)).status).toBe(201);
      const { simulatorId: _bay, ...time } = slot;
      expect((await waiter.client.post('/api/waitlist', time)).status).toBe(201);
      expect(
        (await a.client.patch(`/api/bookings/${made.body.id}`, bookingRequest(TUESDAY, '12:00', '13:00'))).status,
      ).toBe(200);
      expect((await a.client.delete(`/api/bookings/${made.body.id}`)).status).toBe(204);

      // A lesson (confirmed to both, reminded the day before, canceled to both) for a member whose name holds markup.
      const sam = await member('sam@example.com', `Sam ${SCRIPT}`);
      const coach = await ctx.signInAs({ isCoach: true, email: 'cory@example.com', username: 'cory@example.com' });
      const hours = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));
      expect((await coach.client.put(`/api/coaches/${coach.user.id}/hours`, { hours })).status).toBe(200);
      const lesson = await sam.client.post('/api/lessons', {
        coachId: coach.user.id,
        bookingDate: TUESDAY,
        startTime: '10:00',
        durationMinutes: 60,
      });
      expect(lesson.status).toBe(201);
      expect(await ctx.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 1 });
      expect((await sam.client.delete(`/api/lessons/${lesson.body.id}`)).status).toBe(204);

      const admin = (await ctx.signInAs({ isAdmin: true })).client;
      const league = await admin.post(
        '/api/admin/leagues',
        leagueRequest({
          name: 'Spring Sunday League',
          startDate: '2027-03-14',
          endDate: '2027-03-28',
          dayOfWeek: 'Sunday',
        }),
      );
      expect(league.status).toBe(201);
      expect((await sam.client.post(`/api/leagues/${league.body.id}/join`, { userId: sam.user.id })).status).toBe(201);

      await ctx.createMember({ email: 'pat@longwoodgolf.example' });
      expect(
        (await ctx.client().post('/api/reset-password/request', { email: 'pat@longwoodgolf.example' })).status,
      ).toBe(200);
      const added = await admin.post('/api/admin/add-member', { email: 'new.member@example.com', phone: '4075550111' });
      expect(added.status).toBe(201);

      const typed = `Sam ${SCRIPT}`;
      await receiveEach([
        { to: 'ann@example.com', subject: /^Booking Confirmed/, heading: 'Booking Confirmed', ics: 'booking.ics' },
        { to: 'bob@example.com', subject: /^Booking Confirmed/, heading: 'Booking Confirmed', ics: 'booking.ics' },
        { to: 'ann@example.com', subject: /^Booking Moved/, heading: 'Booking Moved', ics: 'booking.ics' },
        { to: 'wes@example.com', subject: /^A bay is free/, heading: 'A bay is free' },
        {
          to: 'ann@example.com',
          subject: /^Booking Canceled/,
          heading: 'Booking Canceled',
          ics: 'booking-canceled.ics',
        },
        { to: 'sam@example.com', subject: /^Lesson Confirmed/, heading: 'Lesson Confirmed', ics: 'lesson.ics', typed },
        { to: 'cory@example.com', subject: /^New Lesson/, heading: 'New Lesson', ics: 'lesson.ics', typed },
        { to: 'sam@example.com', subject: /^Lesson Reminder/, heading: 'Lesson Reminder', typed },
        {
          to: 'sam@example.com',
          subject: /^Lesson Canceled/,
          heading: 'Lesson Canceled',
          ics: 'lesson-canceled.ics',
          typed,
        },
        { to: 'cory@example.com', subject: /^Lesson Canceled/, heading: 'Lesson Canceled', ics: 'lesson-canceled.ics' },
        {
          to: 'sam@example.com',
          subject: /^League registration confirmed/,
          heading: 'League registration confirmed',
          ics: 'league-nights.ics',
          typed,
        },
        { to: 'pat@longwoodgolf.example', subject: /password reset code/, heading: 'Reset your password' },
        { to: 'new.member@example.com', subject: /^Welcome/, heading: 'Welcome to Longwood Golf!' },
      ]);

      // The buttons lead where the plain-text part's links do.
      const reset = inbox.messages.find((m) => /password reset code/.test(m.subject))!;
      const resetLink = /https:\/\/golf\.example\.test\/reset-password\/\S+/.exec(reset.text)![0];
      expect(readHtml(reset.html).links).toContain(resetLink);
      const booked = inbox.messages.find((m) => /^Booking Confirmed/.test(m.subject))!;
      expect(readHtml(booked.html).links).toContain(`${PUBLIC_URL}/booking`);
    });

    it('every e-mail to the team: demo requests, membership requests and cancellations', async () => {
      const name = `Jane ${SCRIPT}`;
      const message = `Hello,\n<img src="https://tracker.example/p.gif" onerror="alert(1)">\n${SCRIPT}`;
      const contact = await ctx.client().post('/api/contact', {
        name,
        email: 'jane@example.com',
        phone: '407-555-0142',
        interest: 'free_sim_demo',
        message,
      });
      expect(contact.status).toBe(201);
      const regular = await ctx.signInAs({ email: 'casey@example.com', username: 'casey@example.com' });
      const request = await regular.client.post('/api/membership-request', {
        ...membershipRequestFor(regular.user),
        name: `Casey ${SCRIPT}`,
      });
      expect(request.status).toBe(201);
      const leaving = await ctx.signInAs({ isMember: true });
      expect((await leaving.client.post('/api/user/cancel-membership', { reason: `Moving ${SCRIPT}` })).status).toBe(
        201,
      );

      const team = 'team@longwoodgolf.example';
      await receiveEach([
        { to: team, subject: /^New demo request from/, heading: `New demo request from ${name}`, typed: SCRIPT },
        {
          to: team,
          subject: /^New membership request from/,
          heading: `New membership request from Casey ${SCRIPT}`,
        },
        { to: team, subject: /^Membership cancellation request/, heading: 'Membership cancellation request from' },
      ]);
      const demo = readHtml(inbox.messages.find((m) => /demo request/.test(m.subject))!.html);
      // The visitor's message, line by line, as text.
      expect(demo.text).toContain(`Hello, <img src="https://tracker.example/p.gif" onerror="alert(1)"> ${SCRIPT}`);
      expect(demo.links).toEqual(expect.arrayContaining(['mailto:jane@example.com', `${PUBLIC_URL}/admin/requests`]));
      const leavingMail = readHtml(inbox.messages.find((m) => /cancellation/.test(m.subject))!.html);
      expect(leavingMail.text).toContain(`Reason Moving ${SCRIPT}`);
    });

    it('an HTML part that cannot be made (a link off the public URL) leaves the text part to go alone', async () => {
      await ctx.app.services.outbox.add([
        {
          mail: {
            to: 'sam@example.com',
            subject: 'Plain words',
            text: 'Only words.',
            content: {
              preview: 'x',
              heading: 'x',
              paragraphs: [],
              action: { label: 'Elsewhere', href: 'https://elsewhere.example/' },
              reason: 'x',
            },
          },
          about: 'a test',
        },
      ]);
      const mail = await inbox.waitFor((m) => m.subject === 'Plain words');
      expect(mail.text.trim()).toBe('Only words.');
      expect(mail.html).toBe('');
      expect(warnings).toEqual([
        '[mail] "Plain words" goes without its HTML part: An e-mail links only to https://golf.example.test, not to https://elsewhere.example/',
      ]);
    });
  },
  {
    env: { ...smtp.env, PUBLIC_APP_URL: PUBLIC_URL, VITE_FACILITY_STREET: STREET },
    now: () => NOW,
    log,
  },
);
