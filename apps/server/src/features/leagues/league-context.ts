// What the league use cases (schedule.ts, signup.ts, play.ts) share: the service's dependencies, its messages, the
// league and round lookups, who may read a league, and the league's entries in the activity log.
import {
  can,
  facilityToday,
  isLeagueOpenForSignup,
  type ActivitySnapshot,
  type League,
  type LeagueParticipant,
  type ScopedRole,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import type { MailOutbox } from '../../mail/outbox';
import type { UserMailLimit } from '../../mail/user-mail-limit';
import type { ActivityRecord, RecordActivity } from '../../ports/activity';
import type { ReservationPort } from '../../ports/reservations';
import type { LeagueMailSettings } from './league-mail';
import type { LeagueMoneyPort } from './money';
import type { LeagueFilter } from './repository';
import type { LeagueStore, LeagueTables } from './store';

const LEAGUE_NOT_FOUND_MESSAGE = "The league you're looking for doesn't exist or has been removed.";

export const LEAGUE_SERVICE_MESSAGES = {
  notFound: LEAGUE_NOT_FOUND_MESSAGE,
  participantNotFound: 'That participant is not in this league.',
  roundNotFound: 'That round does not belong to this league.',
  scoreNotFound: 'That score does not belong to this league.',
  leagueIdMismatch: 'The league in the body does not match the league in the address.',
  notYourself: 'You can only register yourself.',
  full: 'This league is full.',
  closed: 'This league is not open for registration.',
  notParticipant: 'You are not playing in this league.',
  partnerIsYou: 'Your partner must be someone else.',
  invitationNotFound: 'That invitation was not found.',
  invitationClosed: 'This invitation has already been answered or has expired.',
  alreadyPlaying: 'You are already registered for this league. Leave it first to play in this team.',
  noSchedule: 'This league has no day and times to schedule.',
  roundExists: 'This league already has a round with that number.',
  roundHasCards: (roundNumber: number) =>
    `Round ${roundNumber} has cards: its date, course and holes can no longer be changed.`,
  notMatchPlay: 'Pairings are for match-play leagues.',
  byeHasNoResult: 'A bye has no result: enter the opponent of this match.',
  participantHasScores: (name: string) =>
    `${name} has scores in this league: withdraw them instead, so their cards, skins and results stand.`,
  organiserNotEligible: 'Only members and front-desk staff can be given a league to organise.',
  userNotFound: 'That person was not found.',
  noSubstitutes:
    "This league's absence rule does not take substitutes: choose 'A substitute's card' on the league night page.",
  substituteNotMember: 'The substitute must be a member (or a named guest).',
  playerHasCard: (name: string) => `${name} has a card in this round: delete it to mark them as did not play.`,
} as const;

export interface LeaguesServiceDeps {
  store: LeagueStore;
  reservations: ReservationPort;
  /** The account behind a scramble partner's e-mail (users repository). */
  findUserByEmail: (email: string) => Promise<User | undefined>;
  findUserById: (id: number) => Promise<User | undefined>;
  /** Members whose shown name contains `q`, at most `limit` (users repository's searchMembersByName). */
  searchMembers: (q: string, limit: number) => Promise<User[]>;
  /**
   * The member's confirmation of a join or of an organiser's addition, queued in its transaction
   * (docs/decisions/194-one-mail-outbox.md).
   */
  outbox: Pick<MailOutbox, 'add'>;
  /**
   * A join's partner invitation is limited per account and per address (decision 248); the confirmation of a join or
   * of a player an organiser adds takes a place as a booking's e-mail does (`tryTake`, decision 482).
   */
  mailLimit: Pick<UserMailLimit, 'reserve' | 'tryTake'>;
  /** A line for the server's log: a confirmation left out past the mail limit. */
  warn: (line: string) => void;
  /** The sender of league e-mails: its domain names the calendar entries' UIDs. */
  mail: LeagueMailSettings;
  /**
   * After a league was created, edited or deleted, or its schedule generated (committed): the sessions of a league
   * without a schedule hold bays by computation, which the reservation port's onCommitted does not tell
   * (docs/decisions/081-committed-occupancy-changes.md). The desk's live board listens.
   */
  onLeaguesChanged?: () => void;
  /**
   * League creation, edits and deletion (decision 135) and an admin's changes to its participants, rounds and scores
   * (decision 135) are recorded in the activity log in their transaction.
   */
  record: RecordActivity;
  /** The payments feature's buy-ins and Checkout (docs/decisions/491-league-money-on-the-night.md). */
  money: LeagueMoneyPort;
  transaction: UnitOfWorkRunner;
  now: () => Date;
}

/** A participant row as a member may see it: no one's username or e-mail address (a partner's neither). */
export function forMembers({
  username: _username,
  email: _email,
  player2Email: _player2Email,
  ...row
}: LeagueParticipant): LeagueParticipant {
  return row;
}

/** Names of a league's players by participant id, as the activity log shows them. */
export function playerNamesById(participants: readonly LeagueParticipant[]): Map<number, string> {
  return new Map(participants.map((p) => [p.id, p.name]));
}

const sameSnapshot = (a: ActivitySnapshot, b: ActivitySnapshot) => JSON.stringify(a) === JSON.stringify(b);

/** The helpers the league use cases share, over the service's dependencies. */
export function createLeagueContext(deps: LeaguesServiceDeps) {
  const { store, now } = deps;
  const timestamp = () => now().toISOString();
  const isManager = (user: User) => can(user, 'admin:leagues');
  /** League settings and play, recorded against the league, so every entry of one league names it (decision 135). */
  const recordLeague = (
    unitOfWork: UnitOfWork,
    entry: Pick<ActivityRecord, 'actor' | 'action' | 'before' | 'after'> & { id: number; name: string },
  ) =>
    deps.record(unitOfWork, {
      actor: entry.actor,
      action: entry.action,
      targetType: 'league',
      targetId: entry.id,
      targetLabel: entry.name,
      before: entry.before ?? null,
      after: entry.after ?? null,
    });
  /** An admin's change to a league's participants, rounds or scores, recorded in its transaction (decision 135). */
  const recordPlay = (
    unitOfWork: UnitOfWork,
    actor: User,
    league: League,
    action: ActivityRecord['action'],
    before: ActivitySnapshot | null,
    after: ActivitySnapshot | null,
  ) => recordLeague(unitOfWork, { actor, action, id: league.id, name: league.name, before, after });
  /** A sheet or a score saved: recorded unless it changed nothing. */
  const recordPlayChange = async (
    unitOfWork: UnitOfWork,
    actor: User,
    action:
      | 'league.scores-saved'
      | 'league.score-updated'
      | 'league.pairings-saved'
      | 'league.absence-set'
      | 'league.side-games-saved'
      | 'league.flights-set'
      | 'league.sides-set',
    league: League,
    before: ActivitySnapshot,
    after: ActivitySnapshot,
  ) => {
    if (!sameSnapshot(before, after)) await recordPlay(unitOfWork, actor, league, action, before, after);
  };
  const visibleTo = (user: User): LeagueFilter => (isManager(user) ? {} : { currentOn: facilityToday(now()) });
  /**
   * The roles the user holds for this league (its organiser: docs/decisions/272-league-organisers.md), which the route
   * guard hands the policy for a capability held that way.
   */
  const rolesIn = async (user: User, leagueId: number): Promise<ScopedRole[]> =>
    (await store.organisers.organises(leagueId, user.id)) ? ['leagueOrganiser'] : [];

  async function requireLeague(id: number, tables: LeagueTables = store, filter: LeagueFilter = {}): Promise<League> {
    const league = await tables.leagues.findById(id, filter);
    if (!league) throw new AppError('NOT_FOUND', LEAGUE_NOT_FOUND_MESSAGE);
    return league;
  }

  /** Member reads of play (rounds, scores, standings): admins, the league's own players and its organisers. */
  async function requireReader(user: User, leagueId: number): Promise<League> {
    const league = await requireLeague(leagueId);
    if (isManager(user)) return league;
    const participants = await store.participants.listByLeague(leagueId);
    if (!participants.some((p) => p.userId === user.id) && (await rolesIn(user, leagueId)).length === 0) {
      throw new AppError('NOT_OWNER', LEAGUE_SERVICE_MESSAGES.notParticipant);
    }
    return league;
  }

  /** A league taking no registrations (inactive or ended) refuses a join and an invitation's answer (409). */
  function requireSignupOpen(league: League): void {
    if (!isLeagueOpenForSignup(league, now())) throw new AppError('LEAGUE_CLOSED', LEAGUE_SERVICE_MESSAGES.closed);
  }

  async function requireRound(leagueId: number, roundId: number, tables: LeagueTables = store) {
    const round = await tables.rounds.find(leagueId, roundId);
    if (!round) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.roundNotFound);
    return round;
  }

  return {
    deps,
    store,
    reservations: deps.reservations,
    now,
    timestamp,
    recordLeague,
    recordPlay,
    recordPlayChange,
    visibleTo,
    isManager,
    rolesIn,
    requireLeague,
    requireReader,
    requireRound,
    requireSignupOpen,
  };
}
export type LeagueContext = ReturnType<typeof createLeagueContext>;
