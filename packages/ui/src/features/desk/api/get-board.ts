// GET /api/desk/board — today's board: every occupancy with who holds it, and the day's leagues; `?date=` another
// day's (the till's picker). The live events (hooks/use-live-connection.ts) invalidate every day's, under one prefix,
// whenever anyone changes a bay.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getDeskBoard(date?: string) {
  return callApi(API.desk.board, { query: date ? { date } : {} });
}

/** Today's board, or `date`'s (a facility date) when given. */
export const deskBoardQueryOptions = (date?: string) =>
  queryOptions({
    queryKey: date ? queryKeys.desk.boardOn(date) : queryKeys.desk.board,
    queryFn: () => getDeskBoard(date),
  });

export function useDeskBoard(date?: string) {
  return useQuery(deskBoardQueryOptions(date));
}
