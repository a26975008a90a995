// Resolves req.user from the session on every API request (fresh from the database, so role changes
// and deleted accounts take effect at once; a deleted user's session simply stops working).
import type { RequestHandler } from 'express';
import type { UsersRepository } from '../db/users-repository';

export function loadSessionUser(users: UsersRepository): RequestHandler {
  return async (req, _res, next) => {
    try {
      const userId = req.session?.userId;
      if (typeof userId === 'number') {
        const user = await users.findById(userId);
        if (user) req.user = user;
        else delete req.session.userId;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
