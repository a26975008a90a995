// The e-mails' slice of the API contract: the one-click unsubscribe address of results and reminder e-mails.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { defineRoute, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';
import { z } from '../zod';

/** What an unsubscribe address stops and for whom, for the page a person opens it on. */
const unsubscribeTopicSchema = z.object({
  /** A league's round results e-mail, or the day-before lesson reminders. */
  stops: z.enum(['league-results', 'lesson-reminders']),
  /** The person the e-mails go to, by name. */
  name: z.string(),
  /** The league, for a results e-mail; null for the reminders. */
  leagueName: z.nullable(z.string()),
  /** Whether those e-mails are still sent to them. */
  subscribed: z.boolean(),
});

export const mail = {
  /**
   * One-click unsubscribe (RFC 8058): the `List-Unsubscribe` address of a results or reminder e-mail, posted by the
   * reader's mail program with the body `List-Unsubscribe=One-Click` (read or not: the signed token in the path is
   * the whole authority); an unknown token 404 (docs/decisions/281-one-click-unsubscribe.md).
   */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/mail/unsubscribe/:token',
    access: 'public',
    textParams: ['token'],
    response: messageResponseSchema,
    status: OK,
  }),
  /**
   * The same address read: what it stops and for whom, for the page `/unsubscribe/:token` (a browser opening the
   * address is sent there, 303); changes nothing. An unknown token, or a person or league no longer there, 404.
   */
  unsubscribeTopic: defineRoute({
    method: 'GET',
    path: '/api/mail/unsubscribe/:token',
    access: 'public',
    textParams: ['token'],
    response: unsubscribeTopicSchema,
    status: OK,
  }),
} as const;
