// Delete one account after a confirm question. Never offered for user 1 or the signed-in admin (the server
// refuses both too). Their future bookings are released and their sessions end (docs/decisions/070-admin-member-management.md).
import { personName, type User } from '@longwood/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { useDeleteUser } from '../api/manage-users';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const DELETE_USER_FAILED = 'Failed to delete user';

export function DeleteUserButton({ user }: { user: User }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useToastedMutation(useDeleteUser(), 'Error', DELETE_USER_FAILED);
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'User deleted', description: `${personName(user)} has been deleted.` });
      },
      onError: () => setConfirming(false),
    });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${user.username}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this user?"
        description={`${personName(user)} will be signed out everywhere and their upcoming bookings released. Their past bookings stay in the reports. This cannot be undone.`}
        confirmLabel={remove.isPending ? 'Deleting...' : 'Yes, Delete User'}
        cancelLabel="No, Keep User"
        onConfirm={confirm}
        busy={remove.isPending}
      />
    </>
  );
}
