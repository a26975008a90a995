// What the API fuzzes share: a generated query as its query string, and the 5xx answers of a batch named by their
// requests (write-routes-fuzz, newer-routes-fuzz).
import type { TestResponse } from './http-client';

/** Adds a line for every 5xx among `responses` to `failures`, naming its request by `what(index)`. */
export function collect5xx(
  failures: string[],
  responses: readonly TestResponse[],
  what: (index: number) => string,
): void {
  responses.forEach((res, i) => {
    if (res.status >= 500) failures.push(`${what(i)} → ${res.status} ${res.text}`);
  });
}

/** `?a=1&b=x` from a generated query object (arrays as repeated keys, objects as JSON); '' for none. */
export function queryString(query: unknown): string {
  if (query === undefined || query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value])
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
