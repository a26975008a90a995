// A read that failed before the server could answer (docs/decisions/143-errors-toasts-and-sign-in-reasons.md):
// says so, with the reason and a retry, instead of a screen that claims the thing does not exist.
import { errorMessage } from '../lib/api-client';
import { Button } from './ui/button';

export function RequestFailed({
  title,
  query,
}: {
  title: string;
  /** The query that failed: its error is shown, "Try again" refetches it. */
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
}) {
  const { error, isFetching: retrying } = query;
  const onRetry = () => void query.refetch();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-left text-red-800">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{errorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
