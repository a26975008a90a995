// One document title per route (docs/decisions/145-brand-media-and-system-fonts.md): '{screen} | {facility}',
// the landing page '{facility} | Golf Simulator & Fitness Facility' as in index.html, and 'Page Not Found' for
// unknown paths. Browser tabs, history and screen readers announce the page by it.
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { facility } from '../../config/facility';
import { ROUTE_TITLES } from '../route-titles';

export function documentTitleFor(pathname: string): string {
  if (pathname === '/') return `${facility.name} | ${ROUTE_TITLES['/']}`;
  const match = Object.entries(ROUTE_TITLES).find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return `${match ? match[1] : 'Page Not Found'} | ${facility.name}`;
}

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
}
