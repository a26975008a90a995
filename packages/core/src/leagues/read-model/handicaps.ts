// The read model's handicaps: every team's handicap as the handicaps screen shows it (its players, the players'
// handicaps its starting handicap was made from, its current figure and each round's net), and the flights screen's
// teams with their current handicaps.
import type { PlayerHandicap } from '../schemas/course';
import type { FlightsResponse } from '../schemas/league-flights';
import { teamPlayerHandicaps, type TeamHandicapState } from '../rules/league-handicap';
import { withdrawnTeams } from '../rules/league-absences';
import { flightName, type FlightGroup } from '../rules/league-flights';
import { teamPlayers, type LeagueBasis } from './basis';

/** A team's players with the handicaps its starting handicap was made from (kept on its lead's row), or null. */
export function playerHandicapsOf({ participants, states, settingsOf }: LeagueBasis, teamId: number) {
  const lead = states.get(teamId)?.participantId;
  const kept = lead === undefined ? null : (settingsOf.get(lead)?.playerHandicaps ?? null);
  return teamPlayerHandicaps(teamPlayers(participants, teamId), kept);
}

/** A team's handicap as the handicaps screen shows it: its players, its current figure and each round's net. */
export function playerHandicap(basis: LeagueBasis, state: TeamHandicapState): PlayerHandicap {
  return {
    participantId: state.participantId,
    teamId: state.teamId,
    players: teamPlayers(basis.participants, state.teamId),
    startingHandicap: state.startingHandicap,
    playerHandicaps: playerHandicapsOf(basis, state.teamId),
    current: {
      handicap: state.current.handicap,
      provisional: state.current.provisional,
      overridden: state.current.overridden,
      basis: state.current.basis,
    },
    rounds: [...state.rounds.values()].map((r) => ({
      roundId: r.roundId,
      roundNumber: r.roundNumber,
      gross: r.gross,
      strokesGiven: r.strokesGiven,
      net: r.net,
      handicapBefore: r.before.handicap,
      handicapAfter: r.after.handicap,
    })),
  };
}

/** The league's flights with their teams (their current handicaps), then the teams in none. */
export function leagueFlights({ league, participants, states, handicapsOn, groups }: LeagueBasis): FlightsResponse {
  const withdrawn = withdrawnTeams(participants);
  const teamOfGroup = (teamId: number) => ({
    teamId,
    players: teamPlayers(participants, teamId),
    handicap: handicapsOn ? (states.get(teamId)?.current.handicap ?? null) : null,
    withdrawn: withdrawn.has(teamId),
  });
  const teams = (group: FlightGroup) => [...group.teamIds].map(teamOfGroup);
  return {
    leagueId: league.id,
    flights: groups.flatMap((g) =>
      g.flight === null ? [] : [{ flight: g.flight, name: flightName(g.flight), teams: teams(g) }],
    ),
    unassigned: groups.filter((g) => g.flight === null).flatMap(teams),
  };
}
