import { useLocation } from 'react-router-dom';
import { RequestDemoSection } from '../../features/demo-requests/components/request-demo-section';
import { LandingPage } from '../../features/marketing/components/landing-page';
import { sessionHint } from '../../lib/session-hint';
import { useUser } from '../../lib/session';
import { useCan } from '../../lib/use-can';
import { MemberStripPlaceholder } from '../layout/member-strip-frame';
import { MEMBER_HERO_ACTIONS } from '../../features/marketing/lib/hero-actions';
import { heroActionsFor } from '../layout/nav-links';
import { MemberStrip } from './member-strip';

/**
 * '/' inside the full app (signed-in people, and anyone arriving from another screen). Members get the member
 * strip above the page; while the session loads, the strip's placeholder holds its place when the server said
 * "member" (the prerendered page already shows it), so nothing moves (docs/decisions/142-member-strip.md).
 */
export function LandingRoute() {
  const { hash } = useLocation();
  const { data: user, isPending } = useUser();
  const memberFeatures = useCan('member:features');
  let strip = null;
  // The hero leads with what fits the person: a member's page is prerendered with the member's actions already.
  let heroActions = heroActionsFor(user);
  if (isPending) {
    strip = sessionHint() === 'member' ? <MemberStripPlaceholder /> : null;
    if (sessionHint() === 'member') heroActions = MEMBER_HERO_ACTIONS;
  } else if (memberFeatures) strip = <MemberStrip />;
  return (
    <>
      {strip}
      <LandingPage hash={hash} heroActions={heroActions} contactSection={<RequestDemoSection />} />
    </>
  );
}
