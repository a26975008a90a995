import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { facility, telHref } from '../../../config/facility';
import { errorMessage } from '../../../lib/api-client';
import { KEYPAD_FETCH_FAILED, useKeypadCode } from '../api/get-keypad-code';

export interface EntranceCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** From the role policy (member:features): only then is the code read. */
  canReadCode: boolean;
  /** Where focus goes on close when the opener is gone (the account menu's trigger; see Modal). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** 'Facility Entrance Code': the door keypad code, read only when opened by someone who may see it (docs/requirements.md#entrance-code-dialog, docs/requirements.md#states). */
export function EntranceCodeDialog({ open, onOpenChange, canReadCode, returnFocusTo }: EntranceCodeDialogProps) {
  const { data, isLoading, isError, error, refetch, isFetching } = useKeypadCode({ enabled: open && canReadCode });
  const code = isError ? null : data?.keypadCode;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      {...(returnFocusTo ? { returnFocusTo } : {})}
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
          <p role="alert" className="text-sm text-red-700">
            {KEYPAD_FETCH_FAILED}: {errorMessage(error)}
          </p>
        ) : null}
        {!isLoading && !code ? (
          // No code to show (a failed read, or none set yet): try again, or ask the front desk
          // (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
          <div className="space-y-3 text-sm">
            {canReadCode ? (
              <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
                {isFetching ? 'Retrying...' : 'Try again'}
              </Button>
            ) : null}
            <p className="text-slate-600">
              Need to get in now? Call the front desk at{' '}
              <a href={telHref(facility.phone)} className="font-medium text-emerald-700 underline underline-offset-2">
                {facility.phone}
              </a>
              .
            </p>
          </div>
        ) : null}
      </div>
      <p className="mt-4 text-sm text-slate-500">
        For security, this code is updated periodically. Check back here for the current code before your visit.
      </p>
    </Modal>
  );
}
