// Demo requests (docs/requirements.md#states): the Demo Requests tab and /admin/requests list the requests 'In
// Progress'; opening the full message or 'Mark as Completed' makes one 'Completed' (it moves to
// /completed-demo-requests, which lists those and leads back to /admin-dashboard). The became-member switch
// toggles yes/no; delete asks first. Front-desk staff use the same screens (capability desk:demo-requests), also
// inside the desk's layout (docs/decisions/171-front-desk-app.md), which may forbid writes for a while (offline,
// desk closed): the actions are then disabled with the reason, and opening a message only shows it. Staff who hold bays
// (desk:bookings) book the free demo for the visitor from here (docs/decisions/263-the-free-demo-as-a-guest-booking.md).
import type { ContactSubmission } from '@longwood/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScreenSection } from '../../../components/screen-heading';
import { buttonClasses } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/form-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTable, usePagedSearch } from '../../../components/ui/paged-table';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCan } from '../../../lib/use-can';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { useDeleteDemoRequest, useDemoRequests, useMarkDemoRequestRead } from '../api/demo-requests';
import { DemoBookingDialog } from './demo-booking-dialog';
import { DemoRequestRow, MessageDialog } from './demo-request-row';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const MARK_READ_FAILED = 'Failed to mark contact request as read';
const DELETE_DEMO_REQUEST_FAILED = 'Failed to delete demo request';
const DELETE_CONTACT_REQUEST_FAILED = 'Failed to delete contact request';
const PAGE_SIZE = 20;

/** Where the list's link leads: the other list, or back home (the desk has its own pages for both). */
export interface DemoRequestLinks {
  completed: string;
  back: { to: string; label: string };
}

const ADMIN_LINKS: DemoRequestLinks = {
  completed: '/completed-demo-requests',
  back: { to: '/admin-dashboard', label: 'Back to Admin Dashboard' },
};

export function DemoRequests({
  state,
  links = ADMIN_LINKS,
}: {
  state: 'open' | 'completed';
  links?: DemoRequestLinks;
}) {
  const writes = useWritesAllowed();
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const requests = useDemoRequests(state, { page, pageSize: PAGE_SIZE, q: q || undefined });
  const [reading, setReading] = useState<ContactSubmission | undefined>();
  const [deleting, setDeleting] = useState<ContactSubmission | undefined>();
  const [booking, setBooking] = useState<ContactSubmission | null>(null);
  const canBook = useCan('desk:bookings');
  const markRead = useToastedMutation(useMarkDemoRequestRead(), 'Error', MARK_READ_FAILED);
  const remove = useToastedMutation(
    useDeleteDemoRequest(),
    'Error',
    state === 'open' ? DELETE_DEMO_REQUEST_FAILED : DELETE_CONTACT_REQUEST_FAILED,
  );

  const complete = (request: ContactSubmission, opened: boolean) =>
    markRead.mutate(request.id, {
      onSuccess: () => {
        if (!opened) toast({ title: 'Request Completed', description: `${request.name}'s request is completed.` });
      },
    });

  const open = (request: ContactSubmission) => {
    setReading(request);
    if (!request.isRead && writes.allowed) complete(request, true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Request Deleted', description: `${deleting.name}'s request has been deleted.` });
        setDeleting(undefined);
      },
      onError: () => setDeleting(undefined),
    });
  };

  const title = state === 'open' ? 'Demo Requests' : 'Completed Demo Requests';

  return (
    <ScreenSection
      title={title}
      description={
        state === 'open'
          ? 'Requests in progress, oldest first. Opening the full message marks it completed.'
          : 'Requests marked completed, newest first.'
      }
      actions={
        state === 'open' ? (
          <Link to={links.completed} className={buttonClasses('outline', 'md')}>
            Completed Demo Requests
          </Link>
        ) : (
          <Link to={links.back.to} className={buttonClasses('outline', 'md')}>
            {links.back.label}
          </Link>
        )
      }
    >
      {!writes.allowed && writes.reason ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {writes.reason}
        </p>
      ) : null}
      <SearchField
        className="w-full sm:w-72"
        label="Search requests"
        value={search}
        placeholder="Name, e-mail, phone or message"
        onValueChange={setSearch}
      />

      <PagedTable
        list={requests}
        noun="requests"
        nounOne="request"
        onPage={setPage}
        errorText={(error) => errorMessage(error, 'Failed to load demo requests.')}
        empty={{
          title: q
            ? 'No matching requests'
            : state === 'open'
              ? 'No demo requests in progress'
              : 'No completed demo requests',
        }}
      >
        {(rows) => (
          <ul className="space-y-3" aria-label={title}>
            {rows.map((r) => (
              <DemoRequestRow
                key={r.id}
                request={r}
                writesAllowed={writes.allowed}
                canBook={canBook}
                onBook={() => setBooking(r)}
                onOpen={() => open(r)}
                onComplete={() => complete(r, false)}
                completing={markRead.isPending}
                onDelete={() => setDeleting(r)}
              />
            ))}
          </ul>
        )}
      </PagedTable>

      <MessageDialog request={reading} onClose={() => setReading(undefined)} />
      <DemoBookingDialog request={booking} onClose={() => setBooking(null)} />
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(next) => !next && setDeleting(undefined)}
        title="Delete this request?"
        description={deleting ? `${deleting.name}'s request will be deleted. This cannot be undone.` : ''}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Yes, Delete Request'}
        cancelLabel="No, Keep Request"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      />
    </ScreenSection>
  );
}
