// Team formats on an individual stroke-play league (docs/decisions/497-best-ball-and-a-b-teams.md): the players are
// put in sides for the season (of 2 or 4 for best ball; A/B pairs of an A and a B player), each keeping their own card
// and handicap. Best ball: on each hole a side counts its players' lowest score, gross or net of each player's own
// strokes by stroke index; the night's sides are placed by it and take the league's points by place (487). A/B: each
// night two sides meet, A player against A player and B against B, each match by the hole (net of the difference of
// their strokes) and worth the league's match points; the side takes the sum.
import type { CourseHole } from '../schemas/course';
import type { MatchResult } from '../schemas/league-play';
import type { TeamFormat } from '../schemas/league-record';
import { SIDE_MESSAGES } from '../schemas/league-sides';
import { matchByHoles, matchPlayStrokes, playingStrokes, strokesByHole } from './league-handicap';
import { placePointsOf } from './league-points';
import { oppositeResult } from './league-sheet';

/** A side's name as every screen shows it. */
export const sideName = (side: number) => `Side ${side}`;

/** The players a side of this format holds. */
export const playersPerSide = (format: TeamFormat, size: number) => (format === 'a_b' ? 2 : size);

/** Why a league cannot play a team format, or null: best ball and A/B are an individual stroke-play league's. */
export function teamFormatProblem(league: {
  teamFormat: TeamFormat;
  leagueType: string;
  scoringType: string;
}): string | null {
  if (league.teamFormat === 'off') return null;
  return league.leagueType === 'individual' && league.scoringType === 'lowest_score' ? null : SIDE_MESSAGES.format;
}

/** Each player's side (by their team id as an individual; null: in none). */
export function sidesOfPlayers(
  participants: readonly { teamId: number; side?: number | null }[],
): Map<number, number | null> {
  return new Map(participants.map((p) => [p.teamId, p.side ?? null]));
}

/** A player's card of one night as their side plays it. */
export interface SidePlayerCard {
  /** The player's own id in the league (their team id as an individual). */
  teamId: number;
  /** Gross by the hole; null: no card by the hole (a total alone, or none). */
  holes: readonly number[] | null;
  /** The card's gross total; null: no card. */
  gross: number | null;
  /** The handicap they took into the night; null: none (or a gross league). */
  handicap: number | null;
}

/**
 * A side's best ball of a night: on each hole the lowest score of its players' cards kept by the hole, net of the
 * strokes each player's own handicap gives on that hole by stroke index when `net`. Null when none of them has a card
 * by the hole (a total alone says nothing of its holes).
 */
export function bestBall(
  cards: readonly SidePlayerCard[],
  holes: readonly Pick<CourseHole, 'strokeIndex'>[],
  net: boolean,
): { holes: number[]; total: number } | null {
  const played = cards.filter((c) => c.holes !== null && c.holes.length === holes.length);
  if (played.length === 0) return null;
  const strokes = played.map((c) =>
    net && c.handicap !== null ? strokesByHole(playingStrokes(c.handicap, holes.length), holes) : [],
  );
  const best = holes.map((_, h) => Math.min(...played.map((c, i) => c.holes![h]! - (strokes[i]![h] ?? 0))));
  return { holes: best, total: best.reduce((a, b) => a + b, 0) };
}

/** One side's night in a best-ball league: its best ball (null: no card by the hole), its place and points. */
export interface BestBallNight {
  side: number;
  score: number | null;
  rank: number | null;
  points: number;
}

/**
 * A best-ball night: every side's best ball, the sides placed by it (lowest first, equal scores sharing a place) and
 * each place's points by the league's table (points shared as 487 shares them; none without a table).
 */
export function bestBallNight(
  sides: readonly { side: number; cards: readonly SidePlayerCard[] }[],
  holes: readonly Pick<CourseHole, 'strokeIndex'>[],
  net: boolean,
  table: readonly number[],
): BestBallNight[] {
  const scored = sides.map(({ side, cards }) => ({ side, score: bestBall(cards, holes, net)?.total ?? null }));
  const ranked = scored.map((t) => ({
    teamId: t.side,
    rank: t.score === null ? null : 1 + scored.filter((o) => o.score !== null && o.score < t.score!).length,
  }));
  const points = placePointsOf(ranked, table);
  return scored.map((t, i) => ({ ...t, rank: ranked[i]!.rank, points: points.get(t.side) ?? 0 }));
}

/** A/B: the pair's A player (the lower handicap into the night; none counts as highest; then the lower id) first. */
export function abOrder<C extends Pick<SidePlayerCard, 'teamId' | 'handicap'>>(pair: readonly C[]): C[] {
  return [...pair].sort((x, y) => (x.handicap ?? Infinity) - (y.handicap ?? Infinity) || x.teamId - y.teamId);
}

/**
 * One A/B match of a night, from `a`'s side: by the hole when both cards are (net of the difference of their strokes
 * when `net`, matchByHoles), else on the totals (net of each one's strokes); a player with a card beats one without;
 * null when neither has one.
 */
export function abMatch(
  a: SidePlayerCard | undefined,
  b: SidePlayerCard | undefined,
  holes: readonly Pick<CourseHole, 'strokeIndex'>[],
  net: boolean,
): MatchResult | null {
  const aPlayed = a !== undefined && a.gross !== null;
  const bPlayed = b !== undefined && b.gross !== null;
  if (!aPlayed || !bPlayed) return aPlayed ? 'win' : bPlayed ? 'loss' : null;
  if (a.holes && b.holes && a.holes.length === holes.length && b.holes.length === holes.length) {
    const [sa, sb] = net ? matchPlayStrokes([a.handicap, b.handicap], holes) : [[], []];
    return matchByHoles({ holes: a.holes, strokes: sa }, { holes: b.holes, strokes: sb }).result;
  }
  const total = (c: SidePlayerCard) =>
    c.gross! - (net && c.handicap !== null ? playingStrokes(c.handicap, holes.length) : 0);
  const [ta, tb] = [total(a), total(b)];
  return ta < tb ? 'win' : ta > tb ? 'loss' : 'halve';
}

/** One side's A/B night: its opponent (null: the bye), its two matches' results (A's, then B's) and its points. */
export interface AbNight {
  side: number;
  opponent: number | null;
  results: [MatchResult | null, MatchResult | null];
  points: number;
}

/**
 * The A/B matches of two sides on a night: A against A, B against B; each match worth the league's points for a
 * win, a halve or a loss; each side takes the sum (a match nobody played is worth nothing).
 */
export function abNight(
  a: { side: number; cards: readonly SidePlayerCard[] },
  b: { side: number; cards: readonly SidePlayerCard[] },
  holes: readonly Pick<CourseHole, 'strokeIndex'>[],
  net: boolean,
  points: { pointsWin: number; pointsHalve: number; pointsLoss: number },
): [AbNight, AbNight] {
  const [aa, ab] = abOrder(a.cards);
  const [ba, bb] = abOrder(b.cards);
  const results: [MatchResult | null, MatchResult | null] = [abMatch(aa, ba, holes, net), abMatch(ab, bb, holes, net)];
  const worth = (r: MatchResult | null) =>
    r === null ? 0 : r === 'win' ? points.pointsWin : r === 'halve' ? points.pointsHalve : points.pointsLoss;
  const flipped = results.map((r) => (r === null ? null : oppositeResult(r))) as [
    MatchResult | null,
    MatchResult | null,
  ];
  return [
    { side: a.side, opponent: b.side, results, points: worth(results[0]) + worth(results[1]) },
    { side: b.side, opponent: a.side, results: flipped, points: worth(flipped[0]) + worth(flipped[1]) },
  ];
}

/**
 * The field put in sides of `size` by handicap, so the sides come out even: the players still playing in order of
 * their handicap (none last, then by id) dealt in a snake, 1 to n then n to 1, over as many sides as the field fills
 * (A/B pairs: the lowest handicap with the highest). A withdrawn player is in none.
 */
export function sidesByHandicap(
  candidates: readonly { teamId: number; handicap: number | null; withdrawn: boolean }[],
  size: number,
): Map<number, number | null> {
  const playing = candidates
    .filter((c) => !c.withdrawn)
    .sort((x, y) => (x.handicap ?? Infinity) - (y.handicap ?? Infinity) || x.teamId - y.teamId);
  const count = Math.max(1, Math.ceil(playing.length / size));
  const out = new Map<number, number | null>(candidates.map((c) => [c.teamId, null]));
  playing.forEach((c, i) => {
    const band = Math.floor(i / count);
    const at = i % count;
    out.set(c.teamId, band % 2 === 0 ? at + 1 : count - at);
  });
  return out;
}
