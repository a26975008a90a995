// League signup and participants: a member joins and leaves (with the league's places limit), their own leagues, and
// an admin's list, additions and removals of players. Places are reserved in the league's signup lock
// (docs/decisions/110-league-schedule-and-places.md).
import {
  ADD_PARTICIPANT_MESSAGES,
  ADDABLE_PLAYERS_LIMIT,
  can,
  canLeaveLeague,
  checkAddParticipant,
  facilityToday,
  LEAGUE_CHANGE_MESSAGES,
  notAMemberMessage,
  personName,
  hasPlacesFor,
  isLeagueOpenForSignup,
  joinLeagueSchemaFor,
  leagueNights,
  nextTeamId,
  partnerHoldEndsAt,
  type ActivitySnapshot,
  type AddablePlayer,
  type AddParticipantInput,
  type JoinLeagueInput,
  type LeagueInvitation,
  type LeagueParticipant,
  type MyLeague,
  type PartnerInvitation,
  type User,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { InvitationRecord } from './invitations-repository';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { composeInvitationEndedMail, composeLeagueJoinedMail, composePartnerInvitationMail } from './league-mail';
import type { LeagueTables } from './store';

/** A participant row as a member may see it: no one's username or e-mail address (a partner's neither). */
function forMembers({
  username: _username,
  email: _email,
  player2Email: _player2Email,
  ...row
}: LeagueParticipant): LeagueParticipant {
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

/**
 * What the inviter sees of their latest invitation: held, declined or run out (a pending one past its end is shown
 * as run out before the job frees it); nothing once the partner accepted and plays in the team.
 */
function partnerInvitationOf(invitation: InvitationRecord | undefined, at: string): PartnerInvitation | null {
  if (!invitation || invitation.status === 'accepted') return null;
  const status = invitation.status === 'pending' && invitation.expiresAt <= at ? 'expired' : invitation.status;
  return { partnerName: invitation.partnerName, status, expiresAt: invitation.expiresAt };
}

export function createLeagueSignup(ctx: LeagueContext) {
  const { deps, store, now, timestamp, recordPlay, visibleTo, isManager, requireLeague } = ctx;

  /**
   * A participant row as `viewer` may see it: whole for the league managers (admins), else without anyone's username or
   * e-mail address, also for the league's organisers (members and front-desk staff: docs/decisions/272-league-organisers.md).
   */
  const seenBy = (viewer: User, row: LeagueParticipant): LeagueParticipant =>
    isManager(viewer) ? row : forMembers(row);

  /** The member's own invitation; anyone else's is a 404, as if it did not exist. */
  async function requireInvitation(user: User, id: number): Promise<InvitationRecord> {
    const invitation = await store.invitations.find(id);
    if (!invitation || invitation.inviteeUserId !== user.id) {
      throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.invitationNotFound);
    }
    return invitation;
  }

  /** Read again inside the lock: it may have been answered or have run out meanwhile. */
  async function openInvitation(tables: LeagueTables, id: number): Promise<InvitationRecord> {
    const invitation = await tables.invitations.find(id);
    if (!invitation || invitation.status !== 'pending') {
      throw new AppError('INVITATION_CLOSED', LEAGUE_SERVICE_MESSAGES.invitationClosed);
    }
    return invitation;
  }

  /** Ends a held place (declined or ran out): frees the place on the inviter's row and tells the inviter. */
  async function endHold(
    tables: LeagueTables,
    unitOfWork: UnitOfWork,
    invitation: InvitationRecord,
    how: 'declined' | 'expired',
  ): Promise<boolean> {
    if (!(await tables.invitations.close(invitation.id, how, timestamp()))) return false;
    await tables.participants.setPartner(invitation.participantId, null);
    const league = await requireLeague(invitation.leagueId, tables);
    const inviter = await tables.participants.find(invitation.leagueId, invitation.participantId);
    if (inviter?.email) {
      const mail = composeInvitationEndedMail(
        { email: inviter.email, username: inviter.username ?? '', name: inviter.name },
        invitation.partnerName,
        league,
        how,
      );
      await deps.outbox.add([{ mail, about: `league invitation ${invitation.id} (${how})` }], unitOfWork);
    }
    return true;
  }

  /** Inside the league's signup lock: frees the league's holds that ran out, before anything counts its places. */
  async function expireDueHolds(tables: LeagueTables, unitOfWork: UnitOfWork, leagueId: number): Promise<number> {
    let expired = 0;
    for (const invitation of await tables.invitations.due(timestamp(), leagueId)) {
      if (await endHold(tables, unitOfWork, invitation, 'expired')) expired += 1;
    }
    return expired;
  }

  return {
    /**
     * A member registers themself (docs/requirements.md#league-signup). In the league's signup lock: open, not yet
     * registered, enough places. A scramble join makes a new team of 2 places: the partner is held on the member's
     * row by the name and e-mail typed. When that e-mail belongs to another member, that member is only invited: they
     * play once they accept, and the place is held for the team until then
     * (docs/decisions/206-scramble-partner-invitations.md). The answer is the same either way, so it never tells
     * whether an address belongs to a member.
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
      const partner =
        visible.leagueType === 'scramble'
          ? { name: (input.player2Name ?? '').trim(), email: (input.player2Email ?? '').trim() }
          : null;
      // Looked up before the lock: on SQLite the lock holds the only connection.
      const partnerUser = partner ? await deps.findUserByEmail(partner.email) : undefined;
      if (partnerUser?.id === user.id) {
        throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.partnerIsYou, {
          player2Email: [LEAGUE_SERVICE_MESSAGES.partnerIsYou],
        });
      }
      // Only to an address its member has verified (decision 207): anything else stays a guest partner's.
      const invitee =
        partnerUser && can(partnerUser, 'member:features') && partnerUser.emailVerified ? partnerUser : undefined;

      // Reserved before the lock (the limiter writes through its own connection): the confirmation and the invitation.
      const mailed = await deps.mailLimit.reserve(user, [user.email, ...(invitee ? [invitee.email] : [])]);
      return store
        .locked(leagueId, async (tables, unitOfWork) => {
          await expireDueHolds(tables, unitOfWork, leagueId);
          const league = await requireLeague(leagueId, tables);
          if (!isLeagueOpenForSignup(league, now())) {
            throw new AppError('LEAGUE_CLOSED', 'This league is not open for registration.');
          }
          const participants = await tables.participants.listByLeague(leagueId);
          if (participants.some((p) => p.userId === user.id)) {
            throw new AppError('LEAGUE_ALREADY_JOINED', 'You are already registered for this league.');
          }
          if (!hasPlacesFor(league, participants, partner ? 2 : 1)) {
            throw new AppError('LEAGUE_FULL', LEAGUE_SERVICE_MESSAGES.full);
          }
          const id = await tables.participants.insert(
            {
              leagueId,
              userId: user.id,
              teamId: nextTeamId(participants),
              isTeamLead: true,
              player2Name: partner?.name ?? null,
              player2Email: partner?.email ?? null,
            },
            timestamp(),
          );
          const mails = [
            {
              mail: composeLeagueJoinedMail(user, league, now(), deps.mail),
              about: `league ${leagueId} (user ${user.id} joined)`,
            },
          ];
          if (partner && invitee) {
            const expiresAt = partnerHoldEndsAt(league, now()).toISOString();
            const invitationId = await tables.invitations.insert(
              { leagueId, participantId: id, inviteeUserId: invitee.id, partnerName: partner.name, expiresAt },
              timestamp(),
            );
            mails.push({
              mail: composePartnerInvitationMail(invitee, personName(user), league, expiresAt),
              about: `league invitation ${invitationId}`,
            });
          }
          await deps.outbox.add(mails, unitOfWork);
          const joined = (await tables.participants.find(leagueId, id))!;
          return [forMembers(joined)];
        })
        .catch(async (error: unknown) => {
          await mailed.release().catch(() => undefined);
          throw error;
        });
    },

    /** The invitations waiting for the member's answer (a hold that ran out is no longer one, even before the job). */
    async invitations(user: User): Promise<LeagueInvitation[]> {
      const at = timestamp();
      const out: LeagueInvitation[] = [];
      for (const invitation of await store.invitations.pendingFor(user.id)) {
        if (invitation.expiresAt <= at) continue;
        const league = await store.leagues.findById(invitation.leagueId);
        if (!league) continue;
        out.push({ id: invitation.id, league, inviterName: invitation.inviterName, expiresAt: invitation.expiresAt });
      }
      return out;
    },

    /**
     * The invited member joins the inviter's team in the place held for it. Decided in the league's signup lock, after
     * the holds that ran out were freed, so an invitation answered too late is refused even before the job ran.
     */
    async acceptInvitation(user: User, invitationId: number): Promise<void> {
      const found = await requireInvitation(user, invitationId);
      await store.locked(found.leagueId, async (tables, unitOfWork) => {
        await expireDueHolds(tables, unitOfWork, found.leagueId);
        const invitation = await openInvitation(tables, invitationId);
        const league = await requireLeague(invitation.leagueId, tables);
        if (!isLeagueOpenForSignup(league, now())) {
          throw new AppError('LEAGUE_CLOSED', 'This league is not open for registration.');
        }
        const participants = await tables.participants.listByLeague(league.id);
        if (participants.some((p) => p.userId === user.id)) {
          throw new AppError('LEAGUE_ALREADY_JOINED', LEAGUE_SERVICE_MESSAGES.alreadyPlaying);
        }
        const inviterRow = participants.find((p) => p.id === invitation.participantId)!;
        await tables.invitations.close(invitation.id, 'accepted', timestamp());
        await tables.participants.setPartner(inviterRow.id, null);
        await tables.participants.insert(
          { leagueId: league.id, userId: user.id, teamId: inviterRow.teamId, isTeamLead: false },
          timestamp(),
        );
        const mail = composeLeagueJoinedMail(user, league, now(), deps.mail);
        await deps.outbox.add([{ mail, about: `league ${league.id} (user ${user.id} accepted)` }], unitOfWork);
      });
    },

    /** The invited member says no: the held place is freed and the inviter told. */
    async declineInvitation(user: User, invitationId: number): Promise<void> {
      const found = await requireInvitation(user, invitationId);
      await store.locked(found.leagueId, async (tables, unitOfWork) => {
        await expireDueHolds(tables, unitOfWork, found.leagueId);
        const invitation = await openInvitation(tables, invitationId);
        await endHold(tables, unitOfWork, invitation, 'declined');
      });
    },

    /**
     * The background job's pass: frees every hold that ran out, one league at a time in its signup lock, and tells
     * each inviter. Returns how many invitations expired.
     */
    async expireInvitations(): Promise<number> {
      const due = await store.invitations.due(timestamp());
      let expired = 0;
      for (const leagueId of new Set(due.map((i) => i.leagueId))) {
        expired += await store.locked(leagueId, (tables, unitOfWork) => expireDueHolds(tables, unitOfWork, leagueId));
      }
      return expired;
    },

    /** The member leaves (their row only; a scramble teammate stays, needing a player). */
    async leave(user: User, leagueId: number): Promise<void> {
      await requireLeague(leagueId);
      await store.locked(leagueId, async (tables) => {
        const league = await requireLeague(leagueId, tables);
        const own = (await tables.participants.listByLeague(leagueId)).find((p) => p.userId === user.id);
        if (!own) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.notParticipant);
        if (!canLeaveLeague(league, now())) throw new AppError('LEAGUE_STARTED', LEAGUE_CHANGE_MESSAGES.started);
        await tables.participants.delete(leagueId, own.id);
      });
    },

    async mine(user: User): Promise<MyLeague[]> {
      const rows = await store.participants.listByUser(user.id);
      const invitations = await store.invitations.latestFrom(rows.map((r) => r.id));
      const out: MyLeague[] = [];
      for (const row of rows) {
        const league = await store.leagues.findById(row.leagueId);
        if (!league) continue;
        const team = (await store.participants.listByLeague(row.leagueId)).filter((p) => p.teamId === row.teamId);
        const partnerNames = [
          ...team.filter((p) => p.id !== row.id).map((p) => p.name),
          ...team.flatMap((p) => (p.player2Name ? [p.player2Name] : [])),
        ];
        out.push({
          league,
          participantId: row.id,
          teamId: row.teamId,
          isTeamLead: row.isTeamLead,
          teamParticipantIds: team.map((p) => p.id),
          partnerNames,
          nights: leagueNights(league),
          partnerInvitation: partnerInvitationOf(invitations.get(row.id), timestamp()),
          firstRoundNumber: row.firstRoundNumber ?? null,
          lastRoundNumber: row.lastRoundNumber ?? null,
        });
      }
      return out;
    },

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

    /**
     * Admin 'Add Participant' (docs/requirements.md#admin-participants): in the signup lock, like a member's join, and
     * the player gets the same confirmation e-mail with the league nights' calendar.
     */
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
      // The player gets the confirmation a member who joins gets (the nights and their .ics), queued with the addition.
      // The addition is never refused for it: an unverified address past its mail limit is simply not written to.
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
     * DELETE /api/leagues/{id}/participants/{participantId}: a participant of another league is a 404 (decision 110);
     * a player with a card is refused (409 PARTICIPANT_HAS_SCORES: withdraw them instead, so their cards, skins and
     * results e-mailed stand: docs/decisions/271-league-withdrawal-and-late-joiners.md).
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

    /**
     * POST …/participants/{participantId}/withdraw: the player leaves the rounds still to come and keeps their history
     * (cards, skins and results stand; the standings mark them withdrawn). They stay in the rounds already dated
     * before today and any round they have a card or mark in
     * (docs/decisions/271-league-withdrawal-and-late-joiners.md). Withdrawing again changes nothing.
     */
    async withdrawParticipant(actor: User, leagueId: number, participantId: number): Promise<LeagueParticipant> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const participant = await tables.participants.find(leagueId, participantId);
        if (!participant) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        if (participant.lastRoundNumber !== null && participant.lastRoundNumber !== undefined) {
          return seenBy(actor, participant);
        }
        const today = facilityToday(now());
        const rounds = await tables.rounds.listByLeague(leagueId);
        const theirs = new Set([
          ...(await tables.scores.listByLeague(leagueId))
            .filter((s) => s.participantId === participantId)
            .map((s) => s.roundId),
          ...(await tables.absences.listByLeague(leagueId))
            .filter((a) => a.participantId === participantId)
            .map((a) => a.roundId),
        ]);
        const last = Math.max(
          (participant.firstRoundNumber ?? 1) - 1,
          ...rounds.filter((r) => r.roundDate < today || theirs.has(r.id)).map((r) => r.roundNumber),
        );
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
