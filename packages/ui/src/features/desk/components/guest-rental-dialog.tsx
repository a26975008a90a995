// A guest's bay rental booked ahead at the desk (docs/decisions/304-guest-rentals-at-the-desk.md): the walk-in books
// today only; this books any bookable day for a guest without an account (name and phone; an e-mail when the guest
// wants the confirmation with its calendar file), shows the price at the rental rates before booking, and the server
// fixes that price with the booking. The shared guest booking form (the free demo's too) holds the fields.
import { guestBookingSchema, type DeskOccupancy, type GuestBookingInput } from '@longwood/core';
import { GuestBookingForm } from '../../../components/guest-booking-form';
import { Modal } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useBookGuest } from '../api/desk-writes';
import { RentalPricePreview } from './walk-in-form';

const RENTAL_MINUTES = 60;

export function GuestRentalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const book = useBookGuest();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Book a Guest Ahead"
      description="A guest's bay rental on any day, at the rental rates: no account is needed. With an e-mail address the guest gets a confirmation with a calendar file."
    >
      {open ? (
        <GuestBookingForm<DeskOccupancy>
          schema={guestBookingSchema}
          emailOptional
          durationMinutes={RENTAL_MINUTES}
          book={(body, handlers) => book.mutate(body as GuestBookingInput, handlers)}
          busy={book.isPending}
          submitLabel="Book Guest"
          failedMessage="Failed to book the guest"
          onBooked={(booked) => {
            toast({
              title: 'Guest Booked',
              description: `${booked.holder}, ${formatDateLong(booked.bookingDate)}, ${formatTimeRange(booked.startTime, booked.endTime, { zoneOn: booked.bookingDate })}.`,
            });
            onClose();
          }}
          onCancel={onClose}
        >
          {(chosen) => <RentalPricePreview {...chosen} />}
        </GuestBookingForm>
      ) : null}
    </Modal>
  );
}
