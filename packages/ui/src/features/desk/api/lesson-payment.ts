// A lesson on the desk's board, with its price and where its payment stands
// (docs/decisions/303-lesson-prices-and-payment.md): the desk marks it paid by recording the payment at the till
// (POST /api/payments, purpose "lesson").
import { useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useDeskLesson(bookingId: number) {
  return useQuery({
    queryKey: queryKeys.desk.lesson(bookingId),
    queryFn: () => callApi(API.coaching.deskLesson, { params: { id: bookingId } }),
  });
}
