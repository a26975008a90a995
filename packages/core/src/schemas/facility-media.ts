// The facility's media as its admins replace them (docs/decisions/230-more-facility-settings.md): the landing page's
// hero video, its poster and the About section's two images. Each slot takes a file of the kinds listed here, told by
// its content (the first bytes), never by its name or the type the browser claims; images are resized to the size the
// page shows them at (twice its CSS pixels, for sharp high-density screens). A reset goes back to the shipped file.
import { z } from '../zod';

/**
 * The media the site ships with (apps/web/public/media; docs/decisions/145-brand-media-and-system-fonts.md): the
 * hero video in two encodings, its poster and the About section's two images.
 */
export const FACILITY_MEDIA_DEFAULTS = Object.freeze({
  heroVideoWebm: '/media/hero.webm',
  heroVideoMp4: '/media/hero.mp4',
  heroPoster: '/media/hero.svg',
  aboutImageSimulator: '/media/about-simulator.svg',
  aboutImageFitness: '/media/about-fitness.svg',
});

export const FACILITY_MEDIA_SLOTS = ['heroVideo', 'heroPoster', 'aboutImageSimulator', 'aboutImageFitness'] as const;
export type FacilityMediaSlot = (typeof FACILITY_MEDIA_SLOTS)[number];

export const isFacilityMediaSlot = (value: string): value is FacilityMediaSlot =>
  (FACILITY_MEDIA_SLOTS as readonly string[]).includes(value);

/** A file's kind, as read from its first bytes. */
export type MediaFileKind = 'mp4' | 'webm' | 'jpeg' | 'png' | 'webp';

export const MEDIA_CONTENT_TYPES = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const satisfies Record<MediaFileKind, string>;

/** 20 MB: a background video every first visit downloads (the shipped one is 0.1 MB). */
export const MAX_VIDEO_BYTES = 20 * 1024 * 1024;
/** 10 MB: a camera's full-size photo; it is resized before it is kept. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The largest image that is decoded at all (a small file can claim an enormous size). */
export const MAX_IMAGE_PIXELS = 50_000_000;

interface SlotRule {
  label: string;
  kinds: readonly MediaFileKind[];
  maxBytes: number;
  /** What the page shows the image at, in CSS pixels (hero-background.tsx, about-section.tsx); none for a video. */
  display?: { width: number; height: number };
  /** What the server keeps: the image cropped to the display's shape at twice its size. */
  stored?: { width: number; height: number };
  accepts: string;
}

const IMAGE_KINDS = ['jpeg', 'png', 'webp'] as const;
const IMAGE_ACCEPTS = 'a JPEG, PNG or WebP image';

/** The About section's images: 4:5, shown at 480 × 600 (about-section.tsx). */
const aboutImage = <L extends string>(label: L) =>
  ({
    label,
    kinds: IMAGE_KINDS,
    maxBytes: MAX_IMAGE_BYTES,
    display: { width: 480, height: 600 },
    stored: { width: 960, height: 1200 },
    accepts: IMAGE_ACCEPTS,
  }) as const;

export const FACILITY_MEDIA_RULES = {
  heroVideo: {
    label: 'Hero video',
    kinds: ['mp4', 'webm'],
    maxBytes: MAX_VIDEO_BYTES,
    accepts: 'an MP4 or WebM video',
  },
  heroPoster: {
    label: 'Hero poster',
    kinds: IMAGE_KINDS,
    maxBytes: MAX_IMAGE_BYTES,
    display: { width: 960, height: 540 },
    stored: { width: 1920, height: 1080 },
    accepts: IMAGE_ACCEPTS,
  },
  aboutImageSimulator: aboutImage('About image: simulator'),
  aboutImageFitness: aboutImage('About image: fitness'),
} as const satisfies Record<FacilityMediaSlot, SlotRule>;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const FACILITY_MEDIA_MESSAGES = {
  noFile: 'Choose a file to upload.',
  unknownSlot: 'There is no such media slot.',
  wrongKind: (slot: FacilityMediaSlot) =>
    `${FACILITY_MEDIA_RULES[slot].label}: the file is not ${FACILITY_MEDIA_RULES[slot].accepts}.`,
  tooLarge: (slot: FacilityMediaSlot) =>
    `${FACILITY_MEDIA_RULES[slot].label}: the file is larger than ${megabytes(FACILITY_MEDIA_RULES[slot].maxBytes)}.`,
  unreadable: (slot: FacilityMediaSlot) =>
    `${FACILITY_MEDIA_RULES[slot].label}: the image could not be read. Save it again as JPEG or PNG and retry.`,
  tooManyPixels: (slot: FacilityMediaSlot) =>
    `${FACILITY_MEDIA_RULES[slot].label}: the image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** ISO base-media brands of MP4 files (not QuickTime's 'qt  ', which browsers do not all play). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);

/** The file's kind from its first bytes (undefined: none of the kinds a slot takes). */
export function detectMediaKind(bytes: Uint8Array): MediaFileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 12))) return 'mp4';
  // Matroska's EBML header, whose DocType says webm (within the header's first bytes).
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, 64).includes('webm')) return 'webm';
  return undefined;
}

/**
 * Why `bytes` cannot go into `slot` (the message beside the file field), or undefined when its kind and size fit.
 * Images are then decoded and resized by the server, which may still refuse one that does not decode.
 */
export function mediaFileProblem(
  slot: FacilityMediaSlot,
  bytes: Uint8Array,
): { message: string } | { kind: MediaFileKind } {
  const rule = FACILITY_MEDIA_RULES[slot];
  if (bytes.length === 0) return { message: FACILITY_MEDIA_MESSAGES.noFile };
  if (bytes.length > rule.maxBytes) return { message: FACILITY_MEDIA_MESSAGES.tooLarge(slot) };
  const kind = detectMediaKind(bytes);
  if (!kind || !(rule.kinds as readonly MediaFileKind[]).includes(kind)) {
    return { message: FACILITY_MEDIA_MESSAGES.wrongKind(slot) };
  }
  return { kind };
}

/** The landing page's media as GET /api/facility answers them (a replaced video keeps only its own encoding). */
export const facilityMediaSchema = z.object({
  heroVideoWebm: z.nullable(z.string()),
  heroVideoMp4: z.nullable(z.string()),
  heroPoster: z.string(),
  aboutImageSimulator: z.string(),
  aboutImageFitness: z.string(),
});
export type FacilityMedia = z.infer<typeof facilityMediaSchema>;

/** The slots showing an uploaded file rather than the shipped one (the admin's Media section marks them). */
export function uploadedMediaSlots(media: FacilityMedia): FacilityMediaSlot[] {
  const shipped = FACILITY_MEDIA_DEFAULTS;
  return FACILITY_MEDIA_SLOTS.filter((slot) =>
    slot === 'heroVideo'
      ? media.heroVideoMp4 !== shipped.heroVideoMp4 || media.heroVideoWebm !== shipped.heroVideoWebm
      : media[slot] !== shipped[slot],
  );
}
