// Site-wide footer (every page): business facts from the facility config and the link to /privacy-policy.
import { EmailAddress } from '../../components/ui/email-address';
import { AppLink } from '../../lib/app-link';
import { facility, telHref } from '../../config/facility';

export function Footer() {
  const { address } = facility;
  return (
    <footer className="border-t border-slate-200 bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3 sm:px-6 lg:px-8">
        <div>
          <p className="text-base font-semibold text-white">{facility.name}</p>
          <p className="mt-2">Golf simulators, golf-specific fitness, coaching and physical therapy.</p>
        </div>
        <address className="not-italic">
          <p className="font-semibold text-white">Visit us</p>
          <p className="mt-2">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </p>
          <p className="mt-2">
            <a href={telHref(facility.phone)} className="hover:text-white">
              {facility.phone}
            </a>
            <br />
            <a href={`mailto:${facility.email}`} className="hover:text-white">
              <EmailAddress address={facility.email} />
            </a>
          </p>
        </address>
        <div>
          <p className="font-semibold text-white">Hours</p>
          <p className="mt-2">
            {facility.hours.staff}
            <br />
            {facility.hours.members}
          </p>
          <nav aria-label="Footer" className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
            <AppLink to="/privacy-policy" className="underline-offset-2 hover:text-white hover:underline">
              Privacy Policy
            </AppLink>
            <AppLink to="/contact" className="underline-offset-2 hover:text-white hover:underline">
              Contact
            </AppLink>
          </nav>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} {facility.name} · {address.city}, Florida
      </p>
    </footer>
  );
}
