// A scramble partner's invitation (docs/decisions/206-scramble-partner-invitations.md): a member's join that names a
// partner with a member account holds the place on the inviter's row and invites them; they accept or decline in the
// app, or the hold runs out (the background job's pass, and every count of the league's places first). Everything
// is decided in the league's signup lock (docs/decisions/110-league-schedule-and-places.md).
import type { LeagueInvitation, User } from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { InvitationRecord } from './invitations-repository';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { composeInvitationEndedMail, composeLeagueJoinedMail } from './league-mail';
import type { LeagueTables } from './store';

/** Ends a held place (declined or ran out): frees the place on the inviter's row and tells the inviter. */
async function endHold(
  ctx: LeagueContext,
  tables: LeagueTables,
  unitOfWork: UnitOfWork,
  invitation: InvitationRecord,
  how: 'declined' | 'expired',
): Promise<boolean> {
  if (!(await tables.invitations.close(invitation.id, how, ctx.timestamp()))) return false;
  await tables.participants.setPartner(invitation.participantId, null);
  const league = await ctx.requireLeague(invitation.leagueId, tables);
  const inviter = await tables.participants.find(invitation.leagueId, invitation.participantId);
  if (inviter?.email) {
    const mail = composeInvitationEndedMail(
      { email: inviter.email, username: inviter.username ?? '', name: inviter.name },
      invitation.partnerName,
      league,
      how,
    );
    await ctx.deps.outbox.add([{ mail, about: `league invitation ${invitation.id} (${how})` }], unitOfWork);
  }
  return true;
}

/** Inside the league's signup lock: frees the league's holds that ran out, before anything counts its places. */
export async function expireDueHolds(
  ctx: LeagueContext,
  tables: LeagueTables,
  unitOfWork: UnitOfWork,
  leagueId: number,
): Promise<number> {
  let expired = 0;
  for (const invitation of await tables.invitations.due(ctx.timestamp(), leagueId)) {
    if (await endHold(ctx, tables, unitOfWork, invitation, 'expired')) expired += 1;
  }
  return expired;
}

export function createLeagueInvitations(ctx: LeagueContext) {
  const { deps, store, now, timestamp, requireLeague, requireSignupOpen } = ctx;

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

  return {
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
        await expireDueHolds(ctx, tables, unitOfWork, found.leagueId);
        const invitation = await openInvitation(tables, invitationId);
        const league = await requireLeague(invitation.leagueId, tables);
        requireSignupOpen(league);
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
        await expireDueHolds(ctx, tables, unitOfWork, found.leagueId);
        const invitation = await openInvitation(tables, invitationId);
        await endHold(ctx, tables, unitOfWork, invitation, 'declined');
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
        expired += await store.locked(leagueId, (tables, unitOfWork) =>
          expireDueHolds(ctx, tables, unitOfWork, leagueId),
        );
      }
      return expired;
    },
  };
}
