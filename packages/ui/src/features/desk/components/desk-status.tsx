// The desk's state of affairs, shared by its layout and screens (docs/decisions/174-live-board-events.md):
// the live connection, the staffed hours on the facility clock (core's rule, the one the server enforces), and
// from both whether anything may be changed now. Writes are never queued: offline or closed, they are disabled.
import {
  facilityToday,
  formatTime12h,
  frontDeskHours,
  isLimitedToStaffedHours,
  staffedHoursRange,
  type FrontDeskHours,
  type User,
} from '@longwood/core';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { deskStaffedHours } from '../../../config/booking-rules';
import { facilityZoneLabel, formatFacilityDateTime } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { WritesAllowedProvider, type WritesAllowed } from '../../../lib/writes-allowed';
import { deskBoardQueryOptions } from '../api/get-board';
import { useLiveConnection, type LiveConnection } from '../hooks/use-live-connection';

/** How often the desk re-reads the clock (the now-line, staffed hours). */
const DESK_CLOCK_MS = 15_000;

const OFFLINE_REASON =
  'You are offline. Bookings, check-ins and changes are disabled until the connection is back; nothing is queued.';
const CONNECTING_REASON = 'Connecting to the server…';
const CLOSED_REASON = 'The front desk is closed.';

interface DeskStatus {
  now: Date;
  hours: FrontDeskHours;
  /** This person holds the desk only during staffed hours (front-desk staff who are not admins). */
  limited: boolean;
  /** Limited, and the desk is closed now: the desk shows only when it opens. */
  closedForMe: boolean;
  connection: LiveConnection & { retryNow: () => void };
  writes: WritesAllowed;
}

const DeskStatusContext = createContext<DeskStatus | null>(null);

export function useDeskStatus(): DeskStatus {
  const status = useContext(DeskStatusContext);
  if (!status) throw new Error('useDeskStatus must be used inside <DeskStatusProvider>');
  return status;
}

export function DeskStatusProvider({ user, children }: { user: User; children: ReactNode }) {
  const now = useNow(DESK_CLOCK_MS);
  const hours = frontDeskHours(now, deskStaffedHours);
  const limited = isLimitedToStaffedHours(user, 'desk:bookings');
  const closedForMe = limited && !hours.isOpen;
  const connection = useLiveConnection({ enabled: !closedForMe });
  const writes = useMemo<WritesAllowed>(() => {
    if (closedForMe || connection.status === 'closed') return { allowed: false, reason: CLOSED_REASON };
    if (connection.status === 'offline') return { allowed: false, reason: OFFLINE_REASON };
    if (connection.status === 'connecting') return { allowed: false, reason: CONNECTING_REASON };
    return { allowed: true };
  }, [closedForMe, connection.status]);
  const value = useMemo(
    () => ({ now, hours, limited, closedForMe, connection, writes }),
    [now, hours, limited, closedForMe, connection, writes],
  );
  return (
    <DeskStatusContext.Provider value={value}>
      <WritesAllowedProvider value={writes}>{children}</WritesAllowedProvider>
    </DeskStatusContext.Provider>
  );
}

/** A clear banner while offline: what is shown is the last board read, read-only, and when it tries again. */
export function OfflineBanner() {
  const { connection, now } = useDeskStatus();
  const lastReadAt = useQueryClient().getQueryState(deskBoardQueryOptions().queryKey)?.dataUpdatedAt;
  if (connection.status !== 'offline') return null;
  const seconds = Math.max(0, Math.ceil((connection.retryAt - now.getTime()) / 1000));
  return (
    <div role="alert" className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <strong className="font-semibold">You are offline.</strong>{' '}
          {lastReadAt
            ? `The board shows what was last read at ${formatFacilityDateTime(new Date(lastReadAt).toISOString())} and is read-only.`
            : 'Nothing could be read from the server yet.'}{' '}
          Bookings, check-ins and changes are disabled until the connection is back.{' '}
          <span>{seconds > 0 ? `Reconnecting automatically in about ${seconds} s.` : 'Reconnecting…'}</span>
        </p>
        <Button variant="outline" size="sm" onClick={connection.retryNow}>
          Retry now
        </Button>
      </div>
    </div>
  );
}

/** Outside staffed hours, for front-desk staff: the desk is closed, and when it opens. */
export function DeskClosedNotice() {
  const { hours, now } = useDeskStatus();
  const opens = hours.opensAt;
  return (
    <section aria-labelledby="desk-closed-heading" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="desk-closed-heading" className="text-2xl font-bold text-slate-900">
        The front desk is closed
      </h1>
      <p className="mt-3 text-slate-700">
        Staff hours are {staffedHoursRange(deskStaffedHours)} ({facilityZoneLabel(undefined, now)}), every day.
        Bookings, walk-ins and demo requests are handled at the desk during those hours.
      </p>
      {opens ? (
        <p className="mt-3 font-medium text-slate-900" data-testid="desk-opens-at">
          It opens {opens.date === facilityToday(now) ? 'today' : 'tomorrow'} at {formatTime12h(opens.time)}{' '}
          {facilityZoneLabel(opens.date)}.
        </p>
      ) : null}
    </section>
  );
}
