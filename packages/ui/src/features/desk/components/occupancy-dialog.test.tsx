// @vitest-environment jsdom
// The desk's booking dialog: for a member's booking the desk uploads the member's simulator session files, named
// for that member and booking, a file hit on another day held until staff import it anyway or leave it out (decision
// 286); a walk-in (no member) has no shot data to upload. Canceling a guest's paid rental says first what happens to
// the money (decision 414). A member's booking that has not started is moved with "Move…" (decision 466).
import { addDaysToDateString, facilityInstant, facilityToday, type DeskOccupancy } from '@longwood/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch, stubUpload } from '../../../test/render-route';
import { noShowGrace } from '../../../config/booking-rules';
import { OccupancyDialog } from './occupancy-dialog';

afterEach(endScreenTest);

const occupancy = (over: Partial<DeskOccupancy>): DeskOccupancy => ({
  id: 31,
  kind: 'member',
  simulatorId: 2,
  bookingDate: '2026-11-20',
  startTime: '14:00:00',
  endTime: '15:00:00',
  holder: 'Alice Fairway',
  detail: null,
  userId: 7,
  leagueId: null,
  arrivedAt: null,
  walkIn: false,
  ...over,
});

const imported = {
  ok: true,
  id: 50,
  source: 'garmin',
  fileName: 'range.csv',
  startedAt: '2026-11-20T19:05:00.000Z',
  shotCount: 24,
  skippedCount: 0,
  droppedValueCount: 0,
  bookingId: 31,
  duplicate: false,
  warnings: [],
  units: null,
};

function show(item: DeskOccupancy, now = new Date()) {
  renderRoute([{ path: '/desk', element: <OccupancyDialog occupancy={item} now={now} onClose={() => {}} /> }], {
    url: '/desk',
    user: sampleUser({ isFrontDesk: true, isMember: false }),
  });
}

describe("the desk's booking dialog", () => {
  // The dialog's details (decision 266): none to show here.
  beforeEach(() => {
    stubFetch(() => json(200, { id: 31, noShowAt: null, member: null, shotFiles: [] }));
  });

  it("uploads the member's session files for that booking", async () => {
    const net = stubUpload(() => ({ status: 201, body: [imported] }));
    const user = userEvent.setup();
    show(occupancy({}));
    const shots = await screen.findByRole('region', { name: 'Shot data' });
    expect(shots.textContent).toContain('Drop Alice Fairway’s session files for this booking here');
    await user.upload(
      screen.getByLabelText('choose files'),
      new File(['Club,Carry'], 'range.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('1 session with 24 shots added.')).toBeTruthy();
    expect(net.calls).toEqual([
      {
        method: 'POST',
        path: '/api/user/shot-sessions',
        fields: { userId: '7', bookingId: '31' },
        files: ['range.csv'],
      },
    ]);
  });

  it('shows the file that was refused and why', async () => {
    stubUpload(() => ({
      status: 400,
      body: { code: 'SHOT_FILE_INVALID', message: 'range.csv: line 3, field "Carry": "far" is not a number' },
    }));
    const user = userEvent.setup();
    show(occupancy({ kind: 'lesson', detail: 'Coach Kim' }));
    await user.upload(await screen.findByLabelText('choose files'), new File(['x'], 'range.csv'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'range.csv: line 3, field "Carry": "far" is not a number',
    );
  });

  it('holds a file hit on another day and sends only it again, with otherDay, once staff say it belongs here', async () => {
    // The server's answer when no file could be stored (decision 220): each file's message, the held one in otherDay.
    const held =
      "monday.csv (read as a Garmin file): Its shots were hit on Nov 19, 2026, not on the booking's day (Nov 20, 2026): it was held back, not imported.";
    const broken = 'broken.csv (read as a Garmin file): line 4, field "Carry Distance": "far" is not a number';
    const net = stubUpload((call) =>
      call.fields.otherDay
        ? { status: 201, body: [{ ...imported, fileName: 'monday.csv', warnings: ['Its shots were hit on Nov 19.'] }] }
        : {
            status: 400,
            body: {
              code: 'SHOT_FILE_INVALID',
              message: `${held} ${broken}`,
              fieldErrors: { file: [held, broken], otherDay: [held] },
            },
          },
    );
    const user = userEvent.setup();
    show(occupancy({}));
    await user.upload(await screen.findByLabelText('choose files'), [
      new File(['x'], 'monday.csv'),
      new File(['y'], 'broken.csv'),
    ]);
    const box = await screen.findByRole('region', { name: 'Files of another day' });
    expect(box.textContent).toContain(held);
    expect(box.textContent).toContain('Import it for this booking all the same?');
    expect((await screen.findByRole('alert')).textContent).toBe(broken);

    await user.click(within(box).getByRole('button', { name: 'Import anyway' }));
    expect(
      await screen.findByText('1 session with 24 shots added. monday.csv: Its shots were hit on Nov 19.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Files of another day' })).toBeNull();
    expect(net.calls.map((c) => [c.fields, c.files])).toEqual([
      [{ userId: '7', bookingId: '31' }, ['monday.csv', 'broken.csv']],
      [{ userId: '7', bookingId: '31', otherDay: 'true' }, ['monday.csv']],
    ]);
  });

  it('leaves a held file out when staff say so', async () => {
    const held =
      "monday.csv: Its shots were hit on Nov 19, 2026, not on the booking's day (Nov 20, 2026): it was held back, not imported.";
    const net = stubUpload(() => ({
      status: 400,
      body: { code: 'SHOT_FILE_INVALID', message: held, fieldErrors: { file: [held], otherDay: [held] } },
    }));
    const user = userEvent.setup();
    show(occupancy({}));
    await user.upload(await screen.findByLabelText('choose files'), new File(['x'], 'monday.csv'));
    const box = await screen.findByRole('region', { name: 'Files of another day' });
    await user.click(within(box).getByRole('button', { name: 'Leave it out' }));
    expect(screen.queryByRole('region', { name: 'Files of another day' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(net.calls).toHaveLength(1);
  });

  it('offers no upload for a walk-in', async () => {
    show(occupancy({ kind: 'walk_in', userId: null, holder: 'Pat Walker', walkIn: true }));
    expect(await screen.findByText('Pat Walker', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shot data' })).toBeNull();
  });
});

describe("the booking dialog's details and no-show (decision 266)", () => {
  const details = (noShowAt: string | null) => ({
    id: 31,
    noShowAt,
    member: {
      id: 7,
      name: 'Alice Fairway',
      phone: '(407) 555-0142',
      email: 'alice@example.com',
      recentVisits: [
        {
          id: 20,
          simulatorId: 1,
          bookingDate: '2026-11-18',
          startTime: '18:00:00',
          endTime: '19:00:00',
          arrivedAt: null,
          noShowAt: '2026-11-18T23:30:00.000Z',
        },
        {
          id: 19,
          simulatorId: 2,
          bookingDate: '2026-11-12',
          startTime: '09:30:00',
          endTime: '10:30:00',
          arrivedAt: '2026-11-12T14:25:00.000Z',
          noShowAt: null,
        },
      ],
    },
    shotFiles: [{ id: 50, fileName: 'range.csv', importedAt: '2026-11-20T19:40:00.000Z', shots: 24 }],
  });

  it("shows the member's phone, e-mail, recent visits and shot files, and marks a no-show and takes it back", async () => {
    let marked: string | null = null;
    const net = stubFetch(({ method, path, body }) => {
      if (method === 'PUT' && path === '/api/desk/bookings/31/no-show') {
        marked = (body as { noShow: boolean }).noShow ? '2026-11-20T19:20:00.000Z' : null;
      }
      return json(200, details(marked));
    });
    const user = userEvent.setup();
    show(occupancy({}));
    const member = await screen.findByRole('region', { name: 'Member' });
    expect(within(member).getByRole('link', { name: '(407) 555-0142' }).getAttribute('href')).toBe(
      'tel:(407) 555-0142',
    );
    expect(within(member).getByRole('link', { name: 'alice@example.com' }).getAttribute('href')).toBe(
      'mailto:alice@example.com',
    );
    const visits = within(member).getByRole('list', { name: 'Recent visits' });
    expect(
      within(visits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Nov 18, 2026 · 6:00 PM - 7:00 PM EST · Bay 1 · No-show',
      'Nov 12, 2026 · 9:30 AM - 10:30 AM EST · Bay 2 · Checked in',
    ]);
    const files = screen.getByRole('list', { name: 'Shot files uploaded' });
    expect(files.textContent).toContain('range.csv · 24 shots · uploaded');

    await user.click(screen.getByRole('button', { name: 'Mark No-show' }));
    expect(await screen.findByTestId('no-show-status')).toBeTruthy();
    expect(screen.getByTestId('no-show-status').textContent).toContain('Marked a no-show at');
    await user.click(screen.getByRole('button', { name: 'Undo No-show' }));
    expect(await screen.findByRole('button', { name: 'Mark No-show' })).toBeTruthy();
    expect(screen.queryByTestId('no-show-status')).toBeNull();
    expect(net.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { noShow: true },
      { noShow: false },
    ]);
  });

  it('offers no no-show before the booking starts, nor for a walk-in', async () => {
    stubFetch(() => json(200, { ...details(null), member: null, shotFiles: [] }));
    show(occupancy({ bookingDate: '2099-01-01' }));
    await waitFor(() => expect(screen.queryByText(/Loading the booking/)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mark No-show' })).toBeNull();
    cleanup();
    show(occupancy({ kind: 'walk_in', walkIn: true, userId: null, holder: 'Pat Walker' }));
    await waitFor(() => expect(screen.queryByText(/Loading the booking/)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Mark No-show' })).toBeNull();
  });

  it("offers Mark No-show only once the facility's grace time after the start has passed", async () => {
    stubFetch(() => json(200, { ...details(null), member: null, shotFiles: [] }));
    const settled = async () => waitFor(() => expect(screen.queryByText(/Loading the booking/)).toBeNull());
    // The 2:00 PM booking, ten minutes in: late, not absent.
    show(occupancy({}), facilityInstant('2026-11-20', '14:10'));
    await settled();
    expect(screen.queryByRole('button', { name: 'Mark No-show' })).toBeNull();
    cleanup();
    show(occupancy({}), facilityInstant('2026-11-20', '14:15'));
    await settled();
    expect(screen.getByRole('button', { name: 'Mark No-show' })).toBeTruthy();
    cleanup();
    // A facility that waits half an hour.
    noShowGrace.minutes = 30;
    try {
      show(occupancy({}), facilityInstant('2026-11-20', '14:29'));
      await settled();
      expect(screen.queryByRole('button', { name: 'Mark No-show' })).toBeNull();
    } finally {
      noShowGrace.minutes = 15;
    }
  });
});

describe('moving a booking from the dialog (decision 466)', () => {
  it("moves a member's booking to another bay and time with the member fixed, and says so", async () => {
    const day = addDaysToDateString(facilityToday(new Date()), 2);
    const net = stubFetch(({ method, path, body }) => {
      if (method === 'PATCH' && path === '/api/admin/bookings/31') {
        return json(200, {
          id: 31,
          kind: 'staff',
          userId: 7,
          createdAt: '2026-11-01T12:00:00.000Z',
          ...(body as object),
        });
      }
      return json(200, { id: 31, noShowAt: null, member: null, shotFiles: [] });
    });
    const user = userEvent.setup();
    show(occupancy({ bookingDate: day }));
    await user.click(await screen.findByRole('button', { name: 'Move…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Booking' });
    expect(within(dialog).getByText('Alice Fairway')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Search members by name or e-mail')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Bay'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Start time'), '16:00:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move Booking' }));
    expect(await screen.findByText('Booking Moved')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { userId: 7, simulatorId: 1, bookingDate: day, startTime: '16:00:00', endTime: '17:00:00' },
    ]);
  });

  it('offers no move once the booking has started, nor for a walk-in or a lesson', async () => {
    stubFetch(() => json(200, { id: 31, noShowAt: null, member: null, shotFiles: [] }));
    for (const item of [
      occupancy({}),
      occupancy({ kind: 'walk_in', walkIn: true, userId: null, holder: 'Pat Walker', bookingDate: '2099-01-01' }),
      occupancy({ kind: 'lesson', detail: 'Coach Kim', bookingDate: '2099-01-01' }),
    ]) {
      show(item, facilityInstant('2026-11-20', '14:10'));
      await screen.findByRole('dialog');
      expect(screen.queryByRole('button', { name: 'Move…' })).toBeNull();
      cleanup();
    }
  });
});

describe('a league block in the dialog', () => {
  it('carries no check-in status', async () => {
    stubFetch(() => json(404, { code: 'NOT_FOUND', message: 'Not found.' }));
    show(
      occupancy({ kind: 'league', holder: 'Tuesday Night League', userId: null, leagueId: 4 }),
      facilityInstant('2026-11-20', '14:10'),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByTestId('arrival-status')).toBeNull();
    expect(dialog.textContent).not.toContain('Not checked in');
    expect(within(dialog).queryByRole('button', { name: 'Check In' })).toBeNull();
  });
});

describe("the desk's question before canceling a guest's paid rental (decision 414)", () => {
  const rental = (until: string) => ({
    bookingId: 31,
    guestName: 'Pat Walker',
    priceCents: 8000,
    peakMinutes: 60,
    offPeakMinutes: 30,
    paidCents: 8000,
    dueCents: 0,
    free: false,
    moneyBack: { onlineCents: 0, deskCents: 8000, creditCents: 0, backAs: 'refund', until, windowHours: 24 },
  });

  async function question(until: string) {
    stubFetch(({ path }) =>
      path.endsWith('/rental')
        ? json(200, rental(until))
        : json(200, { id: 31, noShowAt: null, member: null, shotFiles: [] }),
    );
    show(occupancy({ kind: 'walk_in', userId: null, holder: 'Pat Walker' }), facilityInstant('2026-11-19', '12:00'));
    expect(await screen.findByText('Paid $80.00')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel Booking' }));
    return (await screen.findByRole('alertdialog')).textContent;
  }

  it('says the money paid at the desk is to be given back at the till, in time', async () => {
    expect(await question('2026-11-19T19:00:00.000Z')).toContain(
      'The bay becomes free at once. The $80.00 paid at the front desk is to be given back to Pat Walker at the till.',
    );
  });

  it('says it is kept when the cancellation is late', async () => {
    expect(await question('2026-11-19T16:00:00.000Z')).toContain(
      'The $80.00 paid is kept: the cancellation comes less than 24 hours before the start.',
    );
  });
});
