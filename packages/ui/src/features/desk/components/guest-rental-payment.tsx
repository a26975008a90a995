// A guest's rental in the desk's booking dialog (docs/decisions/304-guest-rentals-at-the-desk.md): its price at the
// rates of when it was booked and what is due; the desk takes what is due in cash or on the card terminal, which
// records it at the till (one ledger row naming the booking, purpose "guest"). The free demo says it costs nothing.
import {
  formatCents,
  guestRentalLabel,
  PAYMENT_METHOD_LABELS,
  rentalSplitLabel,
  type DeskPaymentMethod,
} from '@longwood/core';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useGuestRental } from '../api/rentals';
import { useRecordPayment } from '../api/till';
import { TakePaymentButtons } from './take-payment-buttons';

export function GuestRentalPayment({ bookingId, writable }: { bookingId: number; writable: boolean }) {
  const rental = useGuestRental(bookingId);
  const record = useRecordPayment();
  if (rental.isPending) return <Spinner label="Loading the rental's payment..." />;
  if (rental.isError) {
    return (
      <p className="text-sm text-red-700">The rental's payment could not be loaded: {errorMessage(rental.error)}</p>
    );
  }
  const view = rental.data;
  const split = rentalSplitLabel(view);

  const takePayment = (method: DeskPaymentMethod) =>
    record.mutate(
      { amountCents: view.dueCents, method, purpose: 'guest', bookingId },
      {
        onSuccess: (entry) =>
          toast({
            title: 'Rental Paid',
            description: `${formatCents(entry.amountCents)} ${PAYMENT_METHOD_LABELS[method].toLowerCase()} from ${view.guestName}.`,
          }),
        onError: (error) =>
          toast({ title: 'Payment not recorded', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <section aria-label="Guest rental" className="mt-4 space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Guest rental</h3>
      <p className="text-sm text-slate-800" data-testid="guest-rental">
        {guestRentalLabel(view)}
        {split && !view.free ? <span className="block text-slate-600">{split}</span> : null}
      </p>
      {view.dueCents > 0 && writable ? (
        <TakePaymentButtons dueCents={view.dueCents} disabled={record.isPending} onPay={takePayment} />
      ) : null}
    </section>
  );
}
