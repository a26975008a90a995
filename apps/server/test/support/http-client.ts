// A tiny cookie-carrying HTTP client over global fetch, standing in for a browser in integration
// tests. Unsafe requests send `Origin: <baseUrl>` by default, as a browser on the SPA would.
// Response bodies default to `any` on purpose: tests read arbitrary JSON and assert on it.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else the text. */
  body: T;
  text: string;
  /** The body's bytes as sent (text drops a UTF-8 byte-order mark, as fetch's text() does). */
  bytes: Uint8Array;
  /** Raw Set-Cookie header lines of this response. */
  setCookies: string[];
}

export interface RequestOptions {
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Origin header for unsafe methods: default the app's own origin; null sends none. */
  origin?: string | null;
  /** Send this exact string as the body (e.g. malformed JSON) instead of JSON.stringify(body). */
  rawBody?: string;
  /** Send this form as multipart/form-data (fetch writes the boundary) instead of a JSON body. */
  form?: FormData;
}

export interface TestClient {
  readonly baseUrl: string;
  request<T = any>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  patch<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = any>(path: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Current cookie jar as name → value. */
  cookies(): Record<string, string>;
  /** The same cookies, pointed at another base URL (another app instance on the same DB). */
  withBaseUrl(baseUrl: string): TestClient;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function updateJar(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [k = '', v = ''] = a.split('=').map((s) => s.trim());
      if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

export function createTestClient(baseUrl: string, jar: Map<string, string> = new Map()): TestClient {
  const request = async <T>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> => {
    const upper = method.toUpperCase();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (UNSAFE.has(upper) && options.origin !== null) headers.origin = options.origin ?? baseUrl;
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | FormData | undefined;
    if (options.form !== undefined) payload = options.form;
    else if (options.rawBody !== undefined) payload = options.rawBody;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (typeof payload === 'string') headers['content-type'] ??= 'application/json';
    const res = await fetch(new URL(path, baseUrl), { method: upper, headers, body: payload, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie();
    updateJar(jar, setCookies);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text !== '') parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text, bytes, setCookies };
  };
  return {
    baseUrl,
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
    patch: (path, body, options) => request('PATCH', path, body, options),
    delete: (path, body, options) => request('DELETE', path, body, options),
    cookies: () => Object.fromEntries(jar),
    withBaseUrl: (other) => createTestClient(other, new Map(jar)),
  };
}

/** How many responses came back with each status: { 201: 1, 409: 19 }. */
export function statusCounts(responses: TestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}
