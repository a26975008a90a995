// @vitest-environment jsdom
// Revenue on /admin/insights (decisions 302, 413) against a stand-in for GET /api/admin/revenue: the months' table,
// then the same money by how and by whom it was paid, refunds by what they gave back, and by the month earned.
import { revenueOf } from '@longwood/core';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { RevenueSection } from './revenue-section';

afterEach(endScreenTest);

it('shows the months, then the money by method, by payer, refunds by source and by the month earned', async () => {
  // A lesson of April 12 paid on March 30 at the terminal, $5 of it given back; a guest's $25 in cash.
  const revenue = revenueOf(
    { from: '2027-03-01', to: '2027-03-31' },
    [
      {
        facilityDate: '2027-03-30',
        kind: 'payment',
        purpose: 'lesson',
        method: 'card_terminal',
        payer: 'member',
        earnedDate: '2027-04-12',
        cents: 9000,
      },
      {
        facilityDate: '2027-03-31',
        kind: 'refund',
        purpose: 'lesson',
        method: 'card_terminal',
        payer: 'member',
        earnedDate: '2027-04-12',
        cents: 500,
      },
      {
        facilityDate: '2027-03-10',
        kind: 'payment',
        purpose: 'guest',
        method: 'cash',
        payer: 'guest',
        earnedDate: '2027-03-10',
        cents: 2500,
      },
    ],
    { failedDues: 0, membersInGrace: 0, disputes: { open: 9000, won: 0, lost: 0 } },
  );
  stubFetch(({ path }) =>
    path === '/api/admin/revenue?from=2027-03-01&to=2027-03-31' ? json(200, revenue) : json(404, {}),
  );
  renderRoute([{ path: '/admin/insights', element: <RevenueSection from="2027-03-01" to="2027-03-31" /> }], {
    url: '/admin/insights',
    user: sampleUser({ id: 1, isAdmin: true }),
  });
  const split = await screen.findByLabelText('Revenue split');
  const text = (label: string) => within(split).getByText(label).nextElementSibling!.textContent;
  expect(text('Paid by (net)')).toBe('Cash $25.00 · Card terminal $85.00 · Online (Stripe) $0.00');
  expect(text('Who paid (net)')).toBe('Members $85.00 · Guests and others $25.00');
  expect(text('Refunds of')).toBe('Dues $0.00 · Lessons $5.00 · Rentals $0.00 · Fees $0.00 · League buy-ins $0.00');
  expect(text('Earned in (net)')).toBe('Mar 2027 $25.00 · Apr 2027 $85.00');
  expect(screen.getByRole('table', { name: 'Revenue by month and source' }).textContent).toContain('$110.00');
  expect(screen.getByText(/Disputed online/).textContent).toContain(
    'Disputed online: open $90.00, won $0.00, lost $0.00',
  );
});
