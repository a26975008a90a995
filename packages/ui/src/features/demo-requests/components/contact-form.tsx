// The demo/contact request form (docs/requirements.md#states, docs/requirements.md#contact-validation, docs/requirements.md#contact-messages): validated with core's contactFormSchema, 'Sending...'
// while in flight, reset after success, one toast per outcome, and the 'contact submission' analytics event.
// A refusal keeps the server's words: field errors beside the fields, a rate limit (429) with its own message.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  contactFormSchema,
  contactSubmissionEvent,
  DEFAULT_INTEREST,
  INTEREST_OPTIONS,
  type ContactForm as ContactFormValues,
  type ContactFormInput,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { registerField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { facility } from '../../../config/facility';
import { trackEvent } from '../../../lib/analytics';
import { errorMessage, isRateLimited, isRequestFailure } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { submitContact } from '../api/submit-contact';

const CONTACT_SUCCESS_TOAST = {
  title: 'Message Sent!',
  description: "Thank you for your inquiry. Your message has been emailed to our team and we'll get back to you soon.",
} as const;

/**
 * The failure toast of docs/requirements.md#contact-messages; a rate limit (429) says, in the server's words, when
 * to try again instead, and a request that never reached the server says that (then offers the e-mail address).
 */
function contactFailureToast(email: string, error?: unknown) {
  let description = `There was a problem sending your message. Please try again or contact us directly at ${email}.`;
  if (isRateLimited(error)) description = errorMessage(error);
  else if (isRequestFailure(error))
    description = `${errorMessage(error)} You can also contact us directly at ${email}.`;
  return { title: 'Submission failed', description, variant: 'destructive' as const };
}

const EMPTY_FORM: ContactFormInput = { name: '', email: '', phone: '', interest: DEFAULT_INTEREST, message: '' };

export function ContactForm() {
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  // react-hook-form's isSubmitting is the 'sending' state: the form lives on the landing page, which is
  // rendered without the query client (app/landing-app.tsx).
  const onSubmit = handleSubmit(async (values) => {
    try {
      await submitContact(values);
    } catch (error) {
      showServerFieldErrors(form, error);
      toast(contactFailureToast(facility.email, error));
      return;
    }
    toast(CONTACT_SUCCESS_TOAST);
    trackEvent(contactSubmissionEvent({ interest: values.interest }));
    reset(EMPTY_FORM);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Request your free demo">
      <TextField label="Name" autoComplete="name" {...registerField(form, 'name')} />
      <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...registerField(form, 'phone')} />
      <SelectField label="I'm interested in" {...registerField(form, 'interest')} options={INTEREST_OPTIONS} />
      <TextAreaField
        label={
          <>
            Message <span className="font-normal text-slate-600">(optional)</span>
          </>
        }
        rows={4}
        {...registerField(form, 'message')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Request'}
      </Button>
    </form>
  );
}
