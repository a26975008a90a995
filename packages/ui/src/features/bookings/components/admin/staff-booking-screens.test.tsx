// @vitest-environment jsdom
// The staff's booking screens against an in-memory stand-in for the staff bookings API: booking management (list,
// book for a member, delete) and the calendar's time states.
import {
  BOOKING_MESSAGES,
  OVER_CAP_MESSAGES,
  addDaysToDateString,
  facilityInstant,
  facilityToday,
  weekdayName,
  type League,
  type StaffBooking,
} from '@longwood/core';
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
  sampleLeague,
} from '../../../../test/render-route';
import { AdminCalendarPage } from './admin-calendar-page';
import { BookingManagement } from './booking-management';

afterEach(endScreenTest);

const admin = sampleAdmin;
const jane = sampleMemberJane;
const today = facilityToday(new Date());
const booking = (over: Partial<StaffBooking>) => sampleStaffBooking({ bookingDate: today, name: jane.name, ...over });

function fakeApi(
  options: {
    bookings?: StaffBooking[];
    failBookings?: boolean;
    refuseCreate?: string;
    leagues?: League[];
    /** The member's day is full: a create without a reason is refused by the cap. */
    capped?: boolean;
  } = {},
) {
  const bookings = [...(options.bookings ?? [])];
  return stubFetch(({ method, path: full, body }) => {
    const path = new URL(full, 'http://localhost').pathname;
    if (path === '/api/user') return json(200, admin);
    if (method === 'GET' && path === '/api/leagues') return json(200, options.leagues ?? []);
    if (method === 'GET' && path === '/api/desk/members') {
      return json(200, [{ id: jane.id, name: jane.name, username: jane.username, email: jane.email }]);
    }
    if (method === 'GET' && path === '/api/admin/all-bookings') {
      return options.failBookings ? new Response('', { status: 500 }) : pageOf(bookings);
    }
    if (method === 'POST' && path === '/api/admin/bookings') {
      if (options.refuseCreate) return json(409, { code: 'SLOT_TAKEN', message: options.refuseCreate });
      if (options.capped && !(body as { capOverrideReason?: string }).capOverrideReason) {
        return json(409, { code: 'BOOKING_DAILY_CAP', message: BOOKING_MESSAGES.dailyCap });
      }
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

/** Staff find the member by typing and choose them (two members may share a name: the e-mail tells them apart). */
async function pickJane(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Search members by name or e-mail'), 'Jane');
  await user.click(await within(dialog).findByRole('radio', { name: /Jane Doe/ }));
  expect(within(dialog).getByTestId('chosen-member').textContent).toBe('Booking for Jane Doe');
}

const render = (element: React.ReactNode) =>
  renderRoute([{ path: '/screen', element }], { url: '/screen', user: admin });

describe('Booking Management', () => {
  it('lists bookings of every kind and books for a member with the end time computed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant(today, '10:15'));
    const net = fakeApi({
      bookings: [
        booking({}),
        booking({
          id: 2,
          kind: 'walk_in',
          userId: null,
          name: null,
          username: null,
          guestName: 'Pat Guest',
          walkIn: true,
        }),
        booking({
          id: 4,
          kind: 'league',
          userId: null,
          name: null,
          username: null,
          leagueId: 2,
          leagueName: 'Thursday Match Play',
        }),
        booking({ id: 5, kind: 'league', userId: null, name: null, username: null, leagueId: 6, leagueName: null }),
        booking({ id: 7, kind: 'lesson', name: 'Sam Lee', coachId: 3, startTime: '16:00:00', endTime: '17:00:00' }),
      ],
    });
    const user = userEvent.setup();
    render(<BookingManagement />);
    expect(await screen.findByText('Jane Doe')).toBeTruthy();
    expect(screen.getByText('Pat Guest')).toBeTruthy();
    // A league's reservation is named after its league, never 'League #2'.
    expect(screen.getByText('Thursday Match Play · league night')).toBeTruthy();
    expect(screen.getByText('League night')).toBeTruthy();
    expect(screen.queryByText(/League #/)).toBeNull();
    expect(screen.getByText('Walk-in')).toBeTruthy();
    expect(
      screen.getByText(/count toward the member's 4 hours a day; only an administrator can go past that/),
    ).toBeTruthy();
    // Only member and staff bookings are edited here; a lesson is cancelled under Coaches, never deleted here.
    expect(screen.getAllByRole('button', { name: /^Edit booking/ })).toHaveLength(1);
    expect(screen.getByText('Sam Lee')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete booking of Sam Lee/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Delete booking of/ })).toHaveLength(4);
    expect(net.calls.find((c) => c.path.startsWith('/api/admin/all-bookings'))?.path).toContain(`from=${today}`);

    await user.click(screen.getByRole('button', { name: 'Book for a Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book for a Member' });
    await pickJane(user, dialog);
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

  it('opens Book for a Member at the next bookable time, lists no past start, and shows a refusal once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant(today, '15:22'));
    const refusal = 'Bay 1 is already booked at that time.';
    const net = fakeApi({ refuseCreate: refusal });
    const user = userEvent.setup();
    render(<BookingManagement />);
    await user.click(await screen.findByRole('button', { name: 'Book for a Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book for a Member' });
    const start = within(dialog).getByLabelText('Start time') as HTMLSelectElement;
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe(today);
    expect(start.value).toBe('15:30:00');
    const offered = Array.from(start.options).map((o) => o.textContent);
    expect(offered[0]).toBe('3:30 PM');
    expect(offered).not.toContain('10:00 AM');
    expect(offered).not.toContain('3:00 PM');
    expect(within(dialog).getByTestId('computed-end-time').textContent).toBe('4:30 PM');

    await pickJane(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(net.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      bookingDate: today,
      startTime: '15:30:00',
    });
    // Once, in the dialog: no toast repeats it.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.queryByText('Error')).toBeNull();
  }, 20_000);

  it('says beside the Member field that a member is needed, and sends nothing', async () => {
    const net = fakeApi();
    const user = userEvent.setup();
    render(<BookingManagement />);
    await user.click(await screen.findByRole('button', { name: 'Book for a Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book for a Member' });
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    expect(await within(dialog).findByText('Please select a member')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST')).toEqual([]);
  }, 20_000);

  it("past the member's daily cap, asks an admin for a reason and sends it with the booking", async () => {
    const net = fakeApi({ capped: true });
    const user = userEvent.setup();
    render(<BookingManagement />);
    await user.click(await screen.findByRole('button', { name: 'Book for a Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book for a Member' });
    expect(within(dialog).queryByLabelText('Reason for going past the daily limit')).toBeNull();
    await pickJane(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(BOOKING_MESSAGES.dailyCap);
    const reason = within(dialog).getByLabelText('Reason for going past the daily limit');
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    expect(await within(dialog).findByText(OVER_CAP_MESSAGES.reasonRequired)).toBeTruthy();
    await user.type(reason, 'Club fitting with the pro');
    await user.click(within(dialog).getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByText('Booking Created')).toBeTruthy();
    const posts = net.calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toMatchObject({ userId: jane.id, capOverrideReason: 'Club fitting with the pro' });
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

describe('Booking Management and a read on its way', () => {
  it("lists a deleted booking no more when the search's first read was still on its way as the delete landed", async () => {
    let bookings = [booking({})];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const net = stubFetch(async ({ method, path: full }) => {
      const url = new URL(full, 'http://localhost');
      if (url.pathname === '/api/user') return json(200, admin);
      if (method === 'GET' && url.pathname === '/api/leagues') return json(200, []);
      if (method === 'GET' && url.pathname === '/api/admin/all-bookings') {
        // The search's first read: read before the delete, answered after it.
        const answer = pageOf(bookings);
        if (url.searchParams.has('q') && net.calls.every((c) => c.method !== 'DELETE')) await held;
        return answer;
      }
      if (method === 'DELETE') {
        bookings = [];
        return new Response(null, { status: 204 });
      }
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    render(<BookingManagement />);
    await screen.findByRole('button', { name: /^Delete booking of Jane Doe/ });
    await user.type(screen.getByLabelText('Member or guest'), 'Jane');
    await waitFor(() => expect(net.calls.some((c) => c.path.includes('q=Jane'))).toBe(true));
    // The list still shows the booking (the earlier answer, kept while the search reads): it is deleted from there.
    await user.click(screen.getByRole('button', { name: /^Delete booking of Jane Doe/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Delete Booking' }));
    await waitFor(() => expect(net.calls.some((c) => c.method === 'DELETE')).toBe(true));
    release();
    expect(await screen.findByText('Booking Deleted')).toBeTruthy();
    expect(await screen.findByText('No bookings found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete booking of Jane Doe/ })).toBeNull();
  });
});

describe('Booking calendar', () => {
  it('marks slots Completed, Now and Upcoming by the time of day and shows each kind', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant(today, '10:15'));
    fakeApi({
      bookings: [
        booking({}),
        booking({
          id: 3,
          kind: 'league',
          userId: null,
          name: null,
          username: null,
          leagueId: 4,
          leagueName: 'Thursday Match Play',
          simulatorId: 2,
        }),
      ],
    });
    render(<AdminCalendarPage />);
    // A one-hour booking fills two half-hour cells.
    expect(await screen.findAllByRole('button', { name: /^Edit Member: Jane Doe/ })).toHaveLength(2);
    const leagueNight = screen.getAllByRole('button', { name: /^Thursday Match Play · league night, 10:00 AM/ })[0]!;
    expect(leagueNight.hasAttribute('disabled')).toBe(true);
    expect(leagueNight.textContent).toBe('Thursday Match Play · league night');
    expect(screen.getByTestId('slot-09:30').getAttribute('data-state')).toBe('Completed');
    expect(screen.getByTestId('slot-10:00').getAttribute('data-state')).toBe('Now');
    expect(screen.getByTestId('slot-10:00').getAttribute('aria-current')).toBe('time');
    expect(screen.getByTestId('slot-10:30').getAttribute('data-state')).toBe('Upcoming');
    expect(screen.getAllByRole('row')).toHaveLength(48);
  }, 20_000);

  it('shows the night of a league without a generated schedule on its bays, not as a free slot', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant(today, '08:00'));
    // Held by computation (no rows): one bay of two, the last one, 6:00-8:00 PM on today's weekday.
    const league = sampleLeague({
      name: 'Tuesday Night Scramble',
      hasSchedule: false,
      numberOfBays: 1,
      dayOfWeek: weekdayName(today),
      startDate: addDaysToDateString(today, -14),
      endDate: addDaysToDateString(today, 14),
    });
    fakeApi({ leagues: [league] });
    render(<AdminCalendarPage />);
    const night = await screen.findAllByLabelText(/^Tuesday Night Scramble · league night, 6:00 PM - 8:00 PM/);
    expect(night).toHaveLength(4);
    expect(night[0]!.textContent).toBe('Tuesday Night Scramble · league night');
    // Bay 2 cannot be booked then; bay 1 still can.
    expect(screen.queryByRole('button', { name: /^Book Bay 2 at 6:00 PM/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Book Bay 1 at 6:00 PM/ })).toBeTruthy();
  }, 20_000);
});
