// Shots nobody booked (docs/decisions/241-bay-shots-matched-to-the-bay.md): GET /api/desk/bay-shots?bayId&date&before,
// a page at a time, newest first (decision 435), and POST /api/desk/bay-shots/give, which adds the chosen shots to a
// member's session for that bay and date.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type BayShotAssign } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The pages read so far; `fetchNextPage` reads the shots hit before the last one shown. */
export function useUnassignedBayShots(bayId: number, date: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.desk.bayShots(bayId, date),
    queryFn: ({ pageParam }) =>
      callApi(API.bay.unassigned, { query: { bayId, date, ...(pageParam ? { before: pageParam } : {}) } }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useGiveBayShots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BayShotAssign) => callApi(API.bay.give, { body }),
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.desk.bayShots(body.bayId, body.date) }),
  });
}
