// @vitest-environment jsdom
// Lesson prices on the coaching screens (docs/decisions/303-lesson-prices-and-payment.md): the booking screen says
// what the chosen length costs; a member's lesson says where its payment stands and links Stripe's page while it is
// open; an admin sets a coach's price in dollars.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityToday, type AdminCoach, type MyLesson } from '@longwood/core';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { AdminCoachesPage } from './admin-coaches-page';
import { BookLessonPage } from './book-lesson-page';

afterEach(endScreenTest);

const IN_A_WEEK = addDaysToDateString(facilityToday(new Date()), 7);

const processing: MyLesson = {
  id: 4,
  coachId: 5,
  coachName: 'Kim Park',
  lessonDate: IN_A_WEEK,
  startTime: '13:00:00',
  endTime: '13:30:00',
  durationMinutes: 30,
  simulatorId: 1,
  simulatorName: 'Bay 1',
  status: 'booked',
  complimentary: false,
  priceCents: 4500,
  paidCents: 0,
  payment: 'processing',
  notes: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  canCancel: true,
  cancelDeadline: '2026-11-21T12:00:00.000Z',
  checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
  moneyBack: null,
};

/** Answers GETs from a table of paths (the query left off), PUTs with `put`. */
function answer(table: Record<string, unknown>, put?: unknown) {
  return stubFetch(({ method, path }) => {
    if (method === 'PUT') return json(200, put);
    const found = Object.entries(table).find(([prefix]) => path.split('?')[0]!.startsWith(prefix));
    return found ? json(200, found[1]) : json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
}

const noTimes = { date: IN_A_WEEK, durationMinutes: 60, hoursPublished: true, options: [] };
const bookingPage = (coaches: unknown[]) =>
  answer({ '/api/coaches': coaches, '/api/lessons/availability': noTimes, '/api/user/lessons': [processing] });

it('prices the chosen length and shows a lesson being paid online with its payment page', async () => {
  bookingPage([
    { id: 5, name: 'Kim Park', lessonPriceCents: 9000 },
    { id: 6, name: 'Lee Chan', lessonPriceCents: 12000 },
  ]);
  const user = userEvent.setup();
  renderRoute([{ path: '/book-lesson', element: <BookLessonPage /> }], {
    url: '/book-lesson',
    user: sampleUser({ isMember: true }),
  });
  expect(
    await screen.findByText(
      'Price: $90.00 to $120.00, by coach for 60 minutes, unless it is your complimentary lesson of the month.',
    ),
  ).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Coach'), 'Kim Park');
  await user.click(screen.getByRole('button', { name: '30 min' }));
  expect(
    screen.getByText('Price: $45.00 for 30 minutes, unless it is your complimentary lesson of the month.'),
  ).toBeTruthy();
  const upcoming = await screen.findByRole('list', { name: 'Upcoming lessons' });
  expect(upcoming.textContent).toContain('$45.00 · Payment processing');
  expect(within(upcoming).getByRole('link', { name: 'Pay online' }).getAttribute('href')).toBe(processing.checkoutUrl);
});

it('says the payment is processing after Checkout, without the link', async () => {
  bookingPage([{ id: 5, name: 'Kim Park', lessonPriceCents: 9000 }]);
  renderRoute([{ path: '/book-lesson', element: <BookLessonPage /> }], {
    url: '/book-lesson?checkout=done',
    user: sampleUser({ isMember: true }),
  });
  expect((await screen.findByRole('status')).textContent).toBe(
    'Payment processing: your lesson is marked paid as soon as Stripe confirms the payment.',
  );
  const upcoming = await screen.findByRole('list', { name: 'Upcoming lessons' });
  expect(within(upcoming).queryByRole('link', { name: 'Pay online' })).toBeNull();
});

const pricedCoaches = [
  { id: 5, name: 'Kim Park', lessonPriceCents: 9000 },
  { id: 6, name: 'Lee Chan', lessonPriceCents: 12000 },
];

/** The book-lesson page with one start, 10-11 AM, both coaches free; `complimentary` as the server answers it. */
function pageWithOneStart(complimentary: boolean) {
  const times = {
    ...noTimes,
    complimentary,
    options: [{ startTime: '10:00:00', endTime: '11:00:00', coachIds: [5, 6] }],
  };
  answer({ '/api/coaches': pricedCoaches, '/api/lessons/availability': times, '/api/user/lessons': [] });
  renderRoute([{ path: '/book-lesson', element: <BookLessonPage /> }], {
    url: '/book-lesson',
    user: sampleUser({ isMember: true }),
  });
}

const startLabels = async () =>
  within(await screen.findByLabelText('Start time'))
    .getAllByRole('option')
    .map((o) => o.textContent)
    .slice(1);

it("shows each coach's price beside the start times", async () => {
  pageWithOneStart(false);
  const user = userEvent.setup();
  expect(await startLabels()).toEqual([
    expect.stringMatching(/^10:00 AM.*11:00 AM.* \(Kim Park \$90\.00, Lee Chan \$120\.00\)$/),
  ]);
  expect(screen.getByText('Price: $90.00 to $120.00, by coach for 60 minutes.')).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Coach'), 'Kim Park');
  expect(await startLabels()).toEqual([expect.stringMatching(/ · \$90\.00$/)]);
});

it("says 'Complimentary' beside the start times for the member's monthly lesson", async () => {
  pageWithOneStart(true);
  expect(await startLabels()).toEqual([expect.stringMatching(/ \(Kim Park, Lee Chan\) · Complimentary$/)]);
  expect(screen.getByText('Price: Complimentary, your monthly membership lesson: nothing to pay.')).toBeTruthy();
});

it('lets an admin set a coach’s price in dollars', async () => {
  const coach: AdminCoach = {
    id: 5,
    name: 'Kim Park',
    username: 'kim@example.com',
    email: 'kim@example.com',
    phone: '',
    lessonPriceCents: null,
    hours: [],
    monthlyCounts: [],
  };
  const { calls } = answer(
    {
      '/api/admin/coaches': [coach],
      '/api/admin/users': { items: [], total: 0, totalExact: true, page: 1, pageSize: 100 },
      '/api/coaches/5/lessons': [],
    },
    { coachId: 5, lessonPriceCents: 9000 },
  );
  const admin = sampleUser({ isAdmin: true });
  const user = userEvent.setup();
  renderRoute([{ path: '/admin/coaches', element: <AdminCoachesPage /> }], { url: '/admin/coaches', user: admin });
  const form = await screen.findByRole('form', { name: 'Lesson price for Kim Park' });
  const field = within(form).getByLabelText('Lesson price, 60 minutes ($)');
  await user.type(field, 'ninety');
  await user.click(within(form).getByRole('button', { name: 'Save price' }));
  expect(await within(form).findByText(/Enter a price up to \$2,000.00/)).toBeTruthy();
  await user.clear(field);
  await user.type(field, '90');
  await user.click(within(form).getByRole('button', { name: 'Save price' }));
  expect(await screen.findByText('Kim Park: $90.00 for 60 minutes.')).toBeTruthy();
  expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
    path: '/api/admin/coaches/5/lesson-price',
    body: { lessonPriceCents: 9000 },
  });
});
