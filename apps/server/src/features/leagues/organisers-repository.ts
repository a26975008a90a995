// The league_organisers table's one repository: who an admin gave each league to organise
// (docs/decisions/272-league-organisers.md). Names come from the users table (core's personName), never e-mails.
import type { Knex } from 'knex';
import { mayOrganiseLeagues, personName, type LeagueOrganiser, type OrganisedLeague } from '@longwood/core';
import { toBool, toNumber } from '../../db/dialect';

interface OrganiserRow {
  user_id: unknown;
  username: string;
  name: string | null;
  is_member: unknown;
  is_front_desk: unknown;
}

function roleText(row: OrganiserRow): string {
  const roles = [toBool(row.is_member) ? 'Member' : null, toBool(row.is_front_desk) ? 'Front desk' : null];
  return roles.filter(Boolean).join(', ') || 'No longer a member or front desk';
}

export function organiserQueries(db: Knex) {
  return {
    /** The league's organisers by name. */
    async listByLeague(leagueId: number): Promise<LeagueOrganiser[]> {
      const rows: OrganiserRow[] = await db('league_organisers as o')
        .join('users as u', 'u.id', 'o.user_id')
        .where('o.league_id', leagueId)
        .orderBy('o.id')
        .select('o.user_id', 'u.username', 'u.name', 'u.is_member', 'u.is_front_desk');
      return rows.map((row) => ({ userId: toNumber(row.user_id), name: personName(row), role: roleText(row) }));
    },

    /**
     * Does the user organise the league now: given it, and still a member or front-desk user (a grant outlives neither
     * role; the policy's mayOrganiseLeagues).
     */
    async organises(leagueId: number, userId: number): Promise<boolean> {
      const row: { is_member: unknown; is_front_desk: unknown } | undefined = await db('league_organisers as o')
        .join('users as u', 'u.id', 'o.user_id')
        .where({ 'o.league_id': leagueId, 'o.user_id': userId })
        .first('u.is_member', 'u.is_front_desk');
      return (
        row !== undefined &&
        mayOrganiseLeagues({ isMember: toBool(row.is_member), isFrontDesk: toBool(row.is_front_desk) })
      );
    },

    /** The leagues the user was given to organise, by name. */
    async leaguesOf(userId: number): Promise<OrganisedLeague[]> {
      const rows: { id: unknown; name: string }[] = await db('league_organisers as o')
        .join('leagues as l', 'l.id', 'o.league_id')
        .where('o.user_id', userId)
        .orderBy('l.name')
        .select('l.id', 'l.name');
      return rows.map((row) => ({ id: toNumber(row.id), name: row.name }));
    },

    /** Gives the league to the user (a second grant changes nothing); true when it was new. */
    async grant(leagueId: number, userId: number, createdAt: string): Promise<boolean> {
      const inserted = await db('league_organisers')
        .insert({ league_id: leagueId, user_id: userId, created_at: createdAt })
        .onConflict(['league_id', 'user_id'])
        .ignore()
        .returning('id');
      return inserted.length > 0;
    },

    /** Takes the league back; true when they had it. */
    async revoke(leagueId: number, userId: number): Promise<boolean> {
      return (await db('league_organisers').where({ league_id: leagueId, user_id: userId }).delete()) > 0;
    },
  };
}
