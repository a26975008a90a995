// @vitest-environment jsdom
import type { User } from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireCapability } from '../../../app/guards';
import { AdminDashboardScreen } from '../../../app/pages/admin-dashboard-screens';
import { screenAt } from '../../../app/screens';
import { endScreenTest, json, renderRoute, sampleLeague, sampleUser, stubFetch } from '../../../test/render-route';
import { AdminHomePage } from './admin-home-page';
import { LeaguesTab } from './leagues-tab';

afterEach(endScreenTest);

const admin = sampleUser({
  id: 1,
  username: 'admin@longwoodgolf.example',
  email: 'admin@longwoodgolf.example',
  isAdmin: true,
  isMember: true,
});
const jane = sampleUser({ id: 7, username: 'jane@example.com', email: 'jane@example.com', phone: '4075550142' });
const bob = sampleUser({
  id: 8,
  username: 'bob@example.com',
  email: 'bob@example.com',
  phone: '3215550199',
  isMember: true,
});
const otherAdmin = sampleUser({ id: 9, username: 'sam@example.com', email: 'sam@example.com', isAdmin: true });

/** A tiny stand-in for the admin API holding users and the keypad code in memory. */
function fakeAdminApi(
  options: {
    users?: User[];
    failUsers?: number;
    failPatch?: Response;
    keypadCode?: string | null;
    /** Granting admin answers 403 REAUTHENTICATION_REQUIRED until the admin has re-authenticated. */
    askReauthentication?: boolean;
  } = {},
) {
  const users = (options.users ?? [admin, jane, bob, otherAdmin]).map((u) => ({ ...u }));
  let failUsers = options.failUsers ?? 0;
  let keypadCode = options.keypadCode === undefined ? '482193' : options.keypadCode;
  const keypadHistory: Array<{ changedAt: string; changedBy: string | null; maskedCode: string }> = [];
  let reauthenticated = !options.askReauthentication;
  const net = stubFetch(({ method, path: pathWithQuery, body }) => {
    const url = new URL(pathWithQuery, 'http://localhost');
    const path = url.pathname;
    if (path === '/api/user') return json(200, admin);
    if (method === 'GET' && path === '/api/admin/users') {
      if (failUsers > 0) {
        failUsers -= 1;
        return new Response('Internal error', { status: 500 });
      }
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const items = users.filter((u) => [u.username, u.email, u.phone].join(' ').toLowerCase().includes(q));
      return json(200, { items, total: items.length, totalExact: true, page: 1, pageSize: 25 });
    }
    const empty = { items: [], total: 0, totalExact: true, page: 1, pageSize: 25 };
    if (method === 'GET' && path === '/api/admin/all-bookings') return json(200, empty);
    if (method === 'GET' && path === '/api/admin/demo-requests') return json(200, empty);
    if (method === 'GET' && path === '/api/leagues') return json(200, []);
    const flag = /^\/api\/admin\/users\/(\d+)\/(membership|admin|front-desk)$/.exec(path);
    if (method === 'POST' && path === '/api/user/reauthenticate') {
      reauthenticated = true;
      return json(200, { reauthenticatedUntil: '2026-11-23T15:10:00.000Z', message: 'Confirmed' });
    }
    if (method === 'PATCH' && flag) {
      if (options.failPatch) return options.failPatch.clone();
      if (flag[2] === 'admin' && !reauthenticated) {
        return json(403, { code: 'REAUTHENTICATION_REQUIRED', message: 'Confirm your password and a code first.' });
      }
      const user = users.find((u) => u.id === Number(flag[1]));
      if (!user) return json(404, { message: 'User not found' });
      Object.assign(user, body);
      return json(200, user);
    }
    if (path === '/api/admin/keypad-code/history') return json(200, keypadHistory);
    if (path === '/api/admin/keypad-code') {
      if (method === 'POST') {
        keypadCode = (body as { code: string }).code;
        keypadHistory.unshift({ changedAt: '2026-11-23T15:00:00.000Z', changedBy: 'admin', maskedCode: '•••0' });
        return json(200, { keypadCode, message: 'Keypad code updated' });
      }
      return json(200, { keypadCode });
    }
    return json(404, { message: 'Not found' });
  });
  return net;
}

const renderDashboard = (url = '/admin', user: User = admin) =>
  renderRoute(
    [
      {
        path: '/admin',
        element: (
          <RequireCapability capability="admin:screens" denied={screenAt('/admin').denied}>
            <AdminDashboardScreen />
          </RequireCapability>
        ),
      },
    ],
    { url, user },
  );

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const typeOf = (name: string) => within(row(name)).getByTestId('user-type').textContent;

// The dashboard tests render every tab with its queries; on a busy CI machine a few take longer than 5 s.
describe('/admin dashboard', () => {
  it('shows the five tabs (kept in the URL) and the links to the other admin screens', async () => {
    fakeAdminApi();
    const user = userEvent.setup();
    const { router } = renderDashboard();

    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Member Management', 'Booking Management', 'Facility Access', 'Demo Requests', 'Leagues']);
    expect(screen.getByRole('tab', { name: 'Member Management' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Database View' }).getAttribute('href')).toBe('/database-view');

    // Arrow-key navigation between tabs is Ark's, checked in real Chromium by e2e/admin.spec.ts.
    const openTab = async (name: string) => {
      await user.click(screen.getByRole('tab', { name }));
      await waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
    };
    await openTab('Booking Management');
    expect(router.state.location.search).toBe('?tab=bookings');
    expect(await screen.findByText('No bookings found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Booking Calendar' }).getAttribute('href')).toBe('/admin/calendar');
    expect(screen.queryByText(/later release/i)).toBeNull();

    await openTab('Demo Requests');
    expect(await screen.findByText('No demo requests in progress')).toBeTruthy();
    // In the page header and on the tab.
    const completedLinks = await screen.findAllByRole('link', { name: 'Completed Demo Requests' });
    expect(completedLinks.map((l) => l.getAttribute('href'))).toEqual([
      '/completed-demo-requests',
      '/completed-demo-requests',
    ]);
    await openTab('Leagues');
    expect((await screen.findByRole('link', { name: 'Create League' })).getAttribute('href')).toBe(
      '/admin/leagues/new',
    );
    expect(screen.getByRole('link', { name: 'Manage Leagues' }).getAttribute('href')).toBe('/admin/leagues');
    expect(await screen.findByText('No leagues found')).toBeTruthy();
  }, 20_000);

  it("names the admin home's cards as /admin's tabs and leads them to the same tools", async () => {
    fakeAdminApi();
    const user = userEvent.setup();
    renderRoute(
      [
        { path: '/admin-dashboard', element: <AdminHomePage /> },
        { path: '/admin', element: <AdminDashboardScreen /> },
      ],
      { url: '/admin-dashboard', user: admin },
    );
    const cards = within(screen.getByRole('list')).getAllByRole('link');
    expect(cards.map((c) => [c.querySelector('h2')?.textContent, c.getAttribute('href')])).toEqual([
      ['Member Management', '/admin/members'],
      ['Booking Management', '/admin?tab=bookings'],
      ['Daily Chart', '/admin/daily-chart'],
      ['Insights', '/admin/insights'],
      ['Facility Settings', '/admin/facility'],
      ['Demo Requests', '/admin/requests'],
      ['Leagues', '/admin/leagues'],
      ['Coaches', '/admin/coaches'],
      ['Activity Log', '/admin/activity'],
    ]);
    // The Booking Management card opens the tab of that name; the keypad's tab leads to Facility Settings.
    await user.click(screen.getByRole('link', { name: 'Booking Management' }));
    const tab = await screen.findByRole('tab', { name: 'Booking Management' });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    const cardNames = cards.map((c) => c.querySelector('h2')?.textContent);
    expect(tabs.filter((name) => !cardNames.includes(name))).toEqual(['Facility Access']);
    await user.click(screen.getByRole('tab', { name: 'Facility Access' }));
    expect((await screen.findByRole('link', { name: 'Facility Settings' })).getAttribute('href')).toBe(
      '/admin/facility',
    );
  }, 20_000);

  it("links each league of the Leagues tab to the league's participants", async () => {
    stubFetch(({ path }) =>
      path === '/api/leagues' ? json(200, [sampleLeague()]) : json(404, { code: 'NOT_FOUND', message: 'Not found.' }),
    );
    renderRoute([{ path: '/admin', element: <LeaguesTab /> }], { url: '/admin', user: admin });
    const link = await screen.findByRole('link', { name: 'Thursday Match Play' });
    expect(link.getAttribute('href')).toBe('/admin/leagues/3/participants');
  });

  it('sends non-admins home with the Access Denied toast, without calling the admin API', async () => {
    const net = fakeAdminApi();
    renderDashboard('/admin', jane);
    expect(await screen.findByText('Other page at /')).toBeTruthy();
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    expect(screen.getByText("You don't have permission to access the admin dashboard")).toBeTruthy();
    expect(net.calls.filter((c) => c.path.startsWith('/api/admin'))).toHaveLength(0);
  });
});

describe('Member Management', () => {
  it('lists every account with its type and narrows the list by search', async () => {
    fakeAdminApi();
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByText('Showing 4 of 4 users')).toBeTruthy();
    expect(typeOf('jane@example.com')).toBe('Regular');
    expect(typeOf('bob@example.com')).toBe('Member');
    expect(typeOf('sam@example.com')).toBe('Admin');
    expect(within(row('jane@example.com')).getByText('4075550142')).toBeTruthy();

    await user.type(screen.getByLabelText('Search users'), '3215550');
    expect(await screen.findByText('Showing 1 of 1 user')).toBeTruthy();
    expect(screen.getByRole('row', { name: /bob@example.com/ })).toBeTruthy();
    expect(screen.queryByRole('row', { name: /jane@example.com/ })).toBeNull();

    await user.clear(screen.getByLabelText('Search users'));
    await user.type(screen.getByLabelText('Search users'), 'nobody');
    expect(await screen.findByText('No matching users')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Showing 4 of 4 users')).toBeTruthy();
  }, 20_000);

  it('turns membership on through the PATCH route and shows the new type', async () => {
    const net = fakeAdminApi();
    const user = userEvent.setup();
    renderDashboard();

    const memberSwitch = await screen.findByRole('switch', { name: 'Member for jane@example.com' });
    expect((memberSwitch as HTMLInputElement).checked).toBe(false);
    await user.click(memberSwitch);

    // The toast names the person (no name given: the part of the username before '@').
    expect(await screen.findByText('jane is now a member.')).toBeTruthy();
    await waitFor(() => expect(typeOf('jane@example.com')).toBe('Member'));
    expect((screen.getByRole('switch', { name: 'Member for jane@example.com' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(net.calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/admin/users/7/membership', body: { isMember: true } },
    ]);
  });

  it('grants and removes front-desk access through its own switch', async () => {
    const net = fakeAdminApi();
    const user = userEvent.setup();
    renderDashboard();
    const deskSwitch = await screen.findByRole('switch', { name: 'Front Desk for bob@example.com' });
    expect((deskSwitch as HTMLInputElement).checked).toBe(false);
    await user.click(deskSwitch);
    expect(await screen.findByText('bob can now use the front desk.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Front Desk for bob@example.com' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    await user.click(screen.getByRole('switch', { name: 'Front Desk for bob@example.com' }));
    expect(await screen.findByText('bob can no longer use the front desk.')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/admin/users/8/front-desk', body: { isFrontDesk: true } },
      { method: 'PATCH', path: '/api/admin/users/8/front-desk', body: { isFrontDesk: false } },
    ]);
  });

  it("shows the server's refusal, or the documented fallback, and keeps the switch as it was", async () => {
    fakeAdminApi({ failPatch: json(403, { message: 'You cannot remove your own administrator access.' }) });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('switch', { name: 'Admin for sam@example.com' }));
    expect(await screen.findByText('You cannot remove your own administrator access.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Admin for sam@example.com' }) as HTMLInputElement).checked).toBe(true);

    fakeAdminApi({ failPatch: new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    await user.click(screen.getByRole('switch', { name: 'Member for bob@example.com' }));
    expect(await screen.findByText('Failed to update user membership')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Member for bob@example.com' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
  });

  it('asks before making someone an admin, and the fallback names admin status', async () => {
    const net = fakeAdminApi();
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('switch', { name: 'Admin for jane@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make this user an administrator?' });
    await user.click(within(confirm).getByRole('button', { name: 'No, Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(net.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect((screen.getByRole('switch', { name: 'Admin for jane@example.com' }) as HTMLInputElement).checked).toBe(
      false,
    );

    await user.click(screen.getByRole('switch', { name: 'Admin for jane@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Make Admin' }));
    expect(await screen.findByText('jane is now an administrator.')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/admin/users/7/admin', body: { isAdmin: true } },
    ]);

    fakeAdminApi({ users: [admin, { ...jane, isAdmin: true }], failPatch: new Response('', { status: 500 }) });
    await user.click(screen.getByRole('switch', { name: 'Admin for jane@example.com' }));
    expect(await screen.findByText('Failed to update user admin status')).toBeTruthy();
  });

  it('asks for the password and a code when the server wants a re-authentication, then grants admin', async () => {
    const net = fakeAdminApi({ askReauthentication: true });
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('switch', { name: 'Admin for jane@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Make Admin' }));
    const confirm = await screen.findByRole('dialog', { name: "Confirm It's You" });
    await user.type(within(confirm).getByLabelText('Password'), 'correct horse');
    await user.type(within(confirm).getByLabelText('Authentication code'), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('jane is now an administrator.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: "Confirm It's You" })).toBeNull());
    expect(net.calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PATCH', path: '/api/admin/users/7/admin', body: { isAdmin: true } },
      { method: 'POST', path: '/api/user/reauthenticate', body: { password: 'correct horse', code: '123456' } },
      { method: 'PATCH', path: '/api/admin/users/7/admin', body: { isAdmin: true } },
    ]);
    expect(screen.queryByText('Failed to update user admin status')).toBeNull();
  });

  it('does not let the signed-in admin remove their own admin flag, and says why', async () => {
    fakeAdminApi();
    renderDashboard();
    const own = await screen.findByRole('switch', { name: 'Admin for admin@longwoodgolf.example' });
    expect((own as HTMLInputElement).disabled).toBe(true);
    expect(own.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(own.getAttribute('aria-describedby')!)?.textContent).toBe(
      "You can't remove your own admin access.",
    );
    expect((screen.getByRole('switch', { name: 'Admin for sam@example.com' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it('says when the users cannot be loaded and retries on request', async () => {
    fakeAdminApi({ failUsers: 1 });
    const user = userEvent.setup();
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load users. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 4 of 4 users')).toBeTruthy();
  });
});

describe('Facility Access', () => {
  it('shows the current code, refuses letters and the current code, and replaces it only once confirmed; the history shows it masked', async () => {
    const net = fakeAdminApi();
    const user = userEvent.setup();
    renderDashboard('/admin?tab=facility');

    expect((await screen.findByTestId('current-keypad-code')).textContent).toBe('482193');
    expect(await screen.findByText('The code has not been changed yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Code' }));
    expect(await screen.findByText('Keypad code is required')).toBeTruthy();
    await user.type(screen.getByLabelText('New keypad code'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Update Code' }));
    expect(await screen.findByText('Keypad code must be at most 6 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText('New keypad code'));
    await user.type(screen.getByLabelText('New keypad code'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Update Code' }));
    expect(await screen.findByText('Keypad code may contain only digits, * and #')).toBeTruthy();
    // The code the door already opens with is refused beside the field, with nothing to confirm.
    await user.clear(screen.getByLabelText('New keypad code'));
    await user.type(screen.getByLabelText('New keypad code'), '482193');
    await user.click(screen.getByRole('button', { name: 'Update Code' }));
    expect(await screen.findByText('That is already the current code')).toBeTruthy();
    expect(screen.getByLabelText('New keypad code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // A short code of keypad characters (keypads commonly use 4 to 6) is a valid code.
    await user.clear(screen.getByLabelText('New keypad code'));
    await user.type(screen.getByLabelText('New keypad code'), '93#0');
    await user.click(screen.getByRole('button', { name: 'Update Code' }));
    // Nothing is sent until the admin confirms; keeping the current code sends nothing.
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the entrance code?' });
    await user.click(within(dialog).getByRole('button', { name: 'No, Keep Current Code' }));
    expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByTestId('current-keypad-code').textContent).toBe('482193');

    await user.click(screen.getByRole('button', { name: 'Update Code' }));
    const again = await screen.findByRole('alertdialog', { name: 'Replace the entrance code?' });
    await user.click(within(again).getByRole('button', { name: 'Yes, Replace Code' }));
    expect(await screen.findByText('Keypad Code Updated')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('current-keypad-code').textContent).toBe('93#0'));
    expect(net.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/keypad-code', body: { code: '93#0' } },
    ]);
    expect((screen.getByLabelText('New keypad code') as HTMLInputElement).value).toBe('');
    expect(await screen.findByText('•••0')).toBeTruthy();
  });

  it('says when no code was ever set, and shows the fallback when saving fails', async () => {
    const net = fakeAdminApi({ keypadCode: null });
    const user = userEvent.setup();
    renderDashboard('/admin?tab=facility');
    expect(await screen.findByText('No code has been set yet.')).toBeTruthy();
    net.restore();
    stubFetch(() => new Response('', { status: 500 }));
    await user.type(screen.getByLabelText('New keypad code'), '111111');
    await user.click(screen.getByRole('button', { name: 'Update Code' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Replace Code' }));
    expect(await screen.findByText('Failed to update keypad code')).toBeTruthy();
  });
});
