// The API's route table (docs/decisions/189-one-route-table-for-the-api.md): every route of core's contract, as the
// feature routers list them (contract-route.ts `handle`), answered by one lookup instead of Express walking sixteen
// nested routers layer by layer. A fixed path is one Map lookup; a path with parameters (ids, or a route's text
// parameters) is matched by its own pattern. It keeps what Express's router did for these paths: case-insensitive
// paths and one optional trailing slash, HEAD answered by the GET route, OPTIONS answered with the path's methods,
// parameters percent-decoded (a malformed one is a 400), an unknown path or method handed on (the API's JSON 404).
// A fixed path is tried before the patterns (Express tried routes in the order features added them; no fixed path of
// the contract is also matched by an earlier pattern with the same method, which a test checks).
import type { RequestHandler } from 'express';
import { routeParamNames, type HttpMethod, type StaffedHours } from '@longwood/core';
import type { ScopedRoleLookup } from './auth';
import { AppError } from './errors';
import type { Idempotency } from './idempotency';

/** One route's answer: its guard, parsing, handler and send (contract-route.ts), as one request handler. */
interface Endpoint {
  method: HttpMethod;
  /** The path under /api, e.g. '/bookings/:id'. */
  path: string;
  answer: RequestHandler;
}

/** The routes one feature mounts (its router.ts fills it with `handle`). */
export class FeatureRoutes {
  readonly endpoints: Endpoint[] = [];

  add(method: HttpMethod, path: string, answer: RequestHandler): void {
    this.endpoints.push({ method, path, answer });
  }
}

/** A path's answers by method; on a path with parameters, each with its own parameter names. */
type MethodTable = Map<string, { answer: RequestHandler; names: string[] }>;

interface PatternRoute {
  pattern: RegExp;
  methods: MethodTable;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Express's matching, on the paths it compares: letters in any case, and one trailing slash allowed. */
function normalisedPath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** A path's pattern (each parameter one segment of anything but '/') and its parameter names, as core names them. */
function compilePattern(path: string): { pattern: RegExp; names: string[] } {
  const source = escapeRegExp(path.toLowerCase()).replace(/:[a-z]\w*/g, '([^/]+)');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names: routeParamNames(path) };
}

function decodeParameter(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // What Express's router answered for a malformed escape in a path parameter: a client error.
    throw new AppError('MALFORMED_REQUEST');
  }
}

/** Express's automatic OPTIONS answer: the methods of every route matching the path, sorted, HEAD with GET. */
function allowedMethods(matched: readonly MethodTable[]): string {
  const allowed = new Set(matched.flatMap((methods) => [...methods.keys()]));
  if (allowed.has('GET')) allowed.add('HEAD');
  return [...allowed].sort().join(', ');
}

export interface ApiRouteTableOptions {
  /** The app's clock: what the policy's hour-bound capabilities are judged by (http/auth.ts). */
  now: () => Date;
  /** The facility's staffed hours now (kept in the process; the specification's 8am-8pm without). */
  staffedHours?: () => StaffedHours;
  /** Writes made safe to retry with an Idempotency-Key (idempotency.ts). */
  idempotency?: Idempotency;
  /** The roles a user holds for one thing, for capabilities held that way (a league's organiser; auth.ts). */
  scopedRoles?: ScopedRoleLookup;
}

/**
 * The handler that answers every API request from the table (mounted under /api, after the session). Also marks
 * every API answer no-store (they are per user) and hands the request the app's clock.
 */
export function apiRouteTable(
  features: readonly FeatureRoutes[],
  { now, staffedHours, idempotency, scopedRoles }: ApiRouteTableOptions,
): RequestHandler {
  const fixed = new Map<string, MethodTable>();
  const patterns: PatternRoute[] = [];
  for (const { method, path, answer } of features.flatMap((feature) => feature.endpoints)) {
    let methods: MethodTable | undefined;
    const { pattern, names } = compilePattern(path);
    if (names.length > 0) {
      methods = patterns.find((route) => route.pattern.source === pattern.source)?.methods;
      if (!methods) patterns.push({ pattern, methods: (methods = new Map() as MethodTable) });
    } else {
      const key = normalisedPath(path);
      methods = fixed.get(key);
      if (!methods) fixed.set(key, (methods = new Map() as MethodTable));
    }
    if (methods.has(method)) throw new Error(`Two API routes for ${method} ${path}`);
    methods.set(method, { answer, names });
  }

  /** The route for the request's method among a path's methods; HEAD is answered by GET. */
  const routeFor = (methods: MethodTable, method: string) =>
    methods.get(method) ?? (method === 'HEAD' ? methods.get('GET') : undefined);

  return (req, res, next) => {
    // API responses are per-user; never let a shared cache keep them.
    res.setHeader('Cache-Control', 'no-store');
    req.clock = now;
    req.staffedHours = staffedHours;
    req.idempotency = idempotency;
    req.scopedRoles = scopedRoles;
    const path = req.path;
    // A fixed path first (one lookup), then the patterns in the order they were added, as Express tried them.
    const fixedMethods = fixed.get(normalisedPath(path));
    const fixedRoute = fixedMethods && routeFor(fixedMethods, req.method);
    if (fixedRoute) {
      fixedRoute.answer(req, res, next);
      return;
    }
    // The methods of every path that matched without this method (for OPTIONS).
    const matched: MethodTable[] = fixedMethods ? [fixedMethods] : [];
    for (const { pattern, methods } of patterns) {
      const match = pattern.exec(path);
      if (!match) continue;
      const route = routeFor(methods, req.method);
      if (!route) {
        matched.push(methods);
        continue;
      }
      const params: Record<string, string> = {};
      try {
        route.names.forEach((name, i) => (params[name] = decodeParameter(match[i + 1]!)));
      } catch (error) {
        next(error);
        return;
      }
      req.params = params;
      route.answer(req, res, next);
      return;
    }
    if (req.method === 'OPTIONS' && matched.length > 0) {
      const allow = allowedMethods(matched);
      res.setHeader('Allow', allow);
      res.setHeader('Content-Type', 'text/plain');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(allow);
      return;
    }
    next();
  };
}
