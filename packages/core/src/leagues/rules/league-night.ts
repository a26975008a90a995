// The league night as printed and watched (docs/decisions/213-league-night-printouts-results-and-leaderboard.md):
// which teams play on which bay, the handicap strokes each card carries, and the leaderboard of the round being
// played. Pure: the server hands in the league's bays, handicaps and scores.
import { minutesToTime, timeToMinutes } from '../../time';
import type { CourseHole } from '../schemas/course';
import type { LeaderboardRow } from '../schemas/league-results';
import type { LeagueType } from '../schemas/league-record';
import {
  matchPlayStrokes,
  playingStrokes,
  rankRound,
  strokesByHole,
  teamAllowanceText,
  type HandicapFigure,
} from './league-handicap';

export interface NightBay {
  bay: number;
  /** 'HH:mm' or 'HH:mm:ss', facility time. */
  startTime: string;
  endTime: string;
}

/** The most players a bay's group plays with at once (a foursome, as a simulator bay is played). */
export const GROUP_PLAYERS = 4;

/** A bay of the night with the teams on it; `teeTime` ('HH:mm:ss') when the night plays in waves, else null. */
export type BaySlot = NightBay & { teamIds: number[]; teeTime: string | null };

/**
 * Puts the night's teams on its bays, in order, as evenly as the bays allow: the groups split into one run per bay
 * (a group stays on one bay: a match's two sides, or one team). The runs rotate through the bays with the night
 * (`night`, the round's number): on night 1 the first run takes the lowest bay, on night 2 the next bay, and so on,
 * so over a season of N nights on B bays a team keeps its place in the order and meets each bay N / B times, the
 * counts differing by at most one. With no bays known, none are listed.
 *
 * A night with more foursomes than bays (the groups packed in order, up to GROUP_PLAYERS players each, a group never
 * split; `playersOf` a team's players) plays in waves with tee times: W = ceil(foursomes / bays) waves split the
 * bay's session evenly (rounded down to 5 minutes, the last wave ending with the session). The field is then shared
 * out evenly over every bay of every wave, W × bays groups whose sizes differ by at most a team (12 players on 2 bays:
 * four threesomes, never a bay empty at 6:00 while the other plays), in order; the runs of W groups rotate through
 * the bays as above, and a run's groups rotate through the waves (group j of its run plays wave (j + night − 1) mod
 * W), so each meets each bay and each tee time about equally over a season. One slot per bay and wave that has
 * players, in tee-time order.
 */
export function assignBays(
  groups: readonly (readonly number[])[],
  bays: readonly NightBay[],
  night = 1,
  playersOf: (teamId: number) => number = () => 1,
): BaySlot[] {
  const ordered = [...bays].sort((a, b) => a.bay - b.bay);
  const b = ordered.length;
  const shift = b === 0 ? 0 : (((night - 1) % b) + b) % b;
  const players = (group: readonly number[]) => group.reduce((sum, t) => sum + Math.max(1, playersOf(t)), 0);
  const foursomes = packFoursomes(groups, players).length;
  if (foursomes <= b) {
    const n = groups.length;
    const runs = ordered.map((_, i) => groups.slice(Math.floor((i * n) / b), Math.floor(((i + 1) * n) / b)).flat());
    return ordered.map((bay, i) => ({ ...bay, teamIds: runs[(i - shift + b) % b]!, teeTime: null }));
  }
  const waves = Math.ceil(foursomes / b);
  const shares = shareEvenly(groups, waves * b, players);
  const runs = ordered.map((_, i) => shares.slice(i * waves, (i + 1) * waves));
  const slots = ordered.flatMap((bay, i) => {
    const start = timeToMinutes(bay.startTime);
    const end = timeToMinutes(bay.endTime);
    const interval = Math.floor((end - start) / waves / 5) * 5;
    return runs[(i - shift + b) % b]!.flatMap((teamIds, j) => {
      if (teamIds.length === 0) return [];
      const wave = (((j + night - 1) % waves) + waves) % waves;
      const teeTime = minutesToTime(start + wave * interval);
      const until = wave === waves - 1 ? bay.endTime : minutesToTime(start + (wave + 1) * interval);
      return [{ bay: bay.bay, startTime: teeTime, endTime: until, teamIds, teeTime }];
    });
  });
  return slots.sort((x, y) => timeToMinutes(x.startTime) - timeToMinutes(y.startTime) || x.bay - y.bay);
}

/** The groups in order packed into foursomes: up to GROUP_PLAYERS players each, a group never split. */
function packFoursomes(groups: readonly (readonly number[])[], players: (group: readonly number[]) => number) {
  const packed: { teamIds: number[]; players: number }[] = [];
  for (const group of groups) {
    const size = players(group);
    const last = packed[packed.length - 1];
    if (last && last.players + size <= GROUP_PLAYERS) {
      last.teamIds.push(...group);
      last.players += size;
    } else packed.push({ teamIds: [...group], players: size });
  }
  return packed.map((p) => p.teamIds);
}

/**
 * The groups in order shared into `count` slots as evenly as their players allow (a group never split): each slot
 * takes up to its fair share of the players still to place, rounded up, and at least one group while any are left.
 */
function shareEvenly(
  groups: readonly (readonly number[])[],
  count: number,
  players: (group: readonly number[]) => number,
): number[][] {
  const shares: number[][] = [];
  let left = groups.reduce((sum, g) => sum + players(g), 0);
  let next = 0;
  for (let k = 0; k < count; k += 1) {
    const share = Math.ceil(left / (count - k));
    const teamIds: number[] = [];
    let taken = 0;
    while (next < groups.length && (taken === 0 || taken + players(groups[next]!) <= share || k === count - 1)) {
      const size = players(groups[next]!);
      teamIds.push(...groups[next]!);
      taken += size;
      next += 1;
    }
    left -= taken;
    shares.push(teamIds);
  }
  return shares;
}

/** A card's handicap strokes: none without a handicap; else the playing strokes on the round's holes. */
export function cardStrokes(
  handicap: number | null,
  holes: readonly Pick<CourseHole, 'strokeIndex'>[] | null,
): { strokes: number; strokesOnHoles: number[] } {
  if (handicap === null) return { strokes: 0, strokesOnHoles: holes ? holes.map(() => 0) : [] };
  const strokes = playingStrokes(handicap, holes?.length ?? 18);
  return { strokes, strokesOnHoles: holes ? strokesByHole(strokes, holes) : [] };
}

/**
 * The words a printed card gives for its handicap: how it was reached (its basis, as the Handicaps screen says it),
 * except that a scramble team playing off its starting handicap plays off the allowance that made it
 * (teamAllowanceText: the Handicaps screen's starting handicap dialog). Null without a handicap.
 */
export function cardHandicapBasis(
  leagueType: LeagueType,
  figure: Pick<HandicapFigure, 'handicap' | 'basis'> | null,
): string | null {
  if (!figure || figure.handicap === null) return null;
  return playsOffTeamStart(leagueType, figure) ? teamAllowanceText() : figure.basis;
}

/** Whether a card plays off a scramble team's starting handicap (computeHandicap's basis of an entered one). */
function playsOffTeamStart(leagueType: LeagueType, figure: Pick<HandicapFigure, 'handicap' | 'basis'> | null): boolean {
  return (
    leagueType === 'scramble' && figure !== null && figure.handicap !== null && figure.basis === 'starting handicap'
  );
}

/**
 * The players' handicaps a printed card gives before its team handicap: a scramble team's two players with the
 * figures its starting handicap was made from, while it plays off that starting handicap (once it has a handicap of
 * its own they no longer explain the card's figure). Null otherwise.
 */
export function cardPlayerHandicaps<P>(
  leagueType: LeagueType,
  figure: Pick<HandicapFigure, 'handicap' | 'basis'> | null,
  playerHandicaps: readonly P[] | null,
): P[] | null {
  return playsOffTeamStart(leagueType, figure) && playerHandicaps ? [...playerHandicaps] : null;
}

/**
 * The two cards of a net match (handicaps null: gross): the higher handicap receives the difference of the two
 * playing handicaps on the holes by stroke index and the lower plays off scratch, as the match is decided.
 */
export function matchCardStrokes(
  handicaps: readonly [number | null, number | null],
  holes: readonly Pick<CourseHole, 'strokeIndex'>[],
): [{ strokes: number; strokesOnHoles: number[] }, { strokes: number; strokesOnHoles: number[] }] {
  const [a, b] = matchPlayStrokes(handicaps, holes).map((strokesOnHoles) => ({
    strokes: strokesOnHoles.reduce((sum, s) => sum + s, 0),
    strokesOnHoles,
  }));
  return [a!, b!];
}

/** How a printed card marks a hole's strokes: '•' a stroke, '••' two, '−1' one given back; '' none. */
export function strokeMark(strokes: number): string {
  if (strokes > 0) return '•'.repeat(strokes);
  if (strokes < 0) return `−${-strokes}`;
  return '';
}

/** The words a screen reader says for a hole's strokes ('1 stroke', '1 stroke given back'). */
export function strokeMarkText(strokes: number): string {
  if (strokes === 0) return 'no strokes';
  const n = Math.abs(strokes);
  return `${n} ${n === 1 ? 'stroke' : 'strokes'}${strokes < 0 ? ' given back' : ''}`;
}

export interface LeaderboardCard {
  teamId: number;
  players: string[];
  handicap: number | null;
  /** Null until the team's score is saved. */
  gross: number | null;
  /** Holes entered (null: a total without holes). */
  holes: readonly number[] | null;
  /** Handicap strokes the card receives over the round (a card in progress: over the holes played). */
  strokesGiven: number;
  /**
   * A card still being played (a player's posted card, docs/decisions/273-player-posted-cards.md): the holes played and
   * their par. Its place compares against par so far; absent for a saved card.
   */
  progress?: { thru: number; par: number };
}

/**
 * The leaderboard of one round: teams with a score first, by net (or gross); equal figures are split by countback
 * as the round's places are (core's rankRound: last 9, 6, 3 and 1 holes, net with that share of the strokes) when
 * every card on that figure is complete by the hole. A tie with a card still in progress or a total without holes,
 * or one countback cannot split, shares the place (1, 1, 3), by name. Teams still to play come last, unranked.
 * `thru` is the holes entered (a total counts every hole). A card in progress (a player's posted card) is placed by
 * its figure against par over the holes played, and never split by countback. `tieBreak` says how a tie was settled
 * (rankRound's words, the standings': 'Tied on net; ahead on countback (last 6)').
 */
export function leaderboardRows(input: {
  cards: readonly LeaderboardCard[];
  rankBy: 'gross' | 'net';
  course: { holes: readonly unknown[]; par: number } | null;
}): Omit<LeaderboardRow, 'flight'>[] {
  const holeCount = input.course?.holes.length ?? 18;
  // A card in progress is placed by where it stands against par so far: as if the holes still to play were pars.
  const parToCome = (card: LeaderboardCard) =>
    card.progress && input.course ? input.course.par - card.progress.par : 0;
  const figureOf = (card: LeaderboardCard) =>
    card.gross === null
      ? null
      : (input.rankBy === 'net' ? card.gross - card.strokesGiven : card.gross) + parToCome(card);
  const complete = (card: LeaderboardCard) =>
    input.course !== null && !card.progress && card.holes !== null && card.holes.length === holeCount;
  // Countback compares like with like: a figure is split on the holes only when every card on it has them all.
  const splittable = new Map<number, boolean>();
  for (const card of input.cards) {
    const figure = figureOf(card);
    if (figure !== null) splittable.set(figure, (splittable.get(figure) ?? true) && complete(card));
  }
  const places = rankRound({
    mode: input.rankBy,
    cards: input.cards.flatMap((card) => {
      const figure = figureOf(card);
      if (figure === null) return [];
      const holes = splittable.get(figure) ? card.holes : null;
      return [
        {
          participantId: card.teamId,
          teamId: card.teamId,
          gross: card.gross! + parToCome(card),
          handicapStrokes: card.strokesGiven,
          holes,
        },
      ];
    }),
  });
  const placeOf = new Map(places.map((p) => [p.teamId, p]));
  const rows = input.cards.map((card) => {
    const net = card.gross === null ? null : card.gross - card.strokesGiven;
    const figure = figureOf(card);
    return {
      rank: placeOf.get(card.teamId)?.position ?? null,
      teamId: card.teamId,
      players: card.players,
      thru: card.progress?.thru ?? (card.gross === null ? 0 : (card.holes?.length ?? holeCount)),
      gross: card.gross,
      net,
      handicap: card.handicap,
      toPar: figure === null || !input.course ? null : figure - input.course.par,
      tieBreak: placeOf.get(card.teamId)?.tieBreak ?? null,
    };
  });
  return rows.sort(
    (a, b) =>
      (a.rank === null ? 1 : 0) - (b.rank === null ? 1 : 0) ||
      (a.rank ?? 0) - (b.rank ?? 0) ||
      (a.players[0] ?? '').localeCompare(b.players[0] ?? ''),
  );
}

/** A leaderboard place as golfers write it: '3', 'T3' when shared, '—' before a score. */
export function placeText(rows: readonly Pick<LeaderboardRow, 'rank'>[], row: Pick<LeaderboardRow, 'rank'>): string {
  if (row.rank === null) return '—';
  const shared = rows.filter((r) => r.rank === row.rank).length > 1;
  return `${shared ? 'T' : ''}${row.rank}`;
}

/** A to-par figure as golfers write it: 'E', '+3', '−2'. */
export function toParText(toPar: number): string {
  if (toPar === 0) return 'E';
  return toPar > 0 ? `+${toPar}` : `−${-toPar}`;
}

/** A league handicap as golfers write it: '9.0', a plus handicap '+2.4' (it gives strokes back); none '—'. */
export function handicapText(handicap: number | null): string {
  if (handicap === null) return '—';
  return handicap < 0 ? `+${(-handicap).toFixed(1)}` : handicap.toFixed(1);
}

/** A scramble team's players with their handicaps, as the printed card says them ('Ann Archer 10.0 · Amy Ames 18.0'). */
export function playerHandicapsText(players: readonly { name: string; handicap: number }[]): string {
  return players.map((p) => `${p.name} ${handicapText(p.handicap)}`).join(' · ');
}
