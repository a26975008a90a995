// The e-mails' slice of the API contract: the one-click unsubscribe address of results and reminder e-mails.
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { defineRoute, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';

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
} as const;
