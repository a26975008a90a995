// The one way a screen says why its reads gave it nothing (docs/decisions/253-a-failed-read-is-not-a-missing-thing.md).
// Two different things happen to a read, and a person acts differently on each:
// - the request FAILED: no answer (offline), an answer that breaks the contract, or a server fault (5xx): the
//   thing may well exist, so the screen says it could not be loaded, with the reason and "Try again"
//   (RequestFailed);
// - the thing is MISSING: the server answered that it is not there (404, or a refusal such as 403), or the list
//   that should hold it does not: the screen's own not-found text.
// Never the other way round: a network failure once said "League not found. It may have been deleted." on eight
// league screens.
import type { ReactNode } from 'react';
import { ApiError, isRequestFailure } from '../lib/api-client';
import { PageContainer } from './page-container';
import { RequestFailed } from './request-failed';

/** What a screen knows of one of its reads (a react-query result fits). */
export interface ReadState {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

/** True when the request failed rather than the server saying the thing is not there or not allowed. */
export function isFailedRead(error: unknown): boolean {
  return isRequestFailure(error) || (error instanceof ApiError && error.status >= 500);
}

/** The first of `reads` whose request failed (not answered "missing"), if any. */
export function failedReadOf<T extends ReadState>(reads: readonly T[]): T | undefined {
  return reads.find((read) => read.isError && isFailedRead(read.error));
}

/**
 * `missing` unless one of `reads` failed: then "{failedTitle}" with the reason and "Try again" (which asks again
 * for every read that failed, so one click is enough when several did).
 */
export function LoadFailure({
  reads,
  failedTitle,
  missing,
}: {
  reads: readonly ReadState[];
  failedTitle: string;
  /** What the screen says when the thing is not there. */
  missing: ReactNode;
}) {
  const failed = failedReadOf(reads);
  if (!failed) return <>{missing}</>;
  const retry = {
    error: failed.error,
    isFetching: reads.some((read) => read.isFetching),
    refetch: () => reads.filter((read) => read.isError).forEach((read) => void read.refetch()),
  };
  return <RequestFailed title={failedTitle} query={retry} />;
}

/**
 * A whole screen that has nothing to show: its heading, then either the failed read (LoadFailure) or the screen's
 * not-found sentence, then its way back.
 */
export function ScreenLoadFailure({
  heading,
  reads,
  failedTitle,
  missing,
  back,
}: {
  heading: string;
  reads: readonly ReadState[];
  failedTitle: string;
  /** The not-found sentence, e.g. 'League not found. It may have been deleted.' */
  missing: ReactNode;
  back?: ReactNode;
}) {
  return (
    <PageContainer holdsPlace>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{heading}</h1>
      <LoadFailure
        reads={reads}
        failedTitle={failedTitle}
        missing={
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {missing}
          </p>
        }
      />
      {back}
    </PageContainer>
  );
}
