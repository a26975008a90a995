// A shot's flight drawn twice (docs/decisions/443-hidden-modelled-figures-kept-on-the-account.md): from the side (height
// over the distance) and from above (the side over the distance), as SVG scaled to its box, so it never scrolls
// sideways on a phone. Its text alternative says the figures it draws, and which of them the model gave.
import { useId } from 'react';
import { shotFlightPath, shownDistance, type FlightPoint, type LiveShotSession, type UnitSystem } from '@longwood/core';
import { distanceLabel } from '../lib/shot-format';

const WIDTH = 320;
const SIDE_HEIGHT = 110;
const TOP_HEIGHT = 70;
const PAD = 6;

/** A shot as "Live now" and a session's detail send it. */
type Shot = LiveShotSession['shots'][number];

/** "168.9 yd", "4.2 yd right", with "(modelled)" after a figure the model gave. */
function figureText(shot: Shot, system: UnitSystem) {
  const unit = distanceLabel(system);
  const modelled = new Set(shot.modelled ?? []);
  const mark = (figure: string) => (modelled.has(figure as never) ? ' (modelled)' : '');
  const length = (m: number) => `${shownDistance(m, system).toFixed(1)} ${unit}`;
  const parts = [`Carry ${length(shot.carryM ?? 0)}${mark('carryM')}`];
  if (shot.totalM !== null) parts.push(`total ${length(shot.totalM)}${mark('totalM')}`);
  if (shot.apexM !== null && shot.apexM !== undefined) parts.push(`apex ${length(shot.apexM)}${mark('apexM')}`);
  if (shot.offlineM !== null) {
    const side =
      Math.abs(shot.offlineM) < 0.05
        ? 'on line'
        : `${length(Math.abs(shot.offlineM))} ${shot.offlineM > 0 ? 'right' : 'left'}`;
    parts.push(`${side}${mark('offlineM')}`);
  }
  return parts.join(', ');
}

/** The flight of `shot` seen from the side and from above; nothing for a shot without launch data or carry. */
export function FlightChart({ shot, system, title }: { shot: Shot; system: UnitSystem; title: string }) {
  const captionId = useId();
  const path = shotFlightPath(shot);
  if (!path) return null;
  const far = Math.max(...path.map((p) => p.x), 1);
  const high = Math.max(...path.map((p) => p.y), 1);
  const wide = Math.max(...path.map((p) => Math.abs(p.side)), far / 12);
  const x = (m: number) => PAD + (m / far) * (WIDTH - 2 * PAD);
  // The side view keeps the flight's true proportions up to a point; a low flight is stretched to be seen.
  const sideY = (m: number) => SIDE_HEIGHT - PAD - (m / Math.max(high, far / 5)) * (SIDE_HEIGHT - 2 * PAD);
  const topY = (m: number) => TOP_HEIGHT / 2 + (m / wide) * (TOP_HEIGHT / 2 - PAD);
  const line = (y: (p: FlightPoint) => number) =>
    path.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x).toFixed(1)},${y(p).toFixed(1)}`).join(' ');
  const text = figureText(shot, system);
  return (
    <figure className="w-full max-w-md space-y-1" aria-label={title}>
      <svg
        viewBox={`0 0 ${WIDTH} ${SIDE_HEIGHT}`}
        className="h-auto w-full rounded border border-slate-200 bg-sky-50"
        role="img"
        aria-label={`${title}, from the side`}
        aria-describedby={captionId}
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={sideY(0)} y2={sideY(0)} className="stroke-emerald-700" strokeWidth={1} />
        <path d={line((p) => sideY(p.y))} fill="none" className="stroke-slate-800" strokeWidth={2} />
      </svg>
      <svg
        viewBox={`0 0 ${WIDTH} ${TOP_HEIGHT}`}
        className="h-auto w-full rounded border border-slate-200 bg-emerald-50"
        role="img"
        aria-label={`${title}, from above`}
        aria-describedby={captionId}
      >
        <line
          x1={PAD}
          x2={WIDTH - PAD}
          y1={TOP_HEIGHT / 2}
          y2={TOP_HEIGHT / 2}
          className="stroke-slate-400"
          strokeDasharray="4 4"
          strokeWidth={1}
        />
        <path d={line((p) => topY(p.side))} fill="none" className="stroke-slate-800" strokeWidth={2} />
      </svg>
      <figcaption id={captionId} className="text-sm text-slate-600">
        {text}
      </figcaption>
    </figure>
  );
}
