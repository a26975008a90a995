// Bars by hour of the day, drawn with recharts (the product's one chart library): the daily chart's bay hours and the
// insights' occupancy. Hidden from assistive technology: each screen gives the same figures as text beside it.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '../lib/cn';

export function HourBars({
  data,
  domainMax,
  unit,
  tooltip,
  testId,
  className,
}: {
  /** One entry per hour: its label and its value. */
  data: ReadonlyArray<{ hour: string; value: number }>;
  domainMax: number;
  unit?: string;
  /** The tooltip's value text and name, e.g. ['2.5 h', 'Bay hours']. */
  tooltip: (value: number) => [string, string];
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn('h-64 w-full', className)} data-testid={testId} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: a focusable chart inside aria-hidden would be reached but never announced. */}
        <BarChart data={[...data]} margin={{ top: 8, right: 8, left: -16, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="hour" interval={2} tick={{ fontSize: 11 }} />
          <YAxis allowDecimals unit={unit} domain={[0, domainMax]} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(v) => tooltip(Number(v))} />
          <Bar dataKey="value" fill="#059669" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
