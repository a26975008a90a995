// @vitest-environment jsdom
// "Live now" (docs/decisions/241-bay-shots-matched-to-the-bay.md): the booking running now with the running figures per club,
// in the member's units; nothing when no booking runs, or on another booking's row in My Bookings.
import type { LiveShots } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { LiveNow } from './live-now';

afterEach(endScreenTest);

const shot = (club: string, carryM: number | null, ballSpeedMps: number) => ({
  club,
  clubLabel: club,
  clubSpeedMps: null,
  ballSpeedMps,
  launchDeg: 17,
  spinRpm: 6000,
  carryM,
  totalM: null,
  offlineM: null,
});

const running: LiveShots = {
  live: {
    sessionId: 7,
    bookingId: 31,
    bayName: 'Bay 1',
    date: '2026-11-26',
    startTime: '18:00',
    endTime: '19:00',
    shots: [shot('7i', 150 * 0.9144, 50), shot('7i', 160 * 0.9144, 52), shot('Driver', null, 70)],
  },
};

function liveApi(answer: LiveShots, units: 'imperial' | 'metric' = 'imperial') {
  let settings = { units, hideModelled: false };
  return stubFetch(({ path, method, body }) => {
    if (path === '/api/user/shots/live') return json(200, answer);
    if (path === '/api/user/shot-settings') {
      if (method === 'PUT') settings = { ...settings, ...(body as object) };
      return json(200, settings);
    }
    return json(404, { message: 'Not found' });
  });
}

function renderLive(element: React.ReactNode) {
  renderRoute([{ path: '/account', element }], { url: '/account', user: sampleUser({ isMember: true }) });
}

const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent),
];

describe('Live now', () => {
  it("shows the running booking's bay, its shot count and each club's running figures in the member's units", async () => {
    liveApi(running);
    renderLive(<LiveNow />);
    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(live.textContent).toContain('Bay 1');
    expect(live.textContent).toContain('3 shots so far');
    const table = within(live).getByRole('table', { name: 'Running figures per club' });
    expect(within(table).getByRole('columnheader', { name: 'Carry avg (yd)' })).toBeTruthy();
    // Driver first (the bag's order); a club with no carry shows a dash.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Driver', '1', '–', '156.6'],
      ['7i', '2', '155.0', '114.1'],
    ]);
  });

  it('reads metres and km/h when the member chose them', async () => {
    liveApi(running, 'metric');
    renderLive(<LiveNow />);
    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(await within(live).findByRole('columnheader', { name: 'Carry avg (m)' })).toBeTruthy();
    expect(cells(within(live).getByRole('row', { name: /^7i/ }))).toEqual(['7i', '2', '141.7', '183.6']);
  });

  it('marks modelled carries, hides modelled figures on request and draws the last shot’s flight', async () => {
    const modelled = {
      ...shot('7i', 170 * 0.9144, 53.6),
      totalM: 172 * 0.9144,
      offlineM: 4,
      apexM: 29,
      modelled: ['carryM', 'totalM', 'offlineM', 'apexM'] as const,
    };
    liveApi({
      live: {
        ...running.live!,
        shots: [shot('Driver', 250 * 0.9144, 70), { ...modelled, modelled: [...modelled.modelled] }],
      },
    });
    renderLive(<LiveNow />);
    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(cells(within(live).getByRole('row', { name: /^7i/ }))).toEqual(['7i', '1', '170.0 (modelled)', '119.9']);
    expect(cells(within(live).getByRole('row', { name: /^Driver/ }))).toEqual(['Driver', '1', '250.0', '156.6']);
    const chart = within(live).getByRole('figure', { name: 'Flight of the last shot' });
    expect(within(chart).getByRole('img', { name: 'Flight of the last shot, from the side' })).toBeTruthy();
    expect(within(chart).getByRole('img', { name: 'Flight of the last shot, from above' })).toBeTruthy();
    expect(chart.textContent).toContain(
      'Carry 170.0 yd (modelled), total 172.0 yd (modelled), apex 31.7 yd (modelled), 4.4 yd right (modelled)',
    );

    await userEvent.setup().click(within(live).getByRole('switch', { name: 'Hide modelled figures' }));
    expect(cells(within(live).getByRole('row', { name: /^7i/ }))).toEqual(['7i', '1', '–', '119.9']);
    expect(within(live).queryByRole('figure')).toBeNull();
  });

  it('says no shots yet at the start of the booking', async () => {
    liveApi({ live: { ...running.live!, shots: [] } });
    renderLive(<LiveNow />);
    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(live.textContent).toContain('No shots yet');
    expect(within(live).queryByRole('table')).toBeNull();
  });

  it('shows nothing when no booking runs, nor on the row of another booking', async () => {
    const net = liveApi({ live: null });
    renderLive(<LiveNow />);
    await screen.findByText((_, el) => el === document.body);
    await expect.poll(() => net.calls.some((c) => c.path === '/api/user/shots/live')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
    net.restore();

    liveApi(running);
    renderLive(<LiveNow bookingId={30} />);
    await expect.poll(() => screen.queryAllByText(/Bay 1/).length).toBe(0);
    expect(screen.queryByRole('region', { name: 'Live now' })).toBeNull();
  });
});
