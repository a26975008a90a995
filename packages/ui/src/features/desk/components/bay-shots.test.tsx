// @vitest-environment jsdom
// Shots nobody booked, on the desk, against a stand-in for the desk's bay-shots and member search API: the desk ticks
// shots, finds the member and gives them; nothing is sent without a shot and a member; a bay with none says so; a
// long list comes a page at a time (decision 435).
import type { UnassignedBayShot } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { WritesAllowedProvider } from '../../../lib/writes-allowed';
import { UnassignedBayShots } from './bay-shots';

afterEach(endScreenTest);

const DATE = '2026-11-26';
const shot = (id: number, club: string, carryM: number, late = false): UnassignedBayShot => ({
  id,
  bayId: 1,
  hitAt: `2026-11-26T1${id % 10}:00:00.000Z`,
  bookingId: null,
  late,
  shot: {
    club,
    clubLabel: club,
    clubSpeedMps: null,
    ballSpeedMps: 50,
    launchDeg: 17,
    spinRpm: 6000,
    carryM,
    totalM: null,
    offlineM: null,
  },
});

const page = (shots: UnassignedBayShot[], total = shots.length, next: number | null = null) => ({ shots, total, next });

/** The desk's API; Bay 1 answers `long`'s two pages instead when given (the second asked for `before=151`). */
function fakeApi(long?: { first: ReturnType<typeof page>; earlier: ReturnType<typeof page> }) {
  let left = [shot(1, '7i', 137.16), shot(2, 'Driver', 210.31)];
  const gives: unknown[] = [];
  stubFetch(({ method, path, body }) => {
    if (path === `/api/desk/bay-shots?bayId=1&date=${DATE}`) return json(200, long?.first ?? page(left));
    if (long && path === `/api/desk/bay-shots?bayId=1&date=${DATE}&before=151`) return json(200, long.earlier);
    if (path === `/api/desk/bay-shots?bayId=2&date=${DATE}`) return json(200, page([]));
    if (path.startsWith('/api/desk/members?'))
      return json(200, [{ id: 7, name: 'Pat Golfer', username: 'pat', email: 'pat@example.com' }]);
    if (path === '/api/desk/bay-shots/give' && method === 'POST') {
      gives.push(body);
      const ids = (body as { shotIds: number[] }).shotIds;
      left = left.filter((s) => !ids.includes(s.id));
      return json(200, { sessionId: 3, shotCount: ids.length });
    }
    return json(404, { message: 'Not found' });
  });
  return { gives };
}

function renderSection(writes = { allowed: true } as { allowed: boolean; reason?: string }) {
  renderRoute(
    [
      {
        path: '/desk',
        element: (
          <WritesAllowedProvider value={writes}>
            <UnassignedBayShots
              date={DATE}
              bays={[
                { id: 1, name: 'Bay 1' },
                { id: 2, name: 'Bay 2' },
              ]}
            />
          </WritesAllowedProvider>
        ),
      },
    ],
    { url: '/desk', user: sampleUser({ id: 2, isFrontDesk: true }) },
  );
}

it('gives the ticked shots to the member found, and they leave the list', async () => {
  const { gives } = fakeApi();
  renderSection();
  const list = await screen.findByRole('list', { name: 'Shots nobody booked on Bay 1' });
  expect(within(list).getAllByRole('checkbox')).toHaveLength(2);
  expect(list.textContent).toContain('carry 150 yd');
  expect(screen.getByText('2 shots.')).toBeTruthy();
  expect(await screen.findByText('Bay 2: none today.')).toBeTruthy();
  const user = userEvent.setup();

  // Nothing ticked, nobody chosen: the form says so and sends nothing.
  await user.click(screen.getByRole('button', { name: 'Give to member' }));
  expect(await screen.findByText('Choose the shots to give')).toBeTruthy();
  expect(screen.getByText('Choose the member to give the shots to')).toBeTruthy();
  expect(gives).toEqual([]);

  await user.click(within(list).getAllByRole('checkbox')[1]!);
  await user.type(screen.getByLabelText('Search members by name or e-mail'), 'pat');
  await user.click(await screen.findByRole('radio', { name: /Pat Golfer/ }));
  await user.click(screen.getByRole('button', { name: 'Give to member' }));
  expect(await screen.findByText('Shots given')).toBeTruthy();
  expect(gives).toEqual([{ bayId: 1, date: DATE, userId: 7, shotIds: [2] }]);
  await expect
    .poll(
      () =>
        within(screen.getByRole('list', { name: 'Shots nobody booked on Bay 1' })).queryAllByRole('checkbox').length,
    )
    .toBe(1);
});

it('offline, keeps giving off with the reason and leaves the one alert to the desk banner', async () => {
  const { gives } = fakeApi();
  // Bay 2's read fails as it would with the connection gone.
  stubFetch(({ path }) =>
    path === `/api/desk/bay-shots?bayId=1&date=${DATE}`
      ? json(200, page([shot(1, '7i', 137.16)]))
      : json(503, { message: 'Service unavailable' }),
  );
  renderSection({ allowed: false, reason: 'You are offline: changes are disabled until the connection is back.' });
  expect(await screen.findByRole('list', { name: 'Shots nobody booked on Bay 1' })).toBeTruthy();
  expect(await screen.findByText('Bay 2: read again once the connection is back.')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status').textContent).toContain('You are offline');
  expect((screen.getByRole('button', { name: 'Give to member' }) as HTMLButtonElement).disabled).toBe(true);
  expect(gives).toEqual([]);
});

it('reads a long list a page at a time, marks a shot sent late, and selects all that is shown', async () => {
  const first = Array.from({ length: 100 }, (_, n) => shot(250 - n, '7i', 137.16, n === 0));
  const earlier = Array.from({ length: 50 }, (_, n) => shot(150 - n, 'Driver', 210.31));
  const { gives } = fakeApi({ first: page(first, 150, 151), earlier: page(earlier, 150) });
  renderSection();
  const list = await screen.findByRole('list', { name: 'Shots nobody booked on Bay 1' });
  expect(within(list).getAllByRole('checkbox')).toHaveLength(100);
  expect(screen.getByText('The latest 100 of 150 shots.')).toBeTruthy();
  expect(within(list).getAllByText(/sent late/)).toHaveLength(1);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Show earlier shots' }));
  await expect.poll(() => within(list).getAllByRole('checkbox').length).toBe(150);
  expect(screen.getByText('150 shots.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show earlier shots' })).toBeNull();

  await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
  await user.type(screen.getByLabelText('Search members by name or e-mail'), 'pat');
  await user.click(await screen.findByRole('radio', { name: /Pat Golfer/ }));
  await user.click(screen.getByRole('button', { name: 'Give to member' }));
  expect(await screen.findByText('Shots given')).toBeTruthy();
  expect((gives[0] as { shotIds: number[] }).shotIds).toHaveLength(150);
});
