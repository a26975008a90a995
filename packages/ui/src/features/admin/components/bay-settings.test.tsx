// @vitest-environment jsdom
// The Bays section against a stand-in for the settings and bookings API: renames and adds bays and saves the whole
// list with the version it was read at; retiring asks first and lists the bay's upcoming bookings; a name refused is
// shown beside its bay; a retired bay can be reopened.
import { FACILITY_DEFAULTS, type FacilityBay, type FacilitySettings } from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { endScreenTest, json, pageOf, renderRoute, sampleAdmin, stubFetch } from '../../../test/render-route';
import { BaySettingsSection } from './bay-settings';

afterEach(endScreenTest);

const BAYS: FacilityBay[] = [
  { id: 1, name: 'Bay 1', open: true },
  { id: 2, name: 'Bay 2', open: true },
];

const bookingOnBay2 = {
  id: 41,
  kind: 'member',
  userId: 7,
  simulatorId: 2,
  bookingDate: '2030-01-15',
  startTime: '10:00:00',
  endTime: '11:30:00',
  createdAt: '2029-12-01T10:00:00.000Z',
  changedAt: null,
  arrivedAt: null,
  walkIn: false,
  guestName: null,
  guestPhone: null,
  guestEmail: null,
  leagueId: null,
  coachId: null,
  createdBy: null,
  simulatorName: 'Bay 2',
  name: 'Pat Golfer',
  username: 'pat',
  email: 'pat@example.com',
  leagueName: null,
  createdByName: 'Pat Golfer',
  canceledAt: null,
  canceledBy: null,
  canceledByName: null,
  noShowAt: null,
};

function fakeApi(refuse?: (patch: Record<string, unknown>) => Response | undefined) {
  let stored: FacilitySettings = { ...FACILITY_DEFAULTS, version: 5, updatedAt: null, bays: BAYS };
  const saves: Array<Record<string, unknown>> = [];
  const bookingQueries: string[] = [];
  stubFetch(({ method, path, body }) => {
    if (path === '/api/user') return json(200, sampleAdmin);
    if (path === '/api/admin/facility-settings' && method === 'GET') return json(200, stored);
    if (path === '/api/admin/facility-settings' && method === 'PATCH') {
      const patch = body as { bays: Array<Partial<FacilityBay>> };
      saves.push(patch);
      const refused = refuse?.(patch);
      if (refused) return refused;
      let next = 3;
      const bays = patch.bays.map((bay) => ({ id: bay.id ?? next++, name: bay.name!, open: bay.open ?? true }));
      stored = { ...stored, bays, version: stored.version + 1 };
      return json(200, stored);
    }
    if (path.startsWith('/api/admin/all-bookings?')) {
      const query = new URL(path, 'http://localhost').searchParams;
      bookingQueries.push(query.toString());
      return pageOf(query.get('simulatorId') === '2' ? [bookingOnBay2] : [], 50);
    }
    return json(404, { message: 'Not found' });
  });
  return { saves, bookingQueries };
}

async function renderSection() {
  renderRoute([{ path: '/screen', element: <BaySettingsSection /> }], { url: '/screen', user: sampleAdmin });
  await screen.findByDisplayValue('Bay 2');
}

it('renames a bay and adds one, saving every bay with the version it read', async () => {
  const { saves } = fakeApi();
  await renderSection();
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Name of bay 2'));
  await user.type(screen.getByLabelText('Name of bay 2'), 'The Back Nine Room');
  await user.click(screen.getByRole('button', { name: 'Add a bay' }));
  // The new bay's name field has focus, with a name to start from.
  expect(document.activeElement).toBe(screen.getByLabelText('Name of bay 3'));
  expect(screen.getByLabelText('Name of bay 3')).toHaveProperty('value', 'Bay 3');
  await user.click(screen.getByRole('button', { name: 'Save bays' }));
  await screen.findByText('Bays saved');
  expect(saves).toEqual([
    {
      version: 5,
      bays: [
        { id: 1, name: 'Bay 1', open: true },
        { id: 2, name: 'The Back Nine Room', open: true },
        { name: 'Bay 3', open: true },
      ],
    },
  ]);
  // The saved third bay can now be retired.
  expect(await screen.findByRole('button', { name: 'Retire Bay 3' })).toBeTruthy();
});

it('shows a missing or repeated name beside its bay and sends nothing', async () => {
  const { saves } = fakeApi();
  await renderSection();
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Name of bay 2'));
  await user.type(screen.getByLabelText('Name of bay 2'), 'bay 1');
  await user.click(screen.getByRole('button', { name: 'Save bays' }));
  expect(await screen.findByText('Another bay already has this name')).toBeTruthy();
  expect(screen.getByLabelText('Name of bay 2').getAttribute('aria-invalid')).toBe('true');
  await user.clear(screen.getByLabelText('Name of bay 2'));
  await user.click(screen.getByRole('button', { name: 'Save bays' }));
  expect(await screen.findByText('Bay name is required')).toBeTruthy();
  expect(saves).toEqual([]);
});

it('asks before retiring a bay, listing its upcoming bookings, then retires it; reopens it on request', async () => {
  const { saves, bookingQueries } = fakeApi();
  await renderSection();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Retire Bay 2' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Retire Bay 2?' });
  expect(within(dialog).getByText('Bay 2 will take no new bookings. You can reopen it at any time.')).toBeTruthy();
  const list = await within(dialog).findByRole('list', { name: 'Upcoming bookings in Bay 2' });
  expect(within(list).getByText(/Tuesday, January 15, 2030, 10:00 AM.*11:30 AM — Pat Golfer/)).toBeTruthy();
  expect(bookingQueries[0]).toContain('simulatorId=2');
  expect(bookingQueries[0]).toContain('sort=date');

  await user.click(within(dialog).getByRole('button', { name: 'Keep Bay Open' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(saves).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Retire Bay 2' }));
  await user.click(await screen.findByRole('button', { name: 'Retire Bay' }));
  await screen.findByText('Bay retired');
  expect(saves).toEqual([
    {
      version: 5,
      bays: [
        { id: 1, name: 'Bay 1', open: true },
        { id: 2, name: 'Bay 2', open: false },
      ],
    },
  ]);
  expect(await screen.findByText('Retired')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Reopen Bay 2' }));
  await screen.findByText('Bay reopened');
  expect(saves[1]).toMatchObject({ version: 6, bays: [{ id: 1 }, { id: 2, name: 'Bay 2', open: true }] });
});

it("shows the server's refusal beside the bay it names", async () => {
  fakeApi(() =>
    json(400, {
      code: 'VALIDATION_FAILED',
      message: 'Bay name must be at most 40 characters',
      fieldErrors: { 'bays.0.name': ['Bay name must be at most 40 characters'] },
    }),
  );
  await renderSection();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name of bay 1'), ' front');
  await user.click(screen.getByRole('button', { name: 'Save bays' }));
  await screen.findByText('Bays not saved');
  expect(screen.getAllByText('Bay name must be at most 40 characters').length).toBeGreaterThan(0);
  expect(screen.getByLabelText('Name of bay 1').getAttribute('aria-invalid')).toBe('true');
});

it("shows the server's refusal of the whole list under the list, not beside a bay", async () => {
  const noneOpen = 'Keep at least one bay open for booking';
  fakeApi(() => json(400, { code: 'VALIDATION_FAILED', message: noneOpen, fieldErrors: { bays: [noneOpen] } }));
  await renderSection();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name of bay 2'), ' back');
  await user.click(screen.getByRole('button', { name: 'Save bays' }));
  await screen.findByText('Bays not saved');
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.some((alert) => alert.textContent === noneOpen)).toBe(true);
  expect(screen.getByLabelText('Name of bay 1').getAttribute('aria-invalid')).not.toBe('true');
  expect(screen.getByLabelText('Name of bay 2').getAttribute('aria-invalid')).not.toBe('true');
});
