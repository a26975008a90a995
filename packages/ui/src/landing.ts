// Entry for the light landing page ('/'); see app/landing-app.tsx. The build's prerender renders the same
// components (docs/decisions/140-prerendered-landing-and-light-shell.md).
export { LandingApp } from './app/landing-app';
export { BookingShell, PageShell } from './app/layout/page-shell';
export { CurrentPathProvider } from './lib/app-link';
export { isSessionHint, setSessionHint, type SessionHint } from './lib/session-hint';
