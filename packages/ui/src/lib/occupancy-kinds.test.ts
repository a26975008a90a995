// How staff screens name who holds a bay: a member's walk-in says "Walk-in", a guest's walk-in too, and a guest's
// booking made ahead (the free demo, docs/decisions/263-the-free-demo-as-a-guest-booking.md) "Guest".
import { describe, expect, it } from 'vitest';
import { kindLabel } from './occupancy-kinds';

describe('kindLabel', () => {
  it('names each kind, a walk-in by how it was booked', () => {
    expect(kindLabel({ kind: 'member', walkIn: false })).toBe('Member');
    expect(kindLabel({ kind: 'staff', walkIn: false })).toBe('Staff-made');
    expect(kindLabel({ kind: 'staff', walkIn: true })).toBe('Walk-in');
    expect(kindLabel({ kind: 'walk_in', walkIn: true })).toBe('Walk-in');
    expect(kindLabel({ kind: 'walk_in' })).toBe('Walk-in');
    expect(kindLabel({ kind: 'walk_in', walkIn: false })).toBe('Guest');
    expect(kindLabel({ kind: 'lesson' })).toBe('Lesson');
  });
});
