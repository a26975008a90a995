// How staff screens name who holds a bay (booking management, the admin calendar, the database view, the desk's
// board): a league's reservation by its league, 'Thursday Match Play · league night', never by a number.
import { leagueNightLabel, type OccupancyKind } from '@longwood/core';
import { kindLabel } from './occupancy-kinds';

/** A league's reservation: 'Thursday Match Play · league night', or 'League night' when the league is unknown. */
export function leagueNightName(leagueName: string | null | undefined): string {
  return leagueName ? leagueNightLabel(leagueName) : 'League night';
}

/** What the names need of an occupancy: its kind, and whether the desk booked it as a walk-in. */
type Held = { kind: OccupancyKind; walkIn?: boolean };

/** A bay's cell: 'Member · Jane Doe'; a league night by its own name, which says it is one. */
export function occupancyTitle(occupancy: Held, holder: string): string {
  return occupancy.kind === 'league' ? holder : `${kindLabel(occupancy)} · ${holder}`;
}

/** The same for screen readers and dialog titles: 'Member: Jane Doe'; a league night by its own name. */
export function occupancyLabel(occupancy: Held, holder: string): string {
  return occupancy.kind === 'league' ? holder : `${kindLabel(occupancy)}: ${holder}`;
}

/**
 * A person's name and the shorter form the desk's board falls back to where the whole name does not fit its block:
 * 'Marianne Fitzgerald-Okonkwo' → ['Marianne Fitzgerald-Okonkwo', 'Marianne F.']; a one-word name has no shorter form.
 */
export function personNameForms(name: string): string[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return [name];
  return [name, `${words[0]} ${words.at(-1)!.charAt(0).toUpperCase()}.`];
}
