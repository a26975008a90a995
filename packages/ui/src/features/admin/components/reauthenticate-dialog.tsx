// Re-authentication before granting admin access or changing the keypad code
// (docs/decisions/287-admin-second-factor-and-re-authentication.md): when the server answers 403
// REAUTHENTICATION_REQUIRED the admin confirms their password and a code from their authenticator app here, and the
// change they asked for is sent again.
import { useState, type ReactNode } from 'react';
import { PasswordAndCodeDialog } from '../../../components/password-and-code-dialog';
import { ApiError } from '../../../lib/api-client';
import { useReauthenticate } from '../api/reauthenticate';

/**
 * For a write that may ask for a re-authentication: `asksForIt(error, again)` is true when the server answered 403
 * REAUTHENTICATION_REQUIRED, and then opens the dialog, which runs `again` once the admin has confirmed. Render
 * `dialog` once in the screen.
 */
export function useReauthentication(): {
  asksForIt: (error: unknown, again: () => void) => boolean;
  dialog: ReactNode;
} {
  const reauthenticate = useReauthenticate();
  const [again, setAgain] = useState<(() => void) | null>(null);
  const asksForIt = (error: unknown, retry: () => void) => {
    if (!(error instanceof ApiError && error.code === 'REAUTHENTICATION_REQUIRED')) return false;
    setAgain(() => retry);
    return true;
  };
  const dialog = (
    <PasswordAndCodeDialog
      open={again !== null}
      onClose={() => setAgain(null)}
      onDone={() => {
        const retry = again;
        setAgain(null);
        retry?.();
      }}
      mutation={reauthenticate}
      title="Confirm It's You"
      description="Enter your password and a code from your authenticator app. Admin access and keypad code changes are then allowed for 10 minutes."
      submitLabel="Confirm"
      busyLabel="Confirming..."
      failure="Not confirmed"
    />
  );
  return { asksForIt, dialog };
}
