// Book the free demo for a visitor from their request (docs/decisions/263-the-free-demo-as-a-guest-booking.md): a
// guest booking, no account needed — the visitor's name, e-mail and phone come from the request and can be
// corrected; a date, a start and a duration (two hours, the demo the landing page offers) and, if wanted, a bay (the
// shared guest booking form). The server holds the bay under the booking lock with every bay rule, completes the
// request and e-mails the visitor a confirmation with the calendar file.
import { demoBookingSchema, type ContactSubmission, type DemoBookingInput, type Occupancy } from '@longwood/core';
import { GuestBookingForm } from '../../../components/guest-booking-form';
import { Modal } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { facilityBayName } from '../../../lib/booking-choices';
import { formatDateLong, formatTimeRange } from '../../../lib/format';
import { useBookDemo } from '../api/demo-requests';

/** The free demo is two hours of simulator time (the landing page's offer). */
const DEMO_MINUTES = 120;

export function DemoBookingDialog({
  request,
  onClose,
}: {
  /** The request to book the demo of; null when closed. */
  request: ContactSubmission | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? `Book a Free Demo for ${request.name}` : 'Book a Free Demo'}
      description="A guest booking: no account is needed. The visitor gets a confirmation e-mail with a calendar file."
    >
      {request ? <DemoBookingForm request={request} onDone={onClose} /> : null}
    </Modal>
  );
}

function DemoBookingForm({ request, onDone }: { request: ContactSubmission; onDone: () => void }) {
  const book = useBookDemo();
  return (
    <GuestBookingForm<Occupancy>
      schema={demoBookingSchema}
      guest={request}
      durationMinutes={DEMO_MINUTES}
      book={(body, handlers) => book.mutate({ id: request.id, body: body as DemoBookingInput }, handlers)}
      busy={book.isPending}
      submitLabel="Book Demo"
      failedMessage="Failed to book the demo"
      onBooked={(booked) => {
        toast({
          title: 'Demo Booked',
          description: `${booked.guestName ?? request.name} in ${facilityBayName(booked.simulatorId)}, ${formatDateLong(booked.bookingDate)}, ${formatTimeRange(booked.startTime, booked.endTime, { zoneOn: booked.bookingDate })}. A confirmation is on its way to ${booked.guestEmail ?? request.email}.`,
        });
        onDone();
      }}
      onCancel={onDone}
    />
  );
}
