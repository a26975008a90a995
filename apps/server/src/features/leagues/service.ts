// League use cases: management (create, edit, delete, booking schedule), signup with its places limit,
// participants, rounds, scores, standings and matchups. The schedule's bays are reserved through the bookings
// feature's reservation port, never written here (docs/decisions/080-one-occupancy-model.md); places are
// reserved in the league's signup lock (docs/decisions/110-league-schedule-and-places.md); standings are computed
// from the scores on every read (docs/decisions/002-league-rounds-scores-standings.md); a night's scores are saved
// as one sheet and match-play pairings are suggested round-robin until results are in
// (docs/decisions/111-league-play-sheet-and-pairings.md).
import {
  ADD_PARTICIPANT_MESSAGES,
  addDaysToDateString,
  can,
  checkAddParticipant,
  checkScoreRequest,
  computeStandings,
  facilityToday,
  hasPlacesFor,
  isLeagueOpenForSignup,
  joinLeagueSchemaFor,
  leagueNights,
  matchupsFromScores,
  nextTeamId,
  roundRobinPairings,
  scheduleConflictMessage,
  SCORE_MESSAGES,
  teamsOf,
  upcomingLeagueNights,
  type AddParticipantInput,
  type CreateLeaguePayload,
  type CreateLeagueResponse,
  type CreateRoundInput,
  type CreateScoreInput,
  type JoinLeagueInput,
  type League,
  type LeagueForm,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type Matchup,
  type MyLeague,
  type ScheduleConflict,
  type ScoreSheetInput,
  type StandingsResponse,
  type UpdateScoreInput,
  type User,
  type ActivitySnapshot,
} from '@longwood/core';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../http/errors';
import type { UnitOfWork, UnitOfWorkRunner } from '../../db/unit-of-work';
import type { MailOutbox } from '../../mail/outbox';
import type { ActivityRecord, RecordActivity } from '../../ports/activity';
import type { ReservationPort, ReservationTransaction } from '../../ports/reservations';
import { composeLeagueJoinedMail, type LeagueMailSettings } from './league-mail';
import type { LeagueFilter } from './repository';
import type { LeagueStore, LeagueTables } from './store';

const LEAGUE_NOT_FOUND_MESSAGE = "The league you're looking for doesn't exist or has been removed.";

const LEAGUE_SERVICE_MESSAGES = {
  notFound: LEAGUE_NOT_FOUND_MESSAGE,
  participantNotFound: 'That participant is not in this league.',
  roundNotFound: 'That round does not belong to this league.',
  scoreNotFound: 'That score does not belong to this league.',
  leagueIdMismatch: 'The league in the body does not match the league in the address.',
  notYourself: 'You can only register yourself.',
  full: 'This league is full.',
  notParticipant: 'You are not playing in this league.',
  partnerTeamFull: "Your partner's team already has 2 players.",
  partnerIsYou: 'Your partner must be someone else.',
  noSchedule: 'This league has no day and times to schedule.',
  roundExists: 'This league already has a round with that number.',
  matchResults: 'The two results of a match must be one win and one loss against each other.',
  teamTwice: 'A team can play only one match per round.',
} as const;

/** Refusals of a league night that are conflicts to report, not failures (docs/decisions/080-one-occupancy-model.md). */
const CONFLICT_CODES = new Set(['BOOKING_FULL', 'BOOKING_LEAGUE_SESSION', 'BOOKING_IN_PAST']);

type ScheduleFields = Pick<
  LeagueForm,
  'startDate' | 'endDate' | 'dayOfWeek' | 'startTime' | 'endTime' | 'numberOfBays'
>;

export interface LeaguesServiceDeps {
  store: LeagueStore;
  reservations: ReservationPort;
  /** The account behind a scramble partner's e-mail (users repository). */
  findUserByEmail: (email: string) => Promise<User | undefined>;
  findUserById: (id: number) => Promise<User | undefined>;
  /** The member's confirmation of a join, queued in the join's transaction (docs/decisions/194-one-mail-outbox.md). */
  outbox: Pick<MailOutbox, 'add'>;
  /** The sender of league e-mails: its domain names the calendar entries' UIDs. */
  mail: LeagueMailSettings;
  /**
   * After a league was created, edited or deleted, or its schedule generated (committed): the sessions of a league
   * without a schedule hold bays by computation, which the reservation port's onCommitted does not tell
   * (docs/decisions/081-committed-occupancy-changes.md). The desk's live board listens.
   */
  onLeaguesChanged?: () => void;
  /**
   * League creation, edits and deletion (decision 103) and an admin's changes to its participants, rounds and scores
   * (decision 135) are recorded in the activity log in their transaction.
   */
  record: RecordActivity;
  transaction: UnitOfWorkRunner;
  now: () => Date;
}

type LeagueSnapshotFields = Pick<
  League,
  | 'name'
  | 'startDate'
  | 'endDate'
  | 'dayOfWeek'
  | 'startTime'
  | 'endTime'
  | 'maxParticipants'
  | 'numberOfBays'
  | 'isActive'
>;

/** Names of a league's players by participant id, as the activity log shows them. */
function playerNamesById(participants: readonly LeagueParticipant[]): Map<number, string> {
  return new Map(participants.map((p) => [p.id, p.name]));
}

/** A participant row as a member may see it: no one's username or e-mail address. */
function forMembers({ username: _username, email: _email, ...row }: LeagueParticipant): LeagueParticipant {
  return row;
}

/** What the activity log keeps of a participant: enough to name the player after the row is gone (decision 135). */
function participantSnapshot(p: LeagueParticipant): ActivitySnapshot {
  return {
    participantId: p.id,
    userId: p.userId,
    player: p.username ?? null,
    teamId: p.teamId,
    isTeamLead: p.isTeamLead,
    partner: p.player2Name ?? null,
  };
}

function roundSnapshot(r: LeagueRound): ActivitySnapshot {
  return { roundId: r.id, roundNumber: r.roundNumber, roundDate: r.roundDate, name: r.name };
}

/** A score as read aloud: strokes, or 'win vs Bob'. */
function scoreValue(s: Pick<LeagueScore, 'strokes' | 'result' | 'opponentParticipantId'>, names: Map<number, string>) {
  if (s.strokes !== null) return s.strokes;
  const opponent = s.opponentParticipantId === null ? null : (names.get(s.opponentParticipantId) ?? null);
  return opponent ? `${s.result ?? '—'} vs ${opponent}` : (s.result ?? null);
}

function scoreSnapshot(s: LeagueScore, roundNumber: number | null, names: Map<number, string>): ActivitySnapshot {
  return {
    scoreId: s.id,
    round: roundNumber,
    player: names.get(s.participantId) ?? `Participant #${s.participantId}`,
    score: scoreValue(s, names),
  };
}

/** A round's whole sheet: the round's number, then each player's score (in participant order, to compare). */
function sheetSnapshot(round: LeagueRound, scores: readonly LeagueScore[], names: Map<number, string>) {
  const sheet: ActivitySnapshot = { round: round.roundNumber };
  for (const score of [...scores].sort((a, b) => a.participantId - b.participantId)) {
    sheet[names.get(score.participantId) ?? `Participant #${score.participantId}`] = scoreValue(score, names);
  }
  return sheet;
}

const sameSnapshot = (a: ActivitySnapshot, b: ActivitySnapshot) => JSON.stringify(a) === JSON.stringify(b);

/** What the activity log keeps of a league's settings. */
function leagueSnapshot(league: LeagueSnapshotFields, hasSchedule?: boolean) {
  return {
    name: league.name,
    startDate: league.startDate,
    endDate: league.endDate,
    dayOfWeek: league.dayOfWeek,
    startTime: league.startTime,
    endTime: league.endTime,
    maxParticipants: league.maxParticipants,
    numberOfBays: league.numberOfBays,
    isActive: league.isActive,
    ...(hasSchedule !== undefined ? { hasSchedule } : {}),
  };
}

export function createLeaguesService(deps: LeaguesServiceDeps) {
  const { store, reservations, now } = deps;
  /** Runs a league write, then tells onLeaguesChanged (only when the write succeeded). */
  const changing = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    deps.onLeaguesChanged?.();
    return result;
  };
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
    action: 'league.scores-saved' | 'league.score-updated',
    league: League,
    before: ActivitySnapshot,
    after: ActivitySnapshot,
  ) => {
    if (!sameSnapshot(before, after)) await recordPlay(unitOfWork, actor, league, action, before, after);
  };
  const visibleTo = (user: User): LeagueFilter => (isManager(user) ? {} : { currentOn: facilityToday(now()) });

  async function requireLeague(id: number, tables: LeagueTables = store, filter: LeagueFilter = {}): Promise<League> {
    const league = await tables.leagues.findById(id, filter);
    if (!league) throw new AppError('NOT_FOUND', LEAGUE_NOT_FOUND_MESSAGE);
    return league;
  }

  /** Member reads of play (rounds, scores, standings): admins, and the league's own players. */
  async function requireReader(user: User, leagueId: number): Promise<League> {
    const league = await requireLeague(leagueId);
    if (isManager(user)) return league;
    const participants = await store.participants.listByLeague(leagueId);
    if (!participants.some((p) => p.userId === user.id)) {
      throw new AppError('NOT_OWNER', LEAGUE_SERVICE_MESSAGES.notParticipant);
    }
    return league;
  }

  /** How the log shows a score of a round: with the round's number and the players' names. */
  async function scoreSnapshotsIn(tables: LeagueTables, leagueId: number, roundId: number) {
    const round = await tables.rounds.find(leagueId, roundId);
    const names = playerNamesById(await tables.participants.listByLeague(leagueId));
    return (score: LeagueScore) => scoreSnapshot(score, round?.roundNumber ?? null, names);
  }

  async function requireRound(leagueId: number, roundId: number, tables: LeagueTables = store) {
    const round = await tables.rounds.find(leagueId, roundId);
    if (!round) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.roundNotFound);
    return round;
  }

  /**
   * Reserves the league's bays on each night (numberOfBays rows a night); a night the bays are taken on is a
   * conflict (its reservations made so far stay until the caller releases or rolls back).
   */
  async function reserveNights(
    tx: ReservationTransaction,
    leagueId: number,
    fields: ScheduleFields,
    nights: readonly string[],
  ): Promise<ScheduleConflict[]> {
    const conflicts: ScheduleConflict[] = [];
    for (const date of nights) {
      for (let bay = 0; bay < fields.numberOfBays; bay += 1) {
        try {
          await tx.reserve({
            kind: 'league',
            leagueId,
            bookingDate: date,
            startTime: fields.startTime,
            endTime: fields.endTime,
          });
        } catch (error) {
          if (error instanceof AppError && CONFLICT_CODES.has(error.code)) {
            conflicts.push({ date, message: error.message });
            break;
          }
          throw error;
        }
      }
    }
    return conflicts;
  }

  /** One round per league night that has none yet (numbered after the existing rounds). */
  async function addRoundsForNights(tables: LeagueTables, leagueId: number, nights: readonly string[]) {
    const rounds = await tables.rounds.listByLeague(leagueId);
    const dated = new Set(rounds.map((r) => r.roundDate));
    let number = rounds.reduce((max, r) => Math.max(max, r.roundNumber), 0);
    for (const date of nights) {
      if (dated.has(date)) continue;
      number += 1;
      await tables.rounds.insert({ leagueId, roundNumber: number, roundDate: date, name: null }, timestamp());
    }
  }

  /**
   * Reserves every upcoming night of a league that exists in `tx`; on any conflict releases what it reserved
   * (the league keeps holding its bays by computation, decision 080). On success marks the schedule and adds
   * the nights' rounds.
   */
  async function scheduleInLock(
    tx: ReservationTransaction,
    leagueId: number,
    fields: ScheduleFields,
    nights: string[],
  ) {
    const tables = store.within(tx.unitOfWork);
    const conflicts = await reserveNights(tx, leagueId, fields, nights);
    if (conflicts.length > 0) {
      await tx.releaseLeague(leagueId);
      return conflicts;
    }
    await tables.leagues.setScheduleCreatedAt(leagueId, timestamp());
    await addRoundsForNights(tables, leagueId, leagueNights(fields));
    return conflicts;
  }

  function scheduleFieldsOf(league: League): ScheduleFields {
    if (!league.dayOfWeek || !league.startTime || !league.endTime || !league.numberOfBays) {
      throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.noSchedule);
    }
    return {
      startDate: league.startDate,
      endDate: league.endDate,
      dayOfWeek: league.dayOfWeek,
      startTime: league.startTime,
      endTime: league.endTime,
      numberOfBays: league.numberOfBays,
    };
  }

  function formOf(league: League, changes: Partial<LeagueForm> = {}): LeagueForm {
    const fields = scheduleFieldsOf(league);
    return {
      name: league.name,
      description: league.description ?? '',
      leagueType: league.leagueType,
      scoringType: league.scoringType,
      maxParticipants: league.maxParticipants ?? 50,
      isActive: league.isActive,
      ...fields,
      ...changes,
    };
  }

  /** Checks a round's score sheet against the league and expands match results into both sides' rows. */
  function sheetRows(league: League, round: LeagueRound, participants: LeagueParticipant[], input: ScoreSheetInput) {
    const rows: Array<{
      participantId: number;
      strokes: number | null;
      result: 'win' | 'loss' | null;
      opponentParticipantId: number | null;
    }> = [];
    const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
    const fail = (message: string, code: 'SCORE_INVALID' | 'SCORE_DUPLICATE' = 'SCORE_INVALID') => {
      throw new AppError(code, message);
    };
    for (const entry of input.entries) {
      const check = checkScoreRequest({
        scoringType: league.scoringType,
        input: {
          roundId: round.id,
          participantId: entry.participantId,
          ...(entry.strokes !== undefined ? { strokes: entry.strokes } : {}),
          ...(entry.result !== undefined ? { result: entry.result } : {}),
          ...(entry.opponentParticipantId != null ? { opponentParticipantId: entry.opponentParticipantId } : {}),
        },
        roundIds: [round.id],
        participants,
        existingScores: rows.map((r) => ({ roundId: round.id, participantId: r.participantId })),
      });
      if (!check.ok) fail(check.message, check.code === 'SCORE_DUPLICATE' ? 'SCORE_DUPLICATE' : 'SCORE_INVALID');
      if (league.scoringType === 'lowest_score') {
        if (entry.result !== undefined) fail(SCORE_MESSAGES.strokesRequired);
        rows.push({
          participantId: entry.participantId,
          strokes: entry.strokes!,
          result: null,
          opponentParticipantId: null,
        });
        continue;
      }
      if (entry.strokes !== undefined) fail(SCORE_MESSAGES.resultRequired);
      rows.push({
        participantId: entry.participantId,
        strokes: null,
        result: entry.result!,
        opponentParticipantId: entry.opponentParticipantId ?? null,
      });
    }
    if (league.scoringType === 'lowest_score') return rows;

    // Match play: each side's row; the opponent's opposite result is added when the sheet gives only one side.
    const byParticipant = new Map(rows.map((r) => [r.participantId, r]));
    const all = [...rows];
    for (const row of rows) {
      if (row.opponentParticipantId === null) continue;
      const other = byParticipant.get(row.opponentParticipantId);
      if (other) {
        if (other.opponentParticipantId !== row.participantId || other.result === row.result) {
          fail(LEAGUE_SERVICE_MESSAGES.matchResults);
        }
        continue;
      }
      const mirror = {
        participantId: row.opponentParticipantId,
        strokes: null,
        result: row.result === 'win' ? ('loss' as const) : ('win' as const),
        opponentParticipantId: row.participantId,
      };
      byParticipant.set(mirror.participantId, mirror);
      all.push(mirror);
    }
    const teamsSeen = new Set<number>();
    for (const row of all) {
      const team = teamOf.get(row.participantId)!;
      if (teamsSeen.has(team)) fail(LEAGUE_SERVICE_MESSAGES.teamTwice);
      teamsSeen.add(team);
    }
    return all;
  }

  const service = {
    list: (user: User) => store.leagues.list(visibleTo(user)),
    get: (user: User, id: number) => requireLeague(id, store, visibleTo(user)),

    async create(actor: User, payload: CreateLeaguePayload): Promise<CreateLeagueResponse> {
      const { createSchedule, ...rest } = payload;
      // 'Activate League & Create Schedule' forces the league active (docs/requirements.md#create-league).
      const form: LeagueForm = createSchedule ? { ...rest, isActive: true } : rest;
      const created = (unitOfWork: UnitOfWork, id: number, hasSchedule: boolean) =>
        recordLeague(unitOfWork, {
          actor,
          action: 'league.created',
          id,
          name: form.name,
          after: leagueSnapshot(form, hasSchedule),
        });
      if (!createSchedule) {
        const id = await deps.transaction(async (unitOfWork) => {
          const leagueId = await store.within(unitOfWork).leagues.insert(form, timestamp());
          await created(unitOfWork, leagueId, false);
          return leagueId;
        });
        return { ...(await requireLeague(id)), scheduleCreated: false, scheduleConflicts: [] };
      }
      const nights = upcomingLeagueNights(form, now());
      const { id, conflicts } = await reservations.inLock(nights, async (tx) => {
        const leagueId = await store.within(tx.unitOfWork).leagues.insert(form, timestamp());
        const scheduleConflicts = await scheduleInLock(tx, leagueId, form, nights);
        await created(tx.unitOfWork, leagueId, scheduleConflicts.length === 0);
        return { id: leagueId, conflicts: scheduleConflicts };
      });
      return { ...(await requireLeague(id)), scheduleCreated: conflicts.length === 0, scheduleConflicts: conflicts };
    },

    /** Generates the schedule of an existing league (activating it), as on creation. */
    async createSchedule(actor: User, id: number): Promise<CreateLeagueResponse> {
      const league = await requireLeague(id);
      if (league.hasSchedule) return { ...league, scheduleCreated: true, scheduleConflicts: [] };
      const form = formOf(league, { isActive: true });
      const nights = upcomingLeagueNights(form, now());
      const conflicts = await reservations.inLock(nights, async (tx) => {
        const tables = store.within(tx.unitOfWork);
        if (!league.isActive) await tables.leagues.update(id, form);
        const scheduleConflicts = await scheduleInLock(tx, id, form, nights);
        await recordLeague(tx.unitOfWork, {
          actor,
          action: 'league.updated',
          id,
          name: league.name,
          before: leagueSnapshot(league, false),
          after: leagueSnapshot(form, scheduleConflicts.length === 0),
        });
        return scheduleConflicts;
      });
      return { ...(await requireLeague(id)), scheduleCreated: conflicts.length === 0, scheduleConflicts: conflicts };
    },

    /**
     * Edits a league. A scheduled league's reservations after today move with it (released and reserved again
     * in one locked transaction; a night that no longer fits refuses the whole edit, 409, naming the nights);
     * made inactive, they are released and the schedule flag cleared. Today's and past nights stay as they were.
     */
    async update(actor: User, id: number, form: LeagueForm): Promise<League> {
      const current = await requireLeague(id);
      const updated = (unitOfWork: UnitOfWork, hasSchedule: boolean) =>
        recordLeague(unitOfWork, {
          actor,
          action: 'league.updated',
          id,
          name: form.name,
          before: leagueSnapshot(current, current.hasSchedule),
          after: leagueSnapshot(form, hasSchedule),
        });
      if (!current.hasSchedule) {
        await deps.transaction(async (unitOfWork) => {
          await store.within(unitOfWork).leagues.update(id, form);
          await updated(unitOfWork, false);
        });
        return requireLeague(id);
      }
      const today = facilityToday(now());
      const tomorrow = addDaysToDateString(today, 1);
      const oldNights = leagueNights(scheduleFieldsOf(current)).filter((d) => d >= tomorrow);
      const newNights = form.isActive ? upcomingLeagueNights(form, now()).filter((d) => d >= tomorrow) : [];
      const dates = [...new Set([...oldNights, ...newNights])].sort();
      await reservations.inLock(dates, async (tx) => {
        const tables = store.within(tx.unitOfWork);
        await tables.leagues.update(id, form);
        await tx.releaseLeague(id, { fromDate: tomorrow });
        if (!form.isActive) {
          await tx.releaseLeague(id);
          await tables.leagues.setScheduleCreatedAt(id, null);
          await updated(tx.unitOfWork, false);
          return;
        }
        const conflicts = await reserveNights(tx, id, form, newNights);
        if (conflicts.length > 0) throw new AppError('LEAGUE_SCHEDULE_CONFLICT', scheduleConflictMessage(conflicts));
        await addRoundsForNights(tables, id, newNights);
        await updated(tx.unitOfWork, true);
      });
      return requireLeague(id);
    },

    /** Deletes the league with its reservations, participants, rounds and scores, in one transaction. */
    async remove(actor: User, id: number): Promise<void> {
      const league = await requireLeague(id);
      const today = facilityToday(now());
      const nights = league.hasSchedule ? leagueNights(scheduleFieldsOf(league)).filter((d) => d >= today) : [];
      await reservations.inLock(nights, async (tx) => {
        await tx.releaseLeague(id);
        await store.within(tx.unitOfWork).leagues.delete(id);
        await recordLeague(tx.unitOfWork, {
          actor,
          action: 'league.deleted',
          id,
          name: league.name,
          before: leagueSnapshot(league, league.hasSchedule),
        });
      });
    },

    /**
     * A member registers themself (docs/requirements.md#league-signup). In the league's signup lock: open, not yet registered,
     * enough places (a new scramble team takes 2: the partner joins as a member when their e-mail belongs to
     * one, else as a guest on the member's row; joining a partner's open team takes 1).
     */
    async join(user: User, leagueId: number, body: JoinLeagueInput): Promise<LeagueParticipant[]> {
      if (body.userId !== user.id) throw new AppError('NOT_OWNER', LEAGUE_SERVICE_MESSAGES.notYourself);
      const visible = await requireLeague(leagueId, store, visibleTo(user));
      const parsed = joinLeagueSchemaFor(visible.leagueType).safeParse(body);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.join('.') || '_root';
          (fieldErrors[key] ??= []).push(issue.message);
        }
        throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]!.message, fieldErrors);
      }
      const input = parsed.data;
      // Looked up before the lock: on SQLite the lock holds the only connection.
      const partnerEmail = visible.leagueType === 'scramble' ? (input.player2Email ?? '').trim() : '';
      const partnerUser = partnerEmail ? await deps.findUserByEmail(partnerEmail) : undefined;
      if (partnerUser?.id === user.id) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.partnerIsYou, {
          player2Email: [LEAGUE_SERVICE_MESSAGES.partnerIsYou],
        });
      }
      const partnerMember = partnerUser && can(partnerUser, 'member:features') ? partnerUser : undefined;

      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        if (!isLeagueOpenForSignup(league, now())) {
          throw new AppError('LEAGUE_CLOSED', 'This league is not open for registration.');
        }
        const participants = await tables.participants.listByLeague(leagueId);
        if (participants.some((p) => p.userId === user.id)) {
          throw new AppError('LEAGUE_ALREADY_JOINED', 'You are already registered for this league.');
        }
        const requirePlaces = (needed: number) => {
          if (!hasPlacesFor(league, participants, needed))
            throw new AppError('LEAGUE_FULL', LEAGUE_SERVICE_MESSAGES.full);
        };
        const ids: number[] = [];
        const insert = async (row: Parameters<typeof tables.participants.insert>[0]) =>
          ids.push(await tables.participants.insert(row, timestamp()));

        if (league.leagueType === 'individual') {
          requirePlaces(1);
          await insert({ leagueId, userId: user.id, teamId: nextTeamId(participants), isTeamLead: true });
        } else {
          const partnerRow = partnerMember && participants.find((p) => p.userId === partnerMember.id);
          if (partnerRow) {
            const team = participants.filter((p) => p.teamId === partnerRow.teamId);
            if (team.length >= 2 || team.some((p) => p.player2Name)) {
              throw new AppError('TEAM_FULL', LEAGUE_SERVICE_MESSAGES.partnerTeamFull);
            }
            requirePlaces(1);
            await insert({ leagueId, userId: user.id, teamId: partnerRow.teamId, isTeamLead: false });
          } else {
            requirePlaces(2);
            const teamId = nextTeamId(participants);
            if (partnerMember) {
              await insert({ leagueId, userId: user.id, teamId, isTeamLead: true });
              await insert({ leagueId, userId: partnerMember.id, teamId, isTeamLead: false });
            } else {
              await insert({
                leagueId,
                userId: user.id,
                teamId,
                isTeamLead: true,
                player2Name: input.player2Name ?? null,
                player2Email: partnerEmail || null,
              });
            }
          }
        }
        const after = await tables.participants.listByLeague(leagueId);
        const mail = composeLeagueJoinedMail(user, league, now(), deps.mail);
        await deps.outbox.add([{ mail, about: `league ${leagueId} (user ${user.id} joined)` }], unitOfWork);
        return after.filter((p) => ids.includes(p.id)).map(forMembers);
      });
    },

    /** The member leaves (their row only; a scramble teammate stays, needing a player). */
    async leave(user: User, leagueId: number): Promise<void> {
      await requireLeague(leagueId);
      await store.locked(leagueId, async (tables) => {
        const own = (await tables.participants.listByLeague(leagueId)).find((p) => p.userId === user.id);
        if (!own) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.notParticipant);
        await tables.participants.delete(leagueId, own.id);
      });
    },

    async mine(user: User): Promise<MyLeague[]> {
      const rows = await store.participants.listByUser(user.id);
      const out: MyLeague[] = [];
      for (const row of rows) {
        const league = await store.leagues.findById(row.leagueId);
        if (!league) continue;
        const team = (await store.participants.listByLeague(row.leagueId)).filter((p) => p.teamId === row.teamId);
        out.push({
          league,
          participantId: row.id,
          teamId: row.teamId,
          isTeamLead: row.isTeamLead,
          teamParticipantIds: team.map((p) => p.id),
          nights: leagueNights(league),
        });
      }
      return out;
    },

    async participants(leagueId: number): Promise<LeagueParticipant[]> {
      await requireLeague(leagueId);
      return store.participants.listByLeague(leagueId);
    },

    /** Admin 'Add Participant' (docs/requirements.md#admin-participants): in the signup lock, like a member's join. */
    async addParticipant(actor: User, leagueId: number, input: AddParticipantInput): Promise<LeagueParticipant> {
      if (input.leagueId !== undefined && input.leagueId !== leagueId) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.leagueIdMismatch);
      }
      await requireLeague(leagueId);
      if (!(await deps.findUserById(input.userId))) {
        throw new AppError('VALIDATION_FAILED', ADD_PARTICIPANT_MESSAGES.userInvalid, {
          userId: [ADD_PARTICIPANT_MESSAGES.userInvalid],
        });
      }
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const participants = await tables.participants.listByLeague(leagueId);
        const check = checkAddParticipant({ league, participants, userId: input.userId, teamId: input.teamId });
        if (!check.ok) throw new AppError(check.code, check.message);
        const teamHasGuest = participants.some((p) => p.teamId === input.teamId && p.player2Name);
        if (league.leagueType === 'scramble' && teamHasGuest) {
          throw new AppError('TEAM_FULL', ADD_PARTICIPANT_MESSAGES.scrambleTeamFull);
        }
        if (!hasPlacesFor(league, participants, 1)) throw new AppError('LEAGUE_FULL', LEAGUE_SERVICE_MESSAGES.full);
        const id = await tables.participants.insert(
          { leagueId, userId: input.userId, teamId: input.teamId, isTeamLead: input.isTeamLead },
          timestamp(),
        );
        const added = (await tables.participants.find(leagueId, id))!;
        await recordPlay(unitOfWork, actor, league, 'league.participant-added', null, participantSnapshot(added));
        return added;
      });
    },

    /**
     * DELETE /api/leagues/{id}/participants/{participantId}: a participant of another league is a 404 (decision 110);
     * the player's scores go with the row, so they no longer count in the standings.
     */
    async removeParticipant(actor: User, leagueId: number, participantId: number): Promise<void> {
      await store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const participant = await tables.participants.find(leagueId, participantId);
        if (!participant || !(await tables.participants.delete(leagueId, participantId))) {
          throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        }
        await recordPlay(
          unitOfWork,
          actor,
          league,
          'league.participant-removed',
          participantSnapshot(participant),
          null,
        );
      });
    },

    async rounds(user: User, leagueId: number): Promise<LeagueRound[]> {
      await requireReader(user, leagueId);
      return store.rounds.listByLeague(leagueId);
    },

    async createRound(actor: User, leagueId: number, input: CreateRoundInput): Promise<LeagueRound> {
      if (input.leagueId !== undefined && input.leagueId !== leagueId) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.leagueIdMismatch);
      }
      try {
        return await store.transaction(async (tables, unitOfWork) => {
          const league = await requireLeague(leagueId, tables);
          const id = await tables.rounds.insert(
            { leagueId, roundNumber: input.roundNumber, roundDate: input.roundDate, name: input.name || null },
            timestamp(),
          );
          const round = (await tables.rounds.find(leagueId, id))!;
          await recordPlay(unitOfWork, actor, league, 'league.round-created', null, roundSnapshot(round));
          return round;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('ROUND_DUPLICATE', LEAGUE_SERVICE_MESSAGES.roundExists, {
            roundNumber: [LEAGUE_SERVICE_MESSAGES.roundExists],
          });
        }
        throw error;
      }
    },

    /** The round's scores go with it (the log keeps how many). */
    async deleteRound(actor: User, leagueId: number, roundId: number): Promise<void> {
      await store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const scores = await tables.scores.listByLeague(leagueId, roundId);
        if (!(await tables.rounds.delete(leagueId, roundId))) {
          throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.roundNotFound);
        }
        await recordPlay(
          unitOfWork,
          actor,
          league,
          'league.round-deleted',
          { ...roundSnapshot(round), scores: scores.length },
          null,
        );
      });
    },

    async scores(user: User, leagueId: number, roundId?: number): Promise<LeagueScore[]> {
      await requireReader(user, leagueId);
      if (roundId !== undefined) await requireRound(leagueId, roundId);
      return store.scores.listByLeague(leagueId, roundId);
    },

    /** Saves a round's whole score sheet at once (replacing its scores), in one transaction; an unchanged sheet is not recorded. */
    async saveRoundScores(
      actor: User,
      leagueId: number,
      roundId: number,
      input: ScoreSheetInput,
    ): Promise<LeagueScore[]> {
      return store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const participants = await tables.participants.listByLeague(leagueId);
        const rows = sheetRows(league, round, participants, input);
        const names = playerNamesById(participants);
        const before = sheetSnapshot(round, await tables.scores.listByLeague(leagueId, roundId), names);
        await tables.scores.deleteRound(leagueId, roundId);
        for (const row of rows) await tables.scores.insert(leagueId, roundId, row, timestamp());
        const saved = await tables.scores.listByLeague(leagueId, roundId);
        const after = sheetSnapshot(round, saved, names);
        await recordPlayChange(unitOfWork, actor, 'league.scores-saved', league, before, after);
        return saved;
      });
    },

    /** One score (docs/requirements.md#admin-calls, POST scores); a match result also records the opponent's opposite result. */
    async createScore(actor: User, leagueId: number, input: CreateScoreInput): Promise<LeagueScore> {
      if (input.leagueId !== undefined && input.leagueId !== leagueId) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.leagueIdMismatch);
      }
      return store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const rounds = await tables.rounds.listByLeague(leagueId);
        const participants = await tables.participants.listByLeague(leagueId);
        const existing = await tables.scores.listByLeague(leagueId);
        const check = checkScoreRequest({
          scoringType: league.scoringType,
          input,
          roundIds: rounds.map((r) => r.id),
          participants,
          existingScores: existing,
        });
        if (!check.ok) throw new AppError(check.code, check.message);
        const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
        if (league.scoringType === 'match_play') {
          const playing = [input.participantId, input.opponentParticipantId].filter(
            (x): x is number => x !== undefined,
          );
          const busy = existing.some(
            (s) => s.roundId === input.roundId && playing.some((p) => teamOf.get(p) === teamOf.get(s.participantId)),
          );
          if (busy) throw new AppError('SCORE_DUPLICATE', LEAGUE_SERVICE_MESSAGES.teamTwice);
        }
        const opponent = input.opponentParticipantId ?? null;
        const id = await tables.scores.insert(
          leagueId,
          input.roundId,
          {
            participantId: input.participantId,
            strokes: input.strokes ?? null,
            result: input.result ?? null,
            opponentParticipantId: opponent,
          },
          timestamp(),
        );
        if (input.result && opponent !== null) {
          await tables.scores.insert(
            leagueId,
            input.roundId,
            {
              participantId: opponent,
              strokes: null,
              result: input.result === 'win' ? 'loss' : 'win',
              opponentParticipantId: input.participantId,
            },
            timestamp(),
          );
        }
        const created = (await tables.scores.find(leagueId, id))!;
        const round = rounds.find((r) => r.id === input.roundId);
        await recordPlay(
          unitOfWork,
          actor,
          league,
          'league.score-created',
          null,
          scoreSnapshot(created, round?.roundNumber ?? null, playerNamesById(participants)),
        );
        return created;
      });
    },

    async updateScore(actor: User, leagueId: number, scoreId: number, input: UpdateScoreInput): Promise<LeagueScore> {
      return store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const score = await tables.scores.find(leagueId, scoreId);
        if (!score) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.scoreNotFound);
        if (league.scoringType === 'lowest_score' && input.result !== undefined) {
          throw new AppError('SCORE_INVALID', SCORE_MESSAGES.strokesRequired);
        }
        if (league.scoringType === 'match_play' && input.strokes !== undefined) {
          throw new AppError('SCORE_INVALID', SCORE_MESSAGES.resultRequired);
        }
        await tables.scores.update(leagueId, scoreId, input);
        // Keep the opponent's row the opposite result.
        if (input.result !== undefined && score.opponentParticipantId !== null) {
          const mirror = (await tables.scores.listByLeague(leagueId, score.roundId)).find(
            (s) => s.participantId === score.opponentParticipantId && s.opponentParticipantId === score.participantId,
          );
          if (mirror) {
            await tables.scores.update(leagueId, mirror.id, { result: input.result === 'win' ? 'loss' : 'win' });
          }
        }
        const updated = (await tables.scores.find(leagueId, scoreId))!;
        const snapshotOf = await scoreSnapshotsIn(tables, leagueId, score.roundId);
        const before = snapshotOf(score);
        const after = snapshotOf(updated);
        await recordPlayChange(unitOfWork, actor, 'league.score-updated', league, before, after);
        return updated;
      });
    },

    async deleteScore(actor: User, leagueId: number, scoreId: number): Promise<void> {
      await store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const score = await tables.scores.find(leagueId, scoreId);
        if (!score || !(await tables.scores.delete(leagueId, scoreId))) {
          throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.scoreNotFound);
        }
        const snapshotOf = await scoreSnapshotsIn(tables, leagueId, score.roundId);
        await recordPlay(unitOfWork, actor, league, 'league.score-deleted', snapshotOf(score), null);
      });
    },

    /** Computed from the scores on every read (never stored, so never stale: decision 002). */
    async standings(user: User, leagueId: number): Promise<StandingsResponse> {
      const league = await requireReader(user, leagueId);
      const participants = await store.participants.listByLeague(leagueId);
      const scores = await store.scores.listByLeague(leagueId);
      const rows = computeStandings({
        scoringType: league.scoringType,
        participants,
        scores,
      });
      const guests = new Map<number, string[]>();
      for (const p of participants) {
        if (p.player2Name) guests.set(p.teamId, [...(guests.get(p.teamId) ?? []), p.player2Name]);
      }
      return {
        leagueId,
        scoringType: league.scoringType,
        rows: rows.map((row) => ({ ...row, players: [...row.players, ...(guests.get(row.teamId) ?? [])] })),
      };
    },

    /**
     * A match-play round's pairs: the recorded ones once results are saved, else the round-robin suggestion for
     * the round's number (team leads stand for their teams; odd counts give one team a bye). Lowest score: none.
     */
    async matchups(user: User, leagueId: number, roundId: number): Promise<Matchup[]> {
      const league = await requireReader(user, leagueId);
      const round = await requireRound(leagueId, roundId);
      if (league.scoringType !== 'match_play') return [];
      const scores = await store.scores.listByLeague(leagueId, roundId);
      if (scores.length > 0) return matchupsFromScores(roundId, scores);
      const teams = teamsOf(await store.participants.listByLeague(leagueId));
      const lead = new Map(teams.map((t) => [t.teamId, t.members[0]!.id]));
      return roundRobinPairings(
        teams.map((t) => t.teamId),
        round.roundNumber - 1,
      ).map(([a, b]) => ({
        roundId,
        participantId: lead.get(a)!,
        opponentParticipantId: b === null ? null : lead.get(b)!,
        winnerParticipantId: null,
      }));
    },
  };
  // The writes that change which bays a league holds are told once they succeeded.
  return {
    ...service,
    create: (actor: User, payload: CreateLeaguePayload) => changing(service.create(actor, payload)),
    createSchedule: (actor: User, id: number) => changing(service.createSchedule(actor, id)),
    update: (actor: User, id: number, form: LeagueForm) => changing(service.update(actor, id, form)),
    remove: (actor: User, id: number) => changing(service.remove(actor, id)),
  };
}
export type LeaguesService = ReturnType<typeof createLeaguesService>;
