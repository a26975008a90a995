import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { KEYPAD_FETCH_FAILED, useKeypadCode } from '../api/get-keypad-code';

export interface EntranceCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From the role policy (member:features): only then is the code read. */
  canReadCode: boolean;
}

/** 'Facility Entrance Code': the door keypad code, read only when opened by someone who may see it (docs/requirements.md#entrance-code-dialog, docs/requirements.md#states). */
export function EntranceCodeDialog({ open, onOpenChange, canReadCode }: EntranceCodeDialogProps) {
  const { data, isLoading, isError, error, refetch, isFetching } = useKeypadCode({ enabled: open && canReadCode });
  const code = isError ? null : data?.keypadCode;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Facility Entrance Code"
      description="Use this code on the keypad at the facility entrance."
    >
      <div className="flex min-h-24 flex-col items-center justify-center gap-3 rounded-lg bg-slate-50 p-6 text-center">
        {isLoading ? (
          <Spinner label="Loading entrance code..." className="text-emerald-700" />
        ) : code ? (
          <p className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900" data-testid="entrance-code">
            {code}
          </p>
        ) : (
          <p className="text-slate-600">Code not available</p>
        )}
        {isError ? (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-red-700">
              {KEYPAD_FETCH_FAILED}: {errorMessage(error)}
            </p>
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
              {isFetching ? 'Retrying...' : 'Try again'}
            </Button>
          </div>
        ) : null}
      </div>
      <p className="mt-4 text-sm text-slate-500">
        For security, this code is updated periodically. Check back here for the current code before your visit.
      </p>
    </Modal>
  );
}
