// What the shot-file tests share: a file's session, or its refusal, with a clear failure otherwise.
import type { ParsedSession, ShotFileResult } from '@longwood/core';
import { readSessionFile } from './shot-file';

export function parsed(content: string): ParsedSession {
  const result = readSessionFile(content);
  if (!result.ok) throw new Error(`expected a session, got ${JSON.stringify(result.error)}`);
  return result.session;
}

export function failed(result: ShotFileResult) {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}
