// The front desk as a feature (docs/decisions/171-front-desk-app.md): the day's board, walk-ins, check-ins and
// no-shows through the bookings feature, and the live board (174) that hears every committed occupancy change, by
// anyone, through any process (the base's relay). The leagues feature tells the live board of league edits.
import type { Occupancy, StaffedHours } from '@longwood/core';
import type { Base } from '../../base';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { ServerFeature } from '../../feature';
import { hasOutlivedItsLifetime } from '../../http/session';
import type { RecordActivity } from '../../ports/activity';
import type { ReservationPort } from '../../ports/reservations';
import { createLiveBoard } from './live-board';
import { createDeskRouter } from './router';
import { createDeskService, type DeskServiceDeps } from './service';

export interface DeskNeeds {
  record: RecordActivity;
  facility: { staffedHours: () => StaffedHours };
  /** The bookings feature's service: its reservation port, check-ins and no-show marks. */
  bookings: { reservations: ReservationPort } & Pick<DeskServiceDeps, 'arrivals' | 'noShows'>;
  /** The shots feature: the files uploaded for a booking. */
  shotFilesOf: DeskServiceDeps['shotFilesOf'];
  /** The payments feature's guest rentals: a guest's walk-in priced in its transaction. */
  rentals: { priceWalkIn(unitOfWork: UnitOfWork, booked: Occupancy): Promise<void> };
}

export function composeDesk(base: Base, needs: DeskNeeds) {
  const { env, users, now } = base;
  const { reservations } = needs.bookings;
  const liveBoard = createLiveBoard({
    relay: base.relay,
    now,
    heartbeatMs: env.LIVE_HEARTBEAT_SECONDS * 1000,
    capability: 'desk:bookings',
    staffedHours: needs.facility.staffedHours,
    // Each stream lives only while its session, its user and the policy allow it (decision 171, amended).
    sessions: base.sessions,
    findUser: (id) => users.findById(id),
    hasOutlivedItsLifetime: (data, user, at) => hasOutlivedItsLifetime(env, { ...data }, at.getTime(), user),
  });
  reservations.onCommitted(({ dates }) => liveBoard.notify({ dates }));
  const desk = createDeskService({
    reservations,
    arrivals: needs.bookings.arrivals,
    noShows: needs.bookings.noShows,
    findUser: (id) => users.findById(id),
    shotFilesOf: needs.shotFilesOf,
    namesByIds: (ids) => users.namesByIds(ids),
    searchMembers: (q, limit, membersOnly) => users.searchMembers(q, limit, membersOnly),
    live: liveBoard,
    priceGuestWalkIn: (unitOfWork, booked) => needs.rentals.priceWalkIn(unitOfWork, booked),
    now,
    record: needs.record,
  });
  return { services: { desk, liveBoard }, routes: [createDeskRouter(desk)] } satisfies ServerFeature;
}
