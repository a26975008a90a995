// Who holds a bay, as the admin lists name it (the kinds' labels and colours are shared: lib/occupancy-kinds.ts,
// a league night's name: lib/occupancy-names.ts).
import type { StaffBooking } from '@longwood/core';
import { leagueNightName } from '../../../lib/occupancy-names';

/** Who holds the bay: the member, the walk-in's name, or the league ('Thursday Match Play · league night'). */
export function holderOf(booking: StaffBooking): string {
  if (booking.kind === 'league') return leagueNightName(booking.leagueName);
  if (booking.name) return booking.name;
  if (booking.guestName) return booking.guestName;
  return '—';
}
