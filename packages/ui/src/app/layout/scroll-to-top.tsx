import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at the top, as it would without a single-page app. Back/forward (POP) keeps the
 * browser's own scroll restoration, and links to an anchor (/#membership) are left to the anchor scroller.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
