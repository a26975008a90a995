// POST /api/mail/unsubscribe/:token, the one-click unsubscribe of results and reminder e-mails
// (docs/decisions/281-one-click-unsubscribe.md). The body (`List-Unsubscribe=One-Click`, form-encoded) is not read.
import { API } from '@longwood/core';
import { FeatureRoutes } from '../../http/api-routes';
import { handle } from '../../http/contract-route';
import type { UnsubscribeService } from './service';

export function createUnsubscribeRouter(service: UnsubscribeService): FeatureRoutes {
  const router = new FeatureRoutes();
  handle(router, API.mail.unsubscribe, ({ params }) => service.unsubscribe(params.token));
  return router;
}
