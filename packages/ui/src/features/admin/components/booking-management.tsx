// Booking Management tab (docs/requirements.md#admin-dashboard, docs/requirements.md#admin-booking): bookings of
// every kind for a date range (default today onward), filtered by member and bay, one server page at a time;
// book for a member, move (edit) a member's or staff booking, delete any after a confirm question. Links to the
// calendar and the daily chart.
import { BAY_IDS, bayName, facilityToday, isMemberBookingKind, type StaffBooking } from '@longwood/core';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDateShort, formatTimeRange } from '../../../lib/format';
import { useAdminBookings, useDeleteAdminBooking } from '../api/admin-bookings';
import { KIND_CLASSES, KIND_LABELS } from '../../../lib/occupancy-kinds';
import { holderOf } from '../lib/occupancy-labels';
import { BookingFormDialog, CAP_EXEMPTION_NOTE } from './booking-form-dialog';

export const FETCH_BOOKINGS_FAILED = 'Failed to fetch bookings';
const DELETE_BOOKING_FAILED = 'Failed to delete booking';
const PAGE_SIZE = 25;

const inputClass = cn(
  'mt-1.5 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm',
  'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30',
);

export function BookingManagement() {
  const today = facilityToday(new Date());
  const ids = { from: useId(), to: useId(), member: useId(), bay: useId() };
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState('');
  const [member, setMember] = useState('');
  const [bay, setBay] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(member.trim());
  const bookings = useAdminBookings({
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
  const remove = useDeleteAdminBooking();

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Booking Deleted', description: `${holderOf(deleting)}'s booking has been deleted.` });
        setDeleting(undefined);
      },
      onError: (error) => {
        toast({ title: 'Error', description: errorMessage(error, DELETE_BOOKING_FAILED), variant: 'destructive' });
        setDeleting(undefined);
      },
    });
  };

  return (
    <section aria-labelledby="bookings-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="bookings-heading" className="text-lg font-semibold text-slate-900">
            Booking Management
          </h2>
          <p className="text-sm text-slate-600">{CAP_EXEMPTION_NOTE}</p>
        </div>
        <div className="flex flex-wrap gap-2">
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
        </div>
      </div>

      <div className="grid gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={ids.from} className="block text-sm font-medium text-slate-800">
            From
          </label>
          <input
            id={ids.from}
            type="date"
            className={inputClass}
            value={from}
            onChange={(e) => filter(setFrom)(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className="block text-sm font-medium text-slate-800">
            To
          </label>
          <input
            id={ids.to}
            type="date"
            className={inputClass}
            value={to}
            onChange={(e) => filter(setTo)(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.member} className="block text-sm font-medium text-slate-800">
            Member or guest
          </label>
          <input
            id={ids.member}
            type="search"
            className={inputClass}
            value={member}
            placeholder="Name or e-mail"
            onChange={(e) => filter(setMember)(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.bay} className="block text-sm font-medium text-slate-800">
            Bay
          </label>
          <select
            id={ids.bay}
            className={inputClass}
            value={bay}
            onChange={(e) => filter(setBay)(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <option value="">All bays</option>
            {BAY_IDS.map((id) => (
              <option key={id} value={id}>
                {bayName(id)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {bookings.isPending ? (
        <div className="flex justify-center py-12 text-emerald-700">
          <Spinner label="Loading bookings..." />
        </div>
      ) : bookings.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
          <p className="text-red-800">{errorMessage(bookings.error, FETCH_BOOKINGS_FAILED)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void bookings.refetch()}>
            Retry
          </Button>
        </div>
      ) : bookings.data.total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium text-slate-900">No bookings found</p>
          <p className="mt-1 text-sm text-slate-600">No booking matches these filters.</p>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Bookings">
            {bookings.data.items.map((b) => (
              <li
                key={b.id}
                data-testid={`booking-row-${b.id}`}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{holderOf(b)}</p>
                  <p className="text-sm text-slate-600">
                    {formatDateShort(b.bookingDate)} · {formatTimeRange(b.startTime, b.endTime, { zone: true })} ·{' '}
                    {b.simulatorName}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <span className={cn('rounded-full border px-2 py-0.5 text-xs font-medium', KIND_CLASSES[b.kind])}>
                    {KIND_LABELS[b.kind]}
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
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete booking of ${holderOf(b)} on ${formatDateShort(b.bookingDate)}`}
                    onClick={() => setDeleting(b)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={bookings.data.page}
            pageSize={bookings.data.pageSize}
            total={bookings.data.total}
            totalExact={bookings.data.totalExact}
            onPage={setPage}
            noun="bookings"
            busy={bookings.isFetching}
          />
        </>
      )}

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
            ? `${holderOf(deleting)}, ${formatDateShort(deleting.bookingDate)}, ${formatTimeRange(deleting.startTime, deleting.endTime, { zone: true })}, ${deleting.simulatorName}. The bay becomes free at once.`
            : ''
        }
        confirmLabel={remove.isPending ? 'Deleting...' : 'Yes, Delete Booking'}
        cancelLabel="No, Keep Booking"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </section>
  );
}
