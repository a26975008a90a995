import { CheckList } from '../../../components/check-list';
import { MembershipNotice } from '../../../components/membership-notice';
import { MEMBERSHIP_BENEFITS } from '../../../config/membership-offer';

/** Signed-in people without member features on /booking (docs/requirements.md#booking-page; screens.tsx shows it). */
export function MembershipRequired() {
  return (
    <MembershipNotice
      wide
      message="Booking simulator bays is available to members. Become a member to enjoy:"
      action={{ to: '/#membership', label: 'View Membership Options' }}
    >
      <CheckList items={MEMBERSHIP_BENEFITS} className="mt-4 text-slate-800" />
    </MembershipNotice>
  );
}
