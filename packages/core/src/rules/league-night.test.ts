import { describe, expect, it } from 'vitest';
import {
  assignBays,
  cardStrokes,
  handicapText,
  leaderboardRows,
  strokeMark,
  strokeMarkText,
  toParText,
  type LeaderboardCard,
} from './league-night';

/** Lakeside Nine: stroke index by hole 5 1 9 3 7 8 2 4 6. */
const NINE = [5, 1, 9, 3, 7, 8, 2, 4, 6].map((strokeIndex) => ({ par: 4, strokeIndex }));

describe('assignBays', () => {
  const bays = [
    { bay: 4, startTime: '18:00:00', endTime: '20:00:00' },
    { bay: 3, startTime: '18:00:00', endTime: '20:00:00' },
  ];

  it('splits five teams over two bays in order, lower bay first', () => {
    expect(assignBays([[1], [2], [3], [4], [5]], bays).map((b) => [b.bay, b.teamIds])).toEqual([
      [3, [1, 2]],
      [4, [3, 4, 5]],
    ]);
  });

  it('keeps the two sides of a match on one bay', () => {
    expect(assignBays([[1, 4], [2, 3], [5]], bays).map((b) => b.teamIds)).toEqual([
      [1, 4],
      [2, 3, 5],
    ]);
  });

  it('lists no bays when none are known, and empty bays when there are no teams', () => {
    expect(assignBays([[1]], [])).toEqual([]);
    expect(assignBays([], bays).map((b) => b.teamIds)).toEqual([[], []]);
  });
});

describe('cardStrokes', () => {
  it('gives a 9.0 handicap 5 strokes on nine holes, on stroke indexes 1 to 5', () => {
    expect(cardStrokes(9, NINE)).toEqual({ strokes: 5, strokesOnHoles: [1, 1, 0, 1, 0, 0, 1, 1, 0] });
  });

  it('gives 22 strokes on 18 holes: two on stroke indexes 1 to 4, one elsewhere', () => {
    const eighteen = Array.from({ length: 18 }, (_, i) => ({ strokeIndex: i + 1 }));
    const { strokes, strokesOnHoles } = cardStrokes(22, eighteen);
    expect(strokes).toBe(22);
    expect(strokesOnHoles).toEqual([2, 2, 2, 2, ...Array(14).fill(1)]);
  });

  it('gives a plus 2.4 handicap one stroke back on nine holes, on the easiest hole (index 9)', () => {
    expect(cardStrokes(-2.4, NINE)).toEqual({ strokes: -1, strokesOnHoles: [0, 0, -1, 0, 0, 0, 0, 0, 0] });
  });

  it('gives nothing without a handicap, and a total without a course', () => {
    expect(cardStrokes(null, NINE).strokesOnHoles).toEqual(Array(9).fill(0));
    expect(cardStrokes(12.6, null)).toEqual({ strokes: 13, strokesOnHoles: [] });
  });
});

describe('stroke marks', () => {
  it('marks strokes with dots and strokes given back with a minus, and says them in words', () => {
    expect([strokeMark(1), strokeMark(2), strokeMark(0), strokeMark(-1)]).toEqual(['•', '••', '', '−1']);
    expect([strokeMarkText(1), strokeMarkText(2), strokeMarkText(0), strokeMarkText(-1)]).toEqual([
      '1 stroke',
      '2 strokes',
      'no strokes',
      '1 stroke given back',
    ]);
    expect([toParText(0), toParText(3), toParText(-2)]).toEqual(['E', '+3', '−2']);
    expect([handicapText(9), handicapText(16.2), handicapText(-2.4), handicapText(null)]).toEqual([
      '9.0',
      '16.2',
      '+2.4',
      '—',
    ]);
  });
});

describe('leaderboardRows', () => {
  const card = (teamId: number, name: string, gross: number | null, strokesGiven: number): LeaderboardCard => ({
    teamId,
    players: [name],
    handicap: strokesGiven * 2,
    gross,
    holes: gross === null ? null : Array(9).fill(4),
    strokesGiven,
  });
  const course = { holes: NINE, par: 36 };

  it('ranks by net, shares a place on a tie, and lists the teams still to play last', () => {
    const rows = leaderboardRows({
      cards: [card(1, 'Ann', 40, 5), card(2, 'Bob', 44, 8), card(3, 'Cy', null, 3), card(4, 'Di', 38, 0)],
      rankBy: 'net',
      course,
    });
    expect(rows.map((r) => [r.players[0], r.rank, r.thru, r.gross, r.net, r.toPar])).toEqual([
      ['Ann', 1, 9, 40, 35, -1],
      ['Bob', 2, 9, 44, 36, 0],
      ['Di', 3, 9, 38, 38, 2],
      ['Cy', null, 0, null, null, null],
    ]);
  });

  it('ranks by gross when the league does, 1, 1, 3 on a tie', () => {
    const rows = leaderboardRows({
      cards: [card(1, 'Ann', 40, 5), card(2, 'Bob', 38, 8), card(4, 'Di', 38, 0)],
      rankBy: 'gross',
      course: null,
    });
    expect(rows.map((r) => [r.players[0], r.rank, r.toPar])).toEqual([
      ['Bob', 1, null],
      ['Di', 1, null],
      ['Ann', 3, null],
    ]);
  });
});
