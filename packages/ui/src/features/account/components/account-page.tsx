// /account (sign-in required; the router's RequireAuth guards it): profile, membership status and dues, the calendar feed
// for members and coaches, the lesson reminders switch for members, and the performance report for those with member
// features (core's role policy), with "Live now" while their booking runs and the way to My Game (/game), where the
// Game panel has its page.
import { Link } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { PageSpinner } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/session';
import { useCan } from '../../../lib/use-can';
import { MembershipStatusCard } from './membership-status-card';
import { DuesCard } from './dues-card';
import { AccountCreditCard } from './account-credit-card';
import { PerformanceReportPanel } from './performance-report-panel';
import { LiveNow } from './live-now';
import { DevicesCard } from './devices-card';
import { SecondFactorCard } from './second-factor-card';
import { LessonRemindersCard } from './lesson-reminders-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { EmailVerificationCard } from './email-verification-card';
import { OrganisedLeaguesCard } from '../../leagues';
import { ProfileCard } from './profile-card';

export function AccountPage() {
  const { data: user, isPending } = useUser();
  const memberFeatures = useCan('member:features');
  const calendarFeed = useCan('calendar:feed');
  const secondFactor = useCan('account:second-factor');
  if (isPending) return <PageSpinner label="Loading your account..." />;
  // RequireAuth has already sent visitors to /auth; this only covers a session that ended meanwhile.
  if (!user) return null;

  return (
    <PageContainer className="max-w-3xl space-y-6">
      <Link
        to="/"
        className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        <span aria-hidden="true">←</span> Back to Home
      </Link>
      <h1 className="text-3xl font-bold text-slate-900">Account Details</h1>
      {user.emailVerified ? null : <EmailVerificationCard email={user.email} />}
      <ProfileCard user={user} />
      <MembershipStatusCard user={user} />
      <OrganisedLeaguesCard user={user} />
      <DuesCard user={user} />
      <AccountCreditCard />
      {calendarFeed ? <CalendarFeedCard /> : null}
      {memberFeatures ? <LessonRemindersCard /> : null}
      {secondFactor ? <SecondFactorCard /> : null}
      <DevicesCard />
      {memberFeatures ? (
        <>
          <LiveNow />
          <PerformanceReportPanel />
          <p className="text-sm text-slate-600">
            Your shots from the simulators, club by club, are on{' '}
            <Link to="/game" className="font-medium text-emerald-700 underline">
              My Game
            </Link>
            .
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">Performance reports are available to members.</p>
      )}
    </PageContainer>
  );
}
