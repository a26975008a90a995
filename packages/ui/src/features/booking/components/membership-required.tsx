import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PageContainer } from '../../../components/page-container';
import { MEMBERSHIP_BENEFITS } from '../../../config/membership-offer';

/** Signed-in non-members on /booking (SPEC §2 Booking page). */
export function MembershipRequired() {
  return (
    <PageContainer className="max-w-2xl">
      <section aria-labelledby="membership-required" className="rounded-xl border border-amber-200 bg-amber-50 p-8">
        <h1 id="membership-required" className="text-2xl font-bold text-slate-900">
          Membership Required
        </h1>
        <p className="mt-2 text-slate-700">
          Booking simulator bays is available to members. Become a member to enjoy:
        </p>
        <ul className="mt-4 space-y-2">
          {MEMBERSHIP_BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-2 text-slate-800">
              <span aria-hidden="true" className="text-emerald-700">
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
        <Link to="/#membership" className={buttonClasses('primary', 'lg', 'mt-6')}>
          View Membership Options
        </Link>
      </section>
    </PageContainer>
  );
}
