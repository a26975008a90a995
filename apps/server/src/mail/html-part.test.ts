// The one layout of every e-mail's HTML part, read back with a browser's HTML parser: the brand, the content in
// order, links only to the public URL (or an address or a phone), dark mode, no image, and every value inert text.
import { describe, expect, it } from 'vitest';
import { readHtml } from '../../test/support/html-mail';
import { loadEnv } from '../env';
import { renderHtmlPart, mailHref } from './html-part';
import { emailFact, mailBrand, phoneFact, telHref, type MailBrand, type MailContent } from './mail-content';

const BRAND: MailBrand = {
  publicUrl: 'https://golf.example.test',
  name: 'Longwood Golf',
  address: '1000 W State Road 434, Suite 100, Longwood, FL 32750',
  phone: '(407) 555-0142',
};

const CONTENT: MailContent = {
  preview: 'Your golf session is booked: Thursday.',
  heading: 'Booking Confirmed',
  paragraphs: ['Hello Sam,', 'Your golf session is booked.'],
  facts: [
    { label: 'When', value: 'Thursday, January 14, 2027, 10:00 AM - 11:30 AM EST' },
    { label: 'League nights', value: ['Sunday, March 7, 2027', 'Sunday, March 14, 2027'] },
    emailFact('E-mail', 'sam@example.com'),
    phoneFact('Phone', '407-555-0177'),
  ],
  action: { label: 'Your bookings', href: '/booking' },
  closing: ['The attached calendar file adds it to your calendar.'],
  reason: 'You receive this e-mail because this booking is in your name.',
};

describe('the HTML part of an e-mail', () => {
  it('lays out the wordmark, the paragraphs, the facts, the button and the footer, in that order', async () => {
    const html = await renderHtmlPart(CONTENT, BRAND);
    const read = readHtml(html);
    const order = [
      'Longwood Golf',
      'Booking Confirmed',
      'Hello Sam,',
      'Your golf session is booked.',
      'When Thursday, January 14, 2027, 10:00 AM - 11:30 AM EST',
      'League nights Sunday, March 7, 2027 Sunday, March 14, 2027',
      'E-mail sam@example.com',
      'Phone 407-555-0177',
      'Your bookings',
      'The attached calendar file adds it to your calendar.',
      'You receive this e-mail because this booking is in your name.',
      'Longwood Golf · 1000 W State Road 434, Suite 100, Longwood, FL 32750 · (407) 555-0142',
      'golf.example.test',
    ];
    const body = read.text.slice(read.text.indexOf('Longwood Golf Booking Confirmed'));
    let at = 0;
    for (const piece of order) {
      const found = body.indexOf(piece, at);
      expect(found, piece).toBeGreaterThanOrEqual(at);
      at = found + piece.length;
    }
    // The inbox preview line comes before the visible message, hidden in it.
    expect(read.text.indexOf(CONTENT.preview)).toBeGreaterThan(-1);
    expect(read.text.indexOf(CONTENT.preview)).toBeLessThan(read.text.indexOf('Longwood Golf Booking Confirmed'));
    expect(read.links).toEqual([
      'https://golf.example.test/',
      'mailto:sam@example.com',
      'tel:+14075550177',
      'https://golf.example.test/booking',
      'tel:+14075550142',
      'https://golf.example.test/',
    ]);
    // The facts are a table of row headers and values (read aloud as "When: Thursday…").
    expect(html).toMatch(/<th scope="row"[^>]*>When<\/th>/);
  });

  it('is readable in dark mode and needs nothing from the network', async () => {
    const html = await renderHtmlPart(CONTENT, BRAND);
    const read = readHtml(html);
    expect(read.metas.viewport).toBe('width=device-width, initial-scale=1');
    expect(read.metas['color-scheme']).toBe('light dark');
    expect(read.metas['supported-color-schemes']).toBe('light dark');
    // Every themed part has its dark colour, for the clients that ask the system (Apple Mail) and for Outlook.com.
    const dark = read.styles.slice(read.styles.indexOf('@media (prefers-color-scheme: dark) {'));
    const themed = new Set([...html.matchAll(/class="(lg-[a-z]+)"/g)].map((m) => m[1]!));
    expect([...themed].sort()).toEqual(['lg-card', 'lg-facts', 'lg-ink', 'lg-link', 'lg-muted', 'lg-page', 'lg-rule']);
    for (const name of themed) {
      expect(dark).toMatch(new RegExp(`\\.${name} \\{ [^}]*!important; \\}`));
      expect(read.styles).toContain(`[data-ogsc] .${name}`);
    }
    expect(dark).toContain('.lg-ink { color: #e6ece9 !important; }');
    expect(read.images).toEqual([]);
    expect(read.active).toEqual([]);
    expect(read.styles).not.toMatch(/url\(|@import/);
  });

  it('escapes every value: markup typed in a name, a message or a heading comes out as inert text', async () => {
    const script = '<script>alert("x")</script>';
    const html = await renderHtmlPart(
      {
        preview: `From ${script}`,
        heading: `New demo request from ${script}`,
        paragraphs: [`Hello ${script},`, '<img src="https://tracker.example/p.gif" onerror="alert(1)">'],
        facts: [
          { label: `Name ${script}`, value: script },
          {
            label: 'Message',
            value: ['line one', `</td></tr></table>${script}`, '<a href="https://evil.example">x</a>'],
          },
        ],
        action: { label: script, href: '/admin/requests' },
        closing: [`Reply to ${script}`],
        reason: script,
      },
      { ...BRAND, name: `Longwood ${script}` },
    );
    const read = readHtml(html);
    expect(read.active).toEqual([]);
    expect(read.images).toEqual([]);
    expect(read.handlers).toEqual([]);
    expect(read.links.filter((href) => !href.startsWith('https://golf.example.test/'))).toEqual(['tel:+14075550142']);
    // Shown as typed, as text.
    expect(read.text).toContain(`New demo request from ${script}`);
    expect(read.text).toContain(`Hello ${script},`);
    expect(read.text).toContain('<img src="https://tracker.example/p.gif" onerror="alert(1)">');
    expect(read.text).toContain(`</td></tr></table>${script}`);
    expect(html).not.toContain('<script');
  });

  it('links only to the public URL, an e-mail address or a phone number', () => {
    expect(mailHref('/booking', BRAND)).toBe('https://golf.example.test/booking');
    expect(mailHref('https://golf.example.test/reset-password/abc', BRAND)).toBe(
      'https://golf.example.test/reset-password/abc',
    );
    expect(mailHref('mailto:sam@example.com', BRAND)).toBe('mailto:sam@example.com');
    expect(mailHref('tel:+14075550142', BRAND)).toBe('tel:+14075550142');
    for (const elsewhere of [
      'https://evil.example/booking',
      'https://golf.example.test.evil.example/',
      '//evil.example/',
      'javascript:alert(1)',
      'mailto:a@b.example"onmouseover="x',
      'booking',
    ]) {
      expect(() => mailHref(elsewhere, BRAND), elsewhere).toThrow(/links only to https:\/\/golf\.example\.test/);
    }
  });

  it('links a fact only when it is a plain address or has digits to dial', () => {
    expect(telHref('(407) 555-0142')).toBe('tel:+14075550142');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('(none on file)')).toBeUndefined();
    expect(phoneFact('Phone', '(none on file)')).toEqual({ label: 'Phone', value: '(none on file)' });
    expect(emailFact('Email', 'jane@example.com').href).toBe('mailto:jane@example.com');
    expect(emailFact('Email', 'jane doe@example.com').href).toBeUndefined();
  });

  it('names the facility from the same settings as the site, with the same placeholders', () => {
    expect(mailBrand(loadEnv({ PUBLIC_APP_URL: 'https://golf.example.test/' }))).toEqual(BRAND);
    expect(
      mailBrand(
        loadEnv({
          PUBLIC_APP_URL: 'https://golf.example.test',
          VITE_FACILITY_NAME: 'Fairway Club',
          VITE_FACILITY_STREET: '12 Tee Lane',
          VITE_FACILITY_CITY: 'Sanford',
          VITE_FACILITY_REGION: 'FL',
          VITE_FACILITY_POSTAL_CODE: '32771',
          VITE_FACILITY_PHONE: '  ',
        }),
      ),
    ).toEqual({ ...BRAND, name: 'Fairway Club', address: '12 Tee Lane, Sanford, FL 32771' });
  });
});
