// The security headers every response carries (docs/decisions/013-security-origin-check-and-throttling.md, 163),
// as helmet writes them. helmet's middleware is a chain of twelve small handlers, each setting one header on every
// request; none of ours depends on the request (no nonces), so helmet runs once when the app is built and every
// response gets the headers it set, in its order (docs/decisions/189-one-route-table-for-the-api.md).
import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env';

export function helmetOptions(env: Pick<Env, 'isProduction' | 'analyticsOrigin'>): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Style sheets from this origin only: no <style> element a script or markup got into a page can apply (the
        // build links its CSS; nothing of ours or of the component libraries inserts style elements), and no style=""
        // attribute in markup either: no page we serve has one, and React and the component libraries set styles
        // through the CSSOM (element.style), which the policy does not govern
        // (docs/decisions/013-security-origin-check-and-throttling.md).
        'style-src': ["'self'"],
        'style-src-attr': ["'none'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(env.analyticsOrigin ? [env.analyticsOrigin] : [])],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': env.isProduction ? [] : null,
      },
    },
    // HSTS only makes sense when the site is served over HTTPS (production): one year (decision 163).
    strictTransportSecurity: env.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * Browser features no page of the site uses, turned off for it and anything it embeds, so a script that got in
 * could not ask for them either (docs/decisions/013-security-origin-check-and-throttling.md). Fullscreen stays for the site itself
 * (the hero video's player).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** What a helmet middleware does to a response: the headers it sets, in order, and the ones it removes. */
export interface HeaderWrites {
  set: Array<[name: string, value: string]>;
  removed: string[];
}

/** Runs a helmet middleware on a recording response; throws if it fails or does not finish at once. */
export function recordHeaderWrites(middleware: RequestHandler): HeaderWrites {
  const writes: HeaderWrites = { set: [], removed: [] };
  const recorder = {
    setHeader(name: string, value: unknown) {
      writes.set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      writes.removed.push(name);
    },
  } as unknown as Response;
  let finished = false;
  void middleware({} as Request, recorder, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: a header depends on the request');
  return writes;
}

export function securityHeaders(env: Pick<Env, 'isProduction' | 'analyticsOrigin'>): RequestHandler {
  const { set, removed } = recordHeaderWrites(helmet(helmetOptions(env)));
  set.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
