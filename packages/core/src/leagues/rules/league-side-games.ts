// The side games the simulator measures, as pure rules (docs/decisions/279-league-side-games.md): which of the
// league's chosen holes a round plays them on (closest to the pin only on a par 3 of the round's course), whether a
// measurement may be entered, and each hole's winner: the shortest distance to the pin, the longest drive; players
// with the same best distance share the hole.
import type { CourseHole } from '../schemas/course';
import {
  SIDE_GAME_MESSAGES,
  type MyCardSideGame,
  type SideGame,
  type SideGameEntry,
  type SideGameResult,
} from '../schemas/league-side-games';

/** A stored measurement: inches to the pin, or yards of the drive. */
export interface SideGameRow {
  roundId: number;
  participantId: number;
  game: SideGame;
  hole: number;
  distance: number;
}

/** The league's chosen holes of each game (its night settings). */
export interface SideGameHoles {
  closestToPinHoles: readonly number[];
  longDriveHoles: readonly number[];
}

export const SIDE_GAME_NAMES: Record<SideGame, string> = {
  closest_to_pin: 'Closest to the pin',
  long_drive: 'Long drive',
};

/** The holes of a round's course a game is played on: the chosen ones it has (a par 3 for closest to the pin). */
export function sideGameHolesOf(game: SideGame, chosen: SideGameHoles, course: SideGameCourse | null): number[] {
  if (!course) return [];
  const holes = game === 'closest_to_pin' ? chosen.closestToPinHoles : chosen.longDriveHoles;
  return [...holes]
    .filter((h) => holeOf(course, h) !== undefined && (game !== 'closest_to_pin' || holeOf(course, h)?.par === 3))
    .sort((a, b) => a - b);
}

/**
 * A round's course as the side games read it: its holes, numbered from firstHole as on the course (10 on a back
 * nine: docs/decisions/289-nine-holes-of-an-18-hole-course.md), the league's chosen holes being the course's numbers.
 */
type SideGameCourse = { holes: readonly Pick<CourseHole, 'par'>[]; firstHole?: number };

/** The round's hole the course numbers `hole`, or undefined when the round does not play it. */
function holeOf(course: SideGameCourse, hole: number): Pick<CourseHole, 'par'> | undefined {
  const i = hole - (course.firstHole ?? 1);
  return i >= 0 ? course.holes[i] : undefined;
}

/** A measurement's distance in the game's unit (inches or yards); null clears it. */
export function entryDistance(entry: SideGameEntry): number | null {
  if (entry.game === 'long_drive') return entry.yards;
  if (entry.feet === null && entry.inches === null) return null;
  return (entry.feet ?? 0) * 12 + (entry.inches ?? 0);
}

/**
 * What is wrong with entering this measurement in a round, or null: feet and inches go together, the round is on a
 * course, the hole is one of the league's for the game (a par 3 of the course for closest to the pin), the player
 * plays the round, and a distance to the pin agrees with the player's score on the hole (`holeScore`, by the round's
 * hole index: their card's figure, null when not known): 0 ft 0 in is an ace and needs a 1, and a 1 is an ace at 0 ft
 * 0 in (decision 484).
 */
export function sideGameEntryProblem(
  entry: SideGameEntry,
  round: {
    chosen: SideGameHoles;
    course: SideGameCourse | null;
    holeScore?: (participantId: number, holeIndex: number) => number | null;
  },
  playerIds: ReadonlySet<number>,
): { field: string; message: string } | null {
  if (entry.game === 'closest_to_pin' && (entry.feet === null) !== (entry.inches === null)) {
    return { field: 'feet', message: SIDE_GAME_MESSAGES.bothParts };
  }
  if (!round.course) return { field: 'hole', message: SIDE_GAME_MESSAGES.noCourse };
  if (!playerIds.has(entry.participantId)) return { field: 'participantId', message: SIDE_GAME_MESSAGES.notPlayer };
  const chosen = entry.game === 'closest_to_pin' ? round.chosen.closestToPinHoles : round.chosen.longDriveHoles;
  if (!chosen.includes(entry.hole) || holeOf(round.course, entry.hole) === undefined) {
    return { field: 'hole', message: SIDE_GAME_MESSAGES.notChosen };
  }
  if (entry.game === 'closest_to_pin' && holeOf(round.course, entry.hole)?.par !== 3) {
    return { field: 'hole', message: SIDE_GAME_MESSAGES.notParThree };
  }
  const distance = entryDistance(entry);
  if (entry.game === 'closest_to_pin' && distance !== null && round.holeScore) {
    const score = round.holeScore(entry.participantId, entry.hole - (round.course.firstHole ?? 1));
    if (distance === 0 && score !== 1) return { field: 'feet', message: SIDE_GAME_MESSAGES.aceNeedsOne };
    if (distance > 0 && score === 1) return { field: 'feet', message: SIDE_GAME_MESSAGES.oneIsAnAce };
  }
  return null;
}

/**
 * Every problem of a list of measurements (sideGameEntryProblem of each), by field as the API answers them:
 * `${path}.N.hole`; empty when all may be kept. The organiser's save (`entries`) and a player's card (`sideGames`)
 * both check theirs with it before keeping any.
 */
export function sideGameEntriesProblems(
  entries: readonly SideGameEntry[],
  round: Parameters<typeof sideGameEntryProblem>[1],
  playerIds: ReadonlySet<number>,
  path: string,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  entries.forEach((entry, i) => {
    const problem = sideGameEntryProblem(entry, round, playerIds);
    if (problem) fields[`${path}.${i}.${problem.field}`] = [problem.message];
  });
  return fields;
}

/** A player's own measurements posted with their card, as entries of theirs. */
export function playerSideGameEntries(participantId: number, posted: readonly MyCardSideGame[]): SideGameEntry[] {
  return posted.map((entry) => ({ ...entry, participantId }));
}

/** Feet and inches of a distance to the pin in inches (50 → 4 ft 2 in), as the entry boxes show it. */
export function feetAndInches(inches: number): { feet: number; inches: number } {
  return { feet: Math.floor(inches / 12), inches: inches % 12 };
}

/** '4 ft 2 in', '11 in', '287 yards'. */
export function sideGameDistanceText(game: SideGame, distance: number): string {
  if (game === 'long_drive') return `${distance} yards`;
  const { feet, inches } = feetAndInches(distance);
  return feet === 0 ? `${inches} in` : `${feet} ft ${inches} in`;
}

/**
 * Every side game of a round, hole by hole in the order closest to the pin then long drive: the distances entered
 * and the winners (the shortest distance to the pin, the longest drive; everyone with that distance shares it).
 * `teams`: the round's players' teams and names by participant id (others' measurements are left out).
 */
export function sideGameResults(input: {
  chosen: SideGameHoles;
  course: SideGameCourse | null;
  rows: readonly SideGameRow[];
  teams: ReadonlyMap<number, { teamId: number; players: readonly string[] }>;
}): Omit<SideGameResult, 'flight'>[] {
  const results: Omit<SideGameResult, 'flight'>[] = [];
  for (const game of ['closest_to_pin', 'long_drive'] as const) {
    for (const hole of sideGameHolesOf(game, input.chosen, input.course)) {
      const entries = input.rows
        .filter((r) => r.game === game && r.hole === hole && input.teams.has(r.participantId))
        .map((r) => ({
          participantId: r.participantId,
          teamId: input.teams.get(r.participantId)!.teamId,
          distance: r.distance,
        }));
      const best =
        entries.length === 0
          ? null
          : game === 'closest_to_pin'
            ? Math.min(...entries.map((e) => e.distance))
            : Math.max(...entries.map((e) => e.distance));
      const winners = entries
        .filter((e) => e.distance === best)
        .map((e) => ({
          participantId: e.participantId,
          teamId: e.teamId,
          players: [...input.teams.get(e.participantId)!.players],
        }));
      results.push({
        game,
        hole,
        entries,
        winners,
        distance: best === null ? null : sideGameDistanceText(game, best),
      });
    }
  }
  return results;
}

/** The results e-mail's lines: 'Closest to the pin, hole 3: Ann Archer (4 ft 2 in)', tied winners joined. */
export function sideGameLines(results: readonly Omit<SideGameResult, 'flight'>[]): string[] {
  return results.map((r) => {
    const what = `${SIDE_GAME_NAMES[r.game]}, hole ${r.hole}`;
    if (r.winners.length === 0 || r.distance === null) return `${what}: no distance entered`;
    const names = r.winners.map((w) => w.players.join(' & '));
    const tie = names.length > 1 ? ', tied' : '';
    return `${what}: ${names.join(' and ')} (${r.distance}${tie})`;
  });
}
