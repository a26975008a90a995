// @vitest-environment jsdom
// My Bookings' past list is paged by the server (decision 021): 'Show earlier bookings' asks for the page before
// the oldest one shown (a cursor) and disappears once a page comes back short.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { MY_PAST_BOOKINGS_PAGE_SIZE, type MyBooking } from '@longwood/core';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { MyBookings } from './my-bookings';

afterEach(endScreenTest);

const past = (id: number, day: number): MyBooking => ({
  id,
  kind: 'member',
  userId: 7,
  simulatorId: 1,
  bookingDate: `2026-10-${String(day).padStart(2, '0')}`,
  startTime: '10:00:00',
  endTime: '11:00:00',
  createdAt: '2026-09-21T12:00:00.000Z',
  simulatorName: 'Bay 1',
  isFuture: false,
  changedAt: null,
});

it('shows earlier bookings a page at a time, then no button once none are left', async () => {
  const firstPage = [20, 21, 22, 23, 24].map((day) => past(day, day));
  expect(firstPage).toHaveLength(MY_PAST_BOOKINGS_PAGE_SIZE);
  stubFetch(({ path }) => {
    if (path === '/api/user/bookings') return json(200, firstPage);
    if (path === '/api/user/bookings?cursor=2026-10-20T10%3A00%3A00_20') {
      return json(
        200,
        [15, 16, 17, 18, 19].map((day) => past(day, day)),
      );
    }
    if (path === '/api/user/bookings?cursor=2026-10-15T10%3A00%3A00_15') return json(200, [past(3, 3)]);
    return json(404, { error: `unexpected ${path}` });
  });
  renderRoute([{ path: '/booking', element: <MyBookings /> }], {
    url: '/booking',
    user: sampleUser({ isMember: true }),
  });

  const list = await screen.findByRole('list', { name: 'Past bookings' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  await userEvent.click(screen.getByRole('button', { name: 'Show earlier bookings' }));
  await screen.findByText('Thursday, October 15, 2026');
  expect(within(screen.getByRole('list', { name: 'Past bookings' })).getAllByRole('listitem')).toHaveLength(10);

  await userEvent.click(screen.getByRole('button', { name: 'Show earlier bookings' }));
  await screen.findByText('Saturday, October 3, 2026');
  const items = within(screen.getByRole('list', { name: 'Past bookings' })).getAllByRole('listitem');
  expect(items).toHaveLength(11);
  // Newest first.
  expect(items[0]!.textContent).toContain('October 24, 2026');
  expect(items.at(-1)!.textContent).toContain('October 3, 2026');
  expect(screen.queryByRole('button', { name: 'Show earlier bookings' })).toBeNull();
});

it('offers no button when the member has fewer past bookings than a page', async () => {
  stubFetch(() => json(200, [past(1, 1), past(2, 2)]));
  renderRoute([{ path: '/booking', element: <MyBookings /> }], {
    url: '/booking',
    user: sampleUser({ isMember: true }),
  });
  await screen.findByRole('list', { name: 'Past bookings' });
  expect(screen.queryByRole('button', { name: 'Show earlier bookings' })).toBeNull();
});
