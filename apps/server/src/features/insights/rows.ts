// The cells of the insights' reads as each database returns them, and how they read as text, names, kinds and times.
import { addDaysToDateString, facilityInstant, OCCUPANCY_KINDS, personName, type OccupancyKind } from '@longwood/core';

/** A row of the statements below: text, numbers and flags as each database returns them. */
export type Row = Record<string, string | number | boolean | null>;

export type Cell = Row[string] | undefined;
export const text = (value: Cell): string => String(value);
export const textOrNull = (value: Cell): string | null =>
  value === null || value === undefined ? null : String(value);
export const nameOf = (username: Cell, name: Cell) =>
  username === null || username === undefined ? null : personName({ name: textOrNull(name), username: text(username) });

export const kindOf = (kind: string): OccupancyKind =>
  (OCCUPANCY_KINDS as readonly string[]).includes(kind) ? (kind as OccupancyKind) : 'member';

/** 'HH:mm' or 'HH:mm:ss' as 'HH:mm:ss'. */
export const fullTime = (value: string) => (value.length === 5 ? `${value}:00` : value.slice(0, 8));

/** The instants of facility dates from..to (inclusive) as ISO text, for columns of ISO timestamps. */
export function instantRange(from: string, to: string): [string, string] {
  return [
    facilityInstant(from, '00:00').toISOString(),
    facilityInstant(addDaysToDateString(to, 1), '00:00').toISOString(),
  ];
}
