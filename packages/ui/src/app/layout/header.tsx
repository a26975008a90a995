import { Suspense } from 'react';
import type { User } from '@longwood/core';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { lazyNamed } from '../../lib/lazy-named';
import { AppLink } from '../../lib/app-link';
import type { NavItem } from './nav-links';
import { useHideOnScroll } from './use-hide-on-scroll';

// Only signed-in people need the menu (and the entrance code dialog): keep Ark Menu/Dialog and their
// positioning code out of the landing page's first download.
const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-emerald-700' : 'text-slate-700 hover:text-emerald-700',
  );

/**
 * The site header, free of router, query and policy code so the light landing entry can render it too: links
 * go through <AppLink>, and the session and its links come in as props (app/layout/session-header.tsx reads
 * them in the full app, from core's role policy through nav-links.ts).
 */
export function Header({
  user,
  isPending,
  links = [],
}: {
  user: User | null | undefined;
  isPending: boolean;
  /** The signed-in person's links (nav-links.ts headerLinksFor). */
  links?: readonly NavItem[];
}) {
  const hidden = useHideOnScroll();

  return (
    <header
      className={cn(
        // Never on paper: a printed page (a league night's cards, standings) is the page alone.
        'sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-transform duration-300 print:hidden',
        // Tabbing back into a header hidden by scrolling brings it back, so the focused link is on screen.
        hidden && '-translate-y-full has-[:focus-visible]:translate-y-0',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <AppLink to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label="Longwood Golf home">
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-emerald-700 text-white"
          >
            {/* Golf flag: an inline SVG, because emoji fonts are missing on many kiosks and Linux desktops. */}
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M8 21V3l9 4-9 4" />
              <path d="M5 21h8" />
            </svg>
          </span>
          <span className="text-lg">Longwood Golf</span>
        </AppLink>

        <nav aria-label="Main" className="flex items-center gap-2">
          {isPending ? null : user ? (
            <>
              <div className="hidden items-center gap-1 md:flex">
                {links.map((link) => (
                  <AppLink
                    key={link.value}
                    to={link.to ?? '/'}
                    className={link.primary ? buttonClasses('primary', 'sm') : navLinkClass}
                  >
                    {link.label}
                  </AppLink>
                ))}
              </div>
              <Suspense
                fallback={<span aria-hidden="true" className="inline-block size-10 rounded-full bg-emerald-700/60" />}
              >
                <AccountMenu user={user} />
              </Suspense>
            </>
          ) : (
            <>
              <AppLink to="/auth" className={buttonClasses('ghost', 'sm')}>
                Login
              </AppLink>
              {/* Phones get Login only (docs/requirements.md#header); the wrapper hides it because the link itself is inline-flex. */}
              <span className="hidden md:inline-flex">
                <AppLink to="/auth?tab=register" className={buttonClasses('primary', 'sm')}>
                  Register
                </AppLink>
              </span>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
