// @vitest-environment jsdom
// The Bay keys section against a stand-in for the settings and device-key API: issuing shows the key once with a copy
// button and a warning, the list shows it by its first characters; revoking asks first and the key leaves the list;
// a label the server refuses is shown beside the field.
import { FACILITY_DEFAULTS, type BayDeviceKey, type FacilitySettings } from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleAdmin, stubFetch } from '../../../test/render-route';
import { BayKeysSection } from './bay-keys';

afterEach(endScreenTest);

const settings: FacilitySettings = {
  ...FACILITY_DEFAULTS,
  version: 1,
  updatedAt: null,
  bays: [
    { id: 1, name: 'Bay 1', open: true },
    { id: 2, name: 'Bay 2', open: true },
  ],
};
const SECRET = 'lwb_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

function fakeApi(refuseLabel = false) {
  const keys: BayDeviceKey[] = [];
  const calls: string[] = [];
  stubFetch(({ method, path, body }) => {
    if (path === '/api/user') return json(200, sampleAdmin);
    if (path === '/api/admin/facility-settings') return json(200, settings);
    const match = /^\/api\/admin\/bays\/(\d+)\/device-keys(?:\/(\d+))?(?:\?page=1&pageSize=100)?$/.exec(path);
    if (!match) return json(404, { message: 'Not found' });
    const bayId = Number(match[1]);
    if (method !== 'GET') calls.push(`${method} ${path} ${JSON.stringify(body ?? null)}`);
    if (method === 'GET') {
      const items = keys.filter((k) => k.bayId === bayId);
      return json(200, { items, total: items.length, totalExact: true, page: 1, pageSize: 100 });
    }
    if (method === 'POST') {
      if (refuseLabel)
        return json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Invalid input',
          fieldErrors: { label: ['A label has at most 60 characters'] },
        });
      const id = keys.length + 1;
      const label = (body as { label?: string }).label ?? null;
      keys.push({
        id,
        bayId,
        label,
        prefix: SECRET.slice(0, 12),
        createdAt: '2026-11-26T15:00:00.000Z',
        lastUsedAt: null,
        revokedAt: null,
      });
      return json(201, { id, key: SECRET });
    }
    const key = keys.find((k) => k.id === Number(match[2]));
    if (key) key.revokedAt = '2026-11-26T15:05:00.000Z';
    return new Response(null, { status: 204 });
  });
  return { calls };
}

async function renderSection() {
  renderRoute([{ path: '/screen', element: <BayKeysSection /> }], { url: '/screen', user: sampleAdmin });
  return screen.findByRole('region', { name: 'Keys of Bay 2' });
}

it('issues a key shown once with a copy button and a warning, then lists it by its first characters', async () => {
  const { calls } = fakeApi();
  const bay2 = await renderSection();
  expect(await within(bay2).findByText(/No key/)).toBeTruthy();
  const user = userEvent.setup();
  await user.type(within(bay2).getByLabelText('Label of a new key for Bay 2 (optional)'), 'Bay 2 PC');
  await user.click(within(bay2).getByRole('button', { name: 'Issue a key' }));

  const shown = await within(bay2).findByLabelText('New key for Bay 2');
  expect((shown as HTMLInputElement).value).toBe(SECRET);
  expect(within(bay2).getByRole('status').textContent).toContain('it is shown only once');
  expect(within(bay2).getByRole('button', { name: 'Copy key' })).toBeTruthy();
  expect(calls).toEqual(['POST /api/admin/bays/2/device-keys {"label":"Bay 2 PC"}']);
  const list = await within(bay2).findByRole('list', { name: 'Active keys of Bay 2' });
  expect(list.textContent).toContain(`Bay 2 PC (${SECRET.slice(0, 12)}…)`);
  expect(list.textContent).not.toContain(SECRET);
  // Once put away, the key is not shown again; Bay 1 was never touched.
  await user.click(within(bay2).getByRole('button', { name: 'Done' }));
  expect(within(bay2).queryByLabelText('New key for Bay 2')).toBeNull();
  expect(screen.queryByText(SECRET)).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Keys of Bay 1' })).getByText(/No key/)).toBeTruthy();
});

it('revokes a key only after the confirmation', async () => {
  const { calls } = fakeApi();
  const bay2 = await renderSection();
  const user = userEvent.setup();
  await user.click(await within(bay2).findByRole('button', { name: 'Issue a key' }));
  await within(bay2).findByRole('list', { name: 'Active keys of Bay 2' });
  const revoke = within(bay2).getByRole('button', { name: `Revoke ${SECRET.slice(0, 12)}…` });

  await user.click(revoke);
  await user.click(await screen.findByRole('button', { name: 'Keep Key' }));
  expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);

  await user.click(revoke);
  await user.click(await screen.findByRole('button', { name: 'Revoke Key' }));
  await screen.findByText('Key revoked');
  expect(calls.filter((c) => c.startsWith('DELETE'))).toEqual(['DELETE /api/admin/bays/2/device-keys/1 null']);
  await waitFor(() => expect(within(bay2).queryByRole('list', { name: 'Active keys of Bay 2' })).toBeNull());
  expect(within(bay2).getByText(/No key/)).toBeTruthy();
});

it('shows the label the server refused beside the field', async () => {
  fakeApi(true);
  await renderSection();
  const bay1 = screen.getByRole('region', { name: 'Keys of Bay 1' });
  const user = userEvent.setup();
  await user.click(await within(bay1).findByRole('button', { name: 'Issue a key' }));
  expect(await within(bay1).findByText('A label has at most 60 characters')).toBeTruthy();
  expect(within(bay1).queryByLabelText('New key for Bay 1')).toBeNull();
});
