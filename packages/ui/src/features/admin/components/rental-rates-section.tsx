// Guest rental rates on the admin Facility page (docs/decisions/304-guest-rentals-at-the-desk.md): the hourly rate of a
// guest's bay in and out of the peak hours, the peak hours of every day, and whether Saturday and Sunday are peak all
// day. The desk prices a guest's walk-in with them when it books it; rentals booked before keep their price. The
// server checks every field (core's rentalRatesInputSchema) and its messages land beside them.
import { useForm } from 'react-hook-form';
import {
  dollarsToCents,
  MAX_RENTAL_CENTS_PER_HOUR,
  minutesToTime,
  RENTAL_RATE_MESSAGES,
  type RentalRates,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { AmountField, registerField, SelectField } from '../../../components/ui/form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { toast } from '../../../components/ui/toast';
import { formatTime } from '../../../lib/format';
import { showFormFailure } from '../../../lib/form-errors';
import { useRentalRates, useSetRentalRates } from '../../desk';
import { SettingsSection } from './settings-section';

interface RatesFormValues {
  peak: string;
  offPeak: string;
  peakFrom: string;
  peakUntil: string;
  weekendsPeak: boolean;
}

const HALF_HOURS = Array.from({ length: 48 }, (_, i) => minutesToTime(i * 30)).map((time) => ({
  value: time,
  label: formatTime(time),
}));

const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

function RentalRatesForm({ rates }: { rates: RentalRates }) {
  const save = useSetRentalRates();
  const form = useForm<RatesFormValues>({
    values: {
      peak: dollarsOf(rates.peakCentsPerHour),
      offPeak: dollarsOf(rates.offPeakCentsPerHour),
      peakFrom: rates.peakFrom,
      peakUntil: rates.peakUntil,
      weekendsPeak: rates.weekendsPeak,
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    const peakCentsPerHour = dollarsToCents(values.peak);
    const offPeakCentsPerHour = dollarsToCents(values.offPeak);
    let invalid = false;
    for (const [field, cents] of [
      ['peak', peakCentsPerHour],
      ['offPeak', offPeakCentsPerHour],
    ] as const) {
      if (!Number.isFinite(cents) || cents > MAX_RENTAL_CENTS_PER_HOUR) {
        form.setError(field, { message: RENTAL_RATE_MESSAGES.rate });
        invalid = true;
      }
    }
    if (invalid) return;
    save.mutate(
      {
        peakCentsPerHour,
        offPeakCentsPerHour,
        peakFrom: values.peakFrom,
        peakUntil: values.peakUntil,
        weekendsPeak: values.weekendsPeak,
      },
      {
        onSuccess: () =>
          toast({ title: 'Rental Rates Saved', description: 'The next guest rental is priced at them.' }),
        onError: (error) =>
          showFormFailure(form, error, 'Error Saving Rates', undefined, {
            peakCentsPerHour: 'peak',
            offPeakCentsPerHour: 'offPeak',
          }),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Guest rental rates" className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <AmountField label="Peak rate ($ per hour)" {...registerField(form, 'peak')} />
        <AmountField label="Off-peak rate ($ per hour)" {...registerField(form, 'offPeak')} />
        <SelectField label="Peak hours from" options={HALF_HOURS} {...registerField(form, 'peakFrom')} />
        <SelectField label="Peak hours until" options={HALF_HOURS} {...registerField(form, 'peakUntil')} />
      </div>
      <CheckboxField label="Saturday and Sunday are peak all day" {...form.register('weekendsPeak')} />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save rates'}
      </Button>
    </form>
  );
}

export function RentalRatesSection() {
  const rates = useRentalRates();
  return (
    <SettingsSection
      id="rental-rates-heading"
      title="Guest Rental Rates"
      intro="What a guest pays per hour for a bay booked at the front desk. The free demo costs nothing."
      query={rates}
      loadingLabel="Loading the rental rates..."
      failedText="The rental rates could not be loaded."
    >
      {(data) => <RentalRatesForm rates={data} />}
    </SettingsSection>
  );
}
