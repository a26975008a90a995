// Best ball and A/B teams (docs/decisions/497-best-ball-and-a-b-teams.md): the organiser (or an admin) puts an
// individual stroke-play league's players in sides for the season, dealt by handicap (core's sidesByHandicap over the
// current league handicaps) or by hand, under the league's lock so the whole change is kept or none of it; the read
// model answers the sides' nights and standings. Each change is in the activity log.
import {
  playersPerSide,
  SIDE_MESSAGES,
  sideName,
  sidesByHandicap,
  sidesOfPlayers,
  teamsOf,
  withdrawnTeams,
  type SidesResponse,
  type SidesSave,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { LeagueContext } from './league-context';
import type { ReadModels } from './night';

export function createLeagueSides(ctx: LeagueContext, night: ReadModels) {
  const { store, requireLeague, recordPlayChange } = ctx;

  return {
    async sides(user: User, leagueId: number): Promise<SidesResponse> {
      return (await night.readerModelOf(user, leagueId)).sides();
    },

    async saveSides(actor: User, leagueId: number, input: SidesSave): Promise<SidesResponse> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        if (league.teamFormat === 'off') {
          throw new AppError('VALIDATION_FAILED', SIDE_MESSAGES.noFormat, { split: [SIDE_MESSAGES.noFormat] });
        }
        const { participants, model } = await night.readModelOf(league, tables);
        const teamIds = teamsOf(participants).map((t) => t.teamId);
        const before = sidesOfPlayers(participants);
        let changes: Map<number, number | null>;
        if (input.split === 'none') {
          changes = new Map(teamIds.map((id) => [id, null]));
        } else if (input.split === 'hand') {
          const known = new Set(teamIds);
          const fields: Record<string, string[]> = {};
          input.players.forEach((p, i) => {
            if (!known.has(p.teamId)) fields[`players.${i}.teamId`] = [SIDE_MESSAGES.playerNotFound];
          });
          if (Object.keys(fields).length > 0) {
            throw new AppError('VALIDATION_FAILED', SIDE_MESSAGES.playerNotFound, fields);
          }
          changes = new Map(input.players.map((p) => [p.teamId, p.side]));
        } else {
          const withdrawn = withdrawnTeams(participants);
          const candidates = teamIds.map((teamId) => ({
            teamId,
            handicap: model.handicaps.get(teamId)?.current.handicap ?? null,
            withdrawn: withdrawn.has(teamId),
          }));
          changes = sidesByHandicap(candidates, playersPerSide(league.teamFormat, league.teamSize));
        }
        const after = new Map([...before, ...changes]);
        // A side holds at most the format's players.
        const most = playersPerSide(league.teamFormat, league.teamSize);
        const counts = new Map<number, number>();
        for (const side of after.values()) if (side !== null) counts.set(side, (counts.get(side) ?? 0) + 1);
        const full = [...counts].find(([, n]) => n > most);
        if (full) {
          const message = SIDE_MESSAGES.full(full[0], most);
          throw new AppError('VALIDATION_FAILED', message, { players: [message] });
        }
        await tables.participants.setSides(leagueId, changes);
        // Recorded as each player's side by name ('Ann Archer': 'Side 2').
        const nameOf = new Map(teamsOf(participants).map((t) => [t.teamId, t.members.map((m) => m.name).join(' & ')]));
        const snapshot = (sides: ReadonlyMap<number, number | null>) =>
          Object.fromEntries(
            [...sides].map(([teamId, side]) => [nameOf.get(teamId) ?? teamId, side === null ? 'none' : sideName(side)]),
          );
        await recordPlayChange(unitOfWork, actor, 'league.sides-set', league, snapshot(before), snapshot(after));
        return (await night.readModelOf(league, tables)).model.sides();
      });
    },
  };
}
