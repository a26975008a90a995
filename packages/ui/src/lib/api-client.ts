// The UI's one way to talk to the API (docs/requirements.md#api-conventions, docs/requirements.md#error-format; docs/decisions/087-ui-api-client-and-form-errors.md, which
// builds on 087-ui-api-client-and-form-errors.md and 086-api-contract-and-error-codes.md). `sendRequest` is the
// only place that calls fetch: every call sends the session cookie and sends JSON only when there is a body.
// `callApi(route, input)` calls a route of core's API contract and VALIDATES the answer with the route's
// response schema, so a screen never draws a half-understood response. Failures are typed:
//   ApiError               the server answered non-2xx; message "{status}: {body text or statusText}" (docs/requirements.md#error-format),
//                          plus the body's `code`, `message` and `fieldErrors` when it is the API's JSON error;
//   NetworkError           the server could not be reached (never reported as a wrong password);
//   UnexpectedResponseError the answer breaks the contract (a clear message, not a crash).
// This module imports only TYPES from @longwood/core: the light landing entry uses it, and any value from core
// would pull every schema into the landing page's budget (docs/decisions/140-prerendered-landing-and-light-shell.md).
import type {
  ErrorCode,
  FieldErrors,
  RouteBodyInput,
  RouteDefinition,
  RouteParams,
  RouteQueryInput,
  RouteResponse,
} from '@longwood/core';
import { dropEarlyResponses, takeEarlyResponse } from './early-requests';

export const NETWORK_ERROR_MESSAGE =
  "We couldn't reach the server. Please check your internet connection and try again.";
export const UNEXPECTED_RESPONSE_MESSAGE =
  'The server sent an answer this page does not understand. Please reload the page and try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The API's machine-readable code (core's error table), when the body is the API's JSON error. */
  readonly code: ErrorCode | undefined;
  /** The server's own sentence for people, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    const body = readErrorBody(bodyText);
    this.code = body.code;
    this.serverMessage = body.message;
    this.fieldErrors = body.fieldErrors;
  }
}

export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
    this.name = 'NetworkError';
  }
}

export class UnexpectedResponseError extends Error {
  /** 'GET /api/user/bookings' */
  readonly route: string;
  /** What did not match (for developers; people see the message). */
  readonly detail: string;

  constructor(route: string, detail: string) {
    super(UNEXPECTED_RESPONSE_MESSAGE);
    this.name = 'UnexpectedResponseError';
    this.route = route;
    this.detail = detail;
  }
}

let apiBaseUrl = '';

/** The web build calls its own origin; the desktop build points this at the facility's server. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

/** A fresh key for one write (a UUID; crypto.randomUUID exists only on secure pages, e.g. not on a LAN's http). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SendOptions {
  /**
   * A signed-in user's write: it carries an `Idempotency-Key`, and is sent once more with the same key when the
   * connection failed (a reset in a server restart) or the proxy answered 502 — the server runs it at most once and
   * answers the repeat with the first answer (docs/decisions/280-idempotency-keys.md).
   */
  retryable?: boolean;
}

/** The one fetch: cookies always, a JSON body only when there is one. Non-2xx answers are returned, not thrown. */
export async function sendRequest(
  method: string,
  path: string,
  body?: unknown,
  options: SendOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {};
  const init: RequestInit = { method, credentials: 'include', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const retryable = options.retryable === true && method !== 'GET';
  if (retryable) headers['Idempotency-Key'] = newIdempotencyKey();
  // A GET the web entry already started (lib/early-requests.ts) is answered by that request, until the app writes.
  if (method !== 'GET') dropEarlyResponses();
  const started = method === 'GET' && body === undefined && apiBaseUrl === '' ? takeEarlyResponse(path) : undefined;
  const url = `${apiBaseUrl}${path}`;
  let res: Response;
  try {
    res = await (started ?? fetch(url, init));
  } catch (cause) {
    if (!retryable) throw new NetworkError({ cause });
    return retryOnce(url, init);
  }
  return retryable && res.status === 502 ? retryOnce(url, init) : res;
}

async function retryOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    throw new NetworkError({ cause });
  }
}

type NoFields = Record<never, never>;
export type ParamsInput<R extends RouteDefinition> = keyof RouteParams<R> extends never
  ? NoFields
  : { params: RouteParams<R> };
type QueryInput<R extends RouteDefinition> = R extends { query: object } ? { query: RouteQueryInput<R> } : NoFields;
type BodyInput<R extends RouteDefinition> = R extends { body: object } ? { body: RouteBodyInput<R> } : NoFields;
/** What a call of `R` needs: its path ids, its query and its body, each only when the route has them. */
export type CallInput<R extends RouteDefinition> = ParamsInput<R> & QueryInput<R> & BodyInput<R>;

interface AnyCallInput {
  params?: Record<string, number | string>;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

/** The address of a call of `route` (the desktop build's server first): lib/api-upload.ts sends files to it. */
export function apiUrl(route: RouteDefinition, input: AnyCallInput): string {
  return `${apiBaseUrl}${pathOf(route, input)}`;
}

function pathOf(route: RouteDefinition, input: AnyCallInput): string {
  const path = route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Calls a contract route and returns its validated answer. `on401: 'null'` reads 401 as "nothing" (docs/requirements.md#api-conventions:
 * GET /api/user when signed out); every other non-2xx answer throws ApiError.
 */
export async function callApi<R extends RouteDefinition>(
  route: R,
  input: CallInput<R>,
  options: { on401: 'null' },
): Promise<RouteResponse<R> | null>;
export async function callApi<R extends RouteDefinition>(
  route: R,
  input: CallInput<R>,
  options?: { on401?: 'throw' },
): Promise<RouteResponse<R>>;
export async function callApi(
  route: RouteDefinition,
  callInput: object,
  options: { on401?: 'null' | 'throw' } = {},
): Promise<unknown> {
  const input = callInput as AnyCallInput;
  const res = await sendRequest(route.method, pathOf(route, input), input.body, {
    retryable: route.access !== 'public',
  });
  if (options.on401 === 'null' && res.status === 401) return null;
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new ApiError(res.status, res.statusText, text);
  }
  const name = `${route.method} ${route.path}`;
  if (route.response === null) return undefined;
  const text = await res.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    throw new UnexpectedResponseError(name, 'the body is not JSON');
  }
  const checked = route.response.safeParse(data);
  if (!checked.success) {
    const where = checked.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    throw new UnexpectedResponseError(name, where.join('; '));
  }
  return checked.data;
}

/**
 * The text to show a person. An API error shows the server's own message (docs/requirements.md#error-format: "server message or
 * {fallback}"); a short plain-text body is shown as is; else the caller's fallback; else "{status}: ...".
 * A network failure or a contract breach always says so in its own words: a fallback such as
 * 'Invalid username or password' would tell a lie about what happened.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) return err.serverMessage ?? shortPlainText(err.bodyText) ?? fallback ?? err.message;
  if (err instanceof NetworkError || err instanceof UnexpectedResponseError) return err.message;
  if (fallback) return fallback;
  if (err instanceof Error && err.message) return err.message;
  return 'Something went wrong. Please try again.';
}

/**
 * True when the request itself failed (no answer, or one that breaks the contract) rather than the server
 * refusing it: such a failure must never be shown as a refusal ('Invalid username or password', 'League Not
 * Found'); it says so in its own words, with a way to try again (docs/decisions/143-errors-toasts-and-sign-in-reasons.md).
 */
export function isRequestFailure(err: unknown): err is NetworkError | UnexpectedResponseError {
  return err instanceof NetworkError || err instanceof UnexpectedResponseError;
}

/** True when the server refused because of a limit (429): the person must wait, its message says how long. */
export function isRateLimited(err: unknown): err is ApiError {
  return err instanceof ApiError && err.status === 429;
}

/** The server's per-field messages of a failed call (empty when there are none). */
export function fieldErrorsOf(err: unknown): FieldErrors {
  return err instanceof ApiError && err.fieldErrors ? err.fieldErrors : {};
}

interface ErrorBody {
  code: ErrorCode | undefined;
  message: string | undefined;
  fieldErrors: FieldErrors | undefined;
}

/** Reads the API's `{ code, message, fieldErrors? }`, tolerating anything else (a proxy's HTML page, plain text). */
function readErrorBody(bodyText: string): ErrorBody {
  const none: ErrorBody = { code: undefined, message: undefined, fieldErrors: undefined };
  if (!bodyText) return none;
  let data: unknown;
  try {
    data = JSON.parse(bodyText);
  } catch {
    return none;
  }
  if (typeof data !== 'object' || data === null) return none;
  const { code, message, fieldErrors } = data as Record<string, unknown>;
  return {
    code: typeof code === 'string' && /^[A-Z_]+$/.test(code) ? (code as ErrorCode) : undefined,
    message: typeof message === 'string' && message.trim() ? message : undefined,
    fieldErrors: isFieldErrors(fieldErrors) ? fieldErrors : undefined,
  };
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  );
}

/** Plain-text bodies (e.g. a proxy's error page) are only worth showing when short and not HTML. */
function shortPlainText(bodyText: string): string | undefined {
  const trimmed = bodyText.trim();
  if (!trimmed || trimmed.length > 200 || trimmed.startsWith('<') || trimmed.startsWith('{')) return undefined;
  return trimmed;
}
