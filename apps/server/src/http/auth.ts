// Role enforcement for every route. The signed-in user is loaded from the database on each request
// (see app.ts → loadSessionUser), so a role change by an admin takes effect on the user's next request.
//
// Roles (docs/decisions/013-security-origin-check-and-throttling.md):
//   requireUser   any signed-in user, else 401
//   requireMember isMember OR isAdmin (admins run the facility and may do what members do), else 403
//   requireAdmin  isAdmin, else 403
import type { Request, RequestHandler } from 'express';
import type { User } from '@longwood/core';
import { forbidden, unauthorized } from './errors';

declare module 'express-session' {
  interface SessionData {
    userId: number;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by loadSessionUser when the session names an existing user. */
      user?: User;
    }
  }
}

export const SIGNED_OUT_MESSAGE = 'You must be signed in to do that.';
export const MEMBERS_ONLY_MESSAGE = 'This is available to members only.';
export const ADMINS_ONLY_MESSAGE = "You don't have permission to do that. Administrators only.";

/** The signed-in user; throws 401 when signed out. Use after requireUser/Member/Admin. */
export function currentUser(req: Request): User {
  if (!req.user) throw unauthorized(SIGNED_OUT_MESSAGE);
  return req.user;
}

/** The signed-in user or null (for routes that behave differently when signed out). */
export function optionalUser(req: Request): User | null {
  return req.user ?? null;
}

export const isMemberOrAdmin = (user: User): boolean => user.isMember || user.isAdmin;

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) {
    next(unauthorized(SIGNED_OUT_MESSAGE));
    return;
  }
  next();
};

export const requireMember: RequestHandler = (req, _res, next) => {
  if (!req.user) {
    next(unauthorized(SIGNED_OUT_MESSAGE));
    return;
  }
  if (!isMemberOrAdmin(req.user)) {
    next(forbidden(MEMBERS_ONLY_MESSAGE));
    return;
  }
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) {
    next(unauthorized(SIGNED_OUT_MESSAGE));
    return;
  }
  if (!req.user.isAdmin) {
    next(forbidden(ADMINS_ONLY_MESSAGE));
    return;
  }
  next();
};
