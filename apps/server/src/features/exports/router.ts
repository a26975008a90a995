// GET /api/admin/export/{users,bookings,contact-submissions}: the database view's streamed CSV files, and
// GET /api/admin/export/activity: the activity log's (docs/decisions/103-activity-log.md).
import { FeatureRoutes } from '../../http/api-routes';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { ExportsService } from './service';

export function createExportsRouter(service: ExportsService): FeatureRoutes {
  const router = new FeatureRoutes();
  const { database } = API;
  handle(router, database.exportUsers, ({ res }) => service.users(res));
  handle(router, database.exportBookings, ({ res }) => service.bookings(res));
  handle(router, database.exportContactSubmissions, ({ res }) => service.contactSubmissions(res));
  handle(router, API.activity.export, ({ res, query }) => service.activity(res, query));
  return router;
}
