// The leagues feature's four repositories (leagues, league_participants, league_rounds, league_scores) bound to
// one Knex or transaction, so a use case can run them together: in a plain transaction, in the league's signup
// lock (places are reserved there, docs/decisions/110-league-schedule-and-places.md), or inside the bookings
// feature's reservation lock (its unit of work).
import type { Knex } from 'knex';
import { runInWriteLock } from '../../db/dialect';
import { transactionOf, unitOfWorkFor, type UnitOfWork } from '../../db/unit-of-work';
import { participantQueries } from './participants-repository';
import { leagueQueries } from './repository';
import { roundQueries } from './rounds-repository';
import { scoreQueries } from './scores-repository';

function bind(db: Knex, onLeaguesChanged: () => void) {
  return {
    leagues: leagueQueries(db, onLeaguesChanged),
    participants: participantQueries(db),
    rounds: roundQueries(db),
    scores: scoreQueries(db),
  };
}
export type LeagueTables = ReturnType<typeof bind>;

/** `onLeaguesChanged`: told after every write to the leagues table (the kept league blockers, decision 185). */
export function createLeagueStore(db: Knex, onLeaguesChanged: () => void = () => {}) {
  return {
    ...bind(db, onLeaguesChanged),
    /** The same tables in another feature's open transaction (the reservation lock's). */
    within: (unitOfWork: UnitOfWork): LeagueTables => bind(transactionOf(unitOfWork), onLeaguesChanged),
    /** The unit of work lets the activity log record the write in the same transaction (decision 135). */
    transaction: <T>(work: (tables: LeagueTables, unitOfWork: UnitOfWork) => Promise<T>): Promise<T> =>
      db.transaction((trx) => work(bind(trx, onLeaguesChanged), unitOfWorkFor(trx))),
    /**
     * One transaction holding the league's signup lock: joins and additions of one league run one at a time, so
     * the places limit and "one registration per member" are checked and written atomically.
     */
    locked: <T>(leagueId: number, work: (tables: LeagueTables, unitOfWork: UnitOfWork) => Promise<T>): Promise<T> =>
      runInWriteLock(db, `league-signup:${leagueId}`, (trx) => work(bind(trx, onLeaguesChanged), unitOfWorkFor(trx))),
  };
}
export type LeagueStore = ReturnType<typeof createLeagueStore>;
