// Runs under TZ=UTC and TZ=Pacific/Auckland (scripts/test-all.mjs): the answers are the facility's wall clock.
import { describe, expect, it } from 'vitest';
import { facilityInstant } from '../time';
import { authorize } from '../policy';
import { facilityFactsFormSchema, FACILITY_DEFAULTS, facilityFactsSchema, staffedHoursOf } from '../schemas/facility';
import {
  arrivalCheck,
  FRONT_DESK_MESSAGES,
  noShowCheck,
  noShowGraceMessage,
  DEFAULT_NO_SHOW_GRACE_MINUTES,
  isWalkInNow,
  walkInStartAt,
  walkInStartsToday,
} from './front-desk';
import { isRunningNow, isRunningSlot } from './booking';
import {
  frontDeskClosedMessage,
  frontDeskHours,
  isStaffedHours,
  staffedHoursLine,
  staffedHoursTimes,
} from './staffed-hours';
import { checkReservation } from './occupancy';

const at = (date: string, time: string) => facilityInstant(date, time);

describe('staffed hours, 8am-8pm facility time', () => {
  it('is open from 8:00 until just before 20:00', () => {
    expect(isStaffedHours(at('2026-11-23', '07:59'))).toBe(false);
    expect(isStaffedHours(at('2026-11-23', '08:00'))).toBe(true);
    expect(isStaffedHours(at('2026-11-23', '19:59'))).toBe(true);
    expect(isStaffedHours(at('2026-11-23', '20:00'))).toBe(false);
  });

  it('says when it closes while open, and when it opens while closed', () => {
    expect(frontDeskHours(at('2026-11-23', '12:00'))).toEqual({
      isOpen: true,
      closesAt: { date: '2026-11-23', time: '20:00:00' },
      opensAt: null,
    });
    // Before 8am it opens the same day; after 8pm the next day.
    expect(frontDeskHours(at('2026-11-23', '06:30')).opensAt).toEqual({ date: '2026-11-23', time: '08:00:00' });
    expect(frontDeskHours(at('2026-11-23', '21:15')).opensAt).toEqual({ date: '2026-11-24', time: '08:00:00' });
    expect(frontDeskHours(at('2026-12-31', '23:59')).opensAt).toEqual({ date: '2027-01-01', time: '08:00:00' });
  });

  it('follows the wall clock across daylight-saving changes (8am is 12:00 UTC in summer, 13:00 in winter)', () => {
    expect(isStaffedHours(new Date('2026-07-04T12:00:00Z'))).toBe(true);
    expect(isStaffedHours(new Date('2026-07-04T11:59:00Z'))).toBe(false);
    expect(isStaffedHours(new Date('2026-12-04T12:30:00Z'))).toBe(false);
    expect(isStaffedHours(new Date('2026-12-04T13:00:00Z'))).toBe(true);
    // 8pm EDT is midnight UTC: the UTC date has already moved on.
    expect(isStaffedHours(new Date('2026-07-04T23:59:00Z'))).toBe(true);
    expect(isStaffedHours(new Date('2026-07-05T00:00:00Z'))).toBe(false);
  });
});

describe('staffed hours the facility configured', () => {
  const early = { opensHour: 6, closesHour: 14 };

  it('opens and closes at the configured hours, and the refusal names them', () => {
    expect(isStaffedHours(at('2026-11-23', '05:59'), early)).toBe(false);
    expect(isStaffedHours(at('2026-11-23', '06:00'), early)).toBe(true);
    expect(isStaffedHours(at('2026-11-23', '13:59'), early)).toBe(true);
    expect(isStaffedHours(at('2026-11-23', '14:00'), early)).toBe(false);
    expect(frontDeskHours(at('2026-11-23', '15:00'), early).opensAt).toEqual({ date: '2026-11-24', time: '06:00:00' });
    expect(frontDeskClosedMessage(early)).toBe('The front desk is closed. Staff hours are 6:00 AM to 2:00 PM.');
    expect(frontDeskClosedMessage()).toBe('The front desk is closed. Staff hours are 8:00 AM to 8:00 PM.');
    expect(staffedHoursTimes(early)).toEqual({ opens: '06:00', closes: '14:00' });
  });

  it('staffed until midnight closes at the start of the next day; 0-24 is always open', () => {
    const late = { opensHour: 12, closesHour: 24 };
    expect(frontDeskHours(at('2026-11-23', '23:59'), late)).toEqual({
      isOpen: true,
      closesAt: { date: '2026-11-24', time: '00:00:00' },
      opensAt: null,
    });
    expect(isStaffedHours(at('2026-11-23', '00:00'), { opensHour: 0, closesHour: 24 })).toBe(true);
    expect(frontDeskClosedMessage(late)).toBe('The front desk is closed. Staff hours are 12:00 PM to 12:00 AM.');
  });

  it('the policy refuses front-desk staff outside the configured hours, never admins', () => {
    const staff = { isMember: false, isCoach: false, isFrontDesk: true, isAdmin: false };
    const admin = { ...staff, isAdmin: true };
    expect(authorize(staff, 'desk:bookings', at('2026-11-23', '07:00'), early)).toEqual({ allowed: true });
    expect(authorize(staff, 'desk:bookings', at('2026-11-23', '15:00'), early)).toEqual({
      allowed: false,
      code: 'FRONT_DESK_CLOSED',
    });
    expect(authorize(admin, 'desk:bookings', at('2026-11-23', '15:00'), early)).toEqual({ allowed: true });
    // Without configured hours: the specification's 8am-8pm.
    expect(authorize(staff, 'desk:bookings', at('2026-11-23', '07:00')).allowed).toBe(false);
  });

  it("the landing page's line says the same hours: the specification's 8am-8pm by default", () => {
    expect(staffedHoursLine()).toBe('Staff on site 8am-8pm daily');
    expect(staffedHoursLine(early)).toBe('Staff on site 6am-2pm daily');
    expect(staffedHoursLine({ opensHour: 0, closesHour: 24 })).toBe('Staff on site 12am-12am daily');
    expect(staffedHoursLine({ opensHour: 9, closesHour: 12 })).toBe('Staff on site 9am-12pm daily');
  });

  it('the settings take whole hours from 0 to 24, the end after the start', () => {
    expect(staffedHoursOf(FACILITY_DEFAULTS)).toEqual({ opensHour: 8, closesHour: 20 });
    const hour = facilityFactsSchema.shape.staffedHoursStart;
    expect(hour.safeParse('6').data).toBe(6);
    for (const bad of ['7.5', '-1', '25', '', 'eight']) {
      expect(hour.safeParse(bad).error?.issues[0]?.message, bad).toBe(
        'Enter a whole hour from 0 to 24, e.g. 8 for 8am or 20 for 8pm',
      );
    }
    const form = facilityFactsFormSchema.safeParse({ ...FACILITY_DEFAULTS, staffedHoursStart: 20, staffedHoursEnd: 8 });
    expect(form.error?.issues).toEqual([
      expect.objectContaining({
        path: ['staffedHoursEnd'],
        message: 'The desk must close after it opens: enter an end hour later than the start hour',
      }),
    ]);
  });
});

describe('walk-in starts', () => {
  it("'now' is now rounded to the nearest half hour, 'next' the half hour after it", () => {
    const now = at('2026-11-23', '10:12');
    expect(walkInStartAt('now', now)).toEqual({ date: '2026-11-23', time: '10:00:00' });
    expect(walkInStartAt('next', now)).toEqual({ date: '2026-11-23', time: '10:30:00' });
    expect(walkInStartAt('now', at('2026-11-23', '10:30'))).toEqual({ date: '2026-11-23', time: '10:30:00' });
    // 3:22 PM is not recorded as 3:00: most of that half hour is gone.
    expect(walkInStartAt('now', at('2026-11-23', '15:22'))).toEqual({ date: '2026-11-23', time: '15:30:00' });
    expect(walkInStartAt('next', at('2026-11-23', '15:22'))).toEqual({ date: '2026-11-23', time: '16:00:00' });
    expect(walkInStartAt('now', at('2026-11-23', '15:14'))).toEqual({ date: '2026-11-23', time: '15:00:00' });
    expect(walkInStartAt('now', at('2026-11-23', '15:15'))).toEqual({ date: '2026-11-23', time: '15:30:00' });
    expect(walkInStartAt('now', at('2026-11-23', '23:50'))).toEqual({ date: '2026-11-24', time: '00:00:00' });
    expect(walkInStartAt('next', at('2026-11-23', '23:10'))).toEqual({ date: '2026-11-23', time: '23:30:00' });
  });

  it('takes a time of day as that half hour today, and lists the starts the desk offers', () => {
    const now = at('2026-11-23', '10:12');
    expect(walkInStartAt('16:30:00', now)).toEqual({ date: '2026-11-23', time: '16:30:00' });
    expect(walkInStartAt('16:30', now)).toEqual({ date: '2026-11-23', time: '16:30:00' });
    // The list starts where 'now' does and ends at the grid's last start.
    const starts = walkInStartsToday(now);
    expect(starts.slice(0, 3)).toEqual(['10:00:00', '10:30:00', '11:00:00']);
    expect(starts.at(-1)).toBe('23:00:00');
    expect(starts).toHaveLength(27);
    expect(walkInStartsToday(at('2026-11-23', '15:22'))[0]).toBe('15:30:00');
    expect(walkInStartsToday(at('2026-11-23', '23:05'))).toEqual(['23:00:00']);
    expect(walkInStartsToday(at('2026-11-23', '23:40'))).toEqual([]);
    // Chosen from the list, now's own start counts as 'now' (the running half hour may be it); no other does.
    expect(isWalkInNow('10:00:00', now)).toBe(true);
    expect(isWalkInNow('now', now)).toBe(true);
    expect(isWalkInNow('10:30:00', now)).toBe(false);
    expect(isWalkInNow('next', now)).toBe(false);
    expect(isWalkInNow('10:00:00', at('2026-11-23', '10:22'))).toBe(false);
  });

  it('knows the running half hour only on the facility date', () => {
    const now = at('2026-11-23', '10:12');
    expect(isRunningSlot('2026-11-23', '10:00:00', now)).toBe(true);
    expect(isRunningSlot('2026-11-23', '09:30:00', now)).toBe(false);
    expect(isRunningSlot('2026-11-23', '10:30:00', now)).toBe(false);
    expect(isRunningSlot('2026-11-24', '10:00:00', now)).toBe(false);
  });

  it('knows a booking is running from its start until its end, on the facility date', () => {
    expect(isRunningNow('2026-11-23', '10:00:00', '11:30:00', at('2026-11-23', '10:00'))).toBe(true);
    expect(isRunningNow('2026-11-23', '10:00:00', '11:30:00', at('2026-11-23', '11:29'))).toBe(true);
    expect(isRunningNow('2026-11-23', '10:00:00', '11:30:00', at('2026-11-23', '09:59'))).toBe(false);
    expect(isRunningNow('2026-11-23', '10:00:00', '11:30:00', at('2026-11-23', '11:30'))).toBe(false);
    expect(isRunningNow('2026-11-24', '10:00:00', '11:30:00', at('2026-11-23', '10:30'))).toBe(false);
  });

  it('lets a walk-in starting now take the running half hour, and nothing earlier', () => {
    const now = at('2026-11-23', '10:12');
    const request = { kind: 'walk_in' as const, bookingDate: '2026-11-23', endTime: '11:00' };
    const running = { request: { ...request, startTime: '10:00' }, occupancies: [], leagues: [], now };
    expect(checkReservation(running)).toMatchObject({ ok: false, code: 'BOOKING_IN_PAST' });
    expect(checkReservation({ ...running, allowRunningSlot: true })).toMatchObject({ ok: true, simulatorId: 1 });
    const earlier = { ...running, request: { ...request, startTime: '09:30' }, allowRunningSlot: true };
    expect(checkReservation(earlier)).toMatchObject({ ok: false, code: 'BOOKING_IN_PAST' });
    // The bay rules still apply to the running half hour: both bays taken until 10:30 means full.
    const taken = [1, 2].map((simulatorId) => ({
      simulatorId,
      bookingDate: '2026-11-23',
      startTime: '09:30:00',
      endTime: '10:30:00',
      kind: 'member' as const,
    }));
    expect(checkReservation({ ...running, occupancies: taken, allowRunningSlot: true })).toMatchObject({
      ok: false,
      code: 'BOOKING_FULL',
    });
  });
});

describe('arrival (check-in)', () => {
  const booking = { kind: 'walk_in' as const, bookingDate: '2026-11-23', startTime: '14:00:00', endTime: '15:00:00' };

  it('opens an hour before the start and closes at the end, on the day itself', () => {
    expect(arrivalCheck(booking, at('2026-11-23', '12:59'))).toMatchObject({ ok: false });
    expect(arrivalCheck(booking, at('2026-11-23', '13:00'))).toEqual({ ok: true });
    expect(arrivalCheck(booking, at('2026-11-23', '14:59'))).toEqual({ ok: true });
    expect(arrivalCheck(booking, at('2026-11-23', '15:00'))).toEqual({
      ok: false,
      message: 'This booking has already ended.',
    });
    expect(arrivalCheck(booking, at('2026-11-22', '14:30'))).toEqual({
      ok: false,
      message: 'Only bookings for today can be checked in.',
    });
  });

  it("checks in people (members, staff-made, walk-ins, lessons), not a league's night", () => {
    const now = at('2026-11-23', '14:10');
    for (const kind of ['member', 'staff', 'walk_in', 'lesson'] as const) {
      expect(arrivalCheck({ ...booking, kind }, now)).toEqual({ ok: true });
    }
    expect(arrivalCheck({ ...booking, kind: 'league' }, now)).toEqual({
      ok: false,
      message: 'League reservations are not checked in at the desk.',
    });
  });
});

describe('noShowCheck (decision 266)', () => {
  const booking = {
    kind: 'member' as const,
    walkIn: false,
    bookingDate: '2027-02-10',
    startTime: '10:00:00',
    arrivedAt: null,
  };
  const at = (date: string, time: string) => facilityInstant(date, time);

  it("a member's booking made ahead, from its grace time on, any later day too, while nobody is checked in", () => {
    // The default grace: 15 minutes after the 10:00 start.
    for (const time of ['09:59', '10:00', '10:10', '10:14']) {
      expect(noShowCheck(booking, at('2027-02-10', time)), time).toEqual({
        ok: false,
        message: 'A booking can be marked a no-show 15 minutes after it starts.',
      });
    }
    expect(noShowCheck(booking, at('2027-02-10', '10:15'))).toEqual({ ok: true });
    expect(DEFAULT_NO_SHOW_GRACE_MINUTES).toBe(15);
    // No grace: from the start on.
    expect(noShowCheck(booking, at('2027-02-10', '09:59'), 0)).toEqual({
      ok: false,
      message: FRONT_DESK_MESSAGES.noShowNotStarted,
    });
    expect(noShowCheck(booking, at('2027-02-10', '10:00'), 0)).toEqual({ ok: true });
    expect(noShowCheck(booking, at('2027-02-10', '10:59'), 60).ok).toBe(false);
    expect(noShowCheck(booking, at('2027-02-10', '11:00'), 60).ok).toBe(true);
    expect(noShowGraceMessage(1)).toBe('A booking can be marked a no-show 1 minute after it starts.');
    expect(noShowCheck({ ...booking, kind: 'staff' }, at('2027-02-12', '08:00'))).toEqual({ ok: true });
    expect(noShowCheck({ ...booking, arrivedAt: '2027-02-10T15:05:00.000Z' }, at('2027-02-10', '10:30'))).toEqual({
      ok: false,
      message: FRONT_DESK_MESSAGES.noShowArrived,
    });
  });

  it('counts the grace in real minutes, past midnight and across the autumn clock change', () => {
    // 23:45 with 30 minutes' grace: 00:15 the next day.
    const late = { ...booking, startTime: '23:45:00' };
    expect(noShowCheck(late, at('2027-02-11', '00:14'), 30).ok).toBe(false);
    expect(noShowCheck(late, at('2027-02-11', '00:15'), 30).ok).toBe(true);
    // 2026-11-01 01:45 EDT (05:45Z), 30 minutes' grace: the clock then reads 01:15 EST (06:15Z), before the start
    // on the wall, yet half an hour has passed.
    const fallBack = { ...booking, bookingDate: '2026-11-01', startTime: '01:45:00' };
    expect(noShowCheck(fallBack, new Date('2026-11-01T06:14:00Z'), 30).ok).toBe(false);
    expect(noShowCheck(fallBack, new Date('2026-11-01T06:15:00Z'), 30).ok).toBe(true);
  });

  it('never a walk-in, a league night or a lesson', () => {
    for (const other of [
      { ...booking, kind: 'staff' as const, walkIn: true },
      { ...booking, kind: 'walk_in' as const, walkIn: true },
      { ...booking, kind: 'league' as const },
      { ...booking, kind: 'lesson' as const },
    ]) {
      expect(noShowCheck(other, at('2027-02-10', '11:00'))).toEqual({
        ok: false,
        message: FRONT_DESK_MESSAGES.noShowKind,
      });
    }
  });
});
