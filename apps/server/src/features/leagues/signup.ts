// League signup and participants: a member joins and leaves (with the league's places limit), their own leagues, and
// an admin's list, additions and removals of players. Places are reserved in the league's signup lock
// (docs/decisions/110-league-schedule-and-places.md).
import {
  ADD_PARTICIPANT_MESSAGES,
  can,
  canLeaveLeague,
  checkAddParticipant,
  LEAGUE_CHANGE_MESSAGES,
  notAMemberMessage,
  personName,
  hasPlacesFor,
  isLeagueOpenForSignup,
  joinLeagueSchemaFor,
  leagueNights,
  nextTeamId,
  type ActivitySnapshot,
  type AddParticipantInput,
  type JoinLeagueInput,
  type LeagueParticipant,
  type MyLeague,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { composeLeagueJoinedMail } from './league-mail';

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

export function createLeagueSignup(ctx: LeagueContext) {
  const { deps, store, now, timestamp, recordPlay, visibleTo, requireLeague } = ctx;

  return {
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
        const league = await requireLeague(leagueId, tables);
        const own = (await tables.participants.listByLeague(leagueId)).find((p) => p.userId === user.id);
        if (!own) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.notParticipant);
        if (!canLeaveLeague(league, now())) throw new AppError('LEAGUE_STARTED', LEAGUE_CHANGE_MESSAGES.started);
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
      await store.locked(leagueId, async (tables, unitOfWork) => {
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
  };
}
