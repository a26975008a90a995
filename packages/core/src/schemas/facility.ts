// The facility's own facts, as its owner keeps them from the admin console
// (docs/decisions/228-facility-settings-in-the-database.md): name, address, phone, e-mail, the members' hours text, the
// physical therapist's name and the social links. A fresh install starts from FACILITY_DEFAULTS (the placeholders
// the site shipped with: example.com domains and a 555 phone number, so nothing points at a stranger); the server
// seeds them once from the environment's VITE_* values where set. Every screen, the landing page's HTML and the
// e-mails read the one stored copy, so a change shows on the next request without a rebuild.
import { z } from '../zod';
import { ADVANCE_BOOKING_DAYS, DAILY_CAP_MINUTES, type BookingLimits } from '../rules/booking';
import { DEFAULT_STAFFED_HOURS, staffedHoursLine, staffedHoursTimes, type StaffedHours } from '../rules/staffed-hours';
import { DEFAULT_LESSON_CUTOFFS, type LessonCutoffs } from '../rules/lesson-policy';
import { DEFAULT_NO_SHOW_GRACE_MINUTES, MAX_NO_SHOW_GRACE_MINUTES } from '../rules/front-desk';
import { DEFAULT_DESK_PAYMENT_LIMIT_DOLLARS } from '../payments/rules';
import { DEFAULT_DUES_GRACE_DAYS, MAX_DUES_GRACE_DAYS } from '../payments/dues';
import { MAX_PAYMENT_CENTS } from '../payments/rules';
import { MAX_ID } from './common';
import { emailField, hasOnlyVisibleCharacters } from './text-fields';
import { bayListChangeSchema, facilityBaySchema } from './facility-bays';
import { facilityMediaSchema, type FacilityMedia } from './facility-media';
import type { Air } from '../shots/flight';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How each network's link reads on the page. */
export const SOCIAL_LABELS = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  youtube: 'YouTube',
} as const satisfies Record<SocialNetwork, string>;

/** The settings field of a network's link: its name and "Url" (facebookUrl, …). */
type SocialField = `${SocialNetwork}Url`;
export const socialFieldOf = (network: SocialNetwork): SocialField => `${network}Url`;

export interface FacilityFacts {
  name: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  /** As displayed, e.g. '(407) 555-0142'. */
  phone: string;
  email: string;
  /** The members' hours line, e.g. 'Members: 24/7 access'. */
  memberHours: string;
  physicalTherapist: string;
  /** Each link is optional: null is not shown. */
  facebookUrl: string | null;
  instagramUrl: string | null;
  xUrl: string | null;
  youtubeUrl: string | null;
  /** The monthly fee as the landing and upgrade pages write it, e.g. '$200'. */
  membershipPrice: string;
  /** What the facility says a month of membership is worth, e.g. '$700'. */
  membershipValue: string;
  /** Booking rules: the hours a member may book per day (whole or half hours), applied to the next booking. */
  dailyCapHours: number;
  /** Booking rules: how many days ahead anyone may book (today counts as day 0). */
  bookingWindowDays: number;
  /**
   * The staffed hours, entered once: the hour staff are on site from (0-23, facility time). The desk opens to
   * front-desk staff then, and the landing page's hours line says it (staffedHoursLine).
   */
  staffedHoursStart: number;
  /** ...and the hour they stop (1-24, after the start). */
  staffedHoursEnd: number;
  /** Lessons are booked at least this many hours before they start (whole hours). */
  lessonBookingCutoffHours: number;
  /** Members cancel a lesson online until this many hours before it starts (whole hours). */
  lessonCancelCutoffHours: number;
  /** The most front-desk staff record as one payment or refund (whole dollars); admins have no limit. */
  deskPaymentLimitDollars: number;
  /** Days a member stays a member after a failed dues payment before the membership pauses (whole days). */
  duesGraceDays: number;
  /** Minutes after a booking's start before staff may mark it a no-show (whole minutes; core's noShowCheck). */
  noShowGraceMinutes: number;
  /**
   * The hour (0-23, facility time) the owner's morning e-mail goes to the team address; NO_MORNING_EMAIL (24) sends
   * none (docs/decisions/472-the-owners-morning-email.md).
   */
  morningEmailHour: number;
  /** The facility's elevation above sea level (metres, -100 to 4000): the air every modelled ball flies through. */
  elevationM: number;
  /** The bays' air temperature (°C, 0 to 40), likewise. */
  indoorTemperatureC: number;
}

export type FacilityFactField = keyof FacilityFacts;

/** The owner's morning e-mail: at 7am by default; the hour setting 24 sends none. */
export const DEFAULT_MORNING_EMAIL_HOUR = 7;
export const NO_MORNING_EMAIL = 24;

/** A fresh install's facts: the specification's facility, with placeholders where it names none. */
export const FACILITY_DEFAULTS: Readonly<FacilityFacts> = Object.freeze({
  name: 'Longwood Golf',
  street: '1000 W State Road 434, Suite 100',
  city: 'Longwood',
  region: 'FL',
  postalCode: '32750',
  phone: '(407) 555-0142',
  email: 'info@longwoodgolf.example',
  memberHours: 'Members: 24/7 access',
  physicalTherapist: 'Dr. Alex Morgan, DPT',
  facebookUrl: 'https://www.facebook.com/',
  instagramUrl: 'https://www.instagram.com/',
  xUrl: 'https://x.com/',
  youtubeUrl: 'https://www.youtube.com/',
  membershipPrice: '$200',
  membershipValue: '$700',
  dailyCapHours: DAILY_CAP_MINUTES / 60,
  bookingWindowDays: ADVANCE_BOOKING_DAYS,
  staffedHoursStart: DEFAULT_STAFFED_HOURS.opensHour,
  staffedHoursEnd: DEFAULT_STAFFED_HOURS.closesHour,
  lessonBookingCutoffHours: DEFAULT_LESSON_CUTOFFS.bookingLeadMinutes / 60,
  lessonCancelCutoffHours: DEFAULT_LESSON_CUTOFFS.cancelCutoffHours,
  deskPaymentLimitDollars: DEFAULT_DESK_PAYMENT_LIMIT_DOLLARS,
  duesGraceDays: DEFAULT_DUES_GRACE_DAYS,
  noShowGraceMinutes: DEFAULT_NO_SHOW_GRACE_MINUTES,
  morningEmailHour: DEFAULT_MORNING_EMAIL_HOUR,
  // Longwood, Florida stands about 15 m above the sea; a heated and cooled hall about 20 °C.
  elevationM: 15,
  indoorTemperatureC: 20,
});

export const FACILITY_FACT_FIELDS = Object.keys(FACILITY_DEFAULTS) as FacilityFactField[];

/** How each field reads in the admin screen and the activity log. */
export const FACILITY_FACT_LABELS = {
  name: 'Facility name',
  street: 'Street',
  city: 'City',
  region: 'State',
  postalCode: 'ZIP code',
  phone: 'Phone',
  email: 'E-mail',
  memberHours: 'Member hours',
  physicalTherapist: 'Physical therapist',
  facebookUrl: 'Facebook link',
  instagramUrl: 'Instagram link',
  xUrl: 'X (Twitter) link',
  youtubeUrl: 'YouTube link',
  membershipPrice: 'Membership price per month',
  membershipValue: 'Monthly value of a membership',
  dailyCapHours: 'Daily booking limit per member (hours)',
  bookingWindowDays: 'Booking window (days ahead)',
  staffedHoursStart: 'Staff on site from (hour, 0-23)',
  staffedHoursEnd: 'Staff on site until (hour, 1-24)',
  lessonBookingCutoffHours: 'Lessons booked at least (hours before the start)',
  lessonCancelCutoffHours: 'Members cancel lessons online until (hours before the start)',
  deskPaymentLimitDollars: 'Desk staff record payments and refunds up to (dollars each)',
  duesGraceDays: 'Grace period after a failed dues payment (days)',
  noShowGraceMinutes: 'No-show grace time (minutes after the start)',
  morningEmailHour: "Owner's morning e-mail at (hour, 0-23; 24 for none)",
  elevationM: 'Elevation above sea level (metres)',
  indoorTemperatureC: 'Temperature in the bays (°C)',
} as const satisfies Record<FacilityFactField, string>;

/** The largest daily cap and booking window an admin may set: a whole day, and a year ahead. */
export const MAX_DAILY_CAP_HOURS = 24;
export const MAX_BOOKING_WINDOW_DAYS = 365;

/** The highest desk payment limit an admin may set, in dollars: the most one ledger row holds. */
export const MAX_DESK_PAYMENT_LIMIT_DOLLARS = MAX_PAYMENT_CENTS / 100;

/** The longest lesson cut-off an admin may set: a week. */
export const MAX_LESSON_CUTOFF_HOURS = 168;

/** The elevations and bay temperatures an admin may set: the Dead Sea's shore to the highest towns; a heated hall. */
export const ELEVATION_RANGE_M = { min: -100, max: 4000 } as const;
export const INDOOR_TEMPERATURE_RANGE_C = { min: 0, max: 40 } as const;

export const FACILITY_MESSAGES = {
  phone: 'Please enter a valid phone number',
  postalCode: 'Enter a 5-digit ZIP code, e.g. 32750',
  url: 'Enter a full https:// address, or leave it empty to hide the link',
  characters: 'Text contains characters that are not allowed',
  price: 'Enter an amount in dollars, e.g. $200',
  version: 'These settings were changed by someone else meanwhile. Reload them and make your change again.',
  nothingToChange: 'Change at least one setting',
  dailyCapHours: `Enter a daily limit from 0.5 to ${MAX_DAILY_CAP_HOURS} hours, in half-hour steps`,
  bookingWindowDays: `Enter a booking window from 1 to ${MAX_BOOKING_WINDOW_DAYS} days, in whole days`,
  staffedHour: 'Enter a whole hour from 0 to 24, e.g. 8 for 8am or 20 for 8pm',
  staffedHoursOrder: 'The desk must close after it opens: enter an end hour later than the start hour',
  lessonCutoff: `Enter a whole number of hours from 0 to ${MAX_LESSON_CUTOFF_HOURS} (a week)`,
  deskPaymentLimit: `Enter whole dollars from 0 to ${MAX_DESK_PAYMENT_LIMIT_DOLLARS.toLocaleString('en-US')}`,
  duesGraceDays: `Enter a whole number of days from 0 to ${MAX_DUES_GRACE_DAYS}`,
  noShowGraceMinutes: `Enter whole minutes from 0 to ${MAX_NO_SHOW_GRACE_MINUTES}, e.g. 15`,
  morningEmailHour: `Enter a whole hour from 0 to 23, e.g. 7 for 7am, or ${NO_MORNING_EMAIL} for no e-mail`,
  elevationM: `Enter the elevation in metres, from ${ELEVATION_RANGE_M.min} to ${ELEVATION_RANGE_M.max}`,
  indoorTemperatureC: `Enter the temperature in °C, from ${INDOOR_TEMPERATURE_RANGE_C.min} to ${INDOOR_TEMPERATURE_RANGE_C.max}`,
} as const;

/** A line of text shown on the site: trimmed, `max` characters, nothing invisible or controlling. */
function factText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      z.refine(hasOnlyVisibleCharacters, FACILITY_MESSAGES.characters),
    );
}

/** A phone number as people write it: digits, spaces, ( ) . - and a leading +, with 10 to 15 digits. */
const phoneField = z.string({ error: FACILITY_MESSAGES.phone }).check(
  z.trim(),
  z.maxLength(25, { error: FACILITY_MESSAGES.phone, abort: true }),
  z.regex(/^\+?[\d\s().-]+$/, { error: FACILITY_MESSAGES.phone, abort: true }),
  z.refine((v) => {
    const digits = v.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, FACILITY_MESSAGES.phone),
);

/** A social link: an https address, or empty (null) to hide it. */
const socialField = z
  .pipe(
    z.union([z.null(), z.string({ error: FACILITY_MESSAGES.url })], { error: FACILITY_MESSAGES.url }),
    z.transform((v) => (v === null || v.trim() === '' ? null : v.trim())),
  )
  .check(
    z.refine(
      (v) => v === null || (v.length <= 300 && /^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(v)),
      FACILITY_MESSAGES.url,
    ),
  );

/** An amount as the offer writes it: a dollar sign and whole dollars, e.g. '$200'. */
const priceField = z
  .string({ error: FACILITY_MESSAGES.price })
  .check(z.trim(), z.regex(/^\$[1-9]\d{0,4}$/, FACILITY_MESSAGES.price));

/**
 * A number the admin's form sends as the text typed ('4', '2.5', '-20') or the API as a number; blank or anything
 * else is refused with `message`.
 */
function settingNumber(message: string, valid: (n: number) => boolean) {
  return z.pipe(
    z.union([z.number({ error: message }), z.string({ error: message }).check(z.trim())], { error: message }),
    z.transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n) || !valid(n)) {
        ctx.issues.push({ code: 'custom', message, input: v });
        return z.NEVER;
      }
      return n;
    }),
  );
}

/** An hour of the day for the staffed hours: a whole number from 0 to 24. */
const staffedHour = settingNumber(FACILITY_MESSAGES.staffedHour, (n) => Number.isInteger(n) && n >= 0 && n <= 24);

/** A lesson cut-off: whole hours from 0 to a week. */
const lessonCutoff = settingNumber(
  FACILITY_MESSAGES.lessonCutoff,
  (n) => Number.isInteger(n) && n >= 0 && n <= MAX_LESSON_CUTOFF_HOURS,
);

/** Every fact's schema: the admin's form and the server parse with these. */
export const facilityFactsSchema = z.strictObject({
  name: factText('Facility name', 80),
  street: factText('Street', 120),
  city: factText('City', 60),
  region: factText('State', 40),
  postalCode: z
    .string({ error: FACILITY_MESSAGES.postalCode })
    .check(z.trim(), z.regex(/^\d{5}(-\d{4})?$/, FACILITY_MESSAGES.postalCode)),
  phone: phoneField,
  email: emailField(),
  memberHours: factText('Member hours', 80),
  physicalTherapist: factText('Physical therapist', 80),
  facebookUrl: socialField,
  instagramUrl: socialField,
  xUrl: socialField,
  youtubeUrl: socialField,
  membershipPrice: priceField,
  membershipValue: priceField,
  dailyCapHours: settingNumber(
    FACILITY_MESSAGES.dailyCapHours,
    (n) => n >= 0.5 && n <= MAX_DAILY_CAP_HOURS && Number.isInteger(n * 2),
  ),
  bookingWindowDays: settingNumber(
    FACILITY_MESSAGES.bookingWindowDays,
    (n) => Number.isInteger(n) && n >= 1 && n <= MAX_BOOKING_WINDOW_DAYS,
  ),
  staffedHoursStart: staffedHour,
  staffedHoursEnd: staffedHour,
  lessonBookingCutoffHours: lessonCutoff,
  lessonCancelCutoffHours: lessonCutoff,
  deskPaymentLimitDollars: settingNumber(
    FACILITY_MESSAGES.deskPaymentLimit,
    (n) => Number.isInteger(n) && n >= 0 && n <= MAX_DESK_PAYMENT_LIMIT_DOLLARS,
  ),
  duesGraceDays: settingNumber(
    FACILITY_MESSAGES.duesGraceDays,
    (n) => Number.isInteger(n) && n >= 0 && n <= MAX_DUES_GRACE_DAYS,
  ),
  noShowGraceMinutes: settingNumber(
    FACILITY_MESSAGES.noShowGraceMinutes,
    (n) => Number.isInteger(n) && n >= 0 && n <= MAX_NO_SHOW_GRACE_MINUTES,
  ),
  morningEmailHour: settingNumber(
    FACILITY_MESSAGES.morningEmailHour,
    (n) => Number.isInteger(n) && n >= 0 && n <= NO_MORNING_EMAIL,
  ),
  elevationM: settingNumber(
    FACILITY_MESSAGES.elevationM,
    (n) => n >= ELEVATION_RANGE_M.min && n <= ELEVATION_RANGE_M.max,
  ),
  indoorTemperatureC: settingNumber(
    FACILITY_MESSAGES.indoorTemperatureC,
    (n) => n >= INDOOR_TEMPERATURE_RANGE_C.min && n <= INDOOR_TEMPERATURE_RANGE_C.max,
  ),
});

/**
 * The message beside `staffedHoursEnd` when the desk would close before it opens (checked on the facts after a
 * change: a save may send one of the two hours).
 */
export function staffedHoursProblem(facts: Pick<FacilityFacts, 'staffedHoursStart' | 'staffedHoursEnd'>) {
  return facts.staffedHoursStart < facts.staffedHoursEnd ? undefined : FACILITY_MESSAGES.staffedHoursOrder;
}

/** The admin's form: every fact, and the staffed hours in order. */
export const facilityFactsFormSchema = facilityFactsSchema.check(
  z.superRefine((facts, ctx) => {
    const problem = staffedHoursProblem(facts);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: facts, path: ['staffedHoursEnd'] });
  }),
);

/**
 * PATCH /api/admin/facility-settings: any of the facts (flat field names), and the `version` the admin's copy was
 * read at. With a version, a save over a newer change is refused (409) instead of silently undoing it; without one,
 * the fields given are written over whatever is current.
 */
export const facilitySettingsPatchSchema = z
  .strictObject({
    ...z.partial(facilityFactsSchema).shape,
    version: z.optional(
      z.number({ error: 'Version must be a whole number' }).check(z.int(), z.positive(), z.maximum(MAX_ID)),
    ),
    /** Every bay, in order (docs/decisions/229-bays-as-facility-settings.md); a bay without an id is added. */
    bays: z.optional(bayListChangeSchema),
  })
  .check(
    z.refine((patch) => patch.bays !== undefined || FACILITY_FACT_FIELDS.some((field) => patch[field] !== undefined), {
      error: FACILITY_MESSAGES.nothingToChange,
    }),
  );
export type FacilitySettingsPatch = z.infer<typeof facilitySettingsPatchSchema>;

const versionField = z.number().check(z.int(), z.positive());

/** GET and PATCH /api/admin/facility-settings: every fact, the version to save against and who changed it last. */
export const facilitySettingsSchema = z.object({
  ...facilityFactsSchema.shape,
  version: versionField,
  /** ISO-8601 UTC instant of the last change; null while the install's defaults stand. */
  updatedAt: z.nullable(z.string()),
  /** Every bay, open and retired, in bay order. */
  bays: z.array(facilityBaySchema),
});
export type FacilitySettings = z.infer<typeof facilitySettingsSchema>;

const socialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  label: z.string(),
  href: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /api/facility: what the landing page, the booking page and the desk show, for anyone. */
export const publicFacilitySchema = z.object({
  /** Changes with every saved change: the answer's ETag. */
  version: versionField,
  name: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  email: z.string(),
  /** Derived from the staffed hours: 'Staff on site 8am-8pm daily' (staffedHoursLine). */
  staffHours: z.string(),
  memberHours: z.string(),
  physicalTherapist: z.string(),
  membershipPrice: z.string(),
  membershipValue: z.string(),
  /** The links that are set, in the page's order. */
  social: z.array(socialLinkSchema),
  /** The shipped files, or the ones the admins uploaded in their place (versioned addresses). */
  media: facilityMediaSchema,
  /** Every bay in bay order; a retired one (`open` false) takes no new bookings but names the bookings it has. */
  bays: z.array(facilityBaySchema),
  rules: z.object({
    dailyCapHours: z.number(),
    bookingWindowDays: z.number(),
    staffedHours: z.object({ opens: z.string(), closes: z.string() }),
    lessonBookingCutoffHours: z.number(),
    lessonCancelCutoffHours: z.number(),
    /** Minutes after a booking's start before the desk may mark it a no-show. */
    noShowGraceMinutes: z.number(),
  }),
});
export type PublicFacility = z.infer<typeof publicFacilitySchema>;

/**
 * The id of the JSON script in which the server writes the facility's current facts (publicFacilitySchema) into
 * every page it sends, for the UI to read as the page loads.
 */
export const FACILITY_FACTS_ELEMENT_ID = 'facility-facts';

/** The social links that are set, in the page's order (a missing one is not shown). */
export function socialLinksOf(facts: Pick<FacilityFacts, SocialField>): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = facts[socialFieldOf(network)];
    return href ? [{ network, label: SOCIAL_LABELS[network], href }] : [];
  });
}

/** GET /api/facility's answer: the public facts of `settings`, the media the page shows and the bays. */
export function publicFacilityOf(
  settings: FacilityFacts & { version: number },
  media: FacilityMedia,
  bays: PublicFacility['bays'],
): PublicFacility {
  const {
    facebookUrl,
    instagramUrl,
    xUrl,
    youtubeUrl,
    dailyCapHours,
    bookingWindowDays,
    staffedHoursStart: _start,
    staffedHoursEnd: _end,
    lessonBookingCutoffHours,
    lessonCancelCutoffHours,
    deskPaymentLimitDollars: _deskLimit,
    duesGraceDays: _graceDays,
    noShowGraceMinutes,
    morningEmailHour: _morning,
    elevationM: _elevation,
    indoorTemperatureC: _temperature,
    ...facts
  } = settings;
  return {
    ...facts,
    staffHours: staffedHoursLine(staffedHoursOf(settings)),
    social: socialLinksOf({ facebookUrl, instagramUrl, xUrl, youtubeUrl }),
    media,
    bays,
    rules: {
      dailyCapHours,
      bookingWindowDays,
      staffedHours: staffedHoursTimes(staffedHoursOf(settings)),
      lessonBookingCutoffHours,
      lessonCancelCutoffHours,
      noShowGraceMinutes,
    },
  };
}

/** The booking rules the settings set, as the core rules take them. */
export function bookingLimitsOf(
  facts: Pick<FacilityFacts, 'dailyCapHours' | 'bookingWindowDays' | 'noShowGraceMinutes'>,
): BookingLimits {
  return {
    dailyCapMinutes: Math.round(facts.dailyCapHours * 60),
    bookingWindowDays: facts.bookingWindowDays,
    noShowGraceMinutes: facts.noShowGraceMinutes,
  };
}

/** The lesson cut-offs the settings set, as the core rules take them. */
export function lessonCutoffsOf(
  facts: Pick<FacilityFacts, 'lessonBookingCutoffHours' | 'lessonCancelCutoffHours'>,
): LessonCutoffs {
  return { bookingLeadMinutes: facts.lessonBookingCutoffHours * 60, cancelCutoffHours: facts.lessonCancelCutoffHours };
}

/** The desk's staffed hours the settings set, as the core rules take them. */
export function staffedHoursOf(facts: Pick<FacilityFacts, 'staffedHoursStart' | 'staffedHoursEnd'>): StaffedHours {
  return { opensHour: facts.staffedHoursStart, closesHour: facts.staffedHoursEnd };
}

/** The air of the facility's bays, as the ball-flight model takes it (every modelled flight flies through it). */
export function airOf(facts: Pick<FacilityFacts, 'elevationM' | 'indoorTemperatureC'>): Air {
  return { elevationM: facts.elevationM, temperatureC: facts.indoorTemperatureC };
}

/** One line for the footer, the contact card, the privacy policy and the e-mails. */
export function facilityAddressLine(facts: Pick<FacilityFacts, 'street' | 'city' | 'region' | 'postalCode'>): string {
  return `${facts.street}, ${facts.city}, ${facts.region} ${facts.postalCode}`;
}
