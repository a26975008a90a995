// Web analytics adapter (docs/requirements.md#analytics-events, docs/requirements.md#api-conventions: page views and custom events go to a web analytics service).
// One small interface, a Plausible-compatible provider behind a build setting, and OFF by default: unless
// VITE_ANALYTICS_PROVIDER is set, nothing leaves the machine (docs/decisions/060-web-analytics.md).
// Event names and props come from the pure builders in @longwood/core (analytics.ts); this file only ships them.
import type { AnalyticsEvent } from '@longwood/core';
import { buildEnv } from '../config/build-env';

export type { AnalyticsEvent };

export interface Analytics {
  trackPageView(path: string): void;
  trackEvent(event: AnalyticsEvent): void;
}

export type AnalyticsConfig =
  { provider: 'off' } | { provider: 'plausible'; endpoint: string; siteId: string; respectDoNotTrack: boolean };

export const DEFAULT_PLAUSIBLE_ENDPOINT = 'https://plausible.io/api/event';

export interface AnalyticsEnv {
  VITE_ANALYTICS_PROVIDER?: string | undefined;
  VITE_ANALYTICS_ENDPOINT?: string | undefined;
  VITE_ANALYTICS_SITE_ID?: string | undefined;
}

/**
 * Build-time settings → config. Anything unknown or incomplete means OFF: a typo must not start sending
 * data somewhere, and a missing site id would only produce rejected requests.
 */
export function readAnalyticsConfig(env: AnalyticsEnv): AnalyticsConfig {
  const provider = env.VITE_ANALYTICS_PROVIDER?.trim().toLowerCase();
  const siteId = env.VITE_ANALYTICS_SITE_ID?.trim();
  if (provider !== 'plausible' || !siteId) return { provider: 'off' };
  const endpoint = env.VITE_ANALYTICS_ENDPOINT?.trim() || DEFAULT_PLAUSIBLE_ENDPOINT;
  return { provider: 'plausible', endpoint, siteId, respectDoNotTrack: true };
}

/**
 * The path as reported: no query string or fragment (they can carry an e-mail address, e.g.
 * /verify-reset?email=...), and the secret in /reset-password/:token replaced by the route pattern.
 */
export function analyticsPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  return bare.replace(/^\/reset-password\/[^/]+/, '/reset-password/:token');
}

/** The browser pieces a provider needs, injectable so tests can observe what would be sent. */
export interface AnalyticsTransport {
  sendBeacon?: ((url: string, data: BodyInit) => boolean) | undefined;
  fetch?: typeof fetch | undefined;
  origin: string;
  referrer: string;
  doNotTrack: boolean;
}

function browserTransport(): AnalyticsTransport {
  const nav: (Navigator & { globalPrivacyControl?: boolean }) | undefined =
    typeof navigator === 'undefined' ? undefined : navigator;
  return {
    sendBeacon: nav?.sendBeacon ? nav.sendBeacon.bind(nav) : undefined,
    fetch: typeof fetch === 'function' ? fetch.bind(globalThis) : undefined,
    origin: typeof location === 'undefined' ? '' : location.origin,
    referrer: typeof document === 'undefined' ? '' : document.referrer,
    doNotTrack: nav?.doNotTrack === '1' || nav?.globalPrivacyControl === true,
  };
}

const noop: Analytics = { trackPageView: () => {}, trackEvent: () => {} };

/**
 * Plausible Events API: POST {name, url, domain, referrer, props}. Sent as text/plain (like Plausible's own
 * script) so the browser needs no CORS preflight; sendBeacon survives page unloads, fetch(keepalive) is the
 * fallback. Analytics must never break the app, so every failure is swallowed.
 */
function plausible(
  config: Extract<AnalyticsConfig, { provider: 'plausible' }>,
  transport: AnalyticsTransport,
): Analytics {
  const send = (name: string, path: string, props?: AnalyticsEvent['properties']) => {
    const payload: Record<string, unknown> = {
      name,
      url: `${transport.origin}${analyticsPath(path)}`,
      domain: config.siteId,
      referrer: transport.referrer || null,
    };
    if (props && Object.keys(props).length > 0) payload.props = props;
    const body = JSON.stringify(payload);
    try {
      if (transport.sendBeacon?.(config.endpoint, new Blob([body], { type: 'text/plain' }))) return;
      void transport
        .fetch?.(config.endpoint, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'text/plain' },
          keepalive: true,
          credentials: 'omit',
        })
        .catch(() => {});
    } catch {
      // Blocked by an extension or CSP: the member's booking matters more than our statistics.
    }
  };
  const currentPath = () => (typeof location === 'undefined' ? '/' : location.pathname);
  return {
    trackPageView: (path) => send('pageview', path),
    // The name already carries category and action ('booking_created'); properties become Plausible props.
    trackEvent: (event) => send(event.name, currentPath(), event.properties),
  };
}

export function createAnalytics(
  config: AnalyticsConfig,
  transport: AnalyticsTransport = browserTransport(),
): Analytics {
  if (config.provider === 'off') return noop;
  if (config.respectDoNotTrack && transport.doNotTrack) return noop;
  return plausible(config, transport);
}

// The analytics settings come from the build (config/build-env.ts).
let active: Analytics | undefined;

function current(): Analytics {
  active ??= createAnalytics(readAnalyticsConfig(buildEnv));
  return active;
}

/** Replace the analytics in use (desktop build with its own settings, tests). */
export function configureAnalytics(analytics: Analytics): void {
  active = analytics;
}

export function trackPageView(path: string): void {
  current().trackPageView(path);
}

export function trackEvent(event: AnalyticsEvent): void {
  current().trackEvent(event);
}
