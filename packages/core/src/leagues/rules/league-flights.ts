// Flights (docs/decisions/288-league-flights.md): which flight each team plays in, how the field is split by handicap,
// and the groups the standings, leaderboard, skins and side games are worked out in. A flight is kept on every row of
// the team (its number, 1 for Flight A); a league none of whose rows has one plays as one field, as before.
import type { LeagueParticipant } from '../schemas/league';

type FlightMember = Pick<LeagueParticipant, 'teamId'> & { flight?: number | null };

/** 'Flight A' for flight 1, 'Flight B' for 2, … */
export function flightName(flight: number): string {
  return `Flight ${String.fromCharCode(64 + flight)}`;
}

/** The heading of the teams in no flight in a flighted league (a late joiner not yet put in one). */
export const NO_FLIGHT_NAME = 'No flight';

/** A flight's heading: 'Flight A', or 'No flight' for the teams in none in a flighted league. */
export function flightLabel(flight: number | null | undefined): string {
  return flight === null || flight === undefined ? NO_FLIGHT_NAME : flightName(flight);
}

/** Each team's flight (its first row's), null for none. */
export function flightsOfTeams(participants: readonly FlightMember[]): Map<number, number | null> {
  const flights = new Map<number, number | null>();
  for (const p of participants) if (!flights.has(p.teamId)) flights.set(p.teamId, p.flight ?? null);
  return flights;
}

/** Does the league play in flights: is any team in one? */
export function hasFlights(participants: readonly FlightMember[]): boolean {
  return participants.some((p) => (p.flight ?? null) !== null);
}

/** One group the league's play is worked out in: a flight (null: the teams in none, or the whole field). */
export interface FlightGroup {
  flight: number | null;
  teamIds: ReadonlySet<number>;
}

/**
 * The groups the standings, leaderboard, skins and side games are worked out in: one per flight in order, then the
 * teams in no flight (ranked among themselves, never against a flight); one group of every team without flights.
 */
export function flightGroups(participants: readonly FlightMember[]): FlightGroup[] {
  const flights = flightsOfTeams(participants);
  const byFlight = new Map<number | null, Set<number>>();
  for (const [teamId, flight] of flights) {
    const group = byFlight.get(flight) ?? new Set<number>();
    group.add(teamId);
    byFlight.set(flight, group);
  }
  return [...byFlight.entries()]
    .sort(([a], [b]) => (a ?? Infinity) - (b ?? Infinity))
    .map(([flight, teamIds]) => ({ flight, teamIds }));
}

/** A team as the split by handicap sees it: its current league handicap (null: none yet). */
export interface FlightCandidate {
  teamId: number;
  handicap: number | null;
  /** Withdrawn: placed in the flight its handicap falls in, but not counted in the flights' sizes. */
  withdrawn?: boolean;
}

const orderKey = (h: number | null) => (h === null ? Infinity : h);

/**
 * Splits the field into `count` flights of about equal size by handicap, Flight A the lowest handicaps. Teams are
 * ordered by handicap (none yet: last), then by team id; each boundary falls after about n/count teams, but teams on
 * the same handicap are never split: a tie at a boundary goes whole to the side nearer the even size (the flight
 * above on an equal distance), so flights can differ by more than one; a flight left empty by a tie is dropped and
 * the rest renumbered. Withdrawn teams keep their history in the flight their handicap falls in, uncounted.
 */
export function splitByHandicap(candidates: readonly FlightCandidate[], count: number): Map<number, number> {
  const byOrder = (a: FlightCandidate, b: FlightCandidate) =>
    orderKey(a.handicap) - orderKey(b.handicap) || a.teamId - b.teamId;
  const playing = candidates.filter((c) => !c.withdrawn).sort(byOrder);
  const n = playing.length;
  const same = (i: number, j: number) => orderKey(playing[i]!.handicap) === orderKey(playing[j]!.handicap);
  const cuts: number[] = [];
  for (let k = 1; k < count; k += 1) {
    const target = Math.round((k * n) / count);
    let cut = target;
    if (target > 0 && target < n && same(target - 1, target)) {
      let start = target;
      while (start > 0 && same(start - 1, target)) start -= 1;
      let end = target;
      while (end < n && same(end, target - 1)) end += 1;
      cut = target - start < end - target ? start : end;
    }
    const previous = cuts.at(-1) ?? 0;
    if (cut > previous && cut < n) cuts.push(cut);
  }
  const flights = new Map<number, number>();
  playing.forEach((c, i) => flights.set(c.teamId, 1 + cuts.filter((cut) => cut <= i).length));
  // Each flight's highest handicap (its last team's): a withdrawn team goes in the first flight that reaches its own.
  const highest = [...cuts.map((cut) => playing[cut - 1]!.handicap), null];
  for (const c of candidates.filter((t) => t.withdrawn)) {
    const index = highest.findIndex((h) => orderKey(c.handicap) <= orderKey(h));
    flights.set(c.teamId, index === -1 ? highest.length : index + 1);
  }
  return flights;
}

/**
 * Rows (standings, leaderboard) as the screens show them: one group per flight in the order given, named ('Flight A',
 * 'No flight'); one unnamed group of every row when none has a flight.
 */
export function rowsByFlight<R extends { flight?: number | null }>(
  rows: readonly R[],
): { flight: number | null; name: string | null; rows: R[] }[] {
  if (!rows.some((r) => (r.flight ?? null) !== null)) return [{ flight: null, name: null, rows: [...rows] }];
  return [...new Set(rows.map((r) => r.flight ?? null))].map((flight) => ({
    flight,
    name: flightLabel(flight),
    rows: rows.filter((r) => (r.flight ?? null) === flight),
  }));
}
