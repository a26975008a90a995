// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { FACILITY_FACTS_ELEMENT_ID, FACILITY_MEDIA_DEFAULTS, type PublicFacility } from '@longwood/core';
import { publicFacilityFixture } from '@longwood/core/testing';
import {
  applyFacilityFacts,
  FACTS_ELEMENT_ID,
  facility,
  factsInPage,
  formatAddress,
  readFacilityConfig,
  telHref,
} from './facility';
import { membershipOffer } from './membership-offer';

const serverFacts = (changes: Partial<PublicFacility> = {}) => publicFacilityFixture(changes);

describe("the server's facts", () => {
  it('the build-time defaults and the element id are those of core', () => {
    const config = readFacilityConfig({});
    expect({
      name: config.name,
      ...config.address,
      phone: config.phone,
      email: config.email,
      staffHours: config.hours.staff,
      memberHours: config.hours.members,
      physicalTherapist: config.physicalTherapist,
      social: config.social,
      membershipPrice: membershipOffer.price,
      membershipValue: membershipOffer.monthlyValue,
    }).toEqual({
      ...serverFacts(),
      version: undefined,
      media: undefined,
      bays: undefined,
      rules: undefined,
    });
    expect(FACTS_ELEMENT_ID).toBe(FACILITY_FACTS_ELEMENT_ID);
    expect(config.media).toEqual(FACILITY_MEDIA_DEFAULTS);
  });

  it('shows each uploaded file in its slot, and the shipped file again after a reset', () => {
    const uploaded = {
      ...FACILITY_MEDIA_DEFAULTS,
      heroVideoWebm: null,
      heroVideoMp4: '/facility-media/heroVideo-0123.mp4',
      aboutImageFitness: '/facility-media/aboutImageFitness-4567.webp',
    };
    applyFacilityFacts(serverFacts({ media: uploaded }));
    expect(facility.media).toEqual(uploaded);
    applyFacilityFacts(serverFacts());
    expect(facility.media).toEqual(FACILITY_MEDIA_DEFAULTS);
  });

  it('takes the facts the page carries, and shows only the social links that are set', () => {
    document.body.innerHTML = `<script id="${FACILITY_FACTS_ELEMENT_ID}" type="application/json">${JSON.stringify(
      serverFacts({ phone: '(321) 555-0100', city: 'Sanford', social: [], membershipPrice: '$250' }),
    )}</script>`;
    const facts = factsInPage(document);
    expect(facts?.phone).toBe('(321) 555-0100');
    applyFacilityFacts(facts!);
    expect(facility.phone).toBe('(321) 555-0100');
    expect(facility.address.city).toBe('Sanford');
    expect(facility.social).toEqual([]);
    expect(membershipOffer.price).toBe('$250');
  });

  it('ignores a page without facts, or with facts it cannot read', () => {
    document.body.innerHTML = '';
    expect(factsInPage(document)).toBeUndefined();
    document.body.innerHTML = `<script id="${FACILITY_FACTS_ELEMENT_ID}" type="application/json">{"phone": 4</script>`;
    expect(factsInPage(document)).toBeUndefined();
    document.body.innerHTML = `<script id="${FACILITY_FACTS_ELEMENT_ID}" type="application/json">{"phone": "1"}</script>`;
    expect(factsInPage(document)).toBeUndefined();
  });
});

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
