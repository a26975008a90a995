// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DurationPicker } from './duration-picker';
import { endScreenTest } from '../../../test/render-route';

afterEach(endScreenTest);

function states() {
  return screen.getAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled]);
}

describe('DurationPicker', () => {
  it('disables the durations longer than the time left that day and says why at the buttons', () => {
    render(<DurationPicker value={60} onChange={() => {}} minutesLeft={90} />);
    expect(states()).toEqual([
      ['0.5 hrs', false],
      ['1 hr', false],
      ['1.5 hrs', false],
      ['2 hrs', true],
      ['2.5 hrs', true],
      ['3 hrs', true],
      ['3.5 hrs', true],
      ['4 hrs', true],
    ]);
    const group = screen.getByRole('group', { name: 'Duration' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByTestId('daily-time-note').textContent).toBe(
      'You can book 1.5 hours more on this day. Longer sessions are not available.',
    );
  });

  it('with the 4 hours used, every duration is disabled and the note names the daily limit', () => {
    render(<DurationPicker value={60} onChange={() => {}} minutesLeft={0} />);
    expect(states().every(([, disabled]) => disabled)).toBe(true);
    expect(screen.getByTestId('daily-time-note').textContent).toBe(
      'You have reached the 4-hour daily limit on this day.',
    );
  });

  it('with the day unknown, offers every duration and promises nothing', () => {
    render(<DurationPicker value={60} onChange={() => {}} />);
    expect(states().some(([, disabled]) => disabled)).toBe(false);
    expect(screen.queryByTestId('daily-time-note')).toBeNull();
    expect(screen.getByRole('button', { name: '1 hr' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('while the day is being read, the note says so in its place and nothing is disabled', () => {
    render(<DurationPicker value={60} onChange={() => {}} checking />);
    expect(states().some(([, disabled]) => disabled)).toBe(false);
    const note = screen.getByTestId('daily-time-note');
    expect(note.textContent).toBe('Checking your time left on this day...');
    expect(screen.getByRole('group', { name: 'Duration' }).getAttribute('aria-describedby')).toBe(note.id);
  });
});
