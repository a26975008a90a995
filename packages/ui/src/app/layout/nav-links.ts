// What the header and the account menu offer a signed-in person (docs/requirements.md#header), decided by core's role
// policy (docs/decisions/085-role-policy.md): the same capabilities that gate the screens behind the links.
// Admins may use member features, so an admin who is not a member gets the member links too.
import { can, rolesOf, type User } from '@longwood/core';
import { MEMBER_HERO_ACTIONS, VISITOR_HERO_ACTIONS, type HeroAction } from '../../features/marketing/lib/hero-actions';

export interface NavItem {
  value: string;
  label: string;
  /** Where it goes; items without one act in place (the Entrance Code dialog). */
  to?: string;
  /** Drawn as a button in the header (the visitor-facing call to action). */
  primary?: boolean;
}

/**
 * Staff: coaches, front-desk staff and admins. The demo and upgrade offers are for prospective members, so staff
 * who are not members get their workplace instead (docs/decisions/085-role-policy.md).
 */
export function isStaff(user: User | null | undefined): boolean {
  return rolesOf(user).some((role) => role === 'coach' || role === 'frontDesk' || role === 'admin');
}

/** Where a staff member works: the desk's board, the coach dashboard (desk first for someone who is both). */
function workplaceLinks(user: User): NavItem[] {
  const roles = rolesOf(user);
  const links: NavItem[] = [];
  if (roles.includes('frontDesk')) links.push({ value: 'nav-desk', label: 'Front Desk', to: '/desk' });
  if (roles.includes('coach')) links.push({ value: 'coach', label: 'Coach Dashboard', to: '/coach/dashboard' });
  return links;
}

/**
 * The header's links: 'Book Now, Lessons, Leagues' for members, 'Book a Demo' for other signed-in people, and for
 * staff who are not members their workplace; on phones they move into the menu.
 */
export function headerLinksFor(user: User): NavItem[] {
  if (can(user, 'member:features')) {
    return [
      { value: 'nav-booking', label: 'Book Now', to: '/booking' },
      { value: 'nav-lessons', label: 'Lessons', to: '/book-lesson' },
      { value: 'nav-leagues', label: 'Leagues', to: '/leagues-signup' },
    ];
  }
  if (isStaff(user)) return workplaceLinks(user);
  return [{ value: 'nav-demo', label: 'Book a Demo', to: '/contact', primary: true }];
}

/** What the landing page's hero leads with: the free demo for visitors and non-members only. */
export function heroActionsFor(user: User | null | undefined): readonly [HeroAction, HeroAction] {
  if (!user) return VISITOR_HERO_ACTIONS;
  if (can(user, 'member:features')) return MEMBER_HERO_ACTIONS;
  const [workplace] = workplaceLinks(user);
  if (workplace?.to) return [{ label: `Go to ${workplace.label}`, to: workplace.to }, VISITOR_HERO_ACTIONS[1]];
  return VISITOR_HERO_ACTIONS;
}
