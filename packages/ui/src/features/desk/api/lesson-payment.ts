// A lesson on the desk's board, with its price and where its payment stands
// (docs/decisions/303-lesson-prices-and-payment.md): the desk marks it paid by recording the payment at the till
// (POST /api/payments, purpose "lesson").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useDeskLesson(bookingId: number) {
  return useQuery({
    queryKey: queryKeys.desk.lesson(bookingId),
    queryFn: () => callApi(API.coaching.deskLesson, { params: { id: bookingId } }),
  });
}

/** The lesson's member's account credit, read while the lesson is due (docs/decisions/412-account-credit.md). */
export function useMemberCredit(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.credit.of(userId),
    queryFn: () => callApi(API.credit.of, { params: { id: userId } }),
    enabled,
  });
}

/** "Account credit": what is left of the lesson paid from its member's credit, as far as it goes. */
export function useSpendCreditOnLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: number) => callApi(API.credit.spendOnLesson, { params: { id: lessonId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.credit.all }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'lesson'] }),
      ]),
  });
}
