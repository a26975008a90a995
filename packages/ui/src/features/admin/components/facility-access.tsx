// Facility Access tab: the current door keypad code and a form to change it. Validation is core's
// keypadCodeUpdateSchema (required, at most 6 characters: the same messages the server answers with).
// A changed code is shown to members the next time they open the Entrance Code dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { keypadCodeUpdateSchema } from '@longwood/core';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useAdminKeypadCode, useUpdateKeypadCode } from '../api/keypad-code';

const KEYPAD_UPDATE_FAILED = 'Failed to update keypad code';

export function FacilityAccess() {
  const current = useAdminKeypadCode();
  const update = useUpdateKeypadCode();
  const form = useForm({ resolver: zodResolver(keypadCodeUpdateSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        form.reset({ code: '' });
        toast({
          title: 'Keypad Code Updated',
          description: `The entrance code is now ${values.code}. Members see the new code in their Entrance Code dialog.`,
        });
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        toast({ title: 'Error', description: errorMessage(error, KEYPAD_UPDATE_FAILED), variant: 'destructive' });
      },
    });
  });

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
              <div role="alert" className="space-y-2">
                <p className="text-sm text-red-700">The current code could not be loaded.</p>
                <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
                  Retry
                </Button>
              </div>
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
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Code'}
          </Button>
        </form>
      </div>
    </section>
  );
}
