// Entrance keypad code (docs/requirements.md#api-conventions): member features read it; admins read and change it on
// the admin side and see its change history. Response { keypadCode: string | null } — null when no code was ever set
// (the dialog shows 'Code not available'). Mounted from core's API contract.
import { FeatureRoutes } from '../../http/api-routes';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { KeypadService } from './service';

export function createKeypadRouter(keypad: KeypadService): FeatureRoutes {
  const router = new FeatureRoutes();
  handle(router, API.keypad.current, () => keypad.current());
  handle(router, API.keypad.adminCurrent, () => keypad.current());
  handle(router, API.keypad.adminUpdate, ({ user, body }) => keypad.change(user, body.code));
  handle(router, API.keypad.adminHistory, () => keypad.history());
  return router;
}
