// One field asked for in place, under the row it acts on, with its Submit and Cancel: the reason a fee is waived
// (fees-due.tsx) and the amount a payment gives back (till-page.tsx).
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export function InlineFieldForm({
  label,
  onSubmit,
  field,
  submitLabel,
  pending,
  onCancel,
}: {
  /** The form's accessible name: what it does and to whom ("Waive Sam Lee's fee"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The one field (a TextField registered with the form). */
  field: ReactNode;
  submitLabel: string;
  /** While the write is on its way, Submit is disabled. */
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2" aria-label={label}>
      {field}
      <Button type="submit" size="sm" disabled={pending}>
        {submitLabel}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
