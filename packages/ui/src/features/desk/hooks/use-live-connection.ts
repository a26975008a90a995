// The desk's live connection (docs/decisions/174-live-board-events.md): one
// EventSource on GET /api/desk/events. A `change` or `resync` event invalidates the desk's queries, so the board
// is read again within moments of anyone changing a bay. When the stream drops or the device goes offline, the
// desk is offline: it keeps what it last read, and reconnects by itself with growing waits (1 s, 2 s, 5 s ... 30 s),
// at once when the device comes back online, or when the person asks.
// The server ends the stream with `closed` ({ reason, code }) when the desk may no longer be used through it
// (docs/decisions/174-live-board-events.md): 'desk-closed' shows the closed desk; 'signed-out',
// 'account-deleted' and 'role-removed' stop reconnecting for good, say why, and read the session again, so the
// desk shows its sign-in form (or Access Denied); anything else (the process restarting) reconnects after a second.
// Nothing told may be lost between a read and the stream (docs/decisions/174-live-board-events.md):
//   - every `ready` (the first connection too) reads everything again: a read that finished before the stream was
//     subscribed may predate a change nobody told this desk about;
//   - a refresh first cancels a read still on its way, then reads again: React Query would otherwise hand the
//     in-flight first read (no data yet, so not cancelled by an invalidation) to the refresh, and that read may
//     have been answered before the change committed.
import { useQueryClient } from '@tanstack/react-query';
import { API } from '@longwood/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { queryKeys } from '../../../lib/query-keys';

const RECONNECT_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 20_000, 30_000];

export type LiveConnection =
  | { status: 'connecting' }
  | { status: 'live' }
  /** `retryAt`: when the next attempt starts (epoch ms). */
  | { status: 'offline'; since: number; retryAt: number }
  /**
   * The server ended the stream for good: the desk closed for this person (staffed hours, no `revoked`), or their
   * right to it ended (`revoked`: signed out, account deleted, front-desk role removed).
   */
  | { status: 'closed'; revoked?: RevokedReason };

type RevokedReason = 'signed-out' | 'account-deleted' | 'role-removed';

/** What the desk says when its stream was ended because its right to exist did. */
const REVOKED_TEXT: Record<RevokedReason, string> = {
  'signed-out': 'You were signed out. Sign in again to use the front desk.',
  'account-deleted': 'Your account was deleted. The front desk is no longer available to you.',
  'role-removed': 'Your front desk access was removed.',
};

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
        const { reason, code } = readClosed((event as MessageEvent<string>).data);
        stop();
        if (reason && reason in REVOKED_TEXT) {
          const revoked = reason as RevokedReason;
          setState({ status: 'closed', revoked });
          toast({ title: REVOKED_TEXT[revoked], variant: 'destructive' });
          // The session as it is now: signed out shows the sign-in form, a removed role Access Denied.
          void queryClient.invalidateQueries({ queryKey: queryKeys.session });
        } else if (reason === 'desk-closed' || code === 'FRONT_DESK_CLOSED') {
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

function readClosed(data: string | undefined): { reason?: string; code?: string } {
  try {
    const parsed = JSON.parse(data ?? '') as { reason?: unknown; code?: unknown };
    return {
      ...(typeof parsed.reason === 'string' ? { reason: parsed.reason } : {}),
      ...(typeof parsed.code === 'string' ? { code: parsed.code } : {}),
    };
  } catch {
    return {};
  }
}
