// @vitest-environment jsdom
// The UI's gates agree with core's ONE role policy for every role (docs/decisions/085-role-policy.md): every
// signed-in screen of the screens' table (app/screens.tsx), the header's links and the account menu, for each persona
// (visitor, regular, member, coach, front desk, admin, admin who is not a member). A new screen is covered by its
// entry in the table; who holds which capability is written out by hand in core's policy.test.ts. The server's
// guards are held to the same policy by apps/server/test/http/role-policy.integration.test.ts.
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { can, facilityInstant, type User } from '@longwood/core';
import { PERSONA_NAMES, PERSONAS, type PersonaName } from '@longwood/core/testing';
import { LinkComponentProvider } from '../lib/app-link';
import { createQueryClient } from '../lib/query-client';
import { queryKeys } from '../lib/query-keys';
import { endScreenTest, json, pretendDesktop, sampleUser, stubFetch } from '../test/render-route';
import { RequireAuth } from './guards';
import { SessionHeader } from './layout/session-header';
import { accountMenuItems } from './layout/account-menu-items';
import { AppProviders } from './providers';
import { RouterLink } from './router-link';
import { DeskLayout } from './desk/desk-screens';
import { DESK_ROUTES, SIGNED_IN_ROUTES } from './routes';
import { DESK_SCREENS, SCREENS, SIGNED_IN_SCREENS } from './screens';

const userOf = (name: PersonaName): User | null => {
  const flags = PERSONAS[name];
  return flags === null ? null : sampleUser({ ...flags, username: `${name}@example.com` });
};

/** A real URL for a route pattern ('/admin/leagues/:id/edit' → '/admin/leagues/3/edit'). */
const urlOf = (path: string) => path.replace(/:[A-Za-z]+/g, '3');

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function Screens() {
  return useRoutes([
    { element: <RequireAuth />, children: SIGNED_IN_ROUTES },
    { path: '/', element: <h1>Home</h1> },
    { path: '/auth', element: <h1>Sign in</h1> },
  ]);
}

function renderAt(url: string, user: User | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session, user);
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <LinkComponentProvider value={RouterLink}>
          <SessionHeader />
          <Suspense fallback={<p>Loading screen...</p>}>
            <Screens />
          </Suspense>
          <WhereAmI />
        </LinkComponentProvider>
      </MemoryRouter>
    </AppProviders>,
  );
}

// Screens read their data; answer every read with a valid empty answer so only the gates decide what shows.
beforeAll(() => {
  // The account menu asks whether it is on a phone (here: a desktop).
  pretendDesktop();
});
beforeEach(() => {
  stubFetch(({ path }) => {
    if (path === '/api/admin/keypad-code') return json(200, { keypadCode: null });
    if (/^\/api\/(bookings|user\/bookings|leagues|admin\/users)(\?|$)/.test(path)) return json(200, []);
    if (/^\/api\/(coaches|user\/lessons|admin\/coaches|coaches\/\d+\/lessons)(\?|$)/.test(path)) return json(200, []);
    if (path.startsWith('/api/lessons/availability'))
      return json(200, { date: '2026-11-22', durationMinutes: 60, hoursPublished: false, options: [] });
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
});
afterEach(endScreenTest);

const DENIED_HEADINGS = ['Access Denied', 'Membership Required'];
const signedIn = PERSONA_NAMES.filter((name) => PERSONAS[name] !== null);
/**
 * How long a screen's code may take to load: the first screen of a large lazily loaded module graph (the Game panel's
 * charts) took over 5 s on a loaded machine in CI (load average 10).
 */
const SCREEN_LOAD_MS = 20_000;

describe("the screens' table", () => {
  it('names each path once', () => {
    const paths = [...SCREENS, ...DESK_SCREENS].map((s) => s.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });
});

describe('every signed-in screen opens exactly for the personas the policy allows', () => {
  it.each(signedIn)(
    '%s',
    async (name) => {
      const user = userOf(name)!;
      const disagreements: string[] = [];
      for (const { path, access } of SIGNED_IN_SCREENS) {
        const url = urlOf(path);
        renderAt(url, user);
        const heading = await screen.findByRole('heading', { level: 1 }, { timeout: SCREEN_LOAD_MS });
        const location = screen.getByTestId('location').textContent;
        const opened = location === url && !DENIED_HEADINGS.includes(heading.textContent ?? '');
        const allowed = can(user, access);
        if (opened !== allowed) {
          disagreements.push(`${path}: ${opened ? 'opened' : `refused ("${heading.textContent}" at ${location})`}`);
        }
        cleanup();
      }
      expect(disagreements).toEqual([]);
    },
    120_000,
  );

  // A league's organiser (docs/decisions/272-league-organisers.md): a front-desk user given league 3 opens its night's
  // screens as well, and still no other league screen.
  it("a front-desk user who organises league 3 opens that league's night screens and nothing more", async () => {
    stubFetch(({ path }) => {
      if (path === '/api/user/organised-leagues') return json(200, [{ id: 3, name: 'Thursday Net' }]);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = userOf('frontDesk')!;
    const opened: string[] = [];
    for (const { path } of SIGNED_IN_SCREENS) {
      const url = urlOf(path);
      renderAt(url, user);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: SCREEN_LOAD_MS });
      if (screen.getByTestId('location').textContent === url && !DENIED_HEADINGS.includes(heading.textContent ?? '')) {
        opened.push(path);
      }
      cleanup();
    }
    // The night's screens are those whose entry names the league's path parameter.
    const expected = SIGNED_IN_SCREENS.filter((s) => s.league !== undefined || can(user, s.access)).map((s) => s.path);
    expect(opened).toEqual(expected);
    expect(SIGNED_IN_SCREENS.filter((s) => s.league !== undefined && !can(user, s.access)).length).toBeGreaterThan(0);
    // Another league's night stays shut.
    renderAt('/admin/leagues/4/rounds', user);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Access Denied');
  }, 120_000);

  it('sends visitors to sign in, whatever the screen', async () => {
    for (const { path } of SIGNED_IN_SCREENS) {
      renderAt(urlOf(path), null);
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
      cleanup();
    }
  });
});

// The desk configuration (/desk, docs/decisions/171-front-desk-app.md), during staffed hours: its screens by the
// same policy. Its layout signs visitors in itself rather than sending them to /auth.
function renderDeskAt(url: string, user: User | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session, user);
  function DeskScreens() {
    return useRoutes([{ path: '/desk', element: <DeskLayout />, children: DESK_ROUTES }]);
  }
  return render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={<p>Loading screen...</p>}>
          <DeskScreens />
        </Suspense>
        <WhereAmI />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('every desk screen opens exactly for the personas the policy allows', () => {
  class QuietEventSource {
    addEventListener() {}
    close() {}
  }
  beforeAll(() => vi.stubGlobal('EventSource', QuietEventSource));
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant('2026-11-24', '10:00'));
  });
  afterAll(() => vi.unstubAllGlobals());
  it.each(signedIn)(
    '%s',
    async (name) => {
      const user = userOf(name)!;
      const disagreements: string[] = [];
      for (const { path, access } of DESK_SCREENS) {
        renderDeskAt(path, user);
        const heading = await screen.findByRole('heading', { level: 1 }, { timeout: SCREEN_LOAD_MS });
        const opened = !DENIED_HEADINGS.includes(heading.textContent ?? '');
        const allowed = can(user, access);
        if (opened !== allowed)
          disagreements.push(`${path}: ${opened ? 'opened' : `refused ("${heading.textContent}")`}`);
        cleanup();
      }
      expect(disagreements).toEqual([]);
    },
    120_000,
  );

  it('asks visitors to sign in on the desk itself', async () => {
    for (const { path } of DESK_SCREENS) {
      renderDeskAt(path, null);
      expect(await screen.findByRole('heading', { name: 'Longwood Golf Front Desk' })).toBeTruthy();
      expect(screen.getByTestId('location').textContent).toBe(path);
      cleanup();
    }
  });
});

// The header's links per persona, by hand: the demo for non-members only; staff who are not members get their
// workplace (docs/decisions/085-role-policy.md).
const MEMBER_LINKS = ['Book Now', 'Lessons', 'Leagues'];
const EXPECTED_HEADER_LINKS: Record<Exclude<PersonaName, 'visitor'>, readonly string[]> = {
  regular: ['Book a Demo'],
  member: MEMBER_LINKS,
  coach: ['Coach Dashboard'],
  frontDesk: ['Front Desk'],
  admin: MEMBER_LINKS,
  adminNonMember: MEMBER_LINKS,
};

describe('the header and the account menu offer what the policy allows', () => {
  it.each(signedIn)('%s', async (name) => {
    const user = userOf(name)!;
    renderAt('/account', user);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const headerLinks = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(headerLinks).toEqual(EXPECTED_HEADER_LINKS[name as Exclude<PersonaName, 'visitor'>]);

    const labels = accountMenuItems(user, { includeNav: false }).map((item) => item.label);
    expect(labels.includes('Entrance Code')).toBe(can(user, 'member:features'));
    // The upgrade offer is for prospective members: signed-in non-members who are not staff.
    expect(labels.includes('Upgrade Membership')).toBe(name === 'regular');
    // Coaches only (docs/requirements.md#header), though admins may open the screen too; the loop below checks it
    // never misleads.
    expect(labels.includes('Coach Dashboard')).toBe(user.isCoach);
    expect(labels.includes('Admin Dashboard')).toBe(can(user, 'admin:screens'));

    // No link in the header or the menu leads to a screen that would refuse this person.
    for (const item of accountMenuItems(user, { includeNav: true })) {
      const target = [...SIGNED_IN_SCREENS, ...DESK_SCREENS].find((s) => s.path === item.to);
      if (target) expect(can(user, target.access), item.label).toBe(true);
    }
  });
});
