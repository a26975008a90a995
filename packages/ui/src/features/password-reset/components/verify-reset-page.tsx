// /verify-reset: step one checks e-mail + 6-digit code (POST /verify), step two sets the new password
// (POST /reset with email, verificationCode, newPassword), then success and a redirect to /auth after 3 s.
import { zodResolver } from '@hookform/resolvers/zod';
import { verifyResetSchema } from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { registerField, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { NewPasswordForm } from './new-password-form';
import { FormMessage, GENERIC_RESET_ERROR, linkClass, ResetLayout } from './reset-layout';
import { ResetSuccess } from './reset-success';

const VERIFY_FAILED_MESSAGE = 'Invalid verification code or email. Please try again.';

type Step = { name: 'verify' } | { name: 'reset'; email: string; verificationCode: string } | { name: 'done' };

/**
 * A rejected code (success false, or a 4xx about the code) gets the fixed sentence of
 * docs/requirements.md#account-messages; a rate limit or server failure keeps the server's own words so the
 * person knows to wait rather than retype.
 */
function verifyErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return VERIFY_FAILED_MESSAGE;
  }
  return errorMessage(error, GENERIC_RESET_ERROR);
}

export function VerifyResetPage() {
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ name: 'verify' });
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const verify = useVerifyResetCode();
  const reset = useResetPassword();

  const form = useForm({
    resolver: zodResolver(verifyResetSchema),
    defaultValues: { email: searchParams.get('email') ?? '', verificationCode: '' },
  });

  const onVerify = form.handleSubmit((values) => {
    setVerifyError(null);
    verify.mutate(values, {
      onSuccess: (ok) => {
        if (ok) setStep({ name: 'reset', email: values.email, verificationCode: values.verificationCode });
        else setVerifyError(VERIFY_FAILED_MESSAGE);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        setVerifyError(verifyErrorText(error));
      },
    });
  });

  const footer = (
    <>
      <p>
        Need a new code?{' '}
        <Link to="/forgot-password" className={linkClass}>
          Request another one
        </Link>
      </p>
      <p>
        <Link to="/auth" className={linkClass}>
          Back to login
        </Link>
      </p>
    </>
  );

  if (step.name === 'done') {
    return (
      <ResetLayout title="Password Reset Complete" focusKey="done">
        <ResetSuccess />
      </ResetLayout>
    );
  }

  if (step.name === 'reset') {
    return (
      <ResetLayout
        title="Set a New Password"
        description={<p>Step 2 of 2: choose a new password for {step.email}.</p>}
        focusKey="reset"
        footer={footer}
      >
        <NewPasswordForm
          pending={reset.isPending}
          error={reset.isError ? errorMessage(reset.error, GENERIC_RESET_ERROR) : null}
          onSubmit={async (newPassword) => {
            await reset.mutateAsync({ email: step.email, verificationCode: step.verificationCode, newPassword });
            setStep({ name: 'done' });
          }}
        />
      </ResetLayout>
    );
  }

  return (
    <ResetLayout
      title="Verify Your Code"
      description={<p>Step 1 of 2: enter your email and the 6-digit code we emailed you.</p>}
      focusKey="verify"
      footer={footer}
    >
      <form noValidate onSubmit={onVerify} className="space-y-4" aria-busy={verify.isPending}>
        <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
        <TextField
          label="Verification Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          {...registerField(form, 'verificationCode')}
        />
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify Code'}
        </Button>
        <div aria-live="assertive">{verifyError ? <FormMessage kind="error">{verifyError}</FormMessage> : null}</div>
      </form>
    </ResetLayout>
  );
}
