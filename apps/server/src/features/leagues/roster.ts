// A league's players as its organiser manages them (docs/requirements.md#admin-participants): the list, the
// members who could be added, an addition (in the signup lock, like a member's join, with the same confirmation
// e-mail), a removal of a player without cards, and a withdrawal that keeps a player's history
// (docs/decisions/271-league-withdrawal-and-late-joiners.md).
import {
  ADD_PARTICIPANT_MESSAGES,
  ADDABLE_PLAYERS_LIMIT,
  can,
  checkAddParticipant,
  facilityToday,
  hasPlacesFor,
  notAMemberMessage,
  personName,
  withdrawalLastRound,
  type ActivitySnapshot,
  type AddablePlayer,
  type AddParticipantInput,
  type LeagueParticipant,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { forMembers, LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { composeLeagueJoinedMail } from './league-mail';

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

export function createLeagueRoster(ctx: LeagueContext) {
  const { deps, store, now, timestamp, recordPlay, isManager, requireLeague } = ctx;

  /**
   * A participant row as `viewer` may see it: whole for the league managers (admins), else without anyone's username or
   * e-mail address, also for the league's organisers (members and front-desk staff: docs/decisions/272-league-organisers.md).
   */
  const seenBy = (viewer: User, row: LeagueParticipant): LeagueParticipant =>
    isManager(viewer) ? row : forMembers(row);

  return {
    /** The league's players; their usernames and e-mails only for league managers (an organiser sees names). */
    async participants(user: User, leagueId: number): Promise<LeagueParticipant[]> {
      await requireLeague(leagueId);
      const players = await store.participants.listByLeague(leagueId);
      return players.map((player) => seenBy(user, player));
    },

    /**
     * GET …/addable-players: members matching `q` who are not in the league yet, by shown name only (the organiser's
     * picker for 'Add Participant'; docs/decisions/272-league-organisers.md).
     */
    async addablePlayers(leagueId: number, q: string): Promise<AddablePlayer[]> {
      await requireLeague(leagueId);
      const joined = new Set((await store.participants.listByLeague(leagueId)).map((p) => p.userId));
      const found = await deps.searchMembers(q, ADDABLE_PLAYERS_LIMIT + joined.size);
      return found
        .filter((member) => !joined.has(member.id))
        .slice(0, ADDABLE_PLAYERS_LIMIT)
        .map((member) => ({ id: member.id, name: personName(member) }));
    },

    /** 'Add Participant': the player gets the confirmation a member who joins gets (the nights and their .ics). */
    async addParticipant(actor: User, leagueId: number, input: AddParticipantInput): Promise<LeagueParticipant> {
      if (input.leagueId !== undefined && input.leagueId !== leagueId) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.leagueIdMismatch);
      }
      await requireLeague(leagueId);
      const player = await deps.findUserById(input.userId);
      if (!player) {
        throw new AppError('VALIDATION_FAILED', ADD_PARTICIPANT_MESSAGES.userInvalid, {
          userId: [ADD_PARTICIPANT_MESSAGES.userInvalid],
        });
      }
      if (!can(player, 'member:features')) {
        const message = notAMemberMessage(personName(player));
        throw new AppError('NOT_A_MEMBER', message, { userId: [message] });
      }
      // Queued with the addition, which is never refused for it: an unverified address past its mail limit is simply
      // not written to.
      const place = await deps.mailLimit.tryTake(player);
      const added = store.locked(leagueId, async (tables, unitOfWork) => {
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
        const row = (await tables.participants.find(leagueId, id))!;
        await recordPlay(unitOfWork, actor, league, 'league.participant-added', null, participantSnapshot(row));
        if (place) {
          const mail = composeLeagueJoinedMail(player, league, now(), deps.mail);
          await deps.outbox.add([{ mail, about: `league ${leagueId} (user ${player.id} added)` }], unitOfWork);
        }
        return seenBy(actor, row);
      });
      return added.catch(async (error: unknown) => {
        await place?.release().catch(() => undefined);
        throw error;
      });
    },

    /**
     * A participant of another league is a 404 (decision 110); a player with a card is refused (409
     * PARTICIPANT_HAS_SCORES: withdraw them instead, so their cards, skins and results e-mailed stand: decision 271).
     */
    async removeParticipant(actor: User, leagueId: number, participantId: number): Promise<void> {
      await store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const participant = await tables.participants.find(leagueId, participantId);
        if (!participant) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        const scores = await tables.scores.listByLeague(leagueId);
        if (scores.some((s) => s.participantId === participantId)) {
          throw new AppError('PARTICIPANT_HAS_SCORES', LEAGUE_SERVICE_MESSAGES.participantHasScores(participant.name));
        }
        if (!(await tables.participants.delete(leagueId, participantId))) {
          throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        }
        const before = participantSnapshot(participant);
        await recordPlay(unitOfWork, actor, league, 'league.participant-removed', before, null);
      });
    },

    /**
     * The player leaves the rounds still to come and keeps their history (cards, skins and results stand; the
     * standings mark them withdrawn), from the round after core's withdrawalLastRound. Withdrawing again changes
     * nothing.
     */
    async withdrawParticipant(actor: User, leagueId: number, participantId: number): Promise<LeagueParticipant> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const participant = await tables.participants.find(leagueId, participantId);
        if (!participant) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        if (participant.lastRoundNumber !== null && participant.lastRoundNumber !== undefined) {
          return seenBy(actor, participant);
        }
        const last = withdrawalLastRound({
          player: participant,
          rounds: await tables.rounds.listByLeague(leagueId),
          scores: await tables.scores.listByLeague(leagueId),
          absences: await tables.absences.listByLeague(leagueId),
          today: facilityToday(now()),
        });
        await tables.participants.withdraw(leagueId, participantId, last);
        const withdrawn = (await tables.participants.find(leagueId, participantId))!;
        await recordPlay(unitOfWork, actor, league, 'league.participant-withdrawn', participantSnapshot(participant), {
          ...participantSnapshot(withdrawn),
          lastRound: last,
        });
        return seenBy(actor, withdrawn);
      });
    },
  };
}
