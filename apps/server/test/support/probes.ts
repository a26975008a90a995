// The role policy test's probes, typed per slice of the contract (docs/decisions/085-role-policy.md,
// 232-leagues-as-one-domain-module.md): each domain module's routes have their probes beside its tests, and
// http/role-policy.integration.test.ts merges them with the rest.
import { addDaysToDateString, type Access } from '@longwood/core';

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
