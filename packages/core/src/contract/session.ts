// The session's routes (who is signed in, sign-in, registration, sign-out), which every signed-in page loads: a module
// apart from the account's other routes (account.ts), so a page loads neither the password reset's nor the profile's
// schemas with it. Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { CREATED, defineRoute, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';
import { loginSchema, registerPayloadSchema, signedOutOthersSchema, userSchema } from '../schemas/user';

export const session = {
  /** docs/requirements.md#api-conventions: the signed-in user; clients read 401 as "signed out". */
  current: defineRoute({
    method: 'GET',
    path: '/api/user',
    access: 'account:manage',
    response: userSchema,
    status: OK,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    body: loginSchema,
    response: userSchema,
    status: OK,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    body: registerPayloadSchema,
    response: userSchema,
    status: CREATED,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    response: messageResponseSchema,
    status: OK,
  }),
  /** Ends every other session of the signed-in user (the account page's "Sign out other devices"). */
  signOutOtherDevices: defineRoute({
    method: 'POST',
    path: '/api/user/sign-out-other-devices',
    access: 'account:manage',
    response: signedOutOthersSchema,
    status: OK,
  }),
} as const;
