// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, toast } from './toast';
import { endScreenTest } from '../../test/render-route';

afterEach(endScreenTest);

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

describe('swipe right to dismiss', () => {
  it('dismisses a toast dragged 50 px or more to the right, and keeps one dragged less', async () => {
    render(<AppToaster />);
    act(() => {
      toast({ title: 'Report Downloaded' });
    });
    const root = (await screen.findByText('Report Downloaded')).closest('[data-part="root"]')!;
    fireEvent.pointerDown(root, { clientX: 100 });
    fireEvent.pointerUp(root, { clientX: 140 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.getAttribute('data-state')).toBe('open');
    fireEvent.pointerDown(root, { clientX: 100 });
    fireEvent.pointerUp(root, { clientX: 150 });
    // Dismissed: closed at once (hidden and let go of the pointer); zag takes the node out of the page on its own
    // animation-frame timer afterwards, which a loaded CI machine once held past the 5 s wait, so the swipe's own
    // outcome is what is checked.
    await waitFor(() => expect(root.getAttribute('data-state')).toBe('closed'));
  });
});

describe('toastPlacement', () => {
  const box = (left: number, top: number, width: number, height: number) => ({
    left,
    top,
    right: left + width,
    bottom: top + height,
  });
  const short = { description: 'Your golf session has been booked successfully in Bay 1.' };
  const phone = { width: 390, height: 844 };
  const laptop = { width: 1366, height: 900 };

  it('keeps the top edge, over the header, when the page has nothing there', async () => {
    const { toastPlacement } = await import('./toaster-view');
    expect(toastPlacement({ ...phone, controls: [] }, short)).toBe('top');
    expect(toastPlacement({ ...laptop, controls: [] }, short)).toBe('top');
    // 'Book Session' pressed at the bottom of a phone: the top, away from it and the list growing under it.
    const book = box(16, 780, 358, 44);
    expect(toastPlacement({ ...phone, controls: [book, box(40, 90, 300, 40)], acted: book }, short)).toBe('top');
  });

  it("goes to the bottom when the top would cover what was just used: 'Send Request' near the top of a phone", async () => {
    const { toastPlacement } = await import('./toaster-view');
    const send = box(16, 70, 358, 44);
    expect(toastPlacement({ ...phone, controls: [send, box(16, 20, 358, 40)], acted: send }, short)).toBe('bottom');
    // The selected date and the start time under the top edge, nothing at the bottom: the bottom.
    const dateAndTime = [box(40, 76, 40, 40), box(16, 126, 358, 40)];
    expect(toastPlacement({ ...phone, controls: dateAndTime }, short)).toBe('bottom');
  });

  it('from md (768px) up, a 420px toast: top centre, or the bottom-right corner when the centre is busier', async () => {
    const { toastPlacement } = await import('./toaster-view');
    const topCentre = box(600, 70, 160, 40);
    expect(toastPlacement({ ...laptop, controls: [topCentre] }, short)).toBe('bottom-end');
    // Controls at the left or right of the top edge are not under a centred toast.
    expect(toastPlacement({ ...laptop, controls: [box(100, 70, 300, 44), box(1100, 70, 200, 44)] }, short)).toBe('top');
    // The new booking's Cancel button sits at the bottom right, under the form just used: the top.
    const book = box(506, 550, 690, 48);
    const cancel = box(1100, 760, 100, 36);
    expect(toastPlacement({ ...laptop, controls: [book, cancel], acted: book }, short)).toBe('top');
  });

  it("never covers what must stay in view (the desk's navigation), however busy the other edge is", async () => {
    const { toastPlacement } = await import('./toaster-view');
    const deskNav = box(180, 12, 520, 40);
    const boardCells = Array.from({ length: 8 }, (_, i) => box(900, 500 + i * 45, 400, 40));
    expect(toastPlacement({ ...laptop, controls: boardCells, avoid: [deskNav] }, short)).toBe('bottom-end');
    expect(toastPlacement({ ...phone, controls: [], avoid: [box(16, 50, 300, 80)] }, short)).toBe('bottom');
  });

  it("nor the desk's navigation scrolled out of view, which a toast at the top would cover once scrolled back", async () => {
    const { toastPlacement } = await import('./toaster-view');
    // 'Book Walk-in' pressed at the bottom right with the page scrolled 215 px down (as Playwright scrolls to it at
    // 1280 x 720): the navigation is above the window, and the edge away from the button is the top.
    const scrolledNav = box(227, 12 - 215, 308, 36);
    const book = box(900, 640, 340, 40);
    const laptop720 = { width: 1280, height: 720 };
    expect(toastPlacement({ ...laptop720, controls: [book], acted: book }, short)).toBe('top');
    const layout = { ...laptop720, controls: [book], acted: book, avoid: [scrolledNav], scroll: { y: 215, max: 215 } };
    expect(toastPlacement(layout, short)).toBe('bottom-end');
    // Something fixed on screen stays where it is: a bar fixed along the bottom rules out only the bottom.
    const bar = { ...box(0, 850, 1366, 40), fixed: true };
    const topCentre = box(600, 70, 160, 40);
    expect(toastPlacement({ ...laptop, controls: [topCentre], avoid: [bar], scroll: { y: 0, max: 900 } }, short)).toBe(
      'top',
    );
  });

  it('estimates taller toasts for longer texts and actions, so the whole toast is kept clear', async () => {
    const { estimateToastHeight } = await import('./toaster-view');
    const one = estimateToastHeight({ description: 'Saved.' }, 358);
    const long = estimateToastHeight({ description: 'x'.repeat(300) }, 358);
    expect(long).toBeGreaterThan(one);
    expect(estimateToastHeight({ description: 'Saved.', action: { label: 'Undo', onClick: () => {} } }, 358)).toBe(
      one + 44,
    );
  });
});
