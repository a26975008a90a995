// Work a module starts and does not await (what follows a commit or an answer: e-mails, listeners), kept until it
// ends, so that a shutdown, or a test before it asserts that nothing more happened, can wait for it instead of
// waiting a while.
export interface WorkInFlight {
  /** Keeps `work` until it has settled; returns it unchanged. */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Resolves once every work tracked has settled (succeeded or failed), work tracked meanwhile included. */
  settle: () => Promise<void>;
}

export function workInFlight(): WorkInFlight {
  const running = new Set<Promise<unknown>>();
  return {
    track: (work) => {
      running.add(work);
      void work.finally(() => running.delete(work)).catch(() => undefined);
      return work;
    },
    settle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
