// "Notify me" for a full slot as a feature (docs/decisions/134-full-slot-waitlist.md): told after every committed
// occupancy change (the bookings feature's reservation port) whether a waiting member's slot has a free bay.
import type { BookingLimits } from '@longwood/core';
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import type { ReservationPort } from '../../ports/reservations';
import { createWaitlistRepository } from './repository';
import { createWaitlistRouter } from './router';
import { createWaitlistService } from './service';

export interface WaitlistNeeds {
  reservations: ReservationPort;
  facility: { bookingLimits(): Promise<BookingLimits> };
}

export function composeWaitlist(base: Base, needs: WaitlistNeeds) {
  const { reservations, facility } = needs;
  const waitlist = createWaitlistService({
    repo: createWaitlistRepository(base.db),
    dayOccupancy: (date) => reservations.dayOccupancy(date),
    bookingLimits: () => facility.bookingLimits(),
    memberOf: (userId) => base.users.findById(userId),
    mailLimit: base.mailLimit,
    warn: base.warn,
    transaction: base.transaction,
    outbox: base.outbox,
    appUrl: base.env.PUBLIC_APP_URL,
    now: base.now,
  });
  reservations.onCommitted((committed) => waitlist.onCommitted(committed));
  return { services: { waitlist }, routes: [createWaitlistRouter(waitlist)] } satisfies ServerFeature;
}
