// @vitest-environment jsdom
import type { ShotSessionList, ShotSummary } from '@longwood/core';
import { clubSummaryFixture } from '@longwood/core/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { ShotsPanel } from './shots-panel';

afterEach(endScreenTest);

const summary: ShotSummary = { clubs: [clubSummaryFixture()] };
const session = {
  id: 4,
  source: 'garmin' as const,
  fileName: 'range.csv',
  startedAt: '2026-11-20T19:05:00.000Z',
  shotCount: 2,
  skippedCount: 0,
  droppedValueCount: 0,
  sessionDate: '2026-11-20',
  bookingId: 9,
  booking: { kind: 'booking' as const, date: '2026-11-20', startTime: '14:00', endTime: '15:00' },
  coachNote: null,
  importedAt: '2026-11-21T10:00:00.000Z',
};
const list: ShotSessionList = { sessions: [session], storage: { usedBytes: 2048, limitBytes: 1024 * 1024 } };
let shotIds = 0;
const shot = (carryM: number, offlineM: number) => ({
  id: ++shotIds,
  club: '7i',
  clubLabel: '7 Iron',
  clubSpeedMps: 38,
  ballSpeedMps: 49,
  launchDeg: 17,
  spinRpm: 6000,
  carryM,
  totalM: carryM + 8,
  offlineM,
  likelyMishit: false,
  excluded: false,
});

const matchOptions = [
  { bookingId: 9, kind: 'booking', startTime: '14:00', endTime: '15:00', coachName: null, simulatorName: 'Bay 2' },
  {
    bookingId: 12,
    kind: 'lesson',
    startTime: '15:00',
    endTime: '16:00',
    coachName: 'Coach Kim',
    simulatorName: 'Bay 1',
  },
];

function shotApi(units: 'imperial' | 'metric' = 'imperial') {
  return stubFetch(({ method, path, body }) => {
    if (path === '/api/user/shot-settings')
      return json(
        200,
        method === 'PUT' ? { units, hideModelled: false, ...(body as object) } : { units, hideModelled: false },
      );
    if (path === '/api/user/shot-summary') return json(200, summary);
    if (path === '/api/user/shot-sessions') return json(200, list);
    if (path === '/api/user/shot-sessions/4' && method === 'GET')
      return json(200, { session, shots: [shot(137.2, -2), shot(137.2, 3)], matchOptions });
    if (path === '/api/user/shot-sessions/4' && method === 'PATCH')
      return json(200, {
        ...session,
        bookingId: 12,
        booking: { ...session.booking, kind: 'lesson', startTime: '15:00' },
      });
    return json(404, { message: 'Not found' });
  });
}

/** The panel on a member's account page. */
function renderPanel() {
  renderRoute([{ path: '/account', element: <ShotsPanel /> }], {
    url: '/account',
    user: sampleUser({ isMember: true }),
  });
}

describe('Game panel', () => {
  it('shows the gapping table in yards, switches to metres, draws the charts and lists the session with its booking', async () => {
    const net = shotApi();
    const user = userEvent.setup();
    renderPanel();

    const table = await screen.findByRole('table', { name: 'Gapping' });
    const row = within(table).getByRole('row', { name: /7i/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '150.0', '150.0', '160.0', '161.0', '± 5.0', '110.0', '17.0 ± 1.0', '6000 ± 100', '0.0 ± 3.0']);
    expect(await screen.findByRole('img', { name: /Dispersion of 2 7i shots/ })).toBeTruthy();
    expect(screen.getByText(/Booking Fri, Nov 20|Booking .*Nov/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Metres, km/h' }));
    expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('137.2');
    expect(within(table).getByRole('columnheader', { name: 'Carry avg (m)' })).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/user/shot-settings', body: { units: 'metric' } },
    ]);
  });

  it("changes a session's booking to another of that day's bookings or lessons, or to none", async () => {
    const net = shotApi();
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText(/^Booking .*Nov 20/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Change booking for range.csv' }));
    const choice = await screen.findByRole('combobox', { name: 'Booking or lesson for range.csv' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Booking, Bay 2, 2:00 PM - 3:00 PM', 'Lesson with Coach Kim, 3:00 PM - 4:00 PM']);
    expect((choice as HTMLSelectElement).value).toBe('9');
    await user.selectOptions(choice, '12');
    const patch = net.calls.find((c) => c.method === 'PATCH' && c.path === '/api/user/shot-sessions/4');
    expect(patch?.body).toEqual({ bookingId: 12 });
    await user.click(await screen.findByRole('button', { name: 'Change booking for range.csv' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Booking or lesson for range.csv' }), 'None');
    expect(net.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { bookingId: 12 },
      { bookingId: null },
    ]);
  });

  it('shows the units saved on the account (metres and km/h) from the start', async () => {
    shotApi('metric');
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Gapping' });
    expect(await within(table).findByRole('columnheader', { name: 'Carry avg (m)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Ball speed (km/h)' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Metres, km/h' }) as HTMLInputElement).checked).toBe(true);
  });

  it('filters the summary by dates and club, and says so when nothing matches', async () => {
    const asked: string[] = [];
    stubFetch(({ method, path, body }) => {
      if (path === '/api/user/shot-settings')
        return json(200, { units: 'imperial', hideModelled: false, ...(method === 'PUT' ? (body as object) : {}) });
      if (path.startsWith('/api/user/shot-summary')) {
        asked.push(path);
        const query = new URL(path, 'http://x').searchParams;
        return json(200, (query.get('from') ?? '') >= '2027-01-01' ? { clubs: [] } : summary);
      }
      if (path === '/api/user/shot-sessions') return json(200, list);
      if (path === '/api/user/shot-sessions/4') return json(200, { session, shots: [], matchOptions: [] });
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('table', { name: 'Gapping' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Club' }), '7i');
    await screen.findByRole('table', { name: 'Gapping' });
    expect(asked).toContain('/api/user/shot-summary?from=2026-11-01&to=2026-11-30&club=7i');

    // A period that ends before it starts is not asked for.
    const before = asked.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The start date must be on or before the end date.');
    expect(screen.queryByRole('table', { name: 'Gapping' })).toBeNull();
    expect(asked.slice(before).some((p) => p.includes('from=2026-12-05'))).toBe(false);

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-01' } });
    expect(await screen.findByText('No shots match these dates and club.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all shots' }));
    expect(await screen.findByRole('table', { name: 'Gapping' })).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
  });

  it('draws the charts from every session in the period (not the latest 12), with the mean ± spread ellipse', async () => {
    // Thirteen sessions, one a day from Nov 1 (the latest first, as the list is sent), two 7 iron shots each.
    const many = Array.from({ length: 13 }, (_, i) => ({
      ...session,
      id: 100 + i,
      sessionDate: `2026-11-${String(13 - i).padStart(2, '0')}`,
      bookingId: null,
      booking: null,
    }));
    stubFetch(({ method, path, body }) => {
      if (path === '/api/user/shot-settings')
        return json(200, { units: 'imperial', hideModelled: false, ...(method === 'PUT' ? (body as object) : {}) });
      if (path.startsWith('/api/user/shot-summary')) return json(200, summary);
      if (path === '/api/user/shot-sessions') return json(200, { ...list, sessions: many });
      const detail = many.find((s) => path === `/api/user/shot-sessions/${s.id}`);
      if (detail) return json(200, { session: detail, shots: [shot(137.2, -2), shot(137.2, 3)], matchOptions: [] });
      return json(404, { message: 'Not found' });
    });
    renderPanel();
    // 137.2 m = 150 yd; offline -2 m and 3 m (-2.19 and 3.28 yd) 13 times: mean 0.55 yd right, sample spread 2.79 yd.
    const all = await screen.findByRole('img', { name: /^Dispersion of 26 7i shots/ });
    expect(all.getAttribute('aria-label')).toMatch(/mean ± spread carry 150 ± 0 yd, offline 1 R ± 3 yd$/);
    expect(
      screen.getByRole('img', { name: /^7i carry by session: 2026-11-01 150 yd, .*, 2026-11-13 150 yd$/ }),
    ).toBeTruthy();

    // The dates filter the charts too: Nov 10 to Nov 12 is three sessions.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-12' } });
    expect(await screen.findByRole('img', { name: /^Dispersion of 6 7i shots/ })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: '7i carry by session: 2026-11-10 150 yd, 2026-11-11 150 yd, 2026-11-12 150 yd' }),
    ).toBeTruthy();
  });

  it('says so when there are no shots yet', async () => {
    stubFetch(({ path }) =>
      path === '/api/user/shot-summary'
        ? json(200, { clubs: [] })
        : path === '/api/user/shot-sessions'
          ? json(200, { sessions: [], storage: { usedBytes: 0, limitBytes: 1 } })
          : json(404, { message: 'Not found' }),
    );
    renderPanel();
    expect(await screen.findByText(/No shots yet/)).toBeTruthy();
    expect(screen.getByText('choose files')).toBeTruthy();
  });
  it('counts every shot or only the good ones, and excludes and restores a shot of a session', async () => {
    const asked: string[] = [];
    const changed: unknown[] = [];
    stubFetch(({ method, path, body }) => {
      if (path === '/api/user/shot-settings') return json(200, { units: 'imperial' });
      if (path.startsWith('/api/user/shot-summary')) {
        asked.push(path);
        return json(200, summary);
      }
      if (path === '/api/user/shot-sessions') return json(200, list);
      if (path === '/api/user/shot-sessions/4') {
        const flagged = { ...shot(60, 1), likelyMishit: true, excluded: true };
        return json(200, { session, shots: [shot(150, 0), flagged], matchOptions: [] });
      }
      if (method === 'PUT' && path.startsWith('/api/user/shot-sessions/4/shots/')) {
        changed.push([path, body]);
        return json(200, { ...shot(60, 1), likelyMishit: true, excluded: false });
      }
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('table', { name: 'Gapping' });
    await user.click(screen.getByRole('radio', { name: 'Good shots only' }));
    await waitFor(() => expect(asked).toContain('/api/user/shot-summary?shots=good'));

    await user.click(screen.getByRole('button', { name: 'Shots of range.csv' }));
    const shots = await screen.findByRole('list', { name: 'Shots of range.csv' });
    const flaggedRow = within(shots).getAllByRole('listitem')[1]!;
    expect(flaggedRow.textContent).toContain('likely mis-hit');
    expect(flaggedRow.textContent).toContain('left out');
    await user.click(within(flaggedRow).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(changed).toHaveLength(1));
    expect(changed[0]).toEqual([
      expect.stringMatching(/^\/api\/user\/shot-sessions\/4\/shots\/\d+\/exclusion$/),
      { excluded: false },
    ]);
  });

  it('marks modelled carries in the gapping table and the shots, draws a chosen shot’s flight and hides them on request', async () => {
    const modelled = { ...shot(150, -3), apexM: 27, modelled: ['carryM', 'totalM', 'offlineM', 'apexM'] };
    const saved: unknown[] = [];
    let settings = { units: 'imperial', hideModelled: false };
    stubFetch(({ path, method, body }) => {
      if (path === '/api/user/shot-settings') {
        if (method === 'PUT') saved.push(body);
        if (method === 'PUT') settings = { ...settings, ...(body as object) };
        return json(200, settings);
      }
      // The server's summary: the 7 iron's carry and total hold the modelled carry; without it, the device's alone.
      if (path.startsWith('/api/user/shot-summary'))
        return json(200, {
          clubs: [
            path.includes('figures=measured')
              ? clubSummaryFixture({ shots: 2, carryYards: { mean: 153.1, median: 153.1, sd: 0 } })
              : clubSummaryFixture({ shots: 2, modelled: ['carryYards', 'totalYards'] }),
          ],
        });
      if (path === '/api/user/shot-sessions') return json(200, list);
      if (path === '/api/user/shot-sessions/4')
        return json(200, { session, shots: [shot(140, 1), modelled], matchOptions: [] });
      return json(404, { message: 'Not found' });
    });
    const user = userEvent.setup();
    renderPanel();
    const gapping = await screen.findByRole('table', { name: 'Gapping' });
    const ironRow = () => within(gapping).getByRole('row', { name: /^7i/ });
    expect(ironRow().textContent).toContain('150.0 (modelled)');
    expect(ironRow().textContent).toContain('160.0 (modelled)');
    await user.click(await screen.findByRole('button', { name: 'Shots of range.csv' }));
    const shots = await screen.findByRole('list', { name: 'Shots of range.csv' });
    const [measuredRow, modelledRow] = within(shots).getAllByRole('listitem');
    expect(measuredRow!.textContent).not.toContain('modelled');
    expect(modelledRow!.textContent).toContain('164.0 yd (modelled)');

    await user.click(within(modelledRow!).getByRole('button', { name: 'Flight of shot 2' }));
    const chart = screen.getByRole('figure', { name: 'Flight of shot 2' });
    expect(within(chart).getAllByRole('img')).toHaveLength(2);
    expect(chart.textContent).toContain(
      'Carry 164.0 yd (modelled), total 172.8 yd (modelled), apex 29.5 yd (modelled)',
    );

    // One switch above the gapping table, one above the session's shots: the same choice.
    const switches = screen.getAllByRole('switch', { name: 'Hide modelled figures' });
    expect(switches).toHaveLength(2);
    await user.click(switches[1]!);
    expect(within(shots).getAllByRole('listitem')[1]!.textContent).toContain('2. 7i – yd');
    // The choice is kept on the account (decision 443), and the gapping table is the device's carries alone.
    expect(saved).toEqual([{ hideModelled: true }]);
    await waitFor(() => expect(ironRow().textContent).toContain('153.1'));
    expect(ironRow().textContent).not.toContain('modelled');
    expect(
      screen.getAllByRole('switch', { name: 'Hide modelled figures' }).map((s) => (s as HTMLInputElement).checked),
    ).toEqual([true, true]);
    expect(screen.queryByRole('figure', { name: /^Flight of shot/ })).toBeNull();
    await user.click(within(shots).getAllByRole('button', { name: 'Flight of shot 1' })[0]!);
    expect(screen.getByRole('figure', { name: 'Flight of shot 1' }).textContent).toContain('Carry 153.1 yd');
  });
});
