// Build-time prerender (docs/decisions/140-prerendered-landing-and-light-shell.md), run by the Vite plugin in
// prerender-plugin.ts after the client build: React's server renderer turns the landing page (three
// variants: visitor, signed in, member) and the light shell into the HTML the server sends, so a slow phone
// connection shows the page before its JavaScript arrives. The browser hydrates the landing page (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  BookingShell,
  CurrentPathProvider,
  LandingApp,
  OfflineDoorView,
  PageShell,
  type SessionHint,
} from '@longwood/ui/prerender';

export type PrerenderedPage =
  'landing-visitor' | 'landing-signed-in' | 'landing-member' | 'shell' | 'booking-shell' | 'offline';

const noop = () => {};

function landing(session: SessionHint): string {
  return renderToString(
    <StrictMode>
      <CurrentPathProvider value="/">
        <LandingApp onSignedIn={noop} session={session} />
      </CurrentPathProvider>
    </StrictMode>,
  );
}

export function renderPages(): Record<PrerenderedPage, string> {
  return {
    'landing-visitor': landing('visitor'),
    'landing-signed-in': landing('signed-in'),
    'landing-member': landing('member'),
    // Not hydrated: the app's first render replaces it, so no path is needed.
    shell: renderToString(<PageShell />),
    // /booking's own shell: its heading in place at first paint (docs/decisions/158-booking-page-budget-and-layout-shift.md).
    'booking-shell': renderToString(
      <CurrentPathProvider value="/booking">
        <BookingShell />
      </CurrentPathProvider>,
    ),
    // The offline page's frame ("You are offline", its sections' headings) while the device's saved details are
    // read; not hydrated, the entry draws it anew (docs/decisions/204-installable-app-offline-door.md).
    offline: renderToString(<OfflineDoorView pass={undefined} now={new Date(0)} />),
  };
}
