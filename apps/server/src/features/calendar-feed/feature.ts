// Private calendar feeds as a feature (docs/decisions/203-calendar-feed.md): a member's or coach's bookings, lessons
// and league nights, read from the bookings, coaching and leagues features.
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createCalendarFeedRepository } from './repository';
import { createCalendarFeedRouter } from './router';
import { createCalendarFeedService, type CalendarFeedDeps } from './service';

export interface CalendarFeedNeeds {
  bookings: { listMineFrom: CalendarFeedDeps['bookingsFrom'] };
  lessons: {
    listForMember(userId: number, range: { from: string }): ReturnType<CalendarFeedDeps['lessonsTakenFrom']>;
    listForCoach: CalendarFeedDeps['lessonsTaughtFrom'];
  };
  leagues: { mine: CalendarFeedDeps['leaguesOf'] };
}

export function composeCalendarFeed(base: Base, needs: CalendarFeedNeeds) {
  const { env } = base;
  const calendarFeed = createCalendarFeedService({
    repo: createCalendarFeedRepository(base.db),
    limiter: base.limiter,
    findUser: (id) => base.users.findById(id),
    bookingsFrom: (userId, from) => needs.bookings.listMineFrom(userId, from),
    lessonsTakenFrom: (userId, from) => needs.lessons.listForMember(userId, { from }),
    lessonsTaughtFrom: (userId, from) => needs.lessons.listForCoach(userId, from),
    leaguesOf: (user) => needs.leagues.mine(user),
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_APP_URL,
    serverKey: env.SESSION_SECRET,
    now: base.now,
  });
  return { services: { calendarFeed }, routes: [createCalendarFeedRouter(calendarFeed)] } satisfies ServerFeature;
}
