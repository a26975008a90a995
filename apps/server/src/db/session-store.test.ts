import { Store } from 'express-session';
import { describe, expect, it } from 'vitest';
import { throttleTouch } from './session-store';

class CountingStore extends Store {
  touches: string[] = [];
  sets: string[] = [];
  get() {}
  set(sid: string, _session: unknown, callback?: (err?: unknown) => void) {
    this.sets.push(sid);
    callback?.();
  }
  destroy() {}
  override touch(sid: string, _session: unknown, callback?: () => void) {
    this.touches.push(sid);
    callback?.();
  }
}

describe('throttleTouch', () => {
  it('writes a session expiry at most once per interval per session, and always calls back', () => {
    const store = new CountingStore();
    let clock = 0;
    throttleTouch(store, 60_000, () => clock);
    let callbacks = 0;
    const touch = (sid: string) => store.touch(sid, {}, () => (callbacks += 1));

    touch('a');
    touch('a');
    touch('b');
    clock = 59_999;
    touch('a');
    clock = 60_000;
    touch('a');

    expect(store.touches).toEqual(['a', 'b', 'a']);
    expect(callbacks).toBe(5);
  });

  it('counts a save (which writes the expiry too) as a touch', () => {
    const store = new CountingStore();
    let clock = 0;
    throttleTouch(store, 60_000, () => clock);
    store.set('a', {} as never);
    store.touch('a', {} as never);
    clock = 60_000;
    store.touch('a', {} as never);
    expect(store.sets).toEqual(['a']);
    expect(store.touches).toEqual(['a']);
  });
});
