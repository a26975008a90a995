// The public landing page ('/'): hero, about, membership, services, testimonials, then the request-demo
// section. That last section belongs to the contact feature; the route passes it in (features do not
// import each other), which also lets it load its form code lazily.
import { useEffect, type ReactNode } from 'react';
import { scrollToSection } from '../../../lib/scroll-to-section';
import type { HeroAction } from '../lib/hero-actions';
import { AboutSection } from './about-section';
import { HeroSection } from './hero-section';
import { MembershipSection } from './membership-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/** `hash` is the location's hash ('#membership'); the full app passes the router's, the light entry the window's. */
export function LandingPage({
  contactSection,
  hash = '',
  heroActions,
}: {
  contactSection?: ReactNode;
  hash?: string;
  /** What the hero leads with; the visitor's free demo when not given. */
  heroActions?: readonly [HeroAction, HeroAction];
}) {
  // Arriving with /#membership (e.g. from the booking page's membership notice): land on the section with
  // the same 100 px offset as the in-page links, once it is rendered.
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <>
      <HeroSection actions={heroActions} />
      <AboutSection />
      <MembershipSection />
      <ServicesSection />
      <TestimonialsSection />
      {contactSection}
    </>
  );
}
