// @vitest-environment jsdom
// Membership dues at the desk (docs/decisions/301-membership-dues.md): the desk finds a person not yet a member among
// every account, opens their dues and sends the payment link, as admins do from the Members screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleDues, sampleUser, stubFetch } from '../../../test/render-route';
import { DeskDues } from './desk-dues';

afterEach(endScreenTest);

const dues = (over: Parameters<typeof sampleDues>[0] = {}) => sampleDues({ online: true, priceCents: 15000, ...over });

it('finds a person who is not yet a member, opens their dues and sends the payment link', async () => {
  const { calls } = stubFetch(({ method, path }) => {
    if (path === '/api/desk/members?q=Sam&who=accounts') {
      return json(200, [{ id: 9, name: 'Sam Fairway', username: 'sam', email: 'sam.fairway@example.com' }]);
    }
    if (method === 'GET' && path === '/api/dues/9') return json(200, dues());
    if (method === 'POST' && path === '/api/dues/9/payment-link') {
      return json(201, {
        message: 'Payment link sent to Sam Fairway.',
        dues: dues({ status: 'link_sent', linkSentAt: '2026-11-27T10:00:00.000Z' }),
      });
    }
    return json(404, { error: 'Not found' });
  });
  const user = userEvent.setup();
  renderRoute([{ path: '/desk/till', element: <DeskDues /> }], {
    url: '/desk/till',
    user: sampleUser({ isFrontDesk: true, isMember: false }),
  });
  const section = screen.getByRole('region', { name: 'Membership dues' });
  await user.type(within(section).getByLabelText('Search accounts by name or e-mail'), 'Sam');
  await user.click(await within(section).findByRole('radio', { name: /Sam Fairway/ }));
  await user.click(await within(section).findByRole('button', { name: 'Dues of Sam Fairway' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dues of Sam Fairway' });
  await user.click(await within(dialog).findByRole('button', { name: 'Send payment link' }));
  expect(await screen.findByText('Payment link sent to Sam Fairway.')).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/dues/9/payment-link']);
});
