import { describe, expect, it } from 'vitest';
import { API } from '@longwood/core';
import { SESSION_PATH } from './session-read';

describe('the landing page session check', () => {
  it('asks the same path as the contract (it cannot import the contract: landing budget)', () => {
    expect(SESSION_PATH).toBe(API.session.current.path);
  });
});
