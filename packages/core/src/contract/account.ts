// The account's slice of the API contract: password reset, profile, membership and e-mail verification (the session's
// routes, which every page loads, are in session.ts).
// Merged into the one API by ../contract.ts (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { CREATED, defineRoute, NO_CONTENT, OK } from '../route';
import { messageResponseSchema } from '../schemas/common';
import { cancelMembershipSchema, membershipRequestSchema } from '../schemas/membership-request';
import {
  checkResetTokenResponseSchema,
  checkResetTokenSchema,
  forgotPasswordSchema,
  resetPasswordBodySchema,
  resetRequestAnswerSchema,
  resetSuccessSchema,
  verifyResetSchema,
} from '../schemas/password-reset';
import { performanceReportSchema } from '../schemas/report';
import { signedOutOthersSchema, userSchema } from '../schemas/user';
import { lessonRemindersSettingSchema, profileUpdateSchema, verifyEmailSchema } from '../schemas/account-forms';

export const passwordReset = {
  request: defineRoute({
    method: 'POST',
    path: '/api/reset-password/request',
    access: 'public',
    body: forgotPasswordSchema,
    response: resetRequestAnswerSchema,
    status: OK,
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/reset-password/verify',
    access: 'public',
    body: verifyResetSchema,
    response: resetSuccessSchema,
    status: OK,
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/api/reset-password/reset',
    access: 'public',
    body: resetPasswordBodySchema,
    response: resetSuccessSchema,
    status: OK,
  }),
  checkToken: defineRoute({
    method: 'POST',
    path: '/api/reset-password/check-token',
    access: 'public',
    body: checkResetTokenSchema,
    response: checkResetTokenResponseSchema,
    status: OK,
  }),
} as const;

export const account = {
  /** Ends every other session of the signed-in user (the account page's "Sign out other devices"). */
  signOutOtherDevices: defineRoute({
    method: 'POST',
    path: '/api/user/sign-out-other-devices',
    access: 'account:manage',
    response: signedOutOthersSchema,
    status: OK,
  }),
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/api/user/profile',
    access: 'account:manage',
    body: profileUpdateSchema,
    response: userSchema,
    status: OK,
  }),
  /**
   * The day-before lesson reminder e-mail, on or off: an account matter (a lapsed member may turn it off), and the
   * place to turn it back on after the reminder's one-click unsubscribe (docs/decisions/281-one-click-unsubscribe.md).
   */
  lessonReminders: defineRoute({
    method: 'GET',
    path: '/api/user/lesson-reminders',
    access: 'account:manage',
    response: lessonRemindersSettingSchema,
    status: OK,
  }),
  setLessonReminders: defineRoute({
    method: 'PUT',
    path: '/api/user/lesson-reminders',
    access: 'account:manage',
    body: lessonRemindersSettingSchema,
    response: lessonRemindersSettingSchema,
    status: OK,
  }),
  performanceReport: defineRoute({
    method: 'GET',
    path: '/api/user/performance-report',
    access: 'member:features',
    response: performanceReportSchema,
    status: OK,
  }),
} as const;

export const membership = {
  request: defineRoute({
    method: 'POST',
    path: '/api/membership-request',
    access: 'account:manage',
    body: membershipRequestSchema,
    response: messageResponseSchema,
    status: CREATED,
  }),
  /** 201 when recorded, 200 when one was already recorded in the last 30 days. */
  cancel: defineRoute({
    method: 'POST',
    path: '/api/user/cancel-membership',
    access: 'account:manage',
    body: cancelMembershipSchema,
    response: messageResponseSchema,
    status: [201, 200],
  }),
} as const;

/**
 * A member's or coach's private calendar feed (docs/decisions/203-calendar-feed.md): their bookings, lessons and
 * league nights as an iCalendar file that calendar programs subscribe to by its secret address.
 */
/**
 * E-mail verification (docs/decisions/207-email-verification-and-identities.md): a signed link is e-mailed at
 * registration and after every change of address; opening it verifies the account's current address.
 */
export const emailVerification = {
  /** The link's page posts its token; no session needed (the link may be opened on another device). */
  verify: defineRoute({
    method: 'POST',
    path: '/api/email-verification',
    access: 'public',
    body: verifyEmailSchema,
    response: messageResponseSchema,
    status: OK,
  }),
  /** Sends the signed-in person a new link for their current address. */
  resend: defineRoute({
    method: 'POST',
    path: '/api/user/email-verification',
    access: 'account:manage',
    response: null,
    status: NO_CONTENT,
  }),
} as const;
