// A person's dues for staff (docs/decisions/301-membership-dues.md), on the admins' Members screen and the desk's till:
// the 'Dues' button opens their dues
// (status, plan, next charge or end), 'Send payment link' (a Stripe Checkout at the facility's monthly price, e-mailed
// to them; also for an account whose membership request was approved) and 'Record cancellation' (the terms' 30 days'
// notice: the subscription ends on that date). Without Stripe keys the dialog says dues are taken at the till.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, DUES_NOTICE_DAYS } from '@longwood/core';
import { useState } from 'react';
import { DuesLines } from './dues-lines';
import { Button } from './ui/button';
import { Modal } from './ui/dialog';
import { Spinner } from './ui/spinner';
import { toast } from './ui/toast';
import { callApi, errorMessage } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { useToastedMutation } from '../lib/toasted-mutation';

/** The person whose dues these are: their account id and their name as shown (core's personName). */
export interface DuesPerson {
  id: number;
  name: string;
}

function useMemberDues(userId: number) {
  return useQuery({
    queryKey: queryKeys.dues.of(userId),
    queryFn: () => callApi(API.dues.get, { params: { id: userId } }),
  });
}

/** Each write refreshes the person's dues and the users list (membership may change). */
function useDuesAction(route: typeof API.dues.sendLink | typeof API.dues.cancel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(route, { params: { id: userId } }),
    onSuccess: (answer, userId) => queryClient.setQueryData(queryKeys.dues.of(userId), answer.dues),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users }),
  });
}

export function DuesButton({ person }: { person: DuesPerson }) {
  const [open, setOpen] = useState(false);
  const { name } = person;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Dues of ${name}`}>
        Dues
      </Button>
      {open ? <DuesDialog person={person} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DuesDialog({ person, onClose }: { person: DuesPerson; onClose: () => void }) {
  const { name } = person;
  const dues = useMemberDues(person.id);
  const send = useToastedMutation(useDuesAction(API.dues.sendLink), 'Error');
  const cancel = useToastedMutation(useDuesAction(API.dues.cancel), 'Error');
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const busy = send.isPending || cancel.isPending;

  const act = (mutation: typeof send, title: string) =>
    mutation.mutate(person.id, {
      onSuccess: ({ message }) => {
        toast({ title, description: message });
        setConfirmingCancel(false);
      },
    });

  const view = dues.data;
  const canSend = view?.online && !['active', 'grace'].includes(view.status);
  const canCancel = view?.online && ['active', 'grace', 'paused'].includes(view.status) && view.cancelAt === null;

  return (
    <Modal open onOpenChange={(next) => (next ? undefined : onClose())} title={`Dues of ${name}`}>
      {dues.isPending ? (
        <Spinner label="Loading dues..." />
      ) : dues.isError ? (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-red-700">{errorMessage(dues.error, 'Failed to load the dues.')}</p>
          <Button variant="outline" size="sm" onClick={() => void dues.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <div aria-live="polite">
            <DuesLines view={view!} />
          </div>
          {view!.online ? null : (
            <p className="text-sm text-slate-600">Online payments are not set up: record dues at the till.</p>
          )}
          {confirmingCancel ? (
            <div role="group" aria-label="Confirm cancellation" className="space-y-2 rounded-md bg-amber-50 p-3">
              <p className="text-sm text-amber-900">
                The membership and its payments end {DUES_NOTICE_DAYS} days from today, as the membership terms say.
                {` ${name} is e-mailed the date.`}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setConfirmingCancel(false)} disabled={busy}>
                  Keep membership
                </Button>
                <Button
                  variant="destructive"
                  size="sm"
                  onClick={() => act(cancel, 'Cancellation recorded')}
                  disabled={busy}
                >
                  {cancel.isPending ? 'Recording...' : 'Record cancellation'}
                </Button>
              </div>
            </div>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Close
            </Button>
            {canCancel && !confirmingCancel ? (
              <Button variant="outline" onClick={() => setConfirmingCancel(true)} disabled={busy}>
                Cancel with 30 days' notice
              </Button>
            ) : null}
            {canSend ? (
              <Button onClick={() => act(send, 'Payment link sent')} disabled={busy}>
                {send.isPending ? 'Sending...' : 'Send payment link'}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Modal>
  );
}
