// @vitest-environment jsdom
// The walk-in form at 3:22 PM (docs/decisions/173-walk-ins-and-arrival.md): 'Now' is 3:30,
// not 3:00, and the bays' preview says how long a bay is really free rather than "taken". Any later half hour today
// can be chosen, and when every bay is taken then, the form says what is free next and offers it
// (docs/decisions/262-the-desk-on-a-busy-night.md).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dayAvailability, facilityInstant } from '@longwood/core';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { endScreenTest } from '../../../test/render-route';
import { WalkInForm } from './walk-in-form';

afterEach(endScreenTest);

const DATE = '2027-02-10';
const booking = (id: number, simulatorId: number, startTime: string, endTime: string) => ({
  id,
  kind: 'member' as const,
  userId: 7,
  simulatorId,
  bookingDate: DATE,
  startTime,
  endTime,
});

function renderForm(time: string) {
  const day = dayAvailability({
    date: DATE,
    // Bay 1 is held until 4:00 PM (two bookings back to back); bay 2 is free until 4:00 PM, booked after.
    occupancies: [
      booking(1, 1, '15:00:00', '15:30:00'),
      booking(2, 1, '15:30:00', '16:00:00'),
      booking(3, 2, '16:00:00', '17:00:00'),
    ],
    leagues: [],
  });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <WalkInForm now={facilityInstant(DATE, time)} day={day} />
    </AppProviders>,
  );
}

describe('walk-in form', () => {
  it("offers 'Now' from the nearest half hour and says how long each bay is really free", () => {
    renderForm('15:22');
    const starts = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Starts' });
    expect(starts.value).toBe('now');
    const offered = within(starts)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered.slice(0, 3)).toEqual(['Now (3:30 PM)', '4:00 PM', '4:30 PM']);
    expect(offered.at(-1)).toBe('11:00 PM');
    const bays = within(screen.getByRole('list', { name: 'Bays for this walk-in' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(bays).toEqual([
      'Bay 1: taken (booked) until 4:00 PM',
      'Bay 2: free until 4:00 PM only (30 min), then booked',
    ]);
  });

  it("keeps the running half hour early in it, and says 'free' for a bay free all along", () => {
    renderForm('15:05');
    expect(screen.getByRole('option', { name: 'Now (3:00 PM)' })).toBeTruthy();
    const bays = within(screen.getByRole('list', { name: 'Bays for this walk-in' })).getAllByRole('listitem');
    expect(bays.map((li) => li.textContent)).toEqual(['Bay 1: taken (booked) until 4:00 PM', 'Bay 2: free']);
  });

  it('says what is free next when every bay is taken at the chosen time, and takes the offer into the form', () => {
    renderForm('15:05');
    // 3:00 PM for 1 hour: bay 1 is held until 4:00 PM, bay 2 from 4:00 PM: a bay is free, nothing is offered.
    expect(screen.queryByTestId('walk-in-free-next')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Duration' }), { target: { value: '90' } });
    const status = screen.getByTestId('walk-in-free-next');
    expect(status.textContent).toContain('Every bay is taken at 3:00 PM for 1.5 hours. Free next:');
    expect(
      within(status)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bay 1 free at 4:00 PM', 'Bay 2 free at 5:00 PM']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book Walk-in' }).disabled).toBe(true);

    fireEvent.click(within(status).getByRole('button', { name: 'Bay 2 free at 5:00 PM' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Starts' }).value).toBe('17:00:00');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Bay' }).value).toBe('2');
    expect(screen.queryByTestId('walk-in-free-next')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book Walk-in' }).disabled).toBe(false);
  });
});
