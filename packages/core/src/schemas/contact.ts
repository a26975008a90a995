// Contact / demo requests (docs/requirements.md#contact-submission, docs/requirements.md#contact-validation).
import { z } from '../zod';
import { idSchema, timestampSchema } from './common';
import { emailField, formMessageField, trimmedTextField } from './text-fields';
import { bookingFields, simulatorIdSchema } from './booking';

export const CONTACT_INTERESTS = ['free_sim_demo', 'lessons', 'other'] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

/** The public form offers only the free demo (and defaults to it). */
export const INTEREST_OPTIONS: ReadonlyArray<{ value: ContactInterest; label: string }> = [
  { value: 'free_sim_demo', label: 'Free 2-Hour Simulator Demo' },
];
export const DEFAULT_INTEREST: ContactInterest = 'free_sim_demo';

/** Shown (and stored) instead of an empty message. */
export const NO_MESSAGE_TEXT = 'No Message';

/** Contact/demo form and POST /api/contact body. */
export const contactFormSchema = z.strictObject({
  name: trimmedTextField(2, 100, 'Name must be at least 2 characters', 'Name must be at most 100 characters'),
  email: emailField(),
  phone: trimmedTextField(10, 30, 'Please enter a valid phone number', 'Please enter a valid phone number'),
  interest: z.enum(CONTACT_INTERESTS, { error: 'Please select an option' }),
  message: z._default(formMessageField, ''),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

export const contactSubmissionSchema = z.object({
  id: idSchema,
  createdAt: timestampSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  interest: z.enum(CONTACT_INTERESTS),
  message: z.string(),
  isRead: z.boolean(),
  becameMember: z.boolean(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** PATCH /api/admin/contact-submissions/{id}/member-status body. */
export const contactMemberStatusSchema = z.strictObject({ becameMember: z.boolean() });
export type ContactMemberStatus = z.infer<typeof contactMemberStatusSchema>;

/**
 * POST /api/admin/demo-requests/{id}/booking body: the free demo booked for the visitor as a guest booking (no account:
 * name, e-mail and phone, prefilled from the request, checked as the contact form checks them), a date and times on
 * the booking grid and, if wanted, a bay (kept when free, else the first free one).
 * docs/decisions/263-the-free-demo-as-a-guest-booking.md
 */
export const demoBookingSchema = z.strictObject({
  ...bookingFields,
  simulatorId: z.optional(simulatorIdSchema),
  guestName: contactFormSchema.shape.name,
  guestEmail: contactFormSchema.shape.email,
  guestPhone: contactFormSchema.shape.phone,
});
export type DemoBookingInput = z.infer<typeof demoBookingSchema>;
export type DemoBookingFormValues = z.input<typeof demoBookingSchema>;
