// The public landing page ('/'): hero, about, membership, services, testimonials, then the request-demo
// section. That last section belongs to the contact feature; the route passes it in (features do not
// import each other), which also lets it load its form code lazily.
import { useEffect, type ReactNode } from 'react';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { AboutSection } from './about-section';
import { HeroSection } from './hero-section';
import { MembershipSection } from './membership-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';

/** `hash` is the location's hash ('#membership'); the full app passes the router's, the light entry the window's. */
export function LandingPage({ contactSection, hash = '' }: { contactSection?: ReactNode; hash?: string }) {
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
      <HeroSection />
      <AboutSection />
      <MembershipSection />
      <ServicesSection />
      <TestimonialsSection />
      {contactSection}
    </>
  );
}
