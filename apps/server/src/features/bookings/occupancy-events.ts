// Committed occupancy changes, told to whoever listens (ports/reservations.ts OccupancyChangeListener). Writers
// collect their changes while the transaction runs and publish them only after it committed, so a listener never
// hears of a change that was rolled back. One listener's failure is logged; it never reaches the writer.
import type { CommittedOccupancyChanges, OccupancyChange, OccupancyChangeListener } from '../../ports/reservations';
import { errorText } from '../../logger';

export interface OccupancyEvents {
  subscribe(listener: OccupancyChangeListener): () => void;
  /** Tells every listener; empty change lists are not told. Never throws. */
  publish(committed: CommittedOccupancyChanges): void;
}

export function createOccupancyEvents(warn: (line: string) => void): OccupancyEvents {
  const listeners = new Set<OccupancyChangeListener>();
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
          if (result instanceof Promise) result.catch(report);
        } catch (error) {
          report(error);
        }
      }
    },
  };
}

/** The changes one attempt of a transaction makes (an attempt retried after a lost connection starts afresh). */
export function changeLog(): { record(change: OccupancyChange): void; readonly changes: OccupancyChange[] } {
  const changes: OccupancyChange[] = [];
  return { record: (change) => changes.push(change), changes };
}
