// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDatePicker, monthWeeks } from './booking-date-picker';
import { endScreenTest } from '../../../test/render-route';

afterEach(endScreenTest);

/** The picker as the booking page holds it: the chosen date in state. */
function Picker({ start = '2031-01-29', unbookable }: { start?: string; unbookable?: ReadonlySet<string> }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <BookingDatePicker
        value={value}
        min="2031-01-20"
        max="2031-02-19"
        onChange={setValue}
        {...(unbookable ? { unbookable } : {})}
      />
      <output>{value}</output>
    </>
  );
}

const day = (name: RegExp | string) => within(screen.getByRole('grid')).getByRole('button', { name });
const chosen = () => screen.getByRole('status').textContent;

describe('monthWeeks', () => {
  it('lays a month out Sunday first, with empty cells before the 1st and after the last day', () => {
    const weeks = monthWeeks('2031-02');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2031-02-01']);
    expect(weeks.at(-1)).toEqual([
      '2031-02-23',
      '2031-02-24',
      '2031-02-25',
      '2031-02-26',
      '2031-02-27',
      '2031-02-28',
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('BookingDatePicker', () => {
  it('names the month and every day in full; the chosen day is selected and the only tab stop', () => {
    render(<Picker />);
    const grid = screen.getByRole('grid', { name: 'January 2031' });
    const selected = day('Wednesday, January 29, 2031');
    expect(selected.tabIndex).toBe(0);
    expect(selected.closest('td')?.getAttribute('aria-selected')).toBe('true');
    expect(
      within(grid)
        .getAllByRole('button')
        .filter((b) => b.tabIndex === 0),
    ).toEqual([selected]);
    expect(within(grid).getByRole('columnheader', { name: 'Sunday' })).toBeTruthy();
  });

  it('disables the days outside the bookable range and the month buttons past its ends', () => {
    render(<Picker />);
    expect((day('Sunday, January 19, 2031') as HTMLButtonElement).disabled).toBe(true);
    expect((day('Monday, January 20, 2031') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves by day and week with the arrows, across months, and picks with Enter', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    day('Wednesday, January 29, 2031').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    // Into February: the month changes and focus follows the day.
    expect(screen.getByRole('grid', { name: 'February 2031' })).toBeTruthy();
    expect(document.activeElement).toBe(day('Saturday, February 1, 2031'));
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(document.activeElement).toBe(day('Friday, February 7, 2031'));
    expect(chosen()).toBe('2031-01-29');
    await user.keyboard('{Enter}');
    expect(chosen()).toBe('2031-02-07');
    expect(day('Friday, February 7, 2031').tabIndex).toBe(0);
  });

  it('stops at the range ends, goes to the week ends with Home and End, and by a month with Page Down', async () => {
    const user = userEvent.setup();
    render(<Picker start="2031-01-21" />);
    day('Tuesday, January 21, 2031').focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(day('Monday, January 20, 2031'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(day('Saturday, January 25, 2031'));
    await user.keyboard('{Home}');
    // Sunday the 19th is before the range: the first bookable day instead.
    expect(document.activeElement).toBe(day('Monday, January 20, 2031'));
    await user.keyboard('{PageDown}');
    expect(document.activeElement).toBe(day('Wednesday, February 19, 2031'));
    await user.keyboard(' ');
    expect(chosen()).toBe('2031-02-19');
  });

  it('shows another month with the month buttons, moving the tab stop there', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'February 2031' })).toBeTruthy();
    expect(day('Saturday, February 1, 2031').tabIndex).toBe(-1);
    expect(day('Wednesday, February 19, 2031').tabIndex).toBe(0);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(day('Monday, February 3, 2031'));
    expect(chosen()).toBe('2031-02-03');
  });

  it('says which days have no start time left, and still lets the member open them', async () => {
    const user = userEvent.setup();
    render(<Picker unbookable={new Set(['2031-01-30'])} />);
    const full = day('Thursday, January 30, 2031, no start time available');
    expect(full.hasAttribute('data-unbookable')).toBe(true);
    await user.click(full);
    expect(chosen()).toBe('2031-01-30');
  });
});
