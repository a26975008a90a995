// POST /api/contact (public): the demo request form (docs/requirements.md#api-conventions). Mounted from core's API contract.
import { Router } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { ContactService } from './service';

export function createContactRouter(service: ContactService): Router {
  const router = Router();
  // 201 { message } once the request is stored, whether or not the team e-mail went out on the first try.
  handle(router, API.demoRequests.submit, async ({ body, req }) => {
    const receipt = await service.submit(body, req.ip ?? 'unknown');
    return { message: receipt.message };
  });
  return router;
}
