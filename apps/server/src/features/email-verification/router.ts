// POST /api/email-verification (the link's page) and POST /api/user/email-verification (a new link)
// (docs/decisions/207-email-verification-and-identities.md). Mounted from core's API contract.
import { API } from '@longwood/core';
import { Router } from 'express';
import { handle } from '../../http/contract-route';
import type { EmailVerificationService } from './service';

export function createEmailVerificationRouter(service: EmailVerificationService): Router {
  const router = Router();
  handle(router, API.emailVerification.verify, ({ body }) => service.verify(body.token));
  handle(router, API.emailVerification.resend, ({ user }) => service.resend(user));
  return router;
}
