// /upgrade-membership (sign-in required): what membership gives, the price and fee terms (docs/requirements.md#upgrade-membership, docs/requirements.md#membership-offer), the
// in-person sign-up prompt with 'Book Demo', and the membership request form for a call back.
import { Link } from 'react-router-dom';
import { CheckList } from '../../../components/check-list';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardSection } from '../../../components/ui/titled-section';
import { PageContainer } from '../../../components/page-container';
import { PageSpinner } from '../../../components/ui/spinner';
import { facility, telHref } from '../../../config/facility';
import { COMPLIMENTARY_SESSION_BENEFIT, MEMBERSHIP_BENEFITS, membershipOffer } from '../../../config/membership-offer';
import { useUser } from '../../../lib/session';
import { MembershipRequestForm } from './membership-request-form';

const UPGRADE_BENEFITS = [...MEMBERSHIP_BENEFITS, COMPLIMENTARY_SESSION_BENEFIT];

export function UpgradeMembershipPage({ facilityPhone = facility.phone }: { facilityPhone?: string }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Loading..." />;
  if (!user) return null;

  return (
    <PageContainer className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Upgrade Your Membership</h1>
        <p className="mt-2 text-slate-600">
          24/7 elite golf simulator and fitness access, with expert coaching to elevate your game.
        </p>
      </div>

      {user.isMember ? (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-800">
          You already have an active membership. Thank you for being a member!
        </p>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <CardSection id="benefits-heading" title="Membership Benefits" cardClassName="p-6">
          <CheckList items={UPGRADE_BENEFITS} className="mt-4 text-sm text-slate-700" />
        </CardSection>

        <CardSection id="price-heading" title="Membership Price" cardClassName="p-6">
          <p className="mt-4">
            <span className="text-4xl font-bold text-slate-900">{membershipOffer.price}</span>
            <span className="text-slate-600">/month</span>
          </p>
          <p className="mt-2 text-sm text-slate-600">Over {membershipOffer.monthlyValue} in monthly value.</p>

          <h3 className="mt-6 text-base font-semibold text-slate-900">Fee Terms</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>{membershipOffer.price} per month, billed on the 1st of each month.</li>
            <li>Cancel anytime with 30 days notice.</li>
            <li>
              Cancellations are made by phone call to{' '}
              <a href={telHref(facilityPhone)} className="font-medium text-emerald-700 underline">
                {facilityPhone}
              </a>
              .
            </li>
          </ul>
        </CardSection>
      </div>

      <Card className="p-6">
        <section aria-labelledby="in-person-heading" className="md:flex md:items-center md:justify-between md:gap-6">
          <div>
            <h2 id="in-person-heading" className="text-lg font-semibold text-slate-900">
              Sign Up In Person
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              Memberships are set up in person at the facility. Book a free two-hour simulator demo to tour the
              facility, try the simulators and complete your sign-up with our staff.
            </p>
          </div>
          <Link to="/contact" className={buttonClasses('primary', 'lg', 'mt-4 shrink-0 md:mt-0')}>
            Book Demo
          </Link>
        </section>
      </Card>

      {!user.isMember ? (
        <CardSection id="request-heading" title="Request Membership" cardClassName="p-6">
          <p className="mt-2 mb-4 text-sm text-slate-600">
            Leave your details and our team will contact you to arrange your membership.
          </p>
          <MembershipRequestForm user={user} />
        </CardSection>
      ) : null}
    </PageContainer>
  );
}
