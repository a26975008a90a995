// Leagues as a feature (docs/decisions/232-leagues-as-one-domain-module.md). Their kept blockers (the leagues that
// hold bays on a date, decision 020) are composed first, on their own: the bookings feature needs them, and the
// leagues' service needs the bookings feature's reservation port (docs/decisions/110-league-schedule-and-places.md).
// A job frees a scramble partner's held place when its invitation runs out (206).
import type { Base } from '../../base';
import type { ServerFeature } from '../../feature';
import { createPeriodicJob } from '../../periodic-job';
import type { RecordActivity } from '../../ports/activity';
import type { ReservationPort } from '../../ports/reservations';
import type { LeagueMoneyPort } from './money';
import { createLeagueBlockers, type LeagueBlockers } from './kept-blockers';
import { createLeaguesRouter } from './router';
import { createLeaguesService } from './service';
import { createLeagueStore } from './store';

/** The leagues that hold bays, kept between requests and dropped over the base's relay in every process. */
export function composeLeagueBlockers(base: Base): LeagueBlockers {
  return createLeagueBlockers(base.db, base.relay);
}

export interface LeaguesNeeds {
  record: RecordActivity;
  blockers: LeagueBlockers;
  reservations: ReservationPort;
  /** The desk's live board: told that any date may have changed. */
  liveBoard: { notify(change: { dates: string[] }): Promise<void> };
  /** The payments feature's buy-ins and Checkout (docs/decisions/491-league-money-on-the-night.md). */
  money: LeagueMoneyPort;
}

export function composeLeagues(base: Base, needs: LeaguesNeeds) {
  const { users } = base;
  const leagues = createLeaguesService({
    store: createLeagueStore(base.db, needs.blockers.forget),
    reservations: needs.reservations,
    findUserByEmail: (email) => users.findByEmail(email),
    findUserById: (id) => users.findById(id),
    searchMembers: (q, limit) => users.searchMembersByName(q, limit),
    outbox: base.outbox,
    mailLimit: base.mailLimit,
    warn: base.warn,
    mail: base.mailSettings,
    // A league's nights without a schedule are computed: tell the desks that any date may have changed.
    onLeaguesChanged: () => void needs.liveBoard.notify({ dates: [] }),
    record: needs.record,
    money: needs.money,
    transaction: base.transaction,
    now: base.now,
  });
  return {
    services: { leagues },
    routes: [createLeaguesRouter(leagues)],
    jobs: {
      leagueInvitations: createPeriodicJob({
        name: 'league invitations',
        everyMs: 60_000,
        run: () => leagues.expireInvitations(),
        warn: base.warn,
      }),
    },
    close: needs.blockers.close,
  } satisfies ServerFeature;
}
