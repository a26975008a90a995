// @vitest-environment jsdom
// The account menu's 'Signed in as {name}' (docs/requirements.md#header): the person's display name, or the part of
// their username before '@' when they gave none (docs/decisions/200-a-persons-display-name.md).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endScreenTest, pretendDesktop, renderRoute, sampleUser } from '../../test/render-route';
import { AccountMenu } from './account-menu';

// The menu asks whether it is on a phone (here: a desktop).
beforeAll(pretendDesktop);
afterEach(() => endScreenTest());

async function signedInAs(user: ReturnType<typeof sampleUser>): Promise<string | null> {
  renderRoute([{ path: '/', element: <AccountMenu user={user} /> }], { url: '/', user });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
  return (await screen.findByRole('group')).textContent;
}

describe('account menu', () => {
  it('says who is signed in by their name', async () => {
    expect(await signedInAs(sampleUser({ name: 'Jane Doe', username: 'jane@example.com' }))).toMatch(
      /^Signed in as Jane Doe/,
    );
    expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('J');
  });

  it('shows no e-mail address when the person gave no name', async () => {
    const text = await signedInAs(sampleUser({ name: null, username: 'jane.doe@example.com' }));
    expect(text).toMatch(/^Signed in as jane\.doe/);
    expect(text).not.toContain('@');
  });
});
