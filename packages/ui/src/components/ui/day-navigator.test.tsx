// @vitest-environment jsdom
import { facilityToday } from '@longwood/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayNavigator } from './day-navigator';
import { endScreenTest } from '../../test/render-route';

afterEach(endScreenTest);

function Screen({ start }: { start: string }) {
  const [date, setDate] = useState(start);
  return (
    <>
      <DayNavigator date={date} onDateChange={setDate} />
      <p data-testid="shown">{date}</p>
    </>
  );
}

const shown = () => screen.getByTestId('shown').textContent;

describe('DayNavigator', () => {
  it('moves a day at a time across a month end, back to the facility today, and to a typed day', async () => {
    const user = userEvent.setup();
    render(<Screen start="2026-11-30" />);
    const group = screen.getByRole('group', { name: 'Choose the day' });
    expect(group).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(shown()).toBe('2026-12-01');
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Previous Day' }));
    await user.click(screen.getByRole('button', { name: 'Previous Day' }));
    expect(shown()).toBe('2026-11-29');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(shown()).toBe(facilityToday(new Date()));

    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2027-02-14' } });
    expect(shown()).toBe('2027-02-14');
    // A cleared field keeps the day.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '' } });
    expect(shown()).toBe('2027-02-14');
  });

  it('keeps the focus on the button pressed and announces the day shown', async () => {
    const user = userEvent.setup();
    render(<Screen start="2026-11-24" />);
    const next = screen.getByRole('button', { name: 'Next Day' });
    await user.click(next);
    expect(document.activeElement).toBe(next);
    await user.keyboard('{Enter}');
    expect(shown()).toBe('2026-11-26');
    expect(screen.getByText('Showing Thursday, November 26, 2026')).toBeTruthy();
  });
});
