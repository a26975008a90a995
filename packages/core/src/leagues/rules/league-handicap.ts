// League handicaps, handicap strokes by stroke index, net scores, skins and hole-by-hole countback, as pure rules
// (docs/decisions/211-league-handicaps-and-scorecards.md). Official World Handicap System indexes cannot come from
// simulator rounds, so a league keeps its own: a share of the average of a player's best recent rounds against par.
import type { CourseHole } from '../schemas/course';
import type { HandicapRules, LeagueType } from '../schemas/league-record';

/** Rounding half away from zero, so a plus handicap rounds like the same handicap above zero. */
const roundHalfAway = (n: number) => Math.sign(n) * Math.round(Math.abs(n));
/**
 * The league's one rounding to a tenth (handicaps, average strokes): half away from zero. For the positive figures
 * (strokes, averages) it is the same as Math.round; a plus handicap (-2.25) rounds to -2.3 like 2.25 to 2.3.
 */
export const round1 = (n: number) => roundHalfAway(n * 10) / 10;
/** To a hundredth, the same way: the figures of standings whose tenths would not separate two places (decision 485). */
export const round2 = (n: number) => roundHalfAway(n * 100) / 100;
/** An average to the standings' decimals (1, or 2 when tenths would not separate two places). */
export const roundTo = (n: number, decimals: 1 | 2 = 1) => (decimals === 2 ? round2(n) : round1(n));
/** An average as the standings print it: '37.8' (tenths, a whole number bare), or '37.80' in hundredths. */
export const figureText = (n: number, decimals: 1 | 2 = 1) => (decimals === 2 ? n.toFixed(2) : String(n));

/**
 * The strokes a handicap gives on a course of `holeCount` holes: an 18-hole figure, halved on 9 holes, rounded to a
 * whole number (a plus handicap gives strokes back: negative).
 */
export function playingStrokes(handicap: number, holeCount: number): number {
  return roundHalfAway((handicap * holeCount) / 18) + 0;
}

/**
 * The handicap strokes on each hole, by stroke index: every hole gets `floor(strokes / holes)`, and the holes whose
 * stroke index is at most the remainder one more (a 20 on 18 holes: two on stroke indexes 1 and 2, one elsewhere).
 * A plus handicap gives strokes back from the easiest holes (the highest stroke indexes) first.
 */
export function strokesByHole(strokes: number, holes: readonly Pick<CourseHole, 'strokeIndex'>[]): number[] {
  const n = holes.length;
  if (n === 0) return [];
  const sign = strokes < 0 ? -1 : 1;
  const abs = Math.abs(Math.trunc(strokes));
  const base = Math.floor(abs / n);
  const extra = abs % n;
  const out: number[] = new Array<number>(n);
  for (let i = 0; i < n; i += 1) {
    const index = holes[i]!.strokeIndex;
    const gets = sign > 0 ? index <= extra : index > n - extra;
    out[i] = sign * (base + (gets ? 1 : 0)) + 0;
  }
  return out;
}

const NO_STROKES: readonly number[] = Object.freeze([]);

/** strokesByHole's answers kept per course's holes (the same array object) and strokes: a league night asks again. */
const strokesKept = new WeakMap<readonly Pick<CourseHole, 'strokeIndex'>[], Map<number, readonly number[]>>();

/**
 * strokesByHole, kept: the same frozen array for the same holes and strokes (a league night gives each team's
 * strokes on each round's course, mostly the same few figures). For reading only: a change would throw.
 */
function keptStrokesByHole(strokes: number, holes: readonly Pick<CourseHole, 'strokeIndex'>[]): readonly number[] {
  let byStrokes = strokesKept.get(holes);
  if (!byStrokes) {
    byStrokes = new Map();
    strokesKept.set(holes, byStrokes);
  }
  let kept = byStrokes.get(strokes);
  if (!kept) {
    kept = Object.freeze(strokesByHole(strokes, holes));
    byStrokes.set(strokes, kept);
  }
  return kept;
}

/** Net per hole: gross minus that hole's handicap strokes. */
export function netByHole(gross: readonly number[], strokes: readonly number[]): number[] {
  return gross.map((g, i) => g - (strokes[i] ?? 0));
}

/** A round against par scaled to 18 holes (a 9-hole round counts double), the figure handicaps average. */
export function roundDifferential(round: { gross: number; par: number; holeCount: number }): number {
  return ((round.gross - round.par) * 18) / round.holeCount;
}

/** One round a player has played, in the order played. */
export interface PlayedRound {
  roundId: number;
  roundNumber: number;
  holeCount: number;
  par: number;
  gross: number;
  /**
   * Gross per hole and the course's holes, when the card was entered by the hole: with net double bogey on, the
   * round's differential counts each hole at most at its maximum (handicapHoleScores).
   */
  holes?: readonly number[] | null;
  courseHoles?: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[] | null;
}

/** The most over par a hole counts for handicaps before a player has a handicap (par + 5). */
export const NO_HANDICAP_HOLE_MAXIMUM = 5;

/**
 * Net double bogey, the per-hole maximum for handicap purposes (docs/decisions/211-league-handicaps-and-scorecards.md): each hole
 * counts at most par + 2 + the handicap strokes received on it (by stroke index, from the handicap taken into the
 * round); before a player has a handicap (null), par + 5. The card's own gross and net are not changed by it.
 */
export function handicapHoleScores(
  holes: readonly number[],
  courseHoles: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[],
  handicap: number | null,
): number[] {
  const strokes = handicapStrokesOn(courseHoles, handicap);
  return holes.map((gross, i) => Math.min(gross, holeMaximum(courseHoles, strokes, i)));
}

/** The handicap strokes on each hole for net double bogey (null before a player has a handicap). */
const handicapStrokesOn = (
  courseHoles: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[],
  handicap: number | null,
): readonly number[] | null =>
  handicap === null ? null : keptStrokesByHole(playingStrokes(handicap, courseHoles.length), courseHoles);

/** Hole `i`'s most for handicaps: par + 2 + its strokes; par + 5 without a handicap (strokes null). */
const holeMaximum = (
  courseHoles: readonly Pick<CourseHole, 'par'>[],
  strokes: readonly number[] | null,
  i: number,
): number => courseHoles[i]!.par + (strokes === null ? NO_HANDICAP_HOLE_MAXIMUM : 2 + strokes[i]!);

/** The sum of handicapHoleScores, without making them. */
function handicapGross(
  holes: readonly number[],
  courseHoles: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[],
  handicap: number | null,
): number {
  const strokes = handicapStrokesOn(courseHoles, handicap);
  let gross = 0;
  for (let i = 0; i < holes.length; i += 1) gross += Math.min(holes[i]!, holeMaximum(courseHoles, strokes, i));
  return gross;
}

/** Whether net double bogey can cap this round: the rule is on and the card has every hole of its course. */
const cappable = (rules: Rules, round: PlayedRound) =>
  rules.netDoubleBogey &&
  !!round.holes &&
  !!round.courseHoles &&
  round.courseHoles.length > 0 &&
  round.holes.length === round.courseHoles.length;

/** A handicap and how it was reached ('average of best 5 of last 8, 90 %'). */
export interface HandicapFigure {
  handicap: number | null;
  provisional: boolean;
  overridden: boolean;
  basis: string;
  /** The rounds whose differentials were averaged. */
  countedRoundIds: number[];
}

/** An admin's override: this handicap from round `fromRoundNumber` on, until it is cleared. */
export interface HandicapOverride {
  handicap: number;
  reason: string;
  fromRoundNumber: number;
}

type Rules = Pick<
  HandicapRules,
  | 'handicapMode'
  | 'handicapRounds'
  | 'handicapBestOf'
  | 'handicapAllowance'
  | 'handicapMaximum'
  | 'handicapNewPlayer'
  | 'handicapProvisionalRounds'
  | 'netDoubleBogey'
  | 'startingHandicapAllowance'
> &
  Partial<Pick<HandicapRules, 'handicapNightMove'>> & {
    /** A scramble league's starting handicaps are team handicaps (startingPlayingHandicap); absent: not scramble. */
    leagueType?: LeagueType;
  };

const capped = (rules: Rules, h: number) => Math.min(h, rules.handicapMaximum);

/**
 * The handicap an entered starting handicap plays as (docs/decisions/290-starting-handicaps-for-the-field.md): the
 * league's allowance of it, rounded as a computed handicap is (12.4 at 90 % plays as 11.2), at most the maximum. A
 * scramble team's starting handicap is its team handicap, made by the team allowance (35 % of the lower + 15 % of
 * the higher) and so an allowance already: it plays as entered, as every figure does in a league from before that
 * plays them as entered (startingHandicapAllowance off).
 */
export function startingPlayingHandicap(
  rules: Pick<Rules, 'handicapAllowance' | 'handicapMaximum' | 'startingHandicapAllowance' | 'leagueType'>,
  startingHandicap: number,
): number {
  const atAllowance = rules.startingHandicapAllowance && rules.leagueType !== 'scramble';
  const figure = atAllowance ? round1((startingHandicap * rules.handicapAllowance) / 100) : startingHandicap;
  return Math.min(figure, rules.handicapMaximum) + 0;
}

/**
 * A player's league handicap from the rounds they have played (oldest first): allowance % of the average of the best
 * `bestOf` differentials among the last `rounds`, at most the maximum, one decimal. Fewer rounds than the provisional
 * count: the entered starting handicap (as it plays: startingPlayingHandicap) when the league starts new players that
 * way and one was entered, otherwise a provisional handicap from the rounds there are (none before a first round).
 */
export function computeHandicap(
  rules: Rules,
  played: readonly PlayedRound[],
  startingHandicap: number | null = null,
): HandicapFigure {
  return handicapFigures(rules, played, startingHandicap, null)[played.length]!;
}

/**
 * computeHandicap of the first `end` rounds of `played` (without copying them: a history asks for every prefix). The
 * best differentials are picked by an insertion sort of the window's positions, stable like Array#sort, and averaged
 * in that order, so the figure is exactly what sorting copies of the rounds gave.
 */
function handicapOfFirst(
  rules: Rules,
  played: readonly PlayedRound[],
  end: number,
  startingHandicap: number | null,
  window: HandicapWindow,
): HandicapFigure {
  if (rules.handicapMode === 'off') {
    return { handicap: null, provisional: false, overridden: false, basis: 'gross only', countedRoundIds: [] };
  }
  const early = end < rules.handicapProvisionalRounds;
  if (early && rules.handicapNewPlayer === 'entered' && startingHandicap !== null) {
    return {
      handicap: startingPlayingHandicap(rules, startingHandicap),
      provisional: false,
      overridden: false,
      basis: 'starting handicap',
      countedRoundIds: [],
    };
  }
  if (end === 0) {
    return { handicap: null, provisional: true, overridden: false, basis: 'no rounds yet', countedRoundIds: [] };
  }
  // The last `handicapRounds` of the first `end` rounds, as played.slice(0, end).slice(-handicapRounds) would take.
  const from = -rules.handicapRounds;
  const start = from < 0 ? Math.max(0, end + from) : Math.min(from, end);
  const recentLength = end - start;
  // The window's positions and differentials, best first (in the caller's arrays, overwritten each time).
  const { order, differentials, byRound } = window;
  for (let i = start; i < end; i += 1) {
    const d = byRound[i]!;
    let j = i - start;
    for (; j > 0 && differentials[j - 1]! > d; j -= 1) {
      order[j] = order[j - 1]!;
      differentials[j] = differentials[j - 1]!;
    }
    order[j] = i;
    differentials[j] = d;
  }
  const bestLength = Math.max(0, Math.min(rules.handicapBestOf, recentLength));
  let sum = 0;
  const countedRoundIds = new Array<number>(bestLength);
  for (let k = 0; k < bestLength; k += 1) {
    sum += differentials[k]!;
    countedRoundIds[k] = played[order[k]!]!.roundId;
  }
  const average = sum / bestLength;
  const handicap = capped(rules, round1((average * rules.handicapAllowance) / 100)) + 0;
  const cap = handicap === rules.handicapMaximum && average * (rules.handicapAllowance / 100) > handicap;
  let byHole = false;
  for (let i = start; i < end && !byHole; i += 1) byHole = cappable(rules, played[i]!);
  // The same few texts over and over in a history: each made once (the rules, and so the allowance, are the same).
  const textKey = (((bestLength * 1024 + recentLength) * 2 + Number(early)) * 2 + Number(cap)) * 2 + Number(byHole);
  let basis = window.texts.get(textKey);
  if (basis === undefined) {
    const of =
      bestLength === recentLength ? `of ${plural(recentLength)}` : `of best ${bestLength} of last ${recentLength}`;
    const capText = cap ? ', capped' : '';
    const ndb = byHole ? ', net double bogey' : '';
    basis = `${early ? 'provisional: ' : ''}average ${of}, ${rules.handicapAllowance} %${capText}${ndb}`;
    window.texts.set(textKey, basis);
  }
  return { handicap, provisional: early, overridden: false, basis, countedRoundIds };
}

const plural = (n: number) => (n === 1 ? 'last round' : `last ${n} rounds`);

/**
 * What handicapOfFirst works in, made once per history: each round's differential as counted (byRound, filled as
 * the rounds are), the window's positions and differentials sorted best first, and the basis texts made.
 */
interface HandicapWindow {
  byRound: number[];
  order: number[];
  differentials: number[];
  /** The basis texts made so far, by what they say. */
  texts: Map<number, string>;
}

/**
 * The handicap after each number of rounds (0..n) of `sorted` (oldest first), computed once: one round's figure
 * coming out is the next one's going in. With net double bogey on, each round's gross is first capped hole by hole
 * by the handicap taken into it (an override from its round on counts).
 */
function handicapFigures(
  rules: Rules,
  sorted: readonly PlayedRound[],
  startingHandicap: number | null,
  override: HandicapOverride | null,
): HandicapFigure[] {
  const window: HandicapWindow = { byRound: [], order: [], differentials: [], texts: new Map() };
  const figures: HandicapFigure[] = [handicapOfFirst(rules, sorted, 0, startingHandicap, window)];
  for (let k = 0; k < sorted.length; k += 1) {
    const round = sorted[k]!;
    let gross = round.gross;
    if (cappable(rules, round)) {
      const going = withOverride(figures[k]!, override, round.roundNumber).handicap;
      gross = handicapGross(round.holes!, round.courseHoles!, going);
    }
    window.byRound.push(roundDifferential({ gross, par: round.par, holeCount: round.holeCount }));
    figures.push(movedAtMost(rules, figures[k]!, handicapOfFirst(rules, sorted, k + 1, startingHandicap, window)));
  }
  return figures;
}

/**
 * A night's new handicap held within the league's most a handicap may move in a night of the one taken into it
 * (docs/decisions/490-handicap-move-capped-a-night.md): 11.2 going in, 0.6 from the rounds and a move of at most 3
 * give 8.2. The held figure is the one the next night starts from, so a big change arrives over several nights.
 */
function movedAtMost(rules: Rules, before: HandicapFigure, after: HandicapFigure): HandicapFigure {
  const most = rules.handicapNightMove;
  if (most === null || most === undefined || before.handicap === null || after.handicap === null) return after;
  const held = Math.min(before.handicap + most, Math.max(before.handicap - most, after.handicap));
  if (held === after.handicap) return after;
  return { ...after, handicap: round1(held) + 0, basis: `${after.basis}, moved at most ${most} a night` };
}

/** One played round with the handicap the player took into it (its net) and the one it left them with. */
export interface HandicapHistoryEntry {
  roundId: number;
  roundNumber: number;
  before: HandicapFigure;
  after: HandicapFigure;
}

function withOverride(figure: HandicapFigure, override: HandicapOverride | null, roundNumber: number): HandicapFigure {
  if (!override || roundNumber < override.fromRoundNumber) return figure;
  return {
    handicap: override.handicap,
    provisional: false,
    overridden: true,
    basis: `set by the organiser: ${override.reason}`,
    countedRoundIds: [],
  };
}

/**
 * A player's handicap round by round: for each round played (oldest first) the handicap going in (what its net
 * uses) and coming out, and the current one (what the next round will use). An override holds from its round on.
 */
export function handicapHistory(
  rules: Rules,
  played: readonly PlayedRound[],
  startingHandicap: number | null = null,
  override: HandicapOverride | null = null,
): { history: HandicapHistoryEntry[]; current: HandicapFigure } {
  const history: HandicapHistoryEntry[] = [];
  const sorted = [...played].sort((a, b) => a.roundNumber - b.roundNumber);
  const figures = handicapFigures(rules, sorted, startingHandicap, override);
  let before = withOverride(figures[0]!, override, sorted[0]?.roundNumber ?? 1);
  for (let i = 0; i < sorted.length; i += 1) {
    const round = sorted[i]!;
    before = withOverride(figures[i]!, override, round.roundNumber);
    const next = sorted[i + 1]?.roundNumber ?? round.roundNumber + 1;
    const after = withOverride(figures[i + 1]!, override, next);
    history.push({ roundId: round.roundId, roundNumber: round.roundNumber, before, after });
  }
  const last = sorted[sorted.length - 1];
  const current = last === undefined ? before : withOverride(figures[sorted.length]!, override, last.roundNumber + 1);
  return { history, current };
}

/** A scramble team's handicap by a stated allowance (by default 35 % of the lower handicap + 15 % of the higher). */
export const SCRAMBLE_ALLOWANCE = { low: 35, high: 15 } as const;

export function teamHandicap(
  handicaps: readonly number[],
  allowance: { low: number; high: number } = SCRAMBLE_ALLOWANCE,
): number | null {
  if (handicaps.length === 0) return null;
  const [low, high] = [...handicaps].sort((a, b) => a - b);
  if (high === undefined) return round1((low! * (allowance.low + allowance.high)) / 100) + 0;
  return round1((low! * allowance.low + high * allowance.high) / 100) + 0;
}

/** "35 % of the lower + 15 % of the higher", as the Handicaps screen and the printed card say it. */
export function teamAllowanceText(allowance: { low: number; high: number } = SCRAMBLE_ALLOWANCE): string {
  return `${allowance.low} % of the lower + ${allowance.high} % of the higher`;
}

/**
 * A scramble team's players with the handicaps its starting handicap was made from (stored in the order of the
 * team's players): null unless both figures are kept and the team still has its two players.
 */
export function teamPlayerHandicaps(
  players: readonly string[],
  handicaps: readonly [number, number] | null,
): { name: string; handicap: number }[] | null {
  if (!handicaps || players.length !== 2) return null;
  return players.map((name, i) => ({ name, handicap: handicaps[i]! }));
}

/** A card in a round: gross per hole (null: not entered by the hole) and handicap strokes per hole. */
export interface HoleCard {
  participantId: number;
  teamId: number;
  holes: readonly number[] | null;
  /** Handicap strokes per hole (from strokesByHole); empty or absent: none. */
  strokes?: readonly number[];
  /** The substitute who played it for the team, by name (docs/decisions/498-a-substitutes-own-card.md). */
  substitute?: string;
}

export interface Skin {
  /** 1-based hole number. */
  hole: number;
  participantId: number;
  teamId: number;
  /** Skins won on that hole (more than 1 with carry-overs). */
  value: number;
  /** Won by the team's substitute, by name. */
  substitute?: string;
}

/**
 * Skins of a round: on each hole the single lowest score (gross or net) among the cards with every hole entered wins
 * it; a tie wins nothing, and with carry-overs the hole's skin is added to the next hole's. Skins still carried after
 * the last hole are not won.
 */
export function computeSkins(input: {
  cards: readonly HoleCard[];
  holeCount: number;
  mode: 'gross' | 'net';
  carryOver: boolean;
}): Skin[] {
  const cards = input.cards.filter((c) => c.holes !== null && c.holes.length === input.holeCount);
  if (cards.length < 2) return [];
  const net = input.mode === 'net';
  const skins: Skin[] = [];
  let pot = 1;
  for (let h = 0; h < input.holeCount; h += 1) {
    // The lowest score and the one card with it (none when tied, or when a score is not a number).
    let low = Infinity;
    let winner: HoleCard | null = null;
    let tied = false;
    for (const c of cards) {
      const score = c.holes![h]! - (net ? (c.strokes?.[h] ?? 0) : 0);
      if (Number.isNaN(score)) {
        low = NaN;
        break;
      }
      if (score < low) {
        low = score;
        winner = c;
        tied = false;
      } else if (score === low) tied = true;
    }
    if (winner !== null && !tied && !Number.isNaN(low)) {
      const { participantId, teamId, substitute } = winner;
      skins.push({ hole: h + 1, participantId, teamId, value: pot, ...(substitute ? { substitute } : {}) });
      pot = 1;
    } else {
      pot = input.carryOver ? pot + 1 : 1;
    }
  }
  return skins;
}

/**
 * Net match play: the difference of the two players' playing strokes on the course, given to the higher handicap on
 * the holes by stroke index; the lower plays off scratch. Gross (no handicaps): none.
 */
export function matchPlayStrokes(
  handicaps: readonly [number | null, number | null],
  holes: readonly Pick<CourseHole, 'strokeIndex'>[],
): [number[], number[]] {
  const [a, b] = handicaps.map((h) => (h === null ? 0 : playingStrokes(h, holes.length)));
  const none = holes.map(() => 0);
  const difference = a! - b!;
  if (difference === 0) return [none, none];
  return difference > 0 ? [strokesByHole(difference, holes), none] : [none, strokesByHole(-difference, holes)];
}

/** A match played by the hole, from the first side's point of view. */
export interface HoleMatch {
  result: 'win' | 'loss' | 'halve';
  holesWon: number;
  holesLost: number;
  /** 'All square', '2 up', or '3 & 2' when it was decided with holes still to play. */
  margin: string;
}

/** A side of a match by the hole: gross per hole in the course's order (null: not played yet) and its strokes. */
export interface MatchSide {
  holes: readonly (number | null)[];
  strokes?: readonly number[];
}

/** How a match by the hole stands, from the first side's point of view (docs/decisions/294-live-match-state.md). */
export interface MatchProgress {
  /** Holes both sides have played and the match counted (it stops counting once decided). */
  thru: number;
  holesWon: number;
  holesLost: number;
  /** Holes the first side leads by (negative: behind). */
  up: number;
  /** Holes still to play when it stood so (0 once every hole is played). */
  left: number;
  /** Decided: a side leads by more holes than are left (closed out), or every hole is played. */
  finished: boolean;
}

/**
 * A match by the hole as far as it has been played: over the holes of a `holeCount`-hole round that both sides have
 * played, in hole order, net with each side's strokes per hole (matchPlayStrokes), the lower score wins the hole and
 * equal scores halve it. It is decided as soon as a side leads by more holes than are left (closed out, holes played
 * after that count for nothing), or when every hole is played. The one count behind the live match state and the
 * result complete cards give (matchByHoles), so the two always agree.
 */
export function matchProgress(a: MatchSide, b: MatchSide, holeCount: number): MatchProgress {
  let won = 0;
  let lost = 0;
  let thru = 0;
  for (let h = 0; h < holeCount; h += 1) {
    const grossA = a.holes[h];
    const grossB = b.holes[h];
    if (grossA === null || grossA === undefined || grossB === null || grossB === undefined) continue;
    thru += 1;
    const netA = grossA - (a.strokes?.[h] ?? 0);
    const netB = grossB - (b.strokes?.[h] ?? 0);
    if (netA < netB) won += 1;
    else if (netB < netA) lost += 1;
    const left = holeCount - thru;
    if (Math.abs(won - lost) > left || left === 0) {
      return { thru, holesWon: won, holesLost: lost, up: won - lost, left, finished: true };
    }
  }
  return { thru, holesWon: won, holesLost: lost, up: won - lost, left: holeCount - thru, finished: false };
}

/**
 * A match by the hole from two complete cards (net with each side's strokes per hole from matchPlayStrokes): the
 * lower score wins the hole, equal scores halve it. The match is decided as soon as a side leads by more holes than
 * are left (matchProgress).
 */
export function matchByHoles(
  a: { holes: readonly number[]; strokes?: readonly number[] },
  b: { holes: readonly number[]; strokes?: readonly number[] },
): HoleMatch {
  const { holesWon, holesLost, up, left } = matchProgress(a, b, Math.min(a.holes.length, b.holes.length));
  const lead = Math.abs(up);
  return {
    result: up === 0 ? 'halve' : up > 0 ? 'win' : 'loss',
    holesWon,
    holesLost,
    margin: left > 0 ? `${lead} & ${left}` : lead === 0 ? 'All square' : `${lead} up`,
  };
}

/** The countback segments of a round: last 9, 6, 3 and 1 holes (those shorter than the round). */
export function countbackSegments(holeCount: number): number[] {
  return [...segmentsOf(holeCount)];
}

const SEGMENTS = [9, 6, 3, 1] as const;
const segmentsByHoleCount = new Map<number, readonly number[]>();
/** countbackSegments, kept per hole count (for reading only). */
function segmentsOf(holeCount: number): readonly number[] {
  let segments = segmentsByHoleCount.get(holeCount);
  if (!segments) {
    segments = SEGMENTS.filter((s) => s < holeCount);
    if (segmentsByHoleCount.size < 64) segmentsByHoleCount.set(holeCount, segments);
  }
  return segments;
}

/**
 * A card's countback figures: for each segment, the gross of its last holes, less (net) that share of the round's
 * handicap strokes (half the strokes over the last 9 of 18, a third over the last 6, ...), unrounded. Lower is better.
 */
export function countbackKey(holes: readonly number[], handicapStrokes: number, mode: 'gross' | 'net'): number[] {
  const n = holes.length;
  const segments = segmentsOf(n);
  const key: number[] = [];
  for (const s of segments) {
    let gross = 0;
    for (let i = n - s; i < n; i += 1) gross += holes[i]!;
    key.push(mode === 'net' ? gross - (handicapStrokes * s) / n : gross);
  }
  return key;
}

/** What a countback split a tie on, as the standings and a round's places name it: 'countback (last 6)'. */
export function countbackLabel(segment: number): string {
  return `countback (last ${segment})`;
}

/**
 * How one team of a tie stands, in the words the standings, the leaderboard and the results e-mail all use: 'Tied on
 * net average; ahead on countback (last 6)' (the first of the tie, against the one below it), '…; behind on …'
 * (against the one above it) or '…; rank shared' when nothing split them.
 */
export function tieNote(tiedOn: string, standing: 'shared' | { ahead: string } | { behind: string }): string {
  const prefix = `Tied on ${tiedOn}`;
  if (standing === 'shared') return `${prefix}; rank shared`;
  return 'ahead' in standing ? `${prefix}; ahead on ${standing.ahead}` : `${prefix}; behind on ${standing.behind}`;
}

/**
 * A card's place in a round. tieBreak: how a tie on its score was settled (tieNote: 'Tied on net; ahead on
 * countback (last 6)', 'Tied on net; rank shared'); null when no other card had its score.
 */
export interface RoundPlace {
  participantId: number;
  teamId: number;
  gross: number;
  net: number;
  position: number;
  tieBreak: string | null;
}

/**
 * A round's finishing order by net or gross; ties broken by countback on hole scores (cards without holes share
 * the place). The segment that split each tie is named ('Tied on net; ahead on countback (last 6)').
 */
export function rankRound(input: {
  cards: readonly {
    participantId: number;
    teamId: number;
    gross: number;
    handicapStrokes: number;
    holes: readonly number[] | null;
  }[];
  mode: 'gross' | 'net';
}): RoundPlace[] {
  type Card = (typeof input.cards)[number];
  // Each card with its score, and its countback figures once worked out (only for cards that tie).
  type Entry = { card: Card; score: number; key: number[] | null | undefined };
  const net = input.mode === 'net';
  const entries: Entry[] = input.cards.map((card) => ({
    card,
    score: net ? card.gross - card.handicapStrokes : card.gross,
    key: undefined,
  }));
  const keyOf = (e: Entry) =>
    e.key === undefined
      ? (e.key = e.card.holes ? countbackKey(e.card.holes, e.card.handicapStrokes, input.mode) : null)
      : e.key;
  entries.sort((a, b) => {
    const d = a.score - b.score;
    if (d !== 0) return d;
    const ka = keyOf(a);
    const kb = keyOf(b);
    if (ka && kb)
      for (let i = 0; i < Math.min(ka.length, kb.length); i += 1) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
    return a.card.teamId - b.card.teamId;
  });
  // What split a card from a neighbour: null (a different score), 'same' (countback could not) or the segment.
  const splitFrom = (e: Entry, other: Entry | undefined): string | null => {
    if (!other || other.score !== e.score) return null;
    const a = keyOf(e);
    const b = keyOf(other);
    if (!a || !b) return 'same';
    for (let k = 0; k < a.length; k += 1)
      if (a[k] !== b[k]) return countbackLabel(segmentsOf(e.card.holes!.length)[k]!);
    return 'same';
  };
  const places: RoundPlace[] = [];
  for (let i = 0; i < entries.length; i += 1) {
    const e = entries[i]!;
    const c = e.card;
    const above = splitFrom(e, entries[i - 1]);
    const below = splitFrom(e, entries[i + 1]);
    const position = above === 'same' ? places[i - 1]!.position : i + 1;
    const standing =
      above === 'same' || (above === null && below === 'same')
        ? 'shared'
        : above !== null
          ? { behind: above }
          : below !== null
            ? { ahead: below }
            : null;
    const tieBreak = standing === null ? null : tieNote(input.mode, standing);
    const netScore = c.gross - c.handicapStrokes;
    places.push({
      participantId: c.participantId,
      teamId: c.teamId,
      gross: c.gross,
      net: netScore,
      position,
      tieBreak,
    });
  }
  return places;
}

/** A round without a course is taken as 18 holes of par 72 (its differential needs a par). */
export const DEFAULT_COURSE = { holeCount: 18, par: 72 } as const;

export interface LeagueHandicapInput {
  rules: Rules;
  participants: readonly {
    id: number;
    teamId: number;
    isTeamLead: boolean;
    startingHandicap?: number | null;
    override?: HandicapOverride | null;
  }[];
  rounds: readonly {
    id: number;
    roundNumber: number;
    course: { holes: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[]; par: number } | null;
  }[];
  scores: readonly {
    roundId: number;
    participantId: number;
    strokes: number | null;
    holes?: readonly number[] | null;
  }[];
}

/** A team's card in one round with the handicap it took into it. */
export interface HandicapRound {
  roundId: number;
  roundNumber: number;
  participantId: number;
  gross: number;
  holes: readonly number[] | null;
  /** Handicap strokes given in the round (on a 9-hole course, half the 18-hole figure). */
  strokesGiven: number;
  /** Handicap strokes on each hole of the round's course (empty without a course); shared, for reading only. */
  strokesOnHoles: readonly number[];
  net: number;
  before: HandicapFigure;
  after: HandicapFigure;
}

export interface TeamHandicapState {
  teamId: number;
  /** The player whose handicap settings stand for the team (its lead, else its first player). */
  participantId: number;
  startingHandicap: number | null;
  current: HandicapFigure;
  rounds: Map<number, HandicapRound>;
}

/**
 * Every team's league handicap, round by round: the rounds it has a score in (oldest first), each with the handicap
 * it took into the round, the strokes that gave on the round's course and its net. Handicaps off: every figure null
 * and net = gross.
 */
export function leagueHandicaps(input: LeagueHandicapInput): Map<number, TeamHandicapState> {
  const teamOf = new Map(input.participants.map((p) => [p.id, p.teamId]));
  const rounds = [...input.rounds].sort((a, b) => a.roundNumber - b.roundNumber);
  const byTeam = new Map<number, (typeof input.participants)[number]>();
  for (const p of [...input.participants].sort((a, b) => Number(b.isTeamLead) - Number(a.isTeamLead) || a.id - b.id)) {
    if (!byTeam.has(p.teamId)) byTeam.set(p.teamId, p);
  }
  // Each round's card of each team: its lowest score there (the first entered of equal ones).
  const cardsByRound = new Map<number, Map<number, (typeof input.scores)[number]>>();
  for (const s of input.scores) {
    const teamId = teamOf.get(s.participantId);
    if (s.strokes === null || teamId === undefined) continue;
    let cards = cardsByRound.get(s.roundId);
    if (!cards) {
      cards = new Map();
      cardsByRound.set(s.roundId, cards);
    }
    const card = cards.get(teamId);
    if (!card || s.strokes < card.strokes!) cards.set(teamId, s);
  }
  const out = new Map<number, TeamHandicapState>();
  for (const [teamId, lead] of byTeam) {
    const played: { round: (typeof rounds)[number]; score: (typeof input.scores)[number]; played: PlayedRound }[] = [];
    for (const round of rounds) {
      const score = cardsByRound.get(round.id)?.get(teamId);
      if (!score) continue;
      const holeCount = round.course?.holes.length ?? DEFAULT_COURSE.holeCount;
      const par = round.course?.par ?? DEFAULT_COURSE.par;
      played.push({
        round,
        score,
        played: {
          roundId: round.id,
          roundNumber: round.roundNumber,
          holeCount,
          par,
          gross: score.strokes!,
          holes: score.holes ?? null,
          courseHoles: round.course?.holes ?? null,
        },
      });
    }
    const starting = lead.startingHandicap ?? null;
    const { history, current } = handicapHistory(
      input.rules,
      played.map((p) => p.played),
      starting,
      lead.override ?? null,
    );
    const states = new Map<number, HandicapRound>();
    history.forEach((entry, i) => {
      const { round, score, played: card } = played[i]!;
      const strokesGiven = entry.before.handicap === null ? 0 : playingStrokes(entry.before.handicap, card.holeCount);
      states.set(round.id, {
        roundId: round.id,
        roundNumber: round.roundNumber,
        participantId: score.participantId,
        gross: card.gross,
        holes: score.holes ?? null,
        strokesGiven,
        strokesOnHoles: round.course ? keptStrokesByHole(strokesGiven, round.course.holes) : NO_STROKES,
        net: card.gross - strokesGiven,
        before: entry.before,
        after: entry.after,
      });
    });
    out.set(teamId, { teamId, participantId: lead.id, startingHandicap: starting, current, rounds: states });
  }
  return out;
}

/**
 * Standings with the league's handicaps: each row's current handicap and, in stroke play with handicaps on, the
 * average net and the average gross per round played, and each week's card as gross and net (null otherwise: the
 * strokes are then the gross).
 */
export function withHandicaps<
  R extends {
    teamId: number;
    handicap: number | null;
    net: number | null;
    gross?: number | null;
    weeks: readonly { roundId: number; gross?: number | null; net?: number | null }[];
  },
>(
  rows: readonly R[],
  handicaps: ReadonlyMap<number, TeamHandicapState>,
  league: { scoringType: string; handicapMode: string },
  decimals: 1 | 2 = 1,
): R[] {
  if (league.handicapMode === 'off') return [...rows];
  return rows.map((row) => {
    const state = handicaps.get(row.teamId);
    if (!state) return row;
    if (league.scoringType !== 'lowest_score' || state.rounds.size === 0) {
      return { ...row, handicap: state.current.handicap };
    }
    let net = 0;
    let gross = 0;
    for (const r of state.rounds.values()) {
      net += r.net;
      gross += r.gross;
    }
    const weeks = row.weeks.map((week) => {
      const card = state.rounds.get(week.roundId);
      return card ? { ...week, gross: card.gross, net: card.net } : week;
    });
    return {
      ...row,
      handicap: state.current.handicap,
      net: roundTo(net / state.rounds.size, decimals),
      gross: roundTo(gross / state.rounds.size, decimals),
      weeks,
    };
  });
}
