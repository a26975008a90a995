// The page the installed app (and the site) opens when the phone has no connection: "You are offline", with the
// member's next bookings and the entrance code this device last loaded (lib/door-pass.ts, at most 24 hours old),
// each with when it was saved. The service worker answers a navigation it cannot send with this page's HTML
// (/offline), and the web entry draws it instead of the app whenever the device reports no connection
// (docs/decisions/204-installable-app-offline-door.md). It needs nothing from the network: no session, no API.
import { useEffect, useState } from 'react';
import {
  facilityZoneLabel,
  addDaysToDateString,
  facilityInstant,
  facilityNow,
  formatDateLong,
  formatTime12h,
  formatTimeRange,
  minutesToTime,
} from '@longwood/core';
import { Button } from '../../components/ui/button';
import { facility, telHref } from '../../config/facility';
import { readDoorPass, type DoorPass } from '../../lib/door-pass';

const OFFLINE_TITLE = 'You are offline';

/** When a part was saved, as a person at the door reads it: 'today at 1:30 PM EST' (it is never over a day old). */
export function savedWhen(savedAt: string, now: Date): string {
  const saved = facilityNow(new Date(savedAt));
  const today = facilityNow(now).date;
  const day =
    saved.date === today
      ? 'today'
      : saved.date === addDaysToDateString(today, -1)
        ? 'yesterday'
        : `on ${formatDateLong(saved.date)}`;
  return `${day} at ${formatTime12h(minutesToTime(saved.minutes))} ${facilityZoneLabel(saved.date)}`;
}

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** What the status says about the saved details: when the older of them was saved. */
function statusText(pass: DoorPass | null | undefined, now: Date): string {
  if (pass === undefined) return 'Reading what this device saved...';
  const times = [pass?.code?.savedAt, pass?.bookings?.savedAt].filter((t): t is string => Boolean(t)).sort();
  if (!times[0]) return 'There is no connection, and this device has no entrance code or bookings saved.';
  return `There is no connection. The details below are what this device saved ${savedWhen(times[0], now)}; they may have changed since.`;
}

/**
 * The offline page for a given pass: `undefined` while it is being read (the prerendered HTML), `null` when the
 * device has nothing saved.
 */
export function OfflineDoorView({ pass, now }: { pass: DoorPass | null | undefined; now: Date }) {
  const upcoming = pass?.bookings?.items.filter((b) => facilityInstant(b.date, b.endTime).getTime() > now.getTime());
  const today = facilityNow(now).date;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900">
      <header className="bg-emerald-800 text-white">
        <p className="mx-auto max-w-xl px-4 py-3 text-lg font-semibold">{facility.name}</p>
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 space-y-5 px-4 py-6">
        <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h1 className="text-2xl font-bold text-slate-900">{OFFLINE_TITLE}</h1>
          <p className="mt-2 text-slate-800">{statusText(pass, now)}</p>
        </div>

        <section aria-labelledby="offline-code-heading" className={sectionClass}>
          <h2 id="offline-code-heading" className="text-lg font-semibold">
            Entrance code
          </h2>
          {pass?.code ? (
            <>
              <p
                className="mt-3 break-all font-mono text-5xl font-bold tracking-[0.2em] text-slate-900"
                data-testid="offline-entrance-code"
              >
                {pass.code.value}
              </p>
              <p className="mt-2 text-sm text-slate-600">Saved {savedWhen(pass.code.savedAt, now)}.</p>
            </>
          ) : pass !== undefined ? (
            <p className="mt-2 text-slate-700">
              No entrance code is saved on this device. When you are online, open Entrance Code in your account menu:
              this device then keeps it for 24 hours.
            </p>
          ) : null}
        </section>

        <section aria-labelledby="offline-bookings-heading" className={sectionClass}>
          <h2 id="offline-bookings-heading" className="text-lg font-semibold">
            Your next bookings
          </h2>
          {pass?.bookings && upcoming ? (
            <>
              {upcoming.length > 0 ? (
                <ul className="mt-3 divide-y divide-slate-200" data-testid="offline-bookings">
                  {upcoming.map((b) => (
                    <li key={`${b.date} ${b.startTime} ${b.bay}`} className="py-2">
                      <p className="font-medium">
                        {b.date === today ? 'Today, ' : ''}
                        {formatDateLong(b.date)}
                      </p>
                      <p className="text-slate-700">
                        {formatTimeRange(b.startTime, b.endTime, { zoneOn: b.date })} · {b.bay}
                      </p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-700">No bookings ahead.</p>
              )}
              <p className="mt-2 text-sm text-slate-600">Saved {savedWhen(pass.bookings.savedAt, now)}.</p>
            </>
          ) : pass !== undefined ? (
            <p className="mt-2 text-slate-700">No bookings are saved on this device.</p>
          ) : null}
        </section>

        <div className="space-y-3 text-slate-700">
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <p>
            Need to get in now? Call the front desk at{' '}
            <a
              href={telHref(facility.phone)}
              className="whitespace-nowrap font-medium text-emerald-800 underline underline-offset-2"
            >
              {facility.phone}
            </a>
            .
          </p>
        </div>
      </main>
    </div>
  );
}

/** The offline page as the browser shows it: the pass read from this device, the title said. */
export function OfflineDoorPage() {
  const [now] = useState(() => new Date());
  const [pass] = useState(() => readDoorPass(now));
  useEffect(() => {
    document.title = `${OFFLINE_TITLE} | ${facility.name}`;
  }, []);
  return <OfflineDoorView pass={pass} now={now} />;
}
