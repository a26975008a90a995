import { describe, expect, it } from 'vitest';
import type { User } from '@longwood/core';
import { sampleUser } from '../../test/render-route';
import { accountMenuItems } from './account-menu-items';
import { headerLinksFor } from './nav-links';

const base = sampleUser({ username: 'ann@example.com', email: 'ann@example.com' });

const labels = (user: Partial<User>, includeNav = false) =>
  accountMenuItems({ ...base, ...user }, { includeNav }).map((i) => i.label);

/** A member's menu on a phone: the header's links first, then their own items. */
const MEMBER_MENU_ON_A_PHONE = ['Book Now', 'Lessons', 'Leagues', 'Entrance Code', 'My Game', 'Account Details'];

describe('accountMenuItems', () => {
  it('offers a non-member the upgrade, never the entrance code', () => {
    expect(labels({})).toEqual(['Upgrade Membership', 'Account Details']);
  });

  it("offers a member the entrance code and My Game, the Game panel's own page", () => {
    expect(labels({ isMember: true })).toEqual(['Entrance Code', 'My Game', 'Account Details']);
  });

  it('offers the Coach Dashboard to coaches only (as documented), the Admin Dashboard to admins', () => {
    expect(labels({ isCoach: true })).toEqual(['Account Details', 'Coach Dashboard']);
    // Admins may open /coach/dashboard by URL, but the menu item is the coaches' own.
    expect(labels({ isMember: true, isAdmin: true })).toEqual([
      'Entrance Code',
      'My Game',
      'Account Details',
      'Admin Dashboard',
      'Front Desk',
    ]);
    expect(labels({ isMember: true, isAdmin: true, isCoach: true })).toEqual([
      'Entrance Code',
      'My Game',
      'Account Details',
      'Coach Dashboard',
      'Admin Dashboard',
      'Front Desk',
    ]);
    // A front-desk member's header shows the member links: the menu leads to the desk.
    expect(labels({ isMember: true, isFrontDesk: true }, true)).toEqual([...MEMBER_MENU_ON_A_PHONE, 'Front Desk']);
  });

  it("leads an admin's 'Admin Dashboard' to the admin home, and links the desk", () => {
    const items = accountMenuItems({ ...base, isAdmin: true }, { includeNav: false });
    expect(items.filter((i) => i.value === 'admin' || i.value === 'desk').map((i) => [i.label, i.to])).toEqual([
      ['Admin Dashboard', '/admin-dashboard'],
      ['Front Desk', '/desk'],
    ]);
  });

  it('gives an admin who is not a member the member features, not an upgrade offer', () => {
    expect(labels({ isAdmin: true }, true)).toEqual([...MEMBER_MENU_ON_A_PHONE, 'Admin Dashboard', 'Front Desk']);
  });

  it('offers staff who are not members their workplace, never the demo or the upgrade', () => {
    expect(labels({ isCoach: true }, true)).toEqual(['Coach Dashboard', 'Account Details']);
    expect(labels({ isFrontDesk: true }, true)).toEqual(['Front Desk', 'Account Details']);
    expect(labels({ isFrontDesk: true, isCoach: true }, true)).toEqual([
      'Front Desk',
      'Coach Dashboard',
      'Account Details',
    ]);
    expect(headerLinksFor({ ...base, isFrontDesk: true }).map((l) => [l.label, l.to])).toEqual([
      ['Front Desk', '/desk'],
    ]);
    // A coach who is also a member is a member first.
    expect(headerLinksFor({ ...base, isCoach: true, isMember: true }).map((l) => l.label)).toEqual([
      'Book Now',
      'Lessons',
      'Leagues',
    ]);
  });

  it('carries the header links on phones', () => {
    expect(labels({ isMember: true }, true).slice(0, 3)).toEqual(['Book Now', 'Lessons', 'Leagues']);
    expect(labels({}, true)[0]).toBe('Book a Demo');
  });
});
