// @vitest-environment jsdom
// The walk-in form at 3:22 PM (docs/decisions/173-walk-ins-and-arrival.md, amended 2026-11-25): 'Now' is 3:30,
// not 3:00, and the bays' preview says how long a bay is really free rather than "taken".
import { render, screen, within } from '@testing-library/react';
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
    expect(screen.getByRole('radio', { name: 'Now (3:30 PM)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Next half hour (4:00 PM)' })).toBeTruthy();
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
    expect(screen.getByRole('radio', { name: 'Now (3:00 PM)' })).toBeTruthy();
    const bays = within(screen.getByRole('list', { name: 'Bays for this walk-in' })).getAllByRole('listitem');
    expect(bays.map((li) => li.textContent)).toEqual(['Bay 1: taken (booked) until 4:00 PM', 'Bay 2: free']);
  });
});
