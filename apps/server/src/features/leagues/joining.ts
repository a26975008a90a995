// A member joins a league and leaves it, and sees their own leagues (docs/requirements.md#league-signup): places
// are counted and reserved in the league's signup lock (docs/decisions/110-league-schedule-and-places.md); a
// scramble join holds the partner's place, inviting a partner who is a member (invitations.ts).
import {
  can,
  canLeaveLeague,
  hasPlacesFor,
  joinLeagueSchemaFor,
  LEAGUE_CHANGE_MESSAGES,
  leagueNights,
  nextTeamId,
  partnerHoldEndsAt,
  personName,
  type JoinLeagueInput,
  type LeagueParticipant,
  type MyLeague,
  type PartnerInvitation,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { expireDueHolds } from './invitations';
import type { InvitationRecord } from './invitations-repository';
import { forMembers, LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { composeLeagueJoinedMail, composePartnerInvitationMail } from './league-mail';

/**
 * What the inviter sees of their latest invitation: held, declined or run out (a pending one past its end is shown
 * as run out before the job frees it); nothing once the partner accepted and plays in the team.
 */
function partnerInvitationOf(invitation: InvitationRecord | undefined, at: string): PartnerInvitation | null {
  if (!invitation || invitation.status === 'accepted') return null;
  const status = invitation.status === 'pending' && invitation.expiresAt <= at ? 'expired' : invitation.status;
  return { partnerName: invitation.partnerName, status, expiresAt: invitation.expiresAt };
}

/** The join's body checked by the league's own schema (a scramble league's asks for the partner): 400 naming fields. */
function parseJoin(leagueType: Parameters<typeof joinLeagueSchemaFor>[0], body: JoinLeagueInput): JoinLeagueInput {
  const parsed = joinLeagueSchemaFor(leagueType).safeParse(body);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_root';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]!.message, fieldErrors);
}

export function createLeagueJoining(ctx: LeagueContext) {
  const { deps, store, now, timestamp, visibleTo, requireLeague, requireSignupOpen } = ctx;

  return {
    /**
     * A member registers themself. In the league's signup lock: open, not yet registered, enough places. A scramble
     * join makes a new team of 2 places: the partner is held on the member's row by the name and e-mail typed. When
     * that e-mail belongs to another member, that member is only invited: they play once they accept, and the place is
     * held for the team until then (docs/decisions/206-scramble-partner-invitations.md). The answer is the same either
     * way, so it never tells whether an address belongs to a member.
     */
    async join(user: User, leagueId: number, body: JoinLeagueInput): Promise<LeagueParticipant[]> {
      if (body.userId !== user.id) throw new AppError('NOT_OWNER', LEAGUE_SERVICE_MESSAGES.notYourself);
      const visible = await requireLeague(leagueId, store, visibleTo(user));
      const input = parseJoin(visible.leagueType, body);
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

      // Reserved before the lock (the limiter writes through its own connection). The invitation to another member is
      // refused past its limits (429); the member's own confirmation never refuses the join: to an unverified address
      // past its limits it is left out, as a booking's e-mail is (decisions 248 and 482).
      const invited = invitee ? await deps.mailLimit.reserve(user, [invitee.email]) : null;
      const confirmation = await deps.mailLimit.tryTake(user).catch(async (error: unknown) => {
        await invited?.release().catch(() => undefined);
        throw error;
      });
      return store
        .locked(leagueId, async (tables, unitOfWork) => {
          await expireDueHolds(ctx, tables, unitOfWork, leagueId);
          const league = await requireLeague(leagueId, tables);
          requireSignupOpen(league);
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
          const mails = confirmation
            ? [
                {
                  mail: composeLeagueJoinedMail(user, league, now(), deps.mail),
                  about: `league ${leagueId} (user ${user.id} joined)`,
                },
              ]
            : [];
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
          if (mails.length > 0) await deps.outbox.add(mails, unitOfWork);
          if (!confirmation) {
            deps.warn(
              `League ${leagueId}, user ${user.id} joined: not e-mailed, the unverified address's mail limit is reached`,
            );
          }
          const joined = (await tables.participants.find(leagueId, id))!;
          return [forMembers(joined)];
        })
        .catch(async (error: unknown) => {
          await invited?.release().catch(() => undefined);
          await confirmation?.release().catch(() => undefined);
          throw error;
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
  };
}
