// A match-play league's matches as they are played (docs/decisions/294-live-match-state.md): each match's state from
// the holes both sides have posted from their phones (or the cards saved on the sheet), net with the strokes each
// side receives per hole, in the words golfers use ('Pat Walker 2 UP thru 7', 'Pat Walker won 3 & 2'). The leaderboard
// carries it on both sides' rows; the count is matchProgress, the one complete cards are decided by.
import type { CourseHole } from '../schemas/course';
import type { LeaderboardMatch } from '../schemas/league-results';
import type { MatchResult } from '../schemas/league-play';
import { matchPlayStrokes, matchProgress, type MatchProgress } from './league-handicap';

/** One side of a match being played. */
export interface LiveMatchSide {
  /** The side's players by display name. */
  players: readonly string[];
  /** Gross per hole in the course's order (null: not played yet); null when the side has no card yet. */
  holes: readonly (number | null)[] | null;
  /** The handicap the side takes into the round; null: gross. */
  handicap: number | null;
}

/**
 * The match in golfers' words, the same sentence for both sides: 'Not started', 'All square thru 5',
 * 'Pat Walker 2 UP thru 7', 'Pat Walker 2 UP thru 16, dormie' (up by as many holes as are left); once decided
 * 'Pat Walker won 3 & 2' (closed out with holes left), 'Pat Walker won 1 UP' (on the last hole), 'Halved'.
 * `leader` is the side ahead (the first side when level).
 */
export function matchStateText(leader: string, progress: Pick<MatchProgress, 'thru' | 'up' | 'left' | 'finished'>) {
  const lead = Math.abs(progress.up);
  if (progress.finished) {
    if (lead === 0) return 'Halved';
    return `${leader} won ${progress.left > 0 ? `${lead} & ${progress.left}` : `${lead} UP`}`;
  }
  if (progress.thru === 0) return 'Not started';
  if (lead === 0) return `All square thru ${progress.thru}`;
  return `${leader} ${lead} UP thru ${progress.thru}${lead === progress.left ? ', dormie' : ''}`;
}

const RESULT_UP: Record<MatchResult, number> = { win: 1, loss: -1, halve: 0 };

/**
 * A match's state on each side's row. The holes both sides have played decide it as matchProgress counts them (net
 * with matchPlayStrokes on the round's course) until the organiser saves a result; a saved result is the match's
 * (the standings and the results e-mail count it) and stands on the leaderboard too: entered on its own, before the
 * cards decide anything, as saved ('Pat Walker won'); against cards that decided the match otherwise (a concession,
 * a ruling, a card posted wrong), as saved and saying so, with what the cards say ('Sam Lee won (organiser's result;
 * by the cards, Pat Walker won 3 & 2)'); agreeing with them, in the cards' words ('Pat Walker won 3 & 2'). Without a
 * course only a saved result says anything.
 */
export function liveMatch(input: {
  course: { holes: readonly Pick<CourseHole, 'strokeIndex'>[] } | null;
  a: LiveMatchSide;
  b: LiveMatchSide;
  /** The first side's saved result, when the sheet has one. */
  savedResult: MatchResult | null;
}): [LeaderboardMatch, LeaderboardMatch] {
  const { course, a, b } = input;
  const nameA = a.players.join(' & ');
  const nameB = b.players.join(' & ');
  let progress: MatchProgress = { thru: 0, holesWon: 0, holesLost: 0, up: 0, left: 0, finished: false };
  if (course) {
    const [strokesA, strokesB] = matchPlayStrokes([a.handicap, b.handicap], course.holes);
    progress = matchProgress(
      { holes: a.holes ?? [], strokes: strokesA },
      { holes: b.holes ?? [], strokes: strokesB },
      course.holes.length,
    );
  }
  const byCards = matchStateText(progress.up < 0 ? nameB : nameA, progress);
  const saved = input.savedResult === null ? null : RESULT_UP[input.savedResult];
  let state = byCards;
  let up = progress.up;
  let finished = progress.finished;
  if (saved !== null && !(progress.finished && Math.sign(progress.up) === saved)) {
    up = saved;
    finished = true;
    state = saved === 0 ? 'Halved' : `${saved > 0 ? nameA : nameB} won`;
    if (progress.finished) {
      state += ` (organiser's result; by the cards, ${progress.up === 0 ? 'halved' : byCards})`;
    }
  }
  const side = (opponent: readonly string[], holesUp: number): LeaderboardMatch => ({
    opponent: [...opponent],
    state,
    holesUp: holesUp + 0,
    thru: progress.thru,
    finished,
  });
  return [side(b.players, up), side(a.players, -up)];
}

/**
 * Where a match puts its side on the night's leaderboard, compared in order (lower first); null: not placed (the
 * match has not started, or the team has none tonight). Decided wins first (the point is theirs), then the sides up,
 * all square or halved (level, however many holes played), the sides down, the decided losses last. A win or a loss
 * by its margin; a side up by its holes up, then fewer holes left (more played); a side down by its holes down, then
 * more holes left (the more time to come back).
 */
function matchStanding(match: LeaderboardMatch | null | undefined): readonly [number, number, number] | null {
  if (!match || (!match.finished && match.thru === 0)) return null;
  const { holesUp, thru, finished } = match;
  if (holesUp === 0) return [2, 0, 0];
  if (finished) return [holesUp > 0 ? 0 : 4, -holesUp, 0];
  return holesUp > 0 ? [1, -holesUp, -thru] : [3, -holesUp, thru];
}

const compareStanding = (a: readonly number[], b: readonly number[]) =>
  a.reduce((order, value, i) => order || value - b[i]!, 0);

/**
 * A match-play night's leaderboard placed by the matches, not by strokes (docs/decisions/294-live-match-state.md):
 * matchStanding's order, equal standings sharing the place (1, 2, 3, 3, 5: two sides all square both 3rd), a decided
 * match first within a shared place, then by name. A match not started and a team without a match come last,
 * unplaced (rank null, '—'), as a stroke-play team still to play does. Strokes stay on the rows as information; the
 * countback note of a stroke tie (tieBreak) does not apply and is cleared.
 */
export function placeByMatch<
  Row extends {
    players: readonly string[];
    rank: number | null;
    tieBreak: string | null;
    match?: LeaderboardMatch | null;
  },
>(rows: readonly Row[]): Row[] {
  const byName = (a: Row, b: Row) => (a.players[0] ?? '').localeCompare(b.players[0] ?? '');
  const placed = rows
    .flatMap((row) => {
      const standing = matchStanding(row.match);
      return standing ? [{ row, standing }] : [];
    })
    .sort(
      (a, b) =>
        compareStanding(a.standing, b.standing) ||
        Number(b.row.match!.finished) - Number(a.row.match!.finished) ||
        byName(a.row, b.row),
    );
  let rank = 0;
  const ranked = placed.map(({ row, standing }, i) => {
    if (i === 0 || compareStanding(placed[i - 1]!.standing, standing) !== 0) rank = i + 1;
    return { ...row, rank, tieBreak: null };
  });
  const unplaced = rows
    .filter((row) => matchStanding(row.match) === null)
    .sort((a, b) => Number(!a.match) - Number(!b.match) || byName(a, b))
    .map((row) => ({ ...row, rank: null, tieBreak: null }));
  return [...ranked, ...unplaced];
}
