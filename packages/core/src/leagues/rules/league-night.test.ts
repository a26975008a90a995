import { describe, expect, it } from 'vitest';
import { teamHandicap, teamPlayerHandicaps } from './league-handicap';
import {
  assignBays,
  cardHandicapBasis,
  cardPlayerHandicaps,
  cardStrokes,
  handicapText,
  leaderboardRows,
  placeText,
  playerHandicapsText,
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

  it('moves the runs one bay on each night: round 2 puts the first run on the next bay', () => {
    expect(assignBays([[1], [2], [3], [4], [5]], bays, 2).map((b) => [b.bay, b.teamIds])).toEqual([
      [3, [3, 4, 5]],
      [4, [1, 2]],
    ]);
    expect(assignBays([[1], [2], [3], [4], [5]], bays, 3)).toEqual(assignBays([[1], [2], [3], [4], [5]], bays, 1));
  });

  it('over a season every team meets each bay about equally: counts differ by at most one', () => {
    const fourBays = [1, 2, 3, 4].map((bay) => ({ bay, startTime: '18:00:00', endTime: '20:00:00' }));
    const teams = Array.from({ length: 15 }, (_, i) => [i + 1]);
    for (const nights of [4, 10, 11]) {
      const counts = new Map<number, number[]>(teams.map(([t]) => [t!, [0, 0, 0, 0]]));
      for (let night = 1; night <= nights; night += 1) {
        for (const bay of assignBays(teams, fourBays, night)) {
          for (const t of bay.teamIds) counts.get(t)![bay.bay - 1]! += 1;
        }
      }
      for (const perBay of counts.values()) {
        expect(perBay.reduce((a, c) => a + c, 0)).toBe(nights);
        expect(Math.max(...perBay) - Math.min(...perBay)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('a night with more foursomes than bays plays in waves with tee times splitting the session', () => {
    const fourBays = [1, 2, 3, 4].map((bay) => ({ bay, startTime: '18:00:00', endTime: '22:30:00' }));
    // 30 players: eight groups on four bays (six of 4, two of 3: shared out evenly), two waves every 2 h 15.
    const players = Array.from({ length: 30 }, (_, i) => [i + 1]);
    const night1 = assignBays(players, fourBays, 1);
    expect(night1.map((s) => [s.bay, s.teeTime, s.endTime, s.teamIds.length])).toEqual([
      [1, '18:00:00', '20:15:00', 4],
      [2, '18:00:00', '20:15:00', 4],
      [3, '18:00:00', '20:15:00', 4],
      [4, '18:00:00', '20:15:00', 3],
      [1, '20:15:00', '22:30:00', 4],
      [2, '20:15:00', '22:30:00', 4],
      [3, '20:15:00', '22:30:00', 4],
      [4, '20:15:00', '22:30:00', 3],
    ]);
    expect(night1[0]!.teamIds).toEqual([1, 2, 3, 4]);
    // A match's two 2-player sides are one foursome; the groups are never split across tee times.
    const matches = assignBays(
      [
        [1, 2],
        [3, 4],
        [5, 6],
      ],
      [fourBays[0]!, fourBays[1]!],
      1,
      () => 2,
    );
    // Three matches on two bays: both bays play the first wave.
    expect(matches.map((s) => [s.bay, s.teeTime, s.teamIds])).toEqual([
      [1, '18:00:00', [1, 2]],
      [2, '18:00:00', [5, 6]],
      [1, '20:15:00', [3, 4]],
    ]);
    // As many foursomes as bays: no tee times, the night as before.
    expect(assignBays(players.slice(0, 16), fourBays, 1).every((s) => s.teeTime === null)).toBe(true);
  });

  it('fills the bays evenly: 12 players on 2 bays play in four threesomes, no bay empty at either tee time', () => {
    // Three foursomes would not fit two bays at once: two waves of an hour; 12 players over 2 × 2 slots = 3 each.
    const twoBays = [1, 2].map((bay) => ({ bay, startTime: '17:00:00', endTime: '19:00:00' }));
    const twelve = Array.from({ length: 12 }, (_, i) => [i + 1]);
    for (const night of [1, 2, 3]) {
      const slots = assignBays(twelve, twoBays, night);
      expect(slots.map((s) => [s.bay, s.teeTime, s.teamIds.length])).toEqual([
        [1, '17:00:00', 3],
        [2, '17:00:00', 3],
        [1, '18:00:00', 3],
        [2, '18:00:00', 3],
      ]);
      expect(slots.flatMap((s) => s.teamIds).sort((a, b) => a - b)).toEqual(twelve.flat());
    }
    // Eleven players (one withdrew): 3, 3, 3 and 2.
    const eleven = assignBays(twelve.slice(0, 11), twoBays, 1);
    expect(eleven.map((s) => s.teamIds.length).sort()).toEqual([2, 3, 3, 3]);
  });

  it('over ten weeks of waves every player meets each bay and each tee time about equally', () => {
    const fourBays = [1, 2, 3, 4].map((bay) => ({ bay, startTime: '18:00:00', endTime: '22:30:00' }));
    for (const field of [30, 44]) {
      const players = Array.from({ length: field }, (_, i) => [i + 1]);
      const bayCounts = new Map<number, number[]>(players.map(([t]) => [t!, [0, 0, 0, 0]]));
      const teeCounts = new Map<number, Map<string, number>>(players.map(([t]) => [t!, new Map()]));
      const teeTimes = new Set<string>();
      for (let night = 1; night <= 10; night += 1) {
        const slots = assignBays(players, fourBays, night);
        // Each player once a night; a bay never holds two groups at one tee time.
        expect(slots.flatMap((s) => s.teamIds).sort((a, b) => a - b)).toEqual(players.map(([t]) => t));
        expect(new Set(slots.map((s) => `${s.bay} ${s.teeTime}`)).size).toBe(slots.length);
        for (const slot of slots) {
          teeTimes.add(slot.teeTime!);
          for (const t of slot.teamIds) {
            bayCounts.get(t)![slot.bay - 1]! += 1;
            teeCounts.get(t)!.set(slot.teeTime!, (teeCounts.get(t)!.get(slot.teeTime!) ?? 0) + 1);
          }
        }
      }
      expect(teeTimes.size).toBe(field === 30 ? 2 : 3);
      for (const [t, perBay] of bayCounts) {
        expect(Math.max(...perBay) - Math.min(...perBay)).toBeLessThanOrEqual(1);
        const perTee = [...teeTimes].map((time) => teeCounts.get(t)!.get(time) ?? 0);
        expect(perTee.reduce((a, c) => a + c, 0)).toBe(10);
        expect(Math.max(...perTee) - Math.min(...perTee)).toBeLessThanOrEqual(1);
      }
    }
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

describe("a scramble team's card", () => {
  it('plays off the team handicap: 35 % of the lower 10 + 15 % of the higher 18 = 6.2, 3 strokes on nine holes', () => {
    const team = teamHandicap([18, 10]);
    expect(team).toBe(6.2);
    // 6.2 on nine holes is 3.1, so 3 strokes, on stroke indexes 1 to 3 (holes 2, 7 and 4).
    expect(cardStrokes(team, NINE)).toEqual({ strokes: 3, strokesOnHoles: [0, 1, 0, 1, 0, 0, 1, 0, 0] });
  });

  it('says a starting handicap is the allowance, and any other handicap by its basis', () => {
    const starting = { handicap: 6.2, basis: 'starting handicap' };
    expect(cardHandicapBasis('scramble', starting)).toBe('35 % of the lower + 15 % of the higher');
    expect(cardHandicapBasis('individual', starting)).toBe('starting handicap');
    const own = { handicap: 7.1, basis: 'average of last 3 rounds, 90 %' };
    expect(cardHandicapBasis('scramble', own)).toBe('average of last 3 rounds, 90 %');
    expect(cardHandicapBasis('scramble', { handicap: null, basis: 'no rounds yet' })).toBeNull();
  });

  it("names the players' handicaps only while the team plays off the starting handicap made from them", () => {
    const players = teamPlayerHandicaps(['Ann Archer', 'Amy Ames'], [10, 18]);
    const starting = { handicap: 6.2, basis: 'starting handicap' };
    expect(cardPlayerHandicaps('scramble', starting, players)).toEqual([
      { name: 'Ann Archer', handicap: 10 },
      { name: 'Amy Ames', handicap: 18 },
    ]);
    // Entered as one figure, a league of one player each, or a handicap of the team's own: none printed.
    expect(cardPlayerHandicaps('scramble', starting, null)).toBeNull();
    expect(cardPlayerHandicaps('individual', starting, players)).toBeNull();
    expect(
      cardPlayerHandicaps('scramble', { handicap: 7.1, basis: 'average of last 3 rounds, 90 %' }, players),
    ).toBeNull();
    expect(cardPlayerHandicaps('scramble', null, players)).toBeNull();
    // As printed: plus handicaps with their plus.
    expect(playerHandicapsText(players!)).toBe('Ann Archer 10.0 · Amy Ames 18.0');
    expect(playerHandicapsText(teamPlayerHandicaps(['Cy', 'Di'], [-1.5, 4])!)).toBe('Cy +1.5 · Di 4.0');
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
  /** Eighteen holes of par 4, stroke index by hole number. */
  const EIGHTEEN = { holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })), par: 72 };
  const holeCard = (teamId: number, name: string, holes: number[], strokesGiven: number): LeaderboardCard => ({
    teamId,
    players: [name],
    handicap: null,
    gross: holes.reduce((a, b) => a + b, 0),
    holes,
    strokesGiven,
  });

  it('splits a tie on net by the last 9, net with half the strokes, as the round places do', () => {
    // Ann 80 − 8 = net 72, back nine 38 − 4 = 34; Bob 76 − 4 = net 72, back nine 37 − 2 = 35. Ann's back nine is the
    // higher gross, but net with her half of the strokes it is the lower: Ann 1, Bob 2, though their nets are equal.
    const ann = holeCard(1, 'Ann', [5, 5, 5, 5, 5, 5, 4, 4, 4, ...Array(7).fill(4), 5, 5], 8);
    const bob = holeCard(2, 'Bob', [5, 5, 5, 4, 4, 4, 4, 4, 4, ...Array(8).fill(4), 5], 4);
    expect([ann.gross, bob.gross]).toEqual([80, 76]);
    const rows = leaderboardRows({ cards: [bob, ann, card(3, 'Cy', null, 0)], rankBy: 'net', course: EIGHTEEN });
    expect(rows.map((r) => [r.players[0], r.rank, r.net, placeText(rows, r)])).toEqual([
      ['Ann', 1, 72, '1'],
      ['Bob', 2, 72, '2'],
      ['Cy', null, null, '—'],
    ]);
  });

  it('splits a tie equal on the last 6 and the last 3 by the last hole alone', () => {
    // Both 37 gross on the Nine; last 6: 25 and 25, last 3: 4 4 5 and 5 4 4 = 13 and 13, last hole: 5 and 4.
    const ann = holeCard(1, 'Ann', [4, 4, 4, 4, 4, 4, 4, 4, 5], 0);
    const bob = holeCard(2, 'Bob', [4, 4, 4, 4, 4, 4, 5, 4, 4], 0);
    const rows = leaderboardRows({ cards: [ann, bob], rankBy: 'gross', course: { holes: NINE, par: 36 } });
    expect(rows.map((r) => [r.players[0], r.rank, r.gross, placeText(rows, r)])).toEqual([
      ['Bob', 1, 37, '1'],
      ['Ann', 2, 37, '2'],
    ]);
    // Each says so in the standings' words (core's tieNote).
    expect(rows.map((r) => r.tieBreak)).toEqual([
      'Tied on gross; ahead on countback (last 1)',
      'Tied on gross; behind on countback (last 1)',
    ]);
  });

  it('shares the place while a tied card is still in progress: T1, T1, T1 until it finishes', () => {
    // Ann and Bob finished on 37 (countback would put Bob ahead on the last hole); Di is on 37 after 7 holes.
    const nine = { holes: NINE, par: 36 };
    const ann = holeCard(1, 'Ann', [4, 4, 4, 4, 4, 4, 4, 4, 5], 0);
    const bob = holeCard(2, 'Bob', [4, 4, 4, 4, 4, 4, 5, 4, 4], 0);
    const cy = holeCard(3, 'Cy', [4, 4, 4, 4, 4, 4, 4, 5, 5], 0);
    const di = holeCard(4, 'Di', [6, 6, 5, 5, 5, 5, 5], 0);
    const rows = leaderboardRows({ cards: [ann, bob, cy, di], rankBy: 'gross', course: nine });
    expect(rows.map((r) => [r.players[0], r.thru, r.gross, placeText(rows, r)])).toEqual([
      ['Ann', 9, 37, 'T1'],
      ['Bob', 9, 37, 'T1'],
      ['Di', 7, 37, 'T1'],
      ['Cy', 9, 38, '4'],
    ]);
    // Di finishes on 45: countback now splits Ann and Bob.
    const done = holeCard(4, 'Di', [6, 6, 5, 5, 5, 5, 5, 4, 4], 0);
    const after = leaderboardRows({ cards: [ann, bob, cy, done], rankBy: 'gross', course: nine });
    expect(after.map((r) => [r.players[0], placeText(after, r)])).toEqual([
      ['Bob', '1'],
      ['Ann', '2'],
      ['Cy', '3'],
      ['Di', '4'],
    ]);
  });

  it('shares the place between totals without holes', () => {
    const total = (teamId: number, name: string): LeaderboardCard => ({
      ...holeCard(teamId, name, [], 0),
      gross: 37,
      holes: null,
    });
    const rows = leaderboardRows({ cards: [total(2, 'Bob'), total(1, 'Ann')], rankBy: 'gross', course: null });
    expect(rows.map((r) => [r.players[0], placeText(rows, r), r.tieBreak])).toEqual([
      ['Ann', 'T1', 'Tied on gross; rank shared'],
      ['Bob', 'T1', 'Tied on gross; rank shared'],
    ]);
  });
});
