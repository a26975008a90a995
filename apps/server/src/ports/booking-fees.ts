// The fees' port (docs/decisions/305-no-show-and-late-cancel-fees.md): what the bookings feature tells the payments
// feature when a booking is marked a no-show, the mark is taken back, or a booking is canceled, so a fee becomes due
// in the same transaction. Prepared before the transaction (it reads the fee policy: SQLite's one connection is held
// by the transaction), run inside it. composition.ts hands the payments feature's implementation in.
import type { Occupancy } from '@longwood/core';
import type { UnitOfWork } from '../db/unit-of-work';

export type BookingFeeEvent = 'no_show' | 'no_show_undone' | 'canceled';

export type ApplyBookingFee = (
  unitOfWork: UnitOfWork,
  event: BookingFeeEvent,
  booking: Occupancy,
  at: Date,
) => Promise<void>;

export type PrepareBookingFee = () => Promise<ApplyBookingFee>;

/** No fees (tests and callers that build the bookings feature alone). */
export const NO_BOOKING_FEES: PrepareBookingFee = () => Promise.resolve(() => Promise.resolve());
