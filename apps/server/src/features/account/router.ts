// PATCH /api/user/profile, GET /api/user/performance-report (docs/requirements.md#member-calls) and the lesson reminders
// setting, always about the signed-in user's own account. Mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { AccountService } from './service';

export function createAccountRouter(service: AccountService): Router {
  const router = Router();
  // 409 ACCOUNT_TAKEN with fieldErrors when the username or email belongs to someone else.
  handle(router, API.account.updateProfile, ({ user, body, req }) =>
    service.updateProfile(user, body, { ip: req.ip ?? 'unknown', sessionId: req.sessionID }),
  );
  handle(router, API.account.performanceReport, ({ user }) => service.performanceReport(user));
  handle(router, API.account.lessonReminders, ({ user }) => service.lessonReminders(user));
  handle(router, API.account.setLessonReminders, ({ user, body }) => service.setLessonReminders(user, body));
  return router;
}
