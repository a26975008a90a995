// @vitest-environment jsdom
// 'Move Booking' while the new day's bookings are on their way: a duration the member picks meanwhile is the one the
// move sends, even when a write elsewhere restarts that read (lib/query-client.ts); the start-time list and the
// duration note keep their places, so the centred dialog does not move its buttons when the times arrive (in
// Chromium a press on a button that moved was lost: e2e booking-experience.spec.ts); and a duration longer than the
// time left that day is said to be replaced before the move, not after.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { facilityInstant, type DayBooking, type MyBooking } from '@longwood/core';
import { queryKeys } from '../../../lib/query-keys';
import { endScreenTest, json, renderRoute, sampleUser, stubFetch } from '../../../test/render-route';
import { MoveBookingDialog } from './move-booking-dialog';

afterEach(endScreenTest);

const FROM = '2026-11-23';
const TO = '2026-11-24';

const booking: MyBooking = {
  id: 41,
  kind: 'member',
  userId: 7,
  simulatorId: 1,
  bookingDate: FROM,
  startTime: '09:00:00',
  endTime: '10:00:00',
  createdAt: '2026-11-20T12:00:00.000Z',
  simulatorName: 'Bay 1',
  isFuture: true,
  changedAt: null,
};

/** The member's own booking on the new day, as GET /api/bookings?date= lists it. */
const mine = (id: number, startTime: string, endTime: string): DayBooking => ({
  id,
  kind: 'booking',
  simulatorId: 2,
  bookingDate: TO,
  startTime,
  endTime,
  isMine: true,
});

/**
 * The API with the new day's bookings held back: each GET of that day waits for `answerNewDay()`, the reads after it
 * are answered at once. The move answers with the booking where the request put it.
 */
function holdNewDay(newDay: DayBooking[] = []) {
  const waiting: Array<() => void> = [];
  let held = true;
  const net = stubFetch(async ({ method, path, body }) => {
    if (path === '/api/leagues') return json(200, []);
    if (path === `/api/bookings?date=${FROM}`) return json(200, [{ ...booking, kind: 'booking', isMine: true }]);
    if (path === `/api/bookings?date=${TO}`) {
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return json(200, newDay);
    }
    if (method === 'PATCH' && path === `/api/bookings/${booking.id}`) {
      const { kind, userId, createdAt } = booking;
      return json(200, { id: booking.id, kind, userId, createdAt, ...(body as object) });
    }
    return json(404, { message: 'Not found' });
  });
  const newDayReads = () => net.calls.filter((c) => c.path === `/api/bookings?date=${TO}`).length;
  const answerNewDay = () => {
    held = false;
    waiting.splice(0).forEach((answer) => answer());
  };
  return { ...net, newDayReads, answerNewDay };
}

async function openOnNewDay() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(facilityInstant('2026-11-20', '10:00'));
  const view = renderRoute(
    [{ path: '/booking', element: <MoveBookingDialog booking={booking} onClose={() => {}} /> }],
    {
      url: '/booking',
      user: sampleUser({ isMember: true }),
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Move Booking' });
  const startTime = () => within(dialog).getByLabelText('Starting Time (EST)') as HTMLSelectElement;
  // The booking's own day first, its times listed.
  await vi.waitFor(() => expect(startTime().disabled).toBe(false));
  fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: TO } });
  return { ...view, dialog, startTime };
}

const pressed = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('button', { name: label }).getAttribute('aria-pressed');

describe('Move Booking while the new day loads', () => {
  it('keeps the start-time list and the duration note in their places, saying they are being read', async () => {
    const net = holdNewDay();
    const { dialog, startTime } = await openOnNewDay();
    await vi.waitFor(() => expect(net.newDayReads()).toBe(1));
    expect(startTime().disabled).toBe(true);
    expect(startTime().getAttribute('aria-busy')).toBe('true');
    expect(startTime().textContent).toBe('Loading available times...');
    expect(within(dialog).getByTestId('daily-time-note').textContent).toBe('Checking your time left on this day...');

    net.answerNewDay();
    await vi.waitFor(() => expect(startTime().disabled).toBe(false));
    expect(within(dialog).getByTestId('daily-time-note').textContent).toBe('You can book 4 hours more on this day.');
  });

  it('moves for the duration picked meanwhile, also when a write restarts the read', async () => {
    const net = holdNewDay();
    const user = userEvent.setup();
    const { dialog, startTime, queryClient } = await openOnNewDay();
    await vi.waitFor(() => expect(net.newDayReads()).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: '1.5 hrs' }));
    expect(pressed(dialog, '1.5 hrs')).toBe('true');

    // A booking written elsewhere: the app's query client cancels the first read still on its way and asks again.
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
    await vi.waitFor(() => expect(net.newDayReads()).toBe(2));
    expect(pressed(dialog, '1.5 hrs')).toBe('true');

    net.answerNewDay();
    await vi.waitFor(() => expect(startTime().disabled).toBe(false));
    expect(pressed(dialog, '1.5 hrs')).toBe('true');
    await user.selectOptions(startTime(), '16:30:00');
    expect(within(dialog).getByText(/^Moves to /).textContent).toBe(
      'Moves to Tuesday, November 24, 2026, 4:30 PM - 6:00 PM EST.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move Booking' }));
    expect(await screen.findByText('Booking Moved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      simulatorId: 1,
      bookingDate: TO,
      startTime: '16:30:00',
      endTime: '18:00:00',
    });
  }, 20_000);

  it('says so before the move when the picked duration is more than the time left on the new day', async () => {
    // Three hours of the member's own on the new day: one is left.
    const net = holdNewDay([mine(50, '08:00:00', '11:00:00')]);
    const user = userEvent.setup();
    const { dialog, startTime } = await openOnNewDay();
    await vi.waitFor(() => expect(net.newDayReads()).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: '1.5 hrs' }));

    net.answerNewDay();
    await vi.waitFor(() => expect(startTime().disabled).toBe(false));
    expect(within(dialog).getByTestId('daily-time-note').textContent).toBe(
      'You can book 1 hour more on this day. Longer sessions are not available.',
    );
    expect((within(dialog).getByRole('button', { name: '1.5 hrs' }) as HTMLButtonElement).disabled).toBe(true);
    expect(pressed(dialog, '1 hr')).toBe('true');
    await user.selectOptions(startTime(), '16:30:00');
    expect(within(dialog).getByText(/^Moves to /).textContent).toBe(
      'Moves to Tuesday, November 24, 2026, 4:30 PM - 5:30 PM EST. 1.5 hours is more than you have left on this ' +
        'day, so the move is for 1 hour.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move Booking' }));
    expect(await screen.findByText('Booking Moved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      startTime: '16:30:00',
      endTime: '17:30:00',
    });
  }, 20_000);
});
