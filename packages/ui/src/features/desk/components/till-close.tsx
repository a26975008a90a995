// The day's close at the desk (docs/decisions/407-the-days-close-at-the-desk.md): the day's "Unpaid" list (guest
// rentals and members' fees with money still due), and the close: counted cash and an optional opening float, a
// confirmation showing what the drawer should hold and over/short before anything is sent; once closed, the close
// as the server stored it. The server decides; this says what it answered.
import {
  dollarsToCents,
  expectedCashCents,
  facilityToday,
  formatCents,
  overShortText,
  type Till,
  type TillClose,
  type UnpaidItem,
} from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AmountField, registerField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { formatDateLong, formatFacilityTimeOfDay, formatTime } from '../../../lib/format';
import { showFormFailure } from '../../../lib/form-errors';
import { useCloseTill, useTill } from '../api/till';

const COUNTED_MESSAGE = 'Enter the cash counted in dollars, e.g. 182.50';
const FLOAT_MESSAGE = 'Enter the opening float in dollars, e.g. 100.00, or leave it empty';

const unpaidLabel = (item: UnpaidItem) =>
  `${item.kind === 'rental' ? 'Guest rental' : 'Fee'}: ${item.name}, ${item.bayName} ${formatTime(item.startTime)} to ${formatTime(item.endTime)}`;

/** The day's guest rentals and fees with money still due. */
function UnpaidList({ till }: { till: Till }) {
  return (
    <section aria-labelledby="unpaid-heading" className="mt-4">
      <h3 id="unpaid-heading" className="font-semibold text-slate-900">
        Unpaid
      </h3>
      {till.unpaid.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Nothing unpaid on this day.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm" aria-labelledby="unpaid-heading">
          {till.unpaid.map((item) => (
            <li key={`${item.kind}-${item.bookingId}`} className="flex flex-wrap justify-between gap-x-4">
              <span>{unpaidLabel(item)}</span>
              <span className="font-medium tabular-nums">{formatCents(item.dueCents)} due</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the drawer should hold and how the count compares, in words (the confirmation and the closed day). */
function closeSentence(close: Pick<TillClose, 'expectedCashCents' | 'countedCashCents' | 'overShortCents'>) {
  return `Expected ${formatCents(close.expectedCashCents)}, counted ${formatCents(close.countedCashCents)}: ${overShortText(close.overShortCents)}.`;
}

interface CloseValues {
  counted: string;
  float: string;
}

/** The close form, or the close once the day is closed. */
function TillCloseForm({ till }: { till: Till }) {
  const close = useCloseTill();
  const form = useForm<CloseValues>({ defaultValues: { counted: '', float: '' } });
  const [asking, setAsking] = useState<{ countedCashCents: number; openingFloatCents?: number } | null>(null);
  if (till.close) {
    return (
      <section aria-labelledby="till-close-heading" className="mt-4">
        <h3 id="till-close-heading" className="font-semibold text-slate-900">
          Day closed
        </h3>
        <p className="mt-1 text-sm" role="status">
          Closed by {till.close.closedByName} at {formatFacilityTimeOfDay(till.close.closedAt)}.{' '}
          {closeSentence(till.close)}
          {till.close.openingFloatCents === null ? '' : ` Opening float ${formatCents(till.close.openingFloatCents)}.`}
        </p>
      </section>
    );
  }
  // A day still to come is not closed.
  if (till.date > facilityToday(new Date())) return null;

  // Cash given back: refunds and league payouts handed over in cash (docs/decisions/491-league-money-on-the-night.md).
  const givenBack = till.refundsByMethod.cash + till.payoutsByMethod.cash;
  const expected = (float?: number) => expectedCashCents(till.byMethod.cash, givenBack, float);
  const onSubmit = form.handleSubmit(({ counted, float }) => {
    const countedCashCents = dollarsToCents(counted);
    if (!Number.isFinite(countedCashCents)) {
      form.setError('counted', { message: COUNTED_MESSAGE });
      return;
    }
    const openingFloatCents = float.trim() === '' ? undefined : dollarsToCents(float);
    if (openingFloatCents !== undefined && !Number.isFinite(openingFloatCents)) {
      form.setError('float', { message: FLOAT_MESSAGE });
      return;
    }
    setAsking({ countedCashCents, ...(openingFloatCents === undefined ? {} : { openingFloatCents }) });
  });
  const expectedNow = asking ? expected(asking.openingFloatCents) : 0;
  const taken = `cash taken ${formatCents(till.byMethod.cash)} less ${formatCents(givenBack)} given back`;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="till-close-heading" className="mt-4 print:hidden">
      <h3 id="till-close-heading" className="font-semibold text-slate-900">
        Close the day
      </h3>
      <p className="mt-1 text-sm text-slate-600">Count the drawer. Add the opening float if the count includes it.</p>
      <div className="mt-2 grid max-w-md gap-3 sm:grid-cols-2">
        <AmountField label="Counted cash ($)" {...registerField(form, 'counted')} />
        <AmountField label="Opening float ($, optional)" {...registerField(form, 'float')} />
      </div>
      <Button type="submit" className="mt-3" disabled={close.isPending}>
        Close the till
      </Button>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={`Close the till for ${formatDateLong(till.date)}?`}
        description={
          asking
            ? `${closeSentence({
                expectedCashCents: expectedNow,
                countedCashCents: asking.countedCashCents,
                overShortCents: asking.countedCashCents - expectedNow,
              })} Expected is ${taken}${asking.openingFloatCents === undefined ? '' : `, plus the ${formatCents(asking.openingFloatCents)} float`}. After the close only an administrator records or refunds a payment for this day.`
            : ''
        }
        confirmLabel="Close the till"
        destructive={false}
        busy={close.isPending}
        onConfirm={() => {
          if (!asking) return;
          close.mutate(
            { date: till.date, ...asking },
            {
              onSuccess: (closed) => {
                setAsking(null);
                form.reset();
                toast({ title: 'Till closed', description: closeSentence(closed) });
              },
              onError: (error) => {
                setAsking(null);
                showFormFailure(form, error, 'Till not closed', 'Could not close the till', {
                  countedCashCents: 'counted',
                  openingFloatCents: 'float',
                });
              },
            },
          );
        }}
      />
    </form>
  );
}

/** The day's "Unpaid" list and its close, under the day's till (the same query: read once). */
export function DayClose({ date }: { date: string }) {
  const till = useTill(date);
  if (!till.data) return null;
  return (
    <>
      <UnpaidList till={till.data} />
      <TillCloseForm till={till.data} />
    </>
  );
}
