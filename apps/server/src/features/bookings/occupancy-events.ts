// Committed occupancy changes, told to whoever listens (ports/reservations.ts OccupancyChangeListener). Writers
// collect their changes while the transaction runs and publish them only after it committed, so a listener never
// hears of a change that was rolled back. One listener's failure is logged; it never reaches the writer. The listeners'
// work still running is kept, so a shutdown (or a test emptying the tables) can wait for it: a listener cut off
// mid-way would lose the e-mail it was queueing.
import type { CommittedOccupancyChanges, OccupancyChange, OccupancyChangeListener } from '../../ports/reservations';
import { errorText } from '../../logger';
import { workInFlight } from '../../work-in-flight';

export interface OccupancyEvents {
  subscribe(listener: OccupancyChangeListener): () => void;
  /** Tells every listener; empty change lists are not told. Never throws. */
  publish(committed: CommittedOccupancyChanges): void;
  /** Resolves once the work of every listener told so far has ended (succeeded or failed). */
  settle(): Promise<void>;
}

export function createOccupancyEvents(warn: (line: string) => void): OccupancyEvents {
  const listeners = new Set<OccupancyChangeListener>();
  const inFlight = workInFlight();
  const report = (error: unknown) => warn(`[bookings] an occupancy listener failed: ${errorText(error)}`);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(committed) {
      if (committed.changes.length === 0) return;
      for (const listener of listeners) {
        try {
          const result = listener(committed);
          if (result instanceof Promise) void inFlight.track(result.catch(report));
        } catch (error) {
          report(error);
        }
      }
    },
    settle: inFlight.settle,
  };
}

/** The changes one attempt of a transaction makes (an attempt retried after a lost connection starts afresh). */
export interface ChangeLog {
  record(change: OccupancyChange): void;
  readonly changes: OccupancyChange[];
}

export function changeLog(): ChangeLog {
  const changes: OccupancyChange[] = [];
  return { record: (change) => changes.push(change), changes };
}
