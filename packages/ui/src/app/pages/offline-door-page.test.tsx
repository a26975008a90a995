// @vitest-environment jsdom
// The offline door page (docs/decisions/204-installable-app-offline-door.md): says plainly that the device is
// offline and when what it shows was saved; the code and the bookings not over yet; nothing it does not have.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveDoorBookings, saveDoorCode } from '../../lib/door-pass';
import { OfflineDoorPage, OfflineDoorView, savedWhen } from './offline-door-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

// 10:30 AM at the facility (EST) on Wednesday, November 25, 2026.
const NOW = new Date('2026-11-25T15:30:00.000Z');

describe('offline door page', () => {
  it('shows the saved code and the bookings still ahead, each with when it was saved', () => {
    const pass = {
      userId: 7,
      code: { savedAt: '2026-11-25T14:05:00.000Z', value: '4821#' },
      bookings: {
        savedAt: '2026-11-24T22:00:00.000Z',
        items: [
          { date: '2026-11-25', startTime: '08:00:00', endTime: '09:00:00', bay: 'Bay 2' },
          { date: '2026-11-25', startTime: '10:00:00', endTime: '11:00:00', bay: 'Bay 1' },
          { date: '2026-11-27', startTime: '18:00:00', endTime: '19:30:00', bay: 'Bay 2' },
        ],
      },
    };
    render(<OfflineDoorView pass={pass} now={NOW} />);

    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { level: 1, name: 'You are offline' })).toBeTruthy();
    // The older of the two saves: yesterday at 5:00 PM at the facility.
    expect(status.textContent).toContain('what this device saved yesterday at 5:00 PM EST');

    expect(screen.getByRole('heading', { level: 2, name: 'Entrance code' })).toBeTruthy();
    expect(screen.getByTestId('offline-entrance-code').textContent).toBe('4821#');
    expect(screen.getByText('Saved today at 9:05 AM EST.')).toBeTruthy();

    const bookings = screen.getByRole('list');
    expect(
      within(bookings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // Under way (until 11:00 AM) still counts; the one over at 9:00 AM is gone.
      'Today, Wednesday, November 25, 202610:00 AM - 11:00 AM EST · Bay 1',
      'Friday, November 27, 20266:00 PM - 7:30 PM EST · Bay 2',
    ]);
    expect(screen.getByText('Saved yesterday at 5:00 PM EST.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(407) 555-0142' }).getAttribute('href')).toBe('tel:+14075550142');
  });

  it('shows no code and says so when the device has nothing saved (signed out)', () => {
    render(<OfflineDoorView pass={null} now={NOW} />);
    expect(screen.getByRole('status').textContent).toContain(
      'There is no connection, and this device has no entrance code or bookings saved.',
    );
    expect(screen.queryByTestId('offline-entrance-code')).toBeNull();
    expect(screen.getByText(/No entrance code is saved on this device/)).toBeTruthy();
    expect(screen.getByText('No bookings are saved on this device.')).toBeTruthy();
  });

  it('reads the pass from the device, without anything older than 24 hours, and names itself in the title', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    saveDoorCode(7, '4821', new Date('2026-11-24T15:00:00.000Z'));
    saveDoorBookings(7, [], new Date('2026-11-25T15:00:00.000Z'));
    render(<OfflineDoorPage />);
    expect(screen.queryByTestId('offline-entrance-code')).toBeNull();
    expect(screen.getByText('No bookings ahead.')).toBeTruthy();
    expect(document.title).toBe('You are offline | Longwood Golf');
  });

  it('says when a save was made in words a person at the door reads', () => {
    expect(savedWhen('2026-11-25T05:00:00.000Z', NOW)).toBe('today at 12:00 AM EST');
    expect(savedWhen('2026-11-25T04:59:00.000Z', NOW)).toBe('yesterday at 11:59 PM EST');
  });
});
