// The Member, Admin and Front Desk switches of one user row. Each switch shows the value being saved straight away
// (the mutation's variables) and is locked until the server answers; the answer then replaces the row.
// Granting admin rights asks first: it hands over every admin tool and is easy to hit by accident on a
// phone. The signed-in admin cannot remove their own admin flag, nor anyone user 1's (the server refuses
// both too; docs/decisions/070-admin-member-management.md).
import { personName, PROTECTED_USER_ID, type User } from '@longwood/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SettingSwitch } from '../../../components/ui/setting-switch';
import { toast } from '../../../components/ui/toast';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useSetUserAdmin, useSetUserFrontDesk, useSetUserMembership } from '../api/update-user-flags';
import { useReauthentication } from './reauthenticate-dialog';

const OWN_ADMIN_NOTE = "You can't remove your own admin access.";
const PRIMARY_ADMIN_NOTE = 'The primary administrator always keeps admin access.';

type Flag = 'isMember' | 'isAdmin' | 'isFrontDesk';

/** What a flag's switch and its toasts say. */
interface FlagWords {
  label: string;
  /** The failure toast's text when the server gives no message. */
  failed: string;
  /** The saved change's toast title. */
  updated: string;
  /** After the person's name in that toast: what turning the flag on, or off, did. */
  on: string;
  off: string;
}

const MEMBERSHIP: FlagWords = {
  label: 'Member',
  failed: 'Failed to update user membership',
  updated: 'Membership updated',
  on: 'is now a member.',
  off: 'is no longer a member.',
};
const ADMIN: FlagWords = {
  label: 'Admin',
  failed: 'Failed to update user admin status',
  updated: 'Admin status updated',
  on: 'is now an administrator.',
  off: 'is no longer an administrator.',
};
// Front-desk staff: bookings and walk-ins, today's board and demo requests during staffed hours; no user
// administration, no keypad change (docs/decisions/085-role-policy.md, 172-staffed-hours.md).
const FRONT_DESK: FlagWords = {
  label: 'Front Desk',
  failed: 'Failed to update front desk access',
  updated: 'Front desk access updated',
  on: 'can now use the front desk.',
  off: 'can no longer use the front desk.',
};

function adminSwitchLock(user: User, signedInUserId: number | undefined): string | undefined {
  if (!user.isAdmin) return undefined;
  if (user.id === signedInUserId) return OWN_ADMIN_NOTE;
  if (user.id === PROTECTED_USER_ID) return PRIMARY_ADMIN_NOTE;
  return undefined;
}

/**
 * One flag's switch: the value being saved while it is sent, else the user's; `change` sends a new value and says
 * how it went in a toast (`onError` may take a failure over, as the re-authentication does).
 */
function useFlagSwitch<F extends Flag>(
  user: User,
  flag: F,
  mutation: UseMutationResult<User, Error, { userId: number } & Record<F, boolean>>,
  words: FlagWords,
) {
  const save = useToastedMutation(mutation, 'Error', words.failed);
  // Toasts name the person; the switch's label names the account (usernames are unique).
  const name = personName(user);
  const change = (next: boolean, onError?: (error: Error) => boolean) =>
    save.mutate({ userId: user.id, [flag]: next } as { userId: number } & Record<F, boolean>, {
      onSuccess: () => toast({ title: words.updated, description: `${name} ${next ? words.on : words.off}` }),
      ...(onError ? { onError } : {}),
    });
  return {
    change,
    props: {
      label: words.label,
      labelFor: user.username,
      checked: save.isPending ? save.variables[flag] : user[flag],
      saving: save.isPending,
      onCheckedChange: (next: boolean) => change(next),
    },
  };
}

export function UserFlagSwitches({ user, signedInUserId }: { user: User; signedInUserId: number | undefined }) {
  const membership = useFlagSwitch(user, 'isMember', useSetUserMembership(), MEMBERSHIP);
  const admin = useFlagSwitch(user, 'isAdmin', useSetUserAdmin(), ADMIN);
  const frontDesk = useFlagSwitch(user, 'isFrontDesk', useSetUserFrontDesk(), FRONT_DESK);
  const [confirmAdmin, setConfirmAdmin] = useState(false);
  // Granting admin access asks for a re-authentication of the last 10 minutes (decision 287): then it is sent again.
  const reauthentication = useReauthentication();
  const adminLock = adminSwitchLock(user, signedInUserId);

  const changeAdmin = (next: boolean) => {
    setConfirmAdmin(false);
    admin.change(next, (error) => reauthentication.asksForIt(error, () => changeAdmin(next)));
  };

  return (
    <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
      <SettingSwitch {...membership.props} />
      <SettingSwitch
        {...admin.props}
        disabled={Boolean(adminLock)}
        note={adminLock}
        onCheckedChange={(next) => (next ? setConfirmAdmin(true) : changeAdmin(false))}
      />
      <SettingSwitch {...frontDesk.props} />
      <ConfirmDialog
        open={confirmAdmin}
        onOpenChange={setConfirmAdmin}
        title="Make this user an administrator?"
        description={`${personName(user)} will be able to manage users, bookings, the keypad code, demo requests and leagues.`}
        confirmLabel="Yes, Make Admin"
        cancelLabel="No, Cancel"
        destructive={false}
        onConfirm={() => changeAdmin(true)}
      />
      {reauthentication.dialog}
    </div>
  );
}
