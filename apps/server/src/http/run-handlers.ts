// Express handlers run in order outside a router, as a promise: the session's on the landing page (app.ts), a
// route's own body reader once its caller is admitted (contract-route.ts).
import type { Request, RequestHandler, Response } from 'express';

/** Runs Express handlers in order outside a router; rejects with the first error one passes on. */
export function runHandlers(handlers: readonly RequestHandler[], req: Request, res: Response): Promise<void> {
  return handlers.reduce<Promise<void>>(
    (previous, handler) =>
      previous.then(
        () =>
          new Promise<void>((resolve, reject) => {
            void handler(req, res, (error?: unknown) =>
              error
                ? reject(error instanceof Error ? error : new Error('Request handler failed', { cause: error }))
                : resolve(),
            );
          }),
      ),
    Promise.resolve(),
  );
}
