// A guest's rental in the desk's booking dialog (docs/decisions/304-guest-rentals-at-the-desk.md): its price at the
// rates of when it was booked and what is due; the desk takes what is due in cash or on the card terminal, which
// records it at the till (one ledger row naming the booking, purpose "guest"). The free demo says it costs nothing.
import { guestRentalLabel, rentalSplitLabel } from '@longwood/core';
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
