// Resolves req.user from the session on every API request, fresh from the database, so role changes, deleted
// accounts and password resets take effect at once (a deleted user's session simply stops working). The session
// store reads the session and its user in one statement (docs/decisions/150-session-and-user-in-one-statement.md);
// only a session that did not come from the store in this request (e.g. just signed in) costs a second read.
import type { RequestHandler } from 'express';
import { sessionUserOf } from '../db/session-store';
import type { UsersRepository } from '../db/users-repository';

export function loadSessionUser(users: UsersRepository): RequestHandler {
  return async (req, _res, next) => {
    try {
      const userId = req.session?.userId;
      if (typeof userId === 'number') {
        const read = sessionUserOf(req);
        const user = read?.userId === userId ? read.user : await users.findById(userId);
        if (user) req.user = user;
        else delete req.session.userId;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
