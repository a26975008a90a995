// Who holds a bay, as the admin lists name it (the kinds' labels and colours are shared: lib/occupancy-kinds.ts).
import type { StaffBooking } from '@longwood/core';

/** Who holds the bay: the member, the walk-in's name, or the league. */
export function holderOf(booking: StaffBooking): string {
  if (booking.name) return booking.name;
  if (booking.guestName) return booking.guestName;
  if (booking.leagueId !== null) return `League #${booking.leagueId}`;
  return '—';
}
