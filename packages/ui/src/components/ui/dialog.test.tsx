// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './dialog';
import { AppToaster, toast } from './toast';
import { endScreenTest } from '../../test/render-route';

afterEach(endScreenTest);

/** A page with a heading, an opener, another target and a dialog whose content can remove the opener. */
function Page({ role, withTarget = false }: { role?: 'dialog' | 'alertdialog'; withTarget?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <main>
      <h1>My Bookings</h1>
      {openerShown ? <button onClick={() => setOpen(true)}>Move</button> : null}
      <button id="target">Account</button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Move Booking"
        description="Pick a new time."
        {...(role ? { role } : {})}
        {...(withTarget ? { returnFocusTo: () => document.getElementById('target') } : {})}
      >
        <label>
          New time <input />
        </label>
        <button
          onClick={() => {
            setOpenerShown(false);
            setOpen(false);
          }}
        >
          Confirm
        </button>
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description, with focus on its first control', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move Booking' });
    expect(dialog.getAttribute('aria-describedby')).toBe(within(dialog).getByText('Pick a new time.').id);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('New time'));
  });

  it('takes the alertdialog role for confirmations', async () => {
    const user = userEvent.setup();
    render(<Page role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('alertdialog', { name: 'Move Booking' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move' }));
  });

  it('closes with its Close button; focus goes to the target its owner names', async () => {
    const user = userEvent.setup();
    render(<Page withTarget />);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account' }));
  });

  it('that only tells something closes with Done at its foot, focus back on its opener', async () => {
    const user = userEvent.setup();
    function Notice() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <button onClick={() => setOpen(true)}>Shortcuts</button>
          <Modal open={open} onOpenChange={setOpen} title="Keyboard Shortcuts" done>
            <p>N: a new walk-in</p>
          </Modal>
        </main>
      );
    }
    render(<Notice />);
    await user.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const dialog = screen.getByRole('dialog', { name: 'Keyboard Shortcuts' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Shortcuts' }));
  });

  it("falls back to the page's main heading when its action removed the opener, never to the body", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My Bookings' }));
  });

  it('shows a toast inside the open dialog (the page behind it is inert), and back on the page once it closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Page />
        <AppToaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    act(() => {
      toast({ title: 'Error Moving Booking', variant: 'destructive' });
    });
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Error Moving Booking')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Error Moving Booking').closest('dialog')).toBeNull();
  });
});
