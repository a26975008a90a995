// The unsubscribe address of results and reminder e-mails (docs/decisions/281-one-click-unsubscribe.md):
// POST /api/mail/unsubscribe/:token, the one-click unsubscribe (the body, `List-Unsubscribe=One-Click`, is not read),
// and GET on it, what it stops and for whom. A browser that opens the address is sent to the page that says so.
import { Router, type RequestHandler } from 'express';
import { API } from '@longwood/core';
import { handle } from '../../http/contract-route';
import type { UnsubscribeService } from './service';

export function createUnsubscribeRouter(service: UnsubscribeService): Router {
  const router = Router();
  handle(router, API.mail.unsubscribe, ({ params }) => service.unsubscribe(params.token));
  handle(router, API.mail.unsubscribeTopic, ({ params }) => service.topic(params.token));
  return router;
}

/** Express's pattern of the address (GET /api/mail/unsubscribe/:token). */
export const UNSUBSCRIBE_ADDRESS = API.mail.unsubscribeTopic.path;

/**
 * A person who clicks the address in an e-mail (or whose mail program opens it in a browser) asks for a page: they
 * are sent (303) to /unsubscribe/TOKEN, which says what it stops and for whom and has the button that posts. A
 * program asking for JSON gets the route's answer. The page changes nothing by being opened: a link scanner that
 * follows the address unsubscribes no one.
 */
export const unsubscribePageRedirect: RequestHandler<{ token: string }> = (req, res, next) => {
  if (req.accepts(['json', 'html']) !== 'html') return next();
  res.redirect(303, `/unsubscribe/${encodeURIComponent(req.params.token)}`);
};
