import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { loginSchema, type LoginInput } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { registerField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useLogin } from '../api/login';
import { SecondFactorStep } from './second-factor-step';

const INVALID_CREDENTIALS_TEXT = 'Invalid username or password';

/**
 * docs/requirements.md#session-messages: 'Login failed' with the server's message or 'Invalid username or password'. That fallback is only
 * for the server's own 401 (wrong credentials): a network failure says the server could not be reached, and a
 * 429 gives the server's wait time.
 */
function loginFailureText(err: unknown): string {
  if (err instanceof ApiError && err.status === 401) return errorMessage(err, INVALID_CREDENTIALS_TEXT);
  return errorMessage(err);
}

export function LoginForm({
  onSuccess,
  onSwitchToRegister,
}: {
  onSuccess: () => void;
  /** Offers the sign-up switch; without it (the front desk, where staff only sign in) there is none. */
  onSwitchToRegister?: () => void;
}) {
  const login = useLogin();
  // A right password for an account with an authenticator: its code comes next (decision 287).
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
        onSuccess();
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'SECOND_FACTOR_REQUIRED') {
          setCodeStep(true);
          return;
        }
        showServerFieldErrors(form, err);
        toast({ title: 'Login failed', description: loginFailureText(err), variant: 'destructive' });
      },
    });
  });

  if (codeStep) {
    return (
      <SecondFactorStep
        onSuccess={onSuccess}
        onRestart={() => {
          form.setValue('password', '');
          setCodeStep(false);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Email or Username" autoComplete="username" {...registerField(form, 'username')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...registerField(form, 'password')}
      />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-emerald-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
      {onSwitchToRegister ? (
        <p className="text-center text-sm text-slate-600">
          Don&apos;t have an account?{' '}
          <button type="button" onClick={onSwitchToRegister} className="font-medium text-emerald-700 hover:underline">
            Sign up
          </button>
        </p>
      ) : null}
    </form>
  );
}
