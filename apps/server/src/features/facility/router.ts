// GET /api/facility (anyone), GET and PATCH /api/admin/facility-settings and POST and DELETE
// /api/admin/facility-media/:slot (admins) (docs/decisions/228-facility-settings-in-the-database.md, 230). Mounted from core's API contract.
import { createHash } from 'node:crypto';
import { API, type PublicFacility } from '@longwood/core';
import { Router } from 'express';
import { handle } from '../../http/contract-route';
import type { FacilityService } from './service';

/** The public facts' validator: their version, and a digest of the rest (the bays live in their own table). */
function facilityEtag(facility: PublicFacility): string {
  const digest = createHash('sha1').update(JSON.stringify(facility)).digest('base64url').slice(0, 16);
  return `"v${facility.version}-${digest}"`;
}

export function createFacilityRouter(facility: FacilityService): Router {
  const router = Router();
  handle(router, API.facility.current, async ({ res }) => {
    const current = await facility.publicFacility();
    // Anyone may keep it, as long as they ask again each time: a change must show on the next request.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', facilityEtag(current));
    return current;
  });
  handle(router, API.facility.adminSettings, () => facility.settings());
  handle(router, API.facility.adminUpdate, ({ user, body }) => facility.update(user, body));
  handle(router, API.facility.uploadMedia, ({ user, params, files }) => facility.uploadMedia(user, params.slot, files));
  handle(router, API.facility.resetMedia, ({ user, params }) => facility.resetMedia(user, params.slot));
  return router;
}
