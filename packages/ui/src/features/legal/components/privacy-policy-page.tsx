// /privacy-policy: static policy text (docs/requirements.md#privacy-policy). Contact facts come from the facility config so the policy
// never disagrees with the rest of the site.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { facility, formatAddress, telHref } from '../../../config/facility';

export const PRIVACY_POLICY_LAST_UPDATED = 'April 28, 2025';

function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700">{children}</div>
    </section>
  );
}

export function PrivacyPolicyPage() {
  const name = facility.name;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Privacy Policy</h1>
      <p className="mt-2 text-sm text-slate-600">Last updated {PRIVACY_POLICY_LAST_UPDATED}</p>

      <PolicySection id="privacy-introduction" title="Introduction">
        <p>
          {name} ("we", "us", "our") operates a golf simulator, fitness and coaching facility in Longwood, Florida, and
          this website and member application. This policy explains what personal information we collect, how we use it
          and the choices you have. By using our website or services you agree to this policy.
        </p>
      </PolicySection>

      <PolicySection id="privacy-information" title="Information We Collect">
        <p>We collect information you give us and information created when you use our services:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Contact details you enter in our forms: name, e-mail address, phone number and your message.</li>
          <li>Account details: username, e-mail address, phone number and a securely hashed password.</li>
          <li>Membership and usage records: simulator bookings, league participation and performance statistics.</li>
          <li>Technical information: browser type, pages visited and the date and time of your visit.</li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-use" title="How We Use Your Information">
        <ul className="list-disc space-y-1 pl-6">
          <li>To respond to demo requests and questions, and to arrange your visit.</li>
          <li>To create and manage your account, bookings, league entries and facility access.</li>
          <li>To provide performance reports, coaching and training services you ask for.</li>
          <li>To keep the facility and our systems secure and to prevent misuse.</li>
          <li>To understand how our website is used so we can improve it.</li>
        </ul>
      </PolicySection>

      <PolicySection id="privacy-cookies" title="Cookies and Tracking Technologies">
        <p>
          We use a session cookie to keep you signed in; it is required for the member application to work. We also use
          a web analytics service to count page visits and understand how visitors use the site. It receives the pages
          you view and general browser information, not your name or contact details, and we honour your browser's Do
          Not Track and Global Privacy Control signals. You can block or delete cookies in your browser settings,
          although signing in will then not be possible.
        </p>
      </PolicySection>

      <PolicySection id="privacy-disclosure" title="Disclosure of Your Information">
        <p>
          We do not sell your personal information. We share it only with service providers who help us run our business
          (such as e-mail delivery, hosting and web analytics) under obligations to protect it, or when the law requires
          us to, or to protect the rights, property or safety of our members, staff and others.
        </p>
      </PolicySection>

      <PolicySection id="privacy-security" title="Data Security">
        <p>
          We use administrative, technical and physical safeguards to protect your information, including encrypted
          connections and hashed passwords. No method of transmission or storage is completely secure, so we cannot
          guarantee absolute security.
        </p>
      </PolicySection>

      <PolicySection id="privacy-rights" title="Your Rights">
        <p>Depending on where you live, you may have the right to:</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>Access the personal information we hold about you.</li>
          <li>Ask us to correct or delete your personal information.</li>
          <li>Object to or restrict certain uses of your information.</li>
          <li>Receive your information in a portable format (data portability).</li>
        </ul>
        <p>To make a request, contact us using the details below.</p>
      </PolicySection>

      <PolicySection id="privacy-children" title="Children's Privacy">
        <p>
          Our services are not intended for anyone under 18 years of age, and we do not knowingly collect personal
          information from children. If you believe a child has given us information, contact us and we will delete it.
        </p>
      </PolicySection>

      <PolicySection id="privacy-changes" title="Changes to This Policy">
        <p>
          We may update this policy from time to time. The "Last updated" date above shows when it last changed;
          significant changes will be announced on this website.
        </p>
      </PolicySection>

      <PolicySection id="privacy-contact" title="Contact Us">
        <p>If you have questions about this policy or your information, contact us:</p>
        <address className="not-italic">
          {name}
          <br />
          {formatAddress(facility.address)}
          <br />
          Email:{' '}
          <a href={`mailto:${facility.email}`} className="font-medium text-emerald-700 hover:underline">
            {facility.email}
          </a>
          <br />
          Phone:{' '}
          <a href={telHref(facility.phone)} className="font-medium text-emerald-700 hover:underline">
            {facility.phone}
          </a>
        </address>
      </PolicySection>

      <p className="mt-12">
        <Link to="/" className="font-medium text-emerald-700 hover:underline">
          ← Back to Home
        </Link>
      </p>
    </article>
  );
}
