// "Paid $X: cash" and "Paid $X: card terminal": what the desk presses to record an amount due at the till (a lesson's,
// docs/decisions/303-lesson-prices-and-payment.md; a guest rental's, 304-guest-rentals-at-the-desk.md).
import { DESK_PAYMENT_METHODS, formatCents, PAYMENT_METHOD_LABELS, type DeskPaymentMethod } from '@longwood/core';
import { Button } from '../../../components/ui/button';

export function TakePaymentButtons({
  dueCents,
  disabled,
  onPay,
}: {
  dueCents: number;
  disabled: boolean;
  onPay: (method: DeskPaymentMethod) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {DESK_PAYMENT_METHODS.map((method) => (
        <Button key={method} size="sm" variant="secondary" disabled={disabled} onClick={() => onPay(method)}>
          Paid {formatCents(dueCents)}: {PAYMENT_METHOD_LABELS[method].toLowerCase()}
        </Button>
      ))}
    </div>
  );
}
