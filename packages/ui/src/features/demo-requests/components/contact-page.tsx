// /contact: 'Book Your Free Demo' with the demo request form (docs/requirements.md#contact-page).
import { Card } from '../../../components/ui/card';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Book Your Free Demo</h1>
        <p className="mt-3 text-lg text-slate-600">
          Experience our professional golf simulator facilities with no obligation
        </p>
      </div>
      <Card className="mt-10 grid overflow-hidden lg:grid-cols-5">
        <div className="lg:col-span-2">
          <ContactDetails headingLevel="h2" />
        </div>
        <div className="p-6 sm:p-8 lg:col-span-3">
          <ContactForm />
        </div>
      </Card>
    </div>
  );
}
