// Guest rentals at the desk (docs/decisions/304-guest-rentals-at-the-desk.md): admins set the hourly rates (peak and
// off-peak; the activity log records the change); a guest's walk-in is priced from them when the desk books it,
// inside the booking's transaction, and keeps that price; the desk reads a guest's booking with its price and what
// the ledger's rows naming it have paid, and takes the rest at the till (POST /api/payments, purpose "guest").
import {
  guestRentalPrice,
  moneyBackTerms,
  rentalDueCents,
  type GuestRental,
  type MoneyBackTerms,
  type Occupancy,
  type RentalRates,
  type RentalRatesInput,
  type User,
} from '@longwood/core';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { PaymentsRepository } from './repository';
import type { RentalsRepository } from './rentals-repository';

export interface RentalsDeps {
  rentals: RentalsRepository;
  payments: Pick<PaymentsRepository, 'paidForBooking' | 'onlinePaymentsOf'>;
  /** The facility's late-cancel window in whole hours: until when canceling gives a rental's money back (414). */
  windowHours: () => Promise<number>;
  /** A booking that is not canceled (the bookings feature's reader). */
  findBooking: (id: number) => Promise<Occupancy | null>;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  now: () => Date;
}

const snapshotOf = (rates: RentalRates) => ({
  peakCentsPerHour: rates.peakCentsPerHour,
  offPeakCentsPerHour: rates.offPeakCentsPerHour,
  peakFrom: rates.peakFrom,
  peakUntil: rates.peakUntil,
  weekendsPeak: rates.weekendsPeak,
});

export function createRentalsService(deps: RentalsDeps) {
  const { rentals, payments, findBooking, transaction, record, now } = deps;

  /** What was paid for a guest's booking and until when canceling gives it back (decision 414), or null. */
  async function moneyBackOf(
    booking: Pick<Occupancy, 'id' | 'bookingDate' | 'startTime'>,
    paidCents?: number,
  ): Promise<MoneyBackTerms | null> {
    const paid = paidCents ?? (await payments.paidForBooking(booking.id, 'guest'));
    if (paid <= 0) return null;
    const online = await payments.onlinePaymentsOf({ bookingId: booking.id });
    const onlineCents = online.reduce((sum, p) => sum + p.leftCents, 0);
    const deskCents = paid - onlineCents;
    return moneyBackTerms({ onlineCents, deskCents }, booking.bookingDate, booking.startTime, await deps.windowHours());
  }
  return {
    rates: (): Promise<RentalRates> => rentals.rates(),

    moneyBackOf: (booking: Pick<Occupancy, 'id' | 'bookingDate' | 'startTime'>) => moneyBackOf(booking),

    async setRates(admin: User, input: RentalRatesInput): Promise<RentalRates> {
      return transaction(async (unitOfWork) => {
        const repo = rentals.within(unitOfWork);
        const before = await repo.rates();
        await repo.setRates(input, now().toISOString());
        const after = await repo.rates();
        await record(unitOfWork, {
          actor: admin,
          action: 'payment.rental-rates',
          targetType: 'facility',
          targetId: null,
          targetLabel: 'Guest rental rates',
          before: before.updatedAt ? snapshotOf(before) : null,
          after: snapshotOf(after),
        });
        return after;
      });
    },

    /** Prices a guest's walk-in just booked, in its booking's transaction, at the rates of that moment. */
    async priceWalkIn(unitOfWork: UnitOfWork, booked: Occupancy): Promise<void> {
      const repo = rentals.within(unitOfWork);
      const price = guestRentalPrice(booked.bookingDate, booked.startTime, booked.endTime, await repo.rates());
      await repo.insertRental(booked.id, price, now().toISOString());
    },

    /** A guest's booking with its price and what has been paid of it; 404 for any other booking. */
    async booking(bookingId: number): Promise<GuestRental> {
      const booking = await findBooking(bookingId);
      if (!booking || booking.kind !== 'walk_in') throw new AppError('NOT_FOUND', 'No guest booking has this id.');
      const price = await rentals.rental(bookingId);
      const paidCents = await payments.paidForBooking(bookingId, 'guest');
      const priceCents = price?.priceCents ?? 0;
      return {
        bookingId,
        guestName: booking.guestName ?? 'Guest',
        priceCents,
        peakMinutes: price?.peakMinutes ?? 0,
        offPeakMinutes: price?.offPeakMinutes ?? 0,
        paidCents,
        dueCents: rentalDueCents(priceCents, paidCents),
        free: price === undefined,
        moneyBack: await moneyBackOf(booking, paidCents),
      };
    },
  };
}

export type RentalsService = ReturnType<typeof createRentalsService>;
