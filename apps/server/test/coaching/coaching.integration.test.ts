// Coaching over real HTTP on SQLite and Postgres (docs/decisions/120-coaching-lessons.md,
// 121-lesson-availability-and-cut-offs.md, 120-coaching-lessons.md): coaches' hours and time off,
// offered start times, lesson booking through the reservation port (a 'lesson' bookings row), the monthly
// complimentary lesson, cancellation cut-off, agenda, outcomes and notes, the admin overview and coach switch,
// e-mails with .ics to a real SMTP server, the day-before reminder sent at most once, and parallel bursts for
// the coach's slot.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityInstant, personName } from '@longwood/core';
import { freePort } from '@longwood/test-support/free-port';
import { createMailer } from '../../src/mail/mailer';
import { describeEachDatabase, type CreatedUser } from '../support/databases';
import { warningsLog } from '../support/warnings-log';
import type { TestClient } from '../support/http-client';
import { attachedCalendar } from '../support/ics';
import { oneClickUnsubscribe, suiteSmtpInbox, unsubscribePathOf } from '../support/smtp-inbox';
import { bookingRequest } from '../support/requests';

// Monday 2027-03-08, 09:00 in Longwood. DST starts Sunday 2027-03-14.
const TODAY = '2027-03-08';
const clock = { now: facilityInstant(TODAY, '09:00') };
const TUESDAY = addDaysToDateString(TODAY, 1);
const WEDNESDAY = addDaysToDateString(TODAY, 2);
const smtp = await suiteSmtpInbox();
const { log, warnings } = warningsLog();

/** Monday to Saturday, 09:00-17:00. */
const WEEK_HOURS = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));
const organizer = { email: 'no-reply@longwoodgolf.example', name: 'Longwood Golf' };

describeEachDatabase(
  'coaching',
  (ctx) => {
    const inbox = smtp.use(ctx);
    let admin: TestClient;
    let coach: CreatedUser;
    let coachClient: TestClient;

    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '09:00');
      warnings.length = 0;
      admin = (await ctx.signInAs({ isAdmin: true, isMember: true })).client;
      ({ user: coach, client: coachClient } = await ctx.signInAs({ isCoach: true, username: `coach-${Date.now()}` }));
      const set = await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: WEEK_HOURS });
      expect(set.status).toBe(200);
    });

    async function member() {
      return ctx.signInAs({ isMember: true });
    }

    const lessonAt = (startTime: string, extra: Record<string, unknown> = {}) => ({
      coachId: coach.id,
      bookingDate: TUESDAY,
      startTime,
      durationMinutes: 60,
      ...extra,
    });

    describe('weekly hours and time off', () => {
      it('a coach keeps their own hours; an admin may change anyone’s; another coach may not', async () => {
        const own = await coachClient.get(`/api/coaches/${coach.id}/availability`);
        expect(own.status).toBe(200);
        expect(own.body.hours).toHaveLength(6);
        expect(own.body.hours[0]).toEqual({ weekday: 1, startTime: '09:00:00', endTime: '17:00:00' });

        const byAdmin = await admin.put(`/api/coaches/${coach.id}/hours`, {
          hours: [{ weekday: 2, startTime: '10:00', endTime: '12:00' }],
        });
        expect(byAdmin.status).toBe(200);
        expect(byAdmin.body.hours).toEqual([{ weekday: 2, startTime: '10:00:00', endTime: '12:00:00' }]);

        const { client: otherCoach } = await ctx.signInAs({ isCoach: true });
        const refused = await otherCoach.put(`/api/coaches/${coach.id}/hours`, { hours: [] });
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe('NOT_OWNER');
        expect((await otherCoach.get(`/api/coaches/${coach.id}/lessons?from=${TODAY}`)).status).toBe(403);

        const { client: memberClient } = await member();
        expect((await memberClient.get(`/api/coaches/${coach.id}/availability`)).body.code).toBe('COACHES_ONLY');
        // A user who is not a coach has no schedule.
        const { user: regular } = await ctx.signInAs();
        expect((await admin.get(`/api/coaches/${regular.id}/availability`)).status).toBe(404);
      });

      it('refuses overlapping or reversed windows with the message beside the field', async () => {
        const res = await coachClient.put(`/api/coaches/${coach.id}/hours`, {
          hours: [
            { weekday: 1, startTime: '09:00', endTime: '12:00' },
            { weekday: 1, startTime: '11:00', endTime: '13:00' },
          ],
        });
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors.hours).toEqual(['Weekly hours on the same day must not overlap.']);
      });

      it('time off removes the days from the offered times until it is deleted', async () => {
        const { client } = await member();
        const before = await client.get(`/api/lessons/availability?date=${TUESDAY}&durationMinutes=60`);
        expect(before.body.options.length).toBeGreaterThan(0);

        const off = await coachClient.post(`/api/coaches/${coach.id}/time-off`, {
          startDate: TUESDAY,
          endDate: WEDNESDAY,
          note: 'PGA seminar',
        });
        expect(off.status).toBe(201);
        expect(off.body).toMatchObject({ startDate: TUESDAY, endDate: WEDNESDAY, note: 'PGA seminar' });
        expect((await client.get(`/api/lessons/availability?date=${TUESDAY}&durationMinutes=60`)).body.options).toEqual(
          [],
        );
        const booked = await client.post('/api/lessons', lessonAt('10:00'));
        expect(booked.status).toBe(409);
        expect(booked.body).toMatchObject({
          code: 'COACH_UNAVAILABLE',
          message: 'The coach is not available at that time. Please choose another time.',
        });

        const del = await coachClient.delete(`/api/coaches/${coach.id}/time-off/${off.body.id}`);
        expect(del.status).toBe(204);
        expect((await coachClient.get(`/api/coaches/${coach.id}/availability`)).body.timeOff).toEqual([]);
        expect((await coachClient.delete(`/api/coaches/${coach.id}/time-off/${off.body.id}`)).status).toBe(404);
      });
    });

    describe('offered start times', () => {
      it('are the coach’s hours where a bay is free, two hours ahead at least', async () => {
        const { client } = await member();
        const res = await client.get(
          `/api/lessons/availability?date=${TUESDAY}&durationMinutes=60&coachId=${coach.id}`,
        );
        expect(res.status).toBe(200);
        const starts = res.body.options.map((o: { startTime: string }) => o.startTime);
        expect(starts[0]).toBe('09:00:00');
        expect(starts.at(-1)).toBe('16:00:00');
        expect(res.body.options[0].coachIds).toEqual([coach.id]);

        // Both bays taken 12:00-13:00: no lesson overlapping it.
        for (const simulatorId of [1, 2]) {
          await ctx.app.services.bookings.reservations.inLock([TUESDAY], (tx) =>
            tx.reserve({
              kind: 'walk_in',
              guestName: 'Guest',
              guestPhone: '4075550000',
              bookingDate: TUESDAY,
              startTime: '12:00',
              endTime: '13:00',
              simulatorId,
              exactBay: true,
            }),
          );
        }
        const after = await client.get(`/api/lessons/availability?date=${TUESDAY}&durationMinutes=60`);
        const left = after.body.options.map((o: { startTime: string }) => o.startTime);
        expect(left).not.toContain('11:30:00');
        expect(left).not.toContain('12:00:00');
        expect(left).not.toContain('12:30:00');
        expect(left).toContain('13:00:00');

        // Today: the lead time hides starts before 11:00 (it is 09:00).
        const today = await client.get(`/api/lessons/availability?date=${TODAY}&durationMinutes=30`);
        expect(today.body.options[0].startTime).toBe('11:00:00');
        // Lengths other than 30 and 60 minutes are refused.
        const bad = await client.get(`/api/lessons/availability?date=${TODAY}&durationMinutes=45`);
        expect(bad.status).toBe(400);
        expect(bad.body.fieldErrors.durationMinutes).toEqual(['Please choose a lesson length of 30 or 60 minutes.']);
      });

      it('say whether any coach asked about has published weekly hours', async () => {
        const { client } = await member();
        const { user: idle } = await ctx.signInAs({ isCoach: true, username: `idle-${Date.now()}` });
        const ask = async (coachId?: number) =>
          (
            await client.get(
              `/api/lessons/availability?date=${TUESDAY}&durationMinutes=60${coachId ? `&coachId=${coachId}` : ''}`,
            )
          ).body;
        expect(await ask()).toMatchObject({ hoursPublished: true });
        expect(await ask(coach.id)).toMatchObject({ hoursPublished: true });
        expect(await ask(idle.id)).toEqual({
          date: TUESDAY,
          durationMinutes: 60,
          hoursPublished: false,
          options: [],
          complimentary: true,
        });
        expect((await coachClient.put(`/api/coaches/${coach.id}/hours`, { hours: [] })).status).toBe(200);
        expect(await ask()).toEqual({
          date: TUESDAY,
          durationMinutes: 60,
          hoursPublished: false,
          options: [],
          complimentary: true,
        });
      });
    });

    describe('booking a lesson', () => {
      it('holds a bay as a lesson, marks the first of the month complimentary, and e-mails both with an .ics', async () => {
        const { user, client } = await member();
        // Before booking, the page is told the lesson would be the complimentary one of the month.
        const offered = `/api/lessons/availability?date=${TUESDAY}&durationMinutes=60`;
        expect((await client.get(offered)).body.complimentary).toBe(true);
        const res = await client.post('/api/lessons', lessonAt('10:00'));
        expect(res.status).toBe(201);
        expect((await client.get(offered)).body.complimentary).toBe(false);
        expect(res.body).toMatchObject({
          coachId: coach.id,
          coachName: coach.username,
          lessonDate: TUESDAY,
          startTime: '10:00:00',
          endTime: '11:00:00',
          durationMinutes: 60,
          simulatorId: 1,
          simulatorName: 'Bay 1',
          status: 'booked',
          complimentary: true,
          notes: null,
          canCancel: true,
        });

        // The bay is held by a bookings row of kind 'lesson' with the coach and the member.
        const rows = await ctx.db('bookings').where({ booking_date: TUESDAY });
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ kind: 'lesson', start_time: '10:00:00', end_time: '11:00:00' });
        expect(Number(rows[0].user_id)).toBe(user.id);
        expect(Number(rows[0].coach_id)).toBe(coach.id);
        const day = await client.get(`/api/bookings?date=${TUESDAY}`);
        expect(day.body).toEqual([expect.objectContaining({ kind: 'lesson', isMine: true, simulatorId: 1 })]);

        const second = await client.post('/api/lessons', lessonAt('14:00', { bookingDate: WEDNESDAY }));
        expect(second.status).toBe(201);
        expect(second.body.complimentary).toBe(false);
        const april = await client.post('/api/lessons', lessonAt('14:00', { bookingDate: '2027-04-06' }));
        expect(april.status).toBe(201);
        expect(april.body.complimentary).toBe(true);

        const mine = await client.get('/api/user/lessons');
        expect(mine.body.map((l: { lessonDate: string }) => l.lessonDate)).toEqual([TUESDAY, WEDNESDAY, '2027-04-06']);

        // Three lessons were booked: their e-mails leave the outbox side by side, in no fixed order.
        const toMember = await inbox.waitFor(
          (m) => m.to.includes(user.email) && m.subject.startsWith('Lesson Confirmed: Tuesday, March 9,'),
        );
        expect(toMember.subject).toBe('Lesson Confirmed: Tuesday, March 9, 2027 at 10:00 AM EST');
        expect(toMember.text).toContain('Tuesday, March 9, 2027, 10:00 AM - 11:00 AM EST, Bay 1.');
        expect(toMember.text).toContain('Payment: Complimentary (monthly membership lesson).');
        expect(toMember.text).toContain(
          'You can cancel a lesson here up to 24 hours before it starts. After that, please call the front desk.',
        );
        const request = attachedCalendar(toMember, 'lesson.ics');
        expect(request.method).toBe('REQUEST');
        // 10:00 EST is 15:00 UTC. The UID is the lesson's alone: nothing of the sender's display form in it.
        expect(request.events).toEqual([
          expect.objectContaining({
            uid: `lesson-${res.body.id}@longwoodgolf.example`,
            sequence: 0,
            start: '2027-03-09T15:00:00.000Z',
            end: '2027-03-09T16:00:00.000Z',
            status: 'CONFIRMED',
            organizer,
            attendees: [{ email: user.email, name: user.username.split('@')[0] }],
          }),
        ]);
        const toCoach = await inbox.waitFor(
          (m) => m.to.includes(coach.email) && m.subject.startsWith('New Lesson: Tuesday, March 9,'),
        );
        expect(toCoach.subject).toBe('New Lesson: Tuesday, March 9, 2027 at 10:00 AM EST');
        expect(toCoach.text).toContain(`Member contact: ${user.email}, ${user.phone}.`);
        expect(toCoach.attachments.map((a) => a.filename)).toEqual(['lesson.ics']);
        expect(attachedCalendar(toCoach).events[0]).toMatchObject({
          uid: `lesson-${res.body.id}@longwoodgolf.example`,
          attendees: [{ email: coach.email, name: coach.username.split('@')[0] }],
        });
        expect(warnings).toEqual([]);
      });

      it('does not count toward the member’s 4-hour simulator cap', async () => {
        const { client } = await member();
        const bay = await client.post('/api/bookings', bookingRequest(TUESDAY, '12:00', '16:00'));
        expect(bay.status).toBe(201);
        const lesson = await client.post('/api/lessons', lessonAt('09:00'));
        expect(lesson.status).toBe(201);
        // And the cap still counts only the bay bookings: no more bay time that day.
        const more = await client.post('/api/bookings', bookingRequest(TUESDAY, '17:00', '17:30', 2));
        expect(more.body.code).toBe('BOOKING_DAILY_CAP');
      });

      it('with "any coach" picks a free coach, and refuses when no coach teaches then', async () => {
        const { user: second, client: secondClient } = await ctx.signInAs({ isCoach: true });
        await secondClient.put(`/api/coaches/${second.id}/hours`, {
          hours: [{ weekday: 2, startTime: '10:00', endTime: '12:00' }],
        });
        const { client: a } = await member();
        const { client: b } = await member();
        const first = await a.post('/api/lessons', lessonAt('10:00', { coachId: null }));
        const other = await b.post('/api/lessons', lessonAt('10:00', { coachId: undefined }));
        expect([first.status, other.status]).toEqual([201, 201]);
        expect(new Set([first.body.coachId, other.body.coachId])).toEqual(new Set([coach.id, second.id]));
        const { client: c } = await member();
        const none = await c.post('/api/lessons', lessonAt('10:30', { coachId: null }));
        expect(none.status).toBe(409);
        expect(none.body.message).toBe('No coach is available at that time. Please choose another time.');
      });

      it('the lesson cut-offs are the facility settings: a changed lead time and cancel cut-off apply to the next request', async () => {
        const { client, user } = await member();
        // 09:00 now: 12:00 today is three hours away, inside the default two-hour lead time.
        expect((await client.post('/api/lessons', lessonAt('12:00', { bookingDate: TODAY }))).status).toBe(201);
        const saved = await admin.patch('/api/admin/facility-settings', {
          lessonBookingCutoffHours: 4,
          lessonCancelCutoffHours: 48,
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const soon = await client.post('/api/lessons', lessonAt('12:30', { bookingDate: TODAY }));
        expect(soon.status).toBe(422);
        expect(soon.body).toEqual({
          code: 'LESSON_TOO_SOON',
          message: 'Lessons must be booked at least 4 hours before they start.',
        });
        // Tomorrow at 10:00 is 25 hours away: bookable, but inside the new 48-hour cancel cut-off.
        const tomorrow = await client.post('/api/lessons', lessonAt('10:00'));
        expect(tomorrow.status).toBe(201);
        expect(tomorrow.body.canCancel).toBe(false);
        // The member's confirmation names the configured cut-off, in both parts.
        const policy =
          'You can cancel a lesson here up to 48 hours before it starts. After that, please call the front desk.';
        const confirmed = await inbox.waitFor(
          (m) => m.to.includes(user.email) && m.subject === 'Lesson Confirmed: Tuesday, March 9, 2027 at 10:00 AM EST',
        );
        expect(confirmed.text).toContain(policy);
        expect(confirmed.text).not.toContain('24 hours');
        expect(confirmed.html).toContain(policy);
        expect(tomorrow.body.cancelDeadline).toBe(
          facilityInstant(addDaysToDateString(TODAY, -1), '10:00').toISOString(),
        );
        const late = await client.delete(`/api/lessons/${tomorrow.body.id}`);
        expect(late.body).toEqual({
          code: 'LESSON_NOT_CANCELLABLE',
          message:
            'Lessons can be canceled online up to 48 hours before they start. Please call the front desk to cancel.',
        });
        // The public facts carry them for the lesson pages.
        expect((await ctx.client().get('/api/facility')).body.rules).toMatchObject({
          lessonBookingCutoffHours: 4,
          lessonCancelCutoffHours: 48,
        });
        const wrong = await admin.patch('/api/admin/facility-settings', { lessonCancelCutoffHours: 1.5 });
        expect(wrong.body.fieldErrors).toEqual({
          lessonCancelCutoffHours: ['Enter a whole number of hours from 0 to 168 (a week)'],
        });
      });

      it('refuses starts within two hours, past ones, outside the window, a non-coach and non-members', async () => {
        const { client } = await member();
        const soon = await client.post('/api/lessons', lessonAt('10:30', { bookingDate: TODAY }));
        expect(soon.status).toBe(422);
        expect(soon.body).toMatchObject({
          code: 'LESSON_TOO_SOON',
          message: 'Lessons must be booked at least 2 hours before they start.',
        });
        expect((await client.post('/api/lessons', lessonAt('08:00', { bookingDate: TODAY }))).body.code).toBe(
          'BOOKING_IN_PAST',
        );
        expect(
          (await client.post('/api/lessons', lessonAt('10:00', { bookingDate: addDaysToDateString(TODAY, 31) }))).body
            .code,
        ).toBe('BOOKING_OUTSIDE_WINDOW');
        const { user: regular, client: regularClient } = await ctx.signInAs();
        const notCoach = await client.post('/api/lessons', lessonAt('10:00', { coachId: regular.id }));
        expect(notCoach.status).toBe(400);
        expect(notCoach.body.fieldErrors.coachId).toEqual(['That user is not a coach.']);
        expect((await regularClient.post('/api/lessons', lessonAt('10:00'))).body.code).toBe('MEMBERS_ONLY');
        expect((await ctx.client().post('/api/lessons', lessonAt('10:00'))).status).toBe(401);
      });

      it('race: members bursting for one coach slot — exactly one wins, over two app instances', async () => {
        const other = await ctx.startInstance({ now: () => clock.now, env: smtp.env });
        const racers = await Promise.all(Array.from({ length: 6 }, () => member()));
        const results = await Promise.all(
          racers.map(({ client }, i) =>
            (i % 2 === 0 ? client : client.withBaseUrl(other.baseUrl)).post('/api/lessons', lessonAt('15:00')),
          ),
        );
        const statuses = results.map((r) => r.status).sort();
        expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
        for (const lost of results.filter((r) => r.status === 409)) expect(lost.body.code).toBe('COACH_UNAVAILABLE');
        const lessons = await ctx.db('lessons').where({ lesson_date: TUESDAY });
        expect(lessons).toHaveLength(1);
        expect(await ctx.db('bookings').where({ kind: 'lesson' })).toHaveLength(1);
      });

      it('race: one member booking several lessons of one month in parallel gets one complimentary', async () => {
        const { client } = await member();
        const dates = [TUESDAY, WEDNESDAY, addDaysToDateString(TODAY, 3), addDaysToDateString(TODAY, 4)];
        const results = await Promise.all(
          dates.map((bookingDate) => client.post('/api/lessons', lessonAt('09:00', { bookingDate }))),
        );
        expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
        expect(results.filter((r) => r.body.complimentary)).toHaveLength(1);
      });
    });

    describe('cancelling', () => {
      it('members cancel up to 24 hours before; the bay is freed and both are told, with a CANCEL .ics', async () => {
        const { user, client } = await member();
        const lesson = (await client.post('/api/lessons', lessonAt('10:00'))).body;
        // 2027-03-09 10:00 is 25 hours ahead at 09:00 on the 8th: still cancellable.
        inbox.clear();
        clock.now = facilityInstant(TODAY, '10:30');
        const late = await client.delete(`/api/lessons/${lesson.id}`);
        expect(late.status).toBe(409);
        expect(late.body.message).toBe(
          'Lessons can be canceled online up to 24 hours before they start. Please call the front desk to cancel.',
        );
        expect((await client.get('/api/user/lessons')).body[0].canCancel).toBe(false);

        clock.now = facilityInstant(TODAY, '09:30');
        const { client: stranger } = await member();
        expect((await stranger.delete(`/api/lessons/${lesson.id}`)).body.code).toBe('NOT_OWNER');
        expect((await client.delete(`/api/lessons/${lesson.id}`)).status).toBe(204);
        // The bay's row holds nothing any more: kept, marked canceled by the member (decision 080).
        expect(await ctx.db('bookings').where({ kind: 'lesson' }).whereNull('canceled_at')).toHaveLength(0);
        expect(await ctx.db('bookings').where({ kind: 'lesson', canceled_by: user.id })).toHaveLength(1);
        const [row] = (await client.get('/api/user/lessons')).body;
        expect(row).toMatchObject({ status: 'cancelled', canCancel: false });
        expect((await client.delete(`/api/lessons/${lesson.id}`)).status).toBe(409);

        const notice = await inbox.waitFor((m) => m.to.includes(user.email) && m.subject.startsWith('Lesson Canceled'));
        expect(notice.subject).toBe('Lesson Canceled: Tuesday, March 9, 2027 at 10:00 AM EST');
        expect(notice.text).toContain('on Tuesday, March 9, 2027, 10:00 AM - 11:00 AM EST is canceled.');
        // One style with the booking e-mails: "Canceled", and the facility's date format, never an ISO date.
        expect(`${notice.subject}\n${notice.text}`).not.toMatch(/cancelled|\d{4}-\d{2}-\d{2}/i);
        expect(notice.attachments.map((a) => a.filename)).toEqual(['lesson-canceled.ics']);
        const cancel = attachedCalendar(notice);
        expect(cancel.method).toBe('CANCEL');
        expect(cancel.events).toEqual([
          expect.objectContaining({
            uid: `lesson-${lesson.id}@longwoodgolf.example`,
            sequence: 1,
            status: 'CANCELLED',
            organizer,
            attendees: [{ email: user.email, name: user.username.split('@')[0] }],
          }),
        ]);
        await inbox.waitFor((m) => m.to.includes(coach.email) && m.subject.startsWith('Lesson Canceled'));

        // The cancelled lesson gives the complimentary lesson of the month back.
        const again = await client.post('/api/lessons', lessonAt('11:00'));
        expect(again.body.complimentary).toBe(true);
      });

      it('admins cancel a late lesson for the member, but not one that has started', async () => {
        const { client } = await member();
        const lesson = (await client.post('/api/lessons', lessonAt('10:00'))).body;
        clock.now = facilityInstant(TUESDAY, '08:00');
        expect((await admin.delete(`/api/admin/lessons/${lesson.id}`)).status).toBe(204);
        const other = (
          await admin.post('/api/admin/lessons', { ...lessonAt('14:00'), memberId: (await member()).user.id })
        ).body;
        clock.now = facilityInstant(TUESDAY, '14:05');
        const started = await admin.delete(`/api/admin/lessons/${other.id}`);
        expect(started.status).toBe(409);
        expect(started.body.message).toBe('This lesson has already started.');
      });
    });

    describe('a lesson’s bay', () => {
      it('is not freed from the bookings list: the lesson is cancelled as a lesson, which tells both', async () => {
        const { client } = await member();
        const lesson = (await client.post('/api/lessons', lessonAt('10:00'))).body;
        const row = await ctx.db('bookings').where({ booking_date: TUESDAY, kind: 'lesson' }).first('id');
        const desk = (await ctx.signInAs({ isFrontDesk: true })).client;
        for (const staff of [admin, desk]) {
          const refused = await staff.delete(`/api/admin/bookings/${row.id}`);
          expect(refused.status).toBe(409);
          expect(refused.body.message).toBe(
            'This is a lesson: cancel it under Coaches, so the member and the coach are told.',
          );
        }
        // Still the member's lesson, the bay and the coach still held.
        expect((await client.get('/api/user/lessons')).body).toEqual([
          expect.objectContaining({ id: lesson.id, status: 'booked' }),
        ]);
        const offered = await client.get(
          `/api/lessons/availability?date=${TUESDAY}&durationMinutes=60&coachId=${coach.id}`,
        );
        expect(offered.body.options.map((o: { startTime: string }) => o.startTime)).not.toContain('10:00:00');
        expect((await admin.delete(`/api/admin/lessons/${lesson.id}`)).status).toBe(204);
        await inbox.waitFor((m) => m.to.includes(coach.email) && m.subject.startsWith('Lesson Canceled'));
      });
    });

    describe('the coach’s agenda, outcomes and notes', () => {
      it('shows the member and contact, marks completed once started, and the member reads the notes', async () => {
        const { user, client } = await member();
        const lesson = (await client.post('/api/lessons', lessonAt('10:00'))).body;
        const agenda = await coachClient.get(`/api/coaches/${coach.id}/lessons?from=${TODAY}`);
        expect(agenda.status).toBe(200);
        expect(agenda.body).toEqual([
          expect.objectContaining({
            id: lesson.id,
            memberId: user.id,
            memberName: personName(user),
            memberEmail: user.email,
            memberPhone: user.phone,
            status: 'booked',
          }),
        ]);
        const early = await coachClient.patch(`/api/lessons/${lesson.id}/outcome`, { status: 'completed' });
        expect(early.status).toBe(409);
        expect(early.body.message).toBe('A lesson can be marked completed or no-show only once it has started.');

        clock.now = facilityInstant(TUESDAY, '11:05');
        const { client: otherCoach } = await ctx.signInAs({ isCoach: true });
        expect((await otherCoach.patch(`/api/lessons/${lesson.id}/outcome`, { status: 'no_show' })).status).toBe(403);
        const done = await coachClient.patch(`/api/lessons/${lesson.id}/outcome`, {
          status: 'completed',
          notes: 'Great tempo. Keep the lead wrist flat at the top.',
        });
        expect(done.status).toBe(200);
        expect(done.body).toMatchObject({
          status: 'completed',
          notes: 'Great tempo. Keep the lead wrist flat at the top.',
        });
        const mine = (await client.get('/api/user/lessons')).body[0];
        expect(mine).toMatchObject({ status: 'completed', notes: 'Great tempo. Keep the lead wrist flat at the top.' });
        // A member never sees another lesson's notes; the coach route is closed to members.
        expect((await client.get(`/api/coaches/${coach.id}/lessons?from=${TODAY}`)).body.code).toBe('COACHES_ONLY');
      });
    });

    describe('admin: coaches', () => {
      it('lists coaches with hours and monthly counts, makes and unmakes coaches, books for a member', async () => {
        const { user: m } = await member();
        const booked = await admin.post('/api/admin/lessons', { ...lessonAt('10:00'), memberId: m.id });
        expect(booked.status).toBe(201);
        expect(booked.body).toMatchObject({ memberId: m.id, complimentary: true });
        const { user: regular } = await ctx.signInAs();
        const notMember = await admin.post('/api/admin/lessons', { ...lessonAt('11:00'), memberId: regular.id });
        expect(notMember.status).toBe(400);
        expect(notMember.body.fieldErrors.memberId).toEqual(['Lessons can only be booked for members.']);

        const list = await admin.get('/api/admin/coaches');
        expect(list.status).toBe(200);
        expect(list.body).toEqual([
          expect.objectContaining({
            id: coach.id,
            monthlyCounts: [{ month: '2027-03', booked: 1, completed: 0, noShow: 0, cancelled: 0, complimentary: 1 }],
          }),
        ]);
        expect(list.body[0].hours).toHaveLength(6);

        // Unmake: refused while lessons are ahead, allowed once they are cancelled.
        const refused = await admin.patch(`/api/admin/users/${coach.id}/coach`, { isCoach: false });
        expect(refused.status).toBe(409);
        expect(refused.body.code).toBe('COACH_HAS_LESSONS');
        expect((await admin.delete(`/api/admin/lessons/${booked.body.id}`)).status).toBe(204);
        const unmade = await admin.patch(`/api/admin/users/${coach.id}/coach`, { isCoach: false });
        expect(unmade.status).toBe(200);
        expect(unmade.body.isCoach).toBe(false);
        expect((await coachClient.get(`/api/coaches/${coach.id}/lessons?from=${TODAY}`)).body.code).toBe(
          'COACHES_ONLY',
        );

        const made = await admin.patch(`/api/admin/users/${regular.id}/coach`, { isCoach: true });
        expect(made.body.isCoach).toBe(true);
        expect((await admin.get('/api/admin/coaches')).body.map((c: { id: number }) => c.id)).toEqual([regular.id]);
        expect((await admin.patch('/api/admin/users/2147483647/coach', { isCoach: true })).status).toBe(404);
        const { client: memberClient } = await member();
        expect((await memberClient.get('/api/coaches')).body).toEqual([
          { id: regular.id, name: personName(regular), lessonPriceCents: null },
        ]);
      });
    });

    describe('day-before reminders', () => {
      it('queues each reminder once, also after a restart and with two processes at once', async () => {
        const { user, client } = await member();
        await client.post('/api/lessons', lessonAt('10:00'));
        await client.post('/api/lessons', lessonAt('14:00', { bookingDate: WEDNESDAY }));
        // The confirmations are sent after the lessons' commits: done before the clock moves on.
        await ctx.app.services.outbox.settle();
        inbox.clear();
        const other = await ctx.startInstance({ now: () => clock.now, log });
        const reminders = () => ctx.app.services.jobs.lessonReminders;

        // Monday: Tuesday's lesson is tomorrow. Two processes race for it.
        const [a, b] = await Promise.all([reminders().runOnce(), other.app.services.jobs.lessonReminders.runOnce()]);
        expect(a.queued + b.queued).toBe(1);
        const reminder = await inbox.waitFor((m) => m.subject.startsWith('Lesson Reminder'));
        expect(reminder.to).toEqual([user.email]);
        expect(reminder.subject).toBe('Lesson Reminder: Tuesday, March 9, 2027 at 10:00 AM EST');
        // A "restarted" process finds the claim in the database and queues nothing.
        await other.close();
        const restarted = await ctx.startInstance({ now: () => clock.now, log });
        expect(await restarted.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 0 });
        await restarted.close();
        expect(inbox.messages.filter((m) => m.subject.startsWith('Lesson Reminder'))).toHaveLength(1);

        // Tuesday: Wednesday's lesson.
        clock.now = facilityInstant(TUESDAY, '07:00');
        expect(await reminders().runOnce()).toEqual({ queued: 1 });
        expect(await reminders().runOnce()).toEqual({ queued: 0 });
        await ctx.app.services.outbox.settle();
        await inbox.waitFor((m) => m.subject.startsWith('Lesson Reminder') && m.text.includes('Wednesday'));
        expect(await ctx.db('lesson_reminders').select('*')).toHaveLength(2);
        const sent = await ctx.db('mail_outbox').where('about', 'like', '%(reminder)').select('status');
        expect(sent).toEqual([{ status: 'sent' }, { status: 'sent' }]);
      });

      it("stops the reminders by the one-click unsubscribe in the e-mail's headers (RFC 8058)", async () => {
        const { user, client } = await member();
        await client.post('/api/lessons', lessonAt('10:00'));
        await client.post('/api/lessons', lessonAt('14:00', { bookingDate: WEDNESDAY }));
        await ctx.app.services.outbox.settle();
        inbox.clear();
        expect(await ctx.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 1 });
        const reminder = await inbox.waitFor((m) => m.subject.startsWith('Lesson Reminder'));
        // The page a browser opening the address is sent to reads what it stops, changing nothing.
        expect((await ctx.client().get(unsubscribePathOf(reminder))).body).toMatchObject({
          stops: 'lesson-reminders',
          leagueName: null,
          subscribed: true,
        });
        const done = await oneClickUnsubscribe(reminder, ctx.baseUrl);
        expect((await ctx.client().get(unsubscribePathOf(reminder))).body).toMatchObject({ subscribed: false });
        expect(done).toMatchObject({ status: 200, body: { message: 'You will no longer get these e-mails.' } });
        // Another member has a lesson on Wednesday too.
        const other = await member();
        expect((await other.client.post('/api/lessons', lessonAt('10:00', { bookingDate: WEDNESDAY }))).status).toBe(
          201,
        );
        await ctx.app.services.outbox.settle();
        // Tuesday: Wednesday's lessons are tomorrow; only the other member is reminded.
        clock.now = facilityInstant(TUESDAY, '07:00');
        expect(await ctx.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 1 });
        await ctx.app.services.outbox.settle();
        const sent = inbox.messages.filter((m) => m.subject.startsWith('Lesson Reminder'));
        expect(sent.map((m) => m.envelopeTo)).toEqual([[user.email], [other.user.email]]);

        // The account shows the reminders off and turns them back on: Thursday's lesson is reminded again.
        expect(await client.get('/api/user/lesson-reminders')).toMatchObject({
          status: 200,
          body: { lessonReminders: false },
        });
        expect((await other.client.get('/api/user/lesson-reminders')).body).toEqual({ lessonReminders: true });
        const on = await client.put('/api/user/lesson-reminders', { lessonReminders: true });
        expect(on).toMatchObject({ status: 200, body: { lessonReminders: true } });
        expect((await client.get('/api/user/lesson-reminders')).body).toEqual({ lessonReminders: true });
        const thursday = addDaysToDateString(TODAY, 3);
        expect((await client.post('/api/lessons', lessonAt('11:00', { bookingDate: thursday }))).status).toBe(201);
        await ctx.app.services.outbox.settle();
        clock.now = facilityInstant(WEDNESDAY, '07:00');
        expect(await ctx.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 1 });
        await inbox.waitFor(
          (m) => m.subject.startsWith('Lesson Reminder: Thursday') && m.envelopeTo.includes(user.email),
        );
        // Off again from the account: nothing for Friday's.
        expect((await client.put('/api/user/lesson-reminders', { lessonReminders: false })).body).toEqual({
          lessonReminders: false,
        });
        expect(
          (await client.post('/api/lessons', lessonAt('11:00', { bookingDate: addDaysToDateString(TODAY, 4) }))).status,
        ).toBe(201);
        clock.now = facilityInstant(thursday, '07:00');
        expect(await ctx.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 0 });
        // Not a choice anyone else can make for the member: a body with anything more is refused.
        expect(
          (await client.put('/api/user/lesson-reminders', { lessonReminders: true, userId: other.user.id })).status,
        ).toBe(400);
      });

      it('keeps a reminder the mail server refused and sends it once, when it is back, until the lesson starts', async () => {
        const { client } = await member();
        await client.post('/api/lessons', lessonAt('10:00'));
        await ctx.app.services.outbox.settle();
        inbox.clear();
        const deadPort = await freePort();
        const broken = createMailer({ ...ctx.env, SMTP_PORT: deadPort }, { timeoutMs: 1_000 });
        const down = await ctx.startInstance({ now: () => clock.now, mailer: broken, log });
        expect(await down.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 1 });
        await down.close();
        broken.close();
        const [row] = await ctx.db('mail_outbox').where('about', 'like', '%(reminder)');
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(String(row.last_error)).not.toBe('');
        // Not queued again: the claim is in the database.
        expect(await ctx.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 0 });

        // The mail server answers again: the delivery job sends it, once.
        clock.now = facilityInstant(TODAY, '09:05');
        expect(await ctx.app.services.jobs.mailDelivery.runOnce()).toEqual({ attempted: 1, sent: 1 });
        expect(await ctx.app.services.jobs.mailDelivery.runOnce()).toEqual({ attempted: 0, sent: 0 });
        await inbox.waitFor((m) => m.subject.startsWith('Lesson Reminder'));
        expect(inbox.messages.filter((m) => m.subject.startsWith('Lesson Reminder'))).toHaveLength(1);
      });

      it('never sends a reminder once its lesson has started', async () => {
        const { client } = await member();
        await client.post('/api/lessons', lessonAt('10:00'));
        await ctx.app.services.outbox.settle();
        const broken = createMailer({ ...ctx.env, SMTP_PORT: await freePort() }, { timeoutMs: 1_000 });
        const down = await ctx.startInstance({ now: () => clock.now, mailer: broken, log });
        expect(await down.app.services.jobs.lessonReminders.runOnce()).toEqual({ queued: 1 });
        await down.close();
        broken.close();
        inbox.clear();
        clock.now = facilityInstant(TUESDAY, '10:00');
        expect(await ctx.app.services.jobs.mailDelivery.runOnce()).toEqual({ attempted: 0, sent: 0 });
        const [row] = await ctx.db('mail_outbox').where('about', 'like', '%(reminder)');
        expect(row).toMatchObject({ status: 'failed', last_error: 'expired before it could be sent' });
        expect(inbox.messages.filter((m) => m.subject.startsWith('Lesson Reminder'))).toHaveLength(0);
      });
    });
  },
  { now: () => clock.now, log, env: smtp.env },
);
