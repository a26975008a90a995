// GET /api/user/calendar-feed, POST /api/user/calendar-feed/reset and the feed itself, GET /api/calendar/:secret.ics
// (docs/decisions/203-calendar-feed.md). Mounted from core's API contract.
import { Router, type Response } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { CalendarFeedService } from './service';

/** The feed as calendar programs read it; private and never kept by a shared cache (it is one person's diary). */
function sendCalendar(res: Response, text: string): void {
  res.status(200);
  res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
  res.setHeader('Cache-Control', 'private, no-store, max-age=0');
  res.setHeader('Content-Disposition', 'inline; filename="longwood-golf.ics"');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.end(text);
}

export function createCalendarFeedRouter(service: CalendarFeedService): Router {
  const router = Router();
  handle(router, API.calendarFeed.current, ({ user }) => service.current(user));
  handle(router, API.calendarFeed.reset, ({ user }) => service.reset(user));
  handle(router, API.calendarFeed.feed, async ({ params, req, res }) =>
    sendCalendar(res, await service.feed(params.secret, req.ip ?? 'unknown')),
  );
  return router;
}
