// Demo requests (docs/requirements.md#states): the Demo Requests tab and /admin/requests list the requests 'In
// Progress'; opening the full message or 'Mark as Completed' makes one 'Completed' (it moves to
// /completed-demo-requests, which lists those and leads back to /admin-dashboard). The became-member switch
// toggles yes/no; delete asks first. Front-desk staff use the same screens (capability desk:demo-requests), also
// inside the desk's layout (docs/decisions/171-front-desk-app.md), which may forbid writes for a while (offline,
// desk closed): the actions are then disabled with the reason, and opening a message only shows it. Staff who hold bays
// (desk:bookings) book the free demo for the visitor from here (docs/decisions/263-the-free-demo-as-a-guest-booking.md).
import { INTEREST_OPTIONS, type ContactSubmission } from '@longwood/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScreenSection } from '../../../components/screen-heading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmailAddress } from '../../../components/ui/email-address';
import { SearchField } from '../../../components/ui/form-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/dialog';
import { PagedTable, usePagedSearch } from '../../../components/ui/paged-table';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatFacilityDateTime } from '../../../lib/format';
import { useCan } from '../../../lib/use-can';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import {
  useDeleteDemoRequest,
  useDemoRequests,
  useMarkDemoRequestRead,
  useSetDemoRequestMemberStatus,
} from '../api/demo-requests';
import { DemoBookingDialog } from './demo-booking-dialog';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const MARK_READ_FAILED = 'Failed to mark contact request as read';
const MEMBER_STATUS_FAILED = 'Failed to update member status';
const DELETE_DEMO_REQUEST_FAILED = 'Failed to delete demo request';
const DELETE_CONTACT_REQUEST_FAILED = 'Failed to delete contact request';
const PAGE_SIZE = 20;

const interestLabel = (value: ContactSubmission['interest']) =>
  INTEREST_OPTIONS.find((o) => o.value === value)?.label ?? value;

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
              <li key={r.id} data-testid={`demo-request-${r.id}`} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0 space-y-1">
                    <p className="font-medium text-slate-900">
                      {r.name}{' '}
                      <span
                        className={cn(
                          'ml-1 rounded-full px-2 py-0.5 text-xs font-medium',
                          r.isRead ? 'bg-slate-100 text-slate-700' : 'bg-amber-100 text-amber-900',
                        )}
                      >
                        {r.isRead ? 'Completed' : 'In Progress'}
                      </span>
                    </p>
                    <p className="text-sm text-slate-600">
                      <EmailAddress address={r.email} /> · <span className="whitespace-nowrap">{r.phone}</span>
                    </p>
                    <p className="text-sm text-slate-600">
                      {interestLabel(r.interest)} · {formatFacilityDateTime(r.createdAt)}
                    </p>
                    <p className="line-clamp-2 text-sm text-slate-800 [overflow-wrap:anywhere]">{r.message}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <MemberStatusSwitch request={r} disabled={!writes.allowed} />
                    {canBook ? (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setBooking(r)}
                        disabled={!writes.allowed}
                        aria-label={`Book a free demo for ${r.name}`}
                      >
                        Book Demo
                      </Button>
                    ) : null}
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => open(r)}
                      aria-label={`View message from ${r.name}`}
                    >
                      View Message
                    </Button>
                    {!r.isRead ? (
                      <Button
                        size="sm"
                        onClick={() => complete(r, false)}
                        disabled={markRead.isPending || !writes.allowed}
                      >
                        Mark as Completed
                      </Button>
                    ) : null}
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setDeleting(r)}
                      disabled={!writes.allowed}
                      aria-label={`Delete request from ${r.name}`}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedTable>

      <Modal
        open={reading !== undefined}
        onOpenChange={(next) => !next && setReading(undefined)}
        title={reading ? `Message from ${reading.name}` : 'Message'}
        description={
          reading ? `${reading.email} · ${reading.phone} · ${formatFacilityDateTime(reading.createdAt)}` : ''
        }
      >
        <p className="whitespace-pre-wrap text-sm text-slate-800 [overflow-wrap:anywhere]">{reading?.message}</p>
        <div className="mt-4 flex justify-end">
          <Button variant="outline" onClick={() => setReading(undefined)}>
            Done
          </Button>
        </div>
      </Modal>
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

function MemberStatusSwitch({ request, disabled }: { request: ContactSubmission; disabled: boolean }) {
  const update = useToastedMutation(useSetDemoRequestMemberStatus(), 'Error', MEMBER_STATUS_FAILED);
  return (
    <SettingSwitch
      label="Became member"
      labelFor={request.name}
      checked={update.isPending ? update.variables.becameMember : request.becameMember}
      saving={update.isPending}
      disabled={disabled}
      onCheckedChange={(becameMember) => update.mutate({ id: request.id, becameMember })}
    />
  );
}
