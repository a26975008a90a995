// GET /api/desk/board — today's board: every occupancy with who holds it, and the day's leagues. The live events
// (hooks/use-desk-connection.ts) invalidate it whenever anyone changes a bay.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const deskBoardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.desk.board, queryFn: () => callApi(API.desk.board, {}) });

export function useDeskBoard() {
  return useQuery(deskBoardQueryOptions());
}
