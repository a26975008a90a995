// GET and POST /api/mail/unsubscribe/:token: what a results or reminder e-mail's unsubscribe address stops and for
// whom, and the one-click unsubscribe itself (docs/decisions/281-one-click-unsubscribe.md). No session needed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export const useUnsubscribeTopic = (token: string) =>
  useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: () => callApi(API.mail.unsubscribeTopic, { params: { token } }),
  });

export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.mail.unsubscribe, { params: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.unsubscribe(token) }),
  });
}
