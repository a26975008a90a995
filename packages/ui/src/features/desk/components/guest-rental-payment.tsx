// A guest's rental in the desk's booking dialog (docs/decisions/304-guest-rentals-at-the-desk.md): its price at the
// rates of when it was booked and what is due; the desk takes what is due in cash or on the card terminal, which
// records it at the till (one ledger row naming the booking, purpose "guest"). The free demo says it costs nothing.
import { cancelMoneyAt, cancelMoneyTexts, guestRentalLabel, rentalSplitLabel } from '@longwood/core';
import { useGuestRental } from '../api/rentals';
import { DeskPaymentPanel } from './desk-payment-panel';

export function GuestRentalPayment({ bookingId, writable }: { bookingId: number; writable: boolean }) {
  return (
    <DeskPaymentPanel
      query={useGuestRental(bookingId)}
      noun="rental"
      title="Guest rental"
      paidTitle="Rental Paid"
      testId="guest-rental"
      writable={writable}
      view={(rental) => {
        const split = rentalSplitLabel(rental);
        return {
          status: (
            <>
              {guestRentalLabel(rental)}
              {split && !rental.free ? <span className="block text-slate-600">{split}</span> : null}
            </>
          ),
          dueCents: rental.dueCents,
          payment: (method) => ({ amountCents: rental.dueCents, method, purpose: 'guest', bookingId }),
          payer: rental.guestName,
        };
      }}
    />
  );
}

/**
 * Said in the desk's question before a guest's booking is canceled: what happens to what the guest paid (decision
 * 414), from the rental the booking dialog has already read; nothing while it loads or when nothing was paid.
 */
export function GuestRentalCancelMoney({ bookingId, now }: { bookingId: number; now: Date }) {
  const { data } = useGuestRental(bookingId);
  if (!data) return null;
  const said = cancelMoneyTexts(cancelMoneyAt(data.moneyBack, now), data.guestName).staff;
  return said.length > 0 ? <> {said.join(' ')}</> : null;
}
