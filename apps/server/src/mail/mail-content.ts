// What an e-mail's HTML part says, as each composer supplies it: plain values, never markup. One renderer
// (html-part.tsx) lays every e-mail out in the facility's brand from this and the brand below, escaping every value
// (docs/decisions/202-html-emails.md). The plain-text part stays the composer's own `text`.
import { facilityAddressLine, type FacilityFacts } from '@longwood/core';
import type { Env } from '../env';

/** One row of the key facts table. */
export interface MailFact {
  label: string;
  /** Several lines (a league's nights, a visitor's message) are shown one under the other. */
  value: string | readonly string[];
  /** Makes the value a link: only an e-mail address or a phone number (`mailto:…`, `tel:…`). */
  href?: string;
}

export interface MailContent {
  /** The line a mail client shows after the subject in the inbox. */
  preview: string;
  heading: string;
  /** Greeting and body paragraphs, before the facts. */
  paragraphs: readonly string[];
  facts?: readonly MailFact[];
  /**
   * The one primary button. A path ('/booking') is taken from the public URL; an absolute link must already be on
   * it (a reset link); `mailto:` answers someone by e-mail.
   */
  action?: { label: string; href: string };
  /** Paragraphs after the button: the policy, what to do if it was not you. */
  closing?: readonly string[];
  /** Why the reader got this e-mail (the footer's first line). */
  reason: string;
}

/** The facility as every e-mail's header and footer show it, and the public URL every link starts with. */
export interface MailBrand {
  /** PUBLIC_APP_URL, without a trailing slash. */
  publicUrl: string;
  name: string;
  /** One line: street, city, region and postal code. */
  address: string;
  /** As displayed, e.g. '(407) 555-0142'. */
  phone: string;
}

type BrandSettings = Pick<
  Env,
  | 'PUBLIC_APP_URL'
  | 'VITE_FACILITY_NAME'
  | 'VITE_FACILITY_STREET'
  | 'VITE_FACILITY_CITY'
  | 'VITE_FACILITY_REGION'
  | 'VITE_FACILITY_POSTAL_CODE'
  | 'VITE_FACILITY_PHONE'
>;

export function mailBrand(env: BrandSettings): MailBrand {
  return {
    publicUrl: env.PUBLIC_APP_URL,
    name: env.VITE_FACILITY_NAME,
    address: `${env.VITE_FACILITY_STREET}, ${env.VITE_FACILITY_CITY}, ${env.VITE_FACILITY_REGION} ${env.VITE_FACILITY_POSTAL_CODE}`,
    phone: env.VITE_FACILITY_PHONE,
  };
}

/** The brand from the facility's settings (its name, address line and phone as its admins keep them). */
export function settingsMailBrand(
  publicUrl: string,
  facts: Pick<FacilityFacts, 'name' | 'street' | 'city' | 'region' | 'postalCode' | 'phone'>,
): MailBrand {
  return { publicUrl, name: facts.name, address: facilityAddressLine(facts), phone: facts.phone };
}

/** A `tel:` link target: digits only (and a leading +), +1 for a 10-digit number as the site links it; none without digits. */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '');
  if (!/\d/.test(digits)) return undefined;
  return `tel:${digits.startsWith('+') || digits.length !== 10 ? digits : `+1${digits}`}`;
}

/** A phone number as a fact, linked for a phone to call when it has digits. */
export function phoneFact(label: string, phone: string): MailFact {
  const href = telHref(phone);
  return href ? { label, value: phone, href } : { label, value: phone };
}

/** An e-mail address as a fact, linked for writing to it when it is a plain address. */
export function emailFact(label: string, address: string): MailFact {
  return /^[^\s"<>()[\]\\,;:@]+@[^\s"<>()[\]\\,;:@]+$/.test(address)
    ? { label, value: address, href: `mailto:${address}` }
    : { label, value: address };
}
