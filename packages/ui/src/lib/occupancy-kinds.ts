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

/** What holds it, for staff: a member's walk-in is a staff-made booking that the desk labels "Walk-in". */
export function kindLabel(occupancy: { kind: OccupancyKind; walkIn?: boolean }): string {
  return occupancy.kind === 'staff' && occupancy.walkIn ? KIND_LABELS.walk_in : KIND_LABELS[occupancy.kind];
}

export const KIND_CLASSES: Record<OccupancyKind, string> = {
  member: 'bg-emerald-100 text-emerald-900 border-emerald-300',
  staff: 'bg-sky-100 text-sky-900 border-sky-300',
  walk_in: 'bg-amber-100 text-amber-900 border-amber-300',
  league: 'bg-purple-100 text-purple-900 border-purple-300',
  lesson: 'bg-rose-100 text-rose-900 border-rose-300',
};
