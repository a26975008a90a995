// @vitest-environment jsdom
// What the landing page's hero leads with, by who is looking: the free demo for visitors and signed-in
// non-members only; members are offered booking, staff who are not members their workplace
// (docs/decisions/085-role-policy.md).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@longwood/core';
import { PERSONAS, type PersonaName } from '@longwood/core/testing';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../test/render-route';
import { LandingRoute } from './landing-route';

beforeEach(() => {
  stubFetch(({ path }) => {
    if (path.startsWith('/api/user/bookings')) return json(200, []);
    return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
  });
});
afterEach(endScreenTest);

const userOf = (name: PersonaName): User | null => {
  const flags = PERSONAS[name];
  return flags === null ? null : sampleUser({ ...flags, username: `${name}@example.com` });
};

async function heroLinks(name: PersonaName) {
  renderRoute([{ path: '/', element: <LandingRoute /> }], { url: '/', user: userOf(name) });
  const hero = await screen.findByRole('region', { name: 'Elevate Your Golf Performance' });
  return within(hero)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('aria-label') === null)
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('the hero leads with what fits the person', () => {
  it.each<[PersonaName, string[][]]>([
    [
      'visitor',
      [
        ['Book Your Free Demo', '#contact'],
        ['View Membership', '#membership'],
      ],
    ],
    [
      'regular',
      [
        ['Book Your Free Demo', '#contact'],
        ['View Membership', '#membership'],
      ],
    ],
    [
      'member',
      [
        ['Book a Bay', '/booking'],
        ['Book a Lesson', '/book-lesson'],
      ],
    ],
    [
      'admin',
      [
        ['Book a Bay', '/booking'],
        ['Book a Lesson', '/book-lesson'],
      ],
    ],
    [
      'coach',
      [
        ['Go to Coach Dashboard', '/coach/dashboard'],
        ['View Membership', '#membership'],
      ],
    ],
    [
      'frontDesk',
      [
        ['Go to Front Desk', '/desk'],
        ['View Membership', '#membership'],
      ],
    ],
  ])('%s', async (name, expected) => {
    expect(await heroLinks(name)).toEqual(expected);
  });
});
