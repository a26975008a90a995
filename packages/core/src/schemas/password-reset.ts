// Forgot-password flow: request a code, verify it, set a new password (docs/requirements.md#password-reset-validation, docs/requirements.md#session-and-public-calls).
import { z } from '../zod';
import { emailField } from './text-fields';

const verificationCodeField = z
  .string({ error: 'Verification code must be 6 digits' })
  .check(
    z.trim(),
    z.length(6, 'Verification code must be 6 digits'),
    z.regex(/^\d+$/, 'Verification code must contain only numbers'),
  );

const newPasswordField = z
  .string({ error: 'Password must be at least 8 characters' })
  .check(z.minLength(8, 'Password must be at least 8 characters'), z.maxLength(100, 'Password is too long'));

/** /forgot-password form. */
export const forgotPasswordSchema = z.strictObject({ email: emailField() });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** /verify-reset step one. */
export const verifyResetSchema = z.strictObject({ email: emailField(), verificationCode: verificationCodeField });
export type VerifyResetInput = z.infer<typeof verifyResetSchema>;

/** New password + confirmation (verify-reset step two and /reset-password/:token). */
export const newPasswordFormSchema = z
  .strictObject({ newPassword: newPasswordField, confirmPassword: z.string({ error: 'Passwords do not match' }) })
  .check(
    z.superRefine((value, ctx) => {
      if (value.newPassword !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
      }
    }),
  );
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** POST /api/reset-password/reset body: either {token, newPassword} or {email, verificationCode, newPassword}. */
const resetTokenField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Invalid Request'), z.maxLength(200, 'Invalid Request'));

export const resetPasswordBodySchema = z
  .strictObject({
    token: z.optional(resetTokenField),
    email: z.optional(emailField()),
    verificationCode: z.optional(verificationCodeField),
    newPassword: newPasswordField,
  })
  .check(
    z.superRefine((value, ctx) => {
      const byToken = value.token !== undefined;
      const byCode = value.email !== undefined && value.verificationCode !== undefined;
      if (byToken === byCode) {
        ctx.addIssue({
          code: 'custom',
          message: 'Provide either a reset token, or an email and verification code',
          path: [],
        });
      }
    }),
  );
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST /api/reset-password/request response: go on to the code, or ask an administrator (other domains). */
export const resetRequestAnswerSchema = z.object({ next: z.enum(['verify', 'contact_admin']), message: z.string() });
export type ResetRequestAnswer = z.infer<typeof resetRequestAnswerSchema>;

/** POST /api/reset-password/verify and /reset response. */
export const resetSuccessSchema = z.object({ success: z.literal(true), message: z.string() });
export type ResetSuccess = z.infer<typeof resetSuccessSchema>;

/**
 * POST /api/reset-password/check-token body (not in docs/requirements.md#api-conventions: lets /reset-password/:token show 'Invalid Request'
 * before the person types a new password) and its response.
 */
export const checkResetTokenSchema = z.strictObject({ token: resetTokenField });
export type CheckResetTokenInput = z.infer<typeof checkResetTokenSchema>;
export const checkResetTokenResponseSchema = z.object({ valid: z.boolean() });
