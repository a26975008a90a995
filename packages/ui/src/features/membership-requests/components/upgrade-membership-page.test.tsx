// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { facility } from '../../../config/facility';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { UpgradeMembershipPage } from './upgrade-membership-page';

afterEach(endScreenTest);

const renderPage = (user = sampleUser()) =>
  renderRoute([{ path: '/upgrade-membership', element: <UpgradeMembershipPage /> }], {
    url: '/upgrade-membership',
    user,
  });

describe('/upgrade-membership', () => {
  it('shows benefits, the price, the fee terms with the facility phone, and Book Demo to /contact', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Membership Benefits' })).toBeTruthy();
    expect(screen.getByText('24/7 gym access')).toBeTruthy();
    expect(screen.getByText('4 hours daily simulator time')).toBeTruthy();
    expect(screen.getByText('$200')).toBeTruthy();
    expect(screen.getByText('$200 per month, billed on the 1st of each month.')).toBeTruthy();
    expect(screen.getByText('Cancel anytime with 30 days notice.')).toBeTruthy();
    const phone = screen.getByRole('link', { name: facility.phone });
    expect(phone.getAttribute('href')).toMatch(/^tel:\+?\d{10,}$/);
    expect(screen.getByRole('link', { name: 'Book Demo' }).getAttribute('href')).toBe('/contact');
  });

  it('validates the request form with the documented messages and sends it with the session user', async () => {
    const thanks = "Thank you! We've received your membership request. Our team will contact you soon.";
    const net = stubFetch(() => json(201, { message: thanks }));
    const user = userEvent.setup();
    renderPage(sampleUser({ id: 42, email: 'jane@example.com', phone: '' }));

    await user.type(screen.getByLabelText('Full Name'), 'J');
    await user.type(screen.getByLabelText('Phone Number'), '407555');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Phone number must be at least 10 characters')).toBeTruthy();
    expect(net.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Full Name'), 'ane Doe');
    await user.type(screen.getByLabelText('Phone Number'), '0100');
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Message (optional)'), 'Evenings are best.');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(await screen.findByText('Request Submitted')).toBeTruthy();
    expect(screen.getByText(thanks)).toBeTruthy();
    expect(net.calls).toEqual([
      {
        method: 'POST',
        path: '/api/membership-request',
        body: {
          name: 'Jane Doe',
          phone: '4075550100',
          preferredContact: 'phone',
          message: 'Evenings are best.',
          userId: 42,
          email: 'jane@example.com',
        },
      },
    ]);
    // The form is cleared for a possible second request.
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).value).toBe('');
  });

  it("toasts 'Submission Failed' with the server's reason", async () => {
    stubFetch(() => json(429, { message: 'You already sent a request today.' }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Full Name'), 'Jane Doe');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Submission Failed')).toBeTruthy();
    expect(screen.getByText('You already sent a request today.')).toBeTruthy();
  });

  it('tells members they already have a membership and hides the request form', () => {
    renderPage(sampleUser({ isMember: true }));
    expect(screen.getByText(/You already have an active membership/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
  });
});
