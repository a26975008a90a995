// The account menu's items (docs/requirements.md#header), decided by core's role policy as the header's links are
// (nav-links.ts). A module of its own because only the menu's open list, loaded when the menu is first reached for,
// needs them (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
import { can, rolesOf, type User } from '@longwood/core';
import { headerLinksFor, isStaff, type NavItem } from './nav-links';

/** The account menu's items, between 'Signed in as' and 'Log out'. */
export function accountMenuItems(user: User, { includeNav }: { includeNav: boolean }): NavItem[] {
  const items: NavItem[] = includeNav ? headerLinksFor(user) : [];
  if (can(user, 'member:features')) {
    items.push({ value: 'entrance-code', label: 'Entrance Code' });
    // The Game panel's own place (docs/decisions/220-shot-data-import.md).
    items.push({ value: 'game', label: 'My Game', to: '/game' });
  } else if (!isStaff(user)) items.push({ value: 'upgrade', label: 'Upgrade Membership', to: '/upgrade-membership' });
  items.push({ value: 'account', label: 'Account Details', to: '/account' });
  // docs/requirements.md#header: 'Coach Dashboard' (coaches). The item is the coach's own workplace, so it goes to
  // coaches only; admins, who may open the screen too (coach:screens), reach it by URL and supervise coaches from the
  // admin side.
  if (rolesOf(user).includes('coach') && !items.some((item) => item.value === 'coach')) {
    items.push({ value: 'coach', label: 'Coach Dashboard', to: '/coach/dashboard' });
  }
  // 'Admin Dashboard' (SPEC) opens the admin home, where an admin also lands on signing in; it leads to every admin area,
  // /admin's tabs among them (docs/decisions/071-admin-dashboard-and-home.md).
  if (can(user, 'admin:screens')) items.push({ value: 'admin', label: 'Admin Dashboard', to: '/admin-dashboard' });
  // The desk is every admin's too (and a front-desk member's, whose header shows the member links): the menu leads
  // there whenever the header does not (docs/decisions/085-role-policy.md).
  const deskRole = rolesOf(user).some((role) => role === 'admin' || role === 'frontDesk');
  if (deskRole && !items.some((item) => item.to === '/desk')) {
    items.push({ value: 'desk', label: 'Front Desk', to: '/desk' });
  }
  return items;
}
