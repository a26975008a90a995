// How staff screens name and colour each kind of bay use (docs/decisions/080-one-occupancy-model.md): the admin
// calendar, booking management, the database view and the desk's board all read them from here.
import type { OccupancyKind } from '@longwood/core';

export const KIND_LABELS: Record<OccupancyKind, string> = {
  member: 'Member',
  staff: 'Staff-made',
  walk_in: 'Walk-in',
  league: 'League',
  lesson: 'Lesson',
};

/** A guest's booking made ahead (the free demo), not at the desk as a walk-in. */
const GUEST_LABEL = 'Guest';

/**
 * What holds it, for staff: a member's walk-in is a staff-made booking that the desk labels "Walk-in"; a guest's
 * booking that was not a walk-in (the free demo booked from a request, docs/decisions/263-the-free-demo-as-a-guest-booking.md)
 * is a "Guest".
 */
export function kindLabel(occupancy: { kind: OccupancyKind; walkIn?: boolean }): string {
  if (occupancy.kind === 'staff' && occupancy.walkIn) return KIND_LABELS.walk_in;
  if (occupancy.kind === 'walk_in' && occupancy.walkIn === false) return GUEST_LABEL;
  return KIND_LABELS[occupancy.kind];
}

export const KIND_CLASSES: Record<OccupancyKind, string> = {
  member: 'bg-emerald-100 text-emerald-900 border-emerald-300',
  staff: 'bg-sky-100 text-sky-900 border-sky-300',
  walk_in: 'bg-amber-100 text-amber-900 border-amber-300',
  league: 'bg-purple-100 text-purple-900 border-purple-300',
  lesson: 'bg-rose-100 text-rose-900 border-rose-300',
};
