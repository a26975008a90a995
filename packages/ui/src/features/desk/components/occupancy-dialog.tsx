// One booking of today's board: who holds the bay, when, and the desk's actions on it — check the person in (or
// take it back) from an hour before the start until the end (core's arrivalCheck, the server's rule too): Check In
// closes the dialog and the focus goes back to the board's block, ready for the next guest; and
// cancel a walk-in or a member's booking after a confirm question. League nights and lessons are changed where
// they were made (league management, the coach's screens), so they are only shown here. For a member's booking or
// lesson the desk uploads the member's simulator session files (docs/decisions/221-who-reads-a-members-shots.md), and
// sees the member's phone, e-mail and recent visits, the files uploaded, and marks a no-show (decision 460).
// A lesson shows its price and payment, and the desk marks one due paid (docs/decisions/303-lesson-prices-and-payment.md).
// A member's booking that has not started is moved with "Move…" (another time, bay or day; the staff booking form with
// the member fixed): the check-in stays, no fee, the member is e-mailed (docs/decisions/466-the-desk-moves-bookings.md).
import { arrivalCheck, isFutureBooking, isMemberBookingKind, type DeskOccupancy } from '@longwood/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { formatFacilityDateTime, formatTimeRange } from '../../../lib/format';
import { occupancyLabel } from '../../../lib/occupancy-names';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { ShotUpload } from '../../account';
import { BookingDetails, StaffMoveDialog, useDeleteStaffBooking } from '../../bookings';
import { useSetArrival } from '../api/desk-writes';
import { facilityBayName } from '../../../lib/booking-choices';
import { LessonPayment } from './lesson-payment';
import { GuestRentalCancelMoney, GuestRentalPayment } from './guest-rental-payment';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const CHECK_IN_FAILED = 'Failed to update the check-in';
const CANCEL_FAILED = 'Failed to delete booking';

export function OccupancyDialog({
  occupancy,
  now,
  onClose,
  focusCheckIn = false,
}: {
  occupancy: DeskOccupancy | undefined;
  now: Date;
  onClose: () => void;
  /** Opened to check someone in (the desk's C key): Check In has the focus, Enter checks them in. */
  focusCheckIn?: boolean;
}) {
  // Where the focus goes when the dialog closes: the booking's block on the board (opened by click or by the C key).
  const blockOf = (id: number | undefined) => () =>
    id === undefined ? null : document.querySelector<HTMLElement>(`[data-testid="board-block-${id}"]`);
  const writes = useWritesAllowed();
  const arrival = useToastedMutation(useSetArrival(), 'Error', CHECK_IN_FAILED);
  const cancel = useToastedMutation(useDeleteStaffBooking(), 'Error', CANCEL_FAILED);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const checkInButton = useRef<HTMLButtonElement>(null);
  const openId = occupancy?.id;
  // After the dialog has put the focus on its first control.
  useEffect(() => {
    if (focusCheckIn && openId !== undefined) checkInButton.current?.focus();
  }, [focusCheckIn, openId]);
  if (!occupancy) return null;

  const check = arrivalCheck(occupancy, now);
  const arrived = occupancy.arrivedAt !== null;
  const cancellable = occupancy.kind === 'walk_in' || isMemberBookingKind(occupancy.kind);
  const memberId = isMemberBookingKind(occupancy.kind) || occupancy.kind === 'lesson' ? occupancy.userId : null;
  const movable = isMemberBookingKind(occupancy.kind) && occupancy.userId !== null && isFutureBooking(occupancy, now);
  const when = formatTimeRange(occupancy.startTime, occupancy.endTime, { zoneOn: occupancy.bookingDate });

  const setArrived = (next: boolean) =>
    arrival.mutate(
      { id: occupancy.id, arrived: next },
      {
        onSuccess: () => {
          toast({
            title: next ? 'Checked In' : 'Check-in Undone',
            description: next ? `${occupancy.holder} has arrived.` : `${occupancy.holder} is no longer checked in.`,
          });
          if (next) onClose();
        },
      },
    );

  const confirmCancel = () =>
    cancel.mutate(occupancy.id, {
      onSuccess: () => {
        toast({
          title: 'Booking Canceled',
          description: `${occupancy.holder}, ${facilityBayName(occupancy.simulatorId)}, ${when}.`,
        });
        setConfirming(false);
        onClose();
      },
      onError: () => setConfirming(false),
    });

  return (
    <>
      <Modal
        open={!confirming && !moving}
        onOpenChange={(open) => !open && onClose()}
        title={occupancyLabel(occupancy, occupancy.holder)}
        description={`${facilityBayName(occupancy.simulatorId)}, ${when}`}
        returnFocusTo={blockOf(openId)}
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {occupancy.detail ? (
            <>
              <dt className="text-slate-600">{occupancy.kind === 'walk_in' ? 'Phone' : 'With'}</dt>
              <dd className="text-slate-900 [overflow-wrap:anywhere]">{occupancy.detail}</dd>
            </>
          ) : null}
          {occupancy.kind !== 'league' ? (
            <>
              <dt className="text-slate-600">Arrival</dt>
              <dd className="text-slate-900" data-testid="arrival-status">
                {arrived ? `Checked in at ${formatFacilityDateTime(occupancy.arrivedAt!)}` : 'Not checked in'}
              </dd>
            </>
          ) : null}
        </dl>
        {occupancy.kind !== 'league' ? (
          <BookingDetails booking={occupancy} now={now} writable={writes.allowed} />
        ) : null}
        {occupancy.kind === 'lesson' ? <LessonPayment bookingId={occupancy.id} writable={writes.allowed} /> : null}
        {occupancy.kind === 'walk_in' ? (
          <GuestRentalPayment bookingId={occupancy.id} writable={writes.allowed} />
        ) : null}
        {memberId !== null && writes.allowed ? (
          <section aria-label="Shot data" className="mt-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-900">Shot data</h3>
            <ShotUpload
              target={{ userId: memberId, bookingId: occupancy.id }}
              label={`Drop ${occupancy.holder}’s session files for this booking here, or`}
            />
          </section>
        ) : null}
        {!check.ok ? <p className="mt-3 text-sm text-slate-600">{check.message}</p> : null}
        {!writes.allowed && writes.reason ? <p className="mt-3 text-sm text-slate-600">{writes.reason}</p> : null}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          {cancellable ? (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={!writes.allowed}>
              Cancel Booking
            </Button>
          ) : null}
          {movable ? (
            <Button variant="outline" onClick={() => setMoving(true)} disabled={!writes.allowed}>
              Move…
            </Button>
          ) : null}
          {check.ok ? (
            <Button
              ref={checkInButton}
              variant={arrived ? 'outline' : 'primary'}
              onClick={() => setArrived(!arrived)}
              disabled={!writes.allowed || arrival.isPending}
            >
              {arrived ? 'Undo Check-in' : 'Check In'}
            </Button>
          ) : null}
        </div>
      </Modal>
      <StaffMoveDialog
        booking={moving ? { ...occupancy, name: occupancy.holder } : null}
        returnFocusTo={blockOf(openId)}
        onClose={() => {
          setMoving(false);
          onClose();
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title="Cancel this booking?"
        description={
          <>
            {`${occupancy.holder}, ${facilityBayName(occupancy.simulatorId)}, ${when}. The bay becomes free at once.`}
            {occupancy.kind === 'walk_in' ? <GuestRentalCancelMoney bookingId={occupancy.id} now={now} /> : null}
          </>
        }
        confirmLabel={cancel.isPending ? 'Canceling...' : 'Yes, Cancel Booking'}
        cancelLabel="No, Keep It"
        onConfirm={confirmCancel}
        busy={cancel.isPending || !writes.allowed}
      />
    </>
  );
}
