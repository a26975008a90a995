// The fees due at the desk (docs/decisions/305-no-show-and-late-cancel-fees.md): each no-show or late-cancel fee not
// yet paid or waived, with the member's name, the booking and what is due. "Paid $X: cash" / "card terminal" records
// it at the till (POST /api/payments, purpose "fee"), which settles it; "Waive" asks why (the activity log keeps it).
// With a card on file (decision 306), "Charge Card" asks staff to confirm the member and the amount, then shows
// "processing" until Stripe's event settles the fee or returns it with the reason ("Card declined: insufficient funds").
// A charge whose answer never came back stays processing with core's CHARGE_UNANSWERED text and "Charge Card" to ask
// Stripe again with the same key: the till and "Waive" stay away until Stripe has said.
import { FEE_KIND_LABELS, formatCents, type BookingFee } from '@longwood/core';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { registerField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateShort, formatTimeRange } from '../../../lib/format';
import { showFormFailure } from '../../../lib/form-errors';
import { lazyNamed, useOpenedOnce } from '../../../lib/lazy-named';
import { useFeesDue, useWaiveFee } from '../api/fees';
import { useRecordPayment } from '../api/till';
import { InlineFieldForm } from './inline-field-form';
import { TakePaymentButtons } from './take-payment-buttons';
import { useToastedMutation } from '../../../lib/toasted-mutation';

// The confirmation of "Charge Card", loaded when the button is first pointed at, focused or pressed (the desk chunk's
// budget, decision 255); the button itself is the row's, so the row's buttons arrive together and never move.
const ChargeCardDialog = lazyNamed(() => import('./fee-charge'), 'ChargeCardDialog');

function WaiveForm({ fee, onDone }: { fee: BookingFee; onDone: () => void }) {
  const waive = useWaiveFee();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const onSubmit = form.handleSubmit(({ reason }) =>
    waive.mutate(
      { bookingId: fee.bookingId, reason },
      {
        onSuccess: () => {
          toast({
            title: 'Fee waived',
            description: `${fee.memberName}'s ${FEE_KIND_LABELS[fee.kind].toLowerCase()}.`,
          });
          onDone();
        },
        onError: (error) => showFormFailure(form, error, 'Fee not waived', 'Could not waive the fee'),
      },
    ),
  );
  return (
    <InlineFieldForm
      label={`Waive ${fee.memberName}'s fee`}
      onSubmit={onSubmit}
      field={<TextField label="Why is it waived?" autoComplete="off" {...registerField(form, 'reason')} />}
      submitLabel="Waive fee"
      pending={waive.isPending}
      onCancel={onDone}
    />
  );
}

function FeeRow({ fee }: { fee: BookingFee }) {
  const record = useToastedMutation(useRecordPayment(), 'Fee not recorded');
  const [waiving, setWaiving] = useState(false);
  const [askingCharge, setAskingCharge] = useState(false);
  const chargeOpened = useOpenedOnce(askingCharge);
  const preloadCharge = () => void ChargeCardDialog.preload();
  const label = `${fee.memberName}, ${FEE_KIND_LABELS[fee.kind]}`;
  const chargeCard = fee.cardOnFile ? (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setAskingCharge(true)}
        onPointerEnter={preloadCharge}
        onFocus={preloadCharge}
      >
        Charge Card
      </Button>
      {chargeOpened ? (
        <Suspense fallback={null}>
          <ChargeCardDialog fee={fee} open={askingCharge} onOpenChange={setAskingCharge} />
        </Suspense>
      ) : null}
    </>
  ) : null;
  return (
    <li className="space-y-2 border-t border-slate-200 py-3" aria-label={label}>
      <p>
        <span className="font-medium text-slate-900">{fee.memberName}</span>{' '}
        <span className="text-slate-700">
          {FEE_KIND_LABELS[fee.kind]}: {formatCents(fee.dueCents)} due
        </span>
        <span className="block text-sm text-slate-600">
          {fee.bayName}, {formatDateShort(fee.bookingDate)}, {formatTimeRange(fee.startTime, fee.endTime)}
        </span>
      </p>
      {/* Core's words for the failure, said once: "Card declined: insufficient funds", "Card expired". */}
      {fee.chargeFailure && !fee.charging ? (
        <p className="text-sm font-medium text-red-700">{fee.chargeFailure}</p>
      ) : null}
      {fee.charging && fee.chargeFailure ? (
        // Stripe never answered the charge: processing still, and "Charge Card" asks Stripe again (the same charge).
        <div className="space-y-2">
          <p role="status" className="text-sm font-medium text-amber-800">
            {fee.chargeFailure}
          </p>
          <div className="flex flex-wrap gap-2">{chargeCard}</div>
        </div>
      ) : fee.charging ? (
        <p role="status" className="text-sm text-slate-700">
          Charging the card on file: processing...
        </p>
      ) : waiving ? (
        <WaiveForm fee={fee} onDone={() => setWaiving(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <TakePaymentButtons
            dueCents={fee.dueCents}
            disabled={record.isPending}
            onPay={(method) =>
              record.mutate(
                {
                  amountCents: fee.dueCents,
                  method,
                  purpose: 'fee',
                  bookingId: fee.bookingId,
                  userId: fee.userId,
                },
                {
                  onSuccess: (entry) =>
                    toast({
                      title: 'Fee paid',
                      description: `${formatCents(entry.amountCents)} from ${fee.memberName}.`,
                    }),
                },
              )
            }
          />
          {chargeCard}
          <Button size="sm" variant="outline" onClick={() => setWaiving(true)}>
            Waive
          </Button>
        </div>
      )}
    </li>
  );
}

export function FeesDue() {
  const fees = useFeesDue();
  return (
    <section aria-labelledby="fees-due-heading" className="print:hidden">
      <h2 id="fees-due-heading" className="text-lg font-semibold text-slate-900">
        Fees due
      </h2>
      {fees.isPending ? (
        <Spinner label="Loading the fees due..." />
      ) : fees.isError ? (
        <p role="alert">{errorMessage(fees.error, 'Could not load the fees due.')}</p>
      ) : fees.data.fees.length === 0 ? (
        <p className="mt-2 text-slate-600">No no-show or late-cancel fees are due.</p>
      ) : (
        <ul className="mt-2">
          {fees.data.fees.map((fee) => (
            <FeeRow key={fee.bookingId} fee={fee} />
          ))}
        </ul>
      )}
    </section>
  );
}
