// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { EntranceCodeDialog } from './entrance-code-dialog';

afterEach(endScreenTest);

const renderDialog = (canReadCode = true) =>
  renderRoute([{ path: '/', element: <EntranceCodeDialog open onOpenChange={() => {}} canReadCode={canReadCode} /> }], {
    url: '/',
    user: sampleUser({ isMember: canReadCode }),
  });

describe('Facility Entrance Code dialog', () => {
  it("shows 'Code not available' with the failure and a retry, then the code once it loads", async () => {
    let fail = true;
    const net = stubFetch(() => (fail ? new Response('', { status: 500 }) : json(200, { keypadCode: '482913' })));
    const user = userEvent.setup();
    renderDialog();

    expect(await screen.findByText('Code not available')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch keypad code');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('entrance-code')).textContent).toBe('482913');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(net.calls.map((c) => c.path)).toEqual(['/api/member/keypad-code', '/api/member/keypad-code']);
  });

  it("says 'Code not available' when no code was ever set, without an error, with a retry and the desk's phone", async () => {
    let code: string | null = null;
    stubFetch(() => json(200, { keypadCode: code }));
    const user = userEvent.setup();
    renderDialog();
    expect(await screen.findByText('Code not available')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const phone = screen.getByRole('link', { name: '(407) 555-0142' });
    expect(phone.getAttribute('href')).toBe('tel:+14075550142');
    expect(phone.parentElement?.textContent).toContain('Call the front desk at (407) 555-0142');

    code = '135790';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('entrance-code')).textContent).toBe('135790');
    expect(screen.queryByRole('link', { name: '(407) 555-0142' })).toBeNull();
  });

  it('does not swallow a 401: the session ends, as for any other read', async () => {
    stubFetch(() => json(401, { code: 'NOT_SIGNED_IN', message: 'You must be signed in to do that.' }));
    const { queryClient } = renderDialog();
    expect(await screen.findByText('Code not available')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.session)).toBeNull());
  });

  it('never asks for the code for someone the policy does not allow', async () => {
    const net = stubFetch(() => json(200, { keypadCode: '482913' }));
    renderDialog(false);
    expect(await screen.findByText('Code not available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(net.calls).toEqual([]);
  });
});
