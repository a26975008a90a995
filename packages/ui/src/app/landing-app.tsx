// The light entry for '/' (docs/decisions/140-prerendered-landing-and-light-shell.md). Visitors who are not signed in get the
// landing page without React Router or TanStack Query: ~25 KB gzipped less for the page most people see first.
// Links are plain anchors (AppLink's default), so leaving the page loads the full app. When the session read
// finds a signed-in user, `onSignedIn` swaps in the full app, which renders '/' with the account menu and,
// for members, the member strip.
//
// The build prerenders this component to HTML (docs/decisions/140-prerendered-landing-and-light-shell.md) and the
// browser hydrates it. `session` is what the server knew when it picked the page: the first render draws
// exactly that (a visitor's header with Login/Register; a signed-in header still pending; a member's strip
// placeholder), so hydration matches and nothing moves when the session read answers.
import { useEffect, useState } from 'react';
import { AppToaster } from '../components/ui/toast';
import { RequestDemoSection } from '../features/demo-requests/components/request-demo-section';
import { LandingPage } from '../features/marketing/components/landing-page';
import { MEMBER_HERO_ACTIONS } from '../features/marketing/lib/hero-actions';
import { trackPageView } from '../lib/analytics';
import { hasSignedInSession } from '../lib/session-read';
import type { SessionHint } from '../lib/session-hint';
import { Header } from './layout/header';
import { MemberStripPlaceholder } from './layout/member-strip-frame';
import { PageFrame } from './layout/page-frame';

export function LandingApp({ onSignedIn, session }: { onSignedIn: () => void; session?: SessionHint | undefined }) {
  // A prerendered visitor's page already shows Login/Register; otherwise the header waits for the session read.
  const [sessionPending, setSessionPending] = useState(session !== 'visitor');
  const [memberStrip, setMemberStrip] = useState(session === 'member');

  useEffect(() => {
    let current = true;
    trackPageView('/');
    void hasSignedInSession().then((signedIn) => {
      if (!current) return;
      if (signedIn) onSignedIn();
      else {
        setSessionPending(false);
        setMemberStrip(false);
      }
    });
    return () => {
      current = false;
    };
  }, [onSignedIn]);

  return (
    <>
      <PageFrame header={<Header user={null} isPending={sessionPending} />}>
        {memberStrip ? <MemberStripPlaceholder /> : null}
        <LandingPage
          hash={typeof window === 'undefined' ? '' : window.location.hash}
          heroActions={memberStrip ? MEMBER_HERO_ACTIONS : undefined}
          contactSection={<RequestDemoSection />}
        />
      </PageFrame>
      <AppToaster />
    </>
  );
}
