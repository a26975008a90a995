// The member's own lessons and cancelling one (the booking page's My Lessons; docs/decisions/120-coaching-lessons.md):
// a module apart from the lesson booking's reads (lessons.ts), so the booking page loads only these
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md). A lesson holds a bay, so writes refresh the bookings
// grids too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, myLessonsCursor, type MyLesson } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The member's lessons from today on plus the latest page of earlier ones, however long their history
 * (decision 021).
 */
export function getMyLessons() {
  return callApi(API.memberLessons.listMine, { query: {} });
}

/** The page of earlier lessons before `oldest` (the oldest one the member already sees). */
export function getEarlierLessons(oldest: MyLesson): Promise<MyLesson[]> {
  return callApi(API.memberLessons.listMine, { query: { cursor: myLessonsCursor(oldest) } });
}
export const myLessonsQueryOptions = () => queryOptions({ queryKey: queryKeys.coaching.mine, queryFn: getMyLessons });

/** While a lesson's payment is processing (the member is back from Checkout), read them again this often. */
const PROCESSING_POLL_MS = 2_000;

/**
 * The member's lessons; back from Stripe's Checkout they are read again every 2 s while a payment is processing, until
 * Stripe's event has made it paid (docs/decisions/303-lesson-prices-and-payment.md).
 */
export function useMyLessons(backFromCheckout = false) {
  return useQuery({
    ...myLessonsQueryOptions(),
    refetchInterval: (query) =>
      backFromCheckout && query.state.data?.some((l) => l.payment === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

/** Lessons and the bay grids both change when a lesson is booked or cancelled. */
export function useInvalidateLessons() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.coaching.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
      // A lesson booked or canceled may spend or give back account credit (decision 412).
      queryClient.invalidateQueries({ queryKey: queryKeys.credit.all }),
    ]);
}

export function cancelLesson(id: number): Promise<void> {
  return callApi(API.memberLessons.cancelOwn, { params: { id } });
}
export function useCancelLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({ mutationFn: cancelLesson, onSettled: invalidate });
}
