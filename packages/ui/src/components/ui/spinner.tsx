import { cn } from '../../lib/cn';

/** Visible spinner with an accessible name; role=status so screen readers announce the wait. */
export function Spinner({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    // role=status takes its accessible name from aria-label (not from content); the sr-only text is what
    // live-region announcements read.
    <span role="status" aria-label={label} className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/**
 * A page's place while it loads: a whole screen high, so the footer is below the fold until the page arrives and
 * nothing on screen moves when it does (a footer pushed down from mid-screen was most of /booking's layout shift,
 * docs/decisions/158-booking-page-budget-and-layout-shift.md). The spinner sits near the top, where the page's
 * heading will be.
 */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-start justify-center pt-[25vh] text-emerald-700">
      <Spinner label={label} className="[&>span:first-child]:size-8" />
    </div>
  );
}
