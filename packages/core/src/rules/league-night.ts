// The league night as printed and watched (docs/decisions/213-league-night-printouts-results-and-leaderboard.md):
// which teams play on which bay, the handicap strokes each card carries, and the leaderboard of the round being
// played. Pure: the server hands in the league's bays, handicaps and scores.
import type { CourseHole } from '../schemas/course';
import type { LeaderboardRow } from '../schemas/league-results';
import { playingStrokes, strokesByHole } from './league-handicap';

export interface NightBay {
  bay: number;
  /** 'HH:mm' or 'HH:mm:ss', facility time. */
  startTime: string;
  endTime: string;
}

/**
 * Puts the night's teams on its bays, in order, as evenly as the bays allow: bay by bay, each bay a run of the
 * groups (a group stays on one bay: a match's two sides, or one team). With no bays known, none are listed.
 */
export function assignBays(
  groups: readonly (readonly number[])[],
  bays: readonly NightBay[],
): (NightBay & { teamIds: number[] })[] {
  const ordered = [...bays].sort((a, b) => a.bay - b.bay);
  const n = groups.length;
  const b = ordered.length;
  return ordered.map((bay, i) => ({
    ...bay,
    teamIds: groups.slice(Math.floor((i * n) / b), Math.floor(((i + 1) * n) / b)).flat(),
  }));
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
  /** Handicap strokes the card receives over the round. */
  strokesGiven: number;
}

/**
 * The leaderboard of one round: teams with a score first, by net (or gross) then name, sharing a place when equal
 * (1, 1, 3); teams still to play after them, unranked. `thru` is the holes entered (a total counts every hole).
 */
export function leaderboardRows(input: {
  cards: readonly LeaderboardCard[];
  rankBy: 'gross' | 'net';
  course: { holes: readonly unknown[]; par: number } | null;
}): LeaderboardRow[] {
  const holeCount = input.course?.holes.length ?? 18;
  const rows = input.cards.map((card) => {
    const net = card.gross === null ? null : card.gross - card.strokesGiven;
    const figure = input.rankBy === 'net' ? net : card.gross;
    return {
      rank: null as number | null,
      teamId: card.teamId,
      players: card.players,
      thru: card.gross === null ? 0 : (card.holes?.length ?? holeCount),
      gross: card.gross,
      net,
      handicap: card.handicap,
      toPar: figure === null || !input.course ? null : figure - input.course.par,
      figure,
    };
  });
  rows.sort(
    (a, b) =>
      (a.figure === null ? 1 : 0) - (b.figure === null ? 1 : 0) ||
      (a.figure ?? 0) - (b.figure ?? 0) ||
      (a.players[0] ?? '').localeCompare(b.players[0] ?? ''),
  );
  rows.forEach((row, i) => {
    if (row.figure === null) return;
    const previous = rows[i - 1];
    row.rank = previous && previous.figure === row.figure ? previous.rank : i + 1;
  });
  return rows.map(({ figure: _figure, ...row }) => row);
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
