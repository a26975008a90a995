import { describe, expect, it } from 'vitest';
import type { User } from '@longwood/core';
import { accountMenuItems } from './account-menu';

const base: User = {
  id: 7,
  username: 'ann@example.com',
  email: 'ann@example.com',
  phone: '4075550100',
  isMember: false,
  isAdmin: false,
  isCoach: false,
};

const labels = (user: Partial<User>, includeNav = false) =>
  accountMenuItems({ ...base, ...user }, { includeNav }).map((i) => i.label);

describe('accountMenuItems', () => {
  it('offers a non-member the upgrade, never the entrance code', () => {
    expect(labels({})).toEqual(['Upgrade Membership', 'Account Details']);
  });

  it('offers a member the entrance code', () => {
    expect(labels({ isMember: true })).toEqual(['Entrance Code', 'Account Details']);
  });

  it('adds the coach and admin dashboards by flag', () => {
    expect(labels({ isMember: true, isCoach: true, isAdmin: true })).toEqual([
      'Entrance Code',
      'Account Details',
      'Coach Dashboard',
      'Admin Dashboard',
    ]);
  });

  it('carries the header links on phones', () => {
    expect(labels({ isMember: true }, true).slice(0, 3)).toEqual(['Book Now', 'Lessons', 'Leagues']);
    expect(labels({}, true)[0]).toBe('Book a Demo');
  });
});
