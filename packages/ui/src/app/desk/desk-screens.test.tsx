// @vitest-environment jsdom
// The desk configuration (/desk) against an in-memory stand-in for the desk API and a stand-in EventSource: who
// gets in, today's board (every kind, the now-line, a league's computed night), walk-ins for guests and members,
// check-in, live refresh, the offline banner with writes disabled and the last board kept, and the closed notice
// outside staffed hours for staff (not for admins). Pinned clock; the component tests run under two time zones.
import { facilityInstant, type DeskBoard, type DeskOccupancy, type User } from '@longwood/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { userQueryOptions } from '../../lib/session';
import { endScreenTest, json, sampleUser, stubFetch, sampleAdmin } from '../../test/render-route';
import { AppProviders } from '../providers';
import { DESK_ROUTES } from '../routes';
import { DeskLayout } from './desk-screens';

const TODAY = '2026-11-24';
const staff = sampleUser({ id: 5, username: 'desk@longwoodgolf.example', isFrontDesk: true });
const admin = sampleAdmin;

/** A stand-in for the browser's EventSource: the test opens, feeds and breaks the stream. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown = {}) {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
    }
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  static latest(): FakeEventSource {
    const open = FakeEventSource.instances.filter((s) => !s.closed);
    const last = open[open.length - 1];
    if (!last) throw new Error('No open event stream');
    return last;
  }
}

const occupancy = (over: Partial<DeskOccupancy>): DeskOccupancy => ({
  id: 1,
  kind: 'walk_in',
  simulatorId: 1,
  bookingDate: TODAY,
  startTime: '10:00:00',
  endTime: '11:00:00',
  holder: 'Pat Walker',
  detail: '4075550142',
  userId: null,
  leagueId: null,
  arrivedAt: null,
  walkIn: true,
  ...over,
});

/** The Tuesday Night League, 6-8 PM on one bay, its schedule generated or not. */
const tuesdayLeague = (hasSchedule: boolean): DeskBoard['leagues'][number] => ({
  id: 4,
  name: 'Tuesday Night League',
  isActive: true,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  dayOfWeek: 'Tuesday',
  startTime: '18:00',
  endTime: '20:00',
  numberOfBays: 1,
  hasSchedule,
});

function fakeDeskApi(options: { user: User | null; board?: DeskBoard; boardStatus?: number } = { user: staff }) {
  const board: DeskBoard = options.board ?? {
    date: TODAY,
    occupancies: [
      occupancy({}),
      occupancy({
        id: 2,
        kind: 'member',
        simulatorId: 2,
        startTime: '12:00:00',
        endTime: '13:00:00',
        holder: 'Casey Jones',
        detail: null,
        userId: 9,
        walkIn: false,
      }),
      // A member's walk-in: a staff-made booking for the member, labelled as the walk-in it was.
      occupancy({
        id: 3,
        kind: 'staff',
        simulatorId: 1,
        startTime: '14:00:00',
        endTime: '15:00:00',
        holder: 'Morgan Lee',
        detail: null,
        userId: 11,
      }),
    ],
    leagues: [tuesdayLeague(false)],
  };
  const net = stubFetch(({ method, path, body }) => {
    const url = new URL(path, 'http://localhost');
    if (url.pathname === '/api/user') {
      return options.user ? json(200, options.user) : json(401, { code: 'NOT_SIGNED_IN', message: 'Sign in.' });
    }
    if (method === 'GET' && url.pathname === '/api/desk/board') {
      if (options.boardStatus) return json(options.boardStatus, { code: 'FRONT_DESK_CLOSED', message: 'closed' });
      return json(200, board);
    }
    // The board's side panel: shots nobody booked (none in these tests).
    // Each bay agent's health line (none has reported in these tests).
    if (method === 'GET' && url.pathname === '/api/desk/bay-agents') return json(200, []);
    if (method === 'GET' && url.pathname === '/api/desk/bay-shots')
      return json(200, { shots: [], total: 0, next: null });
    if (method === 'GET' && url.pathname === '/api/desk/members') {
      return json(200, [{ id: 9, name: 'Casey Jones', username: 'casey@example.com', email: 'casey@example.com' }]);
    }
    if (method === 'POST' && url.pathname === '/api/desk/walk-ins') {
      const request = body as { for: string; guestName?: string };
      const booked = occupancy({
        id: 30,
        startTime: '10:30:00',
        endTime: '11:30:00',
        simulatorId: 2,
        kind: request.for === 'guest' ? 'walk_in' : 'staff',
        holder: request.guestName ?? 'Casey Jones',
      });
      board.occupancies.push(booked);
      return json(201, booked);
    }
    const arrival = /^\/api\/desk\/bookings\/(\d+)\/arrival$/.exec(url.pathname);
    if (method === 'PUT' && arrival) {
      const found = board.occupancies.find((o) => o.id === Number(arrival[1]))!;
      found.arrivedAt = (body as { arrived: boolean }).arrived ? new Date().toISOString() : null;
      return json(200, found);
    }
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
  return { ...net, board, options };
}

function renderDesk(user: User | null, url = '/desk') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryOptions().queryKey, user);
  const router = createMemoryRouter([{ path: '/desk', element: <DeskLayout />, children: DESK_ROUTES }], {
    initialEntries: [url],
  });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { queryClient, router };
}

const boardReads = (calls: Array<{ method: string; path: string }>) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/desk/board').length;

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(facilityInstant(TODAY, '10:12'));
});
afterEach(async () => {
  await endScreenTest();
  vi.unstubAllGlobals();
});

describe('who gets into the desk', () => {
  it('asks a signed-out person to sign in, without the sign-up offer', async () => {
    fakeDeskApi({ user: staff });
    renderDesk(null);
    expect(await screen.findByRole('heading', { name: 'Longwood Golf Front Desk' })).toBeTruthy();
    expect(screen.getByLabelText('Email or Username')).toBeTruthy();
    expect(screen.queryByText(/Don't have an account/)).toBeNull();
  });

  it('refuses a member with Access Denied, and keeps the database tab for admins', async () => {
    fakeDeskApi({ user: sampleUser({ isMember: true }) });
    renderDesk(sampleUser({ isMember: true }));
    expect(
      await screen.findByText('You must be front desk staff or an administrator to use the front desk.'),
    ).toBeTruthy();
    cleanup();
    fakeDeskApi({ user: staff });
    renderDesk(staff);
    const nav = await screen.findByRole('navigation', { name: 'Front desk' });
    expect(within(nav).queryByRole('link', { name: /Database/ })).toBeNull();
    cleanup();
    fakeDeskApi({ user: admin });
    renderDesk(admin);
    expect(await screen.findByRole('link', { name: 'Database & Exports' })).toBeTruthy();
  });
});

/** The desk signed in as staff, its board read and its live stream told it is open. */
async function openLiveDesk() {
  const api = fakeDeskApi({ user: staff });
  const user = userEvent.setup();
  renderDesk(staff);
  await screen.findByRole('button', { name: /Walk-in: Pat Walker/ });
  act(() => FakeEventSource.latest().emit('ready'));
  return { api, user };
}

describe("today's board", () => {
  it('draws the bays by half hour with the now-line, every kind with its holder, and a league night', async () => {
    fakeDeskApi({ user: staff });
    renderDesk(staff);
    expect(await screen.findByRole('heading', { name: "Today's Board" })).toBeTruthy();
    const walkIn = await screen.findByRole('button', { name: 'Walk-in: Pat Walker, 10:00 AM - 11:00 AM' });
    expect(walkIn.getAttribute('data-kind')).toBe('walk_in');
    expect(screen.getByRole('button', { name: 'Member: Casey Jones, 12:00 PM - 1:00 PM' })).toBeTruthy();
    // One block over the booking's two half hours: the name whole, its kind a badge after it, start and end, the
    // arrival (for the eye; its accessible name says it in one sentence).
    const morgan = screen.getByRole('button', { name: 'Walk-in: Morgan Lee, 2:00 PM - 3:00 PM' });
    expect(morgan.closest('td')?.rowSpan).toBe(2);
    const shown = (block: HTMLElement) =>
      [...block.querySelectorAll('[aria-hidden="true"]')].map((part) => part.textContent);
    expect(shown(morgan)).toEqual(['Morgan Lee', 'Walk-in', '2:00\u00a0PM - 3:00\u00a0PM', 'Not checked in']);
    expect(shown(screen.getByRole('button', { name: 'Member: Casey Jones, 12:00 PM - 1:00 PM' }))).toEqual([
      'Casey Jones',
      '12:00\u00a0PM - 1:00\u00a0PM',
      'Not checked in',
    ]);
    expect(screen.getByRole('img', { name: 'Tuesday Night League · league night, 6:00 PM - 8:00 PM' })).toBeTruthy();
    const nowRow = screen.getByTestId('slot-10:00');
    expect(nowRow.getAttribute('data-state')).toBe('Now');
    expect(nowRow.getAttribute('aria-current')).toBe('time');
    // 10:12 is 12 of the half hour's 30 minutes: 40% down the row.
    expect((screen.getByTestId('now-line') as HTMLElement).style.top).toBe('40%');
    expect(screen.getByTestId('slot-09:30').getAttribute('data-state')).toBe('Completed');
    expect(screen.getByTestId('desk-connection').textContent).toBe('Connecting…');
    act(() => FakeEventSource.latest().emit('ready'));
    await waitFor(() => expect(screen.getByTestId('desk-connection').textContent).toBe('Live'));
  });

  it("shows a league's block with its end and no check-in status", async () => {
    fakeDeskApi({
      user: staff,
      board: {
        date: TODAY,
        occupancies: [
          occupancy({
            id: 40,
            kind: 'league',
            startTime: '18:00:00',
            endTime: '20:00:00',
            holder: 'Tuesday Night League',
            detail: null,
            leagueId: 4,
            walkIn: false,
          }),
        ],
        leagues: [tuesdayLeague(true)],
      },
    });
    renderDesk(staff);
    const block = await screen.findByTestId('board-block-40');
    expect(block.textContent).toMatch(/6:00\sPM - 8:00\sPM$/);
    expect(block.textContent).not.toMatch(/checked in/i);
  });

  it('is read again when the live stream tells of a change', async () => {
    const { api } = await openLiveDesk();
    // Being told the stream is open reads the board again (a change may have come before it was listening).
    await waitFor(() => expect(boardReads(api.calls)).toBe(2));
    await waitFor(() => expect(screen.getByTestId('desk-connection').textContent).toBe('Live'));
    const before = boardReads(api.calls);
    api.board.occupancies.push(
      occupancy({
        id: 40,
        kind: 'member',
        simulatorId: 2,
        startTime: '15:00:00',
        endTime: '16:00:00',
        holder: 'new@example.com',
      }),
    );
    act(() => FakeEventSource.latest().emit('change', { dates: [TODAY] }));
    expect(await screen.findByRole('button', { name: /Member: new@example.com/ })).toBeTruthy();
    expect(boardReads(api.calls)).toBe(before + 1);
  });

  it('does not lose a change told while its first read is still on its way', async () => {
    const api = fakeDeskApi({ user: staff });
    // The first board read is answered late, with the board as it was before the change.
    const answered = globalThis.fetch;
    const staleBoard = JSON.parse(JSON.stringify(api.board)) as DeskBoard;
    let answerFirstRead: () => void = () => undefined;
    let boardCalls = 0;
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://x').pathname;
      if (path === '/api/desk/board' && ++boardCalls === 1) {
        return new Promise<Response>((resolve) => {
          answerFirstRead = () => resolve(json(200, staleBoard));
        });
      }
      return answered(input, init);
    };
    renderDesk(staff);
    await waitFor(() => expect(boardCalls).toBe(1));
    act(() => FakeEventSource.latest().emit('ready'));
    api.board.occupancies.push(
      occupancy({ id: 41, kind: 'walk_in', simulatorId: 2, holder: 'Late Walker', detail: '4075550199' }),
    );
    act(() => FakeEventSource.latest().emit('change', { dates: [TODAY] }));
    act(() => answerFirstRead());
    expect(await screen.findByRole('button', { name: 'Walk-in: Late Walker, 10:00 AM - 11:00 AM' })).toBeTruthy();
    expect(boardCalls).toBeGreaterThanOrEqual(2);
  });
});

describe('walk-ins and check-in', () => {
  it("books a guest with core's messages first, then the request the server needs", async () => {
    const { api, user } = await openLiveDesk();
    const book = await screen.findByRole('button', { name: 'Book Walk-in' });
    await waitFor(() => expect((book as HTMLButtonElement).disabled).toBe(false));
    await user.click(book);
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();

    await user.type(screen.getByLabelText('Guest name'), 'Robin Green');
    await user.type(screen.getByLabelText('Guest phone'), '4075550177');
    await user.selectOptions(screen.getByLabelText('Starts'), '10:30 AM');
    await user.selectOptions(screen.getByLabelText('Duration'), '60');
    await user.click(book);
    // The toast after the booking's answer: 15 s, the fresh-clone run on 0953122 (load 8) did not see it within 5 s.
    expect(
      await screen.findByText('Robin Green in Bay 2, 10:30 AM - 11:30 AM.', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/desk/walk-ins',
        body: {
          for: 'guest',
          start: '10:30:00',
          durationMinutes: 60,
          guestName: 'Robin Green',
          guestPhone: '4075550177',
        },
      },
    ]);
  });

  it('books a member picked by name', async () => {
    const { api, user } = await openLiveDesk();
    await user.click(screen.getByLabelText('Member'));
    await user.click(screen.getByRole('button', { name: 'Book Walk-in' }));
    expect(await screen.findByText('Please choose a member')).toBeTruthy();
    await user.type(screen.getByLabelText('Search members by name or e-mail'), 'casey');
    // Members are found by name and shown with their address, which tells two people of one name apart.
    await user.click(await screen.findByRole('radio', { name: 'Casey Jones (casey@example.com)' }));
    await user.click(screen.getByRole('button', { name: 'Book Walk-in' }));
    expect(await screen.findByText(/Casey Jones in Bay 2/)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      for: 'member',
      start: 'now',
      durationMinutes: 60,
      userId: 9,
    });
  });

  it('checks the guest in from the board and shows it', async () => {
    const api = fakeDeskApi({ user: staff });
    const user = userEvent.setup();
    renderDesk(staff);
    act(() => FakeEventSource.latest().emit('ready'));
    await user.click(await screen.findByRole('button', { name: 'Walk-in: Pat Walker, 10:00 AM - 11:00 AM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in: Pat Walker' });
    expect(within(dialog).getByTestId('arrival-status').textContent).toBe('Not checked in');
    await user.click(within(dialog).getByRole('button', { name: 'Check In' }));
    expect(await screen.findByText('Pat Walker has arrived.')).toBeTruthy();
    // Checked in: the dialog closes and the focus is back on the block, which says so.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const block = await screen.findByRole('button', { name: 'Walk-in: Pat Walker, 10:00 AM - 11:00 AM, checked in' });
    expect(document.activeElement).toBe(block);
    expect(api.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/desk/bookings/1/arrival',
      body: { arrived: true },
    });
  });
});

describe('keyboard shortcuts (docs/decisions/262-the-desk-on-a-busy-night.md)', () => {
  it('lists them on ?, and N, F and C start a walk-in, find a member and check in the next arrival', async () => {
    const { api, user } = await openLiveDesk();
    await waitFor(() => expect(screen.getByTestId('desk-connection').textContent).toBe('Live'));

    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard Shortcuts' });
    expect(
      within(sheet)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['N', 'F', 'C', '?']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('n');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Guest name')));
    // Typed in a field, the keys are the field's.
    await user.keyboard('nf');
    expect((screen.getByLabelText('Guest name') as HTMLInputElement).value).toBe('nf');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('f');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Search members by name or e-mail')));
    (document.activeElement as HTMLElement).blur();

    // 10:12: Pat Walker's walk-in (10:00-11:00) is the next one due; Enter on the focused Check In checks them in.
    await user.keyboard('c');
    const dialog = await screen.findByRole('dialog', { name: 'Walk-in: Pat Walker' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Check In' })));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pat Walker has arrived.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PUT')?.path).toBe('/api/desk/bookings/1/arrival');
    // The focus lands on the block, not on the page: the next key works on from there.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('board-block-1')));
  });
});

describe('network loss', () => {
  it('keeps the last board read-only with a clear banner, and reads it again once reconnected', async () => {
    const { api, user } = await openLiveDesk();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Book Walk-in' }) as HTMLButtonElement).disabled).toBe(false),
    );

    act(() => FakeEventSource.latest().fail());
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('You are offline.');
    expect(banner.textContent).toContain('read-only');
    expect(screen.getByTestId('desk-connection').textContent).toBe('Offline');
    expect((screen.getByRole('button', { name: 'Book Walk-in' }) as HTMLButtonElement).disabled).toBe(true);
    // The last board read stays on screen; its bookings open but cannot be changed.
    await user.click(screen.getByRole('button', { name: 'Walk-in: Pat Walker, 10:00 AM - 11:00 AM' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('button', { name: 'Check In' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel Booking' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');

    const before = boardReads(api.calls);
    await user.click(screen.getByRole('button', { name: 'Retry now' }));
    act(() => FakeEventSource.latest().emit('ready'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(boardReads(api.calls)).toBe(before + 1));
    expect((screen.getByRole('button', { name: 'Book Walk-in' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('a stream ended because its right to exist did', () => {
  it('stops reconnecting, says why and shows the sign-in form when the session was signed out', async () => {
    const { api } = await openLiveDesk();
    await waitFor(() => expect(screen.getByTestId('desk-connection').textContent).toBe('Live'));

    api.options.user = null;
    // The timers faked from here on (the clock kept): a reconnection the desk would schedule is one to run at will.
    const now = Date.now();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(now);
    act(() => FakeEventSource.latest().emit('closed', { reason: 'signed-out', code: 'NOT_SIGNED_IN' }));
    expect(await screen.findByText('You were signed out. Sign in again to use the front desk.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Longwood Golf Front Desk' })).toBeTruthy();
    expect(screen.getByLabelText('Email or Username')).toBeTruthy();
    // No new stream is opened, now or later: past the longest wait between reconnections (30 s).
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(FakeEventSource.instances.filter((s) => !s.closed)).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('shows Access Denied when the front-desk role was removed', async () => {
    const { api } = await openLiveDesk();
    api.options.user = { ...staff, isFrontDesk: false };
    act(() => FakeEventSource.latest().emit('closed', { reason: 'role-removed', code: 'STAFF_ONLY' }));
    expect(await screen.findByText('Your front desk access was removed.')).toBeTruthy();
    expect(
      await screen.findByText('You must be front desk staff or an administrator to use the front desk.'),
    ).toBeTruthy();
    expect(FakeEventSource.instances.filter((s) => !s.closed)).toHaveLength(0);
  });

  it('reconnects after a second when the server restarts (drain)', async () => {
    fakeDeskApi({ user: staff });
    renderDesk(staff);
    await screen.findByRole('button', { name: /Walk-in: Pat Walker/ });
    act(() => FakeEventSource.latest().emit('ready'));
    act(() => FakeEventSource.latest().emit('closed', { reason: 'restarting', code: 'SERVICE_UNAVAILABLE' }));
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3_000 });
  });
});

describe('staffed hours', () => {
  it('shows staff that the desk is closed and when it opens, without reading the board', async () => {
    vi.setSystemTime(facilityInstant(TODAY, '21:00'));
    const api = fakeDeskApi({ user: staff });
    renderDesk(staff);
    expect(await screen.findByRole('heading', { name: 'The front desk is closed' })).toBeTruthy();
    expect(screen.getByTestId('desk-opens-at').textContent).toBe('It opens tomorrow at 8:00 AM EST.');
    expect(boardReads(api.calls)).toBe(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('before 8am it opens today', async () => {
    vi.setSystemTime(facilityInstant(TODAY, '07:30'));
    fakeDeskApi({ user: staff });
    renderDesk(staff);
    expect((await screen.findByTestId('desk-opens-at')).textContent).toBe('It opens today at 8:00 AM EST.');
  });

  it('lets an admin use the desk outside staff hours, and says so', async () => {
    vi.setSystemTime(facilityInstant(TODAY, '21:00'));
    fakeDeskApi({ user: admin });
    renderDesk(admin);
    expect(await screen.findByRole('heading', { name: "Today's Board" })).toBeTruthy();
    expect(
      screen.getByText('Outside staff hours (8:00 AM to 8:00 PM EST): the desk is open to you as an administrator.'),
    ).toBeTruthy();
  });
});
