import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWindowState, restorableBounds, saveWindowState } from './window-state';

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const second = { x: 1920, y: 0, width: 1280, height: 1000 };

describe('window state', () => {
  it('is remembered across starts, and a damaged file is ignored', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'desk-window-'));
    expect(await loadWindowState(dir)).toBeNull();
    const state = { bounds: { x: 100, y: 80, width: 1200, height: 800 }, maximized: true };
    await saveWindowState(dir, state);
    expect(await loadWindowState(dir)).toEqual(state);
    writeFileSync(path.join(dir, 'window-state.json'), '{"bounds":{"x":"left"}}');
    expect(await loadWindowState(dir)).toBeNull();
  });

  it('restores a position that is on a display, also the second one', () => {
    const onSecond = { bounds: { x: 2000, y: 100, width: 1000, height: 700 }, maximized: false };
    expect(restorableBounds(onSecond, [primary, second])).toEqual(onSecond.bounds);
    expect(restorableBounds(null, [primary])).toBeUndefined();
  });

  it('drops a position that is off every display (monitor unplugged), keeping a size that fits', () => {
    const offScreen = { bounds: { x: 2000, y: 100, width: 2400, height: 700 }, maximized: false };
    expect(restorableBounds(offScreen, [primary])).toEqual({ width: 1920, height: 700 });
    const aboveTheTop = { bounds: { x: 100, y: -900, width: 800, height: 600 }, maximized: false };
    expect(restorableBounds(aboveTheTop, [primary])).toEqual({ width: 800, height: 600 });
  });
});
