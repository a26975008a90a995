// Flights (docs/decisions/288-league-flights.md): the organiser (or an admin) splits a league's field into flights by
// handicap (core's splitByHandicap over the current league handicaps) or moves teams by hand, under the league's
// lock so the whole change is kept or none of it; the read model then works out standings, skins and side games per
// flight. Each change is in the activity log.
import {
  FLIGHT_MESSAGES,
  flightName,
  flightsOfTeams,
  splitByHandicap,
  teamsOf,
  withdrawnTeams,
  type FlightsResponse,
  type FlightsSave,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { LeagueContext } from './league-context';
import type { ReadModels } from './night';

export function createLeagueFlights(ctx: LeagueContext, night: ReadModels) {
  const { store, requireLeague, recordPlayChange } = ctx;

  return {
    async flights(_user: User, leagueId: number): Promise<FlightsResponse> {
      const league = await requireLeague(leagueId);
      return (await night.readModelOf(league)).model.flights();
    },

    async saveFlights(actor: User, leagueId: number, input: FlightsSave): Promise<FlightsResponse> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const { participants, model } = await night.readModelOf(league, tables);
        const teamIds = teamsOf(participants).map((t) => t.teamId);
        let next: Map<number, number | null>;
        if (input.split === 'none') {
          next = new Map(teamIds.map((id) => [id, null]));
        } else if (input.split === 'hand') {
          const known = new Set(teamIds);
          const fields: Record<string, string[]> = {};
          input.teams.forEach((t, i) => {
            if (!known.has(t.teamId)) fields[`teams.${i}.teamId`] = [FLIGHT_MESSAGES.teamNotFound];
          });
          if (Object.keys(fields).length > 0) {
            throw new AppError('VALIDATION_FAILED', FLIGHT_MESSAGES.teamNotFound, fields);
          }
          next = new Map(input.teams.map((t) => [t.teamId, t.flight]));
        } else {
          if (league.handicapMode === 'off') {
            throw new AppError('VALIDATION_FAILED', FLIGHT_MESSAGES.noHandicaps, {
              split: [FLIGHT_MESSAGES.noHandicaps],
            });
          }
          const withdrawn = withdrawnTeams(participants);
          const playing = teamIds.filter((id) => !withdrawn.has(id)).length;
          if (playing < input.flights) {
            const message = FLIGHT_MESSAGES.tooFew(playing);
            throw new AppError('VALIDATION_FAILED', message, { flights: [message] });
          }
          const candidates = teamIds.map((teamId) => ({
            teamId,
            handicap: model.handicaps.get(teamId)?.current.handicap ?? null,
            withdrawn: withdrawn.has(teamId),
          }));
          next = splitByHandicap(candidates, input.flights);
        }
        const before = flightsOfTeams(participants);
        await tables.participants.setFlights(leagueId, next);
        const after = flightsOfTeams(await tables.participants.listByLeague(leagueId));
        // Recorded as each team's flight by name ('Ann Archer': 'Flight A').
        const snapshot = (flights: ReadonlyMap<number, number | null>) =>
          Object.fromEntries(
            [...flights].map(([teamId, flight]) => [
              participants
                .filter((p) => p.teamId === teamId)
                .map((p) => p.name)
                .join(' & '),
              flight === null ? 'none' : flightName(flight),
            ]),
          );
        await recordPlayChange(unitOfWork, actor, 'league.flights-set', league, snapshot(before), snapshot(after));
        return (await night.readModelOf(league, tables)).model.flights();
      });
    },
  };
}
