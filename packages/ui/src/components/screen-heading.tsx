// The top of a staff screen (level 1) or of one of its sections (level 2): the title, a line under it, and the
// screen's actions beside them on wide screens, under them on phones. ScreenSection is a section named by its
// heading (a region screen readers can jump to).
import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export function ScreenHeading({
  title,
  description,
  actions,
  level = 1,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons, or links that look like buttons. */
  actions?: ReactNode;
  level?: 1 | 2;
  /** For the section's aria-labelledby. */
  id?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div
      className={cn(
        // The title takes the room the actions leave; when they do not fit beside it, they move under it as a
        // whole row (never a squeezed column of buttons whose labels break).
        'flex flex-col sm:flex-row sm:flex-wrap sm:justify-between',
        level === 1 ? 'gap-4 sm:items-center' : 'gap-3 sm:items-start',
      )}
    >
      <div className="min-w-0 sm:flex-1 sm:basis-64">
        <Heading
          id={id}
          className={level === 1 ? 'text-2xl font-bold text-slate-900' : 'text-lg font-semibold text-slate-900'}
        >
          {title}
        </Heading>
        {description ? (
          <p className={level === 1 ? 'mt-1 text-slate-600' : 'text-sm text-slate-600'}>{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2 *:whitespace-nowrap">{actions}</div> : null}
    </div>
  );
}

/** A section of a staff screen (a tab's content), named by its level-2 heading. */
export function ScreenSection({
  children,
  ...heading
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <ScreenHeading level={2} id={id} {...heading} />
      {children}
    </section>
  );
}
