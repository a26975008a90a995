// The landing page's copy of the contact form loads its code (react-hook-form, the resolver) only when the
// visitor gets near the section or follows a link to it, keeping it off the landing page's first load.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

// Roughly the form's height, so nothing moves when it arrives.
const FORM_MIN_HEIGHT = 'min-h-[31rem]';

export function DeferredContactForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  // Starts as the placeholder everywhere, also in the build's prerender, so hydration finds the same markup.
  const [load, setLoad] = useState(false);

  useEffect(() => {
    if (load || !placeholder.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      // A screen and a half ahead: the code is there before the form scrolls into view.
      { rootMargin: '150% 0px' },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [load]);

  const fallback = <div ref={placeholder} className={FORM_MIN_HEIGHT} aria-busy="true" />;
  if (!load) return fallback;
  return (
    <Suspense fallback={<div className={FORM_MIN_HEIGHT} aria-busy="true" />}>
      <ContactForm />
    </Suspense>
  );
}
