// "Show earlier ..." on a member's own lists (decision 021): the server sends what is ahead plus the
// latest page of what is past; each press asks for the page before the oldest row shown. A page that comes back
// full means there may be more; a failed page leaves the rows shown and says so beside the button.
import { useState } from 'react';

export interface EarlierPages<T> {
  rows: T[];
  /** The last page came back full: there may be more. */
  more: boolean;
  loading: boolean;
  failed: boolean;
  /** Asks for the page before `oldest` (nothing to do without one). */
  showEarlier: (oldest: T | undefined) => void;
}

export function useEarlierPages<T>(fetchPage: (oldest: T) => Promise<T[]>, pageSize: number): EarlierPages<T> {
  const [state, setState] = useState({ rows: [] as T[], more: true, loading: false, failed: false });
  const showEarlier = (oldest: T | undefined) => {
    if (oldest === undefined) return;
    setState((s) => ({ ...s, loading: true, failed: false }));
    fetchPage(oldest).then(
      (rows) =>
        setState((s) => ({ rows: [...s.rows, ...rows], more: rows.length >= pageSize, loading: false, failed: false })),
      () => setState((s) => ({ ...s, loading: false, failed: true })),
    );
  };
  return { ...state, showEarlier };
}
