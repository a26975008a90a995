// The landing page's copy of the contact form loads its code (react-hook-form, the resolver) only when the
// visitor gets near the section or follows a link to it, keeping it off the landing page's first load.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

// Roughly the form's height, so nothing moves when it arrives.
const FORM_MIN_HEIGHT = 'min-h-[31rem]';

export function DeferredContactForm() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (load || !placeholder.current) return;
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
