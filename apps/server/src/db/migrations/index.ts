// Programmatic migration source with static imports (works under tsx, vitest and any bundler; no
// directory scanning). Add new migrations to the END of the list; never reorder or rename.
import type { Knex } from 'knex';
import * as m001 from './001-users-and-auth';
import * as m002 from './002-simulators-bookings-keypad';
import * as m003 from './003-contact-and-membership-requests';
import * as m004 from './004-leagues';
import * as m005 from './005-mail-delivery-and-reset-requests';
import * as m006bookings from './006-bookings-no-bay-overlap';
import * as m007occupancy from './007-bookings-occupancy-kinds';
import * as m008leagues from './008-leagues-schedule-created-at';
import * as m010frontDesk from './010-users-front-desk-flag';
import * as m030coaching from './030-coaching-lessons';
import * as m040rateLimits from './040-rate-limit-hits';
import * as m041dropLoginAttempts from './041-drop-login-attempts';
import * as m060arrivedAt from './060-bookings-arrived-at';
import * as m050activityLog from './050-activity-log';
import * as m051adminListIndexes from './051-admin-list-indexes';
import * as m070slotWaitlist from './070-slot-waitlist';
import * as m061changedAt from './061-bookings-changed-at';
import * as m080mailOutbox from './080-mail-outbox';
import * as m090usersDisplayName from './090-users-display-name';
import * as m100leagueRules from './100-league-rules-and-pairings';
import * as m101calendarFeeds from './101-calendar-feeds';
import * as m102walkIn from './102-bookings-walk-in';
import * as m103leagueInvitations from './103-league-invitations';
import * as m104emailVerification from './104-users-email-verification';
import * as m110courses from './110-courses-and-hole-scores';
import * as m111handicaps from './111-league-handicaps-and-skins';
import * as m112allowTotals from './112-league-allow-totals';
import * as m113resultsMail from './113-league-results-mail';
import * as m120shotSessions from './120-shot-sessions';
import * as m121shotClubRuns from './121-shot-club-runs';
import * as m122shotUnits from './122-shot-units';
import * as m130facilitySettings from './130-facility-settings';
import * as m131bays from './131-bays-retired';
import * as m132facilityMedia from './132-facility-media';
import * as m133scramblePlayerHandicaps from './133-scramble-player-handicaps';
import * as m238shotExclusions from './238-shot-exclusions';
import * as m244bookingsCanceled from './244-bookings-canceled';
import * as m240bayDeviceKeys from './240-bay-device-keys';
import * as m241bayShots from './241-bay-shots';
import * as m248emailChanges from './248-users-email-changes';
import * as m280idempotencyKeys from './280-idempotency-keys';
import * as m270leagueAbsences from './270-league-absences';
import * as m260paymentsLedger from './260-payments-ledger';
import * as m261stripeEvents from './261-stripe-events';
import * as m271leagueWithdrawal from './271-league-withdrawal-and-late-joiners';
import * as m281lessonReminders from './281-users-lesson-reminders';
import * as m272leagueOrganisers from './272-league-organisers';
import * as m301duesSubscriptions from './301-dues-subscriptions';
import * as m303lessonPrices from './303-lesson-prices';
import * as m304guestRentals from './304-guest-rentals';
import * as m263guestEmail from './263-bookings-guest-email';
import * as m273postedCards from './273-league-posted-cards';
import * as m287secondFactors from './287-second-factors';
import * as m277leagueCourse from './277-league-course';
import * as m274leagueSubstitutes from './274-league-substitutes';
import * as m275netDoubleBogey from './275-league-net-double-bogey';
import * as m293startingAllowance from './293-league-starting-handicap-allowance';
import * as m279leagueSideGames from './279-league-side-games';
import * as m288leagueFlights from './288-league-flights';
import * as m289leagueCourseHoles from './289-league-course-holes';
import * as m305bookingFees from './305-booking-fees';
import * as m306feeCardCharges from './306-fee-card-charges';
import * as m307shotClubRunsUncompressed from './307-shot-club-runs-uncompressed';
import * as m308shotClubRunKeys from './308-shot-club-run-keys';
import * as m500idempotencySecretsDeleted from './500-idempotency-secrets-deleted';
import * as m440shotFlightModelled from './440-shot-flight-modelled';
import * as m404duesCancelSignal from './404-dues-cancel-signal';
import * as m405paymentsOnePerCheckout from './405-payments-one-per-checkout';
import * as m443shotHideModelled from './443-shot-hide-modelled';
import * as m444shotClubRunsMeasured from './444-shot-club-runs-measured';
import * as m420bayShotNumbers from './420-bay-shot-numbers';
import * as m421bayAgentHealth from './421-bay-agent-health';
import * as m490handicapNightMove from './490-league-handicap-night-move';
import * as m407tillCloses from './407-till-closes';
import * as m471membershipChanges from './471-membership-changes';
import * as m408stripeRefunds from './408-stripe-refunds';
import * as m472morningMails from './472-morning-mails';
import * as m409paymentDisputes from './409-payment-disputes';
import * as m266noShow from './266-bookings-no-show';
import * as m487leaguePlacePoints from './487-league-place-points';
import * as m497leagueSides from './497-league-sides';
import * as m498leagueSubstituteHoles from './498-league-substitute-holes';
import * as m401feeChargeKeyTime from './401-fee-charge-key-time';
import * as m491leagueMoney from './491-league-money';
import * as m492paymentsLeagueBuyIns from './492-payments-league-buy-ins';
import * as m493leaguePayouts from './493-league-payouts';
import * as m411paymentsRefundReversals from './411-payments-refund-reversals';
import * as m412accountCredits from './412-account-credits';

interface Migration {
  name: string;
  module: Knex.Migration;
}

const MIGRATIONS: readonly Migration[] = [
  { name: '001-users-and-auth', module: m001 },
  { name: '002-simulators-bookings-keypad', module: m002 },
  { name: '003-contact-and-membership-requests', module: m003 },
  { name: '004-leagues', module: m004 },
  { name: '005-mail-delivery-and-reset-requests', module: m005 },
  { name: '006-bookings-no-bay-overlap', module: m006bookings },
  { name: '007-bookings-occupancy-kinds', module: m007occupancy },
  { name: '008-leagues-schedule-created-at', module: m008leagues },
  { name: '010-users-front-desk-flag', module: m010frontDesk },
  { name: '030-coaching-lessons', module: m030coaching },
  { name: '040-rate-limit-hits', module: m040rateLimits },
  { name: '041-drop-login-attempts', module: m041dropLoginAttempts },
  { name: '060-bookings-arrived-at', module: m060arrivedAt },
  // 050-059 were reserved for the admin console; 050 landed after 060, so it runs after it (order is the list's).
  { name: '050-activity-log', module: m050activityLog },
  { name: '051-admin-list-indexes', module: m051adminListIndexes },
  { name: '070-slot-waitlist', module: m070slotWaitlist },
  { name: '061-bookings-changed-at', module: m061changedAt },
  { name: '080-mail-outbox', module: m080mailOutbox },
  { name: '090-users-display-name', module: m090usersDisplayName },
  { name: '100-league-rules-and-pairings', module: m100leagueRules },
  { name: '101-calendar-feeds', module: m101calendarFeeds },
  { name: '102-bookings-walk-in', module: m102walkIn },
  { name: '103-league-invitations', module: m103leagueInvitations },
  { name: '104-users-email-verification', module: m104emailVerification },
  { name: '110-courses-and-hole-scores', module: m110courses },
  { name: '111-league-handicaps-and-skins', module: m111handicaps },
  { name: '112-league-allow-totals', module: m112allowTotals },
  { name: '113-league-results-mail', module: m113resultsMail },
  { name: '120-shot-sessions', module: m120shotSessions },
  { name: '121-shot-club-runs', module: m121shotClubRuns },
  { name: '122-shot-units', module: m122shotUnits },
  { name: '130-facility-settings', module: m130facilitySettings },
  { name: '131-bays-retired', module: m131bays },
  { name: '132-facility-media', module: m132facilityMedia },
  { name: '133-scramble-player-handicaps', module: m133scramblePlayerHandicaps },
  { name: '244-bookings-canceled', module: m244bookingsCanceled },
  { name: '240-bay-device-keys', module: m240bayDeviceKeys },
  { name: '241-bay-shots', module: m241bayShots },
  { name: '248-users-email-changes', module: m248emailChanges },
  // 238 (shot exclusions) was written beside 240-248 and landed after them; the list's order is the order they run in.
  { name: '238-shot-exclusions', module: m238shotExclusions },
  { name: '280-idempotency-keys', module: m280idempotencyKeys },
  // 270 (league absences) was written beside 280 and landed after it; the list's order is the order they run in.
  { name: '270-league-absences', module: m270leagueAbsences },
  { name: '260-payments-ledger', module: m260paymentsLedger },
  { name: '261-stripe-events', module: m261stripeEvents },
  // 271 (league withdrawal) was written beside 260-261 and landed after them.
  { name: '271-league-withdrawal-and-late-joiners', module: m271leagueWithdrawal },
  { name: '281-users-lesson-reminders', module: m281lessonReminders },
  // 272 (league organisers) was written beside 280-281 and landed after them.
  { name: '272-league-organisers', module: m272leagueOrganisers },
  { name: '301-dues-subscriptions', module: m301duesSubscriptions },
  // 263 (a guest booking's e-mail) was written beside 272-301 and landed after them.
  { name: '263-bookings-guest-email', module: m263guestEmail },
  // 273 (posted league cards) was written beside 263-301 and landed after them.
  { name: '273-league-posted-cards', module: m273postedCards },
  // 287 (an admin's second factor) was written beside 273-301 and landed after them.
  { name: '287-second-factors', module: m287secondFactors },
  // 277 (a league's course) was written beside 287 and landed after it.
  { name: '277-league-course', module: m277leagueCourse },
  { name: '303-lesson-prices', module: m303lessonPrices },
  // 266 (a booking marked a no-show) was written beside 263-303 and landed after them.
  { name: '266-bookings-no-show', module: m266noShow },
  { name: '304-guest-rentals', module: m304guestRentals },
  // 274 (a league absence's substitute) was written beside 266-304 and landed after them.
  { name: '274-league-substitutes', module: m274leagueSubstitutes },
  // 275 (a league's net double bogey) was written beside 274-304 and landed after them.
  { name: '275-league-net-double-bogey', module: m275netDoubleBogey },
  // 279 (league side games) was written beside 274-304 and landed after them.
  { name: '279-league-side-games', module: m279leagueSideGames },
  // 288 (league flights) was written beside 279-304 and landed after them.
  { name: '288-league-flights', module: m288leagueFlights },
  { name: '305-booking-fees', module: m305bookingFees },
  // 289 (the nine of its course a league night plays) was written beside 288-305 and landed after them.
  { name: '289-league-course-holes', module: m289leagueCourseHoles },
  // 293 (a league's starting handicaps at its allowance) was written beside 288-305 and landed after them.
  { name: '293-league-starting-handicap-allowance', module: m293startingAllowance },
  { name: '306-fee-card-charges', module: m306feeCardCharges },
  { name: '307-shot-club-runs-uncompressed', module: m307shotClubRunsUncompressed },
  { name: '308-shot-club-run-keys', module: m308shotClubRunKeys },
  { name: '500-idempotency-secrets-deleted', module: m500idempotencySecretsDeleted },
  // 440 (a shot's modelled flight) took the number of its decision and landed after 500.
  { name: '440-shot-flight-modelled', module: m440shotFlightModelled },
  // 404-405 (Stripe's events as it sends them) landed after 440.
  { name: '404-dues-cancel-signal', module: m404duesCancelSignal },
  { name: '405-payments-one-per-checkout', module: m405paymentsOnePerCheckout },
  // 487 (a league's points by finishing place) took the number of its decision and landed after 405.
  { name: '487-league-place-points', module: m487leaguePlacePoints },
  // 443 (modelled figures hidden, kept on the account) took the number of its decision and landed after 487.
  { name: '443-shot-hide-modelled', module: m443shotHideModelled },
  // 444 (the device's own values beside the summary's runs) likewise.
  { name: '444-shot-club-runs-measured', module: m444shotClubRunsMeasured },
  // 420-421 (a bay shot's connector number, each bay agent's health) landed after 444.
  { name: '420-bay-shot-numbers', module: m420bayShotNumbers },
  { name: '421-bay-agent-health', module: m421bayAgentHealth },
  { name: '490-league-handicap-night-move', module: m490handicapNightMove },
  // 407 (the day's close at the desk) landed after 490.
  { name: '407-till-closes', module: m407tillCloses },
  { name: '471-membership-changes', module: m471membershipChanges },
  { name: '408-stripe-refunds', module: m408stripeRefunds },
  { name: '472-morning-mails', module: m472morningMails },
  { name: '497-league-sides', module: m497leagueSides },
  { name: '498-league-substitute-holes', module: m498leagueSubstituteHoles },
  // 401 (when a fee's charge key was made) landed after 498.
  { name: '401-fee-charge-key-time', module: m401feeChargeKeyTime },
  { name: '409-payment-disputes', module: m409paymentDisputes },
  // 491 (a league's money on the night) landed after 409.
  { name: '491-league-money', module: m491leagueMoney },
  { name: '492-payments-league-buy-ins', module: m492paymentsLeagueBuyIns },
  { name: '493-league-payouts', module: m493leaguePayouts },
  // 411 (a failed refund's money back in the ledger) landed after 493.
  { name: '411-payments-refund-reversals', module: m411paymentsRefundReversals },
  // 412 (a member's account credit) landed after 411.
  { name: '412-account-credits', module: m412accountCredits },
];

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: () => Promise.resolve([...MIGRATIONS]),
  getMigrationName: (migration) => migration.name,
  getMigration: (migration) => Promise.resolve(migration.module),
};

const config: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

export async function migrateLatest(db: Knex): Promise<void> {
  await db.migrate.latest(config);
}

/** Names of migrations not yet applied (readiness: an empty list means the schema is current). */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list(config)) as [unknown[], Migration[]];
  return pending.map((m) => m.name);
}

/** Rolls back the last batch (the migrations one start-up applied); returns their names. */
export async function migrateDownLastBatch(db: Knex): Promise<string[]> {
  const [, names] = (await db.migrate.rollback(config)) as [number, string[]];
  return names;
}

/** Rolls back every migration (used by the down→up test and by tooling, never at runtime). */
export async function migrateDownAll(db: Knex): Promise<void> {
  await db.migrate.rollback(config, true);
}
