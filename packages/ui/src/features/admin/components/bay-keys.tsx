// The Bay keys section of /admin/facility (docs/decisions/240-bay-agent-and-device-keys.md): for each bay, the keys
// its PC's bay agent speaks with. "Issue a key" (an optional label, checked by core's bayDeviceKeyIssueSchema, the
// server's own) shows the new key once, with a copy button and a warning that it cannot be shown again; each key is
// listed by its first characters, and "Revoke" asks first (a revoked key is refused at once).
import { bayDeviceKeyIssueSchema, type BayDeviceKey, type BayDeviceKeyIssue, type FacilityBay } from '@longwood/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { formatFacilityDateTime } from '../../../lib/format';
import { useBayKeys, useIssueBayKey, useRevokeBayKey } from '../api/bay-keys';
import { useFacilitySettings } from '../api/facility-settings';
import { SettingsSection } from './settings-section';
import { useToastedMutation } from '../../../lib/toasted-mutation';

/** The key just issued, shown once: copied with the button, or selected for the admin to copy. */
function IssuedKey({ bay, secret, onDone }: { bay: FacilityBay; secret: string; onDone: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Key copied', description: `Put it in ${bay.name}'s bay agent (BAY_AGENT_KEY).` });
    } catch {
      field.current?.focus();
      field.current?.select();
      toast({ title: 'Copy failed', description: 'The key is selected: copy it with Ctrl+C (⌘C on a Mac).' });
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm font-medium text-amber-900">
        Copy this key now: it is shown only once. Anyone with it can send shots as {bay.name}.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          readOnly
          value={secret}
          aria-label={`New key for ${bay.name}`}
          className="flex-1 rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          Copy key
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function keyName(key: BayDeviceKey): string {
  return key.label ? `${key.label} (${key.prefix}…)` : `${key.prefix}…`;
}

function BayKeys({ bay }: { bay: FacilityBay }) {
  const keys = useBayKeys(bay.id);
  const issue = useIssueBayKey(bay.id);
  const revoke = useToastedMutation(useRevokeBayKey(bay.id), 'Key not revoked');
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<BayDeviceKey | null>(null);
  const form = useForm<BayDeviceKeyIssue>({ resolver: zodResolver(bayDeviceKeyIssueSchema), defaultValues: {} });

  const onSubmit = form.handleSubmit((values) =>
    issue.mutate(
      { label: values.label || undefined },
      {
        onSuccess: ({ key }) => {
          setSecret(key);
          form.reset({ label: '' });
        },
        onError: (error) => showFormFailure(form, error, 'Key not issued', 'Failed to issue the key'),
      },
    ),
  );

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast({ title: 'Key revoked', description: `${bay.name} refuses ${keyName(revoking)} now.` }),
      onSettled: () => setRevoking(null),
    });
  };

  const active = (keys.data?.items ?? []).filter((key) => key.revokedAt === null);
  return (
    <section aria-label={`Keys of ${bay.name}`} className="space-y-3 rounded-md border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">{bay.name}</h3>
      {keys.isPending ? (
        <Spinner label="Loading keys..." className="text-emerald-700" />
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(keys.error, 'The keys could not be loaded.')}
        </p>
      ) : active.length === 0 ? (
        <p className="text-sm text-slate-600">No key: this bay's agent cannot send shots.</p>
      ) : (
        <ul aria-label={`Active keys of ${bay.name}`} className="divide-y divide-slate-100 text-sm">
          {active.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-mono">{keyName(key)}</span>
                <span className="block text-slate-600">
                  Issued {formatFacilityDateTime(key.createdAt)} ·{' '}
                  {key.lastUsedAt ? `last used ${formatFacilityDateTime(key.lastUsedAt)}` : 'not used yet'}
                </span>
              </span>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Revoke ${keyName(key)}`}
                onClick={() => setRevoking(key)}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      {secret ? <IssuedKey bay={bay} secret={secret} onDone={() => setSecret(null)} /> : null}
      <form
        noValidate
        aria-busy={issue.isPending}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          className="flex-1"
          label={`Label of a new key for ${bay.name} (optional)`}
          maxLength={60}
          {...registerField(form, 'label')}
        />
        <Button type="submit" disabled={issue.isPending}>
          {issue.isPending ? 'Issuing...' : 'Issue a key'}
        </Button>
      </form>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={revoking ? `Revoke ${keyName(revoking)}?` : 'Revoke key?'}
        description={`${bay.name}'s agent using this key can send no more shots; its shots already sent stay.`}
        cancelLabel="Keep Key"
        confirmLabel={revoke.isPending ? 'Revoking...' : 'Revoke Key'}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}

export function BayKeysSection() {
  const settings = useFacilitySettings();
  return (
    <SettingsSection
      id="bay-keys-heading"
      title="Bay keys"
      intro="Each bay's PC runs the bay agent with a key, which sends its shots to members' bookings as they are hit. Revoke a key that may have been seen by someone else, and issue a new one."
      query={settings}
      loadingLabel="Loading bays..."
      failedText="The bays could not be loaded."
    >
      {(data) => (
        <div className="space-y-3">
          {data.bays.map((bay) => (
            <BayKeys key={bay.id} bay={bay} />
          ))}
        </div>
      )}
    </SettingsSection>
  );
}
