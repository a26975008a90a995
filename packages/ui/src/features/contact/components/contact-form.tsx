// The demo/contact request form (docs/requirements.md#states, docs/requirements.md#contact-validation, docs/requirements.md#contact-messages): validated with core's contactFormSchema, 'Sending...'
// while in flight, reset after success, one toast per outcome, and the 'contact submission' analytics event.
// A refusal keeps the server's words: field errors beside the fields, a rate limit (429) with its own message.
import { useId } from 'react';
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
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { facility } from '../../../config/facility';
import { trackEvent } from '../../../lib/analytics';
import { errorMessage, isRateLimited, isRequestFailure } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
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

const controlClasses = (invalid: boolean) =>
  cn(
    'block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm',
    'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30',
    invalid ? 'border-red-500' : 'border-slate-300',
  );

export function ContactForm() {
  const interestId = useId();
  const messageId = useId();
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
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

  const interestError = errors.interest?.message;
  const messageError = errors.message?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Request your free demo">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
      <div className="space-y-1.5">
        <label htmlFor={interestId} className="block text-sm font-medium text-slate-800">
          I'm interested in
        </label>
        <select
          id={interestId}
          aria-invalid={interestError ? true : undefined}
          aria-describedby={interestError ? `${interestId}-error` : undefined}
          className={cn(controlClasses(Boolean(interestError)), 'h-10')}
          {...register('interest')}
        >
          {INTEREST_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {interestError ? (
          <p id={`${interestId}-error`} className="text-sm text-red-600">
            {interestError}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
          Message <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <textarea
          id={messageId}
          rows={4}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={cn(controlClasses(Boolean(messageError)), 'py-2')}
          {...register('message')}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="text-sm text-red-600">
            {messageError}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Request'}
      </Button>
    </form>
  );
}
