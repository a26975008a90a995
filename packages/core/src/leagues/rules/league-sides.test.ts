import { describe, expect, it } from 'vitest';
import { abMatch, abNight, bestBall, bestBallNight, sidesByHandicap, type SidePlayerCard } from './league-sides';

// A nine: pars 4 4 3 5 4 3 4 5 4, stroke indexes 5 1 9 3 7 8 2 4 6.
const NINE = [5, 1, 9, 3, 7, 8, 2, 4, 6].map((strokeIndex) => ({ strokeIndex }));
const card = (teamId: number, handicap: number | null, holes: number[] | null, gross?: number): SidePlayerCard => ({
  teamId,
  handicap,
  holes,
  gross: gross ?? (holes ? holes.reduce((a, b) => a + b, 0) : null),
});
// Ann off 10 gets 5 strokes on the nine (stroke indexes 1 to 5: holes 2, 7, 4, 8, 1); Bob off 4 gets 2 (holes 2, 7).
const ANN = card(1, 10, [4, 5, 4, 5, 5, 4, 4, 6, 5]); // 42 gross; net by hole 3 4 4 4 5 4 3 5 5
const BOB = card(2, 4, [4, 5, 3, 5, 4, 3, 5, 5, 4]); // 38 gross; net by hole 4 4 3 5 4 3 4 5 4

describe('best ball', () => {
  it("counts each hole's lowest net, each player's strokes by stroke index from their own handicap", () => {
    expect(bestBall([ANN, BOB], NINE, true)).toEqual({ holes: [3, 4, 3, 4, 4, 3, 3, 5, 4], total: 33 });
  });

  it("counts each hole's lowest gross in a gross league", () => {
    expect(bestBall([ANN, BOB], NINE, false)).toEqual({ holes: [4, 5, 3, 5, 4, 3, 4, 5, 4], total: 37 });
  });

  it('plays the cards kept by the hole: a total alone or no card counts for nothing; none at all, no score', () => {
    expect(bestBall([ANN, card(2, 4, null, 30), card(3, 0, null)], NINE, true)?.total).toBe(37);
    expect(bestBall([card(2, 4, null, 30)], NINE, true)).toBeNull();
  });

  it("places a night's teams by their best ball and gives each place its points, a shared place sharing them", () => {
    const par = card(5, 0, [4, 4, 3, 5, 4, 3, 4, 5, 4]); // 36
    const bogeys = card(6, 0, [5, 5, 4, 6, 5, 4, 5, 6, 4]); // 44
    const night = bestBallNight(
      [
        { side: 1, cards: [ANN, BOB] }, // 37 gross
        { side: 2, cards: [bogeys, card(7, 0, [4, 5, 3, 5, 4, 3, 4, 5, 4])] }, // 37
        { side: 3, cards: [par, bogeys] }, // 36
        { side: 4, cards: [card(8, 0, null, 35)] }, // a total alone: no best ball
      ],
      NINE,
      false,
      [10, 8, 6],
    );
    expect(night).toEqual([
      { side: 1, score: 37, rank: 2, points: 7 },
      { side: 2, score: 37, rank: 2, points: 7 },
      { side: 3, score: 36, rank: 1, points: 10 },
      { side: 4, score: null, rank: null, points: 0 },
    ]);
    expect(bestBallNight([{ side: 1, cards: [ANN] }], NINE, false, []).map((t) => t.points)).toEqual([0]);
  });
});

describe('A/B teams', () => {
  it('plays a match by the hole, the higher handicap given the difference by stroke index', () => {
    // Ann receives 3 (holes 2, 7, 4): net 4 4 4 4 5 4 3 6 5 against Bob's 4 5 3 5 4 3 5 5 4; Bob wins 2 up.
    expect(abMatch(ANN, BOB, NINE, true)).toBe('loss');
    expect(abMatch(BOB, ANN, NINE, true)).toBe('win');
    // Gross: Ann wins only hole 7.
    expect(abMatch(ANN, BOB, NINE, false)).toBe('loss');
  });

  it('plays on the net totals when a card is a total, and a player with a card beats one without', () => {
    // Ann 42 − 5 = 37 against Cal 41 − 4 (off 8) = 37: halved.
    expect(abMatch(card(1, 10, null, 42), card(3, 8, null, 41), NINE, true)).toBe('halve');
    expect(abMatch(ANN, card(3, 8, null), NINE, true)).toBe('win');
    expect(abMatch(undefined, ANN, NINE, true)).toBe('loss');
    expect(abMatch(undefined, card(3, 8, null), NINE, true)).toBeNull();
  });

  it("meets A against A and B against B (the lower handicap is the pair's A) and adds the points", () => {
    // Team 1: Bob (4) is A, Ann (10) B. Team 2: Cal (2) A, Dee (12) B. Totals only:
    // Bob 38 − 2 = 36 halves Cal 37 − 1 = 36; Ann 42 − 5 = 37 beats Dee 44 − 6 = 38.
    const [one, two] = abNight(
      { side: 1, cards: [card(1, 10, null, 42), card(2, 4, null, 38)] },
      { side: 2, cards: [card(3, 2, null, 37), card(4, 12, null, 44)] },
      NINE,
      true,
      { pointsWin: 2, pointsHalve: 1, pointsLoss: 0 },
    );
    expect(one).toEqual({ side: 1, opponent: 2, results: ['halve', 'win'], points: 3 });
    expect(two).toEqual({ side: 2, opponent: 1, results: ['halve', 'loss'], points: 1 });
  });
});

describe('teams by handicap', () => {
  const field = [2, 4, 6, 8, 10, 12, 14, null].map((handicap, i) => ({ teamId: i + 1, handicap, withdrawn: false }));

  it('deals the field in a snake so the teams come out even: pairs match the lowest with the highest', () => {
    const pairs = sidesByHandicap([...field, { teamId: 9, handicap: 1, withdrawn: true }], 2);
    expect(Object.fromEntries(pairs)).toEqual({ 1: 1, 8: 1, 2: 2, 7: 2, 3: 3, 6: 3, 4: 4, 5: 4, 9: null });
  });

  it('makes teams of four the same way', () => {
    const fours = sidesByHandicap(field, 4);
    expect([...fours].filter(([, s]) => s === 1).map(([id]) => id)).toEqual([1, 4, 5, 8]);
    expect([...fours].filter(([, s]) => s === 2).map(([id]) => id)).toEqual([2, 3, 6, 7]);
  });
});
