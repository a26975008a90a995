// The leagues feature's twelve repositories (leagues, league_participants, league_rounds, league_scores,
// league_pairings, league_invitations, courses, league_result_mails, league_absences, league_organisers,
// league_posted_cards, league_side_games) bound to
// one Knex or transaction, so a use case can run them together: in a plain transaction, in the league's signup
// lock (places are reserved there, docs/decisions/110-league-schedule-and-places.md), or inside the bookings
// feature's reservation lock (its unit of work).
import type { Knex } from 'knex';
import { acquireWriteLock, runInWriteLock } from '../../db/dialect';
import { transactionOf, unitOfWorkFor, type UnitOfWork } from '../../db/unit-of-work';
import { absenceQueries } from './absences-repository';
import { invitationQueries } from './invitations-repository';
import { courseQueries } from './courses-repository';
import { pairingQueries } from './pairings-repository';
import { participantQueries } from './participants-repository';
import { resultMailQueries } from './result-mails-repository';
import { organiserQueries } from './organisers-repository';
import { postedCardQueries } from './posted-cards-repository';
import { leagueQueries } from './repository';
import { roundQueries } from './rounds-repository';
import { scoreQueries } from './scores-repository';
import { sideGameQueries } from './side-games-repository';

const signupLock = (leagueId: number) => `league-signup:${leagueId}`;

function bind(db: Knex, onLeaguesChanged: () => void) {
  return {
    leagues: leagueQueries(db, onLeaguesChanged),
    participants: participantQueries(db),
    rounds: roundQueries(db),
    scores: scoreQueries(db),
    pairings: pairingQueries(db),
    invitations: invitationQueries(db),
    courses: courseQueries(db),
    resultMails: resultMailQueries(db),
    absences: absenceQueries(db),
    organisers: organiserQueries(db),
    postedCards: postedCardQueries(db),
    sideGames: sideGameQueries(db),
  };
}
export type LeagueTables = ReturnType<typeof bind>;

/** `onLeaguesChanged`: told after every write to the leagues table (the kept league blockers, decision 020). */
export function createLeagueStore(db: Knex, onLeaguesChanged: () => void = () => {}) {
  return {
    ...bind(db, onLeaguesChanged),
    /** The same tables in another feature's open transaction (the reservation lock's). */
    within: (unitOfWork: UnitOfWork): LeagueTables => bind(transactionOf(unitOfWork), onLeaguesChanged),
    /** The unit of work lets the activity log record the write in the same transaction (decision 135). */
    transaction: <T>(work: (tables: LeagueTables, unitOfWork: UnitOfWork) => Promise<T>): Promise<T> =>
      db.transaction((trx) => work(bind(trx, onLeaguesChanged), unitOfWorkFor(trx))),
    /**
     * One transaction holding the league's signup lock: joins, additions and removals of one league's players, and
     * its play writes (sheets, pairings, scores, round deletions), run one at a time, so the places limit, "one
     * registration per member" and a round's merged sheet are checked and written atomically, and an edit's checks
     * (lockSignup) see no score or place appear behind them.
     */
    locked: <T>(leagueId: number, work: (tables: LeagueTables, unitOfWork: UnitOfWork) => Promise<T>): Promise<T> =>
      runInWriteLock(db, signupLock(leagueId), (trx) => work(bind(trx, onLeaguesChanged), unitOfWorkFor(trx))),
    /**
     * The same signup lock taken inside an open transaction (an edit of the league's maximum, already holding the
     * reservation lock: joins never take that one, so the two cannot wait on each other).
     */
    lockSignup: (unitOfWork: UnitOfWork, leagueId: number): Promise<void> =>
      acquireWriteLock(transactionOf(unitOfWork), signupLock(leagueId)),
  };
}
export type LeagueStore = ReturnType<typeof createLeagueStore>;
