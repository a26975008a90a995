// Lesson reads and writes for members (docs/decisions/120-coaching-lessons.md): the coaches, the offered start
// times and booking (own lessons and cancelling: my-lessons.ts). A lesson holds a bay, so writes refresh the bookings
// grids too.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API, type RouteBodyInput } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidateLessons } from './my-lessons';

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

export function bookLesson(body: RouteBodyInput<typeof API.coaching.book>) {
  return callApi(API.coaching.book, { body });
}
export function useBookLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({ mutationFn: bookLesson, onSettled: invalidate });
}
