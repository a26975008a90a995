// Cross-site write protection (docs/decisions/013-security-origin-check-and-throttling.md). Unsafe methods
// are refused with 403 when the browser says the request comes from another site:
//   Origin present  → must be the server's own origin or one listed in APP_ORIGIN;
//   else Sec-Fetch-Site present → must be 'same-origin' or 'none' (typed URL / bookmark);
//   neither header  → not a browser (curl, server-to-server, tests): allowed — there is no ambient
//                     cookie to abuse without a browser.
// SameSite=Lax cookies already stop most cross-site POSTs; this closes the rest (same-site
// subdomains, older browsers, top-level form posts).
import type { RequestHandler } from 'express';
import { AppError } from './errors';

const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS: they change nothing and the API reads no body from them. */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method);

export function originCheck(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (isSafeMethod(req.method)) {
      next();
      return;
    }
    const origin = req.get('origin');
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.get('host') ?? ''}`;
      if (origin === own || allowed.has(origin)) {
        next();
        return;
      }
      next(new AppError('CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE));
      return;
    }
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      next(new AppError('CROSS_SITE_REQUEST', CROSS_SITE_MESSAGE));
      return;
    }
    next();
  };
}
