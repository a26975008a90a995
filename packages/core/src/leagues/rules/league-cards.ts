// Cards the players post from their phones, hole by hole as they play (docs/decisions/273-player-posted-cards.md): a
// posted card holds a gross figure or nothing for each hole of the round's course; 'thru' is the holes played. The
// organiser approves a card by saving it on the round's score sheet (it becomes the round's card, which every figure
// counts); from then on the player cannot change it. Until then the leaderboard shows it as a card in progress.
import type { CourseHole } from '../schemas/course';
import { playingStrokes, strokesByHole } from './league-handicap';

/** One player's posted card of one round: a figure or null for each hole. */
export interface PostedCardRow {
  roundId: number;
  participantId: number;
  holes: readonly (number | null)[];
  postedAt: string;
}

export const POSTED_CARD_MESSAGES = {
  noCourse: 'This round has no course: the organiser enters its totals.',
  holeCount: (n: number) => `A card of this round has ${n} holes.`,
  approved: 'The organiser has approved your card: ask them to correct it.',
  notPlayed: 'This round has not been played yet.',
  didNotPlay: 'The organiser marked you as not playing this round: ask them to clear it before you post your card.',
} as const;

/** The holes played on a card. */
export function cardThru(holes: readonly (number | null)[]): number {
  return holes.filter((h) => h !== null).length;
}

/** Why a posted card cannot be kept for a round on `holes` (null: no course), or null when it can. */
export function postedCardProblem(
  card: readonly (number | null)[],
  holes: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[] | null,
): string | null {
  if (!holes) return POSTED_CARD_MESSAGES.noCourse;
  if (card.length !== holes.length) return POSTED_CARD_MESSAGES.holeCount(holes.length);
  return null;
}

/** A card so far, as the leaderboard shows it: gross and par over the holes played, and the strokes received on them. */
export interface CardInProgress {
  gross: number | null;
  thru: number;
  par: number;
  strokesGiven: number;
}

/**
 * A posted card's figures over the holes played: a team playing off `handicap` receives its strokes by stroke index
 * (handicapped leagues) on the holes it has played only, so its net so far compares with par so far.
 */
export function cardInProgress(
  card: readonly (number | null)[],
  holes: readonly Pick<CourseHole, 'par' | 'strokeIndex'>[],
  handicap: number | null,
): CardInProgress {
  const strokes = handicap === null ? [] : strokesByHole(playingStrokes(handicap, holes.length), holes);
  let gross = 0;
  let par = 0;
  let strokesGiven = 0;
  let thru = 0;
  card.forEach((figure, i) => {
    if (figure === null || i >= holes.length) return;
    thru += 1;
    gross += figure;
    par += holes[i]!.par;
    strokesGiven += strokes[i] ?? 0;
  });
  return { gross: thru === 0 ? null : gross, thru, par, strokesGiven };
}
