// The sign-in's second step for an account with an authenticator app (an admin who set up two-step sign-in,
// docs/decisions/287-admin-second-factor-and-re-authentication.md): the app's 6-digit code, or a recovery code.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { secondFactorCodeSchema, type SecondFactorCode } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { AuthenticationCodeField } from '../../../components/password-and-code-dialog';
import { registerField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useSignInWithCode } from '../api/login';

export function SecondFactorStep({ onSuccess, onRestart }: { onSuccess: () => void; onRestart: () => void }) {
  const signIn = useSignInWithCode();
  const form = useForm<SecondFactorCode>({
    resolver: zodResolver(secondFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
        onSuccess();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'SECOND_FACTOR_EXPIRED') onRestart();
        else showServerFieldErrors(form, err);
        toast({ title: 'Login failed', description: errorMessage(err), variant: 'destructive' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="second-factor-heading">
      <div className="space-y-1">
        <h2 id="second-factor-heading" className="text-lg font-semibold text-slate-900">
          Two-Step Sign-In
        </h2>
        <p className="text-sm text-slate-600">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
      </div>
      <AuthenticationCodeField autoFocus {...registerField(form, 'code')} />
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <button type="button" onClick={onRestart} className="w-full text-sm font-medium text-emerald-700 hover:underline">
        Use a different account
      </button>
    </form>
  );
}
