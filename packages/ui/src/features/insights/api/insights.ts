// GET /api/admin/insights (the owner's figures over a range) and GET /api/admin/insights/list (the rows behind one
// figure), each a fetcher, a queryOptions factory and a hook (docs/decisions/245-owner-insights.md).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type InsightsListQuery } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getInsights = (from: string, to: string) => callApi(API.insights.get, { query: { from, to } });
export const insightsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: queryKeys.admin.insights(from, to), queryFn: () => getInsights(from, to) });
export const useInsights = (from: string, to: string) => useQuery(insightsQueryOptions(from, to));

/** GET /api/admin/revenue: the ledger's money over the same range (docs/decisions/302-revenue-from-the-ledger.md). */
export const useRevenue = (from: string, to: string) =>
  useQuery({
    queryKey: queryKeys.admin.revenue(from, to),
    queryFn: () => callApi(API.revenue.get, { query: { from, to } }),
  });

export const getInsightsList = (query: InsightsListQuery) => callApi(API.insights.list, { query });
export const insightsListQueryOptions = (query: InsightsListQuery) =>
  queryOptions({ queryKey: queryKeys.admin.insightsList({ ...query }), queryFn: () => getInsightsList(query) });
export const useInsightsList = (query: InsightsListQuery) => useQuery(insightsListQueryOptions(query));
