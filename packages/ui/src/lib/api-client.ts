// The one fetch wrapper for the whole UI (SPEC §7/§8). Every call sends the session cookie, sends JSON only
// when there is a body, and turns any non-success response into an ApiError whose message is
// "{status}: {body text or statusText}" so that generic error displays match the spec word for word.

export type On401 = 'null' | 'throw';

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

let apiBaseUrl = '';

/** The web build calls its own origin; the desktop build points this at the facility's server. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url.replace(/\/+$/, '');
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(`${apiBaseUrl}${path}`, init);
  await throwIfNotOk(res);
  return res;
}

/** JSON body of a successful request, or null for 204/empty bodies. */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * A query is a GET of its path with a JSON response. Some reads treat 401 as "nothing" (e.g. the session
 * read: 401 means signed out), others must fail so the screen can say so.
 */
export async function getQuery<T>(path: string, options: { on401: 'null' }): Promise<T | null>;
export async function getQuery<T>(path: string, options?: { on401: 'throw' }): Promise<T>;
export async function getQuery<T>(path: string, options: { on401: On401 } = { on401: 'throw' }): Promise<T | null> {
  const res = await fetch(`${apiBaseUrl}${path}`, { credentials: 'include' });
  if (options.on401 === 'null' && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/**
 * The text to show a person in a toast. Server errors are JSON {message, fieldErrors?}; the ApiError message
 * carries that JSON after "{status}: ", so prefer the server's own message and fall back to the caller's text.
 */
export function errorMessage(err: unknown, fallback?: string): string {
  if (err instanceof ApiError) {
    const parsed = parseServerMessage(err.bodyText);
    if (parsed) return parsed;
    if (fallback) return fallback;
    return err.message;
  }
  if (fallback) return fallback;
  if (err instanceof Error && err.message) return err.message;
  return 'Something went wrong. Please try again.';
}

function parseServerMessage(bodyText: string): string | null {
  if (!bodyText) return null;
  try {
    const data: unknown = JSON.parse(bodyText);
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
    return null;
  } catch {
    // Plain-text bodies (e.g. a proxy's error page) are only useful when short.
    const trimmed = bodyText.trim();
    return trimmed.length > 0 && trimmed.length <= 200 && !trimmed.startsWith('<') ? trimmed : null;
  }
}
