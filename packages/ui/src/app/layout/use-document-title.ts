// One document title per route (docs/decisions/145-brand-media-and-system-fonts.md): '{screen} | {facility}' with
// the screen's title from the screens' table (app/screens.tsx), the landing page '{facility} | Golf Simulator &
// Fitness Facility' as in index.html, and 'Page Not Found' for unknown paths. Browser tabs, history and screen
// readers announce the page by it.
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { facility } from '../../config/facility';
import { SCREENS } from '../screens';

export function documentTitleFor(pathname: string): string {
  const match = SCREENS.find(({ path }) => matchPath({ path, end: true }, pathname));
  if (pathname === '/' && match) return `${facility.name} | ${match.title}`;
  return `${match ? match.title : 'Page Not Found'} | ${facility.name}`;
}

export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
}
