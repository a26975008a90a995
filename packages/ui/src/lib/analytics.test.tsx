// @vitest-environment jsdom
import {
  bookingCancelledEvent,
  bookingCreatedEvent,
  bookingLimitReachedEvent,
  bookingSearchEvent,
  contactSubmissionEvent,
} from '@longwood/core';
import { act, render } from '@testing-library/react';
import { usePageViewTracking } from '../app/layout/use-page-view-tracking';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsPath,
  configureAnalytics,
  createAnalytics,
  DEFAULT_PLAUSIBLE_ENDPOINT,
  readAnalyticsConfig,
  trackEvent,
  trackPageView,
  type Analytics,
  type AnalyticsEnv,
  type AnalyticsTransport,
} from './analytics';

const plausibleConfig = {
  provider: 'plausible',
  endpoint: 'https://stats.example.org/api/event',
  siteId: 'longwoodgolf.example',
  respectDoNotTrack: true,
} as const;

function fakeTransport(overrides: Partial<AnalyticsTransport> = {}) {
  const beacons: Array<{ url: string; body: Blob }> = [];
  const sendBeacon = vi.fn((url: string, data: BodyInit) => {
    beacons.push({ url, body: data as Blob });
    return true;
  });
  const fetchSpy = vi.fn(async () => new Response(null, { status: 202 }));
  const transport: AnalyticsTransport = {
    sendBeacon,
    fetch: fetchSpy,
    origin: 'https://longwoodgolf.example',
    referrer: '',
    doNotTrack: false,
    ...overrides,
  };
  return { transport, beacons, sendBeacon, fetchSpy };
}

async function beaconJson(body: Blob): Promise<Record<string, unknown>> {
  return JSON.parse(await body.text()) as Record<string, unknown>;
}

describe('readAnalyticsConfig', () => {
  it('is off unless a known provider and a site id are configured', () => {
    expect(readAnalyticsConfig({})).toEqual({ provider: 'off' });
    expect(readAnalyticsConfig({ VITE_ANALYTICS_PROVIDER: 'plausible' })).toEqual({ provider: 'off' });
    expect(readAnalyticsConfig({ VITE_ANALYTICS_PROVIDER: 'ga5', VITE_ANALYTICS_SITE_ID: 'x' })).toEqual({
      provider: 'off',
    });
    expect(readAnalyticsConfig({ VITE_ANALYTICS_PROVIDER: 'off', VITE_ANALYTICS_SITE_ID: 'x' })).toEqual({
      provider: 'off',
    });
  });

  it('turns Plausible on with the default or a configured endpoint', () => {
    expect(
      readAnalyticsConfig({ VITE_ANALYTICS_PROVIDER: 'Plausible', VITE_ANALYTICS_SITE_ID: 'site.example' }),
    ).toEqual({
      provider: 'plausible',
      endpoint: DEFAULT_PLAUSIBLE_ENDPOINT,
      siteId: 'site.example',
      respectDoNotTrack: true,
    });
    expect(
      readAnalyticsConfig({
        VITE_ANALYTICS_PROVIDER: 'plausible',
        VITE_ANALYTICS_SITE_ID: 'site.example',
        VITE_ANALYTICS_ENDPOINT: 'https://stats.example.org/api/event',
      }),
    ).toMatchObject({ endpoint: 'https://stats.example.org/api/event' });
  });
});

describe('analyticsPath', () => {
  it('drops query strings and fragments and hides reset tokens', () => {
    expect(analyticsPath('/verify-reset?email=jane%40example.com')).toBe('/verify-reset');
    expect(analyticsPath('/#membership')).toBe('/');
    expect(analyticsPath('/reset-password/abc123def456ghi789')).toBe('/reset-password/:token');
    expect(analyticsPath('/booking')).toBe('/booking');
  });
});

describe('off provider (the default)', () => {
  const originalFetch = globalThis.fetch;
  let fetchSpy: ReturnType<typeof vi.fn>;
  let beaconSpy: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchSpy = vi.fn(async () => new Response(null));
    beaconSpy = vi.fn(() => true);
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    Object.defineProperty(navigator, 'sendBeacon', { value: beaconSpy, configurable: true, writable: true });
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends nothing for page views or events with the build settings of a default build', () => {
    // No VITE_ANALYTICS_* variables are set for the test run, exactly like a default build.
    const analytics = createAnalytics(readAnalyticsConfig(import.meta.env as AnalyticsEnv));
    analytics.trackPageView('/booking');
    analytics.trackEvent(bookingSearchEvent({ date: '2026-11-22', simulator: 'Bay 1' }));
    trackPageView('/account');
    trackEvent(contactSubmissionEvent({ interest: 'free_sim_demo' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beaconSpy).not.toHaveBeenCalled();
  });
});

describe('Plausible provider', () => {
  it('sends a page view with the sanitised URL and site id via sendBeacon', async () => {
    const { transport, beacons, fetchSpy } = fakeTransport({ referrer: 'https://google.com/' });
    createAnalytics(plausibleConfig, transport).trackPageView('/verify-reset?email=a%40b.c');
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('https://stats.example.org/api/event');
    expect(beacons[0]?.body.type).toBe('text/plain');
    expect(await beaconJson(beacons[0]!.body)).toEqual({
      name: 'pageview',
      url: 'https://longwoodgolf.example/verify-reset',
      domain: 'longwoodgolf.example',
      referrer: 'https://google.com/',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends booking created with its name, duration category, weekday and time of day', async () => {
    const { transport, beacons } = fakeTransport();
    createAnalytics(plausibleConfig, transport).trackEvent(
      bookingCreatedEvent({
        simulator: 'Bay 2',
        bookingDate: '2026-11-24',
        startTime: '18:30:00',
        endTime: '20:00:00',
      }),
    );
    expect(await beaconJson(beacons[0]!.body)).toMatchObject({
      name: 'booking_created',
      domain: 'longwoodgolf.example',
      props: {
        simulator: 'Bay 2',
        date: '2026-11-24',
        time: '18:30',
        dateTime: '2026-11-24T18:30',
        duration: 1.5,
        durationCategory: 'medium',
        dayOfWeek: 'Tuesday',
        timeOfDay: 'evening',
      },
    });
  });

  it.each([
    [
      bookingCancelledEvent({ simulator: 'Bay 1' }),
      'booking_cancelled',
      { simulator: 'Bay 1', reason: 'not provided' },
    ],
    [
      bookingSearchEvent({ date: '2026-11-22', simulator: 'Bay 1' }),
      'booking_search',
      { date: '2026-11-22', simulator: 'Bay 1' },
    ],
    [
      bookingLimitReachedEvent({ date: '2026-11-22', hoursBooked: 4 }),
      'booking_limit_reached',
      { date: '2026-11-22', hoursBooked: 4, max: 4 },
    ],
    [contactSubmissionEvent({ interest: 'free_sim_demo' }), 'contact_submission', { interest: 'free_sim_demo' }],
  ])('sends %#: the event name and props as built by core', async (event, name, props) => {
    const { transport, beacons } = fakeTransport();
    createAnalytics(plausibleConfig, transport).trackEvent(event);
    expect(await beaconJson(beacons[0]!.body)).toMatchObject({ name, props });
  });

  it('classifies durations and start hours for the booking events', () => {
    const created = (startTime: string, endTime: string) =>
      bookingCreatedEvent({ simulator: 'Bay 1', bookingDate: '2026-11-22', startTime, endTime }).properties;
    expect(created('05:00:00', '06:00:00')).toMatchObject({ durationCategory: 'short', timeOfDay: 'morning' });
    expect(created('12:00:00', '14:00:00')).toMatchObject({ durationCategory: 'medium', timeOfDay: 'afternoon' });
    expect(created('21:00:00', '23:30:00')).toMatchObject({ durationCategory: 'long', timeOfDay: 'night' });
    expect(created('04:30:00', '05:00:00')).toMatchObject({ durationCategory: 'short', timeOfDay: 'night' });
  });

  it('falls back to fetch(keepalive) when the beacon is refused', () => {
    const { transport, fetchSpy } = fakeTransport({ sendBeacon: vi.fn(() => false) });
    createAnalytics(plausibleConfig, transport).trackPageView('/');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://stats.example.org/api/event');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'pageview', url: 'https://longwoodgolf.example/' });
  });

  it('respects Do Not Track / Global Privacy Control', () => {
    const { transport, sendBeacon, fetchSpy } = fakeTransport({ doNotTrack: true });
    const analytics = createAnalytics(plausibleConfig, transport);
    analytics.trackPageView('/');
    analytics.trackEvent(bookingSearchEvent({ date: '2026-11-22', simulator: 'Bay 1' }));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('never throws into the app when sending fails', () => {
    const { transport } = fakeTransport({
      sendBeacon: () => {
        throw new TypeError('blocked');
      },
    });
    expect(() => createAnalytics(plausibleConfig, transport).trackPageView('/')).not.toThrow();
  });
});

describe('usePageViewTracking', () => {
  afterEach(() => {
    configureAnalytics(createAnalytics({ provider: 'off' }));
  });

  it('reports one page view per path change, not per query change', async () => {
    const pageViews: string[] = [];
    const recorder: Analytics = { trackPageView: (p) => pageViews.push(p), trackEvent: () => {} };
    configureAnalytics(recorder);

    let go: (to: string) => void = () => {};
    function Tracker() {
      usePageViewTracking();
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    const router = createMemoryRouter([{ path: '*', element: <Tracker /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);

    await act(async () => go('/booking'));
    await act(async () => go('/booking?date=2026-11-22'));
    await act(async () => go('/account'));
    expect(pageViews).toEqual(['/', '/booking', '/account']);
  });
});
