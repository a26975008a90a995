// What the header and the account menu offer a signed-in person (docs/requirements.md#header), decided by core's role
// policy (docs/decisions/085-role-policy.md): the same capabilities that gate the screens behind the links.
// Admins may use member features, so an admin who is not a member gets the member links too.
import { can, rolesOf, type User } from '@longwood/core';

export interface NavItem {
  value: string;
  label: string;
  /** Where it goes; items without one act in place (the Entrance Code dialog). */
  to?: string;
  /** Drawn as a button in the header (the visitor-facing call to action). */
  primary?: boolean;
}

/** The header's links ('Book Now, Lessons, Leagues' or 'Book a Demo'); on phones they move into the menu. */
export function headerLinksFor(user: User): NavItem[] {
  if (can(user, 'member:features')) {
    return [
      { value: 'nav-booking', label: 'Book Now', to: '/booking' },
      { value: 'nav-lessons', label: 'Lessons', to: '/book-lesson' },
      { value: 'nav-leagues', label: 'Leagues', to: '/leagues-signup' },
    ];
  }
  return [{ value: 'nav-demo', label: 'Book a Demo', to: '/contact', primary: true }];
}

/** The account menu's items, between 'Signed in as' and 'Log out'. */
export function accountMenuItems(user: User, { includeNav }: { includeNav: boolean }): NavItem[] {
  const items: NavItem[] = includeNav ? headerLinksFor(user) : [];
  if (can(user, 'member:features')) items.push({ value: 'entrance-code', label: 'Entrance Code' });
  else items.push({ value: 'upgrade', label: 'Upgrade Membership', to: '/upgrade-membership' });
  items.push({ value: 'account', label: 'Account Details', to: '/account' });
  // docs/requirements.md#header: 'Coach Dashboard' (coaches). The item is the coach's own workplace, so it goes to
  // coaches only; admins, who may open the screen too (coach:screens), reach it by URL and supervise coaches from the
  // admin side.
  if (rolesOf(user).includes('coach')) {
    items.push({ value: 'coach', label: 'Coach Dashboard', to: '/coach/dashboard' });
  }
  if (can(user, 'admin:screens')) items.push({ value: 'admin', label: 'Admin Dashboard', to: '/admin' });
  return items;
}
