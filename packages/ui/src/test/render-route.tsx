// Test harness for screens: the app's real providers (query client with docs/requirements.md#api-conventions defaults, toaster) and a
// memory router holding the screen under test plus stand-in pages for where it may navigate.
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import {
  LEAGUE_NIGHT_DEFAULTS,
  LEAGUE_RULE_DEFAULTS,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type DuesView,
  type StaffBooking,
  type User,
} from '@longwood/core';
import { occupancyFixture } from '@longwood/core/testing';
import { AppProviders } from '../app/providers';
import { dismissAllToasts } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { userQueryOptions } from '../lib/session';

function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} page at {location.pathname}
    </p>
  );
}

export function renderRoute(
  routes: Array<{ path: string; element: ReactNode }>,
  { url, user }: { url: string; user?: User | null },
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: ReturnType<typeof createQueryClient> } {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(userQueryOptions().queryKey, user);
  const router = createMemoryRouter(
    [
      ...routes,
      { path: '/auth', element: <LocationProbe name="Login" /> },
      { path: '*', element: <LocationProbe name="Other" /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** jsdom has no CSS media queries: answers them as a desktop-wide window would (min-width queries match). */
export function pretendDesktop(): void {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

/**
 * After every screen or component test (`afterEach(endScreenTest)`): its toasts dismissed, the screen unmounted,
 * every network stand-in removed and real timers back, so no test leaks into the next.
 */
export async function endScreenTest(): Promise<void> {
  await act(async () => {
    await dismissAllToasts();
  });
  cleanup();
  for (const restore of [...stubs].reverse()) restore();
  vi.useRealTimers();
}

type Handler = (request: { method: string; path: string; body: unknown }) => Response | Promise<Response>;

const stubs = new Set<() => void>();

/** Stands in for the network until `restore()` or the end of the test: records every request, answers through `handler`. */
export function stubFetch(handler: Handler) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: `${url.pathname}${url.search}`, body };
    calls.push(call);
    return handler(call);
  };
  const restore = () => {
    if (!stubs.delete(restore)) return;
    globalThis.fetch = original;
  };
  stubs.add(restore);
  return { calls, restore };
}

/** One upload through XMLHttpRequest (uploadToApi): its text fields and the names of its files. */
export interface UploadCall {
  method: string;
  path: string;
  fields: Record<string, string>;
  files: string[];
}

/**
 * Stands in for XMLHttpRequest (the file uploads, which report progress) until the end of the test: records each
 * upload and answers it with `answer`'s status and JSON body, after reporting the whole body sent; or, `held`, after
 * reporting half of it sent and only once `release()` is called, so that a test can see the upload under way.
 */
export function stubUpload(
  answer: (call: UploadCall) => { status: number; body: unknown },
  { held = false }: { held?: boolean } = {},
) {
  const calls: UploadCall[] = [];
  let release: () => void = () => {};
  const released = held ? new Promise<void>((resolve) => (release = resolve)) : null;
  const original = globalThis.XMLHttpRequest;
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private target = { method: 'GET', path: '' };
    open(method: string, url: string) {
      this.target = { method, path: new URL(url, 'http://localhost').pathname };
    }
    setRequestHeader() {}
    send(form: FormData) {
      const call: UploadCall = { ...this.target, fields: {}, files: [] };
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') call.fields[key] = value;
        else call.files.push(value.name);
      }
      calls.push(call);
      const { status, body } = answer(call);
      const finish = () => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      };
      if (released) {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        void released.then(finish);
        return;
      }
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        finish();
      }, 0);
    }
  }
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  const restore = () => {
    if (!stubs.delete(restore)) return;
    globalThis.XMLHttpRequest = original;
  };
  stubs.add(restore);
  return { calls, restore, release };
}

export const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

/** One page of a paged list holding all of `items`. */
export const pageOf = <T,>(items: T[], pageSize = 25) =>
  json(200, { items, total: items.length, totalExact: true, page: 1, pageSize });

export const sampleUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'jane',
  name: null,
  email: 'jane@example.com',
  phone: '4075550100',
  isMember: false,
  isAdmin: false,
  isCoach: false,
  isFrontDesk: false,
  emailVerified: true,
  ...overrides,
});

/** The staff screens' signed-in admin (also a member). */
export const sampleAdmin = sampleUser({ id: 1, username: 'admin@longwoodgolf.example', isAdmin: true, isMember: true });
/** The member the staff screens act on, shown by name. */
export const sampleMemberJane = sampleUser({
  id: 7,
  username: 'jane@example.com',
  name: 'Jane Doe',
  email: 'jane@example.com',
  isMember: true,
});

/** Member jane's one-hour booking of Bay 1 (occupancyFixture) as the staff lists show it; `overrides` sets the rest. */
export const sampleStaffBooking = (
  overrides: Partial<StaffBooking> & Pick<StaffBooking, 'bookingDate'>,
): StaffBooking => ({
  ...occupancyFixture(overrides),
  leagueName: null,
  createdByName: 'jane',
  canceledAt: null,
  canceledBy: null,
  canceledByName: null,
  noShowAt: null,
  simulatorName: 'Bay 1',
  name: 'jane',
  username: 'jane@example.com',
  email: 'jane@example.com',
  ...overrides,
});

/** An active individual stroke-play league with the default ranking rules, no scores, 2 of 8 places taken. */
/** A round of league 3 with no card yet (round 1 on 2026-11-24 without a course unless told). */
export const sampleRound = (overrides: Partial<LeagueRound> = {}): LeagueRound => ({
  id: 5,
  leagueId: 3,
  roundNumber: 1,
  roundDate: '2026-11-24',
  name: null,
  course: null,
  scoredTeams: 0,
  totalTeams: 2,
  absentTeams: 0,
  complete: false,
  didNotPlay: [],
  substitutes: [],
  ...overrides,
});

/** League 3's players by name: each the lead of a team of their own (1, 2, …), participants 11, 12, …, users 21, 22, …. */
export const sampleParticipants = (names: readonly string[]): LeagueParticipant[] =>
  names.map((name, i) => ({ id: 11 + i, leagueId: 3, userId: 21 + i, teamId: i + 1, isTeamLead: true, name }));

/** A stored score of round 5 of league 3 (participant 11): no strokes, holes or result unless `overrides` give them. */
export const sampleScore = (overrides: Partial<LeagueScore> = {}): LeagueScore => ({
  id: 1,
  leagueId: 3,
  roundId: 5,
  participantId: 11,
  strokes: null,
  holes: null,
  result: null,
  opponentParticipantId: null,
  ...overrides,
});

export const sampleLeague = (overrides: Partial<League> = {}): League => ({
  id: 3,
  name: 'Thursday Match Play',
  description: null,
  leagueType: 'individual',
  scoringType: 'lowest_score',
  startDate: '2099-01-01',
  endDate: '2099-03-26',
  dayOfWeek: 'Thursday',
  startTime: '18:00',
  endTime: '20:00',
  maxParticipants: 8,
  numberOfBays: 2,
  isActive: true,
  numberParticipants: 2,
  hasSchedule: true,
  ...LEAGUE_RULE_DEFAULTS,
  ...LEAGUE_NIGHT_DEFAULTS,
  hasScores: false,
  ...overrides,
});

/** GET /api/dues/:id or /api/account/dues: online payments off, nothing paid, unless `overrides` say otherwise. */
export const sampleDues = (overrides: Partial<DuesView> = {}): DuesView => ({
  online: false,
  status: 'none',
  priceCents: 20000,
  linkSentAt: null,
  checkoutUrl: null,
  nextChargeAt: null,
  graceEndsAt: null,
  cancelAt: null,
  portal: false,
  receipts: [],
  ...overrides,
});
