// The site's service worker, built to /sw.js by build/service-worker-plugin.ts, which fills in the files the
// offline page needs and this build's version (docs/decisions/204-installable-app-offline-door.md). It keeps only
// the offline page and its code and styles; what a request gets is decided by requests.ts. A new version waits
// until every tab of the site is closed (no skipWaiting): the open app never changes under a person's hands, and
// the next start runs the new one.
import { CACHE_PREFIX, OFFLINE_PAGE, planRequest } from './requests';

/** The paths kept at install (the offline page first), put in by the build. */
declare const __OFFLINE_PRECACHE__: readonly string[];
/** A hash of those files' names, put in by the build: a new build with other files is a new worker. */
declare const __OFFLINE_VERSION__: string;

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `${CACHE_PREFIX}${__OFFLINE_VERSION__}`;
const KEPT = new Set(__OFFLINE_PRECACHE__);

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...KEPT])));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
      // The first install takes the open page at once (there was no worker before, so nothing changes under it):
      // the door page works offline from the first visit on.
      await worker.clients.claim();
    })(),
  );
});

async function kept(path: string): Promise<Response> {
  const cache = await caches.open(CACHE);
  return (await cache.match(path)) ?? Response.error();
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const plan = planRequest(request, worker.location.origin, KEPT);
  if (plan === 'network') return;
  const path = new URL(request.url).pathname;
  if (plan === 'cached') {
    event.respondWith(kept(path).then((copy) => (copy.ok ? copy : fetch(request))));
  } else if (plan === 'fallback') {
    event.respondWith(fetch(request).catch(() => kept(path)));
  } else {
    // A page: the network's answer as it is (never stored); the offline page when there is none.
    event.respondWith(fetch(request).catch(() => kept(OFFLINE_PAGE)));
  }
});
