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
  // A figure a rounding error away from a half tenth (sums taken in another order: shots one by one, or the stored
  // runs) rounds up either way, so the summary does not depend on the order the values were added in.
  const round = (v: number) => {
    const tenths = v * 10;
    return Math.round(tenths + Math.max(1e-9, Math.abs(tenths) * 1e-9)) / 10;
  };
  // The sd of a scaled measure is the scaled sd: every conversion here is a factor (no offsets).
  return {
    mean: round(convert(spread.mean)),
    median: round(convert(spread.median)),
    sd: round(Math.abs(convert(spread.sd))),
  };
}

/** The k-th smallest (0-based) of the union of sorted arrays, without merging them (each window halves in turn). */
function kthOfSorted(parts: readonly ArrayLike<number>[], k: number): number {
  const lo = parts.map(() => 0);
  const hi = parts.map((p) => p.length);
  const bound = (p: ArrayLike<number>, from: number, to: number, below: (v: number) => boolean) => {
    while (from < to) {
      const mid = (from + to) >>> 1;
      if (below(p[mid]!)) from = mid + 1;
      else to = mid;
    }
    return from;
  };
  for (;;) {
    let widest = 0;
    for (let i = 1; i < parts.length; i++) if (hi[i]! - lo[i]! > hi[widest]! - lo[widest]!) widest = i;
    const pivot = parts[widest]![(lo[widest]! + hi[widest]!) >>> 1]!;
    const less = parts.map((p, i) => bound(p, lo[i]!, hi[i]!, (v) => v < pivot));
    const upTo = parts.map((p, i) => bound(p, less[i]!, hi[i]!, (v) => v <= pivot));
    const below = less.reduce((sum, at, i) => sum + at - lo[i]!, 0);
    const equal = upTo.reduce((sum, at, i) => sum + at - less[i]!, 0);
    if (k < below) {
      less.forEach((at, i) => (hi[i] = at));
    } else if (k < below + equal) {
      return pivot;
    } else {
      k -= below + equal;
      upTo.forEach((at, i) => (lo[i] = at));
    }
  }
}

/**
 * The same spread as `spreadOf`, from values kept as several ascending runs (one per session and club, written at
 * import): the median is selected across the runs instead of sorting them all again.
 */
export function spreadOfSortedParts(parts: readonly ArrayLike<number>[]): Spread | null {
  const filled = parts.filter((p) => p.length > 0);
  let n = 0;
  let sum = 0;
  for (const part of filled) {
    n += part.length;
    for (let i = 0; i < part.length; i++) sum += part[i]!;
  }
  if (n === 0) return null;
  const mean = sum / n;
  let squares = 0;
  for (const part of filled) for (let i = 0; i < part.length; i++) squares += (part[i]! - mean) * (part[i]! - mean);
  const middle = Math.floor(n / 2);
  const median =
    n % 2 === 1 ? kthOfSorted(filled, middle) : (kthOfSorted(filled, middle - 1) + kthOfSorted(filled, middle)) / 2;
  return { mean, median, sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0 };
}
