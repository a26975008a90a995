// The insights' slice of the API contract, merged into the one API by contract.ts
// (docs/decisions/245-owner-insights.md): admins only, through the role policy's admin screens capability.
import { OK, defineRoute } from '../route';
import { insightsListQuerySchema, insightsListSchema, insightsQuerySchema, insightsSchema } from './schemas';

export const insights = {
  /** The figures of a range: bay use (heat map, occupancy), members, no-shows, cancellations, lessons, leagues, demos. */
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/insights',
    access: 'admin:screens',
    query: insightsQuerySchema,
    response: insightsSchema,
    status: OK,
  }),
  /** The rows behind one figure (the list page and its CSV file). */
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/insights/list',
    access: 'admin:screens',
    query: insightsListQuerySchema,
    response: insightsListSchema,
    status: OK,
  }),
} as const;

/** The slice's groups as one object (its probes' type). */
export const INSIGHTS_API = { insights } as const;
