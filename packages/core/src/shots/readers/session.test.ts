import { describe, expect, it } from 'vitest';
import { readDeviceTime } from './session';

describe('readDeviceTime', () => {
  it('reads zoned instants as they are and bare wall times as facility time', () => {
    expect(readDeviceTime('2026-07-01T12:00:00Z')).toBe('2026-07-01T12:00:00.000Z');
    expect(readDeviceTime('2026-07-01 12:00')).toBe('2026-07-01T16:00:00.000Z');
    expect(readDeviceTime('7/1/2026 12:00 AM')).toBe('2026-07-01T04:00:00.000Z');
    expect(readDeviceTime('31.02.2026 12:00')).toBeNull();
    expect(readDeviceTime('yesterday')).toBeNull();
  });
});
