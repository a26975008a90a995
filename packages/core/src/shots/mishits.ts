// Mis-hits (docs/decisions/238-shot-exclusions-and-mishits.md): a shot whose carry is under 65 % of its club's median
// carry in the same session is flagged as a likely mis-hit (a top, a chunk, a shank: not the club's distance). A
// member or their coach may exclude any shot, or keep a flagged one; "good" shots are the kept ones: every shot not
// excluded, except flagged ones nobody kept. The summary counts every recorded shot, or only good ones on request.

/** A shot carrying less than this share of its club's median carry (same session) is a likely mis-hit. */
export const MISHIT_CARRY_SHARE = 0.65;

/** For each shot, whether it is a likely mis-hit: its carry under MISHIT_CARRY_SHARE of its club's median carry. */
export function likelyMishits(shots: readonly { club: string; carryM: number | null }[]): boolean[] {
  const carries = new Map<string, number[]>();
  for (const shot of shots) {
    if (shot.carryM === null) continue;
    const list = carries.get(shot.club);
    if (list) list.push(shot.carryM);
    else carries.set(shot.club, [shot.carryM]);
  }
  const medians = new Map<string, number>();
  for (const [club, list] of carries) {
    const sorted = [...list].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    medians.set(club, sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
  }
  return shots.map((shot) => {
    const median = medians.get(shot.club);
    return shot.carryM !== null && median !== undefined && median > 0 && shot.carryM < MISHIT_CARRY_SHARE * median;
  });
}

/**
 * Whether a shot counts among the good ones: `excluded` is the member's (or coach's) choice, null when nobody chose,
 * and then a flagged mis-hit is left out.
 */
export function isGoodShot(shot: { excluded: boolean | null; likelyMishit: boolean }): boolean {
  return shot.excluded === null ? !shot.likelyMishit : !shot.excluded;
}
