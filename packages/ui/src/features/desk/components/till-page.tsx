// The desk's till (docs/decisions/260-payments-ledger.md): record a payment taken in person (cash or the card
// terminal) for a guest, a lesson, a booking, dues or a fee, what it pays for picked by name and time (payment-target.tsx:
// today's guest rentals, members' bookings and lessons from the board, a member by name for dues and fees); the day's
// payments listed by what they pay for in words (the server's paidFor: a person by name, a booking by bay and time);
// refund part or all of one; the day's till by method, printable and as a CSV file through core's one CSV writer. The server decides the desk's limit and what is left to
// refund; this screen says what it answered. Under the till: the day's unpaid rentals and fees and its close
// (till-close.tsx).
import {
  csvText,
  DESK_PAYMENT_METHODS,
  dollarsToCents,
  facilityToday,
  formatCents,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_PURPOSES,
  refundableCents,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  DISPUTE_OUTCOME_LABELS,
  type DayPaymentEntry,
  type RefundReason,
  type DeskPaymentMethod,
  type PaymentPurpose,
  type Till,
} from '@longwood/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DayNavigator } from '../../../components/ui/day-navigator';
import { AmountField, registerField, SelectField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/csv';
import { formatDateLong, formatFacilityTimeOfDay } from '../../../lib/format';
import { showFormFailure } from '../../../lib/form-errors';
import { useDeskBoard } from '../api/get-board';
import { useDayPayments, useRecordPayment, useRefundPayment, useTill } from '../api/till';
import { NO_TARGET, PaymentTarget, targetDay, toPaymentIds, type PaymentTargetValue } from './payment-target';
import { DeskDues } from './desk-dues';
import { InlineFieldForm } from './inline-field-form';
import { LeagueBuyIns } from './league-buy-ins';
import { FeesDue } from './fees-due';
import { DayClose } from './till-close';

const AMOUNT_MESSAGE = 'Enter an amount in dollars, e.g. 25.00';

interface PaymentFormValues {
  amount: string;
  method: DeskPaymentMethod;
  purpose: PaymentPurpose;
  note: string;
}

const METHOD_OPTIONS = DESK_PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));
// A league buy-in names its league and night: it is taken from the league's night sheet, not here.
const PURPOSE_OPTIONS = PAYMENT_PURPOSES.filter((p) => p !== 'league').map((p) => ({
  value: p,
  label: PAYMENT_PURPOSE_LABELS[p],
}));

function RecordPaymentForm() {
  const record = useRecordPayment();
  const [target, setTarget] = useState<PaymentTargetValue>(NO_TARGET);
  const board = useDeskBoard(targetDay(target));
  const form = useForm<PaymentFormValues>({
    defaultValues: { amount: '', method: 'cash', purpose: 'guest', note: '' },
  });
  const purpose = form.watch('purpose');
  // Another purpose pays for another kind of thing: the choice starts again.
  useEffect(() => setTarget(NO_TARGET), [purpose]);
  const onSubmit = form.handleSubmit(async (values) => {
    const amountCents = dollarsToCents(values.amount);
    if (!Number.isFinite(amountCents) || amountCents < 1) {
      form.setError('amount', { message: AMOUNT_MESSAGE });
      return;
    }
    const note = values.note.trim();
    let ids;
    try {
      ids = await toPaymentIds(values.purpose, target, board.data?.occupancies ?? []);
    } catch (error) {
      toast({ title: 'Payment not recorded', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    record.mutate(
      { amountCents, method: values.method, purpose: values.purpose, ...ids, ...(note ? { note } : {}) },
      {
        onSuccess: (entry) => {
          form.reset({ ...values, amount: '', note: '' });
          setTarget(NO_TARGET);
          toast({
            title: 'Payment recorded',
            description: `${formatCents(entry.amountCents)} ${PAYMENT_METHOD_LABELS[entry.method].toLowerCase()} for ${PAYMENT_PURPOSE_LABELS[entry.purpose].toLowerCase()}.`,
          });
        },
        onError: (error) =>
          showFormFailure(form, error, 'Payment not recorded', 'Could not record the payment', {
            amountCents: 'amount',
          }),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="record-payment-heading" className="print:hidden">
      <h2 id="record-payment-heading" className="text-lg font-semibold text-slate-900">
        Record a payment
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <AmountField label="Amount ($)" {...registerField(form, 'amount')} />
        <SelectField label="Method" options={METHOD_OPTIONS} {...registerField(form, 'method')} />
        <SelectField label="For" options={PURPOSE_OPTIONS} {...registerField(form, 'purpose')} />
        <TextField label="Note (optional)" autoComplete="off" {...registerField(form, 'note')} />
      </div>
      <div className="mt-3 max-w-xl">
        <PaymentTarget purpose={purpose} value={target} onChange={setTarget} />
      </div>
      <Button type="submit" className="mt-3" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record payment'}
      </Button>
    </form>
  );
}

const REASON_OPTIONS = REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }));

/**
 * Gives back part or all of a payment: one taken at the desk at once; an online one through Stripe, with Stripe's reason,
 * shown once Stripe confirms it (docs/decisions/408-refunds-of-online-payments.md).
 */
function RefundForm({ entry, onDone }: { entry: DayPaymentEntry; onDone: () => void }) {
  const refund = useRefundPayment();
  const online = entry.method === 'stripe';
  const left = refundableCents(entry, entry.refundedCents);
  const form = useForm<{ amount: string; reason: RefundReason }>({
    defaultValues: { amount: (left / 100).toFixed(2), reason: 'requested_by_customer' },
  });
  const onSubmit = form.handleSubmit(({ amount, reason }) => {
    const amountCents = dollarsToCents(amount);
    if (!Number.isFinite(amountCents) || amountCents < 1) {
      form.setError('amount', { message: AMOUNT_MESSAGE });
      return;
    }
    refund.mutate(
      { id: entry.id, amountCents, ...(online ? { reason } : {}) },
      {
        onSuccess: (row) => {
          toast({
            title: online ? 'Refunded through Stripe' : 'Refund recorded',
            description: `${formatCents(row.amountCents)} given back.`,
          });
          onDone();
        },
        onError: (error) =>
          showFormFailure(form, error, 'Refund not recorded', 'Could not record the refund', { amountCents: 'amount' }),
      },
    );
  });
  return (
    <InlineFieldForm
      label={`Refund of ${entry.paidFor ?? PAYMENT_PURPOSE_LABELS[entry.purpose]}`}
      onSubmit={onSubmit}
      field={
        <>
          <AmountField label="Refund ($)" {...registerField(form, 'amount')} />
          {online ? <SelectField label="Reason" options={REASON_OPTIONS} {...registerField(form, 'reason')} /> : null}
        </>
      }
      submitLabel="Give back"
      pending={refund.isPending}
      onCancel={onDone}
    />
  );
}

const TILL_LINES = [
  ['Cash', (t: Till) => t.byMethod.cash],
  ['Card terminal', (t: Till) => t.byMethod.card_terminal],
  ['Online (Stripe)', (t: Till) => t.byMethod.stripe],
  ['Refunds', (t: Till) => -t.refunds],
  ['Net', (t: Till) => t.net],
] as const;

/** The day's till as a CSV file: one line per method, the refunds and the net, in dollars as numbers (a text '-5.00'
 * would be written as text, a formula guard; a number stays a number in a spreadsheet). */
function tillCsv(till: Till): string {
  return csvText([
    ['Date', 'Line', 'Amount (USD)'],
    ...TILL_LINES.map(([label, value]) => [till.date, label, value(till) / 100]),
  ]);
}

/**
 * Online payments in dispute (chargebacks): every one open, and those opened or closed that day, by what each paid for
 * (docs/decisions/409-disputes-of-online-payments.md). Answered in Stripe's Dashboard; a lost one is among the refunds.
 */
function TillDisputes({ disputes }: { disputes: Till['disputes'] }) {
  if (disputes.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="font-semibold text-slate-900">Disputes</h3>
      <ul className="mt-1 space-y-1 text-sm" aria-label="Disputes">
        {disputes.map((d) => (
          <li key={d.stripeDisputeId}>
            <span className="font-medium">{DISPUTE_OUTCOME_LABELS[d.outcome]}</span>: {formatCents(d.amountCents)}
            {d.paidFor ? `, ${d.paidFor}` : ''} ({d.reason}), opened {formatDateLong(d.openedOn)}
            {d.closedOn ? `, closed ${formatDateLong(d.closedOn)}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TillSummary({ date }: { date: string }) {
  const till = useTill(date);
  if (till.isPending) return <Spinner label="Loading the till..." />;
  if (till.isError) return <p role="alert">{errorMessage(till.error, 'Could not load the till.')}</p>;
  const data = till.data;
  return (
    <section aria-labelledby="till-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="till-heading" className="text-lg font-semibold text-slate-900">
        Till for {formatDateLong(date)}
      </h2>
      <table className="mt-2 w-full max-w-md text-sm">
        <tbody>
          {TILL_LINES.map(([label, value]) => (
            <tr key={label} className={label === 'Net' ? 'border-t border-slate-300 font-semibold' : undefined}>
              <th scope="row" className="py-1 text-left font-normal">
                {label}
              </th>
              <td className="py-1 text-right tabular-nums">{formatCents(value(data))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.payoutsByMethod.cash + data.payoutsByMethod.credit > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          League payouts: {formatCents(data.payoutsByMethod.cash)} in cash from the drawer,{' '}
          {formatCents(data.payoutsByMethod.credit)} as credit.
        </p>
      ) : null}
      <TillDisputes disputes={data.disputes} />
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          Print till
        </Button>
        <Button variant="outline" onClick={() => downloadCsv(`till-${date}.csv`, tillCsv(data))}>
          Download CSV
        </Button>
      </div>
      <DayClose date={date} />
    </section>
  );
}

/** The day's rows: what was paid or refunded, a payment's dispute, and a refund of a payment not in dispute. */
function dayColumns(refunding: number | null, setRefunding: (id: number | null) => void): Column<DayPaymentEntry>[] {
  return [
    { header: 'Time', cell: (entry) => formatFacilityTimeOfDay(entry.at) },
    {
      header: 'What',
      cell: (entry) => (
        <>
          <span className="font-medium">
            {entry.kind === 'refund'
              ? `Refund: ${PAYMENT_PURPOSE_LABELS[entry.purpose]}`
              : PAYMENT_PURPOSE_LABELS[entry.purpose]}
          </span>
          {entry.paidFor ? <span className="block">{entry.paidFor}</span> : null}
          {entry.note ? <span className="block text-slate-600">{entry.note}</span> : null}
          {entry.refundedCents > 0 ? (
            <span className="block text-slate-600">{formatCents(entry.refundedCents)} refunded</span>
          ) : null}
          {entry.dispute ? (
            <span className="block font-medium text-red-700">{DISPUTE_OUTCOME_LABELS[entry.dispute]}</span>
          ) : null}
        </>
      ),
    },
    {
      header: 'Amount',
      numeric: true,
      cell: (entry) => formatCents(entry.kind === 'refund' ? -entry.amountCents : entry.amountCents),
    },
    { header: 'Method', cell: (entry) => PAYMENT_METHOD_LABELS[entry.method] },
    { header: 'Recorded by', cell: (entry) => entry.recordedByName ?? 'Stripe' },
    {
      header: 'Refund',
      headerHidden: true,
      printHidden: true,
      cell: (entry) =>
        refunding === entry.id ? (
          <RefundForm entry={entry} onDone={() => setRefunding(null)} />
        ) : entry.kind === 'payment' && entry.dispute === null && refundableCents(entry, entry.refundedCents) > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setRefunding(entry.id)}>
            Refund
          </Button>
        ) : null,
    },
  ];
}

function DayEntries({ date }: { date: string }) {
  const entries = useDayPayments(date);
  const [refunding, setRefunding] = useState<number | null>(null);
  if (entries.isPending) return <Spinner label="Loading the day's payments..." />;
  if (entries.isError) return <p role="alert">{errorMessage(entries.error, "Could not load the day's payments.")}</p>;
  const rows = entries.data.entries;
  return (
    <section aria-labelledby="day-payments-heading">
      <h2 id="day-payments-heading" className="text-lg font-semibold text-slate-900">
        Payments and refunds
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">Nothing recorded on this day.</p>
      ) : (
        <div className="mt-2">
          <DataTable
            look="plain"
            caption="Payments and refunds"
            rows={rows}
            columns={dayColumns(refunding, setRefunding)}
          />
        </div>
      )}
    </section>
  );
}

export function TillPage() {
  const [date, setDate] = useState(() => facilityToday(new Date()));
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <DayNavigator date={date} onDateChange={setDate} />
      </div>
      <RecordPaymentForm />
      <FeesDue />
      <DeskDues />
      <TillSummary date={date} />
      <LeagueBuyIns date={date} />
      <DayEntries date={date} />
    </div>
  );
}
