// What the booking dialog shows beyond the board's line (docs/decisions/460-the-booking-dialog-and-no-shows-after-a-grace-time.md): for a
// member's booking or lesson the member's phone and e-mail and their last bookings before this one (with how each
// went), the shot files uploaded for it, and the no-show mark with Mark No-show / Undo No-show (core's noShowCheck,
// the server's rule too: offered once the facility's grace time after the start has passed). Used by the desk's dialog and the admin's booking dialog.
import { countOf, noShowCheck, type OccupancyKind } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { facilityBayName } from '../../../lib/booking-choices';
import { noShowGrace } from '../../../config/booking-rules';
import { formatDateShort, formatFacilityDateTime, formatTimeRange } from '../../../lib/format';
import { useBookingDetails, useSetNoShow } from '../api/booking-details';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export interface BookingDetailsTarget {
  id: number;
  kind: OccupancyKind;
  walkIn: boolean;
  bookingDate: string;
  startTime: string;
  arrivedAt: string | null;
  /** Who holds it, by name (the toasts say it). */
  holder: string;
}

const NO_SHOW_FAILED = 'Failed to update the no-show mark';

function visitOutcome(visit: { arrivedAt: string | null; noShowAt: string | null }): string {
  if (visit.noShowAt !== null) return 'No-show';
  return visit.arrivedAt !== null ? 'Checked in' : 'Not checked in';
}

export function BookingDetails({
  booking,
  now,
  writable,
}: {
  booking: BookingDetailsTarget;
  now: Date;
  /** False while writes are held (offline, closed): the no-show button is disabled. */
  writable: boolean;
}) {
  const details = useBookingDetails(booking.id);
  const setNoShow = useToastedMutation(useSetNoShow(), 'Error', NO_SHOW_FAILED);

  if (details.isPending) {
    return (
      <p className="mt-3 text-sm text-slate-600" role="status">
        Loading the booking’s details...
      </p>
    );
  }
  if (details.isError) {
    return (
      <p className="mt-3 text-sm text-red-700" role="alert">
        Could not load the booking’s details. {errorMessage(details.error)}{' '}
        <button type="button" className="font-medium underline" onClick={() => void details.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const { member, shotFiles, noShowAt } = details.data;
  const marked = noShowAt !== null;
  const check = noShowCheck(booking, now, noShowGrace.minutes);

  const toggle = (noShow: boolean) =>
    setNoShow.mutate(
      { id: booking.id, noShow },
      {
        onSuccess: () =>
          toast({
            title: noShow ? 'Marked No-show' : 'No-show Undone',
            description: noShow
              ? `${booking.holder} did not come. Undo No-show takes it back.`
              : `${booking.holder} is no longer marked a no-show.`,
          }),
      },
    );

  return (
    <div className="mt-3 space-y-4 text-sm">
      {marked ? (
        <p className="rounded-md bg-amber-50 p-2 text-amber-900" data-testid="no-show-status">
          Marked a no-show at {formatFacilityDateTime(noShowAt)}
        </p>
      ) : null}
      {member ? (
        <section aria-label="Member">
          <h3 className="mb-1 font-semibold text-slate-900">{member.name}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">Phone</dt>
            <dd className="text-slate-900">
              {member.phone ? (
                <a className="underline" href={`tel:${member.phone}`}>
                  {member.phone}
                </a>
              ) : (
                'Not given'
              )}
            </dd>
            <dt className="text-slate-600">E-mail</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">
              <a className="underline" href={`mailto:${member.email}`}>
                {member.email}
              </a>
            </dd>
          </dl>
          <h4 className="mt-3 mb-1 font-semibold text-slate-900">Recent visits</h4>
          {member.recentVisits.length === 0 ? (
            <p className="text-slate-600">No earlier bookings.</p>
          ) : (
            <ul aria-label="Recent visits" className="space-y-0.5">
              {member.recentVisits.map((visit) => (
                <li key={visit.id} className="text-slate-800">
                  {formatDateShort(visit.bookingDate)} ·{' '}
                  {formatTimeRange(visit.startTime, visit.endTime, { zoneOn: visit.bookingDate })} ·{' '}
                  {facilityBayName(visit.simulatorId)} · <span className="font-medium">{visitOutcome(visit)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {member ? (
        <section aria-label="Shot files">
          <h4 className="mb-1 font-semibold text-slate-900">Shot files</h4>
          {shotFiles.length === 0 ? (
            <p className="text-slate-600">No files uploaded for this booking yet.</p>
          ) : (
            <ul aria-label="Shot files uploaded" className="space-y-0.5">
              {shotFiles.map((file) => (
                <li key={file.id} className="text-slate-800 [overflow-wrap:anywhere]">
                  <span className="font-medium">{file.fileName}</span> · {countOf(file.shots, 'shot')} · uploaded{' '}
                  {formatFacilityDateTime(file.importedAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {marked || check.ok ? (
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => toggle(!marked)} disabled={!writable || setNoShow.isPending}>
            {marked ? 'Undo No-show' : 'Mark No-show'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
