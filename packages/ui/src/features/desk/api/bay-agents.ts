// Each bay agent's health line (docs/decisions/423-bay-agent-health-line.md): GET /api/desk/bay-agents, every bay's
// last report, read again every 30 s (an agent reports every minute).
import { useQuery } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useBayAgents() {
  return useQuery({
    queryKey: queryKeys.desk.bayAgents,
    queryFn: () => callApi(API.bay.agents, {}),
    refetchInterval: 30_000,
  });
}
