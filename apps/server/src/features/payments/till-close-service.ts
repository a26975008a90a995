// The day's till and its close at the desk (docs/decisions/407-the-days-close-at-the-desk.md): the till sums the
// ledger's day by method, refunds by method too, with the day's close and its unpaid guest rentals and fees; the close
// counts the drawer once a day, the desk only once the day's staffed hours are over (decision 403), under the day's
// lock (a second close, from any process, is a 409) and records it in
// the activity log and queues the owner's report in its transaction. Core's till-close rules decide; this loads, locks and saves.
import {
  bayName,
  expectedCashCents,
  facilityToday,
  feeDueCents,
  feeStatusOf,
  formatDateLong,
  overShortText,
  personName,
  rentalDueCents,
  tillCloseDateRefusal,
  tillDayNotOverRefusal,
  tillOf,
  type Occupancy,
  type StaffedHours,
  type Till,
  type TillClose,
  type TillCloseInput,
  type UnpaidItem,
  type User,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { MailOutbox } from '../../mail/outbox';
import type { RecordActivity } from '../../ports/activity';
import type { FeesRepository } from './fees-repository';
import type { LeaguePayoutsRepository } from './league-payouts-repository';
import type { PaymentsRepository } from './repository';
import type { RentalsRepository } from './rentals-repository';
import type { TillCloseRepository } from './till-close-repository';
import { composeTillCloseMail } from './till-close-mail';
import type { Disputes } from './disputes';

export interface TillCloseDeps {
  closes: TillCloseRepository;
  payments: PaymentsRepository;
  /** The league nights' payouts: cash handed over from the drawer (docs/decisions/491-league-money-on-the-night.md). */
  payouts: LeaguePayoutsRepository;
  rentals: Pick<RentalsRepository, 'rental'>;
  fees: Pick<FeesRepository, 'open'>;
  /** The day's bookings (the bookings feature's rows): its guests' walk-ins. */
  bookings: {
    listDaySpans(
      from: string,
      to: string,
    ): Promise<Array<Pick<Occupancy, 'id' | 'kind' | 'simulatorId' | 'startTime' | 'endTime'>>>;
    find(id: number): Promise<Occupancy | null>;
  };
  bays: () => Promise<readonly { id: number; name: string }[]>;
  /** The online payments in dispute the till shows (docs/decisions/409-disputes-of-online-payments.md). */
  disputes: Pick<Disputes, 'forTill'>;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  outbox: MailOutbox;
  /** Where the report goes: FACILITY_TEAM_EMAIL, the facility's team and owner address. */
  ownerEmail: string;
  /** The facility's staffed hours (its settings): the desk closes a day once they are over. */
  staffedHours: () => Promise<StaffedHours>;
  now: () => Date;
}

export function createTillCloseService(deps: TillCloseDeps) {
  const { closes, payments, transaction, now } = deps;

  /** The day's guest rentals and members' fees with money still due, by start time. */
  async function unpaidOn(date: string): Promise<UnpaidItem[]> {
    const bays = await deps.bays();
    const items: UnpaidItem[] = [];
    const guests = (await deps.bookings.listDaySpans(date, date)).filter((span) => span.kind === 'walk_in');
    for (const span of guests) {
      const price = await deps.rentals.rental(span.id);
      if (!price) continue;
      const paidCents = await payments.paidForBooking(span.id, 'guest');
      const dueCents = rentalDueCents(price.priceCents, paidCents);
      if (dueCents === 0) continue;
      const booking = await deps.bookings.find(span.id);
      items.push({
        kind: 'rental',
        bookingId: span.id,
        name: booking?.guestName ?? 'Guest',
        bayName: bayName(span.simulatorId, bays),
        startTime: span.startTime,
        endTime: span.endTime,
        priceCents: price.priceCents,
        paidCents,
        dueCents,
      });
    }
    for (const fee of await deps.fees.open(date)) {
      const paidCents = await payments.paidForBooking(fee.bookingId, 'fee');
      if (feeStatusOf({ ...fee, paidCents }) !== 'due') continue;
      items.push({
        kind: 'fee',
        bookingId: fee.bookingId,
        name: fee.memberName,
        bayName: bayName(fee.simulatorId, bays),
        startTime: fee.startTime,
        endTime: fee.endTime,
        priceCents: fee.amountCents,
        paidCents,
        dueCents: feeDueCents({ ...fee, paidCents }),
      });
    }
    return items.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.bookingId - b.bookingId);
  }

  return {
    async till(date: string = facilityToday(now())): Promise<Till> {
      const sums = tillOf(date, await payments.sumsOn(date));
      const [payoutsByMethod, close, unpaid, disputes] = await Promise.all([
        deps.payouts.sumsOn(date),
        closes.find(date),
        unpaidOn(date),
        deps.disputes.forTill(date),
      ]);
      return { ...sums, payoutsByMethod, close, unpaid, disputes };
    },

    /** Closes `date`'s till: 201 once, 409 after (also for a close racing it from another process). */
    async close(actor: User, input: TillCloseInput): Promise<TillClose> {
      const refusal = tillCloseDateRefusal(input.date, facilityToday(now()));
      if (refusal) throw new AppError('VALIDATION_FAILED', 'Invalid request.', { date: [refusal] });
      const early = tillDayNotOverRefusal(actor, input.date, now(), await deps.staffedHours());
      if (early) throw new AppError('TILL_DAY_NOT_OVER', early);
      // Read before the transaction (SQLite has one connection): the report's unpaid list and disputes.
      const unpaid = await unpaidOn(input.date);
      const disputes = await deps.disputes.forTill(input.date);
      return transaction(async (unitOfWork) => {
        const dayCloses = closes.within(unitOfWork);
        await dayCloses.lockDay(input.date);
        const refuseAgain = (by: string) =>
          new AppError(
            'TILL_ALREADY_CLOSED',
            `The till for ${formatDateLong(input.date)} was already closed by ${by}.`,
          );
        const earlier = await dayCloses.find(input.date);
        if (earlier) throw refuseAgain(earlier.closedByName);
        const sums = tillOf(input.date, await payments.within(unitOfWork).sumsOn(input.date));
        const payoutsByMethod = await deps.payouts.within(unitOfWork).sumsOn(input.date);
        const expected = expectedCashCents(
          sums.byMethod.cash,
          sums.refundsByMethod.cash + payoutsByMethod.cash,
          input.openingFloatCents,
        );
        const close: TillClose = {
          date: input.date,
          expectedCashCents: expected,
          countedCashCents: input.countedCashCents,
          openingFloatCents: input.openingFloatCents ?? null,
          overShortCents: input.countedCashCents - expected,
          closedBy: actor.id,
          closedByName: personName(actor),
          closedAt: isoTimestamp(now()),
        };
        if (!(await dayCloses.insert(close))) throw refuseAgain('someone else');
        await deps.record(unitOfWork, {
          actor,
          action: 'payment.till-closed',
          targetType: 'facility',
          targetId: null,
          targetLabel: `${formatDateLong(close.date)} (${overShortText(close.overShortCents)})`,
          after: {
            expectedCashCents: close.expectedCashCents,
            countedCashCents: close.countedCashCents,
            openingFloatCents: close.openingFloatCents,
            overShortCents: close.overShortCents,
          },
        });
        const mail = composeTillCloseMail(
          { ...sums, payoutsByMethod, close, unpaid, disputes },
          close,
          deps.ownerEmail,
        );
        await deps.outbox.add([{ mail, about: `till close ${input.date}` }], unitOfWork);
        return close;
      });
    },
  };
}

export type TillCloseService = ReturnType<typeof createTillCloseService>;
