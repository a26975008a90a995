// The admin Facility page's sections (facility settings, bays, media): a heading with its intro, then a spinner while
// the section's data loads, an alert with "Try again" when it could not be, else the section's content.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export function SettingsSection<T>({
  id,
  title,
  intro,
  query,
  loadingLabel,
  failedText,
  className = 'space-y-4',
  children,
}: {
  /** The heading's id ('bay-settings-heading'), which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  /** The section's data as react-query holds it. */
  query: { isPending: boolean; isError: boolean; data: T | undefined; refetch: () => unknown };
  loadingLabel: string;
  failedText: string;
  className?: string;
  /** The content once the data is there. */
  children: (data: T) => ReactNode;
}) {
  const { data } = query;
  return (
    <section aria-labelledby={id} className={className}>
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{intro}</p>
      </div>
      {query.isPending ? (
        <Spinner label={loadingLabel} className="text-emerald-700" />
      ) : query.isError || data === undefined ? (
        <div role="alert" className="space-y-2">
          <p className="text-sm text-red-700">{failedText}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        children(data)
      )}
    </section>
  );
}
