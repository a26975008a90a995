// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, toast, dismissAllToasts } from './toast';

afterEach(async () => {
  await act(async () => { await dismissAllToasts(); });
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
