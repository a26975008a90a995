// Lesson reads and writes for members (docs/decisions/120-coaching-lessons.md): the coaches, the offered start
// times, booking, own lessons and cancelling. A lesson holds a bay, so writes refresh the bookings grids too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, myLessonsCursor, type MyLesson, type RouteBodyInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getCoaches() {
  return callApi(API.coaching.coaches, {});
}
export const coachesQueryOptions = () => queryOptions({ queryKey: queryKeys.coaching.coaches, queryFn: getCoaches });
export function useCoaches() {
  return useQuery(coachesQueryOptions());
}

export function getLessonAvailability(date: string, durationMinutes: number, coachId: number | null) {
  return callApi(API.coaching.availability, {
    query: { date, durationMinutes, ...(coachId !== null ? { coachId } : {}) },
  });
}
export const lessonAvailabilityQueryOptions = (date: string, durationMinutes: number, coachId: number | null) =>
  queryOptions({
    queryKey: queryKeys.coaching.availability(date, durationMinutes, coachId),
    queryFn: () => getLessonAvailability(date, durationMinutes, coachId),
  });
export function useLessonAvailability(date: string, durationMinutes: number, coachId: number | null) {
  return useQuery(lessonAvailabilityQueryOptions(date, durationMinutes, coachId));
}

/**
 * The member's lessons from today on plus the latest page of earlier ones, however long their history
 * (decision 180).
 */
export function getMyLessons() {
  return callApi(API.coaching.listMine, { query: {} });
}

/** The page of earlier lessons before `oldest` (the oldest one the member already sees). */
export function getEarlierLessons(oldest: MyLesson): Promise<MyLesson[]> {
  return callApi(API.coaching.listMine, { query: { cursor: myLessonsCursor(oldest) } });
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
function useInvalidateLessons() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.coaching.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
    ]);
}

export function bookLesson(body: RouteBodyInput<typeof API.coaching.book>) {
  return callApi(API.coaching.book, { body });
}
export function useBookLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({ mutationFn: bookLesson, onSettled: invalidate });
}

export function cancelLesson(id: number): Promise<void> {
  return callApi(API.coaching.cancelOwn, { params: { id } });
}
export function useCancelLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({ mutationFn: cancelLesson, onSettled: invalidate });
}
