// The landing page's contact/demo section (anchors request-demo and contact): a two-column card with the
// facility's details on the left and the demo request form on the right.
import { ContactDetails } from './contact-details';
import { DeferredContactForm } from './deferred-contact-form';

export function RequestDemoSection() {
  return (
    <div id="request-demo" className="scroll-mt-[100px] bg-white focus:outline-none">
      <section
        id="contact"
        aria-labelledby="contact-heading"
        className="mx-auto max-w-6xl scroll-mt-[100px] px-4 py-20 focus:outline-none sm:px-6 sm:py-24 lg:px-8"
      >
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-700">Free demo</p>
          <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Book Your Free Two-Hour Simulator Demo
          </h2>
          <p className="mt-4 text-lg text-slate-600">Tell us how to reach you and our team will set up your visit.</p>
        </div>
        <div className="mt-12 grid overflow-hidden rounded-3xl border border-slate-200 shadow-xl lg:grid-cols-5">
          <div className="lg:col-span-2">
            <ContactDetails />
          </div>
          <div className="p-8 lg:col-span-3">
            <DeferredContactForm />
          </div>
        </div>
      </section>
    </div>
  );
}
