// @vitest-environment jsdom
// What the app keeps for the offline door page as a member uses it (docs/decisions/204-installable-app-offline-door.md):
// the entrance code once the dialog has loaded it, the next bookings once they are listed; nothing after signing
// out, and nothing of one person once another signs in.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MyBooking } from '@longwood/core';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { readDoorPass } from '../lib/door-pass';
import { endScreenTest, json, pretendDesktop, renderRoute, sampleUser, stubFetch } from '../test/render-route';
import { keepDoorPass, upcomingForDoor } from './door-pass-keeper';
import { AccountMenu } from './layout/account-menu';

beforeAll(pretendDesktop);
afterEach(async () => {
  await endScreenTest();
  localStorage.clear();
});

const myBooking = (bookingDate: string, startTime: string, endTime: string, simulatorName = 'Bay 1'): MyBooking => ({
  id: Number(`${bookingDate.replaceAll('-', '')}${startTime.slice(0, 2)}`),
  kind: 'member',
  userId: 7,
  simulatorId: simulatorName === 'Bay 1' ? 1 : 2,
  bookingDate,
  startTime,
  endTime,
  createdAt: '2026-11-20T12:00:00.000Z',
  simulatorName,
  isFuture: true,
  changedAt: null,
});

// 10:30 AM at the facility (EST) on Wednesday, November 25, 2026.
const NOW = new Date('2026-11-25T15:30:00.000Z');

describe('the door pass the app keeps', () => {
  it('lists the bookings not over yet, the one under way included, soonest first', () => {
    const earlier = myBooking('2026-11-25', '08:00:00', '09:00:00');
    const underWay = myBooking('2026-11-25', '10:00:00', '11:00:00');
    const tomorrow = myBooking('2026-11-26', '18:00:00', '19:30:00', 'Bay 2');
    expect(upcomingForDoor([tomorrow, earlier, underWay], NOW)).toEqual([
      { date: '2026-11-25', startTime: '10:00:00', endTime: '11:00:00', bay: 'Bay 1' },
      { date: '2026-11-26', startTime: '18:00:00', endTime: '19:30:00', bay: 'Bay 2' },
    ]);
  });

  it('saves what the app loads for the signed-in member, also when the bookings came before the session', () => {
    const client = createQueryClient();
    const stop = keepDoorPass(client, () => NOW);
    client.setQueryData(queryKeys.bookings.mine, [myBooking('2026-11-26', '18:00:00', '19:00:00')]);
    expect(readDoorPass(NOW)).toBeNull();

    client.setQueryData(queryKeys.session, sampleUser({ id: 7, isMember: true }));
    client.setQueryData(queryKeys.memberKeypadCode, { keypadCode: '4821' });
    expect(readDoorPass(NOW)).toEqual({
      userId: 7,
      bookings: {
        savedAt: NOW.toISOString(),
        items: [{ date: '2026-11-26', startTime: '18:00:00', endTime: '19:00:00', bay: 'Bay 1' }],
      },
      code: { savedAt: NOW.toISOString(), value: '4821' },
    });

    // Another person signs in on the device: the first one's pass is gone before anything of theirs is shown.
    client.removeQueries();
    client.setQueryData(queryKeys.session, sampleUser({ id: 8, isMember: true }));
    expect(readDoorPass(NOW)).toBeNull();
    stop();
  });

  it('drops the pass once the session says the person is no longer a member, and keeps nothing new', () => {
    const client = createQueryClient();
    const stop = keepDoorPass(client, () => NOW);
    client.setQueryData(queryKeys.session, sampleUser({ id: 7, isMember: true }));
    client.setQueryData(queryKeys.memberKeypadCode, { keypadCode: '4821' });
    expect(readDoorPass(NOW)?.code?.value).toBe('4821');
    // The membership ended: the session read again says so, and the code the device kept is gone.
    client.setQueryData(queryKeys.session, sampleUser({ id: 7, isMember: false }));
    expect(readDoorPass(NOW)).toBeNull();
    client.setQueryData(queryKeys.bookings.mine, [myBooking('2026-11-26', '18:00:00', '19:00:00')]);
    expect(readDoorPass(NOW)).toBeNull();
    stop();
  });

  it('keeps the code the Entrance Code dialog loaded, and nothing once the member logs out', async () => {
    const member = sampleUser({ id: 7, isMember: true, name: 'Jane Doe' });
    const net = stubFetch(({ path }) => {
      if (path === '/api/member/keypad-code') return json(200, { keypadCode: '4821' });
      if (path === '/api/logout') return json(200, { message: 'Logged out successfully' });
      return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/', element: <AccountMenu user={member} /> }], { url: '/', user: member });

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Entrance Code' }));
    expect((await screen.findByTestId('entrance-code')).textContent).toBe('4821');
    expect(readDoorPass()?.code?.value).toBe('4821');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('You have been logged out successfully.')).toBeTruthy();
    expect(net.calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/logout');
    expect(readDoorPass()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
