// Signing in and registering: the routes the sign-in page calls, with the schemas of their forms' bodies. Apart from
// the session's (session.ts), which every signed-in page loads, so /booking does not carry the sign-in and
// registration schemas. Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { CREATED, defineRoute, OK } from '../route';
import { loginSchema, registerPayloadSchema } from '../schemas/sign-in';
import { userSchema } from '../schemas/user';

export const signIn = {
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
} as const;
