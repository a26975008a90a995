// @vitest-environment jsdom
// An admin canceling a paid lesson of a coach's week on /admin/coaches is told what happens to its money before
// confirming, in the words of the staff's e-mails (decision 414): refunded to the member's card while the late-cancel
// window allows it, kept once it does not.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { addDaysToDateString, facilityToday, type AdminCoach, type CoachLesson } from '@longwood/core';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { AdminCoachesPage } from './admin-coaches-page';

afterEach(endScreenTest);

const TODAY = facilityToday(new Date());
const COACH: AdminCoach = {
  id: 5,
  name: 'Kim Park',
  username: 'kim@example.com',
  email: 'kim@example.com',
  phone: '4075550111',
  lessonPriceCents: 9000,
  hours: [],
  monthlyCounts: [],
};

/** Ana Reyes's hour with Kim Park, $90.00 paid online. */
const paidLesson = (over: Partial<CoachLesson>): CoachLesson => ({
  id: 1,
  coachId: 5,
  coachName: 'Kim Park',
  lessonDate: TODAY,
  startTime: '16:00:00',
  endTime: '17:00:00',
  durationMinutes: 60,
  simulatorId: 3,
  simulatorName: 'Bay 3',
  status: 'booked',
  complimentary: false,
  priceCents: 9000,
  paidCents: 9000,
  payment: 'paid',
  notes: null,
  createdAt: '2027-01-04T15:00:00.000Z',
  moneyBack: null,
  memberId: 9,
  memberName: 'Ana Reyes',
  memberEmail: 'ana@example.com',
  memberPhone: '4075550123',
  ...over,
});

it('names the money of a paid lesson before the admin cancels it', async () => {
  const terms = { onlineCents: 9000, deskCents: 0, creditCents: 0, backAs: 'refund' as const, windowHours: 24 };
  const { calls } = stubFetch(({ method, path }) => {
    if (path === '/api/admin/coaches') return json(200, [COACH]);
    if (path.startsWith('/api/coaches/5/lessons')) {
      // One inside the late-cancel window (its money is kept), one still before it.
      return json(200, [
        paidLesson({ id: 3, moneyBack: { ...terms, until: '2000-01-01T00:00:00.000Z' } }),
        paidLesson({
          id: 4,
          lessonDate: addDaysToDateString(TODAY, 3),
          moneyBack: { ...terms, until: '2999-01-01T00:00:00.000Z' },
        }),
      ]);
    }
    return method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, []);
  });
  const admin = sampleUser({ isAdmin: true });
  renderRoute([{ path: '/admin/coaches', element: <AdminCoachesPage /> }], { url: '/admin/coaches', user: admin });
  const user = userEvent.setup();
  const week = await screen.findByRole('list', { name: "Kim Park's week" });
  const [late, inTime] = within(week).getAllByRole('button', { name: 'Cancel lesson' });
  await user.click(late!);
  expect((await screen.findByRole('alertdialog')).textContent).toContain(
    'The $90.00 paid is kept: the cancellation comes less than 24 hours before the start.',
  );
  await user.click(screen.getByRole('button', { name: 'Keep Lesson' }));
  await user.click(inTime!);
  const question = await screen.findByRole('alertdialog');
  expect(question.textContent).toContain("The $90.00 paid online is refunded to Ana Reyes's card.");
  await user.click(within(question).getByRole('button', { name: 'Yes, Cancel Lesson' }));
  expect(await screen.findByText('Lesson Canceled')).toBeTruthy();
  expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/lessons/4')).toBe(true);
});
