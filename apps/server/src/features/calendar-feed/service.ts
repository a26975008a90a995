// Private calendar feeds (docs/decisions/203-calendar-feed.md). A member or coach gets one secret address
// (webcal://<public host>/api/calendar/<secret>.ics) that calendar programs subscribe to; each request builds the
// feed afresh from the database: their own bookings, the lessons they take and teach, and the nights of the leagues
// they play in, from 30 days back on. The events are the e-mails' own (core's calendar/events.ts: one UID and
// SEQUENCE per booking, lesson and league night), so a calendar holding both knows them as one. The feed names
// nobody but the facility and, on a lesson the subscriber takes, their coach; a lesson they teach names no member.
// Other features' rows come through the functions composition.ts hands in.
import {
  addDaysToDateString,
  bookingEvent,
  calendarSender,
  can,
  facilityInstant,
  facilityToday,
  lessonEvent,
  leagueNightEvents,
  taughtLessonEvent,
  writeCalendarFeed,
  type CalendarEvent,
  type CalendarFeed,
  type CoachLesson,
  type MyBooking,
  type MyLeague,
  type User,
} from '@longwood/core';

/** A lesson as the feed reads it (where its payment stands is not the calendar's). */
type LessonEventSource = Omit<CoachLesson, 'payment' | 'moneyBack'>;
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limiter';
import type { CalendarFeedRepository, FeedRecord } from './repository';
import { deriveSecret, hashSecret, isSecretShaped, newSecretKey, secretsEqual } from './secrets';

/** How far back a feed reaches: last month's sessions stay in the calendar they were planned in. */
export const FEED_DAYS_BACK = 30;
/**
 * Reads of one feed: calendar programs read a feed every few hours (we ask for every hour), so more than this in ten
 * minutes is a loop or a leaked address, not a calendar (docs/decisions/161-atomic-limits.md).
 */
export const FEED_READ_LIMIT = { max: 20, windowMs: 10 * 60_000 };
/**
 * Addresses that name no feed, per client address: whoever guesses is slowed down. Known feeds never count here, so a
 * calendar service reading many members' feeds from one address is not held back by it.
 */
export const FEED_MISS_LIMIT = { max: 60, windowMs: 10 * 60_000 };

const tooMany = (retryAfterMs: number) =>
  `Too many calendar requests. Please try again in ${Math.max(1, Math.ceil(retryAfterMs / 60_000))} minutes.`;

export interface CalendarFeedDeps {
  repo: CalendarFeedRepository;
  limiter: Pick<RateLimiter, 'reserve'>;
  findUser: (id: number) => Promise<User | undefined>;
  /** The user's own bookings (member and staff kinds, as My Bookings lists them) on and after a date. */
  bookingsFrom: (userId: number, from: string) => Promise<readonly MyBooking[]>;
  /** Lessons the user takes, and lessons they teach, on and after a date (every status). */
  lessonsTakenFrom: (userId: number, from: string) => Promise<readonly LessonEventSource[]>;
  lessonsTaughtFrom: (userId: number, from: string) => Promise<readonly LessonEventSource[]>;
  /** The leagues the user plays in. */
  leaguesOf: (user: User) => Promise<readonly MyLeague[]>;
  /** The e-mails' sender: the UIDs' domain, as every .ics of the product has it (decision 192). */
  mailFrom: string;
  /** The site's public address (PUBLIC_APP_URL): the feed's host. */
  publicUrl: string;
  /** The server's key the secrets are derived with (never stored in the database). */
  serverKey: string;
  now: () => Date;
}

export function createCalendarFeedService(deps: CalendarFeedDeps) {
  const { repo, now } = deps;
  const domain = calendarSender(deps.mailFrom).domain;
  const webcalBase = deps.publicUrl.replace(/^https?:\/\//i, 'webcal://').replace(/\/+$/, '');
  const secretOf = (feed: Pick<FeedRecord, 'userId' | 'secretKey'>) =>
    deriveSecret(deps.serverKey, feed.userId, feed.secretKey);
  const addressOf = (secret: string): CalendarFeed => ({ url: `${webcalBase}/api/calendar/${secret}.ics` });

  function freshFeed(userId: number): FeedRecord {
    const feed = { userId, secretKey: newSecretKey(), createdAt: isoTimestamp(now()) };
    return { ...feed, secretHash: hashSecret(secretOf(feed)) };
  }

  /** Everything in the user's feed from `from` on, in time order. */
  async function eventsOf(user: User, from: string): Promise<CalendarEvent[]> {
    const [bookings, taken, taught, leagues] = await Promise.all([
      deps.bookingsFrom(user.id, from),
      deps.lessonsTakenFrom(user.id, from),
      deps.lessonsTaughtFrom(user.id, from),
      deps.leaguesOf(user),
    ]);
    const held = (lesson: LessonEventSource) => lesson.status !== 'cancelled';
    const since = facilityInstant(from, '00:00');
    const events = [
      ...bookings.map((booking) => bookingEvent(booking, domain)),
      ...taken.filter(held).map((lesson) => lessonEvent(lesson, domain, { canceled: false })),
      ...taught.filter(held).map((lesson) => taughtLessonEvent(lesson, domain)),
      ...leagues
        .filter(({ league }) => league.isActive)
        .flatMap(({ league }) => leagueNightEvents(league, domain))
        .filter((night) => night.start >= since),
    ];
    const unique = [...new Map(events.map((event) => [event.uid, event])).values()];
    return unique.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
  }

  return {
    /** The user's feed address, made on the first call. */
    async current(user: User): Promise<CalendarFeed> {
      const feed = (await repo.findByUser(user.id)) ?? (await repo.findOrAdd(freshFeed(user.id)));
      const secret = secretOf(feed);
      if (secretsEqual(hashSecret(secret), feed.secretHash)) return addressOf(secret);
      // The server's key changed since the address was made: that address no longer works, so a new one is made.
      const replacement = freshFeed(user.id);
      await repo.replace(replacement);
      return addressOf(secretOf(replacement));
    },

    /** A new address; the old one finds nothing from the moment this returns. */
    async reset(user: User): Promise<CalendarFeed> {
      const feed = freshFeed(user.id);
      await repo.replace(feed);
      return addressOf(secretOf(feed));
    },

    /**
     * The feed (iCalendar text) behind `secret`. An unknown or reset secret, or one of someone who may no longer have
     * a feed, is a 404, counted against the client's address; a known one counts against its own feed.
     */
    async feed(secret: string, clientAddress: string): Promise<string> {
      const found = isSecretShaped(secret) ? await repo.findBySecretHash(hashSecret(secret)) : null;
      const user =
        found && secretsEqual(secretOf(found), secret) ? ((await deps.findUser(found.userId)) ?? null) : null;
      if (!found || !user || !can(user, 'calendar:feed')) {
        await deps.limiter.reserve([{ bucket: `calendar-feed:miss:${clientAddress}`, ...FEED_MISS_LIMIT }], tooMany);
        throw new AppError('NOT_FOUND');
      }
      // Counted per address (the secret's hash), not per person: a reset gives a new address with its own count, so
      // the reset that stops a leaked address looping also lifts the refusal of the member's own calendar.
      await deps.limiter.reserve([{ bucket: `calendar-feed:feed:${found.secretHash}`, ...FEED_READ_LIMIT }], tooMany);
      const at = now();
      const from = addDaysToDateString(facilityToday(at), -FEED_DAYS_BACK);
      return writeCalendarFeed(await eventsOf(user, from), at);
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
