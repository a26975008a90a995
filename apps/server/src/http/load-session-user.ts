// Resolves req.user from the session on every API request, as the session store read it: in one statement with
// the session (docs/decisions/150-session-and-user-in-one-statement.md), or from its kept copy, which every write to
// the users table drops in every process (docs/decisions/184-read-caches-emptied-by-every-write.md). So role changes,
// deleted accounts and password resets take effect on the next request (a deleted user's session simply stops
// working). Only a session that did not come from the store in this request (e.g. just signed in) costs a read here.
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
