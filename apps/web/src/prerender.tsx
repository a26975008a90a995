// Build-time prerender (docs/decisions/140-prerendered-landing-and-light-shell.md), run by the Vite plugin in
// prerender-plugin.ts after the client build: React's server renderer turns the landing page (three
// variants: visitor, signed in, member) and the light shell into the HTML the server sends, so a slow phone
// connection shows the page before its JavaScript arrives. The browser hydrates the landing page (main.tsx).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  applyFacilityFacts,
  BookingShell,
  CurrentPathProvider,
  LandingApp,
  OfflineDoorView,
  PageShell,
  type SessionHint,
} from '@longwood/ui/prerender';

/** The facility's facts, as GET /api/facility answers them. */
type FacilityFacts = Parameters<typeof applyFacilityFacts>[0];

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

/**
 * Every page, with the facility's facts as the build knows them, or with `facts`: the server renders the pages again
 * with the facility's current settings whenever they change (docs/decisions/228-facility-settings-in-the-database.md).
 */
export function renderPages(facts?: FacilityFacts): Record<PrerenderedPage, string> {
  if (facts) applyFacilityFacts(facts);
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
