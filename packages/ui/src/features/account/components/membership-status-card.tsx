// Membership status (docs/requirements.md#account-page): members see what their membership includes; others are pointed at
// /upgrade-membership — except staff who already have member features (core's role policy: admins).
import type { User } from '@longwood/core';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/titled-section';
import { useCan } from '../../../lib/use-can';

export function MembershipStatusCard({ user }: { user: User }) {
  const memberFeatures = useCan('member:features');
  return (
    <CardSection id="membership-heading" title="Membership Status" cardClassName="p-6">
      {user.isMember ? (
        <div className="mt-3 space-y-2">
          <p>
            <span className="inline-flex items-center rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
              Active Member
            </span>
          </p>
          <p className="text-sm text-slate-600">
            Your membership includes 24/7 facility access, 4 hours of daily simulator time and one complimentary
            training session per month.
          </p>
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p>
            <span className="inline-flex items-center rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
              Not a member
            </span>
          </p>
          {memberFeatures ? (
            <p className="text-sm text-slate-600">
              As a member of staff you can book bays, read the entrance code and join leagues without a membership.
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                Become a member to book simulator bays, join leagues and track your performance.
              </p>
              <Link to="/upgrade-membership" className={buttonClasses('primary', 'md')}>
                Upgrade Membership
              </Link>
            </>
          )}
        </div>
      )}
    </CardSection>
  );
}
