// @vitest-environment jsdom
// The Facility settings section against a stand-in for the settings API: loads the stored facts, sends only the
// changed fields with the version it was filled from, shows a refusal beside its field and a save over a newer
// change as a failure, after which the form shows the newer settings.
import { FACILITY_BAY_DEFAULTS, FACILITY_DEFAULTS, type FacilitySettings } from '@longwood/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleAdmin, stubFetch } from '../../../test/render-route';
import { FacilitySettingsSection } from './facility-settings';

afterEach(endScreenTest);

function fakeApi(answer?: (body: Record<string, unknown>) => Response | undefined) {
  let stored: FacilitySettings = {
    ...FACILITY_DEFAULTS,
    version: 3,
    updatedAt: null,
    bays: FACILITY_BAY_DEFAULTS.map((bay) => ({ ...bay })),
  };
  const saves: Array<Record<string, unknown>> = [];
  const net = stubFetch(({ method, path, body }) => {
    if (path === '/api/user') return json(200, sampleAdmin);
    if (path === '/api/admin/facility-settings' && method === 'GET') return json(200, stored);
    if (path === '/api/admin/facility-settings' && method === 'PATCH') {
      const patch = body as Record<string, unknown>;
      saves.push(patch);
      const refused = answer?.(patch);
      if (refused) {
        stored = { ...stored, city: 'Sanford', version: stored.version + 1 };
        return refused;
      }
      const { version: _version, ...fields } = patch;
      stored = { ...stored, ...fields, version: stored.version + 1, updatedAt: '2026-11-25T12:00:00.000Z' };
      return json(200, stored);
    }
    return json(404, { message: 'Not found' });
  });
  return { net, saves };
}

/** Renders the section and waits until the stored facts fill the form (the fields appear a moment before). */
async function renderSection() {
  renderRoute([{ path: '/screen', element: <FacilitySettingsSection /> }], { url: '/screen', user: sampleAdmin });
  await screen.findByDisplayValue('(407) 555-0142');
}

it('saves only the changed facts with the version the form was filled from', async () => {
  const { saves } = fakeApi();
  await renderSection();
  const phone = screen.getByLabelText('Phone');
  expect((phone as HTMLInputElement).value).toBe('(407) 555-0142');
  await userEvent.clear(phone);
  await userEvent.type(phone, '(407) 555-0199');
  await userEvent.clear(screen.getByLabelText('X (Twitter) link'));
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  await screen.findByText('Facility settings saved');
  expect(saves).toEqual([{ phone: '(407) 555-0199', xUrl: null, version: 3 }]);
});

it("shows the schema's message beside a wrong field and sends nothing", async () => {
  const { saves } = fakeApi();
  await renderSection();
  const zip = await screen.findByLabelText('ZIP code');
  await userEvent.clear(zip);
  await userEvent.type(zip, '327');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Enter a 5-digit ZIP code, e.g. 32750')).toBeTruthy();
  expect(saves).toEqual([]);
});

it('a save over a newer change fails and the form shows the newer settings', async () => {
  fakeApi(() =>
    json(409, {
      code: 'STALE_VERSION',
      message: 'These settings were changed by someone else meanwhile. Reload them and make your change again.',
    }),
  );
  await renderSection();
  const street = await screen.findByLabelText('Street');
  await userEvent.clear(street);
  await userEvent.type(street, '1 Elm St');
  await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText(/changed by someone else meanwhile/)).toBeTruthy();
  await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Sanford'));
});
