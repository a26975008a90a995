// Member Management tab and /admin/members (docs/requirements.md#admin-dashboard, docs/requirements.md#states:
// "User isMember and isAdmin toggled by switches"): the accounts one server page at a time with their type, a
// search box (searched on the server), the Member/Admin switches, 'Add Member' and a delete action. On wide
// screens a table; on phones each row lays out as a card (same markup, one switch per user for assistive tech).
import { PROTECTED_USER_ID, userTypeOf, type User } from '@longwood/core';
import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatTotal } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { useAdminUsers } from '../api/get-admin-users';
import { USER_TYPE_LABELS } from '../lib/filter-users';
import { AddMemberDialog } from './add-member-dialog';
import { DeleteUserButton } from './delete-user-button';
import { UserFlagSwitches } from './user-flag-switches';

const PAGE_SIZE = 25;

const USERS_LOAD_FAILED = 'Failed to load users. Please try again.';

const TYPE_BADGE: Record<ReturnType<typeof userTypeOf>, string> = {
  admin: 'bg-purple-100 text-purple-800',
  member: 'bg-emerald-100 text-emerald-800',
  regular: 'bg-slate-100 text-slate-700',
};

export function MemberManagement() {
  const { data: me } = useUser();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferredSearch = useDeferredValue(search.trim());
  const users = useAdminUsers({ page, pageSize: PAGE_SIZE, q: deferredSearch || undefined });
  const searchId = useId();

  if (users.isPending) {
    return (
      <div className="flex justify-center py-12 text-emerald-700">
        <Spinner label="Loading users..." />
      </div>
    );
  }

  if (users.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <p className="text-red-800">{USERS_LOAD_FAILED}</p>
        <Button variant="outline" className="mt-4" onClick={() => void users.refetch()} disabled={users.isFetching}>
          {users.isFetching ? 'Retrying...' : 'Retry'}
        </Button>
      </div>
    );
  }

  const { items: visible, total, totalExact } = users.data;
  const searching = deferredSearch !== '';

  return (
    <section aria-labelledby="members-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
            Member Management
          </h2>
          <p className="text-sm text-slate-600">Turn membership and admin access on or off for each account.</p>
        </div>
        <AddMemberDialog />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:w-72">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search users
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder="Name, e-mail or phone"
            className={cn(
              'mt-1.5 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-sm',
              'focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600/30',
            )}
          />
        </div>
      </div>

      <p aria-live="polite" className="text-sm text-slate-500">
        {total === 0
          ? ''
          : `Showing ${visible.length} of ${formatTotal(total, totalExact)} ${total === 1 && totalExact ? 'user' : 'users'}`}
      </p>

      {total === 0 && !searching ? (
        <EmptyState title="No users yet" text="Accounts appear here once people register." />
      ) : total === 0 ? (
        <EmptyState
          title="No matching users"
          text={`No user matches "${deferredSearch}".`}
          action={
            <Button variant="outline" size="sm" onClick={() => setSearch('')}>
              Clear search
            </Button>
          }
        />
      ) : (
        <>
          <UsersTable users={visible} signedInUserId={me?.id} />
          <Pager
            page={users.data.page}
            pageSize={users.data.pageSize}
            total={total}
            totalExact={totalExact}
            onPage={setPage}
            noun="users"
            busy={users.isFetching}
          />
        </>
      )}
    </section>
  );
}

function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center">
      <p className="font-medium text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{text}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** E-mail-like text wraps after the "@" when the column is narrow, and anywhere only as a last resort. */
function Address({ text }: { text: string }) {
  const at = text.indexOf('@');
  return (
    <span className="[overflow-wrap:anywhere]">
      {at > 0 ? (
        <>
          {text.slice(0, at + 1)}
          <wbr />
          {text.slice(at + 1)}
        </>
      ) : (
        text
      )}
    </span>
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
          <th scope="col" className="px-4 py-3 font-medium text-slate-700">
            Username
          </th>
          <th scope="col" className="px-4 py-3 font-medium text-slate-700">
            Email
          </th>
          <th scope="col" className="px-4 py-3 font-medium text-slate-700">
            Phone
          </th>
          <th scope="col" className="px-4 py-3 font-medium text-slate-700">
            Type
          </th>
          <th scope="col" className="px-4 py-3 font-medium text-slate-700">
            Access
          </th>
          <th scope="col" className="px-4 py-3 font-medium text-slate-700">
            Actions
          </th>
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
                <Address text={user.username} />
              </th>
              <td className={cn(cell, 'text-slate-700')}>
                <span className={cellLabel}>Email</span>
                <Address text={user.email} />
              </td>
              <td className={cn(cell, 'whitespace-nowrap text-slate-700')}>
                <span className={cellLabel}>Phone</span>
                <span>{user.phone || '—'}</span>
              </td>
              <td className={cell}>
                <span className={cellLabel}>Type</span>
                <span
                  data-testid="user-type"
                  className={cn('rounded-full px-2 py-0.5 text-xs font-medium', TYPE_BADGE[type])}
                >
                  {USER_TYPE_LABELS[type]}
                </span>
              </td>
              <td className={cn(cell, 'pt-3 md:pt-3')}>
                <span className={cellLabel}>Access</span>
                <UserFlagSwitches user={user} signedInUserId={signedInUserId} />
              </td>
              <td className={cn(cell, 'pt-3 md:pt-3')}>
                <span className={cellLabel}>Actions</span>
                {user.id === PROTECTED_USER_ID || user.id === signedInUserId ? (
                  <span className="text-xs text-slate-500">—</span>
                ) : (
                  <DeleteUserButton user={user} />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
