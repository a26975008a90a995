// The one renderer of every e-mail's HTML part (docs/decisions/202-html-emails.md): a single layout in the
// facility's brand — the wordmark, the body paragraphs, the key facts, one primary button, the footer with the
// facility's address and phone and why the reader got it — filled with the content each composer supplies
// (mail-content.ts). React Email's components give the table layout Outlook needs; React escapes every value, so
// a name or a visitor's message is text whatever it holds. Inline styles carry the light look (Gmail and Outlook
// read only those); the style block adds dark mode for the clients that honour `prefers-color-scheme` (Apple Mail,
// Outlook on the web and on phones). No image: the wordmark is text.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties } from 'react';
import { telHref, type MailBrand, type MailContent, type MailFact } from './mail-content';

/** The UI's emerald (Tailwind emerald-700 and its neighbours) and neutral greys. */
const COLOR = {
  brand: '#047857',
  brandDeep: '#065f46',
  onBrand: '#ffffff',
  onBrandSoft: '#d1fae5',
  ink: '#111827',
  muted: '#4b5563',
  page: '#f3f4f6',
  card: '#ffffff',
  line: '#e5e7eb',
  tint: '#ecfdf5',
} as const;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Dark mode: the classes below name the themed parts; !important wins over their inline light styles. [data-ogsc]
// and [data-ogsb] are Outlook.com's dark-mode hooks (text and background). The green header and button stay green.
const DARK = {
  page: '#0b1210',
  card: '#131d1a',
  line: '#2a3833',
  tint: '#10261e',
  ink: '#e6ece9',
  muted: '#a9b6b0',
  link: '#6ee7b7',
};
const darkRules = [
  `.lg-page { background-color: ${DARK.page} !important; }`,
  `.lg-card { background-color: ${DARK.card} !important; border-color: ${DARK.line} !important; }`,
  `.lg-facts { background-color: ${DARK.tint} !important; border-color: ${DARK.line} !important; }`,
  `.lg-rule { border-color: ${DARK.line} !important; }`,
  `.lg-ink { color: ${DARK.ink} !important; }`,
  `.lg-muted { color: ${DARK.muted} !important; }`,
  `.lg-link { color: ${DARK.link} !important; }`,
];
const STYLE_SHEET = [
  ':root { color-scheme: light dark; supported-color-schemes: light dark; }',
  `@media (prefers-color-scheme: dark) { ${darkRules.join(' ')} }`,
  ...darkRules.flatMap((rule) => [`[data-ogsc] ${rule}`, `[data-ogsb] ${rule}`]),
].join('\n');

const paragraph: CSSProperties = { color: COLOR.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' };
const small: CSSProperties = { color: COLOR.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' };
const linkStyle: CSSProperties = { color: COLOR.brand, textDecoration: 'underline' };

/** Every link of an e-mail: a path or a link on the public URL, an e-mail address or a phone number; never elsewhere. */
export function mailHref(href: string, brand: MailBrand): string {
  if (/^(mailto|tel):[^\s"<>]+$/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return `${brand.publicUrl}${href}`;
  if (href === brand.publicUrl || href.startsWith(`${brand.publicUrl}/`)) return href;
  throw new Error(`An e-mail links only to ${brand.publicUrl}, not to ${href}`);
}

function FactValue({ fact, brand }: { fact: MailFact; brand: MailBrand }) {
  const lines = typeof fact.value === 'string' ? [fact.value] : fact.value;
  const text = lines.map((line, index) => (
    <span key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </span>
  ));
  if (!fact.href) return <>{text}</>;
  return (
    <Link className="lg-link" href={mailHref(fact.href, brand)} style={linkStyle}>
      {text}
    </Link>
  );
}

function Facts({ facts, brand }: { facts: readonly MailFact[]; brand: MailBrand }) {
  const cell: CSSProperties = { padding: '8px 16px', verticalAlign: 'top', fontSize: '15px', lineHeight: '22px' };
  return (
    <table
      className="lg-facts"
      cellPadding={0}
      cellSpacing={0}
      width="100%"
      style={{
        borderCollapse: 'separate',
        backgroundColor: COLOR.tint,
        border: `1px solid ${COLOR.line}`,
        borderRadius: '8px',
        margin: '4px 0 24px',
        padding: '8px 0',
      }}
    >
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.label}>
            <th
              scope="row"
              className="lg-muted"
              style={{ ...cell, color: COLOR.muted, fontWeight: 600, textAlign: 'left', width: '34%' }}
            >
              {fact.label}
            </th>
            <td className="lg-ink" style={{ ...cell, color: COLOR.ink, overflowWrap: 'break-word' }}>
              <FactValue fact={fact} brand={brand} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BrandedMail({ content, brand }: { content: MailContent; brand: MailBrand }) {
  const site = brand.publicUrl.replace(/^https?:\/\//, '');
  const phone = telHref(brand.phone);
  return (
    <Html lang="en" dir="ltr">
      <Head>
        {/* Phones' mail apps lay the message out at the screen's width, not a desktop page's. */}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.heading}</title>
        <style>{STYLE_SHEET}</style>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body className="lg-page" style={{ backgroundColor: COLOR.page, margin: 0, padding: 0 }}>
        {/* The page colour on a table too: the body's own style may be dropped, and dark mode recolours this one. */}
        <Section className="lg-page" style={{ backgroundColor: COLOR.page, fontFamily: FONT, padding: '24px 12px' }}>
          <Container
            className="lg-card"
            style={{
              backgroundColor: COLOR.card,
              border: `1px solid ${COLOR.line}`,
              borderRadius: '12px',
              overflow: 'hidden',
              maxWidth: '600px',
            }}
          >
            <Section style={{ backgroundColor: COLOR.brand, padding: '20px 32px' }}>
              <Link
                href={mailHref('/', brand)}
                style={{
                  color: COLOR.onBrand,
                  fontSize: '22px',
                  fontWeight: 700,
                  letterSpacing: '0.5px',
                  textDecoration: 'none',
                }}
              >
                {brand.name}
              </Link>
            </Section>
            <Section style={{ padding: '28px 32px 8px' }}>
              <Heading
                as="h1"
                className="lg-ink"
                style={{ color: COLOR.ink, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}
              >
                {content.heading}
              </Heading>
              {content.paragraphs.map((text, index) => (
                <Text key={index} className="lg-ink" style={paragraph}>
                  {text}
                </Text>
              ))}
              {content.facts && content.facts.length > 0 ? <Facts facts={content.facts} brand={brand} /> : null}
              {content.action ? (
                <Section style={{ margin: '8px 0 24px' }}>
                  <Button
                    href={mailHref(content.action.href, brand)}
                    style={{
                      backgroundColor: COLOR.brand,
                      border: `1px solid ${COLOR.brandDeep}`,
                      borderRadius: '8px',
                      color: COLOR.onBrand,
                      fontSize: '16px',
                      fontWeight: 600,
                      padding: '12px 24px',
                      textDecoration: 'none',
                    }}
                  >
                    {content.action.label}
                  </Button>
                </Section>
              ) : null}
              {(content.closing ?? []).map((text, index) => (
                <Text key={index} className="lg-ink" style={paragraph}>
                  {text}
                </Text>
              ))}
            </Section>
            <Hr className="lg-rule" style={{ borderColor: COLOR.line, margin: '0' }} />
            <Section style={{ padding: '20px 32px 24px' }}>
              <Text className="lg-muted" style={small}>
                {content.reason}
              </Text>
              <Text className="lg-muted" style={small}>
                {brand.name} · {brand.address}
                {phone ? (
                  <>
                    {' · '}
                    <Link className="lg-link" href={phone} style={linkStyle}>
                      {brand.phone}
                    </Link>
                  </>
                ) : null}
              </Text>
              <Text className="lg-muted" style={{ ...small, margin: 0 }}>
                <Link className="lg-link" href={mailHref('/', brand)} style={linkStyle}>
                  {site}
                </Link>
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

/** The HTML part of one e-mail: its content in the facility's layout, every value escaped. */
export function renderHtmlPart(content: MailContent, brand: MailBrand): Promise<string> {
  return render(<BrandedMail content={content} brand={brand} />);
}
