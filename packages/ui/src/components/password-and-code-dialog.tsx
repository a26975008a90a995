// The password and a code from the authenticator app (or a recovery code), asked in a dialog before what an admin's
// second factor guards (docs/decisions/287-admin-second-factor-and-re-authentication.md): re-authenticating before
// granting admin access or changing the keypad code, turning two-step sign-in off, and new recovery codes.
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { forwardRef } from 'react';
import { useForm } from 'react-hook-form';
import { reauthenticateSchema, type Reauthenticate } from '@longwood/core';
import { showFormFailure } from '../lib/form-errors';
import { FormDialog } from './ui/form-dialog';
import { registerField, TextField, type TextFieldProps } from './ui/form-field';

/**
 * The authenticator app's 6-digit code or a recovery code (letters too), here and at the sign-in's second step: the
 * text keyboard, no spelling checks, and the one-time code the phone offers.
 */
export const AuthenticationCodeField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(
  function AuthenticationCodeField(props, ref) {
    return (
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        {...props}
        ref={ref}
      />
    );
  },
);

export function PasswordAndCodeDialog<Result>({
  open,
  onClose,
  onDone,
  mutation,
  title,
  description,
  submitLabel,
  busyLabel,
  failure,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (result: Result) => void;
  mutation: UseMutationResult<Result, Error, Reauthenticate>;
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  /** The error toast's title when the server refuses. */
  failure: string;
}) {
  const form = useForm<Reauthenticate>({
    resolver: zodResolver(reauthenticateSchema),
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (result) => {
        form.reset();
        onDone(result);
      },
      onError: (error) => showFormFailure(form, error, failure),
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
      title={title}
      description={description}
      onSubmit={onSubmit}
      busy={mutation.isPending}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...registerField(form, 'password')}
      />
      <AuthenticationCodeField {...registerField(form, 'code')} />
    </FormDialog>
  );
}
