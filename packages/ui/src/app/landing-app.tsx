// The light entry for '/' (docs/decisions/035-landing-bundle-budget.md). Visitors who are not signed in get the
// landing page without React Router or TanStack Query: ~25 KB gzipped less for the page most people see first.
// Links are plain anchors (AppLink's default), so leaving the page loads the full app. When the session read
// finds a signed-in user, `onSignedIn` swaps in the full app, which renders '/' with the account menu.
import { useEffect, useState } from 'react';
import { AppToaster } from '../components/ui/toast';
import { RequestDemoSection } from '../features/contact/components/request-demo-section';
import { LandingPage } from '../features/marketing/components/landing-page';
import { trackPageView } from '../lib/analytics';
import { hasSignedInSession } from '../lib/session-read';
import { Header } from './layout/header';
import { PageFrame } from './layout/page-frame';

export function LandingApp({ onSignedIn }: { onSignedIn: () => void }) {
  const [sessionPending, setSessionPending] = useState(true);

  useEffect(() => {
    let current = true;
    trackPageView('/');
    void hasSignedInSession().then((signedIn) => {
      if (!current) return;
      if (signedIn) onSignedIn();
      else setSessionPending(false);
    });
    return () => {
      current = false;
    };
  }, [onSignedIn]);

  return (
    <>
      <PageFrame header={<Header user={null} isPending={sessionPending} />}>
        <LandingPage hash={window.location.hash} contactSection={<RequestDemoSection />} />
      </PageFrame>
      <AppToaster />
    </>
  );
}
