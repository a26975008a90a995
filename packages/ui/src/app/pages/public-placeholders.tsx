// Screens owned by the marketing/account engineer (packages/ui/src/features/*). Until each lands, its route
// renders one of these. They live in the main chunk because they are tiny; real screens should be lazy
// unless they are the landing page.
import { PlaceholderPage } from './placeholder-page';

export function LandingPlaceholder() {
  return (
    <div>
      <PlaceholderPage title="Orlando's Premier Golf Training Facility" description="Elevate Your Golf Performance" />
      {/* Anchors other screens link to (/#membership) exist even before the landing page is built. */}
      <section id="membership" aria-label="Membership" className="mx-auto max-w-2xl px-4 pb-10 text-center">
        <h2 className="text-xl font-semibold">Membership</h2>
        <p className="mt-2 text-slate-600">$200/month · 24/7 access · 4 hours of daily simulator time</p>
      </section>
    </div>
  );
}

export const ContactPlaceholder = () => <PlaceholderPage title="Book Your Free Demo" />;
export const PrivacyPolicyPlaceholder = () => <PlaceholderPage title="Privacy Policy" />;
export const ForgotPasswordPlaceholder = () => <PlaceholderPage title="Forgot Password" />;
export const VerifyResetPlaceholder = () => <PlaceholderPage title="Verify Reset Code" />;
export const ResetPasswordPlaceholder = () => <PlaceholderPage title="Reset Password" />;
export const AccountPlaceholder = () => <PlaceholderPage title="Account Details" />;
export const UpgradeMembershipPlaceholder = () => <PlaceholderPage title="Upgrade Membership" />;
