// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, stubFetch } from '../../../test/render-route';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyResetPage } from './verify-reset-page';

afterEach(endScreenTest);

const TOKEN = 'f'.repeat(64);

describe('/forgot-password', () => {
  const renderPage = () =>
    renderRoute([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], { url: '/forgot-password' });

  it('validates the address, sends it, and shows the server answer with a link to enter the code', async () => {
    const net = stubFetch(() =>
      json(200, { next: 'verify', message: 'A verification code has been sent to your email.' }),
    );
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveProperty('pathname', '/auth');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(net.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'jane@longwoodgolf.example');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));

    expect(await screen.findByText('A verification code has been sent to your email.')).toBeTruthy();
    expect(net.calls).toEqual([
      { method: 'POST', path: '/api/reset-password/request', body: { email: 'jane@longwoodgolf.example' } },
    ]);
    const next = screen.getByRole('link', { name: 'Continue to verification' }) as HTMLAnchorElement;
    expect(next.getAttribute('href')).toBe('/verify-reset?email=jane%40longwoodgolf.example');
  });

  it("shows the server's refusal for addresses outside the facility's domain", async () => {
    stubFetch(() =>
      json(200, {
        next: 'contact_admin',
        message: 'Password reset is only available for facility accounts. Please contact an admin.',
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'someone@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Password reset is only available for facility accounts. Please contact an admin.',
    );
    expect(screen.queryByRole('link', { name: 'Continue to verification' })).toBeNull();
  });

  it('falls back to the generic message when the server gives no reason', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Email'), 'jane@longwoodgolf.example');
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
  });
});

describe('/verify-reset', () => {
  const renderPage = (url = '/verify-reset') =>
    renderRoute([{ path: '/verify-reset', element: <VerifyResetPage /> }], { url });
  /** Jane enters her e-mail and `code` and asks to verify it. */
  const verifyCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
    await user.type(screen.getByLabelText('Email'), 'jane@longwoodgolf.example');
    await user.type(screen.getByLabelText('Verification Code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
  };

  it('prefills the e-mail, validates the code, and reports a rejected code', async () => {
    const net = stubFetch(() =>
      json(400, { code: 'RESET_CODE_INVALID', message: 'Invalid verification code or email. Please try again.' }),
    );
    const user = userEvent.setup();
    renderPage('/verify-reset?email=jane%40longwoodgolf.example');

    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('jane@longwoodgolf.example');
    const code = screen.getByLabelText('Verification Code');
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification code must be 6 digits')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '12345a');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Verification code must contain only numbers')).toBeTruthy();
    expect(net.calls).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code or email. Please try again.',
    );
    expect(net.calls[0]).toEqual({
      method: 'POST',
      path: '/api/reset-password/verify',
      body: { email: 'jane@longwoodgolf.example', verificationCode: '123456' },
    });
  });

  it('treats a 400 from verify as a wrong code too', async () => {
    stubFetch(() => json(400, { message: 'Invalid or expired code' }));
    renderPage();
    await verifyCode(userEvent.setup(), '654321');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code or email. Please try again.',
    );
  });

  it("puts the server's field errors beside the fields", async () => {
    stubFetch(() =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Verification code must contain only numbers',
        fieldErrors: { verificationCode: ['Verification code must contain only numbers'] },
      }),
    );
    renderPage();
    await verifyCode(userEvent.setup(), '654321');
    const code = screen.getByLabelText('Verification Code');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Verification code must contain only numbers',
    );
  });

  it('moves to step two, validates the new password, resets it and sends the person to /auth after 3 seconds', async () => {
    const net = stubFetch(({ path }) =>
      path.endsWith('/verify')
        ? json(200, { success: true, message: 'Verification successful. You can now choose a new password.' })
        : json(200, { success: true, message: 'Password has been reset' }),
    );
    const user = userEvent.setup();
    renderPage();

    await verifyCode(user, '123456');

    const heading = await screen.findByRole('heading', { name: 'Set a New Password' });
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const password = screen.getByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm New Password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();

    await user.clear(password);
    await user.click(password);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is too long')).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'new-secret-1');
    await user.type(confirm, 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(net.calls).toHaveLength(1);

    await user.clear(confirm);
    await user.type(confirm, 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(/Your password has been reset/)).toBeTruthy();
    expect(screen.getByText(/Redirecting to login in [1-3] seconds?\.\.\./)).toBeTruthy();
    expect(net.calls[1]).toEqual({
      method: 'POST',
      path: '/api/reset-password/reset',
      body: { email: 'jane@longwoodgolf.example', verificationCode: '123456', newPassword: 'new-secret-1' },
    });
    expect(await screen.findByText('Login page at /auth', {}, { timeout: 4500 })).toBeTruthy();
  }, 15_000);
});

describe('/reset-password/:token', () => {
  const renderPage = (url: string) =>
    renderRoute([{ path: '/reset-password/:token', element: <ResetPasswordPage /> }], { url });
  /** The server's up-front token check answers `valid`; the reset call answers through `reset`. */
  const server = (valid: boolean, reset: () => Response) =>
    stubFetch(({ path }) => (path.endsWith('/check-token') ? json(200, { valid }) : reset()));
  /** Once the form shows, the person types `password` twice and asks to reset. */
  const resetTo = async (password: string) => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password'), password);
    await user.type(screen.getByLabelText('Confirm New Password'), password);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  };

  it("shows 'Invalid Request' with a link to start over for a malformed token, without calling the server", () => {
    const net = stubFetch(() => json(200, {}));
    renderPage('/reset-password/not%20a%20token');
    expect(screen.getByRole('heading', { name: 'Invalid Request' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new password reset' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(net.calls).toHaveLength(0);
  });

  it("shows 'Invalid Request' when the server's token check says the link is dead", async () => {
    const net = server(false, () => json(200, {}));
    renderPage(`/reset-password/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Invalid Request' })).toBeTruthy();
    expect(net.calls).toEqual([{ method: 'POST', path: '/api/reset-password/check-token', body: { token: TOKEN } }]);
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it("shows 'Invalid Request' when the server rejects the token at reset time", async () => {
    server(true, () => json(400, { message: 'This reset link has expired.' }));
    renderPage(`/reset-password/${TOKEN}`);
    await resetTo('new-secret-1');
    expect(await screen.findByRole('heading', { name: 'Invalid Request' })).toBeTruthy();
    expect(screen.getByText('This reset link has expired.')).toBeTruthy();
  });

  it('keeps the form and shows the generic error on a server failure', async () => {
    server(true, () => new Response('', { status: 500 }));
    renderPage(`/reset-password/${TOKEN}`);
    await resetTo('new-secret-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByLabelText('New Password')).toBeTruthy();
  });

  it('resets with the token and redirects to /auth after 3 seconds', async () => {
    const net = server(true, () => json(200, { success: true, message: 'Password has been reset' }));
    renderPage(`/reset-password/${TOKEN}`);
    await resetTo('new-secret-1');
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeTruthy();
    expect(net.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/reset-password/reset',
      body: { token: TOKEN, newPassword: 'new-secret-1' },
    });
    expect(screen.queryByText('Login page at /auth')).toBeNull();
    expect(await screen.findByText('Login page at /auth', {}, { timeout: 4500 })).toBeTruthy();
  }, 10_000);
});
