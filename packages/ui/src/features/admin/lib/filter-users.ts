// Search for the Member Management table. Front-desk staff type whatever they have in front of them: part
// of a name or e-mail, a phone number as written on a form ("(407) 555-01"), or a type ("member"). Every
// word typed must match the name, username, e-mail, phone or type; phone matching ignores punctuation.
import { userTypeOf, type User, type UserType } from '@longwood/core';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

function matchesTerm(user: User, type: UserType, term: string): boolean {
  const text = [user.name ?? '', user.username, user.email, type].join(' ').toLowerCase();
  if (text.includes(term)) return true;
  const phone = user.phone;
  if (phone.toLowerCase().includes(term)) return true;
  const termDigits = digitsOnly(term);
  // Only terms that are mostly a number are compared as phone digits ("407-555" yes, "bay2" no).
  return termDigits.length >= 3 && termDigits.length >= term.replace(/[\s()+.-]/g, '').length
    ? digitsOnly(phone).includes(termDigits)
    : false;
}

export function filterUsers(users: readonly User[], query: string): User[] {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...users];
  return users.filter((user) => {
    const type = userTypeOf(user);
    return terms.every((term) => matchesTerm(user, type, term));
  });
}

export const USER_TYPE_LABELS: Record<UserType, string> = {
  admin: 'Admin',
  member: 'Member',
  regular: 'Regular',
};
