// What every part of the league's read model reads (../read-model.ts): the stored rows' shapes, and what is worked out
// once per league from them: each round's course as it is played, every team's handicap round by round, the flight
// groups and the teams' names.
import type { LeagueParticipant } from '../schemas/league';
import type { CourseHoles, League } from '../schemas/league-record';
import type { LeagueScore } from '../schemas/league-play';
import type { Course } from '../schemas/course';
import { playedCourse } from '../rules/course-nine';
import { leagueHandicaps, type HandicapOverride, type TeamHandicapState } from '../rules/league-handicap';
import type { StoredPairing } from '../rules/league-sheet';
import { absentTeamsByRound, substituteHandicap, type AbsenceRow, type Substitute } from '../rules/league-absences';
import type { PostedCardRow } from '../rules/league-cards';
import type { SideGameRow } from '../rules/league-side-games';
import { flightGroups, flightLabel, flightsOfTeams, hasFlights, type FlightGroup } from '../rules/league-flights';

/** A stored round as the read model needs it. */
export interface LeagueRoundRow {
  id: number;
  roundNumber: number;
  roundDate: string;
  name: string | null;
  courseId: number | null;
  /** The holes of its course it plays (docs/decisions/289-nine-holes-of-an-18-hole-course.md); absent: all. */
  courseHoles?: CourseHoles;
}

/** A player's night settings, kept on their participant row: the starting handicap and the organiser's override. */
export interface NightSettingsRow {
  participantId: number;
  startingHandicap: number | null;
  /** A scramble team's two players' handicaps its starting handicap was made from. */
  playerHandicaps: readonly [number, number] | null;
  override: HandicapOverride | null;
}

/** Everything stored about a league's play. */
export interface LeagueRows {
  league: League;
  participants: readonly LeagueParticipant[];
  rounds: readonly LeagueRoundRow[];
  /** The courses its rounds are played on. */
  courses: readonly Omit<Course, 'inUse'>[];
  scores: readonly (Pick<LeagueScore, 'roundId' | 'participantId' | 'strokes' | 'result' | 'opponentParticipantId'> & {
    /** Gross per hole when the card was kept by the hole. */
    holes?: readonly number[] | null;
  })[];
  pairings: readonly StoredPairing[];
  nightSettings: readonly NightSettingsRow[];
  /** The players marked did not play, round by round (none when left out). */
  absences?: readonly AbsenceRow[];
  /** The cards players posted from their phones (docs/decisions/273-player-posted-cards.md; none when left out). */
  postedCards?: readonly PostedCardRow[];
  /** The side games' distances (docs/decisions/279-league-side-games.md; none when left out). */
  sideGames?: readonly SideGameRow[];
  /**
   * The league's buy-ins from the ledger by player and night (null: the season's), net of refunds
   * (docs/decisions/491-league-money-on-the-night.md; none when left out).
   */
  buyIns?: readonly { userId: number; roundId: number | null; cents: number }[];
}

/** The players of a team's rows by display name: each row's player, then a partner held on a row (a guest partner). */
export function playerNames(members: readonly { name: string; player2Name?: string | null }[]): string[] {
  return [...members.map((p) => p.name), ...members.flatMap((p) => (p.player2Name ? [p.player2Name] : []))];
}

/** A team's players by display name (playerNames of its rows). */
export function teamPlayers(
  participants: readonly { teamId: number; name: string; player2Name?: string | null }[],
  teamId: number,
): string[] {
  return playerNames(participants.filter((p) => p.teamId === teamId));
}

/** The handicap a team takes into a round: the one it played it off, else (not played yet) its current one. */
export function handicapInto(state: TeamHandicapState | undefined, roundId: number) {
  const played = state?.rounds.get(roundId);
  return played ? played.before : (state?.current ?? { handicap: null, provisional: false, basis: '' });
}

/** A round as the answers show it. */
export const publicRound = (r: LeagueRoundRow) => ({
  id: r.id,
  roundNumber: r.roundNumber,
  roundDate: r.roundDate,
  name: r.name,
});

/** What is worked out once per league and read by every part of the read model. */
export function leagueBasis(rows: LeagueRows) {
  const { league, participants, rounds, scores } = rows;
  const absences = rows.absences ?? [];
  const courseOf = new Map(rows.courses.map((c) => [c.id, c]));
  const settingsOf = new Map(rows.nightSettings.map((s) => [s.participantId, s]));
  const handicapsOn = league.handicapMode !== 'off';
  type PlayedCourse = ReturnType<typeof playedCourse<LeagueRows['courses'][number]>>;
  // Made once per course and nine, and shared by every round on it (a night reads it for each round and team).
  const played = new Map<string, PlayedCourse>();
  /** The course as the round plays it: the chosen nine of an 18-hole course, or the course whole (decision 289). */
  const courseOfRound = (round: Pick<LeagueRoundRow, 'courseId' | 'courseHoles'>): PlayedCourse | null => {
    const course = round.courseId === null ? undefined : courseOf.get(round.courseId);
    if (!course) return null;
    const nine = round.courseHoles ?? 'all';
    const key = `${course.id} ${nine}`;
    let made = played.get(key);
    if (made === undefined) {
      made = playedCourse(course, nine);
      played.set(key, made);
    }
    return made;
  };

  // Every team's handicap round by round (core's leagueHandicaps, from the stored gross scores).
  const states: ReadonlyMap<number, TeamHandicapState> = leagueHandicaps({
    rules: league,
    participants: participants.map((p) => ({
      ...p,
      startingHandicap: settingsOf.get(p.id)?.startingHandicap ?? null,
      override: settingsOf.get(p.id)?.override ?? null,
    })),
    rounds: rounds.map((r) => ({ ...r, course: courseOfRound(r) })),
    scores,
  });
  /** The states the standings read: none when the league plays without handicaps. */
  const rankingStates: ReadonlyMap<number, TeamHandicapState> = handicapsOn ? states : new Map();
  /** The teams of a flight group (everyone's group when the league has no flights). */
  const groups: readonly FlightGroup[] = flightGroups(participants);
  const flighted = hasFlights(participants);
  const substituteRounds = rounds.map((r) => ({ ...r, course: courseOfRound(r) }));

  return {
    rows,
    league,
    participants,
    rounds,
    scores,
    absences,
    absentTeams: absentTeamsByRound(participants, absences),
    settingsOf,
    teamOf: new Map(participants.map((p) => [p.id, p.teamId])),
    handicapsOn,
    /** The league ranks by net: strokes less the handicap each team took into the round. */
    net: handicapsOn && league.rankBy === 'net',
    courseOfRound,
    states,
    rankingStates,
    /** A team's players joined ('Ann Archer & Bob Baker'). */
    names: (teamId: number) => teamPlayers(participants, teamId).join(' & '),
    groups,
    flightOfTeam: flightsOfTeams(participants),
    /** A results e-mail line of a flight ('Flight A: …'); as it was without flights. */
    inFlight: (flight: number | null | undefined, line: string) =>
      flighted ? `${flightLabel(flight)}: ${line}` : line,
    /** The handicap a substitute plays off in a round: from their own earlier cards, else the one entered (498). */
    substituteHandicapOf: (roundId: number, substitute: Pick<Substitute, 'userId' | 'handicap'>) =>
      substituteHandicap({ rules: league, absences, rounds: substituteRounds, roundId, substitute }),
  };
}

export type LeagueBasis = ReturnType<typeof leagueBasis>;
/** A round's course as it is played (courseOfRound), or null. */
export type PlayedRoundCourse = ReturnType<LeagueBasis['courseOfRound']>;
