// @vitest-environment jsdom
// Login and registration against a stubbed network: what a person sees when the server refuses, limits, or
// cannot be reached (docs/requirements.md#toasts; server field errors beside the fields).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { AuthPage } from './auth-page';

afterEach(endScreenTest);

const renderAuth = (url = '/auth') => renderRoute([{ path: '/auth', element: <AuthPage /> }], { url, user: null });

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email or Username'), 'jane@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login failures', () => {
  it("says 'Invalid username or password' only when the server answers 401", async () => {
    stubFetch(() => json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' }));
    const user = userEvent.setup();
    renderAuth();
    await logIn(user);
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
  });

  it('says the server could not be reached when the network fails, never that the password is wrong', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderAuth();
    await logIn(user);
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Invalid username or password')).toBeNull();
  });

  it("shows a lock-out (429) in the server's own words", async () => {
    const locked = 'Too many failed login attempts. Please try again in 15 minutes.';
    stubFetch(() => json(429, { code: 'RATE_LIMITED', message: locked }));
    const user = userEvent.setup();
    renderAuth();
    await logIn(user);
    expect(await screen.findByText(locked)).toBeTruthy();
    expect(screen.queryByText('Invalid username or password')).toBeNull();
  });

  it('does not blame the password for a server failure without a message', async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    const user = userEvent.setup();
    renderAuth();
    await logIn(user);
    expect(await screen.findByText('502: Bad Gateway')).toBeTruthy();
  });
});

async function register(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'taken@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '4075550100');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('registration failures', () => {
  it("shows a taken e-mail under the Email field, in the server's words", async () => {
    const taken = 'An account with this email already exists';
    const net = stubFetch(() =>
      json(409, { code: 'ACCOUNT_TAKEN', message: taken, fieldErrors: { username: [taken], email: [taken] } }),
    );
    const user = userEvent.setup();
    renderAuth('/auth?tab=register');
    await register(user);

    expect(await screen.findByText('Registration failed')).toBeTruthy();
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(taken);
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBeNull();
    expect(net.calls[0]?.body).toMatchObject({ username: 'taken@example.com', email: 'taken@example.com' });
  });

  it('signs the new account in when the server accepts it', async () => {
    stubFetch(() => json(201, sampleUser({ username: 'new@example.com', email: 'new@example.com' })));
    const user = userEvent.setup();
    renderAuth('/auth?tab=register');
    await register(user);
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(await screen.findByText('Other page at /')).toBeTruthy();
  });
});

describe('the optional name at registration', () => {
  it('is sent trimmed when given', async () => {
    const net = stubFetch(() => json(201, sampleUser({ username: 'new@example.com', email: 'new@example.com' })));
    const user = userEvent.setup();
    renderAuth('/auth?tab=register');
    await user.type(screen.getByLabelText('Name (optional)'), '  Ann Lee ');
    await register(user);
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(net.calls[0]?.body).toEqual({
      username: 'taken@example.com',
      phone: '4075550100',
      password: 'secret123',
      email: 'taken@example.com',
      name: 'Ann Lee',
    });
  });

  it('keeps the form with the message beside the field when the name is too long', async () => {
    const net = stubFetch(() => json(500, {}));
    const user = userEvent.setup();
    renderAuth('/auth?tab=register');
    await user.type(screen.getByLabelText('Name (optional)'), 'x'.repeat(61));
    await register(user);
    expect(await screen.findByText('Name must be at most 60 characters')).toBeTruthy();
    expect(screen.getByLabelText('Name (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(net.calls).toHaveLength(0);
  });

  it('sends no name when none is typed', async () => {
    const net = stubFetch(() => json(201, sampleUser({ username: 'new@example.com', email: 'new@example.com' })));
    const user = userEvent.setup();
    renderAuth('/auth?tab=register');
    await register(user);
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(net.calls[0]?.body).not.toHaveProperty('name');
  });
});
