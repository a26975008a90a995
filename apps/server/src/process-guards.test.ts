import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installProcessGuards } from './process-guards';

function setup() {
  const target = new EventEmitter();
  const logged: string[] = [];
  const fatal: unknown[] = [];
  installProcessGuards({
    log: { info: () => undefined, warn: () => undefined, error: (message) => logged.push(message) },
    fatal: (error) => fatal.push(error),
    target: target as unknown as NodeJS.Process,
  });
  return { target, logged, fatal };
}

describe('installProcessGuards', () => {
  it('logs an unhandled rejection and keeps serving', () => {
    const { target, logged, fatal } = setup();
    target.emit('unhandledRejection', new Error('relation "sessions" does not exist'));
    expect(logged).toEqual(['Unhandled promise rejection (kept serving)']);
    expect(fatal).toEqual([]);
  });

  it('keeps serving after a lost database connection, drains after any other uncaught exception', () => {
    const { target, logged, fatal } = setup();
    target.emit('uncaughtException', Object.assign(new Error('terminating connection'), { code: '57P01' }));
    expect(fatal).toEqual([]);
    const bug = new TypeError('x is not a function');
    target.emit('uncaughtException', bug);
    expect(fatal).toEqual([bug]);
    expect(logged).toHaveLength(2);
  });
});
