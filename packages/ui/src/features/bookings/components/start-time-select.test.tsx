// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayAvailability, slotAvailability, type SlotOption } from '@longwood/core';
import { StartTimeSelect } from './start-time-select';
import { endScreenTest } from '../../../test/render-route';

afterEach(endScreenTest);

function options() {
  return within(screen.getByLabelText('Starting Time (EST)')).getAllByRole('option') as HTMLOptionElement[];
}

describe('StartTimeSelect', () => {
  it('labels and disables slots over the daily cap, full or held by a league', () => {
    const slots: SlotOption[] = [
      { startTime: '13:00:00', endTime: '14:00:00', available: true },
      { startTime: '13:30:00', endTime: '14:30:00', available: false, reason: 'full' },
      { startTime: '14:00:00', endTime: '15:00:00', available: false, reason: 'league' },
      { startTime: '14:30:00', endTime: '15:30:00', available: false, reason: 'exceeds_limit' },
    ];
    render(<StartTimeSelect date="2026-11-27" slots={slots} value="" onChange={() => {}} />);
    const [placeholder, ...rest] = options();
    expect(placeholder?.textContent).toBe('Select a start time');
    expect(rest.map((o) => [o.textContent, o.disabled])).toEqual([
      ['1:00 PM', false],
      ['1:30 PM (Fully Booked)', true],
      ['2:00 PM (League Play)', true],
      ['2:30 PM (Exceeds Limit)', true],
    ]);
  });

  it('shows every slot as "(Exceeds Limit)" once a member has 4 hours on the day', () => {
    // Four hours of my own on bay 1; bay 2 stays free, so only the cap makes the slots unavailable.
    const mine = {
      id: 1,
      kind: 'booking' as const,
      simulatorId: 1,
      startTime: '08:00:00',
      endTime: '12:00:00',
      isMine: true,
    };
    const slots = slotAvailability({
      day: dayAvailability({ date: '2030-06-03', occupancies: [mine], leagues: [] }),
      durationMinutes: 30,
      now: new Date('2030-06-01T12:00:00Z'),
    });
    render(<StartTimeSelect date="2026-11-27" slots={slots} value="" onChange={() => {}} />);
    const slotOptions = options().slice(1);
    expect(slotOptions).toHaveLength(47); // 12:00 AM .. 11:00 PM on the half hour
    expect(slotOptions.every((o) => o.disabled && o.textContent?.endsWith('(Exceeds Limit)'))).toBe(true);
    expect(slotOptions[0]?.textContent).toBe('12:00 AM (Exceeds Limit)');
  });

  it('labels the list with the zone of its day: EDT on a summer date', () => {
    render(<StartTimeSelect date="2027-07-06" slots={[]} value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Starting Time (EDT)')).toBeTruthy();
  });

  it('reports the chosen start time', async () => {
    const onChange = vi.fn();
    render(
      <StartTimeSelect
        date="2026-11-27"
        slots={[{ startTime: '09:30:00', endTime: '10:30:00', available: true }]}
        value=""
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText('Starting Time (EST)'), '9:30 AM');
    expect(onChange).toHaveBeenCalledWith('09:30:00');
  });

  it('says so when no start time is left on the day', () => {
    render(<StartTimeSelect date="2026-11-27" slots={[]} value="" onChange={() => {}} />);
    expect(options()[0]?.textContent).toBe('No start times left on this day');
  });
});
