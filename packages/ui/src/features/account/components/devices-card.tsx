// "Sign out other devices" (docs/decisions/163-session-and-account-hygiene.md): ends every session of the
// account except this one, e.g. after signing in on a shared computer at the facility.
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export function DevicesCard() {
  const signOut = useToastedMutation(
    useSignOutOtherDevices(),
    'Sign-out failed',
    'Other devices could not be signed out. Please try again.',
  );
  const onClick = () =>
    signOut.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Other devices signed out', description: result.message }),
    });

  return (
    <Card className="p-6">
      <section aria-labelledby="devices-heading" className="space-y-3">
        <h2 id="devices-heading" className="text-lg font-semibold text-slate-900">
          Signed-in devices
        </h2>
        <p className="text-sm text-slate-600">
          Signed in on a shared or lost device? End every other session of your account; this one stays signed in.
        </p>
        <div aria-live="polite">
          {signOut.isSuccess ? (
            <p role="status" className="text-sm text-emerald-700">
              {signOut.data.message}
            </p>
          ) : null}
        </div>
        <Button variant="outline" onClick={onClick} disabled={signOut.isPending} aria-busy={signOut.isPending}>
          {signOut.isPending ? 'Signing out...' : 'Sign out other devices'}
        </Button>
      </section>
    </Card>
  );
}
