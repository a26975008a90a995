// In-page navigation for the landing page anchors (about, services, membership, testimonials, request-demo,
// contact): smooth scroll that leaves the section's top 100 px below the viewport top (docs/requirements.md#landing-page, docs/requirements.md#ui-timings), so the
// sticky header never covers a heading. Instant jump for people who ask for reduced motion.
import type { MouseEvent } from 'react';

export const SECTION_SCROLL_OFFSET_PX = 100;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Target scroll position for an element: its top in the document minus the offset, never negative. */
export function sectionScrollTop(
  elementTopInViewport: number,
  currentScrollY: number,
  offset = SECTION_SCROLL_OFFSET_PX,
) {
  return Math.max(0, Math.round(elementTopInViewport + currentScrollY - offset));
}

/** Scrolls to the element with this id; returns false when the page has no such section. */
export function scrollToSection(id: string, offset = SECTION_SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({
    top: sectionScrollTop(element.getBoundingClientRect().top, window.scrollY, offset),
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
  // Move keyboard focus with the view so the next Tab continues from the section, not from the link.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}

/**
 * onClick for `<a href="#about">`: scrolls in place (no router navigation, no jump) when the section is on
 * this page; otherwise lets the browser follow the link.
 */
export function handleSectionLinkClick(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (scrollToSection(id)) event.preventDefault();
}
