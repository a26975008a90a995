// @vitest-environment jsdom
// "Two-Step Sign-In" on an admin's account page once it is on: new recovery codes (shown once) and turning it off,
// each after the password and a code in a dialog (docs/decisions/287-admin-second-factor-and-re-authentication.md).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { SecondFactorCard } from './second-factor-card';

afterEach(endScreenTest);

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

function enrolledAdmin() {
  let enrolled = true;
  const net = stubFetch(({ method, path }) => {
    if (path === '/api/user/second-factor')
      return json(200, { enrolled, recoveryCodesLeft: enrolled ? 7 : 0, reauthenticatedUntil: null });
    if (method === 'POST' && path === '/api/user/second-factor/recovery-codes')
      return json(200, { recoveryCodes: CODES, message: 'New recovery codes. Keep them somewhere safe.' });
    if (method === 'POST' && path === '/api/user/second-factor/disable') {
      enrolled = false;
      return json(200, { message: 'Two-step sign-in is off.' });
    }
    return json(404, { message: 'Not found' });
  });
  renderRoute([{ path: '/account', element: <SecondFactorCard /> }], {
    url: '/account',
    user: sampleUser({ isAdmin: true }),
  });
  return net;
}

async function confirmIn(dialogName: string, submit: string) {
  const clicks = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await clicks.type(within(dialog).getByLabelText('Password'), 'my-password');
  await clicks.type(within(dialog).getByLabelText('Authentication code'), '123456');
  await clicks.click(within(dialog).getByRole('button', { name: submit }));
}

describe('Two-Step Sign-In, on', () => {
  it('shows ten new recovery codes once, after the password and a code', async () => {
    const net = enrolledAdmin();
    expect(await screen.findByText('Two-step sign-in is on. 7 of 10 recovery codes left.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'New Recovery Codes' }));
    await confirmIn('New Recovery Codes', 'Get New Codes');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(net.calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/user/second-factor/recovery-codes',
        body: { password: 'my-password', code: '123456' },
      },
    ]);
  });

  it('turns off after the password and a code, and offers the set-up again', async () => {
    const net = enrolledAdmin();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn Off' }));
    await confirmIn('Turn Off Two-Step Sign-In', 'Turn Off');
    expect(await screen.findByRole('button', { name: 'Set Up Two-Step Sign-In' })).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/user/second-factor/disable',
    ]);
  });
});
