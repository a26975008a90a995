// Liveness and readiness for a process manager or load balancer (docs/decisions/165-graceful-shutdown-and-health.md).
//   GET /healthz → 200 {"status":"ok"}: the process answers (no database work).
//   GET /readyz  → 200 {"status":"ready"} when the database answers and its migrations are current and the
//                  process is not draining; else 503 {"status":"unavailable"} with Retry-After.
// Unauthenticated, no session, no cache, and nothing revealed: no versions, names, counts or errors.
import { Router } from 'express';
import { RETRY_AFTER_SECONDS } from './error-middleware';

export interface HealthOptions {
  isReady: () => Promise<boolean>;
  isDraining: () => boolean;
}

export function healthRouter({ isReady, isDraining }: HealthOptions): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!isDraining() && (await isReady())) {
      res.json({ status: 'ready' });
      return;
    }
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(503).json({ status: 'unavailable' });
  });
  return router;
}
