// Route guards (SPEC §2, §6). Sign-in-required routes wait for the session read (spinner), then send
// visitors to /auth remembering where they were going. Admin screens check the admin flag themselves.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { User } from '@longwood/core';
import { AccessDenied } from '../components/access-denied';
import { PageSpinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast';
import { useUser } from '../lib/session';

export interface AuthRedirectState {
  from?: string;
}

/** Layout route: renders its children only for a signed-in user. */
export function RequireAuth() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Loading your session..." />;
  if (!user) {
    const state: AuthRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/auth" replace state={state} />;
  }
  return <Outlet />;
}

/** The signed-in user inside a RequireAuth subtree. */
export function useSignedInUser(): User {
  const { data } = useUser();
  if (!data) throw new Error('useSignedInUser must be used under RequireAuth');
  return data;
}

/** Admin-only screen: non-admins see 'Access Denied' in place of the screen. */
export function AdminOnly({ children, message }: { children: ReactNode; message?: string }) {
  const user = useSignedInUser();
  if (!user.isAdmin) return <AccessDenied {...(message ? { message } : {})} />;
  return <>{children}</>;
}

/** The admin dashboard sends non-admins home with a toast instead (SPEC §2 Admin dashboard). */
export function AdminDashboardGate({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const toasted = useRef(false);
  useEffect(() => {
    if (!user.isAdmin && !toasted.current) {
      toasted.current = true;
      toast({
        title: 'Access Denied',
        description: "You don't have permission to access the admin dashboard",
        variant: 'destructive',
      });
    }
  }, [user.isAdmin]);
  if (!user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Coach dashboard: coaches (and admins, who supervise them). */
export function CoachOnly({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  if (!user.isCoach && !user.isAdmin) {
    return <AccessDenied message="You must be a coach to view this page." />;
  }
  return <>{children}</>;
}
