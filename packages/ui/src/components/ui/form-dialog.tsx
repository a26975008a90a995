// A dialog that holds one form: the fields, then Cancel, which closes the dialog, and the submit button, which says
// what is happening while the request runs; both are locked meanwhile and the form is marked busy for screen
// readers. The owner keeps the open state and the form (react-hook-form), so it can reset it on open or close.
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './dialog';

export interface FormDialogProps extends Pick<ModalProps, 'open' | 'onOpenChange' | 'title' | 'description'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  /** Shown on the submit button while `busy` ('Saving...'). */
  busyLabel: string;
  children: ReactNode;
}

export function FormDialog({ onSubmit, busy, submitLabel, busyLabel, children, ...modal }: FormDialogProps) {
  return (
    <Modal {...modal}>
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-4">
        {children}
        <FormButtons
          busy={busy}
          onCancel={() => modal.onOpenChange(false)}
          submitLabel={submitLabel}
          busyLabel={busyLabel}
        />
      </form>
    </Modal>
  );
}

/** A dialog form's Cancel and submit buttons, both locked while `busy` (also for forms that keep their own dialog). */
export function FormButtons({
  busy,
  onCancel,
  submitLabel,
  busyLabel,
}: Pick<FormDialogProps, 'busy' | 'submitLabel' | 'busyLabel'> & { onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
