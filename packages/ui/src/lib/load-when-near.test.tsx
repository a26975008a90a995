// @vitest-environment jsdom
// A part below the fold loads when the reader gets near it (lib/load-when-near.tsx): until then, and while its code
// arrives, the placeholder stands in its place.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadWhenNear } from './load-when-near';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoadWhenNear', () => {
  it('shows the placeholder until the part comes within a screen, then the part', () => {
    const observers: { callback: Callback; options: { rootMargin?: string } }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options: { rootMargin?: string }) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <LoadWhenNear placeholder={<p>Loading your lessons...</p>}>
        <p>Your lessons</p>
      </LoadWhenNear>,
    );
    expect(screen.getByText('Loading your lessons...')).toBeTruthy();
    expect(screen.queryByText('Your lessons')).toBeNull();
    expect(observers[0]!.options.rootMargin).toBe('100% 0px');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Your lessons')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Your lessons')).toBeTruthy();
    expect(screen.queryByText('Loading your lessons...')).toBeNull();
  });

  it('shows the part at once where the browser cannot tell (no IntersectionObserver)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LoadWhenNear placeholder={<p>Loading your lessons...</p>}>
        <p>Your lessons</p>
      </LoadWhenNear>,
    );
    expect(screen.getByText('Your lessons')).toBeTruthy();
  });
});
