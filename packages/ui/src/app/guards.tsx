// Route guards (docs/requirements.md#routes, docs/requirements.md#roles). Sign-in-required routes wait for the session read (spinner), then send visitors
// to /auth remembering where they were going. What a signed-in person may open is decided by core's ONE role
// policy (`can`, docs/decisions/085-role-policy.md): screens.tsx gives every signed-in screen its capability and
// routes.tsx wraps it in <RequireCapability>, so the server's guard and the screen's gate read the same table.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { POLICY, type Capability, type ErrorCode } from '@longwood/core';
import { AccessDenied } from '../components/access-denied';
import { PageSpinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast';
import { useUser } from '../lib/session';
import { useAccess } from '../lib/use-can';

export interface AuthRedirectState {
  from?: string;
  /** Why /auth is shown, e.g. 'Sign in to book a bay.' (the auth page says it above the form). */
  reason?: string;
}

/** Why a signed-out visitor was sent to /auth from `pathname` (docs/decisions/143-errors-toasts-and-sign-in-reasons.md). */
export function signInReason(pathname: string): string {
  if (pathname === '/booking') return 'Sign in to book a bay.';
  if (pathname === '/book-lesson') return 'Sign in to book a lesson.';
  if (pathname === '/leagues-signup' || pathname.startsWith('/leagues/')) return 'Sign in to join a league.';
  if (pathname === '/account') return 'Sign in to see your account.';
  if (pathname === '/game') return 'Sign in to see your game.';
  if (pathname === '/upgrade-membership') return 'Sign in to upgrade your membership.';
  if (pathname === '/coach/dashboard') return 'Sign in to open the coach dashboard.';
  if (pathname.startsWith('/admin') || pathname === '/database-view' || pathname === '/completed-demo-requests') {
    return 'Sign in to open the admin console.';
  }
  return 'Sign in to continue.';
}

/** Layout route: renders its children only for a signed-in user. */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Loading your session..." />;
  if (!user) {
    const state: AuthRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
      reason: signInReason(location.pathname),
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

/** 'Access Denied' texts by the reason the policy gives (docs/requirements.md#routes: admin screens say 'administrator'). */
const ACCESS_DENIED_TEXT: Partial<Record<ErrorCode, string>> = {
  ADMINS_ONLY: 'You must be an administrator to view this page.',
  COACHES_ONLY: 'You must be a coach to view this page.',
  STAFF_ONLY: 'You must be front desk staff or an administrator to view this page.',
  MEMBERS_ONLY: 'You must be a member to view this page.',
  LEAGUE_ORGANISERS_ONLY: "You must be this league's organiser or an administrator to view this page.",
};

/**
 * A screen for holders of `capability`. Others see `denied` (e.g. the booking page's 'Membership Required'),
 * or 'Access Denied' with the policy's reason (docs/requirements.md#roles: non-admins on admin screens).
 */
export function RequireCapability({
  capability,
  denied,
  league,
  children,
}: {
  capability: Capability;
  denied?: ReactNode;
  /** The path parameter naming the league, for a capability its organisers hold. */
  league?: string;
  children: ReactNode;
}) {
  const params = useParams();
  const access = useAccess(capability, league ? Number(params[league]) : undefined);
  if (access === 'pending') return <PageSpinner label="Checking your access..." />;
  if (access === 'denied') {
    return <>{denied ?? <AccessDenied message={ACCESS_DENIED_TEXT[POLICY[capability].denied]} />}</>;
  }
  return <>{children}</>;
}

/** The admin dashboard sends those without admin screens home with a toast instead (docs/requirements.md#admin-dashboard). */
export function AdminDashboardDenied() {
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    toast({
      title: 'Access Denied',
      description: "You don't have permission to access the admin dashboard",
      variant: 'destructive',
    });
  }, []);
  return <Navigate to="/" replace />;
}
