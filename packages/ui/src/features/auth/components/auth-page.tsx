// /auth (docs/requirements.md#auth-page): Login and Register tabs beside a panel promoting membership. Signed-in visitors go home;
// a visitor sent here by a guarded route returns to it after signing in.
import { Tabs } from '@ark-ui/react/tabs';
import { can } from '@longwood/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { membershipOffer } from '../../../config/membership-offer';
import { cn } from '../../../lib/cn';
import { useUser } from '../../../lib/session';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

const tabClass = cn(
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors',
  'data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm',
  'focus-visible:outline-2 focus-visible:outline-emerald-600',
);

function safeRedirectTarget(from: unknown): string {
  // Only same-app paths: never bounce a freshly signed-in user to another origin.
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/auth')
    ? from
    : '/';
}

export function AuthPage() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: AuthTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const redirect = location.state as { from?: unknown; reason?: unknown } | null;
  const target = safeRedirectTarget(redirect?.from);
  // Sent here by a guarded link: say why, and that the page comes back after signing in.
  const reason = target !== '/' && typeof redirect?.reason === 'string' ? redirect.reason : null;

  const setTab = (next: AuthTab) => {
    setSearchParams(next === 'register' ? { tab: 'register' } : {}, {
      replace: true,
      state: location.state as unknown,
    });
  };
  // Signing in (or registering) sets the session, and the page then leads on (below).
  const onSignedIn = () => undefined;
  // The form was shown signed out: a session appearing now is this sign-in. An admin who signs in here lands on the
  // admin home (/admin-dashboard, docs/decisions/071-admin-dashboard-and-home.md); anyone sent by a guarded link
  // returns to it; a visitor who opens /auth already signed in is sent to / (docs/requirements.md#auth-page).
  const [formShown, setFormShown] = useState(false);
  useEffect(() => {
    if (!isPending && !user) setFormShown(true);
  }, [isPending, user]);
  const landing = formShown && target === '/' && can(user, 'admin:screens') ? '/admin-dashboard' : target;

  if (isPending) return <PageSpinner label="Loading your session..." />;
  if (user) return <Navigate to={landing} replace />;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8">
      <section
        aria-labelledby="auth-heading"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {reason ? (
          // A note, not a live status: it is there when the page opens, and read before the form.
          <p
            role="note"
            className="mb-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          >
            <span className="font-semibold">{reason}</span> You&apos;ll go straight back to it once you&apos;re signed
            in.
          </p>
        ) : null}
        <h1 id="auth-heading" className="text-2xl font-bold text-slate-900">
          {tab === 'login' ? 'Welcome back' : 'Create your account'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {tab === 'login' ? 'Sign in to book bays, join leagues and more.' : 'Register to get started.'}
        </p>
        <Tabs.Root
          value={tab}
          onValueChange={(d) => setTab(d.value as AuthTab)}
          lazyMount
          unmountOnExit
          className="mt-6"
        >
          <Tabs.List className="flex gap-1 rounded-lg bg-slate-100 p-1">
            <Tabs.Trigger value="login" className={tabClass}>
              Login
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Register
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="pt-6">
            <LoginForm onSuccess={onSignedIn} onSwitchToRegister={() => setTab('register')} />
          </Tabs.Content>
          <Tabs.Content value="register" className="pt-6">
            <RegisterForm onSuccess={onSignedIn} onSwitchToLogin={() => setTab('login')} />
          </Tabs.Content>
        </Tabs.Root>
      </section>

      <aside className="flex flex-col justify-center rounded-xl bg-gradient-to-br from-emerald-800 to-slate-900 p-8 text-white">
        <h2 className="text-2xl font-bold">Elevate Your Golf Performance</h2>
        <p className="mt-2 text-emerald-100">Membership at Longwood's golf simulator and fitness facility includes:</p>
        <ul className="mt-6 space-y-3">
          {['24/7 gym access', '4 hours of daily simulator time', 'Coaching options with certified experts'].map(
            (benefit) => (
              <li key={benefit} className="flex items-start gap-3">
                <span aria-hidden="true" className="mt-0.5 text-emerald-300">
                  ✓
                </span>
                <span>{benefit}</span>
              </li>
            ),
          )}
        </ul>
        <p className="mt-8 text-sm text-emerald-100">{membershipOffer.price}/month · No contracts · Cancel anytime</p>
      </aside>
    </div>
  );
}
