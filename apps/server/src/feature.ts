// What one feature of the server hands the composition root (docs/decisions/320-wiring-per-feature.md): each
// features/<name>/feature.ts builds its repositories, services, routers and background jobs from the base
// (base.ts) and what the features listed before it offer, and answers with these parts. composition.ts lists the
// features; the API's routes, the background jobs and `app.services` follow from that list (`assemble`).
import type { Router } from 'express';
import type { PeriodicJob } from './periodic-job';

export interface ServerFeature {
  /** Its services by name, as `app.services` shows them to app.ts and to tests. */
  services: object;
  /** Its routers: the contract routes it answers under /api. */
  routes?: readonly Router[];
  /** Its background jobs by name (periodic-job.ts): main.ts starts them, app.closeResources stops them. */
  jobs?: Record<string, PeriodicJob<unknown>>;
  /** Drops what it keeps between requests, here and in the other processes (`forgetKeptReads`). */
  forgetKept?: () => void;
  /** Stops hearing its change relays (app shutdown). */
  close?: () => void | Promise<void>;
  /** What features listed after it receive besides its services (the bookings' rows by id, …). */
  offers?: object;
}

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void ? I : never;
/** One part of every feature of a list, as one object type (a feature without it adds nothing). */
type Merged<F, K extends 'services' | 'jobs'> = Intersection<F extends { [P in K]: infer T } ? T : never>;

/** Named things of every feature in one object; two features naming one thing alike is a wiring mistake. */
function mergeNamed(parts: readonly object[]): object {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, value] of Object.entries(part)) {
      if (name in merged) throw new Error(`Two features offer '${name}'`);
      merged[name] = value;
    }
  }
  return merged;
}

/**
 * The app's parts from its list of features: their services in one object, their jobs, their routes in the list's
 * order, dropping every kept read, and closing them last to first (the base, listed first, closes its relays last).
 */
export function assemble<const F extends readonly ServerFeature[]>(features: F) {
  return {
    services: mergeNamed(features.map((feature) => feature.services)) as Merged<F[number], 'services'>,
    jobs: mergeNamed(features.map((feature) => feature.jobs ?? {})) as Merged<F[number], 'jobs'>,
    routes: features.flatMap((feature) => feature.routes ?? []),
    forgetKept: () => {
      for (const feature of features) feature.forgetKept?.();
    },
    close: async () => {
      await Promise.all([...features].reverse().map((feature) => Promise.resolve(feature.close?.())));
    },
  };
}
