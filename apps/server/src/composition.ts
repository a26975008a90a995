// The composition root: every repository and service of the API is built here, once per app, and the
// routers receive what they need. A feature that must act on another feature's rows is handed that
// feature's service or repository here (e.g. the bookings service reads leagues through the leagues repository;
// leagues and lessons will receive the bookings service's reservation port; password reset ends sessions through
// the auth service); features never import each other (the linter enforces it), so this is the only place that
// knows them all.
import type { Knex } from 'knex';
import type { AppContext, Logger } from './app-context';
import { createChangeRelay } from './db/change-relay';
import { createRateLimitRepository } from './db/rate-limit-repository';
import { createSessionStore } from './db/session-store';
import { createUnitOfWorkRunner } from './db/unit-of-work';
import { createUsersRepository } from './db/users-repository';
import { createRateLimiter } from './http/rate-limiter';
import type { Env } from './env';
import { createAccountService } from './features/account/service';
import { createActivityRepository } from './features/activity/repository';
import { createActivityService } from './features/activity/service';
import { createAdminUsersService } from './features/admin-users/service';
import { createLoginThrottle } from './features/auth/login-throttle';
import { createAuthService } from './features/auth/service';
import { createBookingsRepository } from './features/bookings/repository';
import { createDayCopies } from './features/bookings/day-copies';
import { createBookingsService } from './features/bookings/service';
import { createCoachScheduleRepository } from './features/coaching/coach-schedule-repository';
import { createLessonsRepository } from './features/coaching/lessons-repository';
import { createLessonNotifier } from './features/coaching/notifier';
import { createRemindersRepository } from './features/coaching/reminders-repository';
import { createLessonReminderWorker, type LessonReminderWorker } from './features/coaching/reminder-worker';
import { createCoachingService } from './features/coaching/service';
import { contactRequestKind } from './features/contact/contact-mail';
import { createContactRepository } from './features/contact/repository';
import { createDemoRequestsService } from './features/contact/demo-requests-service';
import { createContactService } from './features/contact/service';
import { createLiveBoard } from './features/desk/live-board';
import { createDeskService } from './features/desk/service';
import { createExportsService } from './features/exports/service';
import { createKeypadRepository } from './features/keypad/repository';
import { createKeypadService } from './features/keypad/service';
import { composeLeagueJoinedMail } from './features/leagues/league-mail';
import { createLeaguesRepository } from './features/leagues/repository';
import { createLeaguesService } from './features/leagues/service';
import { createKeptLeagueBlockers } from './features/leagues/kept-blockers';
import { createLeagueStore } from './features/leagues/store';
import { membershipRequestKind } from './features/membership-requests/membership-mail';
import { createMembershipRequestsRepository } from './features/membership-requests/repository';
import { createMembershipRequestsService } from './features/membership-requests/service';
import { createPasswordResetRepository } from './features/password-reset/repository';
import { createPasswordResetService } from './features/password-reset/service';
import { createSimulatorsRepository } from './features/simulators/repository';
import { resolveMailer } from './mail/app-mailer';
import { createBookingMailListener } from './features/booking-mail/notifier';
import { createWaitlistRepository } from './features/waitlist/repository';
import { createWaitlistService } from './features/waitlist/service';
import type { RetryPolicy } from './mail/delivery';
import type { Mailer } from './mail/mailer';
import { createMailRetryWorker, type MailRetryWorker } from './mail/retry-worker';
import { occupancyChangeMessage } from './ports/reservations';
import { createNotifiedRecords, type NotifyDeps } from './mail/store-then-notify';

function requestRepositories(db: Knex) {
  return { contact: createContactRepository(db), membership: createMembershipRequestsRepository(db) };
}

/** Every record kind the team is e-mailed about, each on the one "store, then notify" flow. */
function teamNotifications(deps: NotifyDeps, teamEmail: string, repos: ReturnType<typeof requestRepositories>) {
  return {
    contactRequests: createNotifiedRecords(contactRequestKind(repos.contact, teamEmail), deps),
    membershipRequests: createNotifiedRecords(membershipRequestKind(repos.membership, teamEmail), deps),
  };
}

export function createServices(ctx: AppContext) {
  const { db, env, now } = ctx;
  const mailer = resolveMailer(ctx);
  const warn = (line: string) => ctx.log.warn(line);
  const requests = requestRepositories(db);
  const notifications = teamNotifications({ db, mailer, now, warn }, env.FACILITY_TEAM_EMAIL, requests);

  // Sessions and their users are kept between requests, emptied by every write in any process
  // (docs/decisions/184-read-caches-emptied-by-every-write.md): the relay carries "drop your copy".
  const sessionsRelay = createChangeRelay(db, { channel: 'longwood_sessions', warn });
  const sessions = createSessionStore(db, {
    onError: (error) => ctx.log.error('Session store error', error),
    relay: sessionsRelay,
  });
  const users = createUsersRepository(db, { onChanged: sessions.usersChanged });
  // The activity log (docs/decisions/103-activity-log.md): staff writes record themselves inside their own
  // transaction through `record`; `transaction` opens one for writes that hold no other lock.
  const activity = createActivityService({ repo: createActivityRepository(db), now });
  const { record } = activity;
  const transaction = createUnitOfWorkRunner(db);
  // Kept league blockers (decision 185) need the board relay, created below with the bookings: wired through this
  // indirection because the repositories that write leagues are created first.
  let forgetLeagueBlockers: () => void = () => {};
  const leagues = createLeaguesRepository(db, () => forgetLeagueBlockers());
  const simulators = createSimulatorsRepository(db);
  // Every limit is reserved atomically before its work (docs/decisions/161-atomic-limits.md).
  const limiter = createRateLimiter(createRateLimitRepository(db), now);
  const auth = createAuthService({
    users,
    throttle: createLoginThrottle(limiter),
    sessions,
    hasher: ctx.passwords,
    registrations: { limiter, maxPerHour: env.REGISTRATION_LIMIT_PER_HOUR },
  });
  // Every committed occupancy change is announced to every process on this relay (below): the desks' live boards
  // hear it (docs/decisions/174-live-board-events.md), and so do the other processes' kept day copies (decision 184).
  const relay = createChangeRelay(db, { channel: 'longwood_board', warn });
  const dayCopies = createDayCopies(relay);
  const keptLeagueBlockers = createKeptLeagueBlockers((date) => leagues.blockersOn(date), relay);
  forgetLeagueBlockers = keptLeagueBlockers.forget;
  const bookings = createBookingsService({
    bookings: createBookingsRepository(db, { onChanged: dayCopies.forget }),
    dayCopies: dayCopies.cache,
    // Inside the booking lock, in its transaction (docs/decisions/090-one-owner-per-table.md).
    leagueBlockersOn: (date, within) => (within ? leagues.within(within) : leagues).blockersOn(date),
    keptLeagueBlockersOn: keptLeagueBlockers.on,
    now,
    warn,
    record,
  });

  const coaching = createCoachingService({
    lessons: createLessonsRepository(db),
    schedule: createCoachScheduleRepository(db),
    users,
    // A lesson holds its bay through the bookings feature's reservation port (docs/decisions/120-coaching-lessons.md).
    reservations: bookings.reservations,
    notifier: createLessonNotifier({
      mailer,
      settings: { mailFrom: env.MAIL_FROM, appUrl: env.PUBLIC_APP_URL },
      now,
      warn,
    }),
    now,
    record,
    transaction,
  });
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepository(db),
    limiter,
    users,
    auth,
    mailer,
    passwords: ctx.passwords,
    now,
    warn,
    resetDomain: env.RESET_EMAIL_DOMAIN,
    appUrl: env.PUBLIC_APP_URL,
    pepper: env.RESET_CODE_PEPPER ?? env.SESSION_SECRET,
  });
  const demoRequests = createDemoRequestsService({ repo: requests.contact, transaction, record });

  // The desk's live board (docs/decisions/174-live-board-events.md): every committed occupancy change, by anyone,
  // through any process (the relay), and league edits whose sessions hold bays by computation.
  const liveBoard = createLiveBoard({
    relay,
    now,
    heartbeatMs: env.LIVE_HEARTBEAT_SECONDS * 1000,
    capability: 'desk:bookings',
  });
  bookings.reservations.onCommitted(({ dates }) => liveBoard.notify({ dates }));
  // "Notify me" for full slots: told after every committed change (docs/decisions/134-full-slot-waitlist.md).
  const waitlist = createWaitlistService({
    repo: createWaitlistRepository(db),
    dayOccupancy: (date) => bookings.reservations.dayOccupancy(date),
    emailOf: async (userId) => (await users.findById(userId))?.email ?? null,
    mailer,
    appUrl: env.PUBLIC_APP_URL,
    now,
    warn,
  });
  bookings.reservations.onCommitted((committed) => waitlist.onCommitted(committed));
  // The member's booking, move and cancellation e-mails, after the commit (docs/decisions/133-booking-emails-and-calendar.md).
  bookings.reservations.onCommitted(
    createBookingMailListener({
      mailer,
      settings: { mailFrom: env.MAIL_FROM, appUrl: env.PUBLIC_APP_URL },
      emailOf: async (userId) => (await users.findById(userId))?.email ?? null,
      now,
      warn,
    }),
  );

  return {
    users,
    auth,
    bookings,
    coaching,
    waitlist,
    account: createAccountService({
      users,
      bookingsOf: (user) => bookings.historyOf(user),
      simulators: () => simulators.list(),
      now,
      auth,
    }),
    adminUsers: createAdminUsersService({
      users,
      passwords: ctx.passwords,
      transaction,
      record,
      forgetBookingsOf: (userId, label) => bookings.forgetUser(userId, label),
      endSessionsOf: (userId) => auth.endAllSessionsOf(userId),
      sendWelcomeLink: (user) => passwordReset.sendWelcomeLink(user),
      hasUpcomingLessons: coaching.hasUpcomingLessons,
    }),
    demoRequests,
    exports: createExportsService({
      users: (afterId, size) => users.batchAfter(afterId, size),
      bookings: (afterId, size) => bookings.batchAfter(afterId, size),
      contactSubmissions: (afterId, size) => demoRequests.batchAfter(afterId, size),
      activity: activity.reader,
      now,
    }),
    contact: createContactService({
      limiter,
      requests: notifications.contactRequests,
      now,
    }),
    membershipRequests: createMembershipRequestsService({
      repo: requests.membership,
      limiter,
      requests: notifications.membershipRequests,
      now,
    }),
    passwordReset,
    desk: createDeskService({
      reservations: bookings.reservations,
      arrivals: bookings.arrivals,
      usersByIds: (ids) => users.findByIds(ids),
      searchMembers: (q, limit) => users.searchMembers(q, limit),
      live: liveBoard,
      now,
      record,
    }),
    liveBoard,
    sessions,
    /**
     * Drops every kept session and day, here and in every other process: for writes the app did not make itself
     * (a test emptying the tables, an operator's SQL), which it cannot know about (decision 184).
     */
    forgetKeptReads: () => {
      sessions.usersChanged();
      void relay.publish(occupancyChangeMessage.encode([]));
    },
    /** Closes the relays' listening connections (app shutdown). */
    closeRelays: async () => {
      dayCopies.close();
      keptLeagueBlockers.close();
      await Promise.all([relay.close(), sessionsRelay.close()]);
    },
    keypad: createKeypadService({
      repo: createKeypadRepository(db),
      transaction,
      record,
      usersByIds: (ids) => users.findByIds(ids),
      now,
    }),
    activity,
    leagues: createLeaguesService({
      store: createLeagueStore(db, keptLeagueBlockers.forget),
      reservations: bookings.reservations,
      findUserByEmail: (email) => users.findByEmail(email),
      findUserById: (id) => users.findById(id),
      // Best effort: the registration stands even if the confirmation cannot be sent.
      onJoined: async ({ user, league }) => {
        try {
          await mailer.send(composeLeagueJoinedMail(user, league, now()));
        } catch (error) {
          warn(
            `[leagues] could not e-mail the league confirmation: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      },
      // A league's nights without a schedule are computed: tell the desks that any date may have changed.
      onLeaguesChanged: () => void liveBoard.notify({ dates: [] }),
      record,
      transaction,
      now,
    }),
    simulators,
  };
}

/** Everything the routers may use; built once per app by createApp(). */
export type Services = ReturnType<typeof createServices>;

export interface TeamMailRetryOptions {
  db: Knex;
  env: Pick<Env, 'FACILITY_TEAM_EMAIL'>;
  mailer: Mailer;
  log: Pick<Logger, 'warn'>;
  now?: () => Date;
  intervalMs?: number;
  policy?: RetryPolicy;
}

/** The background retry of team e-mails whose first send failed, over every kind above (main.ts starts it). */
export function createTeamMailRetryWorker(options: TeamMailRetryOptions): MailRetryWorker {
  const deps: NotifyDeps = {
    db: options.db,
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    warn: (line) => options.log.warn(line),
    policy: options.policy,
  };
  return createMailRetryWorker({
    ...deps,
    sources: Object.values(teamNotifications(deps, options.env.FACILITY_TEAM_EMAIL, requestRepositories(options.db))),
    ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
  });
}

/** The day-before lesson reminders (main.ts starts it): state in the lesson_reminders table, sent at most once. */
export function createLessonReminders(options: {
  db: Knex;
  mailer: Mailer;
  log: Pick<Logger, 'warn'>;
  now?: () => Date;
  intervalMs?: number;
}): LessonReminderWorker {
  return createLessonReminderWorker({
    lessons: createLessonsRepository(options.db),
    reminders: createRemindersRepository(options.db),
    mailer: options.mailer,
    now: options.now ?? (() => new Date()),
    warn: (line) => options.log.warn(line),
    ...(options.intervalMs !== undefined ? { intervalMs: options.intervalMs } : {}),
  });
}
