// Liveness and readiness for a process manager or load balancer (docs/decisions/165-graceful-shutdown-and-health.md).
//   GET /healthz → 200 {"status":"ok"}: the process answers (no database work).
//   GET /readyz  → 200 {"status":"ready"} when the database answers and its migrations are current and the
//                  process is not draining; else 503 {"status":"unavailable"} with Retry-After.
// Unauthenticated, no session, no cache, and nothing revealed: no versions, names, counts or errors.
import type { RequestHandler, Response } from 'express';
import { RETRY_AFTER_SECONDS } from './error-middleware';

export interface HealthOptions {
  isReady: () => Promise<boolean>;
  isDraining: () => boolean;
}

/**
 * One handler in front of everything (a plain path check, not a router: every other request passes it on its way
 * to the API or the pages, decision 189).
 */
export function healthCheck({ isReady, isDraining }: HealthOptions): RequestHandler {
  const answerReadiness = async (res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!isDraining() && (await isReady())) {
      res.json({ status: 'ready' });
      return;
    }
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ status: 'unavailable' });
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const path = req.path;
    if (path === '/healthz') {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ status: 'ok' });
    } else if (path === '/readyz') {
      answerReadiness(res).catch(next);
    } else {
      next();
    }
  };
}
