// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  DEFAULT_BOOKING_LIMITS,
  DEFAULT_NO_SHOW_GRACE_MINUTES,
  FACILITY_BAY_DEFAULTS,
  type MyBooking,
  type PublicFacility,
} from '@longwood/core';
import { publicFacilityFixture } from '@longwood/core/testing';
import { hoursLeftToday } from './member-strip';
import { BookingPageHeading } from '../../features/bookings/components/booking-page-heading';
import { bookingRules, noShowGrace } from '../../config/booking-rules';
import { applyFacilityFacts } from '../../config/facility';
import { bayOptions, facilityBayName } from '../../lib/booking-choices';

const withRules = (dailyCapHours: number, bookingWindowDays: number): PublicFacility => {
  const facts = publicFacilityFixture({ version: 3, bays: FACILITY_BAY_DEFAULTS.map((bay) => ({ ...bay })) });
  return { ...facts, rules: { ...facts.rules, dailyCapHours, bookingWindowDays } };
};

const headingText = () =>
  renderToStaticMarkup(<BookingPageHeading />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

// 10:00 in Longwood on 2026-11-21; two hours booked that day.
const NOW = new Date('2026-11-21T15:00:00Z');
const booked = [{ bookingDate: '2026-11-21', startTime: '08:00:00', endTime: '10:00:00' }] as MyBooking[];

describe('the booking rules the screens show', () => {
  afterEach(() => {
    applyFacilityFacts(withRules(4, 30));
    noShowGrace.minutes = DEFAULT_NO_SHOW_GRACE_MINUTES;
  });

  it('start at core’s defaults, in the specification’s words', () => {
    expect(bookingRules).toEqual({ ...DEFAULT_BOOKING_LIMITS, bays: FACILITY_BAY_DEFAULTS });
    expect(noShowGrace.minutes).toBe(DEFAULT_NO_SHOW_GRACE_MINUTES);
    expect(headingText()).toContain('Reserve a bay up to 30 days ahead. Members can book up to 4 hours per day.');
    expect(hoursLeftToday(booked, NOW)).toBe(2);
  });

  it('follow the facts the page carries: the heading and the hours left name the configured cap and window', () => {
    applyFacilityFacts(withRules(2.5, 7));
    expect(bookingRules).toMatchObject({ dailyCapMinutes: 150, bookingWindowDays: 7 });
    applyFacilityFacts({ ...withRules(2.5, 7), rules: { ...withRules(2.5, 7).rules, noShowGraceMinutes: 25 } });
    expect(noShowGrace.minutes).toBe(25);
    expect(headingText()).toContain('Reserve a bay up to 7 days ahead. Members can book up to 2.5 hours per day.');
    expect(hoursLeftToday(booked, NOW)).toBe(0.5);
    applyFacilityFacts(withRules(1, 1));
    expect(headingText()).toContain('Reserve a bay up to 1 day ahead. Members can book up to 1 hour per day.');
  });

  it('name the bays as the facts do, and offer only the open ones to staff', () => {
    applyFacilityFacts({
      ...withRules(4, 30),
      bays: [
        { id: 1, name: 'Bay 1', open: true },
        { id: 2, name: 'The Back Nine Room', open: true },
        { id: 3, name: 'Bay 3', open: false },
      ],
    });
    expect(facilityBayName(2)).toBe('The Back Nine Room');
    expect(facilityBayName(3)).toBe('Bay 3');
    expect(bayOptions()).toEqual([
      { value: 1, label: 'Bay 1' },
      { value: 2, label: 'The Back Nine Room' },
    ]);
    expect(bayOptions({ retired: true }).map((option) => option.label)).toEqual([
      'Bay 1',
      'The Back Nine Room',
      'Bay 3 (retired)',
    ]);
    // Facts without an open bay (an older server) leave the bays as they were.
    applyFacilityFacts({ ...withRules(4, 30), bays: [] });
    expect(facilityBayName(2)).toBe('The Back Nine Room');
  });
});
