// What a booking owes in the desk's booking dialog — a lesson's price (docs/decisions/303-lesson-prices-and-payment.md),
// a guest's rental (304-guest-rentals-at-the-desk.md) — and the desk's one way to take it: while the query loads a
// spinner, when it fails the reason, then what is due and "Paid $X: cash / card terminal", which records the payment
// at the till (one ledger row naming what it pays for, within the desk's limit).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatCents, PAYMENT_METHOD_LABELS, type DeskPaymentMethod, type RecordPaymentInput } from '@longwood/core';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useRecordPayment } from '../api/till';
import { TakePaymentButtons } from './take-payment-buttons';
import { useToastedMutation } from '../../../lib/toasted-mutation';

/** What the panel shows of what was loaded, and what pressing a method records. */
export interface DeskPaymentView {
  status: ReactNode;
  dueCents: number;
  /** The till's body for the amount due, paid by that method. */
  payment: (method: DeskPaymentMethod) => RecordPaymentInput;
  /** Whom the toast names as having paid. */
  payer: string;
}

export function DeskPaymentPanel<T>({
  query,
  noun,
  title,
  paidTitle,
  testId,
  writable,
  view,
}: {
  query: UseQueryResult<T>;
  /** "lesson" reads "Loading the lesson's payment..." and "The lesson's payment could not be loaded: …". */
  noun: string;
  title: string;
  paidTitle: string;
  testId: string;
  writable: boolean;
  view: (data: T) => DeskPaymentView;
}) {
  const record = useToastedMutation(useRecordPayment(), 'Payment not recorded');
  if (query.isPending) return <Spinner label={`Loading the ${noun}'s payment...`} />;
  if (query.isError) {
    return (
      <p className="text-sm text-red-700">
        The {noun}'s payment could not be loaded: {errorMessage(query.error)}
      </p>
    );
  }
  const shown = view(query.data);

  const takePayment = (method: DeskPaymentMethod) =>
    record.mutate(shown.payment(method), {
      onSuccess: (entry) =>
        toast({
          title: paidTitle,
          description: `${formatCents(entry.amountCents)} ${PAYMENT_METHOD_LABELS[method].toLowerCase()} from ${shown.payer}.`,
        }),
    });

  return (
    <section aria-label={title} className="mt-4 space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-800" data-testid={testId}>
        {shown.status}
      </p>
      {shown.dueCents > 0 && writable ? (
        <TakePaymentButtons dueCents={shown.dueCents} disabled={record.isPending} onPay={takePayment} />
      ) : null}
    </section>
  );
}
