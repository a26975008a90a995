// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayAvailability, slotAvailability, type DayBooking } from '@longwood/core';
import { bookingRules } from '../../../config/booking-rules';
import { DayTimeline } from './day-timeline';
import { endScreenTest } from '../../../test/render-route';

afterEach(endScreenTest);

const DATE = '2030-06-03';
const row = (
  id: number,
  kind: DayBooking['kind'],
  simulatorId: number,
  start: string,
  end: string,
  isMine = false,
) => ({
  id,
  kind,
  simulatorId,
  bookingDate: DATE,
  startTime: start,
  endTime: end,
  isMine,
});
/** The starts offered for an hour's booking, seen from two days before. */
const hourSlots = (day: ReturnType<typeof dayAvailability>) =>
  slotAvailability({ day, durationMinutes: 60, now: new Date('2030-06-01T12:00:00Z') });
/** A day on which both bays are booked 8:00-9:00 PM. */
const fullAtEight = () =>
  dayAvailability({
    date: DATE,
    occupancies: [row(1, 'booking', 1, '20:00:00', '21:00:00'), row(2, 'booking', 2, '20:00:00', '21:00:00')],
    leagues: [],
  });

/** What the cells of the row for `start` say, bay by bay. */
function cells(start: string) {
  const tr = document.querySelector(`tr[data-start="${start}"]`) as HTMLElement;
  return within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

const columnHeaders = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('DayTimeline', () => {
  const day = dayAvailability({
    date: DATE,
    occupancies: [
      row(1, 'booking', 1, '09:00:00', '10:00:00', true),
      row(2, 'booking', 2, '09:00:00', '09:30:00'),
      row(3, 'lesson', 2, '11:00:00', '12:00:00'),
      row(4, 'league', 1, '18:00:00', '20:00:00'),
      row(5, 'league', 2, '18:00:00', '20:00:00'),
    ],
    leagues: [],
  });
  const slots = hourSlots(day);

  it("shows each half hour of both bays: free, taken, the member's own, lesson and league", () => {
    render(<DayTimeline day={day} slots={slots} selectedStart="" onPick={() => {}} />);
    expect(cells('09:00:00')).toEqual(['Yours', 'Taken']);
    expect(cells('09:30:00')).toEqual(['Yours', 'Free']);
    expect(cells('11:00:00')).toEqual(['Free', 'Lesson']);
    expect(cells('18:30:00')).toEqual(['League', 'League']);
    expect(cells('23:00:00')).toEqual(['Free', 'Free']);
  });

  it('offers only the starts bookable for the duration, and picking one reports it', async () => {
    const onPick = vi.fn();
    render(<DayTimeline day={day} slots={slots} selectedStart="10:00:00" onPick={onPick} />);
    const region = screen.getByRole('region', { name: 'Day timeline' });
    // 18:00 is league play on both bays: no button.
    expect(within(region).queryByRole('button', { name: '6:00 PM' })).toBeNull();
    expect(within(region).getByRole('button', { name: '10:00 AM' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(region).getByRole('button', { name: '2:30 PM' }));
    expect(onPick).toHaveBeenCalledWith('14:30:00');
  });

  it('offers "Notify me" on a full start only, and says so once the member waits for it', async () => {
    const onNotify = vi.fn();
    const full = fullAtEight();
    const fullSlots = hourSlots(full);
    const { rerender } = render(
      <DayTimeline day={full} slots={fullSlots} selectedStart="" onPick={() => {}} onNotify={onNotify} />,
    );
    const buttons = screen.getAllByRole('button', { name: /^Notify me if / });
    // 19:30 (overlaps 20:00) and 20:00, 20:30 are full for an hour.
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Notify me if 7:30 PM - 8:30 PM frees up',
      'Notify me if 8:00 PM - 9:00 PM frees up',
      'Notify me if 8:30 PM - 9:30 PM frees up',
    ]);
    await userEvent.click(buttons[1]!);
    expect(onNotify).toHaveBeenCalledWith(expect.objectContaining({ startTime: '20:00:00', endTime: '21:00:00' }));
    rerender(
      <DayTimeline
        day={full}
        slots={fullSlots}
        selectedStart=""
        onPick={() => {}}
        onNotify={onNotify}
        watching={new Set(['20:00:00-21:00:00'])}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Notify me if / })).toHaveLength(2);
    expect(document.querySelector('tr[data-start="20:00:00"]')?.textContent).toContain("We'll e-mail you");
  });

  it('says why a start that looks free cannot be booked: its duration runs into a full half hour', () => {
    const busy = dayAvailability({
      date: DATE,
      occupancies: [
        row(1, 'booking', 1, '14:00:00', '15:00:00'),
        row(2, 'booking', 2, '14:00:00', '15:00:00'),
        row(3, 'league', 1, '18:00:00', '20:00:00'),
        row(4, 'league', 2, '18:00:00', '20:00:00'),
        row(5, 'booking', 1, '21:00:00', '21:30:00'),
        row(6, 'booking', 2, '21:30:00', '22:00:00'),
      ],
      leagues: [],
    });
    const busySlots = hourSlots(busy);
    render(<DayTimeline day={busy} slots={busySlots} selectedStart="" onPick={() => {}} onNotify={() => {}} />);
    const region = screen.getByRole('region', { name: 'Day timeline' });
    const note = (start: string) => document.querySelector(`tr[data-note-for="${start}"]`)?.textContent ?? null;

    // 1:30 PM is free on both bays, but an hour from it is not: no button, and the row says why.
    expect(cells('13:30:00')).toEqual(['Free', 'Free']);
    expect(within(region).queryByRole('button', { name: '1:30 PM' })).toBeNull();
    expect(note('13:30:00')).toBe('1 hr from 1:30 PM runs into 2:00 PM, which is full.');
    expect(within(region).getByRole('button', { name: 'Notify me if 1:30 PM - 2:30 PM frees up' })).toBeTruthy();
    expect(note('17:30:00')).toBe('1 hr from 5:30 PM runs into 6:00 PM, which is held for league play.');
    // Bay 1 is taken 9:00-9:30 PM, Bay 2 from 9:30 PM: no half hour is full, but no bay lasts the hour.
    expect(cells('21:00:00')).toEqual(['Taken', 'Free']);
    expect(note('21:00:00')).toBe(
      '1 hr from 9:00 PM needs one bay until 10:00 PM: Bay 1 is taken from 9:00 PM, Bay 2 is taken from 9:30 PM.',
    );
    // Rows that are taken say so in their cells; bookable rows need no note.
    expect(note('14:00:00')).toBeNull();
    expect(note('13:00:00')).toBeNull();
    expect(within(region).getByRole('button', { name: '1:00 PM' })).toBeTruthy();
  });

  it('moves focus to "We\'ll e-mail you" once "Notify me" is accepted, not to the page body', async () => {
    const full = fullAtEight();
    const fullSlots = hourSlots(full);
    const props = { day: full, slots: fullSlots, selectedStart: '', onPick: () => {}, onNotify: () => {} };
    const { rerender } = render(<DayTimeline {...props} watching={new Set()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notify me if 8:00 PM - 9:00 PM frees up' }));
    rerender(<DayTimeline {...props} watching={new Set(['20:00:00-21:00:00'])} />);
    expect(document.activeElement?.textContent).toBe("We'll e-mail you");
    expect(document.activeElement?.closest('tr')?.getAttribute('data-start')).toBe('20:00:00');
  });
});

describe("DayTimeline with the facility's bays", () => {
  const bays = [
    { id: 1, name: 'Bay 1', open: true },
    { id: 2, name: 'The Back Nine Room', open: true },
    { id: 3, name: 'Bay 3', open: true },
  ];
  const twoBays = bookingRules.bays;
  afterEach(() => {
    bookingRules.bays = twoBays;
  });

  it('has a column per bay named as the settings name it, and offers the third bay when the first two are taken', () => {
    bookingRules.bays = bays;
    const day = dayAvailability({
      date: DATE,
      occupancies: [row(1, 'booking', 1, '09:00:00', '10:00:00'), row(2, 'booking', 2, '09:00:00', '10:00:00')],
      leagues: [],
      bays,
    });
    const slots = hourSlots(day);
    render(<DayTimeline day={day} slots={slots} selectedStart="" onPick={() => {}} />);
    expect(columnHeaders()).toEqual(['Start', 'Bay 1', 'The Back Nine Room', 'Bay 3']);
    // Three bays are not "both bays".
    expect(screen.getByRole('heading', { name: 'The day on all 3 bays' })).toBeTruthy();
    expect(cells('09:00:00')).toEqual(['Taken', 'Taken', 'Free']);
    expect(slots.find((s) => s.startTime === '09:00:00')).toMatchObject({ available: true, simulatorId: 3 });
  });

  it('leaves out a retired bay on a day it holds nothing', () => {
    const retired = bays.map((bay) => (bay.id === 3 ? { ...bay, open: false } : bay));
    bookingRules.bays = retired;
    const day = dayAvailability({ date: DATE, occupancies: [], leagues: [], bays: retired });
    const slots = hourSlots(day);
    render(<DayTimeline day={day} slots={slots} selectedStart="" onPick={() => {}} />);
    expect(columnHeaders()).toEqual(['Start', 'Bay 1', 'The Back Nine Room']);
  });
});
