// The signed-in member's account credit (docs/decisions/412-account-credit.md): what a canceled paid lesson gave back,
// spent first on their next lesson.
import { useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useMyCredit(enabled = true) {
  return useQuery({ queryKey: queryKeys.credit.mine, queryFn: () => callApi(API.credit.mine, {}), enabled });
}
