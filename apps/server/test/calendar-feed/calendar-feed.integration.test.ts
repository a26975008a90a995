// The private calendar feed over real HTTP on SQLite and Postgres (docs/decisions/203-calendar-feed.md): a member's
// and a coach's feed read back with ical.js holds their bookings, lessons and league nights at the right New York
// times, under the same UIDs and SEQUENCE as the e-mailed .ics files (real SMTP), and nothing of another member;
// a reset ends the old address at once; moves and cancellations show on the next read; reads are limited in a
// parallel burst; the answer is private to shared caches.
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, bookingSequence, facilityInstant, type MyBooking } from '@longwood/core';
import type { Logger } from '../../src/app-context';
import { migrateLatest } from '../../src/db/migrations';
import { FEED_MISS_LIMIT, FEED_READ_LIMIT } from '../../src/features/calendar-feed/service';
import { describeEachDatabase, type CreatedUser } from '../support/databases';
import type { TestClient, TestResponse } from '../support/http-client';
import { attachedCalendar, parseCalendar, type ParsedEvent } from '../support/ics';
import { bookingRequest, leagueRequest } from '../support/requests';
import { migrateDownThrough } from '../support/migrations';
import { suiteSmtpInbox } from '../support/smtp-inbox';

// Monday 2027-03-08, 09:00 in Longwood; the clocks go forward on Sunday 2027-03-14.
const TODAY = '2027-03-08';
const clock = { now: facilityInstant(TODAY, '09:00') };
/** What the app logs as errors (a failed read is logged, never thrown at the process). */
const errors: string[] = [];
const log: Logger = { info: () => undefined, warn: () => undefined, error: (line) => void errors.push(line) };
const day = (offset: number) => addDaysToDateString(TODAY, offset);
const smtp = await suiteSmtpInbox();
const DOMAIN = 'longwoodgolf.example';
const FEED_PATH = /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;
/** Monday to Saturday, 09:00-17:00. */
const WEEK_HOURS = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));

interface FeedEvent extends ParsedEvent {
  /** The TZID its start is written in. */
  zone: string | null;
  /** Its start on that zone's wall clock, as ical.js reads it. */
  localStart: string;
}

/** The feed as a calendar program reads it: every event, with its zone and wall-clock start. */
function readFeed(text: string): FeedEvent[] {
  const { method, events } = parseCalendar(text);
  expect(method).toBe('PUBLISH');
  const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
  return vevents.map((vevent, i) => ({
    ...events[i]!,
    zone: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
    localStart: new ICAL.Event(vevent).startDate.toString(),
  }));
}

const statuses = (responses: readonly TestResponse[]) =>
  responses.reduce<Record<number, number>>(
    (count, res) => ({ ...count, [res.status]: (count[res.status] ?? 0) + 1 }),
    {},
  );

describeEachDatabase(
  'calendar feed',
  (ctx) => {
    const inbox = smtp.use(ctx);
    beforeEach(async () => {
      await ctx.resetData();
      clock.now = facilityInstant(TODAY, '09:00');
    });

    /** The signed-in user's feed address and its path on this server. */
    async function feedOf(client: TestClient): Promise<{ url: string; path: string }> {
      const res = await client.get('/api/user/calendar-feed');
      expect(res.status).toBe(200);
      const url = new URL(res.body.url as string);
      expect(url.protocol).toBe('webcal:');
      // The site's public address, whatever host the request came to.
      expect(url.host).toBe(new URL(ctx.env.PUBLIC_APP_URL).host);
      expect(url.pathname).toMatch(FEED_PATH);
      return { url: res.body.url as string, path: url.pathname };
    }

    /** The feed as a calendar program without a session reads it. */
    async function read(path: string): Promise<{ text: string; events: FeedEvent[] }> {
      const res = await ctx.client().get(path, { headers: { accept: 'text/calendar' } });
      expect(res.status, res.text).toBe(200);
      return { text: res.text, events: readFeed(res.text) };
    }

    async function coachWithHours(name: string): Promise<{ coach: CreatedUser; client: TestClient }> {
      const { user: coach, client } = await ctx.signInAs({ isCoach: true, name });
      expect((await client.put(`/api/coaches/${coach.id}/hours`, { hours: WEEK_HOURS })).status).toBe(200);
      return { coach, client };
    }

    async function thursdayLeague(): Promise<number> {
      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const created = await admin.post(
        '/api/admin/leagues',
        leagueRequest({ name: 'Thursday Night League', startDate: day(3), endDate: day(17) }),
      );
      expect(created.status).toBe(201);
      return created.body.id as number;
    }

    it("holds the member's bookings, lessons and league nights in New York time, as the e-mails name them", async () => {
      const { coach } = await coachWithHours('Coach Kim');
      const leagueId = await thursdayLeague();
      const alice = await ctx.signInAs({ isMember: true, name: 'Alice Fairway' });
      const bruno = await ctx.signInAs({ isMember: true, name: 'Bruno Sandtrap' });

      // Alice: Tuesday 10:00 before the change to daylight time and the next Tuesday after it, a lesson, a league.
      const before = await alice.client.post('/api/bookings', bookingRequest(day(1), '10:00', '11:30'));
      const after = await alice.client.post('/api/bookings', bookingRequest(day(8), '10:00', '11:00'));
      const lesson = await alice.client.post('/api/lessons', {
        coachId: coach.id,
        bookingDate: day(2),
        startTime: '14:00',
        durationMinutes: 60,
      });
      expect([before.status, after.status, lesson.status]).toEqual([201, 201, 201]);
      expect((await alice.client.post(`/api/leagues/${leagueId}/join`, { userId: alice.user.id })).status).toBe(201);
      // Bruno's booking, lesson and league place, all beside Alice's.
      const brunos = await bruno.client.post('/api/bookings', bookingRequest(day(1), '10:00', '11:00', 2));
      const brunosLesson = await bruno.client.post('/api/lessons', {
        coachId: coach.id,
        bookingDate: day(2),
        startTime: '15:00',
        durationMinutes: 60,
      });
      expect([brunos.status, brunosLesson.status]).toEqual([201, 201]);
      expect((await bruno.client.post(`/api/leagues/${leagueId}/join`, { userId: bruno.user.id })).status).toBe(201);

      const { text, events } = await read((await feedOf(alice.client)).path);
      const league = (date: string) => `league-${leagueId}-${date.replaceAll('-', '')}@${DOMAIN}`;
      expect(events.map(({ uid, start, end, zone, localStart }) => ({ uid, start, end, zone, localStart }))).toEqual([
        {
          uid: `booking-${before.body.id}@${DOMAIN}`,
          start: '2027-03-09T15:00:00.000Z',
          end: '2027-03-09T16:30:00.000Z',
          zone: 'America/New_York',
          localStart: '2027-03-09T10:00:00',
        },
        {
          uid: `lesson-${lesson.body.id}@${DOMAIN}`,
          start: '2027-03-10T19:00:00.000Z',
          end: '2027-03-10T20:00:00.000Z',
          zone: 'America/New_York',
          localStart: '2027-03-10T14:00:00',
        },
        {
          uid: league(day(3)),
          start: '2027-03-11T23:00:00.000Z',
          end: '2027-03-12T01:00:00.000Z',
          zone: 'America/New_York',
          localStart: '2027-03-11T18:00:00',
        },
        // After the change: 10:00 in New York is 14:00 UTC.
        {
          uid: `booking-${after.body.id}@${DOMAIN}`,
          start: '2027-03-16T14:00:00.000Z',
          end: '2027-03-16T15:00:00.000Z',
          zone: 'America/New_York',
          localStart: '2027-03-16T10:00:00',
        },
        {
          uid: league(day(10)),
          start: '2027-03-18T22:00:00.000Z',
          end: '2027-03-19T00:00:00.000Z',
          zone: 'America/New_York',
          localStart: '2027-03-18T18:00:00',
        },
        {
          uid: league(day(17)),
          start: '2027-03-25T22:00:00.000Z',
          end: '2027-03-26T00:00:00.000Z',
          zone: 'America/New_York',
          localStart: '2027-03-25T18:00:00',
        },
      ]);
      expect(events.map((e) => e.summary)).toEqual([
        'Golf simulator, Bay 1',
        'Golf lesson with Coach Kim (Alice Fairway)',
        'Thursday Night League',
        'Golf simulator, Bay 1',
        'Thursday Night League',
        'Thursday Night League',
      ]);
      expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');

      // Nothing of Bruno: not his booking, not his lesson, not his name or address.
      for (const other of [
        `booking-${brunos.body.id}@`,
        `lesson-${brunosLesson.body.id}@`,
        'Bruno',
        bruno.user.email,
      ]) {
        expect(text).not.toContain(other);
      }

      // The same events as the e-mails: UID and SEQUENCE of each attachment.
      const mailTo = (user: CreatedUser, subject: RegExp) =>
        inbox.waitFor((m) => m.envelopeTo.includes(user.email) && subject.test(m.subject));
      const byUid = new Map(events.map((e) => [e.uid, e]));
      for (const mail of [
        await mailTo(alice.user, /^Booking Confirmed: Tuesday, March 9/),
        await mailTo(alice.user, /^Booking Confirmed: Tuesday, March 16/),
        await mailTo(alice.user, /^Lesson Confirmed/),
        await mailTo(alice.user, /^League registration confirmed/),
      ]) {
        const attached = attachedCalendar(mail).events;
        expect(attached.length).toBeGreaterThan(0);
        for (const { uid, sequence, start, end } of attached) {
          expect(byUid.get(uid), `${mail.subject}: ${uid}`).toMatchObject({ sequence, start, end });
        }
      }
    });

    it("holds the lessons a coach teaches, naming no member, under the e-mailed coach's UIDs", async () => {
      const { coach, client: coachClient } = await coachWithHours('Coach Kim');
      const alice = await ctx.signInAs({ isMember: true, name: 'Alice Fairway' });
      const bruno = await ctx.signInAs({ isMember: true, name: 'Bruno Sandtrap' });
      const lessons = [];
      for (const [member, startTime] of [
        [alice, '10:00'],
        [bruno, '12:00'],
      ] as const) {
        const res = await member.client.post('/api/lessons', {
          coachId: coach.id,
          bookingDate: day(1),
          startTime,
          durationMinutes: 30,
        });
        expect(res.status).toBe(201);
        lessons.push(res.body.id as number);
      }
      // A canceled lesson leaves the feed.
      const canceled = await alice.client.post('/api/lessons', {
        coachId: coach.id,
        bookingDate: day(4),
        startTime: '10:00',
        durationMinutes: 30,
      });
      expect((await alice.client.delete(`/api/lessons/${canceled.body.id}`)).status).toBe(204);

      const { text, events } = await read((await feedOf(coachClient)).path);
      expect(events.map(({ uid, summary, localStart }) => ({ uid, summary, localStart }))).toEqual([
        { uid: `lesson-${lessons[0]}@${DOMAIN}`, summary: 'Golf lesson to teach', localStart: '2027-03-09T10:00:00' },
        { uid: `lesson-${lessons[1]}@${DOMAIN}`, summary: 'Golf lesson to teach', localStart: '2027-03-09T12:00:00' },
      ]);
      for (const member of [alice.user, bruno.user]) {
        for (const trace of [member.name!, member.email, member.username]) expect(text).not.toContain(trace);
      }
      const toCoach = await inbox.waitFor(
        (m) => m.envelopeTo.includes(coach.email) && /^New Lesson: Tuesday, March 9, 2027 at 10:00 AM/.test(m.subject),
      );
      expect(attachedCalendar(toCoach).events.map((e) => e.uid)).toEqual([events[0]!.uid]);
    });

    it('reaches 30 days back and onward, and shows a move or a cancellation on the next read', async () => {
      const alice = await ctx.signInAs({ isMember: true });
      const old = await alice.client.post('/api/bookings', bookingRequest(day(1), '09:00', '10:00'));
      const recent = await alice.client.post('/api/bookings', bookingRequest(day(5), '09:00', '10:00'));
      const moving = await alice.client.post('/api/bookings', bookingRequest(day(3), '12:00', '13:00'));
      const { path } = await feedOf(alice.client);
      const uidOf = (res: TestResponse) => `booking-${res.body.id}@${DOMAIN}`;
      expect((await read(path)).events.map((e) => e.uid)).toEqual([uidOf(old), uidOf(moving), uidOf(recent)]);

      clock.now = facilityInstant(day(3), '08:00');
      const moved = await alice.client.patch(
        `/api/bookings/${moving.body.id}`,
        bookingRequest(day(3), '16:00', '17:00', 2),
      );
      expect(moved.status).toBe(200);
      const afterMove = (await read(path)).events.find((e) => e.uid === uidOf(moving))!;
      expect(afterMove).toMatchObject({ localStart: '2027-03-11T16:00:00', location: 'Longwood Golf, Bay 2' });
      // The SEQUENCE of the move, as its e-mail and "Add to calendar" carry it.
      const listed = ((await alice.client.get('/api/user/bookings')).body as MyBooking[]).find(
        (b) => b.id === moving.body.id,
      )!;
      expect(afterMove.sequence).toBe(bookingSequence(listed));

      expect((await alice.client.delete(`/api/bookings/${moving.body.id}`)).status).toBe(204);
      expect((await read(path)).events.map((e) => e.uid)).toEqual([uidOf(old), uidOf(recent)]);

      // 31 days after the first booking it has left the feed; the one 27 days back stays.
      clock.now = facilityInstant(day(32), '09:00');
      expect((await read(path)).events.map((e) => e.uid)).toEqual([uidOf(recent)]);
    });

    it("fails only the one read, with a clear status, when the feeds' table cannot be read; then serves again", async () => {
      const alice = await ctx.signInAs({ isMember: true });
      const feed = await feedOf(alice.client);
      errors.length = 0;
      await ctx.db.schema.renameTable('calendar_feeds', 'calendar_feeds_away');
      try {
        const failed = await ctx.client().get(feed.path);
        expect(failed.status).toBeGreaterThanOrEqual(500);
        expect(failed.body.code).toMatch(/^[A-Z_]+$/);
        expect(failed.text).not.toContain('calendar_feeds');
        expect(errors).toContain('Unhandled error');
        // The process goes on answering.
        expect((await ctx.client().get('/healthz')).status).toBe(200);
      } finally {
        await ctx.db.schema.renameTable('calendar_feeds_away', 'calendar_feeds');
      }
      await read(feed.path);
    });

    it('resets to a new address: the old one answers 404 at once, the secret itself is never stored', async () => {
      const alice = await ctx.signInAs({ isMember: true });
      const first = await feedOf(alice.client);
      expect((await feedOf(alice.client)).url).toBe(first.url);
      await read(first.path);

      const reset = await alice.client.post('/api/user/calendar-feed/reset');
      expect(reset.status).toBe(200);
      const next = new URL(reset.body.url as string);
      expect(next.pathname).toMatch(FEED_PATH);
      expect(next.pathname).not.toBe(first.path);
      const gone = await ctx.client().get(first.path);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
      await read(next.pathname);
      expect((await feedOf(alice.client)).url).toBe(reset.body.url);

      const secret = next.pathname.slice('/api/calendar/'.length, -'.ics'.length);
      const rows = await ctx.db('calendar_feeds').select();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(secret);
      expect(rows[0].secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
      // Nearly the secret is no secret: one character off is a 404 like any unknown address.
      const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
      for (const path of [`/api/calendar/${wrong}.ics`, '/api/calendar/short.ics', `/api/calendar/${secret}.ICS.ics`]) {
        expect((await ctx.client().get(path)).status, path).toBe(404);
      }
    });

    it('is served as a private calendar file: content type, no shared caching, no cookie', async () => {
      const alice = await ctx.signInAs({ isMember: true });
      const { path } = await feedOf(alice.client);
      const res = await ctx.client().get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const cacheControl = res.headers.get('cache-control') ?? '';
      expect(cacheControl).toContain('private');
      expect(cacheControl).toContain('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.setCookies).toEqual([]);
      expect(res.text).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/);
      // An empty feed is still a calendar (nothing booked yet).
      expect(readFeed(res.text)).toEqual([]);
      const head = await ctx.client().request('HEAD', path);
      expect([head.status, head.text, head.headers.get('content-type')]).toEqual([
        200,
        '',
        'text/calendar; charset=utf-8',
      ]);
    });

    it('limits reads of one feed and guesses from one address, in a parallel burst', async () => {
      const alice = await ctx.signInAs({ isMember: true });
      const bruno = await ctx.signInAs({ isMember: true });
      const { path } = await feedOf(alice.client);
      const brunos = await feedOf(bruno.client);
      const anon = ctx.client();

      const burst = await Promise.all(Array.from({ length: FEED_READ_LIMIT.max + 6 }, () => anon.get(path)));
      expect(statuses(burst)).toEqual({ 200: FEED_READ_LIMIT.max, 429: 6 });
      expect(burst.find((res) => res.status === 429)?.body.code).toBe('RATE_LIMITED');
      // Another member's feed is not held back by it.
      expect((await anon.get(brunos.path)).status).toBe(200);

      const unknown = `/api/calendar/${'x'.repeat(43)}.ics`;
      const guesses = await Promise.all(Array.from({ length: FEED_MISS_LIMIT.max + 4 }, () => anon.get(unknown)));
      expect(statuses(guesses)).toEqual({ 404: FEED_MISS_LIMIT.max, 429: 4 });
      // Known feeds are still served to that address: only guesses count against it.
      expect((await anon.get(brunos.path)).status).toBe(200);
    });

    it('is for members and coaches; it stops when the membership ends or the account is deleted', async () => {
      expect((await ctx.client().get('/api/user/calendar-feed')).status).toBe(401);
      expect((await ctx.client().post('/api/user/calendar-feed/reset')).status).toBe(401);
      for (const flags of [{}, { isFrontDesk: true }]) {
        const { client } = await ctx.signInAs(flags);
        const refused = await client.get('/api/user/calendar-feed');
        expect([refused.status, refused.body.code]).toEqual([403, 'MEMBERS_ONLY']);
        expect((await client.post('/api/user/calendar-feed/reset')).status).toBe(403);
      }
      expect((await (await ctx.signInAs({ isAdmin: true })).client.get('/api/user/calendar-feed')).status).toBe(200);

      const { client: admin } = await ctx.signInAs({ isAdmin: true });
      const alice = await ctx.signInAs({ isMember: true });
      const { path } = await feedOf(alice.client);
      await read(path);
      expect((await admin.patch(`/api/admin/users/${alice.user.id}/membership`, { isMember: false })).status).toBe(200);
      expect((await ctx.client().get(path)).status).toBe(404);
      expect((await admin.patch(`/api/admin/users/${alice.user.id}/membership`, { isMember: true })).status).toBe(200);
      await read(path);

      expect((await admin.delete(`/api/admin/users/${alice.user.id}`)).status).toBe(204);
      expect((await ctx.client().get(path)).status).toBe(404);
      expect(await ctx.db('calendar_feeds').where({ user_id: alice.user.id })).toEqual([]);
    });

    describe('migration 101', () => {
      it('goes down and up again with a feed in its table', async () => {
        const member = await ctx.createMember();
        await ctx.db('calendar_feeds').insert({
          user_id: member.id,
          secret_key: 'k'.repeat(43),
          secret_hash: 'a'.repeat(64),
          created_at: new Date().toISOString(),
        });
        const name = '101-calendar-feeds';
        await migrateDownThrough(ctx.db, name);
        expect(await ctx.db.schema.hasTable('calendar_feeds')).toBe(false);
        await migrateLatest(ctx.db);
        expect(await ctx.db.schema.hasTable('calendar_feeds')).toBe(true);
        await ctx.resetData();
        const { client } = await ctx.signInAs({ isMember: true });
        await read((await feedOf(client)).path);
      });
    });
  },
  { env: smtp.env, now: () => clock.now, log },
);
