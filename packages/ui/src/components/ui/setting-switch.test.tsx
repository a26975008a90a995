// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endScreenTest } from '../../test/render-route';
import { SettingSwitch } from './setting-switch';

afterEach(endScreenTest);

const input = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

describe('SettingSwitch', () => {
  it("is named with whose it is, reads its description and note, and turns from its label's words", async () => {
    function Saved() {
      const [on, setOn] = useState(false);
      return (
        <SettingSwitch
          label="Member"
          labelFor="jane@example.com"
          description="Books bays and joins leagues."
          note="Ask the owner first."
          checked={on}
          onCheckedChange={setOn}
        />
      );
    }
    render(<Saved />);
    const member = input('Member for jane@example.com');
    expect(member.checked).toBe(false);
    expect(
      member
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(['Books bays and joins leagues.', 'Ask the owner first.']);
    await userEvent.setup().click(screen.getByText('Member'));
    expect(input('Member for jane@example.com').checked).toBe(true);
  });

  it('stays as it was when the change is not taken, and is locked while saving or loading', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<SettingSwitch label="Reminders" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.setup().click(input('Reminders'));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(input('Reminders').checked).toBe(false);

    rerender(<SettingSwitch label="Reminders" checked saving onCheckedChange={onCheckedChange} />);
    expect(input('Reminders').disabled).toBe(true);
    expect(input('Reminders').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Saving…')).toBeTruthy();

    rerender(<SettingSwitch label="Reminders" checked={false} loading onCheckedChange={onCheckedChange} />);
    expect(input('Reminders').disabled).toBe(true);
    expect(screen.queryByText('Saving…')).toBeNull();
  });
});
