// The landing page's copy of the contact form loads its code (react-hook-form, the resolver) only when the
// visitor gets near the section or follows a link to it, keeping it off the landing page's first load.
import { lazy } from 'react';
import { LoadWhenNear } from '../../../lib/load-when-near';

const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

export function DeferredContactForm() {
  // Roughly the form's height, so nothing moves when it arrives.
  return (
    <LoadWhenNear placeholder={<div className="min-h-[31rem]" aria-busy="true" />}>
      <ContactForm />
    </LoadWhenNear>
  );
}
