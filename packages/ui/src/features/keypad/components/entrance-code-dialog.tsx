import { Modal } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useKeypadCode } from '../api/get-keypad-code';

export interface EntranceCodeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isMember: boolean;
}

/** 'Facility Entrance Code': the door keypad code, read only when opened by a member (SPEC §2, §4). */
export function EntranceCodeDialog({ open, onOpenChange, isMember }: EntranceCodeDialogProps) {
  const { data, isLoading, isError } = useKeypadCode({ enabled: open && isMember });
  const code = !isError ? data?.keypadCode : null;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Facility Entrance Code"
      description="Use this code on the keypad at the facility entrance."
    >
      <div className="flex min-h-24 items-center justify-center rounded-lg bg-slate-50 p-6">
        {isLoading ? (
          <Spinner label="Loading entrance code..." className="text-emerald-700" />
        ) : code ? (
          <p className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900" data-testid="entrance-code">
            {code}
          </p>
        ) : (
          <p className="text-slate-600">Code not available</p>
        )}
      </div>
      <p className="mt-4 text-sm text-slate-500">
        For security, this code is updated periodically. Check back here for the current code before your visit.
      </p>
    </Modal>
  );
}
