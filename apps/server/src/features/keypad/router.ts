// Entrance keypad code (docs/requirements.md#api-conventions): member features read it; admins read and change it on the admin side.
// Response { keypadCode: string | null } — null when no code was ever set (the dialog shows
// 'Code not available'). Mounted from core's API contract.
import { Router } from 'express';
import { API, type KeypadCodeResponse } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { KeypadRepository } from './repository';

export function createKeypadRouter(keypad: KeypadRepository, now: () => Date): Router {
  const router = Router();

  const readCode = async (): Promise<KeypadCodeResponse> => {
    const current = await keypad.current();
    return { keypadCode: current?.code ?? null };
  };

  handle(router, API.keypad.current, readCode);
  handle(router, API.keypad.adminCurrent, readCode);
  handle(router, API.keypad.adminUpdate, async ({ user, body }) => {
    await keypad.set(body.code, user.id, now());
    return { keypadCode: body.code, message: 'Keypad code updated' };
  });

  return router;
}
