// Entrance keypad code (docs/requirements.md#api-conventions): member features read it; admins read and change it on
// the admin side and see its change history. Response { keypadCode: string | null } — null when no code was ever set
// (the dialog shows 'Code not available'). Mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { RequireFreshReauthentication } from '../../ports/reauthentication';
import type { KeypadService } from './service';

/** A change of the code needs a fresh re-authentication with the admin's second factor (decision 287). */
export function createKeypadRouter(
  keypad: KeypadService,
  requireReauthentication: RequireFreshReauthentication,
): Router {
  const router = Router();
  handle(router, API.keypad.current, () => keypad.current());
  handle(router, API.keypad.adminCurrent, () => keypad.current());
  handle(router, API.keypad.adminUpdate, async ({ user, body, req }) => {
    await requireReauthentication(user, req.session);
    return keypad.change(user, body.code);
  });
  handle(router, API.keypad.adminHistory, () => keypad.history());
  return router;
}
