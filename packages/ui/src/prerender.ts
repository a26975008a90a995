// What the build's prerender renders to HTML (apps/web/src/prerender.tsx;
// docs/decisions/140-prerendered-landing-and-light-shell.md): the landing page, the light shells and the offline
// page's frame (docs/decisions/204-installable-app-offline-door.md). Kept apart
// from the landing entry, so the browser's landing chunk carries no shell code.
export { LandingApp } from './app/landing-app';
export { BookingShell, PageShell } from './app/layout/page-shell';
export { OfflineDoorView } from './app/pages/offline-door-page';
export { CurrentPathProvider } from './lib/app-link';
export { applyFacilityFacts } from './config/facility';
export type { SessionHint } from './lib/session-hint';
