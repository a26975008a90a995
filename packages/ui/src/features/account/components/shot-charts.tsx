// The Game panel's charts, drawn with recharts (the product's one chart library, as the daily chart's and the
// insights' bars; docs/decisions/239-shot-charts-on-recharts.md): where a club's shots landed (carry against offline)
// with the club's mean ± spread drawn as an ellipse, and how its carry and ball speed moved from session to session.
// Each chart is one image with a label saying what it shows, for screen readers; the gapping table holds the same
// figures as text. recharts reaches only the account page's chunk (a lazy route), never /booking's or the landing's.
import type { ReactNode } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  XAxis,
  YAxis,
  ZAxis,
  ReferenceLine,
} from 'recharts';
import { shownDistance, shownSpeed, spreadOf, type Shot, type UnitSystem } from '@longwood/core';
import { distanceLabel, speedLabel } from '../lib/shot-format';

const GREEN = '#059669';
const TICK = { fontSize: 10, fill: '#475569' };
/** Points on the ellipse's outline: enough for a smooth curve at the card's size. */
const ELLIPSE_STEPS = 48;

/** A chart's frame: one image with its accessible label (the chart inside is its picture), the caption under it. */
function ChartFrame({ label, caption, children }: { label: string; caption: string; children: ReactNode }) {
  return (
    <figure>
      <div role="img" aria-label={label} className="h-56 w-full max-w-md">
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <figcaption className="text-xs text-slate-600">{caption}</figcaption>
    </figure>
  );
}

/** The outline of the ellipse centred on the means with the spreads (one standard deviation) as its radii. */
function ellipseOutline(x: { mean: number; sd: number }, y: { mean: number; sd: number }) {
  return Array.from({ length: ELLIPSE_STEPS + 1 }, (_, i) => {
    const angle = (2 * Math.PI * i) / ELLIPSE_STEPS;
    return { x: x.mean + x.sd * Math.cos(angle), y: y.mean + y.sd * Math.sin(angle) };
  });
}

const noMarker = () => <g />;

export function DispersionChart({ shots, club, system }: { shots: readonly Shot[]; club: string; system: UnitSystem }) {
  const points = shots
    .filter((s) => s.club === club && s.carryM !== null && s.offlineM !== null)
    .map((s) => ({ x: shownDistance(s.offlineM!, system), y: shownDistance(s.carryM!, system) }));
  const unit = distanceLabel(system);
  if (points.length === 0) {
    return <p className="text-sm text-slate-600">No shots with carry and offline readings for {club} yet.</p>;
  }
  const offline = spreadOf(points.map((p) => p.x))!;
  const carry = spreadOf(points.map((p) => p.y))!;
  const outline = ellipseOutline(offline, carry);
  const side = Math.max(10, ...points.map((p) => Math.abs(p.x)), ...outline.map((p) => Math.abs(p.x))) * 1.1;
  const low = Math.max(0, Math.min(...points.map((p) => p.y), carry.mean - carry.sd) * 0.9);
  const high = Math.max(...points.map((p) => p.y), carry.mean + carry.sd) * 1.05 + 1;
  const r = Math.round;
  const sideText = (t: number) => (r(t) === 0 ? '0' : `${r(Math.abs(t))} ${t < 0 ? 'L' : 'R'}`);
  return (
    <ChartFrame
      label={`Dispersion of ${points.length} ${club} shots: carry from ${r(low)} to ${r(high)} ${unit}, offline within ${r(side)} ${unit} left or right; mean ± spread carry ${r(carry.mean)} ± ${r(carry.sd)} ${unit}, offline ${sideText(offline.mean)} ± ${r(offline.sd)} ${unit}`}
      caption={`Carry (${unit}, up) against offline (${unit}, left and right of the target line); the ellipse is the mean ± spread of both`}
    >
      <ScatterChart margin={{ top: 8, right: 12, left: -8, bottom: 0 }}>
        <CartesianGrid stroke="#f1f5f9" />
        <XAxis
          type="number"
          dataKey="x"
          domain={[-side, side]}
          ticks={[-side, 0, side]}
          tickFormatter={sideText}
          tick={TICK}
          allowDataOverflow
        />
        <YAxis type="number" dataKey="y" domain={[low, high]} tickFormatter={(v: number) => `${r(v)}`} tick={TICK} />
        <ZAxis range={[40, 40]} />
        <ReferenceLine x={0} stroke="#cbd5e1" strokeDasharray="4 3" />
        <Scatter data={points} fill={GREEN} fillOpacity={0.6} isAnimationActive={false} />
        <Scatter
          data={outline}
          line={{ stroke: '#047857', strokeWidth: 1.5 }}
          shape={noMarker}
          legendType="none"
          isAnimationActive={false}
        />
      </ScatterChart>
    </ChartFrame>
  );
}

export interface TrendPoint {
  date: string;
  carryM: number;
  ballSpeedMps: number | null;
}

function TrendLine({
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
  return (
    <ChartFrame
      label={`${label} by session: ${values.map((v) => `${v.date} ${Math.round(v.value)} ${unit}`).join(', ')}`}
      caption={`${label} (${unit}), mean per session`}
    >
      <LineChart data={values} margin={{ top: 8, right: 12, left: -8, bottom: 0 }}>
        <CartesianGrid stroke="#f1f5f9" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} tick={TICK} minTickGap={16} />
        <YAxis domain={[low, high]} tickFormatter={(v: number) => `${Math.round(v)}`} tick={TICK} />
        <Line
          dataKey="value"
          stroke={GREEN}
          strokeWidth={2}
          dot={{ r: 3, fill: '#047857' }}
          isAnimationActive={false}
        />
      </LineChart>
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
      <TrendLine values={carry} label={`${club} carry`} unit={distanceLabel(system)} />
      {speed.length > 0 ? <TrendLine values={speed} label={`${club} ball speed`} unit={speedLabel(system)} /> : null}
    </div>
  );
}
