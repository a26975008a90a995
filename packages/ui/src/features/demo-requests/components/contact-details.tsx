import { EmailAddress } from '../../../components/ui/email-address';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ClockIcon,
  XIcon,
  YoutubeIcon,
} from '../../../components/icons';
import { facility, formatAddress, telHref, type SocialLink } from '../../../config/facility';

const SOCIAL_ICONS: Record<SocialLink['network'], typeof FacebookIcon> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XIcon,
  youtube: YoutubeIcon,
};

/** Left column of the contact card: how to reach and find the facility. */
export function ContactDetails({ headingLevel: Heading = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress(facility.address))}`;
  return (
    <div className="flex h-full flex-col bg-gradient-to-br from-emerald-800 to-slate-900 p-8 text-white">
      <Heading className="text-2xl font-bold">Visit or Contact Us</Heading>
      <p className="mt-2 text-emerald-50">Come see the simulators in person. Your first two hours are on us.</p>
      <ul aria-label="How to reach us" className="mt-8 space-y-6">
        <li className="flex gap-4">
          <MapPinIcon className="size-6 shrink-0 text-emerald-300" />
          <div>
            <p className="font-semibold">Address</p>
            <p className="text-emerald-50">
              <a href={mapsHref} target="_blank" rel="noreferrer" className="underline-offset-2 hover:underline">
                {facility.address.street}
                <br />
                {facility.address.city}, {facility.address.region} {facility.address.postalCode}
              </a>
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <PhoneIcon className="size-6 shrink-0 text-emerald-300" />
          <div>
            <p className="font-semibold">Phone</p>
            <p className="text-emerald-50">
              <a href={telHref(facility.phone)} className="underline-offset-2 hover:underline">
                {facility.phone}
              </a>
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <MailIcon className="size-6 shrink-0 text-emerald-300" />
          <div>
            <p className="font-semibold">Email</p>
            <p className="text-emerald-50">
              <a href={`mailto:${facility.email}`} className="underline-offset-2 hover:underline">
                <EmailAddress address={facility.email} />
              </a>
            </p>
          </div>
        </li>
        <li className="flex gap-4">
          <ClockIcon className="size-6 shrink-0 text-emerald-300" />
          <div>
            <p className="font-semibold">Hours</p>
            <p className="text-emerald-50">{facility.hours.staff}</p>
            <p className="text-emerald-50">{facility.hours.members}</p>
          </div>
        </li>
      </ul>
      <div className="mt-auto pt-8">
        <p className="font-semibold">Follow us</p>
        <ul aria-label="Social media" className="mt-3 flex gap-3">
          {facility.social.map((link) => {
            const Icon = SOCIAL_ICONS[link.network];
            return (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={link.label}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
