// @vitest-environment jsdom
// The desk's booking dialog: for a member's booking the desk uploads the member's simulator session files, named
// for that member and booking; a walk-in (no member) has no shot data to upload.
import type { DeskOccupancy } from '@longwood/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endScreenTest, renderRoute, sampleUser, stubUpload } from '../../../test/render-route';
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
};

function show(item: DeskOccupancy) {
  renderRoute([{ path: '/desk', element: <OccupancyDialog occupancy={item} now={new Date()} onClose={() => {}} /> }], {
    url: '/desk',
    user: sampleUser({ isFrontDesk: true, isMember: false }),
  });
}

describe("the desk's booking dialog", () => {
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

  it('offers no upload for a walk-in', async () => {
    show(occupancy({ kind: 'walk_in', userId: null, holder: 'Pat Walker', walkIn: true }));
    expect(await screen.findByText('Pat Walker', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Shot data' })).toBeNull();
  });
});
