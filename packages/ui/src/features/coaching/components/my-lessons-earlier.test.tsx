// @vitest-environment jsdom
// My Lessons' earlier lessons are paged by the server (decision 021): 'Show earlier lessons' asks for the page before
// the oldest lesson shown (a cursor) and disappears once a page comes back short.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { facilityInstant, MY_PAST_LESSONS_PAGE_SIZE, type MyLesson } from '@longwood/core';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { MyLessons } from './my-lessons';

afterEach(endScreenTest);

const NOW = facilityInstant('2026-11-20', '12:00');

const lesson = (id: number, day: number, overrides: Partial<MyLesson> = {}): MyLesson => ({
  id,
  coachId: 5,
  coachName: 'Coach Carter',
  lessonDate: `2026-11-${String(day).padStart(2, '0')}`,
  startTime: '10:00:00',
  endTime: '11:00:00',
  durationMinutes: 60,
  simulatorId: 1,
  simulatorName: 'Bay 1',
  status: 'completed',
  complimentary: false,
  priceCents: null,
  paidCents: 0,
  payment: 'at_desk',
  notes: null,
  createdAt: '2026-10-01T12:00:00.000Z',
  canCancel: false,
  cancelDeadline: '2026-11-01T15:00:00.000Z',
  checkoutUrl: null,
  moneyBack: null,
  ...overrides,
});

it('shows earlier lessons a page at a time, newest first, then no button once none are left', async () => {
  const firstPast = [15, 16, 17, 18, 19].map((day) => lesson(day, day));
  expect(firstPast).toHaveLength(MY_PAST_LESSONS_PAGE_SIZE);
  const stub = stubFetch(({ path }) => {
    if (path === '/api/user/lessons') return json(200, [...firstPast, lesson(25, 25, { status: 'booked' })]);
    if (path === '/api/user/lessons?cursor=2026-11-15T10%3A00%3A00_15') {
      return json(
        200,
        [6, 7, 8, 9, 10].map((day) => lesson(day, day, { status: day === 8 ? 'cancelled' : 'completed' })),
      );
    }
    if (path === '/api/user/lessons?cursor=2026-11-06T10%3A00%3A00_6') return json(200, [lesson(2, 2)]);
    return json(404, { error: `unexpected ${path}` });
  });
  renderRoute([{ path: '/book-lesson', element: <MyLessons now={() => NOW} /> }], {
    url: '/book-lesson',
    user: sampleUser({ isMember: true }),
  });

  const past = await screen.findByRole('list', { name: 'Past lessons' });
  expect(within(past).getAllByRole('listitem')).toHaveLength(5);
  expect(within(screen.getByRole('list', { name: 'Upcoming lessons' })).getAllByRole('listitem')).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Show earlier lessons' }));
  await screen.findByText(/Friday, November 6, 2026/);
  expect(within(screen.getByRole('list', { name: 'Past lessons' })).getAllByRole('listitem')).toHaveLength(10);
  expect(screen.getByRole('list', { name: 'Past lessons' }).textContent).toContain('Status: Canceled');

  await userEvent.click(screen.getByRole('button', { name: 'Show earlier lessons' }));
  await screen.findByText(/Monday, November 2, 2026/);
  const items = within(screen.getByRole('list', { name: 'Past lessons' })).getAllByRole('listitem');
  expect(items).toHaveLength(11);
  expect(items[0]!.textContent).toContain('November 19, 2026');
  expect(items.at(-1)!.textContent).toContain('November 2, 2026');
  expect(screen.queryByRole('button', { name: 'Show earlier lessons' })).toBeNull();
  expect(stub.calls.filter((c) => c.path.startsWith('/api/user/lessons'))).toHaveLength(3);
});

it('offers no button when fewer earlier lessons than a page came back', async () => {
  stubFetch(() => json(200, [lesson(18, 18), lesson(19, 19), lesson(25, 25, { status: 'booked' })]));
  renderRoute([{ path: '/book-lesson', element: <MyLessons now={() => NOW} /> }], {
    url: '/book-lesson',
    user: sampleUser({ isMember: true }),
  });
  await screen.findByRole('list', { name: 'Past lessons' });
  expect(screen.queryByRole('button', { name: 'Show earlier lessons' })).toBeNull();
});
