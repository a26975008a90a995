// Facility Access tab: the current door keypad code, a form to change it and the code's change history. Validation
// is core's keypadCodeUpdateSchema (required, 1 to 6 keypad characters: the same messages the server answers
// with); the current code again is refused beside the field, as the server refuses it; the door code is replaced
// only after the admin confirms (docs/decisions/104-keypad-code-rules-and-history.md).
// A changed code is shown to members the next time they open the Entrance Code dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  KEYPAD_MESSAGES,
  keypadCodeUpdateSchema,
  type KeypadCodeUpdate,
  type KeypadHistoryEntry,
} from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { registerField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { formatFacilityDateTime } from '../../../lib/format';
import { useAdminKeypadCode, useKeypadHistory, useUpdateKeypadCode } from '../api/keypad-code';
import { useReauthentication } from './reauthenticate-dialog';

const KEYPAD_UPDATE_FAILED = 'Failed to update keypad code';

export function FacilityAccess() {
  const current = useAdminKeypadCode();
  const update = useUpdateKeypadCode();
  const form = useForm({ resolver: zodResolver(keypadCodeUpdateSchema), defaultValues: { code: '' } });
  const [pending, setPending] = useState<KeypadCodeUpdate | null>(null);
  // Changing the code asks for a re-authentication of the last 10 minutes (decision 287): then it is sent again.
  const reauthentication = useReauthentication();

  // A valid code is only held until the admin confirms the replacement; the current code is no replacement.
  const onSubmit = form.handleSubmit((values) => {
    if (values.code === current.data?.keypadCode) {
      form.setError('code', { message: KEYPAD_MESSAGES.sameAsCurrent }, { shouldFocus: true });
      return;
    }
    setPending(values);
  });

  const send = (values: KeypadCodeUpdate) => {
    update.mutate(values, {
      onSettled: () => setPending(null),
      onSuccess: () => {
        form.reset({ code: '' });
        toast({
          title: 'Keypad Code Updated',
          description: `The entrance code is now ${values.code}. Members see the new code in their Entrance Code dialog.`,
        });
      },
      onError: (error) => {
        if (reauthentication.asksForIt(error, () => send(values))) return;
        showFormFailure(form, error, 'Error', KEYPAD_UPDATE_FAILED);
      },
    });
  };
  const replace = () => {
    if (pending) send(pending);
  };

  return (
    <section aria-labelledby="facility-heading" className="space-y-6">
      <div>
        <h2 id="facility-heading" className="text-lg font-semibold text-slate-900">
          Facility Access
        </h2>
        <p className="text-sm text-slate-600">
          The code members use on the entrance keypad. Change it periodically and whenever it may have been shared.
        </p>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
          <h3 className="text-sm font-medium text-slate-700">Current keypad code</h3>
          <div className="mt-3 min-h-12" aria-live="polite">
            {current.isPending ? (
              <Spinner label="Loading keypad code..." className="text-emerald-700" />
            ) : current.isError ? (
              <ReadFailed text="The current code could not be loaded." onRetry={() => void current.refetch()} />
            ) : current.data.keypadCode ? (
              <p
                className="font-mono text-3xl font-bold tracking-[0.3em] text-slate-900"
                data-testid="current-keypad-code"
              >
                {current.data.keypadCode}
              </p>
            ) : (
              <p className="text-slate-600">No code has been set yet.</p>
            )}
          </div>
        </div>

        <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="space-y-4">
          <TextField
            label="New keypad code"
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            {...registerField(form, 'code')}
          />
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Code'}
          </Button>
        </form>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !update.isPending) setPending(null);
        }}
        title="Replace the entrance code?"
        description={`The door will open with ${pending?.code ?? ''} from now on, and the current code stops working. Members see the new code in their Entrance Code dialog.`}
        confirmLabel={update.isPending ? 'Updating...' : 'Yes, Replace Code'}
        cancelLabel="No, Keep Current Code"
        onConfirm={replace}
        busy={update.isPending}
      />
      {reauthentication.dialog}
      <KeypadHistory />
    </section>
  );
}

/** Who changed the code and when; the codes themselves masked to their last character. */
const HISTORY_COLUMNS: ReadonlyArray<Column<KeypadHistoryEntry>> = [
  { header: 'When', cell: (entry) => formatFacilityDateTime(entry.changedAt) },
  { header: 'Changed by', cell: (entry) => entry.changedBy ?? 'System' },
  { header: 'Code', cell: (entry) => entry.maskedCode, className: 'font-mono text-slate-800' },
];

function KeypadHistory() {
  const history = useKeypadHistory();
  return (
    <div>
      <h3 id="keypad-history-heading" className="text-sm font-medium text-slate-700">
        Change history
      </h3>
      {history.isPending ? (
        <Spinner label="Loading change history..." className="mt-3 text-emerald-700" />
      ) : history.isError ? (
        <ReadFailed
          className="mt-3"
          text="The change history could not be loaded."
          onRetry={() => void history.refetch()}
        />
      ) : history.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">The code has not been changed yet.</p>
      ) : (
        <div className="mt-3">
          <DataTable
            rows={history.data.map((entry, index) => ({ ...entry, id: index }))}
            columns={HISTORY_COLUMNS}
            caption="Change history"
          />
        </div>
      )}
    </div>
  );
}

/** A read of this section that failed: what could not be loaded, and Retry. */
function ReadFailed({ text, onRetry, className }: { text: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={cn('space-y-2', className)}>
      <p className="text-sm text-red-700">{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
