// New password + confirmation (docs/requirements.md#validation: 8 to 100 characters, must match), used by /verify-reset step two
// and /reset-password/:token.
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordFormSchema } from '@longwood/core';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { FormMessage } from './reset-layout';

export function NewPasswordForm({
  onSubmit,
  pending,
  error,
}: {
  /** Sends the new password; a rejection's field errors (e.g. newPassword) are shown beside the fields. */
  onSubmit: (newPassword: string) => Promise<unknown>;
  pending: boolean;
  error: string | null;
}) {
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  return (
    <form
      noValidate
      aria-busy={pending}
      className="space-y-4"
      onSubmit={form.handleSubmit(async (values) => {
        try {
          await onSubmit(values.newPassword);
        } catch (error) {
          // The caller's mutation state shows the message below the form.
          showServerFieldErrors(form, error);
        }
      })}
    >
      <NewPasswordFields form={form} name="newPassword" label="New Password" />
      <p className="text-xs text-slate-500">Use 8 to 100 characters.</p>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Resetting...' : 'Reset Password'}
      </Button>
      <div aria-live="assertive">{error ? <FormMessage kind="error">{error}</FormMessage> : null}</div>
    </form>
  );
}
