// Payments as a feature (docs/decisions/260-payments-ledger.md): the desk's till and its ledger, Stripe's webhook
// (261), membership dues (301) and their grace-period job, revenue (302), guest rentals (304) and no-show and
// late-cancel fees (305). It offers the bookings feature its fees, the desk the price of a guest walk-in, and the
// coaching feature Stripe's Checkout for a priced lesson (303).
import { priceCentsOf, staffedHoursOf, type FacilitySettings, type Occupancy } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createPeriodicJob } from '../../periodic-job';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { RecordActivity } from '../../ports/activity';
import { createDisputes } from './disputes';
import { createDisputesRepository } from './disputes-repository';
import { createDuesRepository } from './dues-repository';
import { createDuesService } from './dues-service';
import { createFeesRepository } from './fees-repository';
import { createFeesService } from './fees-service';
import { createLeagueCheckout } from './league-checkout';
import { createLeaguePayouts } from './league-payouts';
import { createLeaguePayoutsRepository } from './league-payouts-repository';
import { createLessonCheckout } from './lesson-checkout';
import { createMoneyBack } from './money-back';
import { createCreditRepository } from './credit-repository';
import { createCreditService } from './credit-service';
import { createRentalsRepository } from './rentals-repository';
import { createRentalsService } from './rentals-service';
import { createPaymentsRepository } from './repository';
import { createRevenueService } from './revenue-service';
import { createPaymentsRouter } from './router';
import { createPaymentsService, type PaymentsDeps } from './service';
import type { PaymentNames } from './day-payments';
import { createStripeClient } from './stripe-client';
import { createStripeEventsRepository } from './stripe-events-repository';
import { createStripeRefunds } from './stripe-refund';
import { createStripeRefundsRepository } from './stripe-refunds-repository';
import { createStripeWebhookService } from './webhook-service';
import { createTillCloseRepository } from './till-close-repository';
import { createTillCloseService } from './till-close-service';

export interface PaymentsNeeds {
  record: RecordActivity;
  facility: { settings(): Promise<FacilitySettings> };
  /** The bays' table (the bays feature): a fee names its bay. */
  bays: { bays(): Promise<readonly { id: number; name: string }[]> };
  /** The bookings' rows (the bookings feature): what a payment, a rental or a fee is for. */
  bookings: {
    find(id: number): Promise<Occupancy | null>;
    /** The day's bookings: the guests' rentals left unpaid on the till (decision 407). */
    listDaySpans(
      from: string,
      to: string,
    ): Promise<Array<Pick<Occupancy, 'id' | 'kind' | 'simulatorId' | 'startTime' | 'endTime'>>>;
  };
  /** A lesson by id (the coaching feature, composed later: read once a request asks). */
  findLesson: PaymentsDeps['lessonPrice'] & PaymentsDeps['names']['lesson'];
  /** Whether an account asked to become a member (the membership-requests feature): a dues link may go to them. */
  askedToJoin: (userId: number) => Promise<boolean>;
  /** What a league buy-in is for (the leagues feature, composed later: read once a request asks). */
  leagueBuyIn: PaymentsDeps['leagueBuyIn'];
}

export function composePayments(base: Base, needs: PaymentsNeeds) {
  const { db, env, now, warn, transaction, users } = base;
  const { record, facility, bookings, findLesson } = needs;
  const paymentsRepository = createPaymentsRepository(db);
  const feesRepository = createFeesRepository(db);
  const rentalsRepository = createRentalsRepository(db);
  // Membership dues' customers at Stripe (docs/decisions/301-membership-dues.md): a fee may be charged to their card.
  const duesRepository = createDuesRepository(db);
  const stripeEvents = createStripeEventsRepository(db);
  const tillCloses = createTillCloseRepository(db);
  const leaguePayouts = createLeaguePayoutsRepository(db);
  // The one Stripe SDK client (none without STRIPE_SECRET_KEY; docs/decisions/261-stripe-webhook.md).
  const stripe = createStripeClient(env);
  // Refunds made at Stripe, from the product or its Dashboard (docs/decisions/408-refunds-of-online-payments.md).
  const stripeRefundsRepository = createStripeRefundsRepository(db);
  const disputesRepository = createDisputesRepository(db);
  const creditRepository = createCreditRepository(db);

  const fees = createFeesService({
    stripe,
    dues: duesRepository,
    fees: feesRepository,
    payments: paymentsRepository,
    bays: () => needs.bays.bays(),
    transaction,
    record,
    warn,
    now,
  });
  // What a canceled paid booking's money does (decisions 414, 415): the fee policy's late-cancel window decides, and a
  // lesson's online payment goes back through the one Stripe refund (the payments service's, made below).
  const moneyBack = createMoneyBack({
    fees: feesRepository,
    payments: paymentsRepository,
    held: stripeRefundsRepository,
    refund: (request) => payments.refundStripePayment(request),
    outbox: base.outbox,
    teamEmail: env.FACILITY_TEAM_EMAIL,
    warn,
    credits: creditRepository,
    now,
  });
  const rentals = createRentalsService({
    rentals: rentalsRepository,
    payments: paymentsRepository,
    windowHours: async () => (await moneyBack.rule()).windowHours,
    findBooking: (id) => bookings.find(id),
    transaction,
    record,
    now,
  });
  // The price and grace period from the facility's settings.
  const dues = createDuesService({
    stripe,
    dues: duesRepository,
    payments: paymentsRepository,
    users,
    transaction,
    outbox: base.outbox,
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
    askedToJoin: needs.askedToJoin,
    limiter: base.limiter,
    warn,
    now,
  });
  // What a payment names, read through its owners, to say what it pays for by name.
  const paymentNames: PaymentNames = {
    namesByIds: (ids) => users.namesByIds(ids),
    booking: (id) => bookings.find(id),
    lesson: findLesson,
    bays: () => facility.settings().then((s) => s.bays),
  };
  // Disputes of online payments: shown on the till and in revenue, the admins e-mailed (decision 409).
  const stripeRefunds = createStripeRefunds({
    stripe,
    payments: paymentsRepository,
    refunds: stripeRefundsRepository,
    users,
    outbox: base.outbox,
    names: paymentNames,
    transaction,
    now,
    warn,
  });
  const disputes = createDisputes({
    payments: paymentsRepository,
    disputes: disputesRepository,
    users,
    outbox: base.outbox,
    names: paymentNames,
  });
  // The desk's till: the ledger, the desk's limit from the facility's settings, and the accounts, bookings and lessons
  // a payment may name, read through their owners.
  const payments = createPaymentsService({
    repo: paymentsRepository,
    rentals: rentalsRepository,
    fees: feesRepository,
    closes: tillCloses,
    stripeRefunds: stripeRefundsRepository,
    online: stripeRefunds,
    disputes: disputesRepository,
    transaction,
    record,
    deskPaymentLimitDollars: async () => (await facility.settings()).deskPaymentLimitDollars,
    userExists: async (id) => (await users.findById(id)) !== undefined,
    // A late-canceled booking no longer holds its bay; its fee is still paid against it.
    bookingExists: async (id) => Boolean(await bookings.find(id)) || (await feesRepository.find(id)) !== undefined,
    lessonExists: async (id) => Boolean(await findLesson(id)),
    lessonPrice: findLesson,
    leagueBuyIn: needs.leagueBuyIn,
    now,
    credits: creditRepository,
    names: paymentNames,
  });
  // A member's account credit: the balance shown, and the desk's "Account credit" for a lesson (decision 412).
  const credit = createCreditService({
    credits: creditRepository,
    payments: paymentsRepository,
    lessonPrice: findLesson,
    transaction,
    now,
  });
  // The day's till and its close, the report e-mailed to the facility's team and owner address (decision 407).
  const till = createTillCloseService({
    closes: tillCloses,
    payments: paymentsRepository,
    payouts: leaguePayouts,
    rentals: rentalsRepository,
    fees: feesRepository,
    bookings,
    bays: () => needs.bays.bays(),
    disputes,
    transaction,
    record,
    outbox: base.outbox,
    ownerEmail: env.FACILITY_TEAM_EMAIL,
    staffedHours: async () => staffedHoursOf(await needs.facility.settings()),
    now,
  });
  // Stripe's verified events: stored once each, their payments recorded.
  const stripeWebhook = createStripeWebhookService({
    stripe,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    payments: paymentsRepository,
    events: stripeEvents,
    users,
    transaction,
    prepareDues: (signal) => dues.prepare(signal),
    applyFeeCharge: (unitOfWork, signal) => fees.applyCharge(unitOfWork, signal),
    refunds: stripeRefunds,
    disputes,
    now,
    warn,
  });
  // Revenue from the ledger in the owner's insights (docs/decisions/302-revenue-from-the-ledger.md).
  const revenue = createRevenueService({
    payments: paymentsRepository,
    events: stripeEvents,
    dues: duesRepository,
    disputes: disputesRepository,
  });

  return {
    services: { payments, stripeWebhook, dues, revenue, rentals, fees, till },
    routes: [createPaymentsRouter(payments, stripeWebhook, dues, revenue, rentals, fees, till, credit)],
    jobs: {
      // A membership whose grace period after a failed payment ran out is paused (decision 301).
      duesGrace: createPeriodicJob({
        name: 'dues grace periods',
        everyMs: 5 * 60_000,
        run: () => dues.pauseOverdue(),
        warn,
      }),
    },
    offers: {
      moneyBack,
      lessonCheckout: createLessonCheckout({
        stripe,
        facilityName: async () => (await facility.settings()).name,
        appUrl: env.PUBLIC_APP_URL,
        now,
      }),
      // A league's buy-ins (docs/decisions/491-league-money-on-the-night.md): what the ledger holds of them, and
      // Stripe's Checkout for one paid online (null when online payments are off).
      leagueMoney: {
        buyInsOf: (leagueId: number, unitOfWork?: UnitOfWork) =>
          (unitOfWork ? paymentsRepository.within(unitOfWork) : paymentsRepository).buyInsOf(leagueId),
        paidForBuyIn: (leagueId: number, userId: number, roundId: number | null) =>
          paymentsRepository.paidForBuyIn(leagueId, userId, roundId),
        checkout: createLeagueCheckout({ stripe, appUrl: env.PUBLIC_APP_URL, now, warn }),
        ...createLeaguePayouts({ payouts: leaguePayouts, closes: tillCloses, transaction, record, now }),
      },
    },
  } satisfies ServerFeature;
}
