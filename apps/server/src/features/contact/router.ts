// POST /api/contact (public): the demo request form (SPEC §7). Mounted under /api by app.ts.
import { Router } from 'express';
import { contactFormSchema } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../http/validate';
import { resolveMailer } from '../../mail/app-mailer';
import { createContactService } from './service';

export function createContactRouter(ctx: AppContext): Router {
  const service = createContactService({
    db: ctx.db,
    mailer: resolveMailer(ctx),
    now: ctx.now,
    warn: (line) => ctx.log.warn(line),
    teamEmail: ctx.env.FACILITY_TEAM_EMAIL,
  });
  const router = Router();

  // 201 { message } once the request is stored, whether or not the team e-mail went out on the first try.
  router.post('/contact', async (req, res) => {
    const form = parseBody(contactFormSchema, req);
    const receipt = await service.submit(form, req.ip ?? 'unknown');
    res.status(201).json({ message: receipt.message });
  });

  return router;
}
