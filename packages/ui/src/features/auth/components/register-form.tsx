import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { registerField, TextField } from '../../../components/ui/form-field';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useRegister } from '../api/register';

export function RegisterForm({ onSuccess, onSwitchToLogin }: { onSuccess: () => void; onSwitchToLogin: () => void }) {
  const registerUser = useRegister();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', username: '', phone: '', password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    registerUser.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Registration successful', description: 'Your account has been created.' });
        onSuccess();
      },
      // The request's `email` is a copy of the form's Email field (`username`): its errors go there too.
      onError: (err) =>
        showFormFailure(form, err, 'Registration failed', 'Could not create account', { email: 'username' }),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField label="Name (optional)" autoComplete="name" {...registerField(form, 'name')} />
      <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'username')} />
      <TextField label="Phone Number" type="tel" autoComplete="tel" {...registerField(form, 'phone')} />
      <NewPasswordFields form={form} name="password" label="Password" />
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
