// The member's booking, move and cancellation e-mails as a feature (docs/decisions/133-booking-emails-and-calendar.md):
// a listener of the bookings feature's committed occupancy changes, queueing its mail after the commit. No routes.
import type { FacilitySettings, MoneyBackTerms, Occupancy } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { ReservationPort } from '../../ports/reservations';
import { createBookingMailListener } from './notifier';

export interface BookingMailNeeds {
  reservations: ReservationPort;
  facility: { settings(): Promise<FacilitySettings> };
  /** What was paid for a guest's booking and until when canceling gives it back (the payments feature's, 414). */
  guestMoneyBack: (booking: Occupancy) => Promise<MoneyBackTerms | null>;
}

export function composeBookingMail(base: Base, needs: BookingMailNeeds) {
  needs.reservations.onCommitted(
    createBookingMailListener({
      outbox: base.outbox,
      settings: base.mailSettings,
      memberOf: (userId) => base.users.findById(userId),
      mailLimit: base.mailLimit,
      warn: base.warn,
      now: base.now,
      bays: async () => (await needs.facility.settings()).bays,
      guestMoneyBack: needs.guestMoneyBack,
    }),
  );
  return { services: {} } satisfies ServerFeature;
}
