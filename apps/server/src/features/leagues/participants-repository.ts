// The league_participants table's one repository (docs/requirements.md#league-participant). A scramble partner without a
// member account is recorded on their teammate's row (player2_name, player2_email). Each row carries the player's
// display name (core's personName) for everyone, and their username and e-mail for the admin screens.
import type { Knex } from 'knex';
import { personName, type LeagueParticipant, type NightSettingsRow } from '@longwood/core';
import { insertRow, toBool, toNumber } from '../../db/dialect';

interface ParticipantRow {
  id: unknown;
  league_id: unknown;
  user_id: unknown;
  team_id: unknown;
  is_team_lead: unknown;
  player2_name: string | null;
  player2_email: string | null;
  first_round_number: unknown;
  last_round_number: unknown;
  flight: unknown;
  side?: unknown;
  username: string;
  name: string | null;
  email: string;
}

function toParticipant(row: ParticipantRow): LeagueParticipant {
  return {
    id: toNumber(row.id),
    leagueId: toNumber(row.league_id),
    userId: toNumber(row.user_id),
    teamId: toNumber(row.team_id),
    isTeamLead: toBool(row.is_team_lead),
    name: personName(row),
    username: row.username,
    email: row.email,
    player2Name: row.player2_name,
    player2Email: row.player2_email,
    firstRoundNumber: row.first_round_number === null ? null : toNumber(row.first_round_number),
    lastRoundNumber: row.last_round_number === null ? null : toNumber(row.last_round_number),
    flight: row.flight === null || row.flight === undefined ? null : toNumber(row.flight),
    side: row.side === null || row.side === undefined ? null : toNumber(row.side),
  };
}

export interface NewParticipant {
  leagueId: number;
  userId: number;
  teamId: number;
  isTeamLead: boolean;
  player2Name?: string | null;
  player2Email?: string | null;
}

interface HandicapRow {
  id: unknown;
  starting_handicap: unknown;
  starting_handicap_player1: unknown;
  starting_handicap_player2: unknown;
  handicap_override: unknown;
  handicap_override_reason: string | null;
  handicap_override_from_round: unknown;
}

/**
 * A player's night settings: the entered starting handicap (a scramble team's with the two players' handicaps it was
 * made from, in the order of the team's players, when it was made from them) and the organiser's override.
 */
function toNightSettings(row: HandicapRow): NightSettingsRow {
  return {
    participantId: toNumber(row.id),
    startingHandicap: row.starting_handicap === null ? null : Number(row.starting_handicap),
    playerHandicaps:
      row.starting_handicap_player1 === null || row.starting_handicap_player2 === null
        ? null
        : [Number(row.starting_handicap_player1), Number(row.starting_handicap_player2)],
    override:
      row.handicap_override === null
        ? null
        : {
            handicap: Number(row.handicap_override),
            reason: row.handicap_override_reason ?? '',
            fromRoundNumber: toNumber(row.handicap_override_from_round),
          },
  };
}

export function participantQueries(db: Knex) {
  const select = () =>
    db('league_participants as p')
      .join('users as u', 'u.id', 'p.user_id')
      .select('p.*', 'u.username', 'u.name', 'u.email')
      .orderBy([{ column: 'p.team_id' }, { column: 'p.id' }]);

  return {
    async listByLeague(leagueId: number): Promise<LeagueParticipant[]> {
      return ((await select().where('p.league_id', leagueId)) as ParticipantRow[]).map(toParticipant);
    },

    async handicapSettings(leagueId: number): Promise<NightSettingsRow[]> {
      const rows: HandicapRow[] = await db('league_participants')
        .where({ league_id: leagueId })
        .select(
          'id',
          'starting_handicap',
          'starting_handicap_player1',
          'starting_handicap_player2',
          'handicap_override',
          'handicap_override_reason',
          'handicap_override_from_round',
        );
      return rows.map(toNightSettings);
    },

    async setHandicapSettings(
      leagueId: number,
      participantId: number,
      changes: {
        startingHandicap?: number | null;
        playerHandicaps?: NightSettingsRow['playerHandicaps'];
        override?: NightSettingsRow['override'];
      },
    ): Promise<void> {
      const columns: Record<string, unknown> = {};
      if (changes.startingHandicap !== undefined) columns.starting_handicap = changes.startingHandicap;
      if (changes.playerHandicaps !== undefined) {
        columns.starting_handicap_player1 = changes.playerHandicaps?.[0] ?? null;
        columns.starting_handicap_player2 = changes.playerHandicaps?.[1] ?? null;
      }
      if (changes.override !== undefined) {
        columns.handicap_override = changes.override?.handicap ?? null;
        columns.handicap_override_reason = changes.override?.reason ?? null;
        columns.handicap_override_from_round = changes.override?.fromRoundNumber ?? null;
      }
      await db('league_participants').where({ league_id: leagueId, id: participantId }).update(columns);
    },

    /** Whether the player gets each round's results e-mail (on unless they turned it off). */
    async resultsMail(leagueId: number, userId: number): Promise<boolean> {
      const row: { results_mail: unknown } | undefined = await db('league_participants')
        .where({ league_id: leagueId, user_id: userId })
        .first('results_mail');
      return row ? toBool(row.results_mail) : false;
    },

    async setResultsMail(leagueId: number, userId: number, on: boolean): Promise<void> {
      await db('league_participants').where({ league_id: leagueId, user_id: userId }).update({ results_mail: on });
    },

    /** The league's players who turned the results e-mail off (user ids). */
    async resultsMailOff(leagueId: number): Promise<Set<number>> {
      const rows: { user_id: unknown }[] = await db('league_participants')
        .where({ league_id: leagueId, results_mail: false })
        .select('user_id');
      return new Set(rows.map((r) => toNumber(r.user_id)));
    },

    async listByUser(userId: number): Promise<LeagueParticipant[]> {
      return ((await select().where('p.user_id', userId)) as ParticipantRow[]).map(toParticipant);
    },

    async find(leagueId: number, id: number): Promise<LeagueParticipant | undefined> {
      const row = (await select().where({ 'p.league_id': leagueId, 'p.id': id }).first()) as ParticipantRow | undefined;
      return row ? toParticipant(row) : undefined;
    },

    /**
     * Adds a player. A late joiner starts from the round after the last one already played (a round with a card or a
     * did-not-play mark: docs/decisions/271-league-withdrawal-and-late-joiners.md), so earlier rounds stay complete.
     */
    async insert(participant: NewParticipant, createdAt: string): Promise<number> {
      const played: { n?: unknown } | undefined = await db('league_rounds as r')
        .where('r.league_id', participant.leagueId)
        .where((q) => {
          void q
            .whereExists(db('league_scores as s').whereRaw('s.round_id = r.id').select(db.raw('1')))
            .orWhereExists(db('league_absences as a').whereRaw('a.round_id = r.id').select(db.raw('1')));
        })
        .max({ n: 'r.round_number' })
        .first();
      const lastPlayed = played?.n === null || played?.n === undefined ? null : toNumber(played.n);
      return insertRow(db, 'league_participants', {
        league_id: participant.leagueId,
        user_id: participant.userId,
        team_id: participant.teamId,
        is_team_lead: participant.isTeamLead,
        player2_name: participant.player2Name ?? null,
        player2_email: participant.player2Email ?? null,
        first_round_number: lastPlayed === null ? null : lastPlayed + 1,
        created_at: createdAt,
      });
    },

    /**
     * Sets or clears the partner held on a scramble row: a guest partner, or the place held for an invited member
     * (docs/decisions/206-scramble-partner-invitations.md), freed when they answer or the hold runs out.
     */
    async setPartner(id: number, partner: { name: string; email: string } | null): Promise<void> {
      await db('league_participants')
        .where({ id })
        .update({ player2_name: partner?.name ?? null, player2_email: partner?.email ?? null });
    },

    /** Puts each team given in a flight (null: none), on every row of the team (docs/decisions/288-league-flights.md). */
    async setFlights(leagueId: number, flights: ReadonlyMap<number, number | null>): Promise<void> {
      for (const [teamId, flight] of flights) {
        await db('league_participants').where({ league_id: leagueId, team_id: teamId }).update({ flight });
      }
    },

    /**
     * Puts each player given in a side (null: none), on every row of their team
     * (docs/decisions/497-best-ball-and-a-b-teams.md).
     */
    async setSides(leagueId: number, sides: ReadonlyMap<number, number | null>): Promise<void> {
      for (const [teamId, side] of sides) {
        await db('league_participants').where({ league_id: leagueId, team_id: teamId }).update({ side });
      }
    },

    /** Withdraws the player after `lastRoundNumber`: their rows and cards stay. */
    async withdraw(leagueId: number, id: number, lastRoundNumber: number): Promise<void> {
      await db('league_participants').where({ league_id: leagueId, id }).update({ last_round_number: lastRoundNumber });
    },

    /** Removes the row; its scores go with it (ON DELETE CASCADE), opponents' references become NULL. */
    async delete(leagueId: number, id: number): Promise<boolean> {
      return (await db('league_participants').where({ league_id: leagueId, id }).delete()) > 0;
    },
  };
}
