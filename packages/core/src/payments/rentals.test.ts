import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RENTAL_RATES,
  guestRentalLabel,
  guestRentalPrice,
  rentalPaymentRefusal,
  rentalRatesInputSchema,
  rentalSplitLabel,
} from './rentals';

const RATES = { ...DEFAULT_RENTAL_RATES, peakCentsPerHour: 6000, offPeakCentsPerHour: 4000 };
const WEDNESDAY = '2027-04-14';
const SATURDAY = '2027-04-17';

describe('guestRentalPrice', () => {
  it('charges each minute at the rate of its hours', () => {
    expect(guestRentalPrice(WEDNESDAY, '10:00:00', '11:00:00', RATES)).toEqual({
      priceCents: 4000,
      peakMinutes: 0,
      offPeakMinutes: 60,
    });
    expect(guestRentalPrice(WEDNESDAY, '16:30:00', '18:00:00', RATES)).toEqual({
      priceCents: 8000,
      peakMinutes: 60,
      offPeakMinutes: 30,
    });
    expect(guestRentalPrice(WEDNESDAY, '21:30:00', '23:00:00', RATES)).toMatchObject({
      priceCents: 3000 + 4000,
      peakMinutes: 30,
    });
  });

  it('counts the whole of a weekend day as peak when weekends are peak, and by the hours when not', () => {
    expect(guestRentalPrice(SATURDAY, '10:00:00', '12:00:00', RATES).priceCents).toBe(12000);
    expect(guestRentalPrice(SATURDAY, '10:00:00', '12:00:00', { ...RATES, weekendsPeak: false }).priceCents).toBe(8000);
  });

  it('rounds to the cent once, and is free before any rate is set', () => {
    expect(
      guestRentalPrice(WEDNESDAY, '10:00:00', '10:30:00', { ...RATES, offPeakCentsPerHour: 4001 }).priceCents,
    ).toBe(2001);
    expect(guestRentalPrice(WEDNESDAY, '18:00:00', '20:00:00', DEFAULT_RENTAL_RATES).priceCents).toBe(0);
  });
});

describe('the desk’s words', () => {
  it('splits the time and says where the payment stands', () => {
    expect(rentalSplitLabel({ peakMinutes: 90, offPeakMinutes: 30 })).toBe('1 h 30 min peak, 30 min off-peak');
    const rental = {
      bookingId: 1,
      guestName: 'Pat',
      priceCents: 8000,
      peakMinutes: 60,
      offPeakMinutes: 30,
      moneyBack: null,
    };
    expect(guestRentalLabel({ ...rental, paidCents: 0, dueCents: 8000, free: false })).toBe('$80.00: $80.00 due');
    expect(guestRentalLabel({ ...rental, paidCents: 5000, dueCents: 3000, free: false })).toBe(
      '$80.00, $50.00 paid: $30.00 due',
    );
    expect(guestRentalLabel({ ...rental, paidCents: 8000, dueCents: 0, free: false })).toBe('Paid $80.00');
    expect(guestRentalLabel({ ...rental, priceCents: 0, paidCents: 0, dueCents: 0, free: true })).toBe(
      'Free demo: no charge',
    );
    expect(rentalPaymentRefusal(3000, 3000)).toBeUndefined();
    expect(rentalPaymentRefusal(3001, 3000)).toBe('Only $30.00 of this guest rental is left to pay.');
    expect(rentalPaymentRefusal(1, 0)).toBe('This guest rental is already paid.');
  });
});

describe('rentalRatesInputSchema', () => {
  const valid = {
    peakCentsPerHour: 6000,
    offPeakCentsPerHour: 4000,
    peakFrom: '17:00:00',
    peakUntil: '22:00:00',
    weekendsPeak: true,
  };
  it('takes whole cents, half hours and peak hours that end after they start', () => {
    expect(rentalRatesInputSchema.safeParse(valid).success).toBe(true);
    const errors = (input: object) => rentalRatesInputSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(errors({ ...valid, peakUntil: '17:00:00' })).toEqual(['Peak hours must end after they start']);
    expect(errors({ ...valid, peakFrom: '17:10:00' })).toEqual(['Choose a time on the half hour']);
    expect(errors({ ...valid, offPeakCentsPerHour: 12.5 })).toEqual(['Enter an hourly rate from $0.00 to $1,000.00']);
    expect(errors({ ...valid, extra: 1 })).toHaveLength(1);
  });
});
