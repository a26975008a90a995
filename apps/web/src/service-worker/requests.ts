// What the service worker does with each request (sw.ts; docs/decisions/204-installable-app-offline-door.md), as a
// pure function so it is tested without a browser. The worker is there for one thing: a phone with no connection
// still opens the door page. So it touches as little as it can:
//   page        a page (navigation) of the site: sent to the network as usual; only when that fails is the
//               offline page (/offline, kept at install) the answer. Pages are never stored.
//   cached      a file the offline page needs and that never changes under its name (/assets/*, hashed): the kept copy.
//   fallback    another file the offline page needs (its icon, the manifest): the network, else the kept copy.
//   network     everything else — the API above all (signed-in answers are never stored), other origins,
//               writes, the desk (which has its own offline handling, decision 174) — is not touched at all.

/** The offline page's own address: the server answers it with the prerendered offline page. */
export const OFFLINE_PAGE = '/offline';

/** Every cache of this worker is named with this prefix and its version; older versions are deleted. */
export const CACHE_PREFIX = 'longwood-offline-';

export type RequestPlan = 'page' | 'cached' | 'fallback' | 'network';

export interface RequestFacts {
  method: string;
  url: string;
  mode: RequestMode;
}

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** How the worker at `origin`, keeping the files in `kept` (paths), answers a request. */
export function planRequest(request: RequestFacts, origin: string, kept: ReadonlySet<string>): RequestPlan {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || isUnder(url.pathname, '/api')) return 'network';
  if (request.mode === 'navigate') return isUnder(url.pathname, '/desk') ? 'network' : 'page';
  if (url.search || !kept.has(url.pathname)) return 'network';
  return url.pathname.startsWith('/assets/') ? 'cached' : 'fallback';
}
