import { useLocation } from 'react-router-dom';
import { RequestDemoSection } from '../../features/contact/components/request-demo-section';
import { LandingPage } from '../../features/marketing/components/landing-page';

/** '/' inside the full app (signed-in people, and anyone arriving from another screen). */
export function LandingRoute() {
  const { hash } = useLocation();
  return <LandingPage hash={hash} contactSection={<RequestDemoSection />} />;
}
