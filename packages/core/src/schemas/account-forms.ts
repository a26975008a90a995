// What people send about accounts besides signing in and registering (sign-in.ts): the registration form, the profile,
// the settings and the admin's toggles, adding a member, e-mail verification. A module apart from the user as the API
// returns it, which every signed-in page loads with the session's routes
// (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { z } from '../zod';
import { emailField, hasOnlyVisibleCharacters, trimmedTextField, USERNAME_CHARACTERS_MESSAGE } from './text-fields';
import {
  accountPhoneField,
  PASSWORD_MIN_MESSAGE,
  personNameField,
  registerPayloadSchema,
  type RegisterPayload,
} from './sign-in';

/** Register form: the payload's fields minus email, plus confirmPassword. */
export const registerFormSchema = z
  .extend(z.omit(registerPayloadSchema, { email: true }), {
    confirmPassword: z.string({ error: PASSWORD_MIN_MESSAGE }).check(z.minLength(6, PASSWORD_MIN_MESSAGE)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.password !== value.confirmPassword) {
        ctx.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] });
      }
    }),
  );
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Register form values → POST /api/register body (confirmPassword dropped, email = username). */
export function toRegisterPayload(form: RegisterForm): RegisterPayload {
  return {
    username: form.username,
    phone: form.phone,
    password: form.password,
    email: form.username,
    ...(form.name ? { name: form.name } : {}),
  };
}

const PROFILE_PHONE_MESSAGE = 'Phone number must be 10 to 15 digits';

/** PATCH /api/user/profile body. Phone is optional; formatting characters are allowed, digits counted. */
export const profileUpdateSchema = z.strictObject({
  username: trimmedTextField(
    3,
    50,
    'Username must be at least 3 characters long',
    'Username must be less than 50 characters',
  ).check(z.refine(hasOnlyVisibleCharacters, { error: USERNAME_CHARACTERS_MESSAGE })),
  email: emailField(),
  /** undefined = keep the current name; '' = remove it. */
  name: z.optional(personNameField),
  phone: z.optional(
    z.string().check(
      z.trim(),
      // users.phone is varchar(32): 30 like every other phone field (15 digits with spaces, dashes, brackets fit).
      z.maxLength(30, PROFILE_PHONE_MESSAGE),
      z.refine((v: string) => v === '' || /^[\d\s()+.-]+$/.test(v), { error: PROFILE_PHONE_MESSAGE }),
      z.refine(
        (v: string) => {
          if (v === '') return true;
          const digits = v.replace(/\D/g, '').length;
          return digits >= 10 && digits <= 15;
        },
        { error: PROFILE_PHONE_MESSAGE },
      ),
    ),
  ),
  /** Required by the server when the e-mail changes (docs/decisions/163-session-and-account-hygiene.md). */
  currentPassword: z.optional(z.string().check(z.maxLength(100, 'Password is too long'))),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * GET and PUT /api/user/lesson-reminders: whether the member gets the e-mail the day before a lesson (on unless
 * turned off here or by the reminder's one-click unsubscribe, docs/decisions/281-one-click-unsubscribe.md).
 */
export const lessonRemindersSettingSchema = z.strictObject({
  lessonReminders: z.boolean({ error: 'Choose whether to get lesson reminders' }),
});
export type LessonRemindersSetting = z.infer<typeof lessonRemindersSettingSchema>;

export const membershipToggleSchema = z.strictObject({ isMember: z.boolean() });
export type MembershipToggle = z.infer<typeof membershipToggleSchema>;

export const adminToggleSchema = z.strictObject({ isAdmin: z.boolean() });
export type AdminToggle = z.infer<typeof adminToggleSchema>;

/** PATCH /api/admin/users/{id}/name body: '' removes the name. */
export const personNameUpdateSchema = z.strictObject({ name: personNameField });
export type PersonNameUpdate = z.infer<typeof personNameUpdateSchema>;

/** PATCH /api/admin/users/{id}/front-desk body. */
export const frontDeskToggleSchema = z.strictObject({ isFrontDesk: z.boolean() });
export type FrontDeskToggle = z.infer<typeof frontDeskToggleSchema>;

const FILL_ALL_FIELDS = 'Please fill in all fields';

/** POST /api/admin/add-member body (admin creates a member account). */
export const addMemberSchema = z.strictObject({
  email: emailField(FILL_ALL_FIELDS),
  // Registration's phone rule (an admin's typo or markup is refused as a member's own would be; decision 205).
  phone: accountPhoneField(FILL_ALL_FIELDS),
  name: z.optional(personNameField),
});
export type AddMemberInput = z.infer<typeof addMemberSchema>;

/** POST /api/email-verification body: the token from the link e-mailed to the address. */
export const verifyEmailSchema = z.strictObject({
  token: z.string().check(z.minLength(1, 'This verification link is invalid or has expired.'), z.maxLength(1000)),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your e-mail address is verified.',
  invalidLink: 'This verification link is invalid or has expired.',
  usernameNotOwnEmail: 'A username that is an e-mail address must be your own verified e-mail address.',
  lookalike: 'That name looks too much like another account. Please choose another one.',
} as const;
