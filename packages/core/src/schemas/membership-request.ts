// Membership (upgrade) requests: POST /api/membership-request.
import { z } from '../zod';
import { idSchema } from './common';
import { emailField, formMessageField, trimmedTextField } from './text-fields';

export const PREFERRED_CONTACT_OPTIONS = ['email', 'phone', 'either'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACT_OPTIONS)[number];

/** The fields the member fills in; userId and email come from the session. */
export const membershipRequestFormSchema = z.strictObject({
  name: trimmedTextField(2, 100, 'Name must be at least 2 characters', 'Name must be at most 100 characters'),
  phone: trimmedTextField(
    10,
    30,
    'Phone number must be at least 10 characters',
    'Phone number must be at most 30 characters',
  ),
  preferredContact: z.enum(PREFERRED_CONTACT_OPTIONS, { error: 'Please select a contact preference' }),
  message: z.optional(formMessageField),
});
export type MembershipRequestForm = z.infer<typeof membershipRequestFormSchema>;

/** POST /api/membership-request body. */
export const membershipRequestSchema = z.extend(membershipRequestFormSchema, {
  userId: idSchema,
  email: emailField(),
});
export type MembershipRequest = z.infer<typeof membershipRequestSchema>;

/** POST /api/user/cancel-membership body (optional; no screen of docs/requirements.md#member-calls sends one). */
export const cancelMembershipSchema = z.strictObject({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Reason must be at most 2000 characters'))),
});
export type CancelMembershipInput = z.infer<typeof cancelMembershipSchema>;
