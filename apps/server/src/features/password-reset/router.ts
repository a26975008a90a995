// Forgot-password routes (docs/requirements.md#session-and-public-calls). Public; mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { PasswordResetService } from './service';

export function createPasswordResetRouter(service: PasswordResetService): Router {
  const router = Router();
  const { passwordReset } = API;

  // 200 { next: 'verify' | 'contact_admin', message }; 429 RATE_LIMITED when one client asks too often.
  handle(router, passwordReset.request, ({ body, req }) => service.request(body.email, req.ip ?? 'unknown'));
  // 200 { success: true, message } or 400 RESET_CODE_INVALID.
  handle(router, passwordReset.verify, ({ body }) => service.verify(body.email, body.verificationCode));
  // 200 { success: true, message } or 400 RESET_LINK_INVALID / RESET_CODE_INVALID.
  handle(router, passwordReset.reset, ({ body }) => service.reset(body));
  // 200 { valid }: lets /reset-password/:token say 'Invalid Request' before the form.
  handle(router, passwordReset.checkToken, async ({ body }) => ({ valid: await service.isTokenUsable(body.token) }));

  return router;
}
