// An admin's second factor and re-authentication (docs/decisions/287-admin-second-factor-and-re-authentication.md):
// the sign-in's second step, enrolment with recovery codes, and the re-authentication that granting admin access and
// changing the keypad code ask for. Merged into the one API by ../contract.ts.
import { defineRoute, OK } from '../route';
import { userSchema } from '../schemas/user';
import {
  reauthenticatedSchema,
  reauthenticateSchema,
  recoveryCodesSchema,
  secondFactorCodeSchema,
  secondFactorEnrolmentSchema,
  secondFactorEnrolSchema,
  secondFactorStatusSchema,
} from '../schemas/second-factor';

export const secondFactor = {
  /** The sign-in's second step: after POST /api/login answered 401 SECOND_FACTOR_REQUIRED, in the same session. */
  signIn: defineRoute({
    method: 'POST',
    path: '/api/login/second-factor',
    access: 'public',
    body: secondFactorCodeSchema,
    response: userSchema,
    status: OK,
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/user/second-factor',
    access: 'account:second-factor',
    response: secondFactorStatusSchema,
    status: OK,
  }),
  /** A new secret, waiting to be confirmed with a first code (a waiting one is replaced). */
  startEnrolment: defineRoute({
    method: 'POST',
    path: '/api/user/second-factor/enrolment',
    access: 'account:second-factor',
    body: secondFactorEnrolSchema,
    response: secondFactorEnrolmentSchema,
    status: OK,
  }),
  /** The first code confirms the enrolment; the answer holds the recovery codes, shown this once. */
  confirmEnrolment: defineRoute({
    method: 'POST',
    path: '/api/user/second-factor/confirm',
    access: 'account:second-factor',
    body: secondFactorCodeSchema,
    response: recoveryCodesSchema,
    status: OK,
  }),
  reauthenticate: defineRoute({
    method: 'POST',
    path: '/api/user/reauthenticate',
    access: 'account:second-factor',
    body: reauthenticateSchema,
    response: reauthenticatedSchema,
    status: OK,
  }),
} as const;
