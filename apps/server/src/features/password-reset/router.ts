// Forgot-password routes (SPEC §7 Session and public). Public; mounted under /api by app.ts.
import { Router } from 'express';
import { z } from 'zod';
import { resetPasswordBodySchema, resetRequestBodySchema, resetVerifyBodySchema } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../http/validate';
import { resolveMailer } from '../../mail/app-mailer';
import { createPasswordResetRepository } from './repository';
import { createPasswordResetService } from './service';

/** Body of POST /api/reset-password/check-token (not in SPEC §7: lets /reset-password/:token show 'Invalid Request' up front). */
const checkTokenSchema = z.object({ token: z.string().trim().min(1, 'Invalid Request').max(200, 'Invalid Request') }).strict();

export function appUrlOf(env: AppContext['env']): string {
  return (env.PUBLIC_APP_URL ?? env.APP_ORIGIN[0] ?? 'http://localhost:5173').replace(/\/+$/, '');
}

export function createPasswordResetRouter(ctx: AppContext): Router {
  if (ctx.env.isProduction && !ctx.env.PUBLIC_APP_URL && ctx.env.APP_ORIGIN.length === 0) {
    // Never built from the request's Host header: that would let anyone point reset links at their own site.
    ctx.log.warn('[password-reset] PUBLIC_APP_URL and APP_ORIGIN are empty: reset links will point to http://localhost:5173');
  }
  const service = createPasswordResetService({
    repo: createPasswordResetRepository(ctx.db),
    mailer: resolveMailer(ctx),
    passwords: ctx.passwords,
    now: ctx.now,
    warn: (line) => ctx.log.warn(line),
    resetDomain: ctx.env.RESET_EMAIL_DOMAIN,
    appUrl: appUrlOf(ctx.env),
    pepper: ctx.env.RESET_CODE_PEPPER ?? ctx.env.SESSION_SECRET,
  });
  const router = Router();

  // 200 { next: 'verify' | 'contact_admin', message }; 429 { message } when one client asks too often.
  router.post('/reset-password/request', async (req, res) => {
    const { email } = parseBody(resetRequestBodySchema, req);
    res.json(await service.request(email, req.ip ?? 'unknown'));
  });

  // 200 { success: true, message } or 400 { message: 'Invalid verification code or email. Please try again.' }
  router.post('/reset-password/verify', async (req, res) => {
    const { email, verificationCode } = parseBody(resetVerifyBodySchema, req);
    res.json(await service.verify(email, verificationCode));
  });

  // 200 { success: true, message } or 400 { message }
  router.post('/reset-password/reset', async (req, res) => {
    const body = parseBody(resetPasswordBodySchema, req);
    res.json(await service.reset(body));
  });

  // 200 { valid: boolean }
  router.post('/reset-password/check-token', async (req, res) => {
    const { token } = parseBody(checkTokenSchema, req);
    res.json({ valid: await service.isTokenUsable(token) });
  });

  return router;
}
