// The request being answered, as an AbortSignal that aborts when its client goes away before the answer is complete
// (docs/decisions/205-bounded-password-work-and-timeouts.md). Work queued for a request (bcrypt, the one queue) reads it with
// currentRequestSignal() and is dropped instead of done for no one; set by `requestSignal()`, the app's first
// middleware, through AsyncLocalStorage so no service has to pass it along.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

const storage = new AsyncLocalStorage<AbortSignal>();

/** The signal of the request this code runs for; undefined outside a request (a job, a script). */
export function currentRequestSignal(): AbortSignal | undefined {
  return storage.getStore();
}

export function requestSignal(): RequestHandler {
  return (_req, res, next) => {
    const controller = new AbortController();
    // 'close' after the answer was sent is the normal end; before it, the client hung up.
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    storage.run(controller.signal, next);
  };
}
