// The membership request form. userId and email come from the session, never from the form (docs/requirements.md#user).
import { zodResolver } from '@hookform/resolvers/zod';
import { membershipRequestFormSchema, type User } from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { registerField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useSubmitMembershipRequest } from '../api/submit-membership-request';

const CONTACT_CHOICES = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'either', label: 'Either' },
] as const;

export function MembershipRequestForm({ user }: { user: User }) {
  const submit = useSubmitMembershipRequest();
  const [sent, setSent] = useState(false);
  const defaults = { name: user.name ?? '', phone: user.phone ?? '', preferredContact: 'email' as const, message: '' };
  const form = useForm({ resolver: zodResolver(membershipRequestFormSchema), defaultValues: defaults });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSent(false);
    submit.mutate(
      { ...values, message: values.message ?? '', userId: user.id, email: user.email },
      {
        onSuccess: (serverMessage) => {
          setSent(true);
          form.reset(defaults);
          toast({
            title: 'Request Submitted',
            description: serverMessage,
          });
        },
        onError: (error) => {
          showFormFailure(form, error, 'Submission Failed', 'Your request could not be sent. Please try again.');
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={submit.isPending} className="space-y-4">
      <TextField label="Full Name" autoComplete="name" {...registerField(form, 'name')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" {...registerField(form, 'phone')} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Preferred Contact Method</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {CONTACT_CHOICES.map((choice) => (
            <label key={choice.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={choice.value}
                className="size-4 accent-emerald-700"
                {...form.register('preferredContact')}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {errors.preferredContact?.message ? (
          <p className="mt-1 text-sm text-red-600">{errors.preferredContact.message}</p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Message (optional)"
        rows={4}
        placeholder="Anything we should know? Best time to reach you?"
        {...registerField(form, 'message')}
      />
      <p className="text-xs text-slate-500">We'll reply to {user.email} or call the number above.</p>
      <Button type="submit" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Request'}
      </Button>
      <div aria-live="polite">
        {sent ? (
          <p role="status" className="text-sm text-emerald-700">
            Your request has been sent. Our team will be in touch soon.
          </p>
        ) : null}
      </div>
    </form>
  );
}
