// GET /api/desk/board — today's board: every occupancy with who holds it, and the day's leagues. The live events
// (hooks/use-live-connection.ts) invalidate it whenever anyone changes a bay.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getDeskBoard() {
  return callApi(API.desk.board, {});
}

export const deskBoardQueryOptions = () => queryOptions({ queryKey: queryKeys.desk.board, queryFn: getDeskBoard });

export function useDeskBoard() {
  return useQuery(deskBoardQueryOptions());
}
