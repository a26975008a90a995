// Role enforcement for every route, from core's ONE role policy (docs/decisions/085-role-policy.md). Each
// contract route names a capability; contract-route.ts asks `capabilityRefusal(req, route.access)` before its
// handler. The signed-in user comes with the session (app.ts → resolveSessionUser; kept copies are dropped by every
// write to users, decision 184), so a role change by an admin takes effect on the user's next request.
//   signed out                → 401 NOT_SIGNED_IN 'You must be signed in to do that.'
//   signed in, not allowed    → 403 with the capability's code (MEMBERS_ONLY, ADMINS_ONLY, STAFF_ONLY, ...)
//   front-desk staff outside staffed hours → 403 FRONT_DESK_CLOSED (docs/decisions/172-staffed-hours.md; the hours
//                               are the facility's setting, decision 230, kept in the process); the hour is
//                               the app's clock (AppContext.now, which tests pin), handed to each request by
//                               app.ts in front of the API's routers.
import type { Request } from 'express';
import {
  authorize,
  frontDeskClosedMessage,
  scopeOf,
  type Capability,
  type ErrorCode,
  type RoleScope,
  type ScopedRole,
  type StaffedHours,
  type User,
} from '@longwood/core';
import { AppError } from './errors';
import './session-data';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by resolveSessionUser when the session names an existing user. */
      user?: User;
      /** The app's clock (set by app.ts for every API request): what the policy's hour-bound capabilities are judged by. */
      clock?: () => Date;
      /** The facility's staffed hours now (set by app.ts for every API request; kept in the process, read without waiting). */
      staffedHours?: () => StaffedHours;
      /** The roles the user holds for one thing (the organiser of a league), from the owning feature's store. */
      scopedRoles?: ScopedRoleLookup;
    }
  }
}

/** The roles `user` holds for the thing of `scope` with this id (docs/decisions/272-league-organisers.md). */
export type ScopedRoleLookup = (user: User, scope: RoleScope, id: number) => Promise<readonly ScopedRole[]>;

/**
 * Why the request's user may not use `capability` now (401 signed out, 403 with the capability's code), if not. A
 * capability also held through a scoped role (a league's organiser) is asked again with the roles the user holds for
 * the thing the route names by `id`, only when their own roles do not have it: `scopedRefusal`.
 */
export function capabilityRefusal(req: Request, capability: Capability): AppError | undefined {
  const decision = decide(req, capability, []);
  if (decision.allowed) return undefined;
  return refusalOf(decision.code, req);
}

/**
 * `capabilityRefusal`, with the roles the user holds for the thing the route names (`idOf`, read only then) looked up
 * when they may count: for a signed-in user whose own roles do not have the capability.
 */
export async function scopedRefusal(
  req: Request,
  capability: Capability,
  idOf: () => number,
): Promise<AppError | undefined> {
  const first = decide(req, capability, []);
  if (first.allowed) return undefined;
  const scope = scopeOf(capability);
  if (!scope || !req.user || first.code === 'NOT_SIGNED_IN' || !req.scopedRoles) return refusalOf(first.code, req);
  const decision = decide(req, capability, await req.scopedRoles(req.user, scope, idOf()));
  return decision.allowed ? undefined : refusalOf(decision.code, req);
}

function decide(req: Request, capability: Capability, held: readonly ScopedRole[]) {
  if (!req.clock) throw new Error('capabilityRefusal needs the app clock app.ts hands each API request');
  return authorize(req.user ?? null, capability, req.clock(), req.staffedHours?.(), held);
}

function refusalOf(code: ErrorCode, req: Request): AppError {
  const hours = req.staffedHours?.();
  // The refusal names the facility's configured hours (the specification's text at 8am-8pm).
  return code === 'FRONT_DESK_CLOSED' ? new AppError(code, frontDeskClosedMessage(hours)) : new AppError(code);
}
