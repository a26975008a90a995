// Users, sign-in, registration, profile and the admin user switches (docs/requirements.md#user, docs/requirements.md#validation).
import { z } from '../zod';
import {
  emailField,
  hasOnlyVisibleCharacters,
  idSchema,
  NAME_CHARACTERS_MESSAGE,
  trimmedTextField,
  USERNAME_CHARACTERS_MESSAGE,
} from './common';

export const PERSON_NAME_MAX_LENGTH = 60;
export const PERSON_NAME_MAX_MESSAGE = `Name must be at most ${PERSON_NAME_MAX_LENGTH} characters`;

/**
 * The name a person goes by (docs/decisions/200-a-persons-display-name.md): optional, trimmed, at most 60
 * characters, with the username's character hygiene; '' means none (stored as NULL).
 */
export const personNameField = z
  .string({ error: 'Please enter a valid name' })
  .check(
    z.trim(),
    z.maxLength(PERSON_NAME_MAX_LENGTH, PERSON_NAME_MAX_MESSAGE),
    z.refine(hasOnlyVisibleCharacters, { error: NAME_CHARACTERS_MESSAGE }),
  );

export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  /** The person's display name; null when they gave none (show `personName(user)`, never this alone). */
  name: z.nullable(z.string()),
  email: z.string(),
  phone: z.string(),
  isMember: z.boolean(),
  isAdmin: z.boolean(),
  isCoach: z.boolean(),
  /** Front-desk staff: bookings and walk-ins, today's board, demo requests (docs/decisions/085-role-policy.md). */
  isFrontDesk: z.boolean(),
  /**
   * The owner opened the verification link sent to the current address (docs/decisions/207-email-verification-and-identities.md).
   * Admins see it before granting membership.
   */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export type UserType = 'admin' | 'member' | 'regular';
export function userTypeOf(user: Pick<User, 'isAdmin' | 'isMember'>): UserType {
  if (user.isAdmin) return 'admin';
  if (user.isMember) return 'member';
  return 'regular';
}

/**
 * How a person is shown to anyone (menus, leagues, lessons, the desk, admin lists, e-mails): their name, else
 * the part of their username before '@', so that no one else's e-mail address is shown to a member.
 */
export function personName(person: { name?: string | null; username: string }): string {
  const name = person.name?.trim();
  if (name) return name;
  const at = person.username.indexOf('@');
  return at > 0 ? person.username.slice(0, at) : person.username;
}

/**
 * Something in a name that a mail program could show as a link or an address, or that reads as one: a scheme or any
 * word before a colon ('https:', 'mailto:', 'Refund due:'), 'www.', an '@', or a dot between letters as in a domain
 * ('evil.example'). Markup is no link: the e-mail's HTML part escapes it.
 */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:|www\.|@|[\p{L}\p{N}-]\.[\p{L}\p{N}]{2,}/iu;

/**
 * The name to greet a person by in an e-mail, or null when the name is no plain text: a name is typed by its owner,
 * and an e-mail that opens with someone's chosen words ("Hi Refund due: visit evil.example/claim now,") to an address
 * they gave turns the facility's mail into theirs (docs/decisions/248-mail-a-person-causes-and-inputs-postgres-refused.md).
 */
export function plainName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed && !LINK_LIKE.test(trimmed) ? trimmed : null;
}

/** An e-mail's first line: 'Hi Pat,' — or 'Hi,' when the name is no plain text (plainName). */
export function greetingTo(name: string, salutation: 'Hi' | 'Hello' = 'Hi'): string {
  const plain = plainName(name);
  return plain ? `${salutation} ${plain},` : `${salutation},`;
}

/** A person as staff pick them from a list of accounts: the name and the e-mail address (names may repeat). */
export function personWithEmail(person: { name?: string | null; username: string; email: string }): string {
  return `${personName(person)} (${person.email})`;
}

/** User id 1 is the facility's first admin and can never be deleted. */
export const PROTECTED_USER_ID = 1;

const PASSWORD_MIN_MESSAGE = 'Password must be at least 6 characters';
/**
 * A new password (registration, every reset) found in the list of the most common and breached passwords
 * (server-side: apps/server/src/features/auth/common-passwords.ts, docs/decisions/282-common-passwords-refused.md).
 * Not in the spec: its lengths stay as they are; this refuses only the guessable ones within them.
 */
export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is one of the most common and easy to guess. Please choose a different one.';
const PHONE_MESSAGE = 'Please enter a valid phone number';

export const loginSchema = z.strictObject({
  username: z
    .string({ error: 'Username or email must be at least 3 characters' })
    .check(z.trim(), z.minLength(3, 'Username or email must be at least 3 characters')),
  password: z.string({ error: PASSWORD_MIN_MESSAGE }).check(z.minLength(6, PASSWORD_MIN_MESSAGE)),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordField = z.string({ error: PASSWORD_MIN_MESSAGE }).check(
  z.minLength(6, PASSWORD_MIN_MESSAGE),
  // bcrypt only reads 72 bytes; a cap also keeps hashing cheap.
  z.maxLength(100, 'Password is too long'),
);
/**
 * The one phone rule of an account (registration, an admin adding a member): trimmed, 10 to 30 characters
 * ('Please enter a valid phone number'). `required` is the message for a missing or empty one.
 */
function accountPhoneField(required: string = PHONE_MESSAGE) {
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, required)),
    trimmedTextField(10, 30, PHONE_MESSAGE, PHONE_MESSAGE),
  );
}

/** POST /api/register body. email is the username copied by the client; name is optional. */
export const registerPayloadSchema = z.strictObject({
  username: emailField(),
  phone: accountPhoneField(),
  password: passwordField,
  email: emailField(),
  name: z.optional(personNameField),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

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

/** POST /api/user/sign-out-other-devices response: how many other sessions ended. */
export const signedOutOthersSchema = z.object({ message: z.string(), ended: z.number().check(z.int(), z.minimum(0)) });
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>;

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
