// What every API request does with its session once express-session has read it, in one handler (one router
// layer, not three): req.user, the lifetimes of the user's roles and the once-a-minute cookie renewal (http/session.ts).
// The user is resolved as the session store read it: in one statement with the session
// (docs/decisions/010-session-store.md), or from its kept copy, which every write to the users
// table drops in every process (docs/decisions/184-read-caches-emptied-by-every-write.md). So role changes,
// deleted accounts and password resets take effect on the next request (a deleted user's session simply stops
// working). Only a session that did not come from the store in this request (e.g. just signed in) costs a read here.
import type { Request, RequestHandler } from 'express';
import { sessionUserOf } from '../db/session-store';
import type { UsersRepository } from '../db/users-repository';
import { endSession, hasOutlivedItsLifetime, renewIfDue, type SessionSettings } from './session';

async function attachUser(req: Request, users: UsersRepository, userId: number): Promise<void> {
  const read = sessionUserOf(req);
  const user = read?.userId === userId ? read.user : await users.findById(userId);
  if (user) req.user = user;
  else delete req.session.userId;
}

export function resolveSessionUser(env: SessionSettings, users: UsersRepository, now: () => Date): RequestHandler {
  return (req, _res, next) => {
    const session = req.session;
    const userId = session?.userId;
    if (typeof userId !== 'number') {
      next();
      return;
    }
    const at = now().getTime();
    // The user first: the lifetimes are those of the roles the user holds now (staff's are shorter, decision 010).
    attachUser(req, users, userId)
      .then(async () => {
        const user = req.user;
        if (!user) return;
        if (hasOutlivedItsLifetime(env, session, at, user)) {
          delete req.user;
          await endSession(req);
          return;
        }
        renewIfDue(env, session, at, user);
      })
      .then(() => next(), next);
  };
}
