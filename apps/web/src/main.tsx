import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { isSessionHint, setSessionHint } from '@longwood/ui/session-hint';
import { startEarlyRequests } from '@longwood/ui/early-requests';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');
const container: HTMLElement = rootElement;

// The build prerenders the pages (docs/decisions/140-prerendered-landing-and-light-shell.md): '/' arrives as
// the landing page's HTML in the variant the server chose (data-page="landing-visitor|landing-signed-in|
// landing-member"), every other path as the light shell (data-page="shell"), the dev server as an empty root.
const page = container.dataset.page ?? '';
const landingSession = page.startsWith('landing-') ? page.slice('landing-'.length) : undefined;
const session = isSessionHint(landingSession) ? landingSession : undefined;
setSessionHint(session);

let root: Root | undefined;
let fullAppRequested = false;
function renderFullApp() {
  if (fullAppRequested) return;
  fullAppRequested = true;
  void import('@longwood/ui').then(async ({ App, preloadRoute }) => {
    // The route on screen is loaded before the first render, so the app never flashes its loading state over a
    // page the landing entry already shows (on '/').
    await preloadRoute(window.location.pathname);
    const element = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // The light shell is plain HTML: a new root replaces it on its first render.
    (root ??= createRoot(container)).render(element);
  });
}

/** Draws the offline door page (docs/decisions/204-installable-app-offline-door.md) instead of the site. */
function renderOfflinePage() {
  void import('@longwood/ui/offline-door').then(({ OfflineDoorPage }) => {
    // The prerendered frame is plain HTML: a new root replaces it.
    createRoot(container).render(
      <StrictMode>
        <OfflineDoorPage />
      </StrictMode>,
    );
  });
}

// The front desk has offline handling of its own (docs/decisions/174-live-board-events.md).
const isDesk = /^\/desk(\/|$)/.test(window.location.pathname);

// The service worker answered with the offline page (no connection), or the device says it has none: the member's
// saved next bookings and entrance code, not a site that cannot load.
const offline = page === 'offline' || (!navigator.onLine && !isDesk);
if (offline) {
  renderOfflinePage();
} else if (window.location.pathname === '/') {
  // Visitors on '/' get the light landing page (no router or query code); every other path, and anyone signed
  // in, gets the full app (docs/decisions/140-prerendered-landing-and-light-shell.md).
  // The landing page's own chunk: /booking and every other screen never download its sections
  // (docs/decisions/140-prerendered-landing-and-light-shell.md). The prerendered HTML preloads it.
  void import('@longwood/ui/landing').then(({ LandingApp }) => {
    const landing = (
      <StrictMode>
        <LandingApp onSignedIn={renderFullApp} session={session} />
      </StrictMode>
    );
    if (session) root = hydrateRoot(container, landing);
    else (root = createRoot(container)).render(landing);
  });
} else {
  // A cold load of /booking: its first API answers and its route's code are requested now, in parallel with the
  // app's code, not after it (docs/decisions/158-booking-page-budget-and-layout-shift.md). The route chunk is the one
  // routes.tsx loads lazily (same module, same chunk); the API client takes the early answers.
  startEarlyRequests(window.location.pathname);
  if (/^\/booking\/?$/.test(window.location.pathname)) void import('@longwood/ui/booking-screen');
  renderFullApp();
}

// The service worker that keeps the offline page: in every build (not the dev server, the one with hot reload, which
// has no /sw.js). Registered after the load event from a chunk of its own, so no page's first load carries it
// (decision 140's budget).
if (!import.meta.hot && !offline && !isDesk && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => void import('./register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker()),
    { once: true },
  );
}
