// The desk's live connection (docs/decisions/174-live-board-events.md, 175-desk-offline-and-closed.md): one
// EventSource on GET /api/desk/events. A `change` or `resync` event invalidates the desk's queries, so the board
// is read again within moments of anyone changing a bay. When the stream drops or the device goes offline, the
// desk is offline: it keeps what it last read, and reconnects by itself with growing waits (1 s, 2 s, 5 s ... 30 s),
// at once when the device comes back online, or when the person asks.
// Nothing told may be lost between a read and the stream (docs/decisions/183-live-board-never-misses-a-change.md):
//   - every `ready` (the first connection too) reads everything again: a read that finished before the stream was
//     subscribed may predate a change nobody told this desk about;
//   - a refresh first cancels a read still on its way, then reads again: React Query would otherwise hand the
//     in-flight first read (no data yet, so not cancelled by an invalidation) to the refresh, and that read may
//     have been answered before the change committed.
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';

const RECONNECT_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

export type LiveConnection =
  | { status: 'connecting' }
  | { status: 'live' }
  /** `retryAt`: when the next attempt starts (epoch ms). */
  | { status: 'offline'; since: number; retryAt: number }
  /** The server ended the stream because the desk closed for this person (staffed hours). */
  | { status: 'closed' };

export function useLiveConnection({
  enabled,
  delaysMs = RECONNECT_DELAYS_MS,
}: {
  enabled: boolean;
  delaysMs?: readonly number[];
}): LiveConnection & { retryNow: () => void } {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveConnection>({ status: 'connecting' });
  const retryRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return undefined;
    let source: EventSource | null = null;
    let timer: number | undefined;
    let attempt = 0;
    let offlineSince: number | null = null;
    let disposed = false;
    const refresh = () => {
      void queryClient
        .cancelQueries({ queryKey: queryKeys.desk.all })
        .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.desk.all }));
    };

    const stop = () => {
      window.clearTimeout(timer);
      if (source) {
        source.onerror = null;
        source.close();
        source = null;
      }
    };

    const goOffline = () => {
      stop();
      if (disposed) return;
      const wait = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 30_000;
      attempt += 1;
      offlineSince ??= Date.now();
      setState({ status: 'offline', since: offlineSince, retryAt: Date.now() + wait });
      timer = window.setTimeout(connect, wait);
    };

    function connect() {
      stop();
      if (disposed) return;
      if (!navigator.onLine) {
        goOffline();
        return;
      }
      const stream = new EventSource(API.desk.events.path);
      source = stream;
      stream.addEventListener('ready', () => {
        attempt = 0;
        offlineSince = null;
        setState({ status: 'live' });
        // Whatever changed before this stream was listening (down, or not yet open) was not told: read it all again.
        refresh();
      });
      stream.addEventListener('change', refresh);
      stream.addEventListener('resync', refresh);
      stream.addEventListener('closed', (event) => {
        const code = readCode((event as MessageEvent<string>).data);
        stop();
        if (code === 'FRONT_DESK_CLOSED') {
          setState({ status: 'closed' });
          refresh();
        } else {
          // The server is restarting (drain): another process answers the next attempt.
          timer = window.setTimeout(connect, delaysMs[0] ?? 1_000);
        }
      });
      stream.onerror = goOffline;
    }

    const onOffline = () => goOffline();
    const onOnline = () => {
      attempt = 0;
      connect();
    };
    retryRef.current = onOnline;
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    setState({ status: 'connecting' });
    connect();
    return () => {
      disposed = true;
      stop();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      retryRef.current = () => undefined;
    };
  }, [enabled, delaysMs, queryClient]);

  const retryNow = useCallback(() => retryRef.current(), []);
  return useMemo(() => ({ ...state, retryNow }), [state, retryNow]);
}

function readCode(data: string | undefined): string | undefined {
  try {
    const parsed = JSON.parse(data ?? '') as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}
