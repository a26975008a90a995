// Re-authentication before granting admin access or changing the keypad code
// (docs/decisions/287-admin-second-factor-and-re-authentication.md): when the server answers 403
// REAUTHENTICATION_REQUIRED the admin confirms their password and a code from their authenticator app here, and the
// change they asked for is sent again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { reauthenticateSchema, type Reauthenticate } from '@longwood/core';
import { FormDialog } from '../../../components/ui/form-dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { useReauthenticate } from '../api/reauthenticate';

function ReauthenticateDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const reauthenticate = useReauthenticate();
  const form = useForm<Reauthenticate>({
    resolver: zodResolver(reauthenticateSchema),
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    reauthenticate.mutate(values, {
      onSuccess: () => {
        form.reset();
        onDone();
      },
      onError: (error) => showFormFailure(form, error, 'Not confirmed'),
    }),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          onClose();
        }
      }}
      title="Confirm It's You"
      description="Enter your password and a code from your authenticator app. Admin access and keypad code changes are then allowed for 10 minutes."
      onSubmit={onSubmit}
      busy={reauthenticate.isPending}
      submitLabel="Confirm"
      busyLabel="Confirming..."
    >
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...registerField(form, 'password')}
      />
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        {...registerField(form, 'code')}
      />
    </FormDialog>
  );
}

/**
 * For a write that may ask for a re-authentication: `asksForIt(error, again)` is true when the server answered 403
 * REAUTHENTICATION_REQUIRED, and then opens the dialog, which runs `again` once the admin has confirmed. Render
 * `dialog` once in the screen.
 */
export function useReauthentication(): {
  asksForIt: (error: unknown, again: () => void) => boolean;
  dialog: ReactNode;
} {
  const [again, setAgain] = useState<(() => void) | null>(null);
  const asksForIt = (error: unknown, retry: () => void) => {
    if (!(error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED')) return false;
    setAgain(() => retry);
    return true;
  };
  const dialog = (
    <ReauthenticateDialog
      open={again !== null}
      onClose={() => setAgain(null)}
      onDone={() => {
        const retry = again;
        setAgain(null);
        retry?.();
      }}
    />
  );
  return { asksForIt, dialog };
}
