import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTION_GROUPS,
  ACTIVITY_ACTIONS,
  activityInstantRange,
  activityQuerySchema,
  maskKeypadCode,
  occupancyEntry,
} from './activity';
import { occupancyFixture } from '../testing/occupancy';
import type { Occupancy } from './staff-booking';

describe('activity log filters', () => {
  it('turns facility dates into US Eastern midnight-to-midnight instants, across a clock change', () => {
    expect(activityInstantRange({ from: '2026-11-23', to: '2026-11-23' })).toEqual({
      since: '2026-11-23T05:00:00.000Z',
      before: '2026-11-24T05:00:00.000Z',
    });
    // 2027-03-14 springs forward: that facility day is 23 hours long.
    expect(activityInstantRange({ from: '2027-03-14', to: '2027-03-14' })).toEqual({
      since: '2027-03-14T05:00:00.000Z',
      before: '2027-03-15T04:00:00.000Z',
    });
    expect(activityInstantRange({})).toEqual({});
  });

  it('refuses an unknown action and a range that ends before it starts', () => {
    expect(activityQuerySchema.safeParse({ action: 'user.password' }).success).toBe(false);
    const backwards = activityQuerySchema.safeParse({ from: '2026-11-24', to: '2026-11-23' });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'The start date must not be after the end date',
    });
    expect(activityQuerySchema.parse({})).toEqual({ page: 1, pageSize: 50 });
  });

  it('masks a keypad code to its last character', () => {
    expect(maskKeypadCode('482913')).toBe('•••••3');
    expect(maskKeypadCode('7')).toBe('•');
  });

  it('groups every action for the filter exactly once', () => {
    const grouped = ACTIVITY_ACTION_GROUPS.flatMap((g) => g.actions);
    expect([...grouped].sort()).toEqual([...ACTIVITY_ACTIONS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});

describe('occupancy entries', () => {
  const before = occupancyFixture({ id: 12, bookingDate: '2026-11-24' });
  const after: Occupancy = { ...before, kind: 'staff', simulatorId: 2, startTime: '12:00:00', endTime: '13:30:00' };

  it('names the occupancy as it is after the write, with both snapshots', () => {
    expect(occupancyEntry('booking.moved', before, after)).toEqual({
      action: 'booking.moved',
      targetType: 'booking',
      targetId: 12,
      targetLabel: 'Booking #12, Bay 2, Nov 24, 2026, 12:00 PM - 1:30 PM',
      before: expect.objectContaining({ kind: 'member', simulatorId: 1, startTime: '10:00', endTime: '11:00' }),
      after: expect.objectContaining({ kind: 'staff', simulatorId: 2, startTime: '12:00', endTime: '13:30' }),
    });
  });

  it('has no snapshot on the side where the occupancy does not exist', () => {
    expect(occupancyEntry('booking.created', null, after)).toMatchObject({ before: null, targetId: 12 });
    expect(occupancyEntry('booking.deleted', before, null)).toMatchObject({
      after: null,
      targetLabel: 'Booking #12, Bay 1, Nov 24, 2026, 10:00 AM - 11:00 AM',
    });
  });
});
