// The landing page as the server renders its HTML with the facility's current settings: the media the admins uploaded
// (docs/decisions/230-more-facility-settings.md), the shipped ones again after a reset, and the staffed-hours line.
import { FACILITY_DEFAULTS, FACILITY_MEDIA_DEFAULTS, publicFacilityOf, type PublicFacility } from '@longwood/core';
import { publicFacilityFixture } from '@longwood/core/testing';
import { renderToString } from 'react-dom/server';
import { afterAll, expect, it } from 'vitest';
import { deskStaffedHours } from '../../../config/booking-rules';
import { applyFacilityFacts } from '../../../config/facility';
import { AboutSection } from './about-section';
import { HeroBackground } from './hero-background';

const facts = (media: PublicFacility['media']) => publicFacilityFixture({ media });

const render = () =>
  renderToString(
    <>
      <HeroBackground />
      <AboutSection />
    </>,
  );

afterAll(() => applyFacilityFacts(facts({ ...FACILITY_MEDIA_DEFAULTS })));

it('renders the uploaded poster and About image in place of the shipped ones, and the shipped ones after a reset', () => {
  applyFacilityFacts(
    facts({
      ...FACILITY_MEDIA_DEFAULTS,
      heroPoster: '/facility-media/heroPoster-aaaa.webp',
      aboutImageSimulator: '/facility-media/aboutImageSimulator-bbbb.webp',
    }),
  );
  const html = render();
  expect(html).toContain('src="/facility-media/heroPoster-aaaa.webp"');
  expect(html).toContain('src="/facility-media/aboutImageSimulator-bbbb.webp"');
  expect(html).toContain('src="/media/about-fitness.svg"');
  expect(html).not.toContain('/media/hero.svg');

  applyFacilityFacts(facts({ ...FACILITY_MEDIA_DEFAULTS }));
  const reset = render();
  expect(reset).toContain('src="/media/hero.svg"');
  expect(reset).not.toContain('/facility-media/');
});

it('names the staffed hours of the settings in the Expert Support tile, the specification’s text at the defaults', () => {
  // Entered once, as the hours staff are on site: the landing page's line and the desk's hours both follow them.
  const settings = { ...FACILITY_DEFAULTS, staffedHoursStart: 9, staffedHoursEnd: 18, version: 3 };
  applyFacilityFacts(
    publicFacilityOf(settings, { ...FACILITY_MEDIA_DEFAULTS }, [{ id: 1, name: 'Bay 1', open: true }]),
  );
  const changed = render();
  expect(changed).toContain('Staff on site 9am-6pm daily, coaches and therapy under one roof.');
  expect(changed).not.toContain('8am-8pm');
  expect(deskStaffedHours).toEqual({ opensHour: 9, closesHour: 18 });

  applyFacilityFacts(publicFacilityFixture());
  expect(render()).toContain('Staff on site 8am-8pm daily, coaches and therapy under one roof.');
  expect(deskStaffedHours).toEqual({ opensHour: 8, closesHour: 20 });
});

it("names the settings' daily cap in the membership's simulator time, four hours at the defaults", () => {
  const withCap = (dailyCapHours: number) => {
    const facts = publicFacilityFixture();
    applyFacilityFacts({ ...facts, rules: { ...facts.rules, dailyCapHours } });
  };
  withCap(3);
  const changed = render();
  expect(changed).toContain('3 hours of daily simulation');
  expect(changed).toContain('Up to three hours a day in a private simulator bay');
  expect(changed).not.toContain('4 hours of daily simulation');

  withCap(4);
  const defaults = render();
  expect(defaults).toContain('4 hours of daily simulation');
  expect(defaults).toContain('Up to four hours a day in a private simulator bay, booked online in seconds.');
});
