// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, toast, dismissAllToasts } from './toast';

afterEach(async () => {
  await act(async () => {
    await dismissAllToasts();
  });
  cleanup();
});

describe('toast', () => {
  it('shows title, description and a close control, and the newest toast replaces the previous one', async () => {
    render(<AppToaster />);
    act(() => {
      toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    });
    expect(await screen.findByText('You have successfully logged in.')).toBeTruthy();

    act(() => {
      toast({ title: 'Booking Failed', description: 'This time slot is fully booked.', variant: 'destructive' });
    });
    const title = await screen.findByText('Booking Failed');
    expect(title.closest('[data-part="root"]')?.getAttribute('data-type')).toBe('error');
    await waitFor(() => expect(screen.queryByText('Welcome back!')).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
  });

  it('runs the optional action', async () => {
    const onClick = vi.fn();
    render(<AppToaster />);
    act(() => {
      toast({ title: 'Booking Canceled', action: { label: 'Undo', onClick } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('toastPlacement', () => {
  const screenOf = (width: number) => ({
    matchMedia: (query: string) =>
      ({ matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1]) }) as MediaQueryList,
  });

  it('puts toasts at the top on phones, where a bottom toast covers the button just pressed', async () => {
    const { toastPlacement } = await import('./toaster-view');
    expect(toastPlacement(screenOf(390))).toBe('top');
    expect(toastPlacement(screenOf(639))).toBe('top');
  });

  it('keeps the bottom-right corner from 640px up, and without matchMedia', async () => {
    const { toastPlacement } = await import('./toaster-view');
    expect(toastPlacement(screenOf(640))).toBe('bottom-end');
    expect(toastPlacement(screenOf(1280))).toBe('bottom-end');
    expect(toastPlacement({} as Window)).toBe('bottom-end');
  });
});
