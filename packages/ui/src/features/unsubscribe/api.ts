// GET and POST /api/mail/unsubscribe/:token: what a results or reminder e-mail's unsubscribe address stops and for
// whom, and the one-click unsubscribe itself (docs/decisions/281-one-click-unsubscribe.md). No session needed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { callApi } from '../../lib/api-client';

/** Its own key, kept here rather than in lib/query-keys.ts: the app's first download (/booking's budget) stays as it was. */
const topicKey = (token: string) => ['unsubscribe', token] as const;

export const useUnsubscribeTopic = (token: string) =>
  useQuery({
    queryKey: topicKey(token),
    queryFn: () => callApi(API.mail.unsubscribeTopic, { params: { token } }),
  });

export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(API.mail.unsubscribe, { params: { token } }),
    onSuccess: () => client.invalidateQueries({ queryKey: topicKey(token) }),
  });
}
