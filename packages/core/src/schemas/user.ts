// Users, sign-in, registration, profile and the admin user switches (docs/requirements.md#user, docs/requirements.md#validation).
import { z } from 'zod';
import { emailField, hasOnlyVisibleCharacters, idSchema, USERNAME_CHARACTERS_MESSAGE } from './common';

export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  isMember: z.boolean(),
  isAdmin: z.boolean(),
  isCoach: z.boolean(),
  /** Front-desk staff: bookings and walk-ins, today's board, demo requests (docs/decisions/085-role-policy.md). */
  isFrontDesk: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export type UserType = 'admin' | 'member' | 'regular';
export function userTypeOf(user: Pick<User, 'isAdmin' | 'isMember'>): UserType {
  if (user.isAdmin) return 'admin';
  if (user.isMember) return 'member';
  return 'regular';
}

/** User id 1 is the facility's first admin and can never be deleted. */
export const PROTECTED_USER_ID = 1;

const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
const PHONE_MESSAGE = 'Please enter a valid phone number';

export const loginSchema = z
  .object({
    username: z
      .string({ error: 'Username or email must be at least 3 characters' })
      .trim()
      .min(3, 'Username or email must be at least 3 characters'),
    password: z.string({ error: PASSWORD_MIN_MESSAGE }).min(6, PASSWORD_MIN_MESSAGE),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

const passwordField = z
  .string({ error: PASSWORD_MIN_MESSAGE })
  .min(6, PASSWORD_MIN_MESSAGE)
  // bcrypt only reads 72 bytes; a cap also keeps hashing cheap.
  .max(100, 'Password is too long');
const phoneField = z.string({ error: PHONE_MESSAGE }).trim().min(10, PHONE_MESSAGE).max(30, PHONE_MESSAGE);

/** POST /api/register body. email is the username copied by the client. */
export const registerPayloadSchema = z
  .object({
    username: emailField(),
    phone: phoneField,
    password: passwordField,
    email: emailField(),
  })
  .strict();
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** Register form: the payload's fields minus email, plus confirmPassword. */
export const registerFormSchema = registerPayloadSchema
  .omit({ email: true })
  .extend({
    confirmPassword: z.string({ error: PASSWORD_MIN_MESSAGE }).min(6, PASSWORD_MIN_MESSAGE),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
    }
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Register form values → POST /api/register body (confirmPassword dropped, email = username). */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  return { username: form.username, phone: form.phone, password: form.password, email: form.username };
}

const PROFILE_PHONE_MESSAGE = 'Phone number must be 10 to 15 digits';

/** PATCH /api/user/profile body. Phone is optional; formatting characters are allowed, digits counted. */
export const profileUpdateSchema = z
  .object({
    username: z
      .string({ error: 'Username must be at least 3 characters long' })
      .trim()
      .min(3, 'Username must be at least 3 characters long')
      .max(50, 'Username must be less than 50 characters')
      .refine(hasOnlyVisibleCharacters, { error: USERNAME_CHARACTERS_MESSAGE }),
    email: emailField(),
    phone: z
      .string()
      .trim()
      // users.phone is varchar(32): 30 like every other phone field (15 digits with spaces, dashes, brackets fit).
      .max(30, PROFILE_PHONE_MESSAGE)
      .refine((v) => v === '' || /^[\d\s()+.-]+$/.test(v), { error: PROFILE_PHONE_MESSAGE })
      .refine(
        (v) => {
          if (v === '') return true;
          const digits = v.replace(/\D/g, '').length;
          return digits >= 10 && digits <= 15;
        },
        { error: PROFILE_PHONE_MESSAGE },
      )
      .optional(),
    /** Required by the server when the e-mail changes (docs/decisions/163-session-and-account-hygiene.md). */
    currentPassword: z.string().max(100, 'Password is too long').optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** POST /api/user/sign-out-other-devices response: how many other sessions ended. */
export const signedOutOthersSchema = z.object({ message: z.string(), ended: z.number().int().min(0) });
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>;

export const membershipToggleSchema = z.object({ isMember: z.boolean() }).strict();
export type MembershipToggle = z.infer<typeof membershipToggleSchema>;

export const adminToggleSchema = z.object({ isAdmin: z.boolean() }).strict();
export type AdminToggle = z.infer<typeof adminToggleSchema>;

/** PATCH /api/admin/users/{id}/front-desk body. */
export const frontDeskToggleSchema = z.object({ isFrontDesk: z.boolean() }).strict();
export type FrontDeskToggle = z.infer<typeof frontDeskToggleSchema>;

const FILL_ALL_FIELDS = 'Please fill in all fields';

/** POST /api/admin/add-member body (admin creates a member account). */
export const addMemberSchema = z
  .object({
    email: emailField(FILL_ALL_FIELDS),
    phone: z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(30, PHONE_MESSAGE),
  })
  .strict();
export type AddMemberInput = z.infer<typeof addMemberSchema>;
