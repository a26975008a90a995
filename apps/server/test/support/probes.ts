// The role policy test's probes, typed per slice of the contract (docs/decisions/085-role-policy.md,
// 320-wiring-per-feature.md): each domain's routes have their probes beside its tests (test/<feature>/*-probes.ts),
// and http/role-policy.integration.test.ts merges them into one record of every route.
import { addDaysToDateString, type Access, type API } from '@longwood/core';

/** The day the probes run on (the test's clock), and the next, where their bookings go. */
export const TODAY = '2027-02-10';
export const TOMORROW = addDaysToDateString(TODAY, 1);
/** An id nothing has: a route past the guard answers 404 for it. */
export const MISSING_ID = 2_147_483_647;

export interface ProbeContext {
  /** Index of the persona: keeps each persona's bookings in its own hour. */
  slot: number;
  self: { id: number; username: string; email: string };
  /** A member who is not the caller (staff bookings, admin switches). */
  target: { id: number };
}
export interface Probe {
  path?: string;
  body?: unknown;
}

/** 'leagues.standings', ... — every route of a contract or a slice of it. */
export type RouteKeyOf<Api> = { [G in keyof Api]: `${G & string}.${keyof Api[G] & string}` }[keyof Api];

/** A probe for every route of `Api`: who may call it, and a request that would succeed for them. */
export type RouteProbes<Api> = Record<RouteKeyOf<Api>, { access: Access; request: (p: ProbeContext) => Probe }>;

/** The probes of some groups of core's whole contract: a domain whose routes have no contract module of their own. */
export type GroupProbes<G extends keyof typeof API> = RouteProbes<Pick<typeof API, G>>;

/** Tomorrow, one half-hour per persona and kind, so no probe collides with another. */
export function bookingAt(slot: number, kind: 0 | 1) {
  const hour = String(6 + slot * 2 + kind).padStart(2, '0');
  return { simulatorId: 1, bookingDate: TOMORROW, startTime: `${hour}:00`, endTime: `${hour}:30` };
}
