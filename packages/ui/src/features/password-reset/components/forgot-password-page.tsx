// /forgot-password: e-mail entry → POST /api/reset-password/request, then the server's answer is shown
// (including "contact an admin" for addresses outside the facility's domain).
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { registerField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormMessage, GENERIC_RESET_ERROR, linkClass, ResetLayout } from './reset-layout';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit((values) => {
    setSentTo(null);
    request.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => showServerFieldErrors(form, error),
    });
  });

  const verifyHref = sentTo ? `/verify-reset?email=${encodeURIComponent(sentTo)}` : '/verify-reset';

  return (
    <ResetLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we'll email you a 6-digit verification code."
      footer={
        <>
          <p>
            Already have a code?{' '}
            <Link to={verifyHref} className={linkClass}>
              Enter your verification code
            </Link>
          </p>
          <p>
            Remembered it?{' '}
            <Link to="/auth" className={linkClass}>
              Back to login
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={request.isPending}>
        <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Verification Code'}
        </Button>
        <div aria-live="polite">
          {request.isSuccess && sentTo && request.data.next === 'contact_admin' ? (
            <FormMessage kind="error">{request.data.message}</FormMessage>
          ) : null}
          {request.isSuccess && sentTo && request.data.next === 'verify' ? (
            <div className="space-y-2">
              <FormMessage kind="success">{request.data.message}</FormMessage>
              <p className="text-sm">
                <Link to={verifyHref} className={linkClass}>
                  Continue to verification
                </Link>
              </p>
            </div>
          ) : null}
          {request.isError ? (
            <FormMessage kind="error">{errorMessage(request.error, GENERIC_RESET_ERROR)}</FormMessage>
          ) : null}
        </div>
      </form>
    </ResetLayout>
  );
}
