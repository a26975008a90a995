// Test harness for screens: the app's real providers (query client with docs/requirements.md#api-conventions defaults, toaster) and a
// memory router holding the screen under test plus stand-in pages for where it may navigate.
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { User } from '@longwood/core';
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
) {
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

/** After a screen test: its toasts dismissed, the screen unmounted, and the network stand-in (if any) removed. */
export async function endScreenTest(net?: { restore: () => void }): Promise<void> {
  await act(async () => {
    await dismissAllToasts();
  });
  cleanup();
  net?.restore();
}

type Handler = (request: { method: string; path: string; body: unknown }) => Response | Promise<Response>;

/** Stands in for the network: records every request and answers through `handler`. */
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
  return { calls, restore: () => (globalThis.fetch = original) };
}

export const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });

export const sampleUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  username: 'jane',
  email: 'jane@example.com',
  phone: '4075550100',
  isMember: false,
  isAdmin: false,
  isCoach: false,
  isFrontDesk: false,
  ...overrides,
});
