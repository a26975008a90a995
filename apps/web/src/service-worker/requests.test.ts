// What the service worker touches (docs/decisions/204-installable-app-offline-door.md): pages (offline fallback)
// and the offline page's own files, never the API, other origins, writes or the desk.
import { describe, expect, it } from 'vitest';
import { planRequest, type RequestFacts } from './requests';

const ORIGIN = 'https://golf.example';
const KEPT = new Set(['/offline', '/assets/index-abc123.js', '/assets/index-def456.css', '/favicon.svg']);
const get = (path: string, mode: RequestMode = 'no-cors'): RequestFacts => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  mode,
});
const plan = (request: RequestFacts) => planRequest(request, ORIGIN, KEPT);

describe('service worker request plan', () => {
  it('answers every page of the site, with the offline page only when the network fails', () => {
    for (const path of ['/', '/booking', '/account?tab=1', '/offline', '/no-such-page']) {
      expect(plan(get(path, 'navigate')), path).toBe('page');
    }
  });

  it('never touches the API: signed-in answers are never stored, whatever the method', () => {
    for (const path of ['/api/user', '/api/user/bookings', '/api/member/keypad-code', '/api']) {
      expect(plan(get(path, 'cors')), path).toBe('network');
      expect(plan(get(path, 'navigate')), path).toBe('network');
    }
    expect(plan({ method: 'POST', url: `${ORIGIN}/api/logout`, mode: 'cors' })).toBe('network');
  });

  it("serves the offline page's hashed files from its copy, its other files from the network first", () => {
    expect(plan(get('/assets/index-abc123.js', 'cors'))).toBe('cached');
    expect(plan(get('/assets/index-def456.css'))).toBe('cached');
    expect(plan(get('/favicon.svg'))).toBe('fallback');
  });

  it("leaves everything else alone: other files, the desk's pages, other origins, queries, writes", () => {
    expect(plan(get('/assets/daily-chart-page-xyz.js', 'cors'))).toBe('network');
    expect(plan(get('/assets/index-abc123.js?v=2', 'cors'))).toBe('network');
    expect(plan(get('/desk', 'navigate'))).toBe('network');
    expect(plan(get('/desk/requests', 'navigate'))).toBe('network');
    expect(plan(get('/desktop-app', 'navigate'))).toBe('page');
    expect(plan({ method: 'GET', url: 'https://plausible.example/js/script.js', mode: 'no-cors' })).toBe('network');
    expect(plan({ method: 'HEAD', url: `${ORIGIN}/`, mode: 'navigate' })).toBe('network');
  });
});
