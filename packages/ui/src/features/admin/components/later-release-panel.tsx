// Tabs whose tools belong to later releases (their APIs are not built yet). They say so plainly and point
// to the screens that exist, rather than showing invented data.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';

export interface PanelLink {
  to: string;
  label: string;
  primary?: boolean;
}

export function LaterReleasePanel({
  title,
  children,
  links,
}: {
  title: string;
  children: ReactNode;
  links: PanelLink[];
}) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
          Coming in a later release
        </p>
      </div>
      <div className="max-w-prose space-y-2 text-sm text-slate-600">{children}</div>
      <div className="flex flex-wrap gap-3">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={buttonClasses(link.primary ? 'primary' : 'outline', 'md')}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
