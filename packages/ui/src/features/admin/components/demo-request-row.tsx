// A demo request in the Demo Requests lists (demo-requests.tsx): who asked, how to reach them, their interest and
// message, and its actions; and the dialog with the whole message.
import { INTEREST_OPTIONS, type ContactSubmission } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { EmailAddress } from '../../../components/ui/email-address';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { cn } from '../../../lib/cn';
import { formatFacilityDateTime } from '../../../lib/format';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useSetDemoRequestMemberStatus } from '../api/demo-requests';
import { Badge } from '../../../components/ui/badge';

const MEMBER_STATUS_FAILED = 'Failed to update member status';

const interestLabel = (value: ContactSubmission['interest']) =>
  INTEREST_OPTIONS.find((o) => o.value === value)?.label ?? value;

export interface DemoRequestRowProps {
  request: ContactSubmission;
  /** The desk may forbid writes for a while (offline, closed): the actions are disabled then. */
  writesAllowed: boolean;
  /** The person holds bays (desk:bookings) and may book the free demo. */
  canBook: boolean;
  onBook: () => void;
  onOpen: () => void;
  onComplete: () => void;
  completing: boolean;
  onDelete: () => void;
}

export function DemoRequestRow({
  request,
  writesAllowed,
  canBook,
  onBook,
  onOpen,
  onComplete,
  completing,
  onDelete,
}: DemoRequestRowProps) {
  return (
    <li data-testid={`demo-request-${request.id}`} className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="font-medium text-slate-900">
            {request.name}{' '}
            <Badge
              className={cn('ml-1', request.isRead ? 'bg-slate-100 text-slate-700' : 'bg-amber-100 text-amber-900')}
            >
              {request.isRead ? 'Completed' : 'In Progress'}
            </Badge>
          </p>
          <p className="text-sm text-slate-600">
            <EmailAddress address={request.email} /> · <span className="whitespace-nowrap">{request.phone}</span>
          </p>
          <p className="text-sm text-slate-600">
            {interestLabel(request.interest)} · {formatFacilityDateTime(request.createdAt)}
          </p>
          <p className="line-clamp-2 text-sm text-slate-800 [overflow-wrap:anywhere]">{request.message}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <MemberStatusSwitch request={request} disabled={!writesAllowed} />
          {canBook ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onBook}
              disabled={!writesAllowed}
              aria-label={`Book a free demo for ${request.name}`}
            >
              Book Demo
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={onOpen} aria-label={`View message from ${request.name}`}>
            View Message
          </Button>
          {!request.isRead ? (
            <Button size="sm" onClick={onComplete} disabled={completing || !writesAllowed}>
              Mark as Completed
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={onDelete}
            disabled={!writesAllowed}
            aria-label={`Delete request from ${request.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
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

/** The whole message of `request` (none: closed). */
export function MessageDialog({ request, onClose }: { request: ContactSubmission | undefined; onClose: () => void }) {
  return (
    <Modal
      open={request !== undefined}
      onOpenChange={(next) => !next && onClose()}
      title={request ? `Message from ${request.name}` : 'Message'}
      description={request ? `${request.email} · ${request.phone} · ${formatFacilityDateTime(request.createdAt)}` : ''}
      done
    >
      <p className="whitespace-pre-wrap text-sm text-slate-800 [overflow-wrap:anywhere]">{request?.message}</p>
    </Modal>
  );
}
