// Member Management tab and /admin/members (docs/requirements.md#admin-dashboard, docs/requirements.md#states:
// "User isMember and isAdmin toggled by switches"): the accounts one server page at a time with their name and type,
// a search box (searched on the server), the Member/Admin switches, 'Add Member', editing a name and a delete action.
// On wide screens a table; on phones each row lays out as a card (same markup, one switch per user for assistive
// tech).
import { personName, pluralNoun, PROTECTED_USER_ID, userTypeOf, type User } from '@longwood/core';
import { DuesButton } from '../../../components/dues-dialog';
import { ScreenSection } from '../../../components/screen-heading';
import { Button } from '../../../components/ui/button';
import { EmailAddress } from '../../../components/ui/email-address';
import { SearchField } from '../../../components/ui/form-field';
import { PagedTable, usePagedSearch } from '../../../components/ui/paged-table';
import { cn } from '../../../lib/cn';
import { formatTotal } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { useAdminUsers } from '../api/get-admin-users';
import { USER_TYPE_LABELS } from '../lib/filter-users';
import { DeleteUserButton } from './delete-user-button';
import { AddMemberDialog, EditNameButton } from './member-dialogs';
import { UserFlagSwitches } from './user-flag-switches';
import { Badge } from '../../../components/ui/badge';

const PAGE_SIZE = 25;

const USERS_LOAD_FAILED = 'Failed to load users. Please try again.';

const TYPE_BADGE: Record<ReturnType<typeof userTypeOf>, string> = {
  admin: 'bg-purple-100 text-purple-800',
  member: 'bg-emerald-100 text-emerald-800',
  regular: 'bg-slate-100 text-slate-700',
};

export function MemberManagement() {
  const { data: me } = useUser();
  const { page, setPage, search, setSearch, q } = usePagedSearch();
  const users = useAdminUsers({ page, pageSize: PAGE_SIZE, q: q || undefined });

  return (
    <ScreenSection
      title="Member Management"
      description="Turn membership and admin access on or off for each account."
      actions={<AddMemberDialog />}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          className="w-full sm:w-72"
          label="Search users"
          value={search}
          onValueChange={setSearch}
          placeholder="Name, e-mail or phone"
        />
      </div>

      {users.isSuccess ? (
        <p aria-live="polite" className="text-sm text-slate-500">
          {users.data.total === 0
            ? ''
            : `Showing ${users.data.items.length} of ${formatTotal(users.data.total, users.data.totalExact)} ${pluralNoun(users.data.totalExact ? users.data.total : Infinity, 'user')}`}
        </p>
      ) : null}

      <PagedTable
        list={users}
        noun="users"
        nounOne="user"
        onPage={setPage}
        errorText={() => USERS_LOAD_FAILED}
        empty={
          q
            ? {
                title: 'No matching users',
                text: `No user matches "${q}".`,
                action: (
                  <Button variant="outline" size="sm" onClick={() => setSearch('')}>
                    Clear search
                  </Button>
                ),
              }
            : { title: 'No users yet', text: 'Accounts appear here once people register.' }
        }
      >
        {(rows) => <UsersTable users={rows} signedInUserId={me?.id} />}
      </PagedTable>
    </ScreenSection>
  );
}

const cellLabel = 'text-xs font-medium uppercase tracking-wide text-slate-500 md:hidden';
const cell = 'flex items-start justify-between gap-4 py-1 md:table-cell md:px-4 md:py-3 md:align-middle';

function UsersTable({ users, signedInUserId }: { users: User[]; signedInUserId: number | undefined }) {
  return (
    <table className="block w-full text-left text-sm md:table md:rounded-lg md:border md:border-slate-200 md:bg-white">
      <caption className="sr-only">User accounts</caption>
      <thead className="hidden border-b border-slate-200 bg-slate-50 md:table-header-group">
        <tr>
          {['Username', 'Name', 'Email', 'Phone', 'Type', 'Access', 'Actions'].map((header) => (
            <th key={header} scope="col" className="px-4 py-3 font-medium text-slate-700">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-200">
        {users.map((user) => {
          const type = userTypeOf(user);
          return (
            <tr
              key={user.id}
              data-testid={`user-row-${user.id}`}
              className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none"
            >
              <th scope="row" className={cn(cell, 'font-medium text-slate-900')}>
                <span className={cellLabel}>Username</span>
                <EmailAddress address={user.username} />
              </th>
              <td className={cn(cell, 'text-slate-700')}>
                <span className={cellLabel}>Name</span>
                <span className="[overflow-wrap:anywhere]">{user.name ?? '—'}</span>
              </td>
              <td className={cn(cell, 'text-slate-700')}>
                <span className={cellLabel}>Email</span>
                <span className="flex flex-col items-end gap-1 md:items-start">
                  <EmailAddress address={user.email} />
                  {/* Shown before the membership switch: only an address its owner confirmed proves who asks (decision 207). */}
                  <Badge
                    data-testid="email-verified"
                    className={user.emailVerified ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}
                  >
                    {user.emailVerified ? 'E-mail verified' : 'E-mail not verified'}
                  </Badge>
                </span>
              </td>
              <td className={cn(cell, 'whitespace-nowrap text-slate-700')}>
                <span className={cellLabel}>Phone</span>
                <span>{user.phone || '—'}</span>
              </td>
              <td className={cell}>
                <span className={cellLabel}>Type</span>
                <Badge data-testid="user-type" className={TYPE_BADGE[type]}>
                  {USER_TYPE_LABELS[type]}
                </Badge>
              </td>
              <td className={cn(cell, 'pt-3 md:pt-3')}>
                <span className={cellLabel}>Access</span>
                <UserFlagSwitches user={user} signedInUserId={signedInUserId} />
              </td>
              <td className={cn(cell, 'pt-3 md:pt-3')}>
                <span className={cellLabel}>Actions</span>
                <span className="flex flex-wrap gap-2">
                  <EditNameButton user={user} />
                  <DuesButton person={{ id: user.id, name: personName(user) }} />
                  {user.id === PROTECTED_USER_ID || user.id === signedInUserId ? null : (
                    <DeleteUserButton user={user} />
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
