// The front desk's configuration of the app (docs/decisions/171-front-desk-app.md): the screens the desktop app
// (apps/desktop) opens at /desk, in the desk's own layout instead of the website's header and footer — the same
// features as the web app (today's board, the admin tab's demo-request triage, the database view's exports), no
// copy of any screen. Signed out, the desk shows the sign-in form itself; signed in without a desk capability,
// 'Access Denied'. Around every desk screen: the live connection, the offline banner, and for front-desk staff
// the closed notice outside staffed hours (docs/decisions/172-staffed-hours.md, 174-live-board-events.md).
import { formatTime12h, personName, type User } from '@longwood/core';
import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { AccessDenied } from '../../components/access-denied';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { LoginForm } from '../../features/auth/components/login-form';
import { useLogout } from '../../features/auth';
import { ExportsPage } from '../../features/admin/components/exports-page';
import { DemoRequests, type DemoRequestLinks } from '../../features/admin/components/demo-requests';
import {
  DeskBoardPage,
  DeskClosedNotice,
  DeskStatusProvider,
  OfflineBanner,
  TillPage,
  useDeskStatus,
} from '../../features/desk';
import { cn } from '../../lib/cn';
import { deskBridge } from '../../lib/desk-bridge';
import { facilityZoneLabel, formatFacilityTimeOfDay } from '../../lib/format';
import { useUser } from '../../lib/session';
import { useCan } from '../../lib/use-can';
import { useToastedMutation } from '../../lib/toasted-mutation';
import { Badge } from '../../components/ui/badge';

const DESK_REQUEST_LINKS: DemoRequestLinks = {
  completed: '/desk/requests/completed',
  back: { to: '/desk/requests', label: 'Back to Demo Requests' },
};

const STAFF_ONLY_TEXT = 'You must be front desk staff or an administrator to use the front desk.';

export function DeskLayout() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Loading your session..." />;
  return <div className="min-h-screen bg-slate-50">{user ? <SignedInDesk user={user} /> : <DeskSignIn />}</div>;
}

function DeskSignIn() {
  return (
    <main className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">Longwood Golf Front Desk</h1>
      <p className="mt-1 text-slate-600">Sign in with your staff account.</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <LoginForm onSuccess={() => undefined} />
      </div>
    </main>
  );
}

function SignedInDesk({ user }: { user: User }) {
  const deskBookings = useCan('desk:bookings');
  const demoRequests = useCan('desk:demo-requests');
  if (!deskBookings && !demoRequests) {
    return (
      <>
        <DeskHeader user={user} />
        <AccessDenied message={STAFF_ONLY_TEXT} />
      </>
    );
  }
  return (
    <DeskStatusProvider user={user}>
      <DeskHeader user={user} />
      <OfflineBanner />
      <DeskMain />
    </DeskStatusProvider>
  );
}

function DeskMain() {
  const { closedForMe } = useDeskStatus();
  return (
    <main id="desk-main">
      {closedForMe ? (
        <DeskClosedNotice />
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      )}
    </main>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100',
  );

function DeskHeader({ user }: { user: User }) {
  const logout = useToastedMutation(useLogout(), 'Logout failed');
  const deskBookings = useCan('desk:bookings');
  const demoRequests = useCan('desk:demo-requests');
  const adminScreens = useCan('admin:screens');
  const till = useCan('payments:desk');
  const bridge = deskBridge();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => toast({ title: 'Logged out', description: 'You have been logged out successfully.' }),
    });
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="font-bold text-emerald-800">Longwood Front Desk</p>
          <nav aria-label="Front desk" className="flex flex-wrap gap-1" data-toast-avoid="">
            {deskBookings ? (
              <NavLink to="/desk" end className={navClass}>
                Today&apos;s Board
              </NavLink>
            ) : null}
            {demoRequests ? (
              <NavLink to="/desk/requests" className={navClass}>
                Demo Requests
              </NavLink>
            ) : null}
            {till ? (
              <NavLink to="/desk/till" className={navClass}>
                Till
              </NavLink>
            ) : null}
            {adminScreens ? (
              <NavLink to="/desk/database" className={navClass}>
                Database &amp; Exports
              </NavLink>
            ) : null}
          </nav>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {deskBookings ? <DeskStatusLine /> : null}
          <span className="text-slate-600 [overflow-wrap:anywhere]">Signed in as {personName(user)}</span>
          {bridge ? (
            <Button variant="ghost" size="sm" onClick={() => void bridge.changeServer()}>
              Change Server
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={signOut} disabled={logout.isPending}>
            Log out
          </Button>
        </div>
      </div>
    </header>
  );
}

const STATUS_TEXT = { connecting: 'Connecting…', live: 'Live', offline: 'Offline', closed: 'Closed' } as const;

/** The facility clock, whether the desk is staffed, and the live connection. */
function DeskStatusLine() {
  const { now, hours, connection } = useDeskStatus();
  const clock = `${formatFacilityTimeOfDay(now)} ${facilityZoneLabel(undefined, now)}`;
  return (
    <p className="flex flex-wrap items-center gap-2 text-slate-700">
      <span>{clock}</span>
      <span aria-hidden="true">·</span>
      <span>{hours.closesAt ? `Staffed until ${formatTime12h(hours.closesAt.time)}` : 'Outside staff hours'}</span>
      <Badge
        role="status"
        data-testid="desk-connection"
        className={cn(
          connection.status === 'live' && 'bg-emerald-100 text-emerald-900',
          connection.status === 'offline' && 'bg-red-100 text-red-900',
          (connection.status === 'connecting' || connection.status === 'closed') && 'bg-slate-100 text-slate-700',
        )}
      >
        {STATUS_TEXT[connection.status]}
      </Badge>
    </p>
  );
}

export function DeskBoardScreen() {
  return <DeskBoardPage />;
}

/** A desk page around a feature's section (its own heading is the section's). */
function DeskPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

export function DeskRequestsScreen() {
  return (
    <DeskPage title="Demo Request Triage">
      <DemoRequests state="open" links={DESK_REQUEST_LINKS} />
    </DeskPage>
  );
}

export function DeskCompletedRequestsScreen() {
  return (
    <DeskPage title="Completed Requests">
      <DemoRequests state="completed" links={DESK_REQUEST_LINKS} />
    </DeskPage>
  );
}

export function DeskTillScreen() {
  return (
    <DeskPage title="Till">
      <TillPage />
    </DeskPage>
  );
}

export function DeskDatabaseScreen() {
  return <ExportsPage />;
}
