// @vitest-environment jsdom
// /verify-email?token=…: the page of the verification e-mail's link sends its token once and says how it went; the
// account page asks an unverified person to open it, and sends a new link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { AccountPage } from './account-page';
import { VerifyEmailPage } from './verify-email-page';

afterEach(endScreenTest);

const open = (url: string) =>
  renderRoute([{ path: '/verify-email', element: <VerifyEmailPage /> }], { url, user: null });

describe('/verify-email', () => {
  it('sends the token once and says the address is verified', async () => {
    const net = stubFetch(({ path }) =>
      path === '/api/email-verification'
        ? json(200, { message: 'Your e-mail address is verified.' })
        : json(404, { message: 'Not found' }),
    );
    open('/verify-email?token=abc.def');
    expect(await screen.findByRole('heading', { name: 'E-mail verified' })).toBeTruthy();
    expect(screen.getByText('Your e-mail address is verified.')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/email-verification', body: { token: 'abc.def' } },
    ]);
  });

  it('says why a link does not work, and where to get a new one', async () => {
    stubFetch(() =>
      json(400, { code: 'VERIFICATION_LINK_INVALID', message: 'This verification link is invalid or has expired.' }),
    );
    open('/verify-email?token=old');
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'This verification link is invalid or has expired. You can ask for a new link on your account page.',
    );
  });
});

describe('/account while the address is unverified', () => {
  it('asks to confirm it and sends a new link', async () => {
    const user = sampleUser({ emailVerified: false });
    const net = stubFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/user/email-verification') return new Response(null, { status: 204 });
      if (path === '/api/user') return json(200, user);
      return json(404, { message: 'Not found' });
    });
    const clicks = userEvent.setup();
    renderRoute([{ path: '/account', element: <AccountPage /> }], { url: '/account', user });
    const note = await screen.findByRole('region', { name: 'Please confirm your e-mail address' });
    await clicks.click(within(note).getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Check jane@example.com for the link.')).toBeTruthy();
    expect(net.calls.some((c) => c.method === 'POST' && c.path === '/api/user/email-verification')).toBe(true);
  });
});
