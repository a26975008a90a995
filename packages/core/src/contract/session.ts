// The session's routes (who is signed in, sign-out), which every signed-in page loads: a module apart from the
// sign-in's and registration's (sign-in.ts) and the account's other routes (account.ts), so a page loads neither the
// sign-in forms', the password reset's nor the profile's schemas with it. Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { defineRoute, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';
import { userSchema } from '../schemas/user';

export const session = {
  /** docs/requirements.md#api-conventions: the signed-in user; clients read 401 as "signed out". */
  current: defineRoute({
    method: 'GET',
    path: '/api/user',
    access: 'account:manage',
    response: userSchema,
    status: OK,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    response: messageResponseSchema,
    status: OK,
  }),
} as const;
