import { describe, expect, it } from 'vitest';
import { cardInProgress, cardThru, postedCardProblem, POSTED_CARD_MESSAGES } from './league-cards';

/** Nine holes: par 4 but hole 2 (par 3) and hole 5 (par 5); stroke index in hole order. */
const nine = [4, 3, 4, 4, 5, 4, 4, 4, 4].map((par, i) => ({ par, strokeIndex: i + 1 }));

describe("a player's posted card (decision 273)", () => {
  it("counts the holes played, whichever they are ('thru')", () => {
    expect(cardThru([4, 5, null, null, null, null, null, null, null])).toBe(2);
    expect(cardThru([null, null, 4, null, null, null, null, null, null])).toBe(1);
    expect(cardThru(Array<null>(9).fill(null))).toBe(0);
  });

  it('is kept only on a round with a course, one figure or nothing per hole', () => {
    expect(postedCardProblem([4, null], null)).toBe(POSTED_CARD_MESSAGES.noCourse);
    expect(postedCardProblem([4, null], nine)).toBe('A card of this round has 9 holes.');
    expect(postedCardProblem([4, null, null, null, null, null, null, null, null], nine)).toBeNull();
  });

  it('so far: gross and par over the holes played, strokes received on those holes only', () => {
    // A handicap of 20 gives 10 strokes on nine holes: two on stroke index 1, one on each other hole.
    expect(cardInProgress([5, 4, 5, null, null, null, null, null, null], nine, 20)).toEqual({
      gross: 14,
      thru: 3,
      par: 11,
      strokesGiven: 4,
    });
    // A hole skipped and played later: its par and strokes count, the empty one's do not.
    expect(cardInProgress([5, null, null, null, 6, null, null, null, null], nine, 20)).toEqual({
      gross: 11,
      thru: 2,
      par: 9,
      strokesGiven: 3,
    });
    // Gross leagues give no strokes; nothing played is no figure.
    expect(cardInProgress([4, 3, null, null, null, null, null, null, null], nine, null).strokesGiven).toBe(0);
    expect(cardInProgress(Array<null>(9).fill(null), nine, 10)).toEqual({
      gross: null,
      thru: 0,
      par: 0,
      strokesGiven: 0,
    });
  });
});
