// The composition root (docs/decisions/320-wiring-per-feature.md): the server is the base (base.ts) and a list of
// features, each composed by its own features/<name>/feature.ts, in the order they need each other. This is the one
// place that knows them all: each hand-over from one feature to another is written here, typed by what the receiving
// feature says it needs; features never import each other (the linter enforces it). A hand-over written as a
// function naming a feature further down (`() => facility…`) is only called once requests come, never while the
// server is composed. The API's routes, the background jobs and `app.services` follow from the list (feature.ts).
import type { AppContext } from './app-context';
import { createBase } from './base';
import { assemble } from './feature';
import { composeAccount } from './features/account/feature';
import { composeActivity } from './features/activity/feature';
import { composeAuth } from './features/auth/feature';
import { composeBayDevices } from './features/bay-devices/feature';
import { composeBays } from './features/bays/feature';
import { composeBookingMail } from './features/booking-mail/feature';
import { composeBookings } from './features/bookings/feature';
import { composeCalendarFeed } from './features/calendar-feed/feature';
import { composeCoaching } from './features/coaching/feature';
import { composeDemoRequests } from './features/demo-requests/feature';
import { composeDesk } from './features/desk/feature';
import { composeEmailVerification } from './features/email-verification/feature';
import { composeExports } from './features/exports/feature';
import { composeFacility } from './features/facility/feature';
import { composeInsights } from './features/insights/feature';
import { composeKeypad } from './features/keypad/feature';
import { composeLeagueBlockers, composeLeagues } from './features/leagues/feature';
import { composeMembers } from './features/members/feature';
import { composeMembershipRequests } from './features/membership-requests/feature';
import { composePasswordReset } from './features/password-reset/feature';
import { composePayments } from './features/payments/feature';
import { composeShots } from './features/shots/feature';
import { composeUnsubscribe } from './features/unsubscribe/feature';
import { composeWaitlist } from './features/waitlist/feature';

/** The base and every feature, in the order they need each other: the order of their routes and jobs too. */
function composeFeatures(ctx: AppContext) {
  const base = createBase(ctx, { facilitySettings: () => facility.services.facility.settings() });
  const activity = composeActivity(base, { bays: async () => (await facility.services.facility.settings()).bays });
  const { record } = activity.services.activity;
  const bays = composeBays(base, { onChanged: () => facility.offers.forgetSettings() });
  const { simulators } = bays.services;
  const facility = composeFacility(base, { record, bays: simulators });
  const settings = facility.services.facility;
  const emailVerification = composeEmailVerification(base);
  const verifier = emailVerification.services.emailVerification;
  const auth = composeAuth(base, { emailVerification: verifier });
  const { secondFactor } = auth.services;
  // The leagues that hold bays come before the bookings, which read them; the leagues' service comes after.
  const leagueBlockers = composeLeagueBlockers(base);
  const bookings = composeBookings(base, {
    record,
    facility: settings,
    leagueBlockers,
    prepareBookingFee: () => payments.services.fees.prepare(),
  });
  const bookingsService = bookings.services.bookings;
  const { reservations } = bookingsService;
  const { rows } = bookings.offers;
  const membershipRequests = composeMembershipRequests(base);
  const payments = composePayments(base, {
    record,
    facility: settings,
    bays: simulators,
    bookings: rows,
    findLesson: (id) => coaching.offers.lessons.find(id),
    askedToJoin: (userId) => membershipRequests.services.membershipRequests.askedToJoin(userId),
    leagueBuyIn: (leagueId, userId, roundId) => leagues.services.leagues.buyInTarget(leagueId, userId, roundId),
  });
  const { lessonCheckout, moneyBack } = payments.offers;
  const coaching = composeCoaching(base, { record, reservations, facility: settings, lessonCheckout, moneyBack });
  const { lessons } = coaching.offers;
  const passwordReset = composePasswordReset(base, { auth: auth.services.auth, emailVerification: verifier });
  const demoRequests = composeDemoRequests(base, { record, reservations });
  const bayDevices = composeBayDevices(base, { record, bays: simulators });
  const { bayDevices: bayKeys } = bayDevices.services;
  const shots = composeShots(base, {
    record,
    facility: settings,
    bays: simulators,
    bookings: rows,
    lessons,
    bayDevices: bayKeys,
  });
  // The desk's live board, the waitlist and the booking e-mails hear each committed change, in this order.
  const desk = composeDesk(base, {
    record,
    facility: settings,
    bookings: bookingsService,
    shotFilesOf: shots.offers.filesOfBooking,
    rentals: payments.services.rentals,
  });
  const waitlist = composeWaitlist(base, { reservations, facility: settings });
  const bookingMail = composeBookingMail(base, {
    reservations,
    facility: settings,
    guestMoneyBack: (booking) => payments.services.rentals.moneyBackOf(booking),
  });
  const { liveBoard } = desk.services;
  const leagues = composeLeagues(base, {
    record,
    blockers: leagueBlockers,
    reservations,
    liveBoard,
    money: payments.offers.leagueMoney,
  });
  const leaguesService = leagues.services.leagues;
  return [
    base,
    activity,
    bays,
    facility,
    emailVerification,
    auth,
    bookings,
    payments,
    coaching,
    passwordReset,
    demoRequests,
    bayDevices,
    shots,
    desk,
    waitlist,
    bookingMail,
    leagues,
    composeAccount(base, {
      bookings: bookingsService,
      bays: simulators,
      auth: auth.services.auth,
      emailVerification: verifier,
    }),
    composeMembers(base, {
      record,
      bookings: bookingsService,
      auth: auth.services.auth,
      secondFactor,
      passwordReset: passwordReset.services.passwordReset,
      coaching: coaching.services.coaching,
    }),
    composeExports(base, {
      bookings: bookingsService,
      demoRequests: demoRequests.services.demoRequests,
      activity: activity.services.activity,
    }),
    membershipRequests,
    composeKeypad(base, { record, secondFactor }),
    composeUnsubscribe(base, { leagues: leaguesService }),
    composeCalendarFeed(base, { bookings: bookingsService, lessons, leagues: leaguesService }),
    composeInsights(base, { leagueBlockers, facility: settings, revenue: payments.services.revenue }),
  ] as const;
}

/** The server's routes and its services (app.ts answers the routes and exposes the services as `app.services`). */
export function composeServer(ctx: AppContext) {
  const { services, jobs, routes, forgetKept, close } = assemble(composeFeatures(ctx));
  return {
    routes,
    services: {
      ...services,
      jobs,
      /**
       * Resolves once the work that follows a committed change or an answer has ended: the occupancy listeners and
       * the reset codes issued after their answers (which queue e-mails) first, then the e-mails they queued.
       * Shutdown waits for it; so does a test before emptying the tables or asserting what was not sent.
       */
      settle: async () => {
        await services.bookings.reservations.settleListeners();
        await services.passwordReset.settle();
        await services.outbox.settle();
      },
      /**
       * Drops every kept read (sessions, days, league blockers, the facility's settings), here and in every other
       * process: for writes the app did not make itself (a test emptying the tables, an operator's SQL), which it
       * cannot know about (decision 184); and this process's remembered rate-limit refusals (decision 205).
       */
      forgetKeptReads: forgetKept,
      /** Closes the relays' listening connections (app shutdown). */
      closeRelays: close,
    },
  };
}

/** Everything the routers and app.ts may use; built once per app by createApp(). */
export type Services = ReturnType<typeof composeServer>['services'];
