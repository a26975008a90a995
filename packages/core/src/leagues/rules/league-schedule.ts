// League nights, match-play pairings and league places: the rules behind a league's booking schedule, its
// rounds and its signup limit (docs/decisions/110-league-schedule-and-places.md).
import type { League } from '../schemas/league-record';
import { addDaysToDateString, facilityInstant, facilityToday, weekdayName } from '../../time';
import { baysAt, dayAvailability, type DayInput } from '../../rules/occupancy';

type NightsInput = Pick<League, 'startDate' | 'endDate' | 'dayOfWeek'>;

/**
 * Every league night: each date from start to end (inclusive) that falls on the league day, in order. Dates are
 * calendar dates (DST changes do not move them); the session's wall-clock times stay the same across a change.
 */
export function leagueNights(league: NightsInput): string[] {
  if (!league.dayOfWeek || league.endDate < league.startDate) return [];
  let date = league.startDate;
  // Step to the first league day, then week by week.
  for (let i = 0; i < 7 && weekdayName(date) !== league.dayOfWeek; i += 1) date = addDaysToDateString(date, 1);
  const nights: string[] = [];
  while (date <= league.endDate) {
    nights.push(date);
    date = addDaysToDateString(date, 7);
  }
  return nights;
}

/** The league nights whose session has not started at `now` (the ones a schedule can still reserve). */
export function upcomingLeagueNights(league: NightsInput & Pick<League, 'startTime'>, now: Date): string[] {
  if (!league.startTime) return [];
  const startTime = league.startTime;
  return leagueNights(league).filter((date) => facilityInstant(date, startTime).getTime() > now.getTime());
}

/**
 * Round-robin pairings for round `roundIndex` (0-based) by the circle method: every team meets every other once
 * per cycle of n-1 rounds (n rounded up to even); with an odd number of teams one team has a bye each round
 * (opponent null), a different one each round. Pairs keep the order of `teamIds`' rotation; the input order
 * decides the schedule, so pass team ids sorted.
 */
export function roundRobinPairings(teamIds: readonly number[], roundIndex: number): Array<[number, number | null]> {
  if (teamIds.length === 0) return [];
  const slots: Array<number | null> = [...teamIds];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  const rounds = n - 1;
  const r = ((roundIndex % rounds) + rounds) % rounds;
  // Fix the first slot, rotate the rest r steps.
  const rest = slots.slice(1);
  const rotated = [...rest.slice(rest.length - r), ...rest.slice(0, rest.length - r)];
  const order = [slots[0]!, ...rotated];
  const pairs: Array<[number, number | null]> = [];
  for (let i = 0; i < n / 2; i += 1) {
    const a = order[i] ?? null;
    const b = order[n - 1 - i] ?? null;
    if (a !== null) pairs.push([a, b]);
    else if (b !== null) pairs.push([b, null]);
  }
  // Byes last, so the sheet lists real matches first.
  return pairs.sort((x, y) => Number(x[1] === null) - Number(y[1] === null));
}

/**
 * Places a league's participants take: one per participant row, plus one per guest partner (a scramble partner
 * without a member account, recorded on their teammate's row) — maxParticipants counts players.
 */
export function placesTaken(participants: readonly { player2Name?: string | null }[]): number {
  return participants.reduce((sum, p) => sum + 1 + (p.player2Name ? 1 : 0), 0);
}

/** Whether `needed` more places fit under the league's maximum (no maximum: always). */
export function hasPlacesFor(
  league: Pick<League, 'maxParticipants'>,
  participants: readonly { player2Name?: string | null }[],
  needed: number,
): boolean {
  return league.maxParticipants === null || placesTaken(participants) + needed <= league.maxParticipants;
}

/**
 * A night that could not be reserved, as the create screen lists it: what holds the bays then (other leagues by
 * name, how many members' bookings and lessons; docs/decisions/110-league-schedule-and-places.md).
 */
export interface ScheduleConflict {
  date: string;
  message: string;
  leagues: string[];
  bookings: number;
  lessons: number;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** 'Tuesday Night League, 2 members' bookings and 1 lesson' (an English list of what holds the bays). */
function heldByText(held: Pick<ScheduleConflict, 'leagues' | 'bookings' | 'lessons'>): string {
  const parts = [
    ...held.leagues,
    ...(held.bookings > 0 ? [counted(held.bookings, "member's booking", "members' bookings")] : []),
    ...(held.lessons > 0 ? [counted(held.lessons, 'lesson', 'lessons')] : []),
  ];
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * Why a league night could not be reserved, through the one occupancy model: what holds the open bays over the
 * league's session on `date` (another league's reservations or unscheduled session, named; members' bookings and
 * lessons, counted). `fallback`: the reservation's refusal, when nothing holds the bays (e.g. a night already past).
 */
export function nightConflict(
  day: DayInput,
  night: { startTime: string; endTime: string; leagueId?: number },
  fallback: string,
): ScheduleConflict {
  const prepared = dayAvailability(day, night.leagueId === undefined ? {} : { forLeagueId: night.leagueId });
  const holds = baysAt(prepared, night.startTime, night.endTime)
    .filter((bay) => prepared.openBays.includes(bay.simulatorId))
    .flatMap((bay) => bay.holds)
    .filter((h) => h.leagueId === null || h.leagueId !== night.leagueId);
  const leagueIds = [...new Set(holds.filter((h) => h.kind === 'league').map((h) => h.leagueId))];
  const leagues = leagueIds.map(
    (id) => day.leagues.find((l) => l.id !== undefined && l.id === id)?.name ?? 'Another league',
  );
  const distinct = (kind: string) =>
    new Set(holds.filter((h) => h.kind === kind).map((h, i) => h.occupancyId ?? `hold-${i}`)).size;
  const held = { leagues, bookings: distinct('booking'), lessons: distinct('lesson') };
  const text = heldByText(held);
  return { date: day.date, message: text ? `The bays are held by ${text}.` : fallback, ...held };
}

/** 'These league nights could not be reserved: 2026-12-01 (Tuesday Night League), 2026-12-08 (1 member's booking).' */
export function scheduleConflictMessage(conflicts: readonly ScheduleConflict[]): string {
  return `These league nights could not be reserved because the bays are already booked: ${conflicts
    .map((c) => {
      const text = heldByText(c);
      return text ? `${c.date} (${text})` : c.date;
    })
    .join(', ')}.`;
}

/** 'standings_tuesday-night-league_2026-11-21.csv' (facility date; the name reduced to safe characters). */
export function leagueStandingsFileName(leagueName: string, now: Date): string {
  const slug = leagueName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `standings_${slug || 'league'}_${facilityToday(now)}.csv`;
}
