// @vitest-environment jsdom
// The activity log's screen against a stand-in for the API (docs/decisions/135-every-staff-write-in-the-activity-log.md, 135): the Action
// filter offers every recorded action grouped by what it changes — check-ins, league play, lessons and coaches
// included — and choosing one asks the server for just those; an entry shows what changed, before → after.
import type { ActivityLine } from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { ActivityPage } from './activity-page';

afterEach(endScreenTest);

const admin = sampleUser({ id: 1, username: 'boss', isAdmin: true, isMember: true });

const sheetSaved: ActivityLine = {
  id: 12,
  at: '2027-02-10T15:12:00.000Z',
  actorId: 1,
  actorName: 'boss@example.com',
  actor: 'Bo Boss',
  sentence: 'Bo Boss saved the score sheet of Thursday Strokes',
  action: 'league.scores-saved',
  targetType: 'league',
  targetId: 3,
  targetLabel: 'Thursday Strokes',
  before: { round: 1, ann: 74, bob: 70 },
  after: { round: 1, ann: 72, bob: 70 },
};
const checkedIn: ActivityLine = {
  ...sheetSaved,
  id: 13,
  actorName: 'desk-sam',
  actor: 'Sam Desk',
  sentence: 'Sam Desk checked in Ann Lee for Family Bay, 10:00 AM - 11:00 AM',
  action: 'booking.checked-in',
  targetType: 'booking',
  targetId: 40,
  targetLabel: 'Booking #40, Bay 1, 2027-02-10 10:00-11:00',
  before: { arrivedAt: null },
  after: { arrivedAt: '2027-02-10T15:12:00.000Z' },
};

it('filters by the new actions, grouped, and shows what a score sheet changed', async () => {
  const net = stubFetch(({ path }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/user') return json(200, admin);
    const action = url.searchParams.get('action');
    const items = [checkedIn, sheetSaved].filter((e) => !action || e.action === action);
    return json(200, { items, total: items.length, totalExact: true, page: 1, pageSize: 50 });
  });
  renderRoute([{ path: '/admin/activity', element: <ActivityPage /> }], { url: '/admin/activity', user: admin });

  const table = await screen.findByRole('table', { name: 'Activity log, newest first' });
  const sheetRow = within(table).getByRole('row', { name: /League score sheet saved/ });
  expect(within(sheetRow).getByText('ann: 74 → 72')).toBeTruthy();
  expect(within(sheetRow).queryByText(/bob/)).toBeNull();
  // In words, the actor by name: never the e-mail address the account signs in with.
  expect(within(sheetRow).getByText('Bo Boss saved the score sheet of Thursday Strokes')).toBeTruthy();
  expect(within(sheetRow).getByRole('cell', { name: 'Bo Boss' })).toBeTruthy();
  expect(within(table).queryByText(/boss@example\.com/)).toBeNull();

  const filter = screen.getByLabelText<HTMLSelectElement>('Action');
  const groups = [...filter.querySelectorAll('optgroup')].map((g) => [
    g.label,
    [...g.querySelectorAll('option')].map((o) => o.textContent),
  ]);
  expect(groups.map(([label]) => label)).toEqual([
    'Users and keypad',
    'Bookings and front desk',
    'Demo requests',
    'Leagues',
    'Lessons and coaches',
    'Facility settings',
    'Payments',
  ]);
  expect(groups[6]![1]).toEqual([
    'Payment recorded at the desk',
    'Payment refunded at the desk',
    'Payment refunded through Stripe',
    'Dues payment link sent',
    'Dues cancellation recorded',
    'Guest rental rates changed',
    'No-show and late-cancel fees changed',
    'Fee waived',
    'Fee charged to the card on file',
    "Day's till closed",
    'League night paid out',
  ]);
  expect(groups[5]![1]).toEqual([
    'Facility settings changed',
    'Facility media changed',
    'Bay device key issued',
    'Bay device key revoked',
  ]);
  expect(groups[1]![1]).toEqual(expect.arrayContaining(['Checked in', 'Check-in undone']));
  expect(groups[3]![1]).toEqual(
    expect.arrayContaining(['League participant added', 'League score sheet saved', 'League score changed']),
  );
  expect(groups[4]![1]).toEqual(
    expect.arrayContaining(['Lesson booked for a member', 'Lesson outcome or notes', 'Coach weekly hours changed']),
  );

  await userEvent.selectOptions(filter, 'booking.checked-in');
  await waitFor(() => expect(within(table).queryByText('League score sheet saved')).toBeNull());
  expect(within(table).getByRole('row', { name: /Checked in/ })).toBeTruthy();
  expect(
    net.calls.some((c) => c.path.startsWith('/api/admin/activity?') && c.path.includes('action=booking.checked-in')),
  ).toBe(true);
});
