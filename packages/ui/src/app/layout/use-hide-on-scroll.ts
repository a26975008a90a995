import { useEffect, useState } from 'react';

const HEADER_HIDE_THRESHOLD_PX = 100;

/** Header hides while scrolling down past 100px and comes back on any scroll up (docs/requirements.md#header, docs/requirements.md#ui-timings). */
export function useHideOnScroll(threshold = HEADER_HIDE_THRESHOLD_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
