// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyNamed } from './lazy-named';
import { endScreenTest } from '../test/render-route';

afterEach(endScreenTest);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const page = (Screen: (props: { name: string }) => React.ReactNode) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Screen name="Pat" />
  </Suspense>
);

describe('lazyNamed', () => {
  it('shows the fallback while the module loads, then the named export with its props', async () => {
    const Screen = lazyNamed(async () => ({ Greeting }), 'Greeting');
    render(page(Screen));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello Pat')).toBeTruthy();
  });

  it('renders a preloaded module in the first frame, without the fallback', async () => {
    let loads = 0;
    const Screen = lazyNamed(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');
    await act(() => Screen.preload());
    render(page(Screen));
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByText('Hello Pat')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
