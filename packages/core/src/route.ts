// What a route of the API contract is (method, path, access, schemas, statuses) and the types read from one. Each
// domain's slice of the contract (leagues/contract.ts, shots/contract.ts) and the root contract (contract.ts) are
// built with `defineRoute`; contract.ts merges them into the one API
// (docs/decisions/086-api-contract-and-error-codes.md, 232-leagues-as-one-domain-module.md).
import type { z } from './zod';
import type { Access } from './policy';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SuccessStatus = 200 | 201 | 204;

export interface RouteDefinition {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  /** Query string schema (values arrive as text: use z.coerce for numbers). */
  query?: z.ZodMiniType;
  /** JSON body schema (a multipart route: its text fields). A route without one ignores any body. */
  body?: z.ZodMiniType;
  /**
   * A route that takes files: multipart/form-data, read by the server's one multipart reader (http/multipart.ts)
   * with the limits given here; its text fields are validated with `body`.
   */
  consumes?: {
    type: 'multipart/form-data';
    maxFiles: number;
    maxFileBytes: number;
    /** The code of a file over `maxFileBytes` (default SHOT_FILE_INVALID, the first upload's). */
    tooLargeCode?: 'SHOT_FILE_INVALID' | 'VALIDATION_FAILED';
  };
  /** Response body schema; null when the answer has no body (204). */
  response: z.ZodMiniType | null;
  /** Success statuses the route may answer with, the usual one first. */
  status: readonly [SuccessStatus, ...SuccessStatus[]];
  /**
   * A route that streams instead of answering JSON (response null): its handler writes the body itself. A CSV
   * file the client downloads (docs/decisions/100-admin-lists-paging-and-exports.md), or server-sent events the
   * client listens to (docs/decisions/174-live-board-events.md).
   */
  produces?: 'text/csv' | 'text/event-stream' | 'text/calendar';
  /** Path parameters that are opaque text (one path segment, percent-decoded) rather than ids. */
  textParams?: readonly string[];
}

/** Keeps the literal types of a route (path, method, schemas) for the helper types below. */
// @__NO_SIDE_EFFECTS__
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

/** A parameter's name without what follows it in its segment ('secret' of ':secret.ics'). */
type ParamName<N extends string> = N extends `${infer Head}.${string}` ? Head : N;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamName<Name> | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamName<Name>
    : never;
type TextParamNames<R extends RouteDefinition> = R extends { textParams: readonly (infer N)[] } ? N : never;

/** `{ id: number }` for '/api/bookings/:id'; `{}` for a path without parameters; text for `textParams`. */
export type RouteParams<R extends RouteDefinition> = {
  [K in ParamNames<R['path']>]: K extends TextParamNames<R> ? string : number;
};
/** The response body as the server sends it and the client receives it (after validation); void for 204. */
export type RouteResponse<R extends RouteDefinition> = R extends { response: infer S extends z.ZodMiniType }
  ? z.output<S>
  : void;
/** A request part's type as the client sends it ('input') or as the handler receives it ('output'). */
type RequestPart<R extends RouteDefinition, Part extends 'body' | 'query', Side extends 'input' | 'output'> =
  R extends Record<Part, infer S extends z.ZodMiniType> ? (Side extends 'input' ? z.input<S> : z.output<S>) : undefined;

/** The body a client sends (schema input) and the one a handler receives (schema output). */
export type RouteBodyInput<R extends RouteDefinition> = RequestPart<R, 'body', 'input'>;
export type RouteBody<R extends RouteDefinition> = RequestPart<R, 'body', 'output'>;
/** The query a client sends and the one a handler receives. */
export type RouteQueryInput<R extends RouteDefinition> = RequestPart<R, 'query', 'input'>;
export type RouteQuery<R extends RouteDefinition> = RequestPart<R, 'query', 'output'>;

/** The names of a path's parameters, in order ('/api/a/:id/b/:roundId' → ['id', 'roundId']). */
export function routeParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1] as string);
}

/** The success statuses most routes answer with. */
export const OK = [200] as const;
export const CREATED = [201] as const;
export const NO_CONTENT = [204] as const;
