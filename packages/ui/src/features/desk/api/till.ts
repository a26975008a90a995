// The desk's till (docs/decisions/260-payments-ledger.md): the day's till and rows, a payment taken in person, a
// refund, the day's close (407). Every write reads the day's till and rows again, and what a lesson or a guest rental has paid (a payment
// at the till may name either: decisions 303 and 304).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type LedgerEntry, type RecordPaymentInput, type RefundReason, type TillCloseInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useTill(date: string) {
  return useQuery({
    queryKey: queryKeys.desk.till(date),
    queryFn: () => callApi(API.payments.till, { query: { date } }),
  });
}

export function useDayPayments(date: string) {
  return useQuery({
    queryKey: queryKeys.desk.payments(date),
    queryFn: () => callApi(API.payments.day, { query: { date } }),
  });
}

function useTillWrite<V>(write: (variables: V) => Promise<LedgerEntry>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['desk', 'till'] }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'payments'] }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'lesson'] }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'rental'] }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'fees'] }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'league-buy-ins'] }),
      ]),
  });
}

/** The day's league nights that play for money, with each player's buy-in due (decision 491). */
export function useLeagueBuyIns(date: string) {
  return useQuery({
    queryKey: queryKeys.desk.leagueBuyIns(date),
    queryFn: () => callApi(API.leagueMoney.deskBuyIns, { query: { date } }),
  });
}

export const useRecordPayment = () =>
  useTillWrite((body: RecordPaymentInput) => callApi(API.payments.record, { body }));

/** A refund: a desk payment's at once; an online one's through Stripe, with Stripe's reason (decision 408). */
export const useRefundPayment = () =>
  useTillWrite(({ id, amountCents, reason }: { id: number; amountCents: number; reason?: RefundReason }) =>
    callApi(API.payments.refund, { params: { id }, body: reason ? { amountCents, reason } : { amountCents } }),
  );

/** Closes a day's till (docs/decisions/407-the-days-close-at-the-desk.md): the till is read again, with its close. */
export function useCloseTill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TillCloseInput) => callApi(API.payments.close, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['desk', 'till'] }),
  });
}
