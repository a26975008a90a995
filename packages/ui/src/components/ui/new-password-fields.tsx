// A new password and its confirmation (registration, password reset): the form's schema checks that they match
// and puts its message beside the confirmation.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { registerField, TextField } from './form-field';

export function NewPasswordFields<T extends FieldValues & { confirmPassword: string }>({
  form,
  name,
  label,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  /** The password field; its confirmation is `confirmPassword`, labelled 'Confirm ' + label. */
  name: Path<T>;
  label: string;
}) {
  const field = (fieldName: Path<T>, fieldLabel: string) => (
    <TextField label={fieldLabel} type="password" autoComplete="new-password" {...registerField(form, fieldName)} />
  );
  return (
    <>
      {field(name, label)}
      {field('confirmPassword' as Path<T>, `Confirm ${label}`)}
    </>
  );
}
