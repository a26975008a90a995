import { describe, expect, it, vi } from 'vitest';
import { bringToFront, claimSingleInstance } from './single-instance';

function fakeApp(lock: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    requestSingleInstanceLock: vi.fn(() => lock),
    quit: vi.fn(),
    on: vi.fn((name: string, listener: () => void) => listeners.set(name, listener)),
    emit: (name: string) => listeners.get(name)?.(),
  };
}

describe('one desk per computer', () => {
  it('the first start keeps the lock and brings itself forward when started again', () => {
    const app = fakeApp(true);
    const focus = vi.fn();
    expect(claimSingleInstance(app as never, focus)).toBe(true);
    expect(app.quit).not.toHaveBeenCalled();
    app.emit('second-instance');
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it('a second start quits at once', () => {
    const app = fakeApp(false);
    expect(claimSingleInstance(app as never, vi.fn())).toBe(false);
    expect(app.quit).toHaveBeenCalledTimes(1);
    expect(app.on).not.toHaveBeenCalled();
  });

  it('brings a minimised window back', () => {
    const window = { isMinimized: () => true, restore: vi.fn(), show: vi.fn(), focus: vi.fn() };
    bringToFront(window);
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(() => bringToFront(null)).not.toThrow();
  });
});
