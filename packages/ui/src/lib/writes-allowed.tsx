// Whether this screen may change anything right now (docs/decisions/174-live-board-events.md). The desk's
// layout says no while the connection is lost (a write must never be queued: a queued booking could double-book
// a bay) or while the desk is closed for front-desk staff; feature screens shown inside it (the desk's board,
// demo-request triage) disable their actions and say why. Everywhere else the answer is yes.
import { createContext, useContext } from 'react';

export interface WritesAllowed {
  allowed: boolean;
  /** Why not, in words for the person (shown beside the disabled actions). */
  reason?: string;
}

const WritesAllowedContext = createContext<WritesAllowed>({ allowed: true });

export const WritesAllowedProvider = WritesAllowedContext.Provider;

export function useWritesAllowed(): WritesAllowed {
  return useContext(WritesAllowedContext);
}
