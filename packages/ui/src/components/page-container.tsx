import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A page's column. `holdsPlace`: the page, once loaded, keeps the screen-high place its `PageSpinner` held while it
 * loaded, so a short page (a leaderboard with no rounds yet) does not let the footer rise into view when it arrives
 * (docs/decisions/158-booking-page-budget-and-layout-shift.md).
 */
export function PageContainer({
  children,
  className,
  holdsPlace = false,
}: {
  children: ReactNode;
  className?: string;
  holdsPlace?: boolean;
}) {
  return (
    <div
      className={cn(
        'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8',
        holdsPlace && 'min-h-screen print:min-h-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
