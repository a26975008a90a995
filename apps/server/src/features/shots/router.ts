// The shot-data routes (docs/decisions/220-shot-data-import.md), mounted from core's API contract.
import { API } from '@longwood/core';
import { handle, reply } from '../../http/contract-route';
import { Router, type Request } from 'express';
import type { BayCaller, BayShotsService } from './bay-service';
import { readShotUpload } from './imports';
import type { ShotsService } from './service';

export function createShotsRouter(service: ShotsService, bay: BayShotsService): Router {
  const router = Router();
  handle(
    router,
    API.shots.import,
    async ({ user, body, files }) => {
      const { created, outcomes } = await service.importFiles(user, body, files);
      return reply(created ? 201 : 200, outcomes);
    },
    readShotUpload,
  );
  handle(router, API.shots.list, ({ user, query }) => service.list(user, query.userId));
  handle(router, API.shots.summary, ({ user, query }) => service.summary(user, query));
  handle(router, API.shots.detail, ({ user, params }) => service.detail(user, params.id));
  handle(router, API.shots.match, ({ user, params, body }) => service.match(user, params.id, body.bookingId));
  handle(router, API.shots.settings, ({ user }) => service.settings(user));
  handle(router, API.shots.saveSettings, ({ user, body }) => service.saveSettings(user, body));
  handle(router, API.shots.note, ({ user, params, body }) => service.pinNote(user, params.id, body.note));
  handle(router, API.shots.exclude, ({ user, params, body }) =>
    service.exclude(user, params.id, params.shotId, body.excluded),
  );
  handle(router, API.shots.remove, ({ user, params }) => service.remove(user, params.id));
  // A bay's PC sends with its device key, not a session (docs/decisions/240-bay-agent-and-device-keys.md). The key is
  // checked before the body is read: a caller with no valid key gets 401 (or its key's 429) whatever it sent, and no
  // batch or upload of its is read or checked.
  const callers = new WeakMap<Request, BayCaller>();
  const admitBay = async (req: Request) => void callers.set(req, await bay.authenticate(req.get('authorization')));
  handle(router, API.bay.shots, ({ req, body }) => bay.receive(callers.get(req)!, body.shots), undefined, {
    admit: admitBay,
    // A batch of up to 500 shots (about 260 bytes each with every measure): the one larger JSON body the API takes.
    jsonBodyLimit: '256kb',
  });
  handle(router, API.bay.sessionFiles, ({ req, files }) => bay.receiveFiles(callers.get(req)!, files), readShotUpload, {
    admit: admitBay,
  });
  handle(router, API.bay.unassigned, ({ query }) => bay.unassigned(query));
  handle(router, API.bay.give, ({ user, body }) => bay.give(user, body));
  handle(router, API.bay.live, ({ user }) => bay.live(user));
  return router;
}
