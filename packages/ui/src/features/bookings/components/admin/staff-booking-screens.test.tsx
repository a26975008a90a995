// @vitest-environment jsdom
// The staff's booking screens against an in-memory stand-in for the staff bookings API: booking management (list,
// book for a member, delete) and the calendar's time states.
import { facilityInstant, facilityToday, type StaffBooking } from '@longwood/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  endScreenTest,
  json,
  pageOf,
  renderRoute,
  sampleStaffBooking,
  stubFetch,
  sampleAdmin,
  sampleMemberJane,
} from '../../../../test/render-route';
import { AdminCalendarPage } from './admin-calendar-page';
import { BookingManagement } from './booking-management';

afterEach(endScreenTest);

const admin = sampleAdmin;
const jane = sampleMemberJane;
const today = facilityToday(new Date());
const booking = (over: Partial<StaffBooking>) => sampleStaffBooking({ bookingDate: today, name: jane.name, ...over });

function fakeApi(options: { bookings?: StaffBooking[]; failBookings?: boolean } = {}) {
  const bookings = [...(options.bookings ?? [])];
  return stubFetch(({ method, path: full, body }) => {
    const path = new URL(full, 'http://localhost').pathname;
    if (path === '/api/user') return json(200, admin);
    if (method === 'GET' && path === '/api/admin/users') return pageOf([admin, jane]);
    if (method === 'GET' && path === '/api/admin/all-bookings') {
      return options.failBookings ? new Response('', { status: 500 }) : pageOf(bookings);
    }
    if (method === 'POST' && path === '/api/admin/bookings') {
      const created = booking({ id: 99, kind: 'staff', ...(body as object) });
      bookings.push(created);
      return json(201, created);
    }
    const deleted = /^\/api\/admin\/bookings\/(\d+)$/.exec(path);
    if (method === 'DELETE' && deleted) {
      bookings.splice(
        bookings.findIndex((b) => b.id === Number(deleted[1])),
        1,
      );
      return new Response(null, { status: 204 });
    }
    return json(404, { message: 'Not found' });
  });
}

const render = (element: React.ReactNode) =>
  renderRoute([{ path: '/screen', element }], { url: '/screen', user: admin });

describe('Booking Management', () => {
  it('lists bookings of every kind and books for a member with the end time computed', async () => {
    const net = fakeApi({
      bookings: [
        booking({}),
        booking({ id: 2, kind: 'walk_in', userId: null, name: null, username: null, guestName: 'Pat Guest' }),
      ],
    });
    const user = userEvent.setup();
    render(<BookingManagement />);
    expect(await screen.findByText('Jane Doe')).toBeTruthy();
    expect(screen.getByText('Pat Guest')).toBeTruthy();
    expect(screen.getByText('Walk-in')).toBeTruthy();
    expect(screen.getByText(/not limited to the member's 4 hours a day/)).toBeTruthy();
    // Only member and staff bookings are edited here.
    expect(screen.getAllByRole('button', { name: /^Edit booking/ })).toHaveLength(1);
    expect(net.calls.find((c) => c.path.startsWith('/api/admin/all-bookings'))?.path).toContain(`from=${today}`);

    await user.click(screen.getByRole('button', { name: 'Book for a Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book for a Member' });
    // Staff pick a member by name and address (two members may share a name).
    const option = 'Jane Doe (jane@example.com)';
    await waitFor(() => expect(within(dialog).getByRole('option', { name: option })).toBeTruthy());
    await user.selectOptions(within(dialog).getByLabelText('Member'), option);
    await user.selectOptions(within(dialog).getByLabelText('Start time'), '14:00:00');
    await user.selectOptions(within(dialog).getByLabelText('Duration'), '90');
    expect(within(dialog).getByTestId('computed-end-time').textContent).toBe('3:30 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Booking Created')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: jane.id,
      simulatorId: 1,
      bookingDate: today,
      startTime: '14:00:00',
      endTime: '15:30:00',
    });
  }, 20_000);

  it('deletes after a confirm question, and says when bookings cannot be read', async () => {
    const net = fakeApi({ bookings: [booking({})] });
    const user = userEvent.setup();
    render(<BookingManagement />);
    await user.click(await screen.findByRole('button', { name: /^Delete booking of Jane Doe/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete Booking' }));
    expect(await screen.findByText('Booking Deleted')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/bookings/1']);
    cleanup();

    fakeApi({ failBookings: true });
    render(<BookingManagement />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch bookings');
  });
});

describe('Booking calendar', () => {
  it('marks slots Completed, Now and Upcoming by the time of day and shows each kind', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant(today, '10:15'));
    fakeApi({
      bookings: [
        booking({}),
        booking({ id: 3, kind: 'league', userId: null, name: null, username: null, leagueId: 4, simulatorId: 2 }),
      ],
    });
    render(<AdminCalendarPage />);
    // A one-hour booking fills two half-hour cells.
    expect(await screen.findAllByRole('button', { name: /^Edit Member: Jane Doe/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^League: League #4/ })[0]!.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('slot-09:30').getAttribute('data-state')).toBe('Completed');
    expect(screen.getByTestId('slot-10:00').getAttribute('data-state')).toBe('Now');
    expect(screen.getByTestId('slot-10:00').getAttribute('aria-current')).toBe('time');
    expect(screen.getByTestId('slot-10:30').getAttribute('data-state')).toBe('Upcoming');
    expect(screen.getAllByRole('row')).toHaveLength(48);
  }, 20_000);
});
