// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_BOOKING_LIMITS, type MyBooking, type PublicFacility } from '@longwood/core';
import { publicFacilityFixture } from '@longwood/core/testing';
import { hoursLeftToday } from './member-strip';
import { BookingPageHeading } from '../../features/bookings/components/booking-page-heading';
import { bookingRules } from '../../config/booking-rules';
import { applyFacilityFacts } from '../../config/facility';

const withRules = (dailyCapHours: number, bookingWindowDays: number): PublicFacility => {
  const facts = publicFacilityFixture({ version: 3, bays: [] });
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
  afterEach(() => applyFacilityFacts(withRules(4, 30)));

  it('start at core’s defaults, in the specification’s words', () => {
    expect(bookingRules).toEqual(DEFAULT_BOOKING_LIMITS);
    expect(headingText()).toContain('Reserve a bay up to 30 days ahead. Members can book up to 4 hours per day.');
    expect(hoursLeftToday(booked, NOW)).toBe(2);
  });

  it('follow the facts the page carries: the heading and the hours left name the configured cap and window', () => {
    applyFacilityFacts(withRules(2.5, 7));
    expect(bookingRules).toEqual({ dailyCapMinutes: 150, bookingWindowDays: 7 });
    expect(headingText()).toContain('Reserve a bay up to 7 days ahead. Members can book up to 2.5 hours per day.');
    expect(hoursLeftToday(booked, NOW)).toBe(0.5);
    applyFacilityFacts(withRules(1, 1));
    expect(headingText()).toContain('Reserve a bay up to 1 day ahead. Members can book up to 1 hour per day.');
  });
});
