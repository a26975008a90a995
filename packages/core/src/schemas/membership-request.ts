// Membership (upgrade) requests: POST /api/membership-request.
import { z } from 'zod';
import { emailField, idSchema } from './common';

export const PREFERRED_CONTACT_OPTIONS = ['email', 'phone', 'either'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACT_OPTIONS)[number];

/** The fields the member fills in; userId and email come from the session. */
export const membershipRequestFormSchema = z
  .object({
    name: z
      .string({ error: 'Name must be at least 2 characters' })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(100, 'Name must be at most 100 characters'),
    phone: z
      .string({ error: 'Phone number must be at least 10 characters' })
      .trim()
      .min(10, 'Phone number must be at least 10 characters')
      .max(30, 'Phone number must be at most 30 characters'),
    preferredContact: z.enum(PREFERRED_CONTACT_OPTIONS, { error: 'Please select a contact preference' }),
    message: z.string().trim().max(5000, 'Message must be at most 5000 characters').optional(),
  })
  .strict();
export type MembershipRequestForm = z.infer<typeof membershipRequestFormSchema>;

/** POST /api/membership-request body. */
export const membershipRequestSchema = membershipRequestFormSchema.extend({
  userId: idSchema,
  email: emailField(),
});
export type MembershipRequest = z.infer<typeof membershipRequestSchema>;

/** POST /api/user/cancel-membership body (optional; the SPEC's client sends none). */
export const cancelMembershipSchema = z
  .object({ reason: z.string().trim().max(2000, 'Reason must be at most 2000 characters').optional() })
  .strict();
export type CancelMembershipInput = z.infer<typeof cancelMembershipSchema>;
