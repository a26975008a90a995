// Booking Management tab (docs/requirements.md#admin-dashboard, docs/requirements.md#admin-booking): bookings of
// every kind for a date range (default today onward), filtered by member and bay, one server page at a time;
// book for a member, move (edit) a member's or staff booking, delete any after a confirm question. Links to the
// calendar and the daily chart.
import { facilityToday, isMemberBookingKind, type StaffBooking } from '@longwood/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScreenSection } from '../../../../components/screen-heading';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SearchField, SelectField, TextField } from '../../../../components/ui/form-field';
import { PagedTable, usePagedSearch } from '../../../../components/ui/paged-table';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/api-client';
import { bayOptions } from '../../../../lib/booking-choices';
import { cn } from '../../../../lib/cn';
import { formatDateShort, formatTimeRange } from '../../../../lib/format';
import { useStaffBookings, useDeleteStaffBooking } from '../../api/staff-bookings';
import { KIND_CLASSES, kindLabel } from '../../../../lib/occupancy-kinds';
import { holderOf } from '../../lib/occupancy-labels';
import { BookingFormDialog, capNote } from './booking-form-dialog';
import { useToastedMutation } from '../../../../lib/toasted-mutation';

export const FETCH_BOOKINGS_FAILED = 'Failed to fetch bookings';
const DELETE_BOOKING_FAILED = 'Failed to delete booking';
const PAGE_SIZE = 25;

export function BookingManagement() {
  const today = facilityToday(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState('');
  const [bay, setBay] = useState<number | ''>('');
  const { page, setPage, search: member, setSearch: setMember, q, resetting: filter } = usePagedSearch();
  const bookings = useStaffBookings({
    page,
    pageSize: PAGE_SIZE,
    from: from || undefined,
    to: to || undefined,
    q: q || undefined,
    simulatorId: bay === '' ? undefined : bay,
  });
  const [editing, setEditing] = useState<StaffBooking | undefined>();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<StaffBooking | undefined>();
  const remove = useToastedMutation(useDeleteStaffBooking(), 'Error', DELETE_BOOKING_FAILED);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Booking Deleted', description: `${holderOf(deleting)}'s booking has been deleted.` });
        setDeleting(undefined);
      },
      onError: () => setDeleting(undefined),
    });
  };

  return (
    <ScreenSection
      title="Booking Management"
      description={capNote()}
      actions={
        <>
          <Button
            onClick={() => {
              setEditing(undefined);
              setFormOpen(true);
            }}
          >
            Book for a Member
          </Button>
          <Link to="/admin/calendar" className={buttonClasses('outline', 'md')}>
            Booking Calendar
          </Link>
          <Link to="/admin/daily-chart" className={buttonClasses('outline', 'md')}>
            Daily Chart
          </Link>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField label="From" type="date" value={from} onChange={(e) => filter(setFrom)(e.target.value)} />
        <TextField label="To" type="date" value={to} onChange={(e) => filter(setTo)(e.target.value)} />
        <SearchField label="Member or guest" value={member} placeholder="Name or e-mail" onValueChange={setMember} />
        <SelectField
          label="Bay"
          value={bay}
          onChange={(e) => filter(setBay)(e.target.value === '' ? '' : Number(e.target.value))}
          options={bayOptions({ retired: true })}
        >
          <option value="">All bays</option>
        </SelectField>
      </div>

      <PagedTable
        list={bookings}
        noun="bookings"
        nounOne="booking"
        onPage={setPage}
        errorText={(error) => errorMessage(error, FETCH_BOOKINGS_FAILED)}
        empty={{ title: 'No bookings found', text: 'No booking matches these filters.' }}
      >
        {(rows) => (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Bookings">
            {rows.map((b) => (
              <li
                key={b.id}
                data-testid={`booking-row-${b.id}`}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{holderOf(b)}</p>
                  <p className="text-sm text-slate-600">
                    {formatDateShort(b.bookingDate)} ·{' '}
                    {formatTimeRange(b.startTime, b.endTime, { zoneOn: b.bookingDate })} · {b.simulatorName}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <span className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', KIND_CLASSES[b.kind])}>
                    {kindLabel(b)}
                  </span>
                  {isMemberBookingKind(b.kind) ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit booking of ${holderOf(b)} on ${formatDateShort(b.bookingDate)}`}
                      onClick={() => {
                        setEditing(b);
                        setFormOpen(true);
                      }}
                    >
                      Edit
                    </Button>
                  ) : null}
                  {/* A lesson is cancelled under Coaches, which tells the member and the coach. */}
                  {b.kind === 'lesson' ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Delete booking of ${holderOf(b)} on ${formatDateShort(b.bookingDate)}`}
                      onClick={() => setDeleting(b)}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedTable>

      <BookingFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        booking={editing}
        draft={{ bookingDate: from || today, startTime: '10:00', simulatorId: 1 }}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete this booking?"
        description={
          deleting
            ? `${holderOf(deleting)}, ${formatDateShort(deleting.bookingDate)}, ${formatTimeRange(deleting.startTime, deleting.endTime, { zoneOn: deleting.bookingDate })}, ${deleting.simulatorName}. The bay becomes free at once.`
            : ''
        }
        confirmLabel={remove.isPending ? 'Deleting...' : 'Yes, Delete Booking'}
        cancelLabel="No, Keep Booking"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </ScreenSection>
  );
}
