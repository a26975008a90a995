// An admin's second factor and re-authentication (docs/decisions/287-admin-second-factor-and-re-authentication.md):
// the sign-in's second step, enrolment with recovery codes, turning it off, new recovery codes, and the re-authentication that granting admin access and
// changing the keypad code ask for. Merged into the one API by ../contract.ts.
import { defineRoute, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';
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
  /**
   * Turns two-step sign-in off: the password and a current code or a recovery code, checked as a re-authentication
   * is. Afterwards granting admin access and changing the keypad code are refused until it is set up again.
   */
  disable: defineRoute({
    method: 'POST',
    path: '/api/user/second-factor/disable',
    access: 'account:second-factor',
    body: reauthenticateSchema,
    response: messageResponseSchema,
    status: OK,
  }),
  /** Ten new recovery codes, shown this once; the old ones stop working. The password and a current code. */
  regenerateRecoveryCodes: defineRoute({
    method: 'POST',
    path: '/api/user/second-factor/recovery-codes',
    access: 'account:second-factor',
    body: reauthenticateSchema,
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
