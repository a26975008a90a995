// When a league's nights hold bays: a module of its own, which the occupancy rules (and so the booking page) load
// without the league forms' rules (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { timeToMinutes, weekdayName } from '../../time';
import type { League } from '../schemas/league-record';

export type LeagueSession = Pick<League, 'isActive' | 'startDate' | 'endDate' | 'dayOfWeek' | 'startTime' | 'endTime'>;

/**
 * The league's session on `date` as [start, end) minutes, or null: only active leagues with a day and times
 * have sessions, on that weekday within their dates. Times are 'HH:mm' or 'HH:mm:ss'.
 */
export function leagueSessionOn(
  league: LeagueSession,
  date: string,
  weekday: string = weekdayName(date),
): { startMinutes: number; endMinutes: number } | null {
  if (!league.isActive || !league.dayOfWeek || !league.startTime || !league.endTime) return null;
  if (date < league.startDate || date > league.endDate || weekday !== league.dayOfWeek) return null;
  const startMinutes = timeToMinutes(league.startTime);
  const endMinutes = timeToMinutes(league.endTime);
  return endMinutes > startMinutes ? { startMinutes, endMinutes } : null;
}
