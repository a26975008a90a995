// The confirmation of "Charge Card" on a fee due (docs/decisions/306-fee-charged-to-the-card-on-file.md): staff confirm
// in a dialog naming the member and the amount; the server asks Stripe to charge the card on file and the fee shows
// "processing" until Stripe's event, or, when Stripe declines the card at once, "Card declined" with the reason and the
// fee still due. The button is the fee row's own (fees-due.tsx), there with the row's other buttons; this dialog and
// the request load lazily, when the button is first pointed at, focused or pressed.
import { CARD_DECLINED, feeChargeDeclinedText, feeChargeQuestion, formatCents, type BookingFee } from '@longwood/core';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useChargeFee } from '../api/fee-charge';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export function ChargeCardDialog({
  fee,
  open,
  onOpenChange: setAsking,
}: {
  fee: BookingFee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // No answer from Stripe: the card may have been charged, so not "Card not charged" (core's text says what next).
  const charge = useToastedMutation(useChargeFee(), (error) =>
    error instanceof ApiError && error.code === 'FEE_CHARGE_UNANSWERED' ? 'No answer from Stripe' : 'Card not charged',
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setAsking}
      title="Charge the card on file"
      description={feeChargeQuestion(fee)}
      confirmLabel={`Charge ${formatCents(fee.dueCents)}`}
      destructive={false}
      busy={charge.isPending}
      onConfirm={() =>
        charge.mutate(fee.bookingId, {
          onSuccess: (answer) => {
            setAsking(false);
            // Stripe declined the card at once: the fee is due again, with the reason, for the till or a waiver.
            if (!answer.charging && answer.chargeFailure) {
              toast({
                title: CARD_DECLINED,
                description: feeChargeDeclinedText(fee.memberName, answer.chargeFailure),
                variant: 'destructive',
              });
            } else if (answer.status === 'paid') {
              // Another click's charge of this fee succeeded while this one was on its way: nothing more was charged.
              toast({ title: 'Card charged', description: `${fee.memberName}'s card on file was charged.` });
            } else toast({ title: 'Charging the card', description: `${fee.memberName}'s card on file.` });
          },
          onError: () => setAsking(false),
        })
      }
    />
  );
}
