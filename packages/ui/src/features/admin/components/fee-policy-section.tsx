// No-show and late-cancel fees on the admin Facility page (docs/decisions/305-no-show-and-late-cancel-fees.md): off
// by default; the fee of each kind and the late-cancel window; and how a member's money goes back for a paid lesson
// canceled in time (a refund, or account credit: decision 412). Only admins change it (the server's admin:facility);
// the server checks every field (core's feePolicyInputSchema) and its messages land beside them.
import { useForm } from 'react-hook-form';
import {
  dollarsToCents,
  FEE_POLICY_MESSAGES,
  MAX_FEE_CENTS,
  MONEY_BACK_AS,
  MONEY_BACK_AS_LABELS,
  type FeePolicy,
  type MoneyBackAs,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { AmountField, registerField, SelectField, TextField } from '../../../components/ui/form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useFeePolicy, useSetFeePolicy } from '../../desk';
import { SettingsSection } from './settings-section';

interface FeeFormValues {
  enabled: boolean;
  noShow: string;
  lateCancel: string;
  windowHours: string;
  moneyBackAs: MoneyBackAs;
}

const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

function FeePolicyForm({ policy }: { policy: FeePolicy }) {
  const save = useSetFeePolicy();
  const form = useForm<FeeFormValues>({
    values: {
      enabled: policy.enabled,
      noShow: dollarsOf(policy.noShowFeeCents),
      lateCancel: dollarsOf(policy.lateCancelFeeCents),
      windowHours: String(policy.lateCancelWindowHours),
      moneyBackAs: policy.moneyBackAs,
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    const noShowFeeCents = dollarsToCents(values.noShow);
    const lateCancelFeeCents = dollarsToCents(values.lateCancel);
    let invalid = false;
    for (const [field, cents] of [
      ['noShow', noShowFeeCents],
      ['lateCancel', lateCancelFeeCents],
    ] as const) {
      if (!Number.isFinite(cents) || cents > MAX_FEE_CENTS) {
        form.setError(field, { message: FEE_POLICY_MESSAGES.fee });
        invalid = true;
      }
    }
    const lateCancelWindowHours = /^\d{1,3}$/.test(values.windowHours.trim()) ? Number(values.windowHours) : NaN;
    if (Number.isNaN(lateCancelWindowHours)) {
      form.setError('windowHours', { message: FEE_POLICY_MESSAGES.window });
      invalid = true;
    }
    if (invalid) return;
    save.mutate(
      {
        enabled: values.enabled,
        noShowFeeCents,
        lateCancelFeeCents,
        lateCancelWindowHours,
        moneyBackAs: values.moneyBackAs,
      },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Fee Policy Saved',
            description: saved.enabled ? 'The next no-show or late cancellation owes its fee.' : 'No fees are charged.',
          }),
        onError: (error) =>
          showFormFailure(form, error, 'Error Saving Fees', undefined, {
            noShowFeeCents: 'noShow',
            lateCancelFeeCents: 'lateCancel',
            lateCancelWindowHours: 'windowHours',
            moneyBackAs: 'moneyBackAs',
          }),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="No-show and late-cancel fees" className="space-y-3">
      <CheckboxField label="Charge no-show and late-cancel fees" {...form.register('enabled')} />
      <div className="grid gap-3 sm:grid-cols-3">
        <AmountField label="No-show fee ($)" {...registerField(form, 'noShow')} />
        <AmountField label="Late-cancel fee ($)" {...registerField(form, 'lateCancel')} />
        <TextField
          label="Late-cancel window (hours before the start)"
          inputMode="numeric"
          autoComplete="off"
          {...registerField(form, 'windowHours')}
        />
      </div>
      <SelectField
        label="Money back for a canceled paid booking"
        options={MONEY_BACK_AS.map((value) => ({ value, label: MONEY_BACK_AS_LABELS[value] }))}
        {...registerField(form, 'moneyBackAs')}
      />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save fees'}
      </Button>
    </form>
  );
}

export function FeePolicySection() {
  const policy = useFeePolicy();
  return (
    <SettingsSection
      id="fee-policy-heading"
      title="No-show and Late-cancel Fees"
      intro="Owed when the desk marks a member's booking a no-show, or when it is canceled inside the window. The desk sees each fee due, takes it at the till or waives it."
      query={policy}
      loadingLabel="Loading the fee policy..."
      failedText="The fee policy could not be loaded."
    >
      {(data) => <FeePolicyForm policy={data} />}
    </SettingsSection>
  );
}
