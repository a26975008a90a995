// Forgot-password flow: request a code, verify it, set a new password (docs/requirements.md#password-reset-validation, docs/requirements.md#session-and-public-calls).
import { z } from 'zod';
import { emailField } from './common';

const verificationCodeField = z
  .string({ error: 'Verification code must be 6 digits' })
  .trim()
  .length(6, 'Verification code must be 6 digits')
  .regex(/^\d+$/, 'Verification code must contain only numbers');

const newPasswordField = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .max(100, 'Password is too long');

/** /forgot-password form. */
export const forgotPasswordSchema = z.object({ email: emailField() }).strict();
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** /verify-reset step one. */
export const verifyResetSchema = z.object({ email: emailField(), verificationCode: verificationCodeField }).strict();
export type VerifyResetInput = z.infer<typeof verifyResetSchema>;

/** New password + confirmation (verify-reset step two and /reset-password/:token). */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string({ error: 'Passwords do not match' }) })
  .strict()
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
    }
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** POST /api/reset-password/reset body: either {token, newPassword} or {email, verificationCode, newPassword}. */
export const resetPasswordBodySchema = z
  .object({
    token: z.string().trim().min(1, 'Invalid Request').max(200, 'Invalid Request').optional(),
    email: emailField().optional(),
    verificationCode: verificationCodeField.optional(),
    newPassword: newPasswordField,
  })
  .strict()
  .superRefine((value, ctx) => {
    const byToken = value.token !== undefined;
    const byCode = value.email !== undefined && value.verificationCode !== undefined;
    if (byToken === byCode) {
      ctx.addIssue({
        code: 'custom',
        message: 'Provide either a reset token, or an email and verification code',
        path: [],
      });
    }
  });
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
export const checkResetTokenSchema = z
  .object({ token: z.string().trim().min(1, 'Invalid Request').max(200, 'Invalid Request') })
  .strict();
export type CheckResetTokenInput = z.infer<typeof checkResetTokenSchema>;
export const checkResetTokenResponseSchema = z.object({ valid: z.boolean() });
