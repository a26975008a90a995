// The member's dues on /account (docs/decisions/301-membership-dues.md): the plan, the next charge (or the grace
// period, or the end date), 'Pay membership dues' while a payment link waits (Stripe's Checkout page), 'Manage card
// and invoices' (Stripe's customer portal) and their receipts from the ledger. Back from Checkout
// (/account?checkout=done) it says the payment is processing until Stripe's event makes it true, then the membership
// shows at once. Without online payments and with nothing paid, it shows nothing (dues are paid at the desk).
import {
  facilityToday,
  formatCents,
  formatDateShort,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PURPOSE_LABELS,
  type User,
} from '@longwood/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DuesLines } from '../../../components/dues-lines';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useMyDues, useOpenBillingPortal } from '../api/dues';

export function DuesCard({ user }: { user: User }) {
  const [searchParams] = useSearchParams();
  const backFromCheckout = searchParams.get('checkout') === 'done';
  const dues = useMyDues(backFromCheckout);
  const portal = useOpenBillingPortal();
  const queryClient = useQueryClient();
  const view = dues.data;

  // Stripe's event made them a member: the session's copy of the account says so too (the membership card, the menu).
  const memberNow = view?.status === 'active' || view?.status === 'grace';
  useEffect(() => {
    if (memberNow && !user.isMember) void queryClient.invalidateQueries({ queryKey: queryKeys.session, exact: true });
  }, [memberNow, user.isMember, queryClient]);

  if (dues.isPending) return <Spinner label="Loading your dues..." />;
  if (dues.isError) {
    return (
      <Card className="p-6" role="alert">
        <p className="text-sm text-red-700">{errorMessage(dues.error, 'Failed to load your dues.')}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void dues.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!view!.online && view!.receipts.length === 0) return null;
  const processing = backFromCheckout && view!.status === 'link_sent';

  return (
    <Card className="p-6">
      <section aria-labelledby="dues-heading" className="space-y-4">
        <h2 id="dues-heading" className="text-lg font-semibold text-slate-900">
          Membership Dues
        </h2>
        {processing ? (
          <p role="status" className="rounded-md bg-sky-50 p-3 text-sm text-sky-900">
            Payment processing: your membership starts as soon as Stripe confirms the payment.
          </p>
        ) : null}
        {view!.status === 'none' ? null : <DuesLines view={view!} />}
        <div className="flex flex-wrap gap-2">
          {view!.checkoutUrl && !processing ? (
            <a href={view!.checkoutUrl} className={buttonClasses('primary', 'md')}>
              Pay membership dues
            </a>
          ) : null}
          {view!.portal ? (
            <Button variant="outline" onClick={() => portal.mutate()} disabled={portal.isPending}>
              {portal.isPending ? 'Opening...' : 'Manage card and invoices'}
            </Button>
          ) : null}
        </div>
        {portal.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(portal.error)}
          </p>
        ) : null}
        {view!.receipts.length > 0 ? (
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left font-medium text-slate-700">Receipts</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Date</th>
                <th scope="col">For</th>
                <th scope="col">Amount</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {view!.receipts.map((receipt) => (
                <tr key={receipt.id}>
                  <td className="py-1 pr-2 whitespace-nowrap">
                    {formatDateShort(facilityToday(new Date(receipt.at)))}
                  </td>
                  <td className="py-1 pr-2">
                    {PAYMENT_PURPOSE_LABELS[receipt.purpose]}
                    <span className="text-slate-500"> · {PAYMENT_METHOD_LABELS[receipt.method]}</span>
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {formatCents(receipt.kind === 'refund' ? -receipt.amountCents : receipt.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </Card>
  );
}
