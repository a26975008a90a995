// How staff screens name who holds a bay (booking management, the admin calendar, the database view, the desk's
// board): a league's reservation by its league, 'Thursday Match Play · league night', never by a number.
import { leagueNightLabel, type OccupancyKind } from '@longwood/core';
import { KIND_LABELS } from './occupancy-kinds';

/** A league's reservation: 'Thursday Match Play · league night', or 'League night' when the league is unknown. */
export function leagueNightName(leagueName: string | null | undefined): string {
  return leagueName ? leagueNightLabel(leagueName) : 'League night';
}

/** A bay's cell: 'Member · Jane Doe'; a league night by its own name, which says it is one. */
export function occupancyTitle(kind: OccupancyKind, holder: string): string {
  return kind === 'league' ? holder : `${KIND_LABELS[kind]} · ${holder}`;
}

/** The same for screen readers and dialog titles: 'Member: Jane Doe'; a league night by its own name. */
export function occupancyLabel(kind: OccupancyKind, holder: string): string {
  return kind === 'league' ? holder : `${KIND_LABELS[kind]}: ${holder}`;
}
