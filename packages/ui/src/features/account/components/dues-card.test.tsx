// @vitest-environment jsdom
// The member's dues card (docs/decisions/301-membership-dues.md): back from Checkout it says the payment is processing
// and reads the dues again until Stripe's event has made them paid, then the membership shows; the link while unpaid,
// the portal button, the receipts; nothing without online payments and nothing paid.
import type { DuesView } from '@longwood/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { queryKeys } from '../../../lib/query-keys';
import { DuesCard } from './dues-card';

afterEach(endScreenTest);

const LINK_SENT: DuesView = {
  online: true,
  status: 'link_sent',
  priceCents: 20000,
  linkSentAt: '2027-04-16T15:00:00.000Z',
  checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1',
  nextChargeAt: null,
  graceEndsAt: null,
  cancelAt: null,
  portal: false,
  receipts: [],
};
const PAID: DuesView = {
  ...LINK_SENT,
  status: 'active',
  checkoutUrl: null,
  nextChargeAt: '2027-05-01T04:00:00.000Z',
  portal: true,
  receipts: [
    { id: 9, kind: 'payment', amountCents: 9694, method: 'stripe', purpose: 'dues', at: '2027-04-16T15:00:00.000Z' },
  ],
};

const renderCard = (url: string) =>
  renderRoute([{ path: '/account', element: <DuesCard user={sampleUser({ isMember: false })} /> }], {
    url,
    user: sampleUser(),
  });

describe('dues card', () => {
  it('offers the waiting payment link to a member who has not paid', async () => {
    stubFetch(() => json(200, LINK_SENT));
    renderCard('/account');
    const pay = await screen.findByRole('link', { name: 'Pay membership dues' });
    expect(pay.getAttribute('href')).toBe(LINK_SENT.checkoutUrl);
    expect(screen.queryByRole('status', { name: /processing/ })).toBeNull();
    expect(screen.getByText('$200.00 a month, billed on the 1st')).toBeTruthy();
  });

  it('back from Checkout says "processing" until Stripe confirms, then shows the next charge and the receipt', async () => {
    let answer = LINK_SENT;
    stubFetch(() => json(200, answer));
    const { queryClient } = renderCard('/account?checkout=done');
    expect(
      await screen.findByText(/Payment processing: your membership starts as soon as Stripe confirms/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay membership dues' })).toBeNull();
    answer = PAID;
    // Read again every 2 s while processing.
    await waitFor(() => expect(screen.getByText('Next charge')).toBeTruthy(), { timeout: 4_000 });
    expect(screen.queryByText(/Payment processing/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage card and invoices' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Membership dues/ }).textContent).toContain('$96.94');
    // The session's copy of the account is to be read again: the membership card and the menu show the member.
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.session)?.isInvalidated).toBe(true));
  });

  it('shows nothing without online payments when nothing was paid', async () => {
    const net = stubFetch(() => json(200, { ...LINK_SENT, online: false, status: 'none', checkoutUrl: null }));
    const { container } = renderCard('/account');
    await waitFor(() => expect(net.calls).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
