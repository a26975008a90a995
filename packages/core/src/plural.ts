// The ONE plural rule for counts shown to people, on screens and in e-mails: "1 booking", "2 bookings",
// "0 requests", "1 entry". English needs only one and other; the plural is given where adding "s" is wrong.

/** The noun that goes with `count`: `one` for exactly 1, else `other` (by default `one` + "s"). */
export function pluralNoun(count: number, one: string, other = `${one}s`): string {
  return count === 1 ? one : other;
}

/**
 * Every bay, said as many as there are: 'the bay' (one), 'both bays' (two), 'all 6 bays' (more): no screen says "both
 * bays" to a facility with six.
 */
export function everyBay(count: number): string {
  if (count <= 1) return 'the bay';
  return count === 2 ? 'both bays' : `all ${count} bays`;
}

/** `count` with its noun, the count grouped as in en-US: "1 booking", "1,200 bookings", "3 entries". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${pluralNoun(count, one, other)}`;
}
