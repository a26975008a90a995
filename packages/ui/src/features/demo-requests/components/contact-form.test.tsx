// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureAnalytics, type AnalyticsEvent } from '../../../lib/analytics';
import { facility } from '../../../config/facility';
import { endScreenTest, json, renderRoute, stubFetch } from '../../../test/render-route';
import { ContactPage } from './contact-page';

afterEach(endScreenTest);

const renderPage = () => renderRoute([{ path: '/contact', element: <ContactPage /> }], { url: '/contact', user: null });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jamie Rivera');
  await user.type(screen.getByLabelText('Email'), 'jamie@example.com');
  await user.type(screen.getByLabelText('Phone'), '407-555-0188');
}

/** A visitor sends a valid form, and /api/contact answers `answer()` (a signed-out visitor everywhere else). */
async function sendValidForm(answer: () => Response) {
  stubFetch(({ path }) => (path === '/api/contact' ? answer() : json(401, {})));
  const user = userEvent.setup();
  renderPage();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Send Request' }));
}

describe('contact form', () => {
  it('shows the exact validation messages and sends nothing while invalid', async () => {
    const net = stubFetch(() => json(201, { message: 'ok' }));
    const user = userEvent.setup();
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(net.calls.filter((c) => c.path === '/api/contact')).toHaveLength(0);
  });

  it('posts the form, says Sending... meanwhile, thanks the visitor, resets and records the event', async () => {
    let release: (() => void) | undefined;
    const net = stubFetch(({ path }) =>
      path === '/api/contact'
        ? new Promise<Response>((resolve) => (release = () => resolve(json(201, { message: 'Thanks' }))))
        : json(401, { message: 'Not signed in' }),
    );
    const events: AnalyticsEvent[] = [];
    configureAnalytics({ trackPageView: () => {}, trackEvent: (e) => events.push(e) });
    const user = userEvent.setup();
    renderPage();

    await fillValidForm(user);
    await user.type(screen.getByLabelText('Message (optional)'), 'Evenings please');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release?.();

    expect(await screen.findByText('Message Sent!')).toBeTruthy();
    expect(
      screen.getByText(
        "Thank you for your inquiry. Your message has been emailed to our team and we'll get back to you soon.",
      ),
    ).toBeTruthy();
    expect(net.calls.find((c) => c.path === '/api/contact')?.body).toEqual({
      name: 'Jamie Rivera',
      email: 'jamie@example.com',
      phone: '407-555-0188',
      interest: 'free_sim_demo',
      message: 'Evenings please',
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Message (optional)') as HTMLTextAreaElement).value).toBe('');
    expect(events).toHaveLength(1);
    expect(events[0]?.properties).toMatchObject({ interest: 'free_sim_demo' });
  });

  it('keeps what was typed and points to the facility e-mail when sending fails', async () => {
    await sendValidForm(() => json(500, { message: 'boom' }));

    expect(await screen.findByText('Submission failed')).toBeTruthy();
    expect(
      screen.getByText(
        `There was a problem sending your message. Please try again or contact us directly at ${facility.email}.`,
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jamie Rivera');
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeTruthy();
  });

  it("shows a rate limit (429) in the server's own words, not the generic failure", async () => {
    const tooMany =
      'We have already received several requests from your network in the last hour. Please try again later, or call or e-mail us directly.';
    await sendValidForm(() => json(429, { code: 'RATE_LIMITED', message: tooMany }));
    expect(await screen.findByText('Submission failed')).toBeTruthy();
    expect(screen.getByText(tooMany)).toBeTruthy();
    expect(screen.queryByText(/There was a problem sending your message/)).toBeNull();
  });

  it("puts the server's field errors beside the fields", async () => {
    await sendValidForm(() =>
      json(400, {
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
        fieldErrors: { email: ['Please enter a valid email address'] },
      }),
    );
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });
});
