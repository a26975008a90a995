// Side-effect module: see pinned-clock.mjs.
export {};
