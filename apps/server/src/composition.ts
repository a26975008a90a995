// The composition root: every repository, service and background job of the API is built here, once per app, in
// the order they need each other, and the routers receive what they need. A feature that must act on another
// feature's rows is handed that feature's service or port here (e.g. the bookings service reads the leagues that
// hold bays through the leagues feature's blockers; leagues and lessons receive the bookings service's reservation
// port; password reset ends sessions through the auth service); features never import each other (the linter
// enforces it), so this is the only place that knows them all. It builds and passes; what the parts do is theirs.
import { addDaysToDateString, priceCentsOf } from '@longwood/core';
import type { AppContext } from './app-context';
import { createChangeRelay } from './db/change-relay';
import { createRateLimitRepository } from './db/rate-limit-repository';
import { createSessionStore } from './db/session-store';
import { createUnitOfWorkRunner } from './db/unit-of-work';
import { createUsersRepository } from './db/users-repository';
import { createRateLimiter } from './http/rate-limiter';
import { createUserMailLimit } from './mail/user-mail-limit';
import { hasOutlivedItsLifetime } from './http/session';
import { createAccountService } from './features/account/service';
import { createActivityRepository } from './features/activity/repository';
import { createActivityService } from './features/activity/service';
import { createAdminUsersService } from './features/members/service';
import { createLoginThrottle } from './features/auth/login-throttle';
import { createAuthService } from './features/auth/service';
import { createSecondFactorService } from './features/auth/second-factor';
import { createSecondFactorRepository } from './features/auth/second-factor-repository';
import { createBookingsRepository } from './features/bookings/repository';
import { createDayCopies } from './features/bookings/day-copies';
import { createBookingsService } from './features/bookings/service';
import { createCoachScheduleRepository } from './features/coaching/coach-schedule-repository';
import { createLessonsRepository } from './features/coaching/lessons-repository';
import { createLessonNotifier } from './features/coaching/notifier';
import { createLessonReminders } from './features/coaching/reminders';
import { createRemindersRepository } from './features/coaching/reminders-repository';
import { createCoachingService } from './features/coaching/service';
import { createCoachPricesRepository } from './features/coaching/coach-prices-repository';
import { createContactRepository } from './features/demo-requests/repository';
import { createDemoRequestsService } from './features/demo-requests/demo-requests-service';
import { createContactService } from './features/demo-requests/service';
import { createLiveBoard } from './features/desk/live-board';
import { createDeskService } from './features/desk/service';
import { createExportsService } from './features/exports/service';
import { createKeptSettings } from './features/facility/kept-settings';
import { createFacilitySettingsRepository } from './features/facility/repository';
import { facilitySeed } from './features/facility/seed';
import { createMediaFiles } from './features/facility/media-files';
import { createFacilityService, type KeptFacility } from './features/facility/service';
import { createKeypadRepository } from './features/keypad/repository';
import { createKeypadService } from './features/keypad/service';
import { createLeaguesService } from './features/leagues/service';
import { createLeagueBlockers } from './features/leagues/kept-blockers';
import { createLeagueStore } from './features/leagues/store';
import { createMembershipRequestsRepository } from './features/membership-requests/repository';
import { createMembershipRequestsService } from './features/membership-requests/service';
import { createPasswordResetRepository } from './features/password-reset/repository';
import { createPasswordResetService } from './features/password-reset/service';
import { createInsightsRepository } from './features/insights/repository';
import { createInsightsService } from './features/insights/service';
import { createPaymentsRepository } from './features/payments/repository';
import { createPaymentsService } from './features/payments/service';
import { createFeesRepository } from './features/payments/fees-repository';
import { createFeesService } from './features/payments/fees-service';
import { createRentalsRepository } from './features/payments/rentals-repository';
import { createRentalsService } from './features/payments/rentals-service';
import { createStripeClient } from './features/payments/stripe-client';
import { createLessonCheckout } from './features/payments/lesson-checkout';
import { createDuesRepository } from './features/payments/dues-repository';
import { createDuesService } from './features/payments/dues-service';
import { createRevenueService } from './features/payments/revenue-service';
import { createStripeEventsRepository } from './features/payments/stripe-events-repository';
import { createStripeWebhookService } from './features/payments/webhook-service';
import { createShotsRepository } from './features/shots/repository';
import { createBayShotsService } from './features/shots/bay-service';
import { createShotsService, type MatchCandidate } from './features/shots/service';
import { createBayDevicesRepository } from './features/bay-devices/repository';
import { createBayDevicesService } from './features/bay-devices/service';
import { createSimulatorsRepository } from './features/bays/repository';
import { resolveMailer } from './mail/app-mailer';
import { createBookingMailListener } from './features/booking-mail/notifier';
import { createCalendarFeedRepository } from './features/calendar-feed/repository';
import { createCalendarFeedService } from './features/calendar-feed/service';
import { createEmailVerificationService } from './features/email-verification/service';
import { createWaitlistRepository } from './features/waitlist/repository';
import { createWaitlistService } from './features/waitlist/service';
import { mailBrand, settingsMailBrand } from './mail/mail-content';
import { createMailOutbox } from './mail/outbox';
import { createOutboxRepository } from './mail/outbox-repository';
import { createPeriodicJob } from './periodic-job';
import { unsubscribeAddress, type UnsubscribeTopic } from './mail/unsubscribe';
import { createUnsubscribeService } from './features/unsubscribe/service';
import { createIdempotency } from './http/idempotency';
import { createIdempotencyRepository } from './db/idempotency-repository';
import { occupancyChangeMessage } from './ports/reservations';

export function createServices(ctx: AppContext) {
  const { db, env, now } = ctx;
  const warn = (line: string) => ctx.log.warn(line);
  // Every e-mail is queued in the transaction of the change it is about and sent after the commit
  // (docs/decisions/194-one-mail-outbox.md).
  const outbox = createMailOutbox({
    repo: createOutboxRepository(db),
    mailer: resolveMailer(ctx),
    // The facility's settings when they can be read, else the environment's facts.
    brand: () =>
      facility.settings().then(
        (facts) => settingsMailBrand(env.PUBLIC_APP_URL, facts),
        () => mailBrand(env),
      ),
    now,
    warn,
  });
  const mailSettings = {
    mailFrom: env.MAIL_FROM,
    appUrl: env.PUBLIC_APP_URL,
    // Results and reminder e-mails carry a one-click unsubscribe address (docs/decisions/281-one-click-unsubscribe.md).
    unsubscribeAddress: (topic: UnsubscribeTopic) => unsubscribeAddress(env.PUBLIC_APP_URL, env.SESSION_SECRET, topic),
  };
  const teamEmail = env.FACILITY_TEAM_EMAIL;

  // Sessions and their users are kept between requests, emptied by every write in any process
  // (docs/decisions/184-read-caches-emptied-by-every-write.md): the relay carries "drop your copy".
  const sessionsRelay = createChangeRelay(db, { channel: 'longwood_sessions', warn });
  const sessions = createSessionStore(db, {
    onError: (error) => ctx.log.error('Session store error', error),
    relay: sessionsRelay,
  });
  const users = createUsersRepository(db, { onChanged: sessions.usersChanged });
  // The activity log (docs/decisions/135-every-staff-write-in-the-activity-log.md): staff writes record themselves inside their own
  // transaction through `record`; `transaction` opens one for writes that hold no other lock.
  // Entries read back in words name people and bays as they are now (docs/decisions/135-every-staff-write-in-the-activity-log.md);
  // `facility` is made below and only read once a request asks for the log.
  const activity = createActivityService({
    repo: createActivityRepository(db),
    names: { namesByIds: (ids) => users.namesByIds(ids), bays: () => facility.settings().then((s) => s.bays) },
    now,
  });
  const { record } = activity;
  const transaction = createUnitOfWorkRunner(db);
  // Every committed occupancy change is announced to every process on this relay: the desks' live boards hear it
  // (docs/decisions/174-live-board-events.md), and so do the other processes' kept day copies and league blockers
  // (decisions 184 and 020).
  const relay = createChangeRelay(db, { channel: 'longwood_board', warn });
  const leagueBlockers = createLeagueBlockers(db, relay);
  // The facility's settings, kept in every process and dropped in all of them by every change, over a relay of their
  // own (docs/decisions/228-facility-settings-in-the-database.md). The bays are part of them (decision 229).
  const settingsRelay = createChangeRelay(db, { channel: 'longwood_settings', warn });
  const keptSettings = createKeptSettings<KeptFacility>(settingsRelay);
  const simulators = createSimulatorsRepository(db, { onChanged: keptSettings.forget });
  const facility = createFacilityService({
    repo: createFacilitySettingsRepository(db, { onChanged: keptSettings.forget }),
    kept: keptSettings,
    mediaFiles: createMediaFiles(env.FACILITY_MEDIA_DIR),
    seed: facilitySeed(env, warn),
    bays: simulators,
    transaction,
    record,
    now,
  });
  // Every limit is reserved atomically before its work, so a burst sent at once gets exactly the limit
  // (docs/decisions/161-atomic-limits.md).
  const limiter = createRateLimiter(createRateLimitRepository(db), now);
  // Every e-mail a signed-in person can make the facility send is reserved per account and per recipient first
  // (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md).
  const mailLimit = createUserMailLimit(limiter);
  // E-mail verification links (docs/decisions/207-email-verification-and-identities.md): at registration and after
  // every change of address.
  const emailVerification = createEmailVerificationService({
    users,
    outbox,
    appUrl: env.PUBLIC_APP_URL,
    secret: env.SESSION_SECRET,
    mailLimit,
    now,
  });
  const auth = createAuthService({
    users,
    throttle: createLoginThrottle(limiter),
    sessions,
    hasher: ctx.passwords,
    registrations: {
      limiter,
      maxPerHour: env.REGISTRATION_LIMIT_PER_HOUR,
      maxPerMinuteOverall: env.REGISTRATION_GLOBAL_LIMIT_PER_MINUTE,
    },
    afterRegistration: (user) => emailVerification.queueLink(user),
  });
  // An admin's second factor (docs/decisions/287-admin-second-factor-and-re-authentication.md).
  const secondFactor = createSecondFactorService({
    repo: createSecondFactorRepository(db),
    limiter,
    key: env.SECOND_FACTOR_KEY ?? env.SESSION_SECRET,
    issuer: env.VITE_FACILITY_NAME,
    now,
  });
  const dayCopies = createDayCopies(relay);
  const bookingsRepository = createBookingsRepository(db, { onChanged: dayCopies.forget });
  const paymentsRepository = createPaymentsRepository(db);
  // No-show and late-cancel fees (docs/decisions/305-no-show-and-late-cancel-fees.md): made due by the bookings
  // feature's no-show marks and cancellations, in their transactions.
  const feesRepository = createFeesRepository(db);
  // The one Stripe SDK client (none without STRIPE_SECRET_KEY; docs/decisions/261-stripe-webhook.md).
  const stripeClient = createStripeClient(env);
  // Membership dues' customers at Stripe (docs/decisions/301-membership-dues.md): a fee may be charged to their card.
  const duesRepository = createDuesRepository(db);
  const fees = createFeesService({
    stripe: stripeClient,
    dues: duesRepository,
    fees: feesRepository,
    payments: paymentsRepository,
    bays: () => simulators.bays(),
    transaction,
    record,
    warn,
    now,
  });
  const bookings = createBookingsService({
    bookings: bookingsRepository,
    dayCopies: dayCopies.cache,
    // Inside the booking lock, in its transaction: a league's schedule rows and its schedule flag are written under
    // that lock, so only a read inside it sees the two agree (docs/decisions/090-one-owner-per-table.md).
    leagueBlockersOn: leagueBlockers.on,
    leagueBlockersBetween: leagueBlockers.between,
    keptLeagueBlockersOn: leagueBlockers.kept,
    now,
    warn,
    record,
    // The cap and window are the facility's settings, kept in every process: a change applies to the next booking.
    bookingLimits: () => facility.bookingLimits(),
    prepareBookingFee: () => fees.prepare(),
  });

  const lessons = createLessonsRepository(db);
  // Guest rentals at the desk (docs/decisions/304-guest-rentals-at-the-desk.md).
  const rentalsRepository = createRentalsRepository(db);
  const rentals = createRentalsService({
    rentals: rentalsRepository,
    payments: paymentsRepository,
    findBooking: (id) => bookingsRepository.find(id),
    transaction,
    record,
    now,
  });
  const coaching = createCoachingService({
    lessons,
    schedule: createCoachScheduleRepository(db),
    users,
    // A lesson holds its bay through the bookings feature's reservation port (docs/decisions/120-coaching-lessons.md).
    reservations: bookings.reservations,
    notifier: createLessonNotifier({ outbox, settings: mailSettings, now }),
    mailLimit,
    now,
    record,
    transaction,
    lessonCutoffs: () => facility.lessonCutoffs(),
    // Lesson prices; a priced lesson a member books is paid on Stripe's Checkout (docs/decisions/303-lesson-prices-and-payment.md).
    prices: createCoachPricesRepository(db),
    checkout: createLessonCheckout({
      stripe: stripeClient,
      facilityName: async () => (await facility.settings()).name,
      appUrl: env.PUBLIC_APP_URL,
      now,
    }),
    warn,
  });
  const passwordReset = createPasswordResetService({
    repo: createPasswordResetRepository(db),
    limiter,
    users,
    auth,
    transaction,
    outbox,
    passwords: ctx.passwords,
    now,
    warn,
    resetDomain: env.RESET_EMAIL_DOMAIN,
    appUrl: env.PUBLIC_APP_URL,
    pepper: env.RESET_CODE_PEPPER ?? env.SESSION_SECRET,
    afterPasswordChange: (userId) => emailVerification.queuePasswordChangeNotice(userId),
  });
  const contactRepo = createContactRepository(db);
  const demoRequests = createDemoRequestsService({
    repo: contactRepo,
    transaction,
    record,
    reservations: bookings.reservations,
  });

  // The desk's live board (docs/decisions/174-live-board-events.md): every committed occupancy change, by anyone,
  // through any process (the relay), and league edits whose sessions hold bays by computation.
  const liveBoard = createLiveBoard({
    relay,
    now,
    heartbeatMs: env.LIVE_HEARTBEAT_SECONDS * 1000,
    capability: 'desk:bookings',
    staffedHours: facility.staffedHours,
    // Each stream lives only while its session, its user and the policy allow it (decision 171).
    sessions,
    findUser: (id) => users.findById(id),
    hasOutlivedItsLifetime: (data, user, at) => hasOutlivedItsLifetime(env, { ...data }, at.getTime(), user),
  });
  bookings.reservations.onCommitted(({ dates }) => liveBoard.notify({ dates }));
  // "Notify me" for full slots: told after every committed change (docs/decisions/134-full-slot-waitlist.md).
  const waitlist = createWaitlistService({
    repo: createWaitlistRepository(db),
    dayOccupancy: (date) => bookings.reservations.dayOccupancy(date),
    bookingLimits: () => facility.bookingLimits(),
    memberOf: (userId) => users.findById(userId),
    mailLimit,
    warn,
    transaction,
    outbox,
    appUrl: env.PUBLIC_APP_URL,
    now,
  });
  bookings.reservations.onCommitted((committed) => waitlist.onCommitted(committed));
  // The member's booking, move and cancellation e-mails, after the commit (docs/decisions/133-booking-emails-and-calendar.md).
  bookings.reservations.onCommitted(
    createBookingMailListener({
      outbox,
      settings: mailSettings,
      memberOf: (userId) => users.findById(userId),
      mailLimit,
      warn,
      now,
      bays: async () => (await facility.settings()).bays,
    }),
  );

  const leagues = createLeaguesService({
    store: createLeagueStore(db, leagueBlockers.forget),
    reservations: bookings.reservations,
    findUserByEmail: (email) => users.findByEmail(email),
    findUserById: (id) => users.findById(id),
    searchMembers: (q, limit) => users.searchMembers(q, limit),
    outbox,
    mailLimit,
    mail: mailSettings,
    // A league's nights without a schedule are computed: tell the desks that any date may have changed.
    onLeaguesChanged: () => void liveBoard.notify({ dates: [] }),
    record,
    transaction,
    now,
  });

  // The background jobs (periodic-job.ts, docs/decisions/195-periodic-jobs.md): main.ts starts them; the app's
  // closeResources stops them.
  const reminders = createLessonReminders({
    unsubscribeAddress: mailSettings.unsubscribeAddress,
    lessons,
    reminders: createRemindersRepository(),
    transaction,
    outbox,
    now,
  });
  const idempotency = createIdempotency(createIdempotencyRepository(db), now);
  // Membership dues on Stripe (docs/decisions/301-membership-dues.md): the price and grace period from the facility's
  // settings.
  const stripeEvents = createStripeEventsRepository(db);
  const dues = createDuesService({
    stripe: stripeClient,
    dues: duesRepository,
    payments: paymentsRepository,
    users,
    transaction,
    outbox,
    record,
    settings: async () => {
      const facts = await facility.settings();
      return {
        priceCents: priceCentsOf(facts.membershipPrice),
        graceDays: facts.duesGraceDays,
        facilityName: facts.name,
      };
    },
    appUrl: env.PUBLIC_APP_URL,
    warn,
    now,
  });
  const jobs = {
    mailDelivery: createPeriodicJob({ name: 'mail delivery', everyMs: 30_000, run: () => outbox.deliverDue(), warn }),
    lessonReminders: createPeriodicJob({
      name: 'lesson reminders',
      everyMs: 5 * 60_000,
      run: () => reminders.queueTomorrows(),
      warn,
    }),
    // A scramble partner's held place is freed when its invitation runs out (docs/decisions/206-scramble-partner-invitations.md).
    leagueInvitations: createPeriodicJob({
      name: 'league invitations',
      everyMs: 60_000,
      run: () => leagues.expireInvitations(),
      warn,
    }),
    // Kept answers of writes sent with an Idempotency-Key live a day (docs/decisions/280-idempotency-keys.md).
    expiredIdempotencyKeys: createPeriodicJob({
      name: 'expired idempotency keys',
      everyMs: 60 * 60_000,
      run: () => idempotency.deleteExpired(),
      warn,
    }),
    // A membership whose grace period after a failed payment ran out is paused (decision 301).
    duesGrace: createPeriodicJob({
      name: 'dues grace periods',
      everyMs: 5 * 60_000,
      run: () => dues.pauseOverdue(),
      warn,
    }),
    expiredSessions: createPeriodicJob({
      name: 'expired sessions',
      everyMs: 15 * 60_000,
      run: () => sessions.deleteExpired(),
      warn,
    }),
  };

  // The shot data's tables: the desk lists a booking's files, the shots services below import and read them.
  const shotsRepository = createShotsRepository(db);

  const services = {
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
      mailLimit,
      afterEmailChange: async (user, previousEmail) => {
        await emailVerification.queueLink(user);
        await emailVerification.queueChangeNotice(user, previousEmail);
      },
    }),
    adminUsers: createAdminUsersService({
      users,
      passwords: ctx.passwords,
      transaction,
      record,
      forgetBookingsOf: (userId, label) => bookings.forgetUser(userId, label),
      endSessionsOf: (userId) => auth.endAllSessionsOf(userId),
      queueWelcomeLink: (unitOfWork, user) => passwordReset.queueWelcomeLink(unitOfWork, user),
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
      repo: contactRepo,
      limiter,
      transaction,
      outbox,
      teamEmail,
      now,
      maxPerHour: env.CONTACT_LIMIT_PER_HOUR,
    }),
    membershipRequests: createMembershipRequestsService({
      repo: createMembershipRequestsRepository(db),
      limiter,
      transaction,
      outbox,
      teamEmail,
      now,
    }),
    passwordReset,
    desk: createDeskService({
      reservations: bookings.reservations,
      arrivals: bookings.arrivals,
      noShows: bookings.noShows,
      findUser: (id) => users.findById(id),
      shotFilesOf: (bookingId) => shotsRepository.filesOfBooking(bookingId),
      namesByIds: (ids) => users.namesByIds(ids),
      searchMembers: (q, limit, membersOnly) => users.searchMembers(q, limit, membersOnly),
      live: liveBoard,
      priceGuestWalkIn: (unitOfWork, booked) => rentals.priceWalkIn(unitOfWork, booked),
      now,
      record,
    }),
    liveBoard,
    emailVerification,
    idempotency,
    unsubscribe: createUnsubscribeService({
      key: env.SESSION_SECRET,
      stopResultsMail: (leagueId, userId) => leagues.stopResultsMail(leagueId, userId),
      stopLessonReminders: (userId) => users.stopLessonReminders(userId),
      person: (userId) => users.findById(userId),
      resultsMailOf: (leagueId, userId) => leagues.resultsMailOf(leagueId, userId),
      lessonRemindersOf: (userId) => users.lessonRemindersOf(userId),
    }),
    sessions,
    outbox,
    /**
     * Resolves once the work that follows a committed change has ended: the occupancy listeners (which queue
     * e-mails) first, then the e-mails they queued. Shutdown waits for it; so does a test before emptying the tables.
     */
    settle: async () => {
      await bookings.reservations.settleListeners();
      await outbox.settle();
    },
    jobs,
    /**
     * Drops every kept session and day, here and in every other process: for writes the app did not make itself
     * (a test emptying the tables, an operator's SQL), which it cannot know about (decision 184); and this
     * process's remembered rate-limit refusals (decision 205).
     */
    forgetKeptReads: () => {
      sessions.usersChanged();
      void relay.publish(occupancyChangeMessage.encode([]));
      keptSettings.forget();
      limiter.forgetRefusals();
    },
    /** Closes the relays' listening connections (app shutdown). */
    closeRelays: async () => {
      dayCopies.close();
      leagueBlockers.close();
      keptSettings.close();
      await Promise.all([relay.close(), sessionsRelay.close(), settingsRelay.close()]);
    },
    secondFactor,
    keypad: createKeypadService({
      repo: createKeypadRepository(db),
      transaction,
      record,
      namesByIds: (ids) => users.namesByIds(ids),
      now,
    }),
    activity,
    leagues,
    simulators,
    facility,
  };

  // A member's bookings and (not cancelled) lessons on a date: what their shots are matched to.
  const slotsOn = async (userId: number, date: string): Promise<MatchCandidate[]> => {
    const range = { from: date, before: addDaysToDateString(date, 1) };
    const [own, taken] = await Promise.all([
      bookingsRepository.listMemberBookings(userId, range),
      lessons.listForMember(userId, range),
    ]);
    return [
      ...own.map((b) => ({
        bookingId: b.id,
        kind: 'booking' as const,
        date: b.bookingDate,
        startTime: b.startTime,
        endTime: b.endTime,
        coachName: null,
        simulatorName: b.simulatorName,
      })),
      ...taken.flatMap((l) =>
        l.status === 'cancelled' || l.bookingId === null
          ? []
          : [
              {
                bookingId: l.bookingId,
                kind: 'lesson' as const,
                date: l.lessonDate,
                startTime: l.startTime,
                endTime: l.endTime,
                coachName: l.coachName,
                simulatorName: l.simulatorName,
              },
            ],
      ),
    ];
  };
  // Bay device keys (docs/decisions/240-bay-agent-and-device-keys.md): issued and revoked by admins, checked on
  // every request of a bay's PC.
  const bayDevices = createBayDevicesService({
    repo: createBayDevicesRepository(db),
    transaction,
    record,
    limiter,
    bays: () => simulators.bays(),
    now,
  });

  const shots = createShotsService({
    repo: shotsRepository,
    findUser: (id) => users.findById(id),
    findBooking: (id) => bookingsRepository.find(id),
    slotsOn,
    coachTeaches: (coachId, memberId) => lessons.coachTeaches(coachId, memberId),
    unitsOf: (userId) => users.shotUnits(userId),
    setUnits: (userId, units) => users.setShotUnits(userId, units),
    storageLimitBytes: env.SHOT_STORAGE_LIMIT_KB * 1024,
    staffedHours: facility.staffedHours,
    now,
  });

  return {
    ...services,
    // Private calendar feeds (docs/decisions/203-calendar-feed.md): the user's bookings, lessons and league nights.
    calendarFeed: createCalendarFeedService({
      repo: createCalendarFeedRepository(db),
      limiter,
      findUser: (id) => users.findById(id),
      bookingsFrom: (userId, from) => bookings.listMineFrom(userId, from),
      lessonsTakenFrom: (userId, from) => lessons.listForMember(userId, { from }),
      lessonsTaughtFrom: (userId, from) => lessons.listForCoach(userId, from),
      leaguesOf: (user) => services.leagues.mine(user),
      mailFrom: env.MAIL_FROM,
      publicUrl: env.PUBLIC_APP_URL,
      serverKey: env.SESSION_SECRET,
      now,
    }),
    // The owner's insights (docs/decisions/245-owner-insights.md): a read model over the range, the leagues' nights
    // from the leagues feature, the bays and staffed hours from the facility's settings.
    insights: createInsightsService({
      repo: createInsightsRepository(db),
      leagueBlockersBetween: leagueBlockers.between,
      bookingLimits: () => facility.bookingLimits(),
      staffedHours: () => facility.staffedHours(),
      now,
    }),
    // Shot data from the simulators (docs/decisions/220-shot-data-import.md): matched to the member's bookings and
    // lessons, read by the coaches they booked lessons with.
    shots,
    bayDevices,
    // Shots from the bays as they are hit (docs/decisions/241-bay-shots-matched-to-the-bay.md).
    bayShots: createBayShotsService({
      repo: shotsRepository,
      authenticate: (authorization) => bayDevices.authenticate(authorization),
      bayUses: (bayId, from, to) => bookingsRepository.listDaySpans(from, to, bayId),
      bays: () => simulators.bays(),
      findUser: (id) => users.findById(id),
      slotsOn,
      record,
      importForBooking: (ownerId, bookingId, files) => shots.importForBooking(ownerId, bookingId, files),
      shotsArrived: () => undefined,
      now,
    }),
    // The desk's till (docs/decisions/260-payments-ledger.md): the ledger, the desk's limit from the facility's
    // settings, and the accounts, bookings and lessons a payment may name, read through their owners.
    payments: createPaymentsService({
      repo: paymentsRepository,
      rentals: rentalsRepository,
      fees: feesRepository,
      transaction,
      record,
      deskPaymentLimitDollars: async () => (await facility.settings()).deskPaymentLimitDollars,
      userExists: async (id) => (await users.findById(id)) !== undefined,
      // A late-canceled booking no longer holds its bay; its fee is still paid against it.
      bookingExists: async (id) =>
        Boolean(await bookingsRepository.find(id)) || (await feesRepository.find(id)) !== undefined,
      lessonExists: async (id) => Boolean(await lessons.find(id)),
      lessonPrice: (id) => lessons.find(id),
      now,
      names: {
        namesByIds: (ids) => users.namesByIds(ids),
        booking: (id) => bookingsRepository.find(id),
        lesson: (id) => lessons.find(id),
        bays: () => facility.settings().then((s) => s.bays),
      },
    }),
    // Stripe's verified events (docs/decisions/261-stripe-webhook.md): stored once each, their payments recorded.
    stripeWebhook: createStripeWebhookService({
      stripe: stripeClient,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      payments: paymentsRepository,
      events: stripeEvents,
      transaction,
      prepareDues: (signal) => dues.prepare(signal),
      applyFeeCharge: (unitOfWork, signal) => fees.applyCharge(unitOfWork, signal),
      now,
    }),
    dues,
    // Revenue from the ledger in the owner's insights (docs/decisions/302-revenue-from-the-ledger.md).
    revenue: createRevenueService({ payments: paymentsRepository, events: stripeEvents, dues: duesRepository }),
    rentals,
    fees,
  };
}

/** Everything the routers may use; built once per app by createApp(). */
export type Services = ReturnType<typeof createServices>;
