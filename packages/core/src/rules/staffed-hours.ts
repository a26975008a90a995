// When the front desk is staffed (docs/decisions/172-staffed-hours.md): a module apart from the desk's other rules
// (front-desk.ts), because the role policy reads it on every page (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { addDaysToDateString, facilityNow, formatTime12h } from '../time';

/**
 * When staff are on site, every day (facility time): from `opensHour` to `closesHour`, whole hours of the day (0-24,
 * opening before closing). The facility's admins set them (docs/decisions/230-more-facility-settings.md); the
 * specification's 8am-8pm stands by default.
 */
export interface StaffedHours {
  opensHour: number;
  closesHour: number;
}

export const DEFAULT_STAFFED_HOURS: Readonly<StaffedHours> = Object.freeze({ opensHour: 8, closesHour: 20 });

const hourTime = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/** A facility wall-clock moment: 'yyyy-MM-dd' and 'HH:mm:ss'. */
export interface WallClockMoment {
  date: string;
  time: string;
}

export interface FrontDeskHours {
  isOpen: boolean;
  /** When it closes (today), while open; null while closed. */
  closesAt: WallClockMoment | null;
  /** When it next opens (today before 8am, else tomorrow), while closed; null while open. */
  opensAt: WallClockMoment | null;
}

/** Is the front desk staffed at `now`, and when does that change? */
export function frontDeskHours(now: Date, hours: StaffedHours = DEFAULT_STAFFED_HOURS): FrontDeskHours {
  const { date, minutes } = facilityNow(now);
  const opens = hours.opensHour * 60;
  const closes = hours.closesHour * 60;
  if (minutes >= opens && minutes < closes) {
    // Staffed until midnight: it closes at the start of tomorrow.
    const closesAt =
      hours.closesHour >= 24
        ? { date: addDaysToDateString(date, 1), time: hourTime(0) }
        : { date, time: hourTime(hours.closesHour) };
    return { isOpen: true, closesAt, opensAt: null };
  }
  const opensOn = minutes < opens ? date : addDaysToDateString(date, 1);
  return { isOpen: false, closesAt: null, opensAt: { date: opensOn, time: hourTime(hours.opensHour) } };
}

export function isStaffedHours(now: Date, hours: StaffedHours = DEFAULT_STAFFED_HOURS): boolean {
  return frontDeskHours(now, hours).isOpen;
}

/** '8:00 AM to 8:00 PM': the hours as the desk and its refusals write them. */
export function staffedHoursRange(hours: StaffedHours = DEFAULT_STAFFED_HOURS): string {
  return `${formatTime12h(hourTime(hours.opensHour))} to ${formatTime12h(hourTime(hours.closesHour % 24))}`;
}

/** Why front-desk staff are refused outside the hours: 'The front desk is closed. Staff hours are 8:00 AM to 8:00 PM.' */
export function frontDeskClosedMessage(hours: StaffedHours = DEFAULT_STAFFED_HOURS): string {
  return `The front desk is closed. Staff hours are ${staffedHoursRange(hours)}.`;
}

/** 8 → '8am', 12 → '12pm', 20 → '8pm', 0 and 24 → '12am'. */
function hourWord(hour: number): string {
  const h = hour % 24;
  return `${h % 12 || 12}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The staffed hours as the landing page, its footer and contact card write them: 'Staff on site 8am-8pm daily' for the
 * specification's 8am-8pm. Derived from the hours the desk keeps, so the owner enters them once.
 */
export function staffedHoursLine(hours: StaffedHours = DEFAULT_STAFFED_HOURS): string {
  return `Staff on site ${hourWord(hours.opensHour)}-${hourWord(hours.closesHour)} daily`;
}

/** '8am-8pm' style bounds as GET /api/facility answers them: 'HH:mm', '24:00' for midnight at the end. */
export function staffedHoursTimes(hours: StaffedHours): { opens: string; closes: string } {
  return { opens: hourTime(hours.opensHour).slice(0, 5), closes: hourTime(hours.closesHour).slice(0, 5) };
}
