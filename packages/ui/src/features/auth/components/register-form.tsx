import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useRegister } from '../api/register';

export function RegisterForm({ onSuccess, onSwitchToLogin }: { onSuccess: () => void; onSwitchToLogin: () => void }) {
  const registerUser = useRegister();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', phone: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    registerUser.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Registration successful', description: 'Your account has been created.' });
        onSuccess();
      },
      onError: (err) => {
        // The request's `email` is a copy of the form's Email field (`username`): its errors go there too.
        showServerFieldErrors(form, err, { email: 'username' });
        toast({
          title: 'Registration failed',
          description: errorMessage(err, 'Could not create account'),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating account...' : 'Register'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <button type="button" onClick={onSwitchToLogin} className="font-medium text-emerald-700 hover:underline">
          Log in
        </button>
      </p>
    </form>
  );
}
