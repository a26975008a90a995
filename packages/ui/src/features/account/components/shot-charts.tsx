// The Game panel's charts, drawn as SVG that scales to the card (a phone's width too): where a club's shots landed
// (carry against offline) and how its carry and ball speed moved from session to session. Each chart says in its
// label what it shows, for screen readers; the gapping table holds the same figures as text.
import type { ReactNode } from 'react';
import { shownDistance, shownSpeed, type Shot, type UnitSystem } from '@longwood/core';
import { distanceLabel, speedLabel } from '../lib/shot-format';

const W = 320;
const H = 220;
const PAD = { left: 40, right: 12, top: 12, bottom: 30 };

function ticks(min: number, max: number, count = 4): number[] {
  const step = (max - min) / count;
  return Array.from({ length: count + 1 }, (_, i) => min + step * i);
}

/** A chart's frame: the scalable SVG with its accessible label, and the caption under it. */
function ChartFrame({ label, caption, children }: { label: string; caption: string; children: ReactNode }) {
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-md" role="img" aria-label={label}>
        {children}
      </svg>
      <figcaption className="text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}

/** Horizontal grid lines with their values on the left. */
function YGrid({ low, high, sy }: { low: number; high: number; sy: (y: number) => number }) {
  return ticks(low, high).map((t) => (
    <g key={t}>
      <line x1={PAD.left} x2={W - PAD.right} y1={sy(t)} y2={sy(t)} stroke="#f1f5f9" />
      <text x={PAD.left - 4} y={sy(t) + 4} textAnchor="end" fontSize="10" fill="#475569">
        {Math.round(t)}
      </text>
    </g>
  ));
}

export function DispersionChart({ shots, club, system }: { shots: readonly Shot[]; club: string; system: UnitSystem }) {
  const points = shots
    .filter((s) => s.club === club && s.carryM !== null && s.offlineM !== null)
    .map((s) => ({ x: shownDistance(s.offlineM!, system), y: shownDistance(s.carryM!, system) }));
  const unit = distanceLabel(system);
  if (points.length === 0) {
    return <p className="text-sm text-slate-600">No shots with carry and offline readings for {club} yet.</p>;
  }
  const side = Math.max(10, ...points.map((p) => Math.abs(p.x))) * 1.1;
  const low = Math.max(0, Math.min(...points.map((p) => p.y)) * 0.9);
  const high = Math.max(...points.map((p) => p.y)) * 1.05 + 1;
  const sx = (x: number) => PAD.left + ((x + side) / (2 * side)) * (W - PAD.left - PAD.right);
  const sy = (y: number) => H - PAD.bottom - ((y - low) / (high - low)) * (H - PAD.top - PAD.bottom);
  return (
    <ChartFrame
      label={`Dispersion of ${points.length} ${club} shots: carry from ${Math.round(low)} to ${Math.round(high)} ${unit}, offline within ${Math.round(side)} ${unit} left or right`}
      caption={`Carry (${unit}, up) against offline (${unit}, left and right of the target line)`}
    >
      <line x1={sx(0)} x2={sx(0)} y1={PAD.top} y2={H - PAD.bottom} stroke="#cbd5e1" strokeDasharray="4 3" />
      <YGrid low={low} high={high} sy={sy} />
      {[-side, 0, side].map((t) => (
        <text key={t} x={sx(t)} y={H - 12} textAnchor="middle" fontSize="10" fill="#475569">
          {t === 0 ? '0' : `${Math.round(Math.abs(t))} ${t < 0 ? 'L' : 'R'}`}
        </text>
      ))}
      {points.map((p, i) => (
        <circle key={i} cx={sx(p.x)} cy={sy(p.y)} r="3.5" fill="#059669" fillOpacity="0.6" />
      ))}
    </ChartFrame>
  );
}

export interface TrendPoint {
  date: string;
  carryM: number;
  ballSpeedMps: number | null;
}

function LineChart({
  values,
  label,
  unit,
}: {
  values: { date: string; value: number }[];
  label: string;
  unit: string;
}) {
  const low = Math.min(...values.map((v) => v.value)) * 0.97;
  const high = Math.max(...values.map((v) => v.value)) * 1.03 + 0.1;
  const sx = (i: number) =>
    PAD.left + (values.length === 1 ? 0.5 : i / (values.length - 1)) * (W - PAD.left - PAD.right);
  const sy = (y: number) => H - PAD.bottom - ((y - low) / (high - low)) * (H - PAD.top - PAD.bottom);
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${sx(i).toFixed(1)},${sy(v.value).toFixed(1)}`).join(' ');
  return (
    <ChartFrame
      label={`${label} by session: ${values.map((v) => `${v.date} ${Math.round(v.value)} ${unit}`).join(', ')}`}
      caption={`${label} (${unit}), mean per session`}
    >
      <YGrid low={low} high={high} sy={sy} />
      <path d={path} fill="none" stroke="#059669" strokeWidth="2" />
      {values.map((v, i) => (
        <circle key={i} cx={sx(i)} cy={sy(v.value)} r="3" fill="#047857" />
      ))}
      <text x={sx(0)} y={H - 12} textAnchor="start" fontSize="10" fill="#475569">
        {values[0]!.date.slice(5)}
      </text>
      <text x={sx(values.length - 1)} y={H - 12} textAnchor="end" fontSize="10" fill="#475569">
        {values[values.length - 1]!.date.slice(5)}
      </text>
    </ChartFrame>
  );
}

export function TrendCharts({ points, club, system }: { points: TrendPoint[]; club: string; system: UnitSystem }) {
  if (points.length === 0) return <p className="text-sm text-slate-600">No sessions with {club} yet.</p>;
  const carry = points.map((p) => ({ date: p.date, value: shownDistance(p.carryM, system) }));
  const speed = points.flatMap((p) =>
    p.ballSpeedMps === null ? [] : [{ date: p.date, value: shownSpeed(p.ballSpeedMps, system) }],
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LineChart values={carry} label={`${club} carry`} unit={distanceLabel(system)} />
      {speed.length > 0 ? <LineChart values={speed} label={`${club} ball speed`} unit={speedLabel(system)} /> : null}
    </div>
  );
}
