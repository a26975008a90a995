// The owner's morning e-mail (docs/decisions/472-the-owners-morning-email.md): when it is due, and what it says —
// yesterday's bay use by bay and hour, revenue by source, no-shows and late cancellations with names, members joined
// and lost, and the bookings on the books today and this week — from the insights' own figures and lists, so the
// e-mail and /admin/insights never disagree.
import { REVENUE_SOURCE_LABELS, REVENUE_SOURCES, type Revenue } from '../payments/revenue';
import { formatCents } from '../payments/rules';
import { addDaysToDateString, facilityNow, formatTime12h } from '../time';
import { formatDateLong } from '../time-format';
import { NO_MORNING_EMAIL } from '../schemas/facility';
import type { Insights, InsightsList } from './schemas';

/**
 * The facility day whose morning e-mail is due at `now` (on the facility's wall clock, at or after `hour`), or null
 * before the hour or with the e-mail off. A day has one e-mail; its claim is the caller's.
 */
export function morningEmailDue(now: Date, hour: number): string | null {
  if (hour >= NO_MORNING_EMAIL) return null;
  const wall = facilityNow(now);
  return wall.minutes >= hour * 60 ? wall.date : null;
}

/** The ranges the e-mail of `date` reads: yesterday, today, and the week from today. */
export function morningRanges(date: string) {
  const yesterday = addDaysToDateString(date, -1);
  return {
    yesterday: { from: yesterday, to: yesterday },
    today: { from: date, to: date },
    week: { from: date, to: addDaysToDateString(date, 6) },
  };
}

export interface MorningInput {
  date: string;
  yesterday: Insights;
  revenue: Revenue;
  noShows: InsightsList;
  lateCancellations: InsightsList;
  today: Insights;
  week: Insights;
}

const bookings = (n: number) => `${n} booking${n === 1 ? '' : 's'}`;
const hours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;
const used = (i: Insights) => i.useByKind.booking + i.useByKind.league + i.useByKind.lesson;

/** A list's people: the column named `column` of each row, with the row's time and bay. */
function peopleOf(list: InsightsList, column: string): string[] {
  const at = (name: string) => list.columns.indexOf(name);
  return list.rows.map(
    (row) => `${String(row[at(column)] ?? 'Someone')}, ${String(row[at('Time')])}, ${String(row[at('Bay')])}`,
  );
}

/** The morning e-mail's sections: each a title and its lines. */
export function morningSummary(input: MorningInput) {
  const { yesterday, revenue, today, week } = input;
  const bayName = (id: number) => yesterday.bays.find((b) => b.id === id)?.name ?? `Bay ${id}`;
  const perBay = new Map<number, { used: number; available: number }>();
  const perHour = new Map<number, { used: number; available: number }>();
  for (const cell of yesterday.heatMap) {
    for (const [map, key] of [
      [perBay, cell.simulatorId],
      [perHour, cell.hour],
    ] as const) {
      const entry = map.get(key) ?? { used: 0, available: 0 };
      entry.used += cell.usedMinutes;
      entry.available += cell.availableMinutes;
      map.set(key, entry);
    }
  }
  const pct = (u: number, a: number) => (a > 0 ? `${Math.round((u / a) * 1000) / 10}%` : '0%');
  const { current } = yesterday.owner.compared;
  const sections: Array<{ title: string; lines: string[] }> = [
    {
      title: `Yesterday, ${formatDateLong(yesterday.from)}`,
      lines: [
        `Bays in use ${hours(used(yesterday))} of ${hours(yesterday.occupancy.all.availableMinutes)} (${yesterday.occupancy.all.percent}%)`,
        ...[...perBay].map(([id, e]) => `${bayName(id)}: ${hours(e.used)}, ${pct(e.used, e.available)}`),
      ],
    },
    {
      title: 'Yesterday by hour',
      lines: [...perHour]
        .filter(([, e]) => e.used > 0)
        .sort(([a], [b]) => a - b)
        .map(
          ([hour, e]) =>
            `${formatTime12h(`${String(hour).padStart(2, '0')}:00`)}: ${hours(e.used)}, ${pct(e.used, e.available)}`,
        ),
    },
    {
      title: 'Revenue yesterday',
      lines: [
        ...REVENUE_SOURCES.map((s) => `${REVENUE_SOURCE_LABELS[s]}: ${formatCents(revenue.total.bySource[s])}`),
        `Refunds: ${formatCents(-revenue.total.refunds)}`,
        `Net: ${formatCents(revenue.total.net)}`,
      ],
    },
    { title: `No-shows yesterday: ${input.noShows.rows.length}`, lines: peopleOf(input.noShows, 'Member') },
    {
      title: `Late cancellations yesterday: ${input.lateCancellations.rows.length}`,
      lines: peopleOf(input.lateCancellations, 'Member'),
    },
    { title: 'Members', lines: [`Joined yesterday: ${current.joined}`, `Lost yesterday: ${current.lost}`] },
    {
      title: 'On the books',
      lines: [
        `Today: ${bookings(today.owner.leadTime.bookings)}, bays held ${hours(used(today))} (${today.occupancy.all.percent}%)`,
        `This week (${formatDateLong(week.from)} to ${formatDateLong(week.to)}): ${bookings(week.owner.leadTime.bookings)}, bays held ${hours(used(week))} (${week.occupancy.all.percent}%)`,
      ],
    },
  ];
  return {
    subject: `The morning at Longwood, ${formatDateLong(input.date)}: ${hours(used(yesterday))} used, ${formatCents(revenue.total.net)} net yesterday`,
    sections,
  };
}
export type MorningSummary = ReturnType<typeof morningSummary>;
