import { MembershipNotice } from '../../../components/membership-notice';
import { MEMBERSHIP_BENEFITS } from '../../../config/membership-offer';

/** Signed-in people without member features on /booking (docs/requirements.md#booking-page; routes.tsx shows it). */
export function MembershipRequired() {
  return (
    <MembershipNotice
      wide
      message="Booking simulator bays is available to members. Become a member to enjoy:"
      action={{ to: '/#membership', label: 'View Membership Options' }}
    >
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
    </MembershipNotice>
  );
}
