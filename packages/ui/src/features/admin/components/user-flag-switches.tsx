// The Member, Admin and Front Desk switches of one user row. Each switch shows the value being saved straight away
// (the mutation's variables) and is locked until the server answers; the answer then replaces the row.
// Granting admin rights asks first: it hands over every admin tool and is easy to hit by accident on a
// phone. The signed-in admin cannot remove their own admin flag, nor anyone user 1's (the server refuses
// both too; docs/decisions/070-admin-member-management.md).
import { personName, PROTECTED_USER_ID, type User } from '@longwood/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { toast } from '../../../components/ui/toast';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useSetUserAdmin, useSetUserFrontDesk, useSetUserMembership } from '../api/update-user-flags';
import { useReauthentication } from './reauthenticate-dialog';

const MEMBERSHIP_FAILED = 'Failed to update user membership';
const ADMIN_FAILED = 'Failed to update user admin status';
const FRONT_DESK_FAILED = 'Failed to update front desk access';
const OWN_ADMIN_NOTE = "You can't remove your own admin access.";
const PRIMARY_ADMIN_NOTE = 'The primary administrator always keeps admin access.';

function adminSwitchLock(user: User, signedInUserId: number | undefined): string | undefined {
  if (!user.isAdmin) return undefined;
  if (user.id === signedInUserId) return OWN_ADMIN_NOTE;
  if (user.id === PROTECTED_USER_ID) return PRIMARY_ADMIN_NOTE;
  return undefined;
}

export function UserFlagSwitches({ user, signedInUserId }: { user: User; signedInUserId: number | undefined }) {
  const membership = useToastedMutation(useSetUserMembership(), 'Error', MEMBERSHIP_FAILED);
  const admin = useToastedMutation(useSetUserAdmin(), 'Error', ADMIN_FAILED);
  const frontDesk = useToastedMutation(useSetUserFrontDesk(), 'Error', FRONT_DESK_FAILED);
  const [confirmAdmin, setConfirmAdmin] = useState(false);
  // Granting admin access asks for a re-authentication of the last 10 minutes (decision 287): then it is sent again.
  const reauthentication = useReauthentication();
  // Toasts and the question name the person; each switch's label names the account (usernames are unique).
  const name = personName(user);
  const account = user.username;

  const isMember = membership.isPending ? membership.variables.isMember : user.isMember;
  const isAdmin = admin.isPending ? admin.variables.isAdmin : user.isAdmin;
  const isFrontDesk = frontDesk.isPending ? frontDesk.variables.isFrontDesk : user.isFrontDesk;
  const adminLock = adminSwitchLock(user, signedInUserId);

  const changeMembership = (next: boolean) => {
    membership.mutate(
      { userId: user.id, isMember: next },
      {
        onSuccess: () =>
          toast({
            title: 'Membership updated',
            description: next ? `${name} is now a member.` : `${name} is no longer a member.`,
          }),
      },
    );
  };

  const changeAdmin = (next: boolean) => {
    setConfirmAdmin(false);
    admin.mutate(
      { userId: user.id, isAdmin: next },
      {
        onSuccess: () =>
          toast({
            title: 'Admin status updated',
            description: next ? `${name} is now an administrator.` : `${name} is no longer an administrator.`,
          }),
        onError: (error) => reauthentication.asksForIt(error, () => changeAdmin(next)),
      },
    );
  };

  // Front-desk staff: bookings and walk-ins, today's board and demo requests during staffed hours; no user
  // administration, no keypad change (docs/decisions/085-role-policy.md, 172-staffed-hours.md).
  const changeFrontDesk = (next: boolean) => {
    frontDesk.mutate(
      { userId: user.id, isFrontDesk: next },
      {
        onSuccess: () =>
          toast({
            title: 'Front desk access updated',
            description: next ? `${name} can now use the front desk.` : `${name} can no longer use the front desk.`,
          }),
      },
    );
  };

  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
      <SettingSwitch
        label="Member"
        labelFor={account}
        checked={isMember}
        saving={membership.isPending}
        onCheckedChange={changeMembership}
      />
      <SettingSwitch
        label="Admin"
        labelFor={account}
        checked={isAdmin}
        saving={admin.isPending}
        disabled={Boolean(adminLock)}
        note={adminLock}
        onCheckedChange={(next) => (next ? setConfirmAdmin(true) : changeAdmin(false))}
      />
      <SettingSwitch
        label="Front Desk"
        labelFor={account}
        checked={isFrontDesk}
        saving={frontDesk.isPending}
        onCheckedChange={changeFrontDesk}
      />
      <ConfirmDialog
        open={confirmAdmin}
        onOpenChange={setConfirmAdmin}
        title="Make this user an administrator?"
        description={`${name} will be able to manage users, bookings, the keypad code, demo requests and leagues.`}
        confirmLabel="Yes, Make Admin"
        cancelLabel="No, Cancel"
        destructive={false}
        onConfirm={() => changeAdmin(true)}
      />
      {reauthentication.dialog}
    </div>
  );
}
