// Mean, median and spread of one measure over a club's shots, for the gapping table and the summary route.

export interface Spread {
  mean: number;
  median: number;
  /** Sample standard deviation (n − 1); 0 for a single shot. */
  sd: number;
}

/** Null when no shot has the measure (a device that does not read spin gives no spin figures, not zeros). */
export function spreadOf(values: readonly number[]): Spread | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  const mean = sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) * (v - mean);
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(n / 2);
  const median = n % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { mean, median, sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0 };
}

/** Every figure of a spread through `convert` (a unit change) and rounded to one decimal. */
export function convertSpread(spread: Spread | null, convert: (value: number) => number): Spread | null {
  if (!spread) return null;
  const round = (v: number) => Math.round(v * 10) / 10;
  // The sd of a scaled measure is the scaled sd: every conversion here is a factor (no offsets).
  return {
    mean: round(convert(spread.mean)),
    median: round(convert(spread.median)),
    sd: round(Math.abs(convert(spread.sd))),
  };
}
