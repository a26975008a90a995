// @vitest-environment jsdom
// The build prerenders LandingApp (apps/web/src/prerender.tsx) and the browser hydrates it: the HTML of each
// variant must be exactly what the first client render draws, or React discards it and redraws the page
// (docs/decisions/140-prerendered-landing-and-light-shell.md).
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrentPathProvider } from '../lib/app-link';
import type { SessionHint } from '../lib/session-hint';
import { endScreenTest, json, stubFetch } from '../test/render-route';
import { LandingApp } from './landing-app';

// Hydrated roots are not testing-library's, so cleanup() leaves them: each is unmounted here, or React's scheduler
// would go on rendering it after the test environment is gone ("window is not defined" in a later file).
const hydrated: Root[] = [];
afterEach(async () => {
  await act(async () => {
    for (const root of hydrated.splice(0)) root.unmount();
  });
  await endScreenTest();
  document.body.innerHTML = '';
});

async function hydrate(session: SessionHint, signedIn: boolean) {
  stubFetch(() => (signedIn ? json(200, { id: 1 }) : json(401, { code: 'NOT_SIGNED_IN', message: 'Not signed in.' })));
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <StrictMode>
      <CurrentPathProvider value="/">
        <LandingApp onSignedIn={() => {}} session={session} />
      </CurrentPathProvider>
    </StrictMode>,
  );
  document.body.append(container);
  const heading = container.querySelector('h1');
  const errors: unknown[] = [];
  const onSignedIn = vi.fn();
  await act(async () => {
    const root = hydrateRoot(
      container,
      <StrictMode>
        <LandingApp onSignedIn={onSignedIn} session={session} />
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    hydrated.push(root);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return { container, errors, onSignedIn, headingKept: container.querySelector('h1') === heading };
}

describe('prerendered landing page', () => {
  it.each<[SessionHint, boolean]>([
    ['visitor', false],
    ['signed-in', true],
    ['member', true],
  ])('the %s variant hydrates without a mismatch, keeping the prerendered elements', async (session, signedIn) => {
    const { container, errors, onSignedIn, headingKept } = await hydrate(session, signedIn);
    expect(errors).toEqual([]);
    expect(headingKept).toBe(true);
    expect(onSignedIn).toHaveBeenCalledTimes(signedIn ? 1 : 0);
    expect(container.querySelector('[data-testid="member-strip"]') !== null).toBe(session === 'member');
  });

  it("a visitor's page shows Login at once; a member whose session has ended loses the strip's placeholder", async () => {
    const visitor = await hydrate('visitor', false);
    expect(visitor.container.textContent).toContain('Login');
    document.body.innerHTML = '';
    const ended = await hydrate('member', false);
    expect(ended.container.querySelector('[data-testid="member-strip"]')).toBeNull();
    expect(ended.container.textContent).toContain('Login');
  });
});
