// GET /api/admin/export/{users,bookings,contact-submissions}: the database view's streamed CSV files, and
// GET /api/admin/export/activity: the activity log's, with its screen's filters. One feature streams every CSV
// file, so each is written and flushed the same way.
import { Router } from 'express';
import { API, DATABASE_EXPORTS, EXPORT_TABLES } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { ExportsService } from './service';

export function createExportsRouter(service: ExportsService): Router {
  const router = Router();
  for (const table of EXPORT_TABLES) handle(router, DATABASE_EXPORTS[table], ({ res }) => service.table(table, res));
  handle(router, API.activity.export, ({ res, query }) => service.activity(res, query));
  return router;
}
