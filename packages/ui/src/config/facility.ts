// The facility's business facts in one place: address, phone, e-mail, hours, social links, the physical
// therapist's name and the marketing media. Every screen (landing page, contact card, footer, privacy policy,
// toasts) reads them from `facility`. The facts are the facility's settings, kept by its admins
// (docs/decisions/228-facility-settings-in-the-database.md): the server writes the current ones into every page it
// sends (a JSON script, FACILITY_FACTS_ELEMENT_ID) and renders the prerendered pages with them, and this module
// takes them from the page as it loads, so a change shows on the next page load without a rebuild. The build-time
// values (core's defaults, each overridable with a VITE_* variable, docs/decisions/228-facility-settings-in-the-database.md)
// stand where a page carries no facts (the Vite dev server, an older server). The media are settings too (decision 230).
// Nothing is imported from core here: this module is on the landing page's first load, and core's schemas would
// bring zod with them (docs/decisions/140-prerendered-landing-and-light-shell.md). facility.test.ts holds the defaults and the
// facts' element id to core's FACILITY_DEFAULTS and FACILITY_FACTS_ELEMENT_ID.
import { staffedHoursLine, type PublicFacility } from '@longwood/core';
import { bookingRules, deskStaffedHours, lessonCutoffs, noShowGrace } from './booking-rules';
import { membershipOffer } from './membership-offer';

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'x' | 'youtube';
  label: string;
  href: string;
}

export interface FacilityConfig {
  name: string;
  address: { street: string; city: string; region: string; postalCode: string };
  /** As displayed, e.g. '(407) 555-0142'. */
  phone: string;
  email: string;
  hours: { staff: string; members: string };
  physicalTherapist: string;
  social: SocialLink[];
  media: {
    heroVideoWebm: string | null;
    heroVideoMp4: string | null;
    heroPoster: string;
    aboutImageSimulator: string;
    aboutImageFitness: string;
  };
}

/** The VITE_* variables this module reads (all optional, all strings). */
export interface FacilityEnv {
  VITE_FACILITY_NAME?: string | undefined;
  VITE_FACILITY_STREET?: string | undefined;
  VITE_FACILITY_CITY?: string | undefined;
  VITE_FACILITY_REGION?: string | undefined;
  VITE_FACILITY_POSTAL_CODE?: string | undefined;
  VITE_FACILITY_PHONE?: string | undefined;
  VITE_FACILITY_EMAIL?: string | undefined;
  VITE_FACILITY_MEMBER_HOURS?: string | undefined;
  VITE_PHYSICAL_THERAPIST_NAME?: string | undefined;
  VITE_SOCIAL_FACEBOOK_URL?: string | undefined;
  VITE_SOCIAL_INSTAGRAM_URL?: string | undefined;
  VITE_SOCIAL_X_URL?: string | undefined;
  VITE_SOCIAL_YOUTUBE_URL?: string | undefined;
  VITE_HERO_VIDEO_URL?: string | undefined;
  VITE_HERO_VIDEO_WEBM_URL?: string | undefined;
  VITE_HERO_POSTER_URL?: string | undefined;
  VITE_ABOUT_IMAGE_SIMULATOR_URL?: string | undefined;
  VITE_ABOUT_IMAGE_FITNESS_URL?: string | undefined;
}

const pick = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

export function readFacilityConfig(env: FacilityEnv): FacilityConfig {
  // A facility that ships its own hero video replaces both encodings of ours: mixing its MP4 with our
  // WebM would show our scene to browsers that prefer WebM.
  const customVideo = Boolean(env.VITE_HERO_VIDEO_URL?.trim() || env.VITE_HERO_VIDEO_WEBM_URL?.trim());
  return {
    name: pick(env.VITE_FACILITY_NAME, 'Longwood Golf'),
    address: {
      street: pick(env.VITE_FACILITY_STREET, '1000 W State Road 434, Suite 100'),
      city: pick(env.VITE_FACILITY_CITY, 'Longwood'),
      region: pick(env.VITE_FACILITY_REGION, 'FL'),
      postalCode: pick(env.VITE_FACILITY_POSTAL_CODE, '32750'),
    },
    phone: pick(env.VITE_FACILITY_PHONE, '(407) 555-0142'),
    email: pick(env.VITE_FACILITY_EMAIL, 'info@longwoodgolf.example'),
    hours: {
      // Derived from the staffed hours the settings keep (the server sends the line with the facts).
      staff: staffedHoursLine(),
      members: pick(env.VITE_FACILITY_MEMBER_HOURS, 'Members: 24/7 access'),
    },
    physicalTherapist: pick(env.VITE_PHYSICAL_THERAPIST_NAME, 'Dr. Alex Morgan, DPT'),
    social: [
      { network: 'facebook', label: 'Facebook', href: pick(env.VITE_SOCIAL_FACEBOOK_URL, 'https://www.facebook.com/') },
      {
        network: 'instagram',
        label: 'Instagram',
        href: pick(env.VITE_SOCIAL_INSTAGRAM_URL, 'https://www.instagram.com/'),
      },
      { network: 'x', label: 'X (Twitter)', href: pick(env.VITE_SOCIAL_X_URL, 'https://x.com/') },
      { network: 'youtube', label: 'YouTube', href: pick(env.VITE_SOCIAL_YOUTUBE_URL, 'https://www.youtube.com/') },
    ],
    media: {
      heroVideoWebm: customVideo ? env.VITE_HERO_VIDEO_WEBM_URL?.trim() || null : '/media/hero.webm',
      heroVideoMp4: customVideo ? env.VITE_HERO_VIDEO_URL?.trim() || null : '/media/hero.mp4',
      // The shipped poster is a vector illustration (docs/decisions/145-brand-media-and-system-fonts.md).
      heroPoster: pick(env.VITE_HERO_POSTER_URL, '/media/hero.svg'),
      aboutImageSimulator: pick(env.VITE_ABOUT_IMAGE_SIMULATOR_URL, '/media/about-simulator.svg'),
      aboutImageFitness: pick(env.VITE_ABOUT_IMAGE_FITNESS_URL, '/media/about-fitness.svg'),
    },
  };
}

/** One line for the footer, the contact card and the privacy policy. */
export function formatAddress(address: FacilityConfig['address']): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** 'tel:' link target: digits only (plus a leading +), whatever the display format. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') || digits.length !== 10 ? digits : `+1${digits}`}`;
}

// Vite inlines import.meta.env at build time; this is the only reader of these variables.
export const facility: FacilityConfig = readFacilityConfig(import.meta.env as FacilityEnv);

/** The media as built (the shipped files, or the build's VITE_HERO_* and VITE_ABOUT_IMAGE_* addresses). */
const builtMedia = { ...facility.media };
const shippedMedia = readFacilityConfig({}).media;

/**
 * The media to show: each file the admins uploaded (docs/decisions/230-more-facility-settings.md) in its slot's
 * place; a slot the server shows as shipped keeps the build's file.
 */
function mediaOf(media: FacilityConfig['media']): FacilityConfig['media'] {
  const uploaded = (field: keyof FacilityConfig['media']) => media[field] !== shippedMedia[field];
  const video = uploaded('heroVideoWebm') || uploaded('heroVideoMp4');
  const image = (field: 'heroPoster' | 'aboutImageSimulator' | 'aboutImageFitness') =>
    uploaded(field) ? media[field] : builtMedia[field];
  return {
    heroVideoWebm: video ? media.heroVideoWebm : builtMedia.heroVideoWebm,
    heroVideoMp4: video ? media.heroVideoMp4 : builtMedia.heroVideoMp4,
    heroPoster: image('heroPoster'),
    aboutImageSimulator: image('aboutImageSimulator'),
    aboutImageFitness: image('aboutImageFitness'),
  };
}

/**
 * Makes `facts` (the facility's settings, as GET /api/facility answers them) the ones every screen shows: the
 * server's renderer calls it before rendering a page, the browser with the facts the page carries.
 */
export function applyFacilityFacts(facts: PublicFacility): void {
  facility.name = facts.name;
  facility.address = {
    street: facts.street,
    city: facts.city,
    region: facts.region,
    postalCode: facts.postalCode,
  };
  facility.phone = facts.phone;
  facility.email = facts.email;
  facility.hours = { staff: facts.staffHours, members: facts.memberHours };
  facility.physicalTherapist = facts.physicalTherapist;
  facility.social = facts.social.map((link) => ({ ...link }));
  if (facts.media && typeof facts.media.heroPoster === 'string') facility.media = mediaOf(facts.media);
  membershipOffer.price = facts.membershipPrice;
  membershipOffer.monthlyValue = facts.membershipValue;
  const { dailyCapHours, bookingWindowDays } = facts.rules ?? {};
  if (typeof dailyCapHours === 'number' && dailyCapHours > 0) {
    bookingRules.dailyCapMinutes = Math.round(dailyCapHours * 60);
  }
  if (typeof bookingWindowDays === 'number' && bookingWindowDays > 0)
    bookingRules.bookingWindowDays = bookingWindowDays;
  if (Array.isArray(facts.bays) && facts.bays.some((bay) => bay.open)) {
    bookingRules.bays = facts.bays.map(({ id, name, open }) => ({ id, name, open }));
  }
  const hourOf = (time: unknown) =>
    typeof time === 'string' && /^\d\d:00$/.test(time) ? Number(time.slice(0, 2)) : NaN;
  const opensHour = hourOf(facts.rules?.staffedHours?.opens);
  const closesHour = hourOf(facts.rules?.staffedHours?.closes);
  const { lessonBookingCutoffHours, lessonCancelCutoffHours } = facts.rules ?? {};
  if (typeof lessonBookingCutoffHours === 'number' && lessonBookingCutoffHours >= 0) {
    lessonCutoffs.bookingLeadMinutes = lessonBookingCutoffHours * 60;
  }
  if (typeof lessonCancelCutoffHours === 'number' && lessonCancelCutoffHours >= 0) {
    lessonCutoffs.cancelCutoffHours = lessonCancelCutoffHours;
  }
  const { noShowGraceMinutes } = facts.rules ?? {};
  if (typeof noShowGraceMinutes === 'number' && noShowGraceMinutes >= 0) noShowGrace.minutes = noShowGraceMinutes;
  if (opensHour >= 0 && closesHour <= 24 && opensHour < closesHour) {
    deskStaffedHours.opensHour = opensHour;
    deskStaffedHours.closesHour = closesHour;
  }
}

/** core's FACILITY_FACTS_ELEMENT_ID: the JSON script in which the server writes the facts into every page. */
export const FACTS_ELEMENT_ID = 'facility-facts';

const TEXT_FACTS = [
  'name',
  'street',
  'city',
  'region',
  'postalCode',
  'phone',
  'email',
  'memberHours',
  'physicalTherapist',
  'membershipPrice',
  'membershipValue',
] as const;

/** The facts the server wrote into this page, if it did and they have every fact this module shows. */
export function factsInPage(doc: Pick<Document, 'getElementById'>): PublicFacility | undefined {
  const text = doc.getElementById(FACTS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const facts = JSON.parse(text) as Partial<Record<string, unknown>>;
    const complete =
      TEXT_FACTS.every((field) => typeof facts[field] === 'string') &&
      Array.isArray(facts.social) &&
      facts.social.every((link: unknown) => {
        const { network, label, href } = (link ?? {}) as Record<string, unknown>;
        return typeof network === 'string' && typeof label === 'string' && typeof href === 'string';
      });
    return complete ? (facts as unknown as PublicFacility) : undefined;
  } catch {
    return undefined;
  }
}

if (typeof document !== 'undefined') {
  const inPage = factsInPage(document);
  if (inPage) applyFacilityFacts(inPage);
}
