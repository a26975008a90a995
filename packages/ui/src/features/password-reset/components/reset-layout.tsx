// The frame shared by the three password-reset screens: a centred card with a heading that receives focus
// when the step changes, so keyboard and screen-reader users land on the new content.
import { useEffect, useRef, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

export function ResetLayout({
  title,
  description,
  children,
  footer,
  focusKey,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Changing this value moves focus to the heading (used when a step or state changes). */
  focusKey?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    // The first render keeps the browser's normal focus; only later step changes move it.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [focusKey]);

  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {title}
        </h1>
        {description ? <div className="mt-2 text-sm text-slate-600">{description}</div> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm">{footer}</div> : null}
      </Card>
    </div>
  );
}

/** Polite live region for async outcomes; role=alert for failures so they are announced at once. */
export function FormMessage({ kind, children }: { kind: 'success' | 'error'; children: ReactNode }) {
  return kind === 'error' ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
      {children}
    </p>
  );
}

export const linkClass =
  'font-medium text-emerald-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600';

export const GENERIC_RESET_ERROR = 'Something went wrong. Please try again.';
