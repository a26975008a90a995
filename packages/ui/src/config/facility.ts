// The facility's business facts in one place: address, phone, e-mail, hours, social links, the physical
// therapist's name and the marketing media. Every screen (landing page, contact card, footer, privacy
// policy, toasts) reads them from here, so a change is one edit, or one build setting: each value can be
// overridden with a VITE_* variable at build time (documented in
// docs/decisions/051-facility-config-and-media.md and .env.example). The defaults are placeholders until the facility supplies its own (example.com domains,
// a 555 phone number), chosen so nothing on the site points at a stranger's real address or inbox.

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
  VITE_FACILITY_STAFF_HOURS?: string | undefined;
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
      staff: pick(env.VITE_FACILITY_STAFF_HOURS, 'Staff on site 8am-8pm daily'),
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
