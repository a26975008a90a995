// A member's account credit on the account page (docs/decisions/412-account-credit.md): shown only while there is
// some; it is spent first on their next lesson, online or at the front desk.
import { creditLine } from '@longwood/core';
import { CardSection } from '../../../components/ui/titled-section';
import { useMyCredit } from '../api/credit';

export function AccountCreditCard() {
  const credit = useMyCredit();
  const cents = credit.data?.balanceCents ?? 0;
  if (cents <= 0) return null;
  return (
    <CardSection id="account-credit-heading" title="Account Credit" cardClassName="p-6">
      <p className="mt-3 text-lg font-semibold text-slate-900">{creditLine(cents)}</p>
      <p className="mt-1 text-sm text-slate-600">
        From a canceled paid lesson. It is spent first on your next lesson, online or at the front desk.
      </p>
    </CardSection>
  );
}
