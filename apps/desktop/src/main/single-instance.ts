// One desk per computer: a second start (a double click on the icon while the desk is open) hands over to the
// running one, which comes to the front, and exits. Two windows on one session could only confuse staff.
import type { App, BrowserWindow } from 'electron';

/** True when this process is the desk; false (and quitting) when another desk already runs. */
export function claimSingleInstance(
  app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>,
  focusDesk: () => void,
): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => focusDesk());
  return true;
}

/** Brings a window to the front, restoring it if minimised. */
export function bringToFront(window: Pick<BrowserWindow, 'isMinimized' | 'restore' | 'show' | 'focus'> | null): void {
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
