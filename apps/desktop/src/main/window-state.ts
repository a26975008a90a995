// The desk window opens where it was left (size, position, maximised), stored in the user-data folder. A stored
// position that no longer lies on any display (a monitor was unplugged) is dropped: the window then opens
// centred on the primary display with its stored size, never off screen.
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rectangle;
  maximized: boolean;
}

const STATE_FILE = 'window-state.json';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function asState(value: unknown): WindowState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { bounds, maximized } = value as { bounds?: Partial<Rectangle>; maximized?: unknown };
  if (!bounds || ![bounds.x, bounds.y, bounds.width, bounds.height].every(isNumber)) return null;
  return { bounds: bounds as Rectangle, maximized: maximized === true };
}

export async function loadWindowState(userDataDir: string): Promise<WindowState | null> {
  try {
    return asState(JSON.parse(await readFile(path.join(userDataDir, STATE_FILE), 'utf8')));
  } catch {
    return null;
  }
}

export async function saveWindowState(userDataDir: string, state: WindowState): Promise<void> {
  const target = path.join(userDataDir, STATE_FILE);
  await writeFile(`${target}.tmp`, JSON.stringify(state), 'utf8');
  await rename(`${target}.tmp`, target);
}

/** How much of `a` lies inside `b`, in square pixels. */
function overlap(a: Rectangle, b: Rectangle): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The bounds to open with: the stored ones when enough of the window (its title bar area, at least 100×50 px)
 * is on one of the displays' work areas; else the stored size (capped to the primary display) without a
 * position, which the window manager centres.
 */
export function restorableBounds(
  state: WindowState | null,
  workAreas: readonly Rectangle[],
): { x?: number; y?: number; width: number; height: number } | undefined {
  if (!state) return undefined;
  const { bounds } = state;
  const titleBar: Rectangle = { x: bounds.x, y: bounds.y, width: bounds.width, height: Math.min(50, bounds.height) };
  if (workAreas.some((area) => overlap(titleBar, area) >= 100 * Math.min(50, bounds.height))) return bounds;
  const primary = workAreas[0];
  return {
    width: primary ? Math.min(bounds.width, primary.width) : bounds.width,
    height: primary ? Math.min(bounds.height, primary.height) : bounds.height,
  };
}
