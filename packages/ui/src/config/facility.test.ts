import { describe, expect, it } from 'vitest';
import { formatAddress, readFacilityConfig, telHref } from './facility';

describe('readFacilityConfig', () => {
  it('uses the shipped placeholders and media when nothing is configured', () => {
    const config = readFacilityConfig({});
    expect(config.address.city).toBe('Longwood');
    expect(config.media).toMatchObject({
      heroVideoWebm: '/media/hero.webm',
      heroVideoMp4: '/media/hero.mp4',
      heroPoster: '/media/hero.svg',
      aboutImageSimulator: '/media/about-simulator.svg',
      aboutImageFitness: '/media/about-fitness.svg',
    });
    expect(config.social.map((s) => s.network)).toEqual(['facebook', 'instagram', 'x', 'youtube']);
  });

  it('takes every business fact from VITE_* settings, trimmed, ignoring blanks', () => {
    const config = readFacilityConfig({
      VITE_FACILITY_EMAIL: ' hello@golf.test ',
      VITE_FACILITY_PHONE: '(321) 555-0100',
      VITE_PHYSICAL_THERAPIST_NAME: 'Dr. Pat Lee, PT',
      VITE_SOCIAL_INSTAGRAM_URL: 'https://instagram.com/golf',
      VITE_FACILITY_CITY: '   ',
    });
    expect(config.email).toBe('hello@golf.test');
    expect(config.phone).toBe('(321) 555-0100');
    expect(config.physicalTherapist).toBe('Dr. Pat Lee, PT');
    expect(config.social.find((s) => s.network === 'instagram')?.href).toBe('https://instagram.com/golf');
    expect(config.address.city).toBe('Longwood');
  });

  it('replaces both of our video encodings and the poster when the facility ships its own', () => {
    const config = readFacilityConfig({
      VITE_HERO_VIDEO_URL: 'https://cdn.golf.test/hero.mp4',
      VITE_HERO_POSTER_URL: 'https://cdn.golf.test/hero.jpg',
    });
    expect(config.media).toMatchObject({
      heroVideoMp4: 'https://cdn.golf.test/hero.mp4',
      heroVideoWebm: null,
      heroPoster: 'https://cdn.golf.test/hero.jpg',
    });
  });
});

describe('formatting helpers', () => {
  it('formats the postal address on one line', () => {
    expect(formatAddress({ street: '1 Fairway Dr', city: 'Longwood', region: 'FL', postalCode: '32750' })).toBe(
      '1 Fairway Dr, Longwood, FL 32750',
    );
  });
  it('dials US numbers with the country code', () => {
    expect(telHref('(407) 555-0142')).toBe('tel:+14075550142');
    expect(telHref('+1 407 555 0142')).toBe('tel:+14075550142');
  });
});
