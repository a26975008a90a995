// Role enforcement for every route, from core's ONE role policy (docs/decisions/085-role-policy.md). Each
// contract route names a capability; contract-route.ts asks `capabilityRefusal(req, route.access)` before its
// handler. The signed-in user comes with the session (app.ts → resolveSessionUser; kept copies are dropped by every
// write to users, decision 184), so a role change by an admin takes effect on the user's next request.
//   signed out                → 401 NOT_SIGNED_IN 'You must be signed in to do that.'
//   signed in, not allowed    → 403 with the capability's code (MEMBERS_ONLY, ADMINS_ONLY, STAFF_ONLY, ...)
//   front-desk staff outside staffed hours → 403 FRONT_DESK_CLOSED (docs/decisions/172-staffed-hours.md; the hours
//                               are the facility's setting, decision 230, kept in the process); the hour is
//                               the app's clock (AppContext.now, which tests pin), handed to each request by
//                               the API's route table (api-routes.ts).
import type { Request } from 'express';
import { authorize, frontDeskClosedMessage, type Capability, type StaffedHours, type User } from '@longwood/core';
import { AppError } from './errors';
import './session-data';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by resolveSessionUser when the session names an existing user. */
      user?: User;
      /** The app's clock (set by the API's route table): what the policy's hour-bound capabilities are judged by. */
      clock?: () => Date;
      /** The facility's staffed hours now (set by the API's route table; kept in the process, read without waiting). */
      staffedHours?: () => StaffedHours;
    }
  }
}

/** Why the request's user may not use `capability` now (401 signed out, 403 with the capability's code), if not. */
export function capabilityRefusal(req: Request, capability: Capability): AppError | undefined {
  if (!req.clock) throw new Error('capabilityRefusal needs the app clock the API route table hands each request');
  const hours = req.staffedHours?.();
  const decision = authorize(req.user ?? null, capability, req.clock(), hours);
  if (decision.allowed) return undefined;
  // The refusal names the facility's configured hours (the specification's text at 8am-8pm).
  return decision.code === 'FRONT_DESK_CLOSED'
    ? new AppError(decision.code, frontDeskClosedMessage(hours))
    : new AppError(decision.code);
}
