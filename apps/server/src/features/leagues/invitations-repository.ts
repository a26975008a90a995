// The league_invitations table's one repository: a scramble partner's invitation, sent when a member's join names a
// partner with a member account (docs/decisions/206-scramble-partner-invitations.md). The held place itself is the
// inviter's row's partner fields (participants-repository.ts); this table says who was invited, until when, and how
// they answered.
import type { Knex } from 'knex';
import { personName, type LeagueInvitationStatus } from '@longwood/core';
import { insertRow, toNumber } from '../../db/dialect';

export interface InvitationRecord {
  id: number;
  leagueId: number;
  participantId: number;
  inviteeUserId: number;
  partnerName: string;
  status: LeagueInvitationStatus;
  expiresAt: string;
  /** The inviter (the user of the participant row), by id and display name. */
  inviterUserId: number;
  inviterName: string;
}

interface InvitationRow {
  id: unknown;
  league_id: unknown;
  participant_id: unknown;
  invitee_user_id: unknown;
  partner_name: string;
  status: LeagueInvitationStatus;
  expires_at: string;
  inviter_user_id: unknown;
  username: string;
  name: string | null;
}

function toInvitation(row: InvitationRow): InvitationRecord {
  return {
    id: toNumber(row.id),
    leagueId: toNumber(row.league_id),
    participantId: toNumber(row.participant_id),
    inviteeUserId: toNumber(row.invitee_user_id),
    partnerName: row.partner_name,
    status: row.status,
    expiresAt: row.expires_at,
    inviterUserId: toNumber(row.inviter_user_id),
    inviterName: personName(row),
  };
}

export interface NewInvitation {
  leagueId: number;
  participantId: number;
  inviteeUserId: number;
  partnerName: string;
  expiresAt: string;
}

export function invitationQueries(db: Knex) {
  const select = () =>
    db('league_invitations as i')
      .join('league_participants as p', 'p.id', 'i.participant_id')
      .join('users as u', 'u.id', 'p.user_id')
      .select('i.*', 'p.user_id as inviter_user_id', 'u.username', 'u.name')
      .orderBy('i.id');
  const many = async (query: Knex.QueryBuilder) => ((await query) as InvitationRow[]).map(toInvitation);

  return {
    async insert(invitation: NewInvitation, createdAt: string): Promise<number> {
      return insertRow(db, 'league_invitations', {
        league_id: invitation.leagueId,
        participant_id: invitation.participantId,
        invitee_user_id: invitation.inviteeUserId,
        partner_name: invitation.partnerName,
        status: 'pending',
        expires_at: invitation.expiresAt,
        created_at: createdAt,
      });
    },

    async find(id: number): Promise<InvitationRecord | undefined> {
      const row = (await select().where('i.id', id).first()) as InvitationRow | undefined;
      return row ? toInvitation(row) : undefined;
    },

    /** The pending invitations of one member, oldest first. */
    pendingFor: (userId: number) => many(select().where({ 'i.invitee_user_id': userId, 'i.status': 'pending' })),

    /** Pending invitations whose hold ended at or before `at` (ISO instant), in one league or all. */
    due: (at: string, leagueId?: number) => {
      const query = select().where('i.status', 'pending').andWhere('i.expires_at', '<=', at);
      return many(leagueId === undefined ? query : query.andWhere('i.league_id', leagueId));
    },

    /** The latest invitation sent from each of these participant rows. */
    async latestFrom(participantIds: readonly number[]): Promise<Map<number, InvitationRecord>> {
      const out = new Map<number, InvitationRecord>();
      if (participantIds.length === 0) return out;
      for (const invitation of await many(select().whereIn('i.participant_id', participantIds))) {
        out.set(invitation.participantId, invitation);
      }
      return out;
    },

    /** Answers a pending invitation; false when it was no longer pending (answered or expired meanwhile). */
    async close(id: number, status: Exclude<LeagueInvitationStatus, 'pending'>, answeredAt: string): Promise<boolean> {
      const changed = await db('league_invitations')
        .where({ id, status: 'pending' })
        .update({ status, answered_at: answeredAt });
      return changed > 0;
    },
  };
}
