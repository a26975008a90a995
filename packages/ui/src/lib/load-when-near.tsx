// A part of a page below the fold whose code loads only when the reader gets near it (a screen ahead),
// keeping it off the page's first load (docs/decisions/255-bundle-budgets-checked-by-the-build.md): the landing
// page's contact form, My Lessons under My Bookings on /booking. `placeholder` is shown until then and while the code
// arrives, also in the build's prerender, so hydration finds the same markup; it should hold about the part's height.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export function LoadWhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !marker.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(marker.current);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={marker}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
