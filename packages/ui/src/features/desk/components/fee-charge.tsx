// "Charge Card" on a fee due (docs/decisions/306-fee-charged-to-the-card-on-file.md): staff confirm in a dialog naming
// the member and the amount; the server asks Stripe to charge the card on file and the fee shows "processing" until
// Stripe's event, or, when Stripe declines the card at once, "Card declined" with the reason and the fee still due.
// Loaded lazily by fees-due.tsx, only for a fee with a card on file.
import { CARD_DECLINED, feeChargeDeclinedText, feeChargeQuestion, formatCents, type BookingFee } from '@longwood/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useChargeFee } from '../api/fee-charge';

export function ChargeCard({ fee }: { fee: BookingFee }) {
  const charge = useChargeFee();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        Charge Card
      </Button>
      <ConfirmDialog
        open={asking}
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
              } else toast({ title: 'Charging the card', description: `${fee.memberName}'s card on file.` });
            },
            onError: (error) => {
              setAsking(false);
              toast({ title: 'Card not charged', description: errorMessage(error), variant: 'destructive' });
            },
          })
        }
      />
    </>
  );
}
