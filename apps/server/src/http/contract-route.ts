// Mounts one route of core's API contract on a feature router: the capability guard, then path params, query
// and body parsed with the contract's schemas, then the handler, then the answer checked against the
// contract's response schema and sent with the route's status. Routers are thus a list of
// `handle(router, API.x.y, ({ user, body }) => service.z(user, body))` lines and cannot drift from the contract
// the UI validates against (docs/decisions/086-api-contract-and-error-codes.md). Each route is one handler on its
// feature's Express router.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import {
  holdsOneTimeSecret,
  routeParamNames,
  scopeOf,
  type RouteBody,
  type RouteDefinition,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type SuccessStatus,
  type User,
} from '@longwood/core';
import type { Answer } from './idempotency';
import { capabilityRefusal, scopedRefusal } from './auth';
import { keepBytes, readMultipart, type FileReaderFactory, type UploadedFile } from './multipart';
import { compiledResponse } from './response-check';
import { runHandlers } from './run-handlers';
import { parseBody, parseFields, parseIdParam, parseQuery } from './validate';

export interface HandlerInput<R extends RouteDefinition, C = Buffer> {
  /** The signed-in user; null only on public routes. */
  user: R['access'] extends 'public' ? User | null : User;
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** The uploaded files of a multipart route (contract `consumes`); empty on every other route. */
  files: UploadedFile<C>[];
  req: Request;
  res: Response;
}

const REPLY = Symbol('reply');

const gzipped = promisify(gzip);
/**
 * JSON answers from this size are gzipped for clients that accept it; below it gzip costs more server time than
 * the bytes it saves (docs/decisions/189-one-route-table-for-the-api.md). Decided here, where the body's
 * size is known, instead of by a compression middleware wrapped around every API response (decision 184).
 */
const GZIP_FROM_BYTES = 8 * 1024;
/** File answers (CSV exports) are streamed: compression's middleware, with its flush, wraps just those routes. */
const fileCompression: RequestHandler = compression({ threshold: '8kb' });

/** A handler's answer with a status other than the route's usual one (it must be listed in the contract). */
export interface Reply<T> {
  [REPLY]: true;
  status: SuccessStatus;
  body: T;
}

export function reply<T>(status: SuccessStatus, body: T): Reply<T> {
  return { [REPLY]: true, status, body };
}

const isReply = (value: unknown): value is Reply<unknown> =>
  typeof value === 'object' && value !== null && REPLY in value;

export type Handler<R extends RouteDefinition, C = Buffer> = (
  input: HandlerInput<R, C>,
) => Promise<RouteResponse<R> | Reply<RouteResponse<R>>> | RouteResponse<R> | Reply<RouteResponse<R>>;

/** Routers are mounted under /api; the contract's paths include it. */
const mountedPath = (route: RouteDefinition) => route.path.slice('/api'.length);

/** Adds `answer` to `router` for the route's method and path (Express: any letter case, one trailing slash). */
const mount = (router: Router, route: RouteDefinition, answer: RequestHandler) =>
  router[route.method.toLowerCase() as Lowercase<RouteDefinition['method']>](mountedPath(route), answer);

function readParams(names: readonly string[], textNames: readonly string[], req: Request) {
  const params: Record<string, number | string> = {};
  // A path parameter is an id, anything else naming no resource (404, see parseIdParam), unless the route names it
  // as text (a calendar feed's secret), which its service checks.
  for (const name of names) {
    params[name] = textNames.includes(name) ? String(req.params[name]) : parseIdParam(req, name);
  }
  return params;
}

async function sendJson(req: Request, res: Response, status: number, body: string): Promise<void> {
  // The header as Express's res.type('json') would write it, without its two MIME table lookups per answer.
  res.status(status).setHeader('Content-Type', 'application/json; charset=utf-8');
  // A handler that gave its answer a validator (the facility's public facts) answers a client holding that very
  // answer with 304 and no body.
  if (res.getHeader('ETag') !== undefined && req.fresh) {
    res.status(304).removeHeader('Content-Type');
    res.end();
    return;
  }
  if (body.length >= GZIP_FROM_BYTES) {
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      const zipped = await gzipped(body);
      res.setHeader('Content-Encoding', 'gzip');
      res.end(zipped);
      return;
    }
  }
  res.end(body);
}

/** The handler's result as the answer to send: its status, checked by the contract, and its JSON text. */
function answerOf(route: RouteDefinition, result: unknown): Answer {
  const { status, body } = isReply(result) ? result : { status: route.status[0], body: result };
  if (!route.status.includes(status)) {
    throw new Error(`${route.method} ${route.path} answered ${status}, which its contract does not list`);
  }
  if (route.response === null) return { status, body: null };
  // The response schema is an allow-list: a value that breaks it is the server's bug (a logged 500), and
  // fields the contract does not name are never sent. Checked by the schema as zod compiles it (response-check.ts).
  const checked = compiledResponse(route.response).safeParse(body);
  if (!checked.success) {
    throw new Error(`${route.method} ${route.path} response breaks its contract: ${checked.error.message}`);
  }
  return { status, body: JSON.stringify(checked.data) };
}

async function send(req: Request, res: Response, answer: Answer): Promise<void> {
  // A repeat of a write with the same Idempotency-Key gets the first answer (http/idempotency.ts).
  if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
  if (answer.body === null) res.status(answer.status).end();
  else await sendJson(req, res, answer.status, answer.body);
}

/**
 * `admit` judges the caller from the request's headers before its body is read (a bay's key on a file upload:
 * docs/decisions/240-bay-agent-and-device-keys.md), so a caller it refuses sends no upload the server reads.
 */
export interface HandleOptions {
  admit?: (req: Request) => Promise<void>;
  /**
   * The route reads its own JSON body, up to this size, once `admit` has let the caller in (app.ts reads no body for
   * such a route): a bay's batch of shots is read only for a valid key.
   */
  jsonBodyLimit?: string;
}

/**
 * `readFile` reads each uploaded file of a multipart route as its bytes arrive (the default keeps the bytes), so a
 * route that can read a file as a stream never holds it whole.
 */
export function handle<R extends RouteDefinition, C = Buffer>(
  router: Router,
  route: R,
  handler: Handler<R, C>,
  readFile: FileReaderFactory<C> = keepBytes as unknown as FileReaderFactory<C>,
  options: HandleOptions = {},
): void {
  const paramNames = routeParamNames(route.path);
  const ownJsonBody = options.jsonBodyLimit ? express.json({ limit: options.jsonBodyLimit }) : null;
  // An answer holding a one-time secret is never kept for a repeat (docs/decisions/500-one-time-secrets-never-replayed.md).
  const runOptions = { oneTimeSecret: holdsOneTimeSecret(route.response) };
  const answer = async (req: Request, res: Response) => {
    const params = readParams(paramNames, route.textParams ?? [], req) as RouteParams<R>;
    const query = (route.query ? parseQuery(route.query, req) : undefined) as RouteQuery<R>;
    if (options.admit) {
      try {
        await options.admit(req);
      } catch (error) {
        // The body is left unread: the connection closes after the refusal instead of draining an upload.
        res.setHeader('Connection', 'close');
        throw error;
      }
    }
    if (ownJsonBody) await runHandlers([ownJsonBody], req, res);
    let files: UploadedFile<C>[] = [];
    let body: RouteBody<R>;
    if (route.consumes) {
      const form = await readMultipart(req, route.consumes, readFile);
      files = form.files;
      body = (route.body ? parseFields(route.body, form.fields) : undefined) as RouteBody<R>;
    } else {
      body = (route.body ? parseBody(route.body, req) : undefined) as RouteBody<R>;
    }
    const user = (req.user ?? null) as HandlerInput<R>['user'];
    const run = () => handler({ user, params, query, body, files, req, res });
    // A file route (contract `produces`) writes its own body.
    if (route.produces) {
      await run();
      return;
    }
    const write = async () => answerOf(route, await run());
    // A signed-in user's write with an Idempotency-Key runs once per key (the files by name and size: their
    // contents are read by the route's reader as they arrive).
    const fingerprint = { body, files: files.map((file) => [file.field, file.name, file.size]) };
    const answer = req.idempotency ? await req.idempotency.run(req, fingerprint, write, runOptions) : await write();
    if (answer) await send(req, res, answer);
  };
  const access = route.access;
  const compressed = route.produces === 'text/csv';
  const proceed = (req: Request, res: Response, next: (error?: unknown) => void) => {
    if (compressed) {
      fileCompression(req, res, (error?: unknown) => {
        if (error) next(error);
        else answer(req, res).catch(next);
      });
    } else {
      answer(req, res).catch(next);
    }
  };
  // A capability also held for one thing (a league's organiser, docs/decisions/272-league-organisers.md): the route
  // names that thing by `:id`, and the roles held for it are looked up when the user's own roles do not do.
  if (access !== 'public' && scopeOf(access)) {
    if (!paramNames.includes('id')) throw new Error(`${route.method} ${route.path}: ${access} needs the route's :id`);
    mount(router, route, (req, res, next) => {
      scopedRefusal(req, access, () => parseIdParam(req, 'id')).then(
        (refusal) => (refusal ? next(refusal) : proceed(req, res, next)),
        next,
      );
    });
    return;
  }
  mount(router, route, (req, res, next) => {
    const refusal = access === 'public' ? undefined : capabilityRefusal(req, access);
    if (refusal) next(refusal);
    else proceed(req, res, next);
  });
}
