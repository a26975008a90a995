// @vitest-environment jsdom
// The coaching screens as people use them: a member books a lesson from the offered times and sees how it is
// paid, cancels before the cut-off and reads the coach's notes; a coach sees the agenda with the member's contact,
// marks a started lesson and saves notes; an admin sees coaches with their monthly counts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { addDaysToDateString, facilityToday, type AdminCoach, type CoachLesson, type MyLesson } from '@longwood/core';
import { endScreenTest, json, pageOf, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { AdminCoachesPage } from './admin-coaches-page';
import { BookLessonPage } from './book-lesson-page';
import { CoachDashboardPage } from './coach-dashboard-page';
import { MyLessons } from './my-lessons';

const TODAY = facilityToday(new Date());
const TOMORROW = addDaysToDateString(TODAY, 1);
const IN_A_WEEK = addDaysToDateString(TODAY, 7);
const LAST_WEEK = addDaysToDateString(TODAY, -7);

afterEach(endScreenTest);

const myLesson = (id: number, overrides: Partial<MyLesson> = {}): MyLesson => ({
  id,
  coachId: 5,
  coachName: 'Coach Carter',
  lessonDate: IN_A_WEEK,
  startTime: '10:00:00',
  endTime: '11:00:00',
  durationMinutes: 60,
  simulatorId: 1,
  simulatorName: 'Bay 1',
  status: 'booked',
  complimentary: true,
  priceCents: null,
  paidCents: 0,
  payment: 'complimentary',
  notes: null,
  createdAt: '2026-11-21T12:00:00.000Z',
  canCancel: true,
  cancelDeadline: '2026-11-21T12:00:00.000Z',
  checkoutUrl: null,
  moneyBack: null,
  ...overrides,
});

const coachLesson = (id: number, overrides: Partial<CoachLesson> = {}): CoachLesson => {
  const { canCancel: _c, cancelDeadline: _d, checkoutUrl: _u, ...base } = myLesson(id);
  return {
    ...base,
    memberId: 9,
    memberName: 'Pat Parker',
    memberEmail: 'pat@example.com',
    memberPhone: '4075550199',
    ...overrides,
  };
};

/** /book-lesson for a signed-in member; returns the user-event driver. */
const COACH_CARTER = [{ id: 5, name: 'Coach Carter', lessonPriceCents: null }];

/** The server's lesson start times on `date` (an hour long unless said), coach 5 teaching each. */
const lessonTimes = (
  date: string,
  times: Array<[startTime: string, endTime: string]>,
  { durationMinutes = 60, hoursPublished = true } = {},
) =>
  json(200, {
    date,
    durationMinutes,
    hoursPublished,
    options: times.map(([startTime, endTime]) => ({ startTime, endTime, coachIds: [5] })),
  });

function openBookLesson() {
  const user = userEvent.setup();
  renderRoute([{ path: '/book-lesson', element: <BookLessonPage /> }], {
    url: '/book-lesson',
    user: sampleUser({ isMember: true }),
  });
  return user;
}

describe('Book a Lesson', () => {
  it('offers the server’s start times and books the chosen one, saying how it is paid', async () => {
    const { calls } = stubFetch(({ method, path }) => {
      if (path === '/api/coaches') return json(200, COACH_CARTER);
      if (path.startsWith('/api/lessons/availability')) {
        return lessonTimes(TODAY, [
          ['15:00:00', '16:00:00'],
          ['16:00:00', '17:00:00'],
        ]);
      }
      if (method === 'POST' && path === '/api/lessons') {
        return json(201, myLesson(1, { lessonDate: TODAY, startTime: '16:00:00', endTime: '17:00:00' }));
      }
      if (path === '/api/user/lessons') return json(200, []);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = openBookLesson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Lesson' })).toBeTruthy();
    expect(await screen.findByText('You have no lessons yet.')).toBeTruthy();
    expect(screen.getByText(/up to 24 hours before it starts/, { selector: 'p' })).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Coach'), 'Coach Carter');
    await user.click(screen.getByRole('button', { name: '30 min' }));
    await user.click(screen.getByRole('button', { name: '1 hour' }));
    expect(screen.getByRole('button', { name: '1 hour' }).getAttribute('aria-pressed')).toBe('true');
    const start = await screen.findByLabelText('Start time');
    await user.selectOptions(start, '16:00:00');
    // Today's start is inside the 24-hour cut-off: said before it is booked.
    expect(screen.getByRole('status').textContent).toBe(
      'This lesson starts in less than 24 hours: once it is booked, it cannot be canceled online. To cancel it, please call the front desk.',
    );
    await user.click(screen.getByRole('button', { name: 'Book Lesson' }));

    expect(await screen.findByText('Lesson Booked')).toBeTruthy();
    expect(screen.getByText(/Complimentary \(monthly membership lesson\)\./)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ coachId: 5, bookingDate: TODAY, startTime: '16:00:00', durationMinutes: 60 });
    expect(calls.some((c) => c.path.includes('coachId=5') && c.path.includes('durationMinutes=30'))).toBe(true);
  });

  it('says nothing of the cut-off for a start a week away', async () => {
    stubFetch(({ path }) => {
      if (path === '/api/coaches') return json(200, COACH_CARTER);
      if (path.startsWith('/api/lessons/availability')) return lessonTimes(IN_A_WEEK, [['10:00:00', '11:00:00']]);
      if (path === '/api/user/lessons') return json(200, []);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = openBookLesson();
    await user.selectOptions(await screen.findByLabelText('Date'), IN_A_WEEK);
    await user.selectOptions(await screen.findByLabelText('Start time'), '10:00:00');
    expect(screen.queryByText(/cannot be canceled online/)).toBeNull();
    expect(screen.getByText(/up to 24 hours before it starts/, { selector: 'p' })).toBeTruthy();
  });

  it('says when no time is available, and shows the server’s refusal beside the start time', async () => {
    let offered = false;
    stubFetch(({ method, path }) => {
      if (path === '/api/coaches') return json(200, COACH_CARTER);
      if (path.startsWith('/api/lessons/availability'))
        return lessonTimes(TODAY, offered ? [['15:00:00', '16:00:00']] : []);
      if (method === 'POST') {
        return json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Please select a start time',
          fieldErrors: { startTime: ['Please select a start time'] },
        });
      }
      return json(200, []);
    });
    const user = openBookLesson();
    expect(await screen.findByText(/No lesson times are available on/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Book Lesson' }) as HTMLButtonElement).disabled).toBe(true);
    offered = true;
    await user.selectOptions(screen.getByLabelText('Date'), TOMORROW);
    await user.selectOptions(await screen.findByLabelText('Start time'), '15:00:00');
    await user.click(screen.getByRole('button', { name: 'Book Lesson' }));
    expect(await screen.findByText('Error Booking Lesson')).toBeTruthy();
    const field = screen.getByLabelText('Start time');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please select a start time',
    );
  });

  it('says plainly when no coach has published lesson hours, instead of dates without times', async () => {
    stubFetch(({ path }) => {
      if (path === '/api/coaches') return json(200, COACH_CARTER);
      if (path.startsWith('/api/lessons/availability')) return lessonTimes(TODAY, [], { hoursPublished: false });
      return json(200, []);
    });
    const user = openBookLesson();
    expect(
      await screen.findByText(
        'No coach has published lesson hours yet, so there are no lesson times to book. Please check back soon or ask at the front desk.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/No lesson times are available on/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Book Lesson' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(await screen.findByLabelText('Coach'), 'Coach Carter');
    expect(
      await screen.findByText('Coach Carter has not published lesson hours yet. Please choose another coach.'),
    ).toBeTruthy();
  });
});

describe('My Lessons', () => {
  it('cancels an upcoming lesson after the question, and shows past lessons with the coach’s notes', async () => {
    const { calls } = stubFetch(({ method }) => {
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json(200, [
        myLesson(1),
        myLesson(2, { lessonDate: TOMORROW, canCancel: false, complimentary: false, payment: 'at_desk' }),
        myLesson(3, { lessonDate: LAST_WEEK, status: 'completed', notes: 'Keep the lead wrist flat.' }),
      ]);
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/book-lesson', element: <MyLessons /> }], { url: '/book-lesson', user: sampleUser() });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming lessons' });
    expect(upcoming.textContent).toContain(
      '10:00 AM - 11:00 AM EST · Bay 1 · Complimentary (monthly membership lesson)',
    );
    expect(upcoming.textContent).toContain('Paid at the front desk');
    expect(upcoming.textContent).toContain('please call the front desk to cancel');
    expect(within(upcoming).getAllByRole('button', { name: 'Cancel' })).toHaveLength(1);
    const past = screen.getByRole('list', { name: 'Past lessons' });
    expect(past.textContent).toContain('Status: Completed');
    expect(past.textContent).toContain('Notes from Coach Carter');
    expect(past.textContent).toContain('Keep the lead wrist flat.');

    await user.click(within(upcoming).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Lesson' }));
    expect(await screen.findByText('Lesson Canceled')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/lessons/1')).toBe(true);
  });

  it('says before the member confirms whether the money paid for the lesson is refunded', async () => {
    const paid = { complimentary: false, priceCents: 9000, paidCents: 9000, payment: 'paid' as const };
    const terms = { onlineCents: 9000, deskCents: 0, creditCents: 0, backAs: 'refund' as const, windowHours: 48 };
    stubFetch(() =>
      json(200, [
        myLesson(1, { ...paid, moneyBack: { ...terms, until: '2999-01-01T00:00:00.000Z' } }),
        myLesson(2, { ...paid, lessonDate: TOMORROW, moneyBack: { ...terms, until: '2000-01-01T00:00:00.000Z' } }),
      ]),
    );
    const user = userEvent.setup();
    renderRoute([{ path: '/book-lesson', element: <MyLessons /> }], { url: '/book-lesson', user: sampleUser() });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming lessons' });
    // Sorted by start: tomorrow's lesson (inside the window) first.
    const [late, inTime] = within(upcoming).getAllByRole('button', { name: 'Cancel' });
    await user.click(inTime!);
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('The $90.00 paid online is refunded to your card.');
    await user.click(within(question).getByRole('button', { name: 'Keep Lesson' }));
    await user.click(late!);
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'It starts in less than 48 hours, so the $90.00 paid is not refunded.',
    );
  });

  it('shows a failure with a retry', async () => {
    stubFetch(() => json(500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' }));
    renderRoute([{ path: '/x', element: <MyLessons /> }], { url: '/x', user: sampleUser() });
    expect(await screen.findByText('Failed to fetch lessons', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Coach Dashboard', () => {
  it('lists today’s and recent lessons with contact, marks a started lesson and saves notes', async () => {
    let status: CoachLesson['status'] = 'booked';
    const { calls } = stubFetch(({ method, path }) => {
      if (path.startsWith('/api/coaches/5/lessons')) {
        return json(200, [
          coachLesson(2, { lessonDate: LAST_WEEK, status }),
          coachLesson(3, { lessonDate: IN_A_WEEK, memberName: 'sam@example.com' }),
        ]);
      }
      if (path === '/api/coaches/5/availability') {
        return json(200, {
          coachId: 5,
          coachName: 'Coach Carter',
          hours: [{ weekday: 1, startTime: '09:00:00', endTime: '17:00:00' }],
          timeOff: [],
        });
      }
      if (method === 'PATCH') {
        status = 'completed';
        return json(200, coachLesson(2, { lessonDate: LAST_WEEK, status }));
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/coach/dashboard', element: <CoachDashboardPage /> }], {
      url: '/coach/dashboard',
      user: sampleUser({ id: 5, isCoach: true }),
    });
    expect(await screen.findByText('No lessons today.')).toBeTruthy();
    const recent = screen.getByRole('listitem', { name: 'Lesson with Pat Parker' });
    expect(within(recent).getByRole('link', { name: '4075550199' }).getAttribute('href')).toBe('tel:4075550199');
    const upcoming = screen.getByRole('listitem', { name: 'Lesson with sam@example.com' });
    expect((within(upcoming).getByRole('button', { name: 'Mark completed' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(recent).getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Lesson Marked Completed')).toBeTruthy();
    expect(await within(recent).findByText('Completed')).toBeTruthy();
    await user.type(within(recent).getByLabelText('Notes for Pat Parker'), 'Great tempo.');
    await user.click(within(recent).getByRole('button', { name: 'Save notes' }));
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => [c.path, c.body])).toEqual([
      ['/api/lessons/2/outcome', { status: 'completed' }],
      ['/api/lessons/2/outcome', { notes: 'Great tempo.' }],
    ]);
    // The weekly hours editor shows the saved window.
    expect(await screen.findByRole('group', { name: 'Monday' })).toBeTruthy();
    expect((screen.getByLabelText('Monday start') as HTMLSelectElement).value).toBe('09:00:00');
  });

  it('tells an admin who is not a coach where coaches are managed', async () => {
    stubFetch(() => json(200, []));
    renderRoute([{ path: '/coach/dashboard', element: <CoachDashboardPage /> }], {
      url: '/coach/dashboard',
      user: sampleUser({ isAdmin: true }),
    });
    expect(await screen.findByText(/You are not set up as a coach/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Coach Management' }).getAttribute('href')).toBe('/admin/coaches');
  });
});

describe('Coach Management', () => {
  const coach: AdminCoach = {
    id: 5,
    name: 'Coach Carter',
    username: 'carter@example.com',
    email: 'carter@example.com',
    phone: '4075550111',
    lessonPriceCents: null,
    hours: [{ weekday: 2, startTime: '09:00:00', endTime: '12:00:00' }],
    monthlyCounts: [{ month: '2027-03', booked: 2, completed: 3, noShow: 1, cancelled: 0, complimentary: 2 }],
  };

  const renderCoachesPage = () =>
    renderRoute([{ path: '/admin/coaches', element: <AdminCoachesPage /> }], {
      url: '/admin/coaches',
      user: sampleUser({ isAdmin: true }),
    });

  const newCoach = sampleUser({
    id: 8,
    username: 'newcoach@example.com',
    name: 'Nia Newcoach',
    email: 'newcoach@example.com',
  });

  it('lists coaches with their hours and lessons per month, and makes a user a coach', async () => {
    const { calls } = stubFetch(({ method, path }) => {
      if (path === '/api/admin/coaches') return json(200, [coach]);
      if (path.startsWith('/api/admin/users?')) return pageOf([newCoach], 100);
      if (method === 'PATCH') return json(200, { ...newCoach, isCoach: true });
      if (path.startsWith('/api/coaches/5/lessons')) return json(200, []);
      if (path.startsWith('/api/lessons/availability')) return lessonTimes(TODAY, []);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderCoachesPage();
    expect(await screen.findByRole('heading', { level: 3, name: 'Coach Carter' })).toBeTruthy();
    expect(screen.getByText('Tue 9:00 AM-12:00 PM')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Lessons per month for Coach Carter' });
    expect(within(table).getByRole('rowheader').textContent).toBe('Mar 2027');
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '3', '1', '0', '2']);
    expect(await screen.findByText('No lessons in the next 7 days.')).toBeTruthy();

    // Picked by name and address; the toast names the person.
    await user.selectOptions(screen.getByLabelText('Make a user a coach'), 'Nia Newcoach (newcoach@example.com)');
    await user.click(screen.getByRole('button', { name: 'Make coach' }));
    expect(await screen.findByText('Coach Added')).toBeTruthy();
    expect(screen.getByText('Nia Newcoach is now a coach.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/users/8/coach',
      body: { isCoach: true },
    });
  });

  it('books a lesson for a member from the offered times, and cancels one of the coach’s week', async () => {
    const { calls } = stubFetch(({ method, path }) => {
      if (path === '/api/admin/coaches') return json(200, [coach]);
      if (path.startsWith('/api/admin/users?')) {
        return pageOf(
          [
            sampleUser({ id: 9, username: 'pat@example.com', email: 'pat@example.com', isMember: true }),
            sampleUser({ id: 10, username: 'visitor@example.com', email: 'visitor@example.com' }),
          ],
          100,
        );
      }
      if (path.startsWith('/api/coaches/5/lessons')) return json(200, [coachLesson(4, { lessonDate: IN_A_WEEK })]);
      if (path.startsWith('/api/lessons/availability')) {
        return lessonTimes(TOMORROW, [['09:00:00', '09:30:00']], { durationMinutes: 30 });
      }
      if (method === 'POST') return json(201, coachLesson(6, { lessonDate: TOMORROW }));
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderCoachesPage();
    const form = await screen.findByRole('form', { name: 'Book a lesson for a member' });
    // Only members can be chosen.
    const memberSelect = within(form).getByLabelText('Member');
    expect(within(memberSelect).queryByText(/visitor/)).toBeNull();
    await user.selectOptions(memberSelect, 'pat (pat@example.com)');
    await user.selectOptions(within(form).getByLabelText('Date'), TOMORROW);
    await user.selectOptions(within(form).getByLabelText('Lesson length'), '30');
    await user.selectOptions(within(form).getByLabelText('Start time'), '09:00:00');
    await user.click(within(form).getByRole('button', { name: 'Book lesson' }));
    expect(await screen.findByText('Lesson Booked')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/admin/lessons',
      body: { memberId: 9, coachId: 5, bookingDate: TOMORROW, startTime: '09:00:00', durationMinutes: 30 },
    });

    const week = screen.getByRole('list', { name: "Coach Carter's week" });
    await user.click(within(week).getByRole('button', { name: 'Cancel lesson' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Lesson' }));
    expect(await screen.findByText('Lesson Canceled')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/lessons/4')).toBe(true);
  });

  it('says when there are no coaches yet', async () => {
    stubFetch(() => json(200, []));
    renderCoachesPage();
    expect(await screen.findByText('There are no coaches yet. Make a user a coach above.')).toBeTruthy();
  });
});
