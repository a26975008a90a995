// @vitest-environment jsdom
// My Bookings reads GET /api/user/bookings through the contract: bay names and isFuture come from the server,
// and an answer that breaks the contract ends in a clear error with a retry, not a crash.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyBooking } from '@longwood/core';
import { UNEXPECTED_RESPONSE_MESSAGE } from '../../../lib/api-client';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { MyBookings } from './my-bookings';

afterEach(endScreenTest);

const booking = (id: number, overrides: Partial<MyBooking>): MyBooking => ({
  id,
  kind: 'member',
  userId: 7,
  simulatorId: 2,
  bookingDate: '2026-11-23',
  startTime: '10:00:00',
  endTime: '11:30:00',
  createdAt: '2026-11-21T12:00:00.000Z',
  simulatorName: 'Bay 2',
  isFuture: true,
  changedAt: null,
  ...overrides,
});

const renderList = () =>
  renderRoute([{ path: '/booking', element: <MyBookings /> }], {
    url: '/booking',
    user: sampleUser({ isMember: true }),
  });

describe('My Bookings', () => {
  it("lists upcoming and past bookings as the server says, with the bay's name", async () => {
    stubFetch(() =>
      json(200, [
        booking(1, { isFuture: true, simulatorName: 'Bay 2' }),
        booking(2, { bookingDate: '2026-11-01', isFuture: false, simulatorId: 1, simulatorName: 'Bay 1' }),
      ]),
    );
    renderList();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming bookings' });
    expect(upcoming.textContent).toContain('Monday, November 23, 2026');
    expect(upcoming.textContent).toContain('10:00 AM - 11:30 AM EST · Bay 2');
    expect(screen.getByRole('list', { name: 'Past bookings' }).textContent).toContain('Bay 1');
    expect(screen.getAllByRole('button', { name: /^Cancel/ })).toHaveLength(1);
  });

  it('asks for the shots of "Live now" only while one of the bookings is running', async () => {
    // Every booking listed here is on a past or future day: "Live now" and the shots' code stay away (decision 255).
    const { calls } = stubFetch(() =>
      json(200, [booking(1, { isFuture: true }), booking(2, { bookingDate: '2026-11-01', isFuture: false })]),
    );
    renderList();
    await screen.findByRole('list', { name: 'Upcoming bookings' });
    expect(calls.map((c) => c.path)).toEqual(['/api/user/bookings']);
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
  });

  it('gives every Cancel button its own accessible name (date, time, bay) while it reads "Cancel"', async () => {
    stubFetch(() =>
      json(200, [
        booking(1, { simulatorId: 1, simulatorName: 'Bay 1' }),
        booking(2, { simulatorName: 'Bay 2' }),
        booking(3, { bookingDate: '2026-11-24', startTime: '18:00:00', endTime: '19:00:00' }),
      ]),
    );
    renderList();
    await screen.findByRole('list', { name: 'Upcoming bookings' });
    const buttons = screen.getAllByRole('button', { name: /^Cancel booking on / });
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Cancel', 'Cancel']);
    const names = buttons.map((b) => b.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(3);
    expect(names).toContain('Cancel booking on Tuesday, November 24, 2026, 6:00 PM - 7:00 PM EST, Bay 2');
  });

  it('offers each upcoming booking as a calendar file with its own UID, named for the booking', async () => {
    // Moved on 2026-11-22 at 09:30 UTC: the move's e-mail carried that instant's Unix seconds as SEQUENCE.
    const moved = { simulatorId: 1, simulatorName: 'Bay 1', changedAt: '2026-11-22T09:30:00.000Z' };
    stubFetch(() => json(200, [booking(5, moved)]));
    renderList();
    const link = await screen.findByRole('link', { name: /^Add to calendar: / });
    expect(link.textContent).toBe('Add to calendar');
    expect(link.getAttribute('download')).toBe('longwood-booking-2026-11-23.ics');
    // The file is made when the member reaches for the link (its writer loads then): here, by the keyboard.
    act(() => link.focus());
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^data:text\/calendar;charset=utf-8,/));
    const ics = decodeURIComponent(link.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(ics).toContain('UID:booking-5@longwoodgolf.example');
    expect(ics).toContain('DTSTART:20261123T150000Z');
    expect(ics).toContain('\r\nSEQUENCE:1795339800\r\n');
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).not.toContain('ATTENDEE');
  });

  it('follows a click that comes before the calendar file is made, once it is made', async () => {
    stubFetch(() => json(200, [booking(5, {})]));
    renderList();
    const link = await screen.findByRole('link', { name: /^Add to calendar: / });
    expect(link.getAttribute('href')).toBe('#');
    // What the browser is asked to follow: jsdom cannot download, so the listener keeps it from navigating.
    const followed: string[] = [];
    const keep = (event: MouseEvent) => {
      if (event.target !== link) return;
      followed.push(link.getAttribute('href')!);
      if (link.getAttribute('href')!.startsWith('data:')) event.preventDefault();
    };
    document.addEventListener('click', keep, true);
    try {
      link.click();
      await waitFor(() => expect(followed).toHaveLength(2));
      expect(followed[0]).toBe('#');
      expect(decodeURIComponent(followed[1]!)).toContain('UID:booking-5@longwoodgolf.example');
    } finally {
      document.removeEventListener('click', keep, true);
    }
  });

  it('rejects an answer that breaks the contract and says so clearly, with a retry', async () => {
    let broken = true;
    stubFetch(() =>
      // Without bay names and isFuture: what the client used to accept and patch up by itself.
      broken ? json(200, [{ id: 1, simulatorId: 2, bookingDate: '2026-11-23' }]) : json(200, []),
    );
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Failed to fetch bookings')).toBeTruthy();
    expect(screen.getByText(UNEXPECTED_RESPONSE_MESSAGE)).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no bookings yet.')).toBeTruthy();
  });
});
