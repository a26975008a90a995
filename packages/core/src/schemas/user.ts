// Users as the API returns them and how they are named (docs/requirements.md#user); what people send to sign in and
// register is in sign-in.ts, the account forms, the profile and the admin user switches in account-forms.ts.
import { z } from '../zod';
import { idSchema } from './common';

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

/** A person an e-mail greets: their name as shown (personName's, or as typed) and their address. */
export interface GreetedPerson {
  name?: string | null;
  username?: string;
  email?: string | null;
}

/**
 * The name to greet a person by, on every e-mail: their own name when it is plain text (plainName); an account
 * without a name — or whose shown name is only its address's name part, as personName shows it — by the name part of
 * its e-mail address, its dots and underscores as spaces ('sam.lee+golf@example.com' → 'sam lee': a dotted word
 * reads as a link); never a role word such as 'member' or 'coach'. Null when neither is plain text.
 */
export function greetingName(person: GreetedPerson): string | null {
  const address = person.email?.includes('@') ? person.email : (person.username ?? '');
  const at = address.indexOf('@');
  const local = at > 0 ? address.slice(0, at) : address;
  const own = person.name?.trim();
  if (own && own !== local && own !== person.username) return plainName(own);
  return plainName(local.split('+')[0]!.replace(/[._]+/g, ' '));
}

/**
 * An e-mail's first line: 'Hi Pat,' — or 'Hi,' when the name is no plain text (plainName). Given the person, by
 * greetingName: an account without a name is greeted by its address's name part ('Hi sam lee,').
 */
export function greetingTo(who: string | GreetedPerson, salutation: 'Hi' | 'Hello' = 'Hi'): string {
  const plain = typeof who === 'string' ? plainName(who) : greetingName(who);
  return plain ? `${salutation} ${plain},` : `${salutation},`;
}

/** A person as staff pick them from a list of accounts: the name and the e-mail address (names may repeat). */
export function personWithEmail(person: { name?: string | null; username: string; email: string }): string {
  return `${personName(person)} (${person.email})`;
}

/** User id 1 is the facility's first admin and can never be deleted. */
export const PROTECTED_USER_ID = 1;

/** POST /api/user/sign-out-other-devices response: how many other sessions ended. */
export const signedOutOthersSchema = z.object({ message: z.string(), ended: z.number().check(z.int(), z.minimum(0)) });
export type SignedOutOthers = z.infer<typeof signedOutOthersSchema>;
