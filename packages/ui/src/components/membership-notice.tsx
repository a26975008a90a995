import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from './ui/button';
import { PageContainer } from './page-container';

/**
 * 'Membership Required': what member screens show signed-in people without member features (the role policy's
 * denied view, screens.tsx). Leagues and lessons give a sentence and 'Upgrade to Membership' (docs/requirements.md#member-leagues);
 * the booking page adds the benefits list and its own button (features/bookings/components/membership-required).
 */
export function MembershipNotice({
  message,
  children,
  action = { to: '/upgrade-membership', label: 'Upgrade to Membership' },
  wide = false,
}: {
  message: string;
  /** More content between the message and the button (the booking page's benefits). */
  children?: ReactNode;
  action?: { to: string; label: string };
  wide?: boolean;
}) {
  return (
    <PageContainer className={wide ? 'max-w-2xl' : 'max-w-xl text-center'}>
      <section aria-labelledby="membership-notice" className="rounded-xl border border-amber-200 bg-amber-50 p-8">
        <h1 id="membership-notice" className="text-2xl font-bold text-slate-900">
          Membership Required
        </h1>
        <p className="mt-2 text-slate-700">{message}</p>
        {children}
        <Link to={action.to} className={buttonClasses('primary', wide ? 'lg' : 'md', 'mt-6')}>
          {action.label}
        </Link>
      </section>
    </PageContainer>
  );
}
