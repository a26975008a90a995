// The desk's keyboard shortcuts (docs/decisions/262-the-desk-on-a-busy-night.md): N a new walk-in (the guest's name),
// F find a member (the walk-in for a member, its search), C check in the next arrival (that booking's dialog, its
// Check In button ready), ? this list, in an accessible dialog. A key counts only on the board itself: not while
// typing in a field, with a modifier held, or while a dialog is open (Escape closes that one first).
import { arrivalCheck, timeToMinutes, type DeskOccupancy } from '@longwood/core';
import { useEffect } from 'react';
import { Modal, topOpenDialog } from '../../../components/ui/dialog';

export type DeskShortcut = 'new-walk-in' | 'find-member' | 'check-in-next' | 'help';

const DESK_SHORTCUTS: ReadonlyArray<{ key: string; shortcut: DeskShortcut; does: string }> = [
  { key: 'N', shortcut: 'new-walk-in', does: 'New walk-in: the guest’s name' },
  { key: 'F', shortcut: 'find-member', does: 'Find a member: a walk-in for a member, its search' },
  { key: 'C', shortcut: 'check-in-next', does: 'Check in the next arrival: their booking, ready to check in' },
  { key: '?', shortcut: 'help', does: 'These shortcuts' },
];

const BY_KEY = new Map(DESK_SHORTCUTS.map((s) => [s.key.toLowerCase(), s.shortcut]));

/** True when the key press belongs to what has the focus (a field being typed in), not to the board. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Calls `onShortcut` for the desk's keys pressed on the board. */
export function useDeskShortcuts(onShortcut: (shortcut: DeskShortcut) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typing(event.target) || topOpenDialog()) return;
      const shortcut = BY_KEY.get(event.key.toLowerCase());
      if (!shortcut) return;
      event.preventDefault();
      onShortcut(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
}

/**
 * The next person to check in: of today's bookings of people that may be checked in now (core's arrivalCheck: from
 * an hour before the start until the end) and have not been, the one starting first; null when there is none.
 */
export function nextArrival(occupancies: readonly DeskOccupancy[], now: Date): DeskOccupancy | null {
  const due = occupancies
    .filter((o) => o.arrivedAt === null && arrivalCheck(o, now).ok)
    .sort((a, b) => timeToMinutes(a.startTime) - timeToMinutes(b.startTime) || a.simulatorId - b.simulatorId);
  return due[0] ?? null;
}

/** The list of shortcuts, opened with ? or the board's button. */
export function DeskShortcutsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Keyboard Shortcuts"
      description="On the board, when you are not typing in a field."
      done
    >
      <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2 text-sm">
        {DESK_SHORTCUTS.map(({ key, does }) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-slate-900">
                {key}
              </kbd>
            </dt>
            <dd className="text-slate-800">{does}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
