// The rental_rates and guest_rentals tables' one repository (migrations/304-guest-rentals.ts,
// docs/decisions/304-guest-rentals-at-the-desk.md): the hourly rates admins set (one row, id 1; none until first set:
// core's defaults) and the price fixed on a guest's booking when the desk booked it. Written inside the walk-in's
// booking lock (`within`).
import type { Knex } from 'knex';
import { DEFAULT_RENTAL_RATES, type RentalPrice, type RentalRates, type RentalRatesInput } from '@longwood/core';
import { toNumber } from '../../db/dialect';
import { bindableWithin } from '../../db/unit-of-work';
import { upsert } from '../../db/upsert';

interface RatesRow {
  peak_cents_per_hour: unknown;
  off_peak_cents_per_hour: unknown;
  peak_from: string;
  peak_until: string;
  weekends_peak: unknown;
  updated_at: string;
}

interface RentalRow {
  price_cents: unknown;
  peak_minutes: unknown;
  off_peak_minutes: unknown;
}

function bind(db: Knex | Knex.Transaction) {
  return {
    async rates(): Promise<RentalRates> {
      const row = await db('rental_rates').where({ id: 1 }).first<RatesRow | undefined>();
      if (!row) return DEFAULT_RENTAL_RATES;
      return {
        peakCentsPerHour: toNumber(row.peak_cents_per_hour),
        offPeakCentsPerHour: toNumber(row.off_peak_cents_per_hour),
        peakFrom: row.peak_from,
        peakUntil: row.peak_until,
        weekendsPeak: Boolean(toNumber(row.weekends_peak)),
        updatedAt: row.updated_at,
      };
    },

    async setRates(rates: RentalRatesInput, at: string): Promise<void> {
      await upsert(db, 'rental_rates', 'id', {
        id: 1,
        peak_cents_per_hour: rates.peakCentsPerHour,
        off_peak_cents_per_hour: rates.offPeakCentsPerHour,
        peak_from: rates.peakFrom,
        peak_until: rates.peakUntil,
        weekends_peak: rates.weekendsPeak,
        updated_at: at,
      });
    },

    async insertRental(bookingId: number, price: RentalPrice, at: string): Promise<void> {
      await db('guest_rentals').insert({
        booking_id: bookingId,
        price_cents: price.priceCents,
        peak_minutes: price.peakMinutes,
        off_peak_minutes: price.offPeakMinutes,
        at,
      });
    },

    async rental(bookingId: number): Promise<RentalPrice | undefined> {
      const row = await db('guest_rentals').where({ booking_id: bookingId }).first<RentalRow | undefined>();
      if (!row) return undefined;
      return {
        priceCents: toNumber(row.price_cents),
        peakMinutes: toNumber(row.peak_minutes),
        offPeakMinutes: toNumber(row.off_peak_minutes),
      };
    },
  };
}

export function createRentalsRepository(db: Knex) {
  return bindableWithin(bind, db);
}

export type RentalsRepository = ReturnType<typeof createRentalsRepository>;
