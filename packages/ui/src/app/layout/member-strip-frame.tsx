// The member strip's band (docs/decisions/142-member-strip.md): a short summary above the landing page for a
// signed-in member. Router- and query-free, so the light landing entry and the build's prerender can draw its
// placeholder; the full app fills the same band (app/pages/member-strip.tsx). The band has ONE fixed height
// per breakpoint, whatever it holds, so the summary arriving never moves the page; its texts wrap (two lines
// of a booking still fit a 320 px phone's band), never cut off.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const MEMBER_STRIP_LABEL = 'Your membership today';

export function MemberStripFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <section
      aria-label={MEMBER_STRIP_LABEL}
      aria-busy={busy || undefined}
      data-testid="member-strip"
      className="border-b border-emerald-100 bg-emerald-50 text-slate-900"
    >
      <div
        className={cn(
          'mx-auto flex h-[7.5rem] max-w-6xl flex-col justify-center gap-2 overflow-hidden px-4',
          'md:h-16 md:flex-row md:items-center md:justify-between md:gap-6 sm:px-6 lg:px-8',
        )}
      >
        {children}
      </div>
    </section>
  );
}

/** What the band shows until the member's summary has loaded: the same layout, greyed blocks. */
export function MemberStripPlaceholder() {
  const block = 'h-4 rounded bg-emerald-200/70 motion-safe:animate-pulse';
  return (
    <MemberStripFrame busy>
      <div className="flex min-w-0 flex-col gap-2 md:flex-row md:gap-6" aria-hidden="true">
        <span className={cn(block, 'w-56')} />
        <span className={cn(block, 'w-36')} />
      </div>
      <div className="flex gap-2" aria-hidden="true">
        <span className="h-9 w-32 rounded-md bg-emerald-200/70" />
        <span className="h-9 w-24 rounded-md bg-emerald-700/40 md:hidden" />
      </div>
      <span className="sr-only">Loading your membership summary...</span>
    </MemberStripFrame>
  );
}
