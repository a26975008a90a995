import { describe, expect, it } from 'vitest';
import {
  HANDICAP_RULE_DEFAULTS,
  createCourseSchema,
  isStrokeIndexPermutation,
  leagueNightUpdateSchema,
  type CourseHole,
} from '../schemas/course';
import { type HandicapRules } from '../schemas/league-record';
import {
  computeHandicap,
  computeSkins,
  countbackKey,
  handicapHistory,
  handicapHoleScores,
  leagueHandicaps,
  matchByHoles,
  matchPlayStrokes,
  netByHole,
  playingStrokes,
  rankRound,
  roundDifferential,
  startingPlayingHandicap,
  strokesByHole,
  teamAllowanceText,
  teamHandicap,
  teamPlayerHandicaps,
  withHandicaps,
  type PlayedRound,
} from './league-handicap';

// Every figure below was worked out by hand on the card in the comment next to it.

/** An 18-hole simulator course, par 72. Stroke index 1 is hole 18, 2 is hole 6, 17 is hole 12, 18 is hole 7. */
const PARS_18 = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 5];
const SI_18 = [8, 10, 12, 16, 14, 2, 18, 4, 6, 3, 9, 17, 7, 5, 11, 13, 15, 1];
const course18: CourseHole[] = PARS_18.map((par, i) => ({ par, strokeIndex: SI_18[i]! }));

/** A 9-hole course, par 36. Stroke index 1 is hole 2, 2 is hole 7, 9 is hole 3, 8 is hole 6. */
const PARS_9 = [4, 4, 3, 5, 4, 3, 4, 5, 4];
const SI_9 = [5, 1, 9, 3, 7, 8, 2, 4, 6];
const course9: CourseHole[] = PARS_9.map((par, i) => ({ par, strokeIndex: SI_9[i]! }));

const league: HandicapRules = { ...HANDICAP_RULE_DEFAULTS, handicapMode: 'league', handicapRounds: 8 };

const rounds = (grosses: number[], holeCount = 18, par = 72): PlayedRound[] =>
  grosses.map((gross, i) => ({ roundId: 100 + i + 1, roundNumber: i + 1, holeCount, par, gross }));

describe('courses', () => {
  it('accepts 9 or 18 holes whose stroke indexes use each number once', () => {
    expect(createCourseSchema.safeParse({ name: 'Pebble Beach', holes: course18 }).success).toBe(true);
    expect(createCourseSchema.safeParse({ name: 'Nine', holes: course9 }).success).toBe(true);
    const twelve = createCourseSchema.safeParse({ name: 'Twelve', holes: course18.slice(0, 12) });
    expect(twelve.success).toBe(false);
    expect(twelve.error?.issues[0]?.message).toBe('A course has 9 or 18 holes');
    const repeated = course9.map((h, i) => (i === 0 ? { ...h, strokeIndex: 1 } : h));
    expect(isStrokeIndexPermutation(repeated)).toBe(false);
    expect(createCourseSchema.safeParse({ name: 'Nine', holes: repeated }).error?.issues[0]?.message).toBe(
      'Stroke indexes must use each number from 1 to the number of holes once',
    );
    // 18 on a 9-hole course is not a permutation of 1..9.
    expect(isStrokeIndexPermutation(course9.map((h) => (h.strokeIndex === 9 ? { ...h, strokeIndex: 18 } : h)))).toBe(
      false,
    );
  });
});

describe('handicap strokes by stroke index', () => {
  it('gives 12 strokes on the 12 hardest holes of 18', () => {
    const strokes = strokesByHole(12, course18);
    // SI 1..12 are holes 18, 6, 10, 8, 14, 9, 13, 1, 11, 2, 15, 3.
    expect(strokes).toEqual([1, 1, 1, 0, 0, 1, 0, 1, 1, 1, 1, 0, 1, 1, 1, 0, 0, 1]);
  });

  it('gives a handicap over 18 two strokes on the hardest holes (20: SI 1 and 2 get two)', () => {
    const strokes = strokesByHole(20, course18);
    expect(strokes[17]).toBe(2); // hole 18, SI 1
    expect(strokes[5]).toBe(2); // hole 6, SI 2
    expect(strokes.filter((s) => s === 1)).toHaveLength(16);
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(20);
    // 40 = two everywhere and a third on SI 1-4 (holes 18, 6, 10, 8).
    const forty = strokesByHole(40, course18);
    expect([forty[17], forty[5], forty[9], forty[7]]).toEqual([3, 3, 3, 3]);
    expect(forty.filter((s) => s === 2)).toHaveLength(14);
  });

  it('takes a plus handicap back from the easiest holes (+2: SI 18 and 17)', () => {
    const strokes = strokesByHole(-2, course18);
    expect(strokes[6]).toBe(-1); // hole 7, SI 18
    expect(strokes[11]).toBe(-1); // hole 12, SI 17
    expect(strokes.filter((s) => s === 0)).toHaveLength(16);
  });

  it('allocates on 9 holes by the 9-hole stroke index', () => {
    // 5 strokes: SI 1-5 = holes 2, 7, 4, 8, 1.
    expect(strokesByHole(5, course9)).toEqual([1, 1, 0, 1, 0, 0, 1, 1, 0]);
    // +1 on nine holes: SI 9 = hole 3.
    expect(strokesByHole(-1, course9)).toEqual([0, 0, -1, 0, 0, 0, 0, 0, 0]);
  });

  it('halves an 18-hole handicap on 9 holes, rounding half away from zero', () => {
    expect(playingStrokes(12.4, 18)).toBe(12);
    expect(playingStrokes(12.4, 9)).toBe(6); // 6.2
    expect(playingStrokes(13, 9)).toBe(7); // 6.5
    expect(playingStrokes(-1.5, 18)).toBe(-2);
    expect(Object.is(playingStrokes(-0.4, 18), 0)).toBe(true);
  });

  it('nets a card hole by hole', () => {
    // Gross 4 5 3 on holes 1-3 of the 18-hole course with 12 strokes (1, 1, 1 there).
    expect(netByHole([4, 5, 3], strokesByHole(12, course18))).toEqual([3, 4, 2]);
  });
});

describe('league handicap', () => {
  it('averages the best 5 of the last 8 differentials and applies 90 %', () => {
    // 80 84 78 90 82 76 88 85 on par 72: differentials 8 12 6 18 10 4 16 13; best five 4 6 8 10 12 = 40 / 5 = 8;
    // 90 % = 7.2.
    const figure = computeHandicap(league, rounds([80, 84, 78, 90, 82, 76, 88, 85]));
    expect(figure.handicap).toBe(7.2);
    expect(figure.basis).toBe('average of best 5 of last 8, 90 %');
    expect(figure.provisional).toBe(false);
    expect(figure.countedRoundIds.sort()).toEqual([101, 102, 103, 105, 106]);
  });

  it('drops the oldest round once more than the last N are played', () => {
    // A ninth round of 96 (24) pushes out round 1 (8): best five of 12 6 18 10 4 16 13 24 = 4 6 10 12 13 = 45 / 5 = 9,
    // 90 % = 8.1.
    expect(computeHandicap(league, rounds([80, 84, 78, 90, 82, 76, 88, 85, 96])).handicap).toBe(8.1);
  });

  it('doubles a 9-hole round against par', () => {
    expect(roundDifferential({ gross: 41, par: 36, holeCount: 9 })).toBe(10);
    // 41, 39, 43 on par 36: 10, 6, 14 → average 10 → 9.0.
    expect(computeHandicap(league, rounds([41, 39, 43], 9, 36)).handicap).toBe(9);
  });

  it('caps at the maximum and says so', () => {
    // 120, 125, 118 on par 72: 48, 53, 46 → 49 × 0.9 = 44.1 → capped at 36.
    const figure = computeHandicap(league, rounds([120, 125, 118]));
    expect(figure.handicap).toBe(36);
    expect(figure.basis).toBe('average of last 3 rounds, 90 %, capped');
  });

  it('gives a plus handicap to a player under par', () => {
    // 70, 69, 71: −2, −3, −1 → −2 × 0.9 = −1.8.
    expect(computeHandicap(league, rounds([70, 69, 71])).handicap).toBe(-1.8);
    expect(strokesByHole(playingStrokes(-1.8, 18), course18).reduce((a, b) => a + b, 0)).toBe(-2);
  });

  it('plays a new player provisionally from their first rounds', () => {
    expect(computeHandicap(league, []).handicap).toBeNull();
    // 86, 82: 14, 10 → 12 × 0.9 = 10.8, provisional below 3 rounds.
    const figure = computeHandicap(league, rounds([86, 82]));
    expect(figure).toMatchObject({ handicap: 10.8, provisional: true });
    expect(figure.basis).toBe('provisional: average of last 2 rounds, 90 %');
  });

  it('starts a new player from an entered handicap until they have the provisional rounds', () => {
    const entered: HandicapRules = { ...league, handicapNewPlayer: 'entered' };
    // Played at the league's 90 %: 14 plays as 12.6.
    expect(computeHandicap(entered, [], 14).handicap).toBe(12.6);
    expect(computeHandicap(entered, rounds([86, 82]), 14)).toMatchObject({
      handicap: 12.6,
      basis: 'starting handicap',
    });
    // Third round of 84 (12): 14, 10, 12 → 12 × 0.9 = 10.8 from the rounds.
    expect(computeHandicap(entered, rounds([86, 82, 84]), 14).handicap).toBe(10.8);
    // No starting handicap entered: provisional.
    expect(computeHandicap(entered, rounds([86]), null)).toMatchObject({ handicap: 12.6, provisional: true });
  });

  it("plays a starting handicap at the league's allowance, rounded as a computed one, unless told as entered", () => {
    const entered: HandicapRules = { ...league, handicapNewPlayer: 'entered' };
    // 12.4 × 0.9 = 11.16 → 11.2; a plus 2.25 × 0.9 = -2.025 → -2.0; 30 × 0.8 = 24 → the maximum 20.
    expect(startingPlayingHandicap(entered, 12.4)).toBe(11.2);
    expect(startingPlayingHandicap(entered, -2.25)).toBe(-2);
    expect(startingPlayingHandicap({ ...entered, handicapAllowance: 80, handicapMaximum: 20 }, 30)).toBe(20);
    // A scramble team's starting handicap is its team handicap (by the team allowance): played as entered.
    const scramble = { ...entered, leagueType: 'scramble' as const };
    expect(startingPlayingHandicap(scramble, 6.3)).toBe(6.3);
    expect(computeHandicap(scramble, [], 6.3).handicap).toBe(6.3);
    expect(computeHandicap({ ...scramble, leagueType: 'individual' }, [], 6.3).handicap).toBe(5.7);
    // A league from before plays them as entered (at most the maximum).
    const asEntered: HandicapRules = { ...entered, startingHandicapAllowance: false };
    expect(computeHandicap(asEntered, rounds([86]), 14).handicap).toBe(14);
    expect(startingPlayingHandicap({ ...asEntered, handicapMaximum: 10 }, 14)).toBe(10);
  });

  it('gives no handicap when the league plays gross', () => {
    expect(computeHandicap(HANDICAP_RULE_DEFAULTS, rounds([80, 84])).handicap).toBeNull();
  });

  it('records the handicap into and out of each round, and holds an override from its round on', () => {
    const played = rounds([86, 82, 84]);
    const { history, current } = handicapHistory(league, played);
    // Into round 1: none; out: 14 × 0.9 = 12.6. Into 2: 12.6; out: 10.8. Into 3: 10.8; out: 10.8.
    expect(history.map((h) => [h.before.handicap, h.after.handicap])).toEqual([
      [null, 12.6],
      [12.6, 10.8],
      [10.8, 10.8],
    ]);
    expect(current.handicap).toBe(10.8);
    const override = { handicap: 8, reason: 'Sandbagging in the qualifier', fromRoundNumber: 3 };
    const withOverride = handicapHistory(league, played, null, override);
    expect(withOverride.history[2]!.before).toMatchObject({ handicap: 8, overridden: true });
    expect(withOverride.history[1]!.before.handicap).toBe(12.6);
    expect(withOverride.current.basis).toBe('set by the organiser: Sandbagging in the qualifier');
  });
});

describe('the most a handicap moves in a night (decision 490)', () => {
  const entered: HandicapRules = { ...league, handicapNewPlayer: 'entered' };
  // Entered 12.4 plays as 11.2; rounds of 72, 74, 72 give differentials 0, 2, 0: the third round's average 0.67 ×
  // 0.9 = 0.6, the issue's 11.2 → 0.6 when the provisional rounds end.
  const played = rounds([72, 74, 72, 72, 72, 72]);
  const moves = (rules: HandicapRules) =>
    handicapHistory(rules, played, 12.4).history.map((h) => [h.before.handicap, h.after.handicap]);

  it('lets a handicap fall at once without a cap', () => {
    expect(moves(entered).slice(0, 3)).toEqual([
      [11.2, 11.2],
      [11.2, 11.2],
      [11.2, 0.6],
    ]);
  });

  it('holds each night within the cap of the one before, so the fall comes over several nights', () => {
    const capped = { ...entered, handicapNightMove: 3 };
    expect(moves(capped)).toEqual([
      [11.2, 11.2],
      [11.2, 11.2],
      [11.2, 8.2],
      [8.2, 5.2],
      [5.2, 2.2],
      // Best 5 of the last 6 are all par: 0, within 3 of 2.2.
      [2.2, 0],
    ]);
    const third = handicapHistory(capped, played, 12.4).history[2]!.after;
    expect(third.basis).toBe('average of last 3 rounds, 90 %, moved at most 3 a night');
  });

  it('holds a rise too, and gives a first handicap whatever it is', () => {
    // Provisional: after a 72 (0) the handicap is 0; a 90 (18) then averages 9 × 0.9 = 8.1, held at 0 + 2.5.
    const history = handicapHistory({ ...league, handicapNightMove: 2.5 }, rounds([72, 90])).history;
    expect(history.map((h) => [h.before.handicap, h.after.handicap])).toEqual([
      [null, 0],
      [0, 2.5],
    ]);
  });

  it('takes a move from 0.1 to 20, or none', () => {
    expect(leagueNightUpdateSchema.safeParse({ handicapNightMove: 3 }).success).toBe(true);
    expect(leagueNightUpdateSchema.safeParse({ handicapNightMove: null }).success).toBe(true);
    expect(leagueNightUpdateSchema.safeParse({ handicapNightMove: 0 }).error?.issues[0]?.message).toBe(
      'The most a handicap moves in a night must be a number from 0.1 to 20, or empty for no limit',
    );
  });
});

describe('scramble team handicap', () => {
  it('takes 35 % of the lower and 15 % of the higher handicap', () => {
    // 10 and 20: 3.5 + 3 = 6.5. +2 and 12: −0.7 + 1.8 = 1.1.
    expect(teamHandicap([20, 10])).toBe(6.5);
    expect(teamHandicap([-2, 12])).toBe(1.1);
    expect(teamHandicap([12], { low: 35, high: 15 })).toBe(6);
    expect(teamHandicap([])).toBeNull();
    expect(teamAllowanceText()).toBe('35 % of the lower + 15 % of the higher');
  });

  it("pairs the team's players with the handicaps kept for them, only for a team of two with both kept", () => {
    expect(teamPlayerHandicaps(['Ann', 'Guest One'], [10, 18])).toEqual([
      { name: 'Ann', handicap: 10 },
      { name: 'Guest One', handicap: 18 },
    ]);
    expect(teamPlayerHandicaps(['Ann', 'Guest One'], null)).toBeNull();
    // The partner left the team: the figures no longer say whose they are.
    expect(teamPlayerHandicaps(['Ann'], [10, 18])).toBeNull();
  });
});

describe('skins', () => {
  const ann = { participantId: 1, teamId: 10, holes: [4, 4, 3, 5, 4, 3, 4, 5, 4] };
  const ben = { participantId: 2, teamId: 20, holes: [4, 5, 3, 4, 4, 3, 5, 5, 3] };
  const cat = { participantId: 3, teamId: 30, holes: [5, 4, 2, 5, 4, 4, 4, 4, 4] };

  it('carries tied holes over to the next skin won (gross)', () => {
    // 1: Ann/Ben 4 tie; 2: Ann/Cat tie; 3: Cat 2 (3 skins); 4: Ben 4; 5-7: ties; 8: Cat 4 (4 skins); 9: Ben 3.
    expect(computeSkins({ cards: [ann, ben, cat], holeCount: 9, mode: 'gross', carryOver: true })).toEqual([
      { hole: 3, participantId: 3, teamId: 30, value: 3 },
      { hole: 4, participantId: 2, teamId: 20, value: 1 },
      { hole: 8, participantId: 3, teamId: 30, value: 4 },
      { hole: 9, participantId: 2, teamId: 20, value: 1 },
    ]);
  });

  it('wins one skin a hole without carry-overs', () => {
    const skins = computeSkins({ cards: [ann, ben, cat], holeCount: 9, mode: 'gross', carryOver: false });
    expect(skins.map((s) => [s.hole, s.participantId, s.value])).toEqual([
      [3, 3, 1],
      [4, 2, 1],
      [8, 3, 1],
      [9, 2, 1],
    ]);
  });

  it('plays net with the strokes on their holes', () => {
    // Ann gets 2 strokes: SI 1 and 2 = holes 2 and 7, net 3 on both: she wins 2 (2 skins: hole 1 carried) and 7
    // (3 skins: 5 and 6 carried).
    const annNet = { ...ann, strokes: strokesByHole(2, course9) };
    const skins = computeSkins({ cards: [annNet, ben, cat], holeCount: 9, mode: 'net', carryOver: true });
    expect(skins.map((s) => [s.hole, s.participantId, s.value])).toEqual([
      [2, 1, 2],
      [3, 3, 1],
      [4, 2, 1],
      [7, 1, 3],
      [8, 3, 1],
      [9, 2, 1],
    ]);
  });

  it('leaves a skin carried past the last hole unwon and ignores cards without every hole', () => {
    const tiedLast = { ...cat, holes: [...cat.holes.slice(0, 8), 3] };
    const skins = computeSkins({
      cards: [ann, ben, tiedLast, { participantId: 4, teamId: 40, holes: null }],
      holeCount: 9,
      mode: 'gross',
      carryOver: true,
    });
    expect(skins.map((s) => s.hole)).toEqual([3, 4, 8]);
    expect(computeSkins({ cards: [ann], holeCount: 9, mode: 'gross', carryOver: true })).toEqual([]);
  });
});

describe('net match play by the hole', () => {
  // Nine holes, stroke index by hole: 5 1 9 3 7 8 2 4 6.
  const nine = [5, 1, 9, 3, 7, 8, 2, 4, 6].map((strokeIndex) => ({ par: 4, strokeIndex }));

  it('gives the difference of the playing strokes to the higher handicap, by stroke index', () => {
    // 14 → 7 strokes on nine holes, 6 → 3: Bob gets 4, on stroke indexes 1-4 (holes 2, 7, 4, 8).
    expect(matchPlayStrokes([6, 14], nine)).toEqual([
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
      [0, 1, 0, 1, 0, 0, 1, 1, 0],
    ]);
    // A plus handicap (−2 → −1 on nine) against 3 (→ 2, rounded half away from zero): 3 strokes to the 3.
    expect(matchPlayStrokes([3, -2], nine)).toEqual([
      [0, 1, 0, 1, 0, 0, 1, 0, 0],
      [0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(matchPlayStrokes([null, null], nine)[0]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('plays the match net: holes won, halved and the margin', () => {
    //  hole        1  2  3  4  5  6  7  8  9
    //  Ann gross   4  4  3  5  4  4  4  5  4
    //  Bob gross   5  5  4  5  4  3  5  5  4
    //  Bob stroke  0  1  0  1  0  0  1  1  0
    //  Bob net     5  4  4  4  4  3  4  4  4
    //  Ann         W  =  W  L  =  L  =  L  =   → 2 won, 3 lost: Bob wins 1 up
    const ann = { holes: [4, 4, 3, 5, 4, 4, 4, 5, 4] };
    const bob = { holes: [5, 5, 4, 5, 4, 3, 5, 5, 4] };
    const [annStrokes, bobStrokes] = matchPlayStrokes([6, 14], nine);
    expect(matchByHoles({ ...ann, strokes: annStrokes }, { ...bob, strokes: bobStrokes })).toEqual({
      result: 'loss',
      holesWon: 2,
      holesLost: 3,
      margin: '1 up',
    });
    // Gross, Bob gets nothing: Ann wins holes 1, 2 and 3, loses 6, wins 7: 3 up with 2 to play → 3 & 2.
    expect(matchByHoles(ann, bob)).toEqual({ result: 'win', holesWon: 4, holesLost: 1, margin: '3 & 2' });
    expect(matchByHoles(ann, ann).margin).toBe('All square');
  });

  it('ends the match once a side leads by more holes than are left', () => {
    // Ann wins the first five: 5 up with 4 to play after hole 5 → 5 & 4.
    const ann = { holes: [3, 3, 3, 3, 3, 4, 4, 4, 4] };
    const bob = { holes: [4, 4, 4, 4, 4, 3, 3, 3, 3] };
    expect(matchByHoles(ann, bob)).toEqual({ result: 'win', holesWon: 5, holesLost: 0, margin: '5 & 4' });
    expect(matchByHoles(bob, ann).result).toBe('loss');
  });
});

describe('countback', () => {
  // Ann 80 (front 40, back 40; last 6 = 27, last 3 = 14) with 10 strokes: net 70.
  const annHoles = [5, 4, 5, 4, 3, 5, 4, 4, 6, 5, 4, 4, 4, 5, 4, 5, 4, 5];
  // Ben 82 (front 41, back 41; last 6 = 26) with 12 strokes: net 70.
  const benHoles = [5, 5, 5, 4, 4, 5, 4, 4, 5, 6, 5, 4, 4, 4, 5, 4, 4, 5];

  it('compares the last 9, 6, 3 and 1 holes, net with that share of the strokes', () => {
    // Ann: 40 − 5 = 35, 27 − 10/3, 14 − 10/6, 5 − 10/18. Ben: 41 − 6 = 35, 26 − 4 = 22, 13 − 2 = 11, 5 − 12/18.
    expect(countbackKey(annHoles, 10, 'net').map((n) => Math.round(n * 1000) / 1000)).toEqual([
      35, 23.667, 12.333, 4.444,
    ]);
    expect(countbackKey(benHoles, 12, 'net')).toEqual([35, 22, 11, 5 - 12 / 18]);
    expect(countbackKey(annHoles, 10, 'gross')).toEqual([40, 27, 14, 5]);
    expect(
      countbackKey(
        course9.map((h) => h.par),
        0,
        'gross',
      ),
    ).toEqual([25, 13, 4]); // 9 holes: last 6, 3, 1
  });

  /** Ann's card (player 1) and Ben's (player 2), each in their own team, with a third card. */
  const annBenAnd = (third: {
    participantId: number;
    gross: number;
    handicapStrokes: number;
    holes: number[] | null;
  }) => [
    { participantId: 1, teamId: 10, gross: 80, handicapStrokes: 10, holes: annHoles },
    { participantId: 2, teamId: 20, gross: 82, handicapStrokes: 12, holes: benHoles },
    { ...third, teamId: 10 * third.participantId },
  ];

  it('breaks a net tie on countback and names the segment', () => {
    const places = rankRound({
      mode: 'net',
      cards: annBenAnd({ participantId: 3, gross: 75, handicapStrokes: 2, holes: null }),
    });
    expect(places.map((p) => [p.participantId, p.net, p.position, p.tieBreak])).toEqual([
      [2, 70, 1, 'Tied on net; ahead on countback (last 6)'],
      [1, 70, 2, 'Tied on net; behind on countback (last 6)'],
      [3, 73, 3, null],
    ]);
  });

  it('ranks by gross when the league plays gross, and shares a place countback cannot split', () => {
    const gross = rankRound({
      mode: 'gross',
      cards: annBenAnd({ participantId: 4, gross: 80, handicapStrokes: 0, holes: annHoles }),
    });
    expect(gross.map((p) => [p.participantId, p.position, p.tieBreak])).toEqual([
      [1, 1, 'Tied on gross; rank shared'],
      [4, 1, 'Tied on gross; rank shared'],
      [2, 3, null],
    ]);
  });
});

describe("a league's handicaps by team", () => {
  // A scramble team of Ann (its lead) and Ben, and Cy on his own; rounds 1 and 2 on the 18-hole course, par 72.
  const course = { holes: course18, par: 72 };
  const input = {
    rules: league,
    participants: [
      { id: 1, teamId: 1, isTeamLead: true },
      { id: 2, teamId: 1, isTeamLead: false },
      { id: 3, teamId: 2, isTeamLead: true },
    ],
    rounds: [
      { id: 12, roundNumber: 2, course },
      { id: 11, roundNumber: 1, course },
    ],
    scores: [
      { roundId: 11, participantId: 1, strokes: 90 },
      { roundId: 11, participantId: 2, strokes: 84 },
      { roundId: 11, participantId: 3, strokes: 80 },
      { roundId: 12, participantId: 2, strokes: 80 },
      { roundId: 12, participantId: 1, strokes: 80 },
      { roundId: 12, participantId: 3, strokes: null },
      { roundId: 12, participantId: 99, strokes: 60 },
    ],
  };

  it("takes each round's lowest card of the team (the first entered of equal ones) with the handicap it took in", () => {
    const states = leagueHandicaps(input);
    const team = states.get(1)!;
    // Round 1: Ben's 84, no handicap yet (net 84), out 12 × 0.9 = 10.8. Round 2: Ben's 80 entered before Ann's 80,
    // 11 strokes off 10.8 (net 69), out (12 + 8) / 2 × 0.9 = 9.
    expect(
      [...team.rounds.values()].map((r) => [r.roundNumber, r.participantId, r.gross, r.strokesGiven, r.net]),
    ).toEqual([
      [1, 2, 84, 0, 84],
      [2, 2, 80, 11, 69],
    ]);
    expect(team.rounds.get(12)!.strokesOnHoles).toEqual(strokesByHole(11, course18));
    expect(team.current.handicap).toBe(9);
    // Cy played round 1 only (80: 8 × 0.9 = 7.2); a player the league does not know changes nothing.
    expect([...states.get(2)!.rounds.keys()]).toEqual([11]);
    expect(states.get(2)!.current.handicap).toBe(7.2);
  });

  it('shows each team its current handicap, average net and average gross in the standings, each week gross and net', () => {
    const weeks = [11, 12].map((roundId) => ({ roundId, gross: null, net: null }));
    const rows = [1, 2].map((teamId) => ({ teamId, handicap: null, net: null, gross: null, weeks }));
    const shown = withHandicaps(rows, leagueHandicaps(input), { scoringType: 'lowest_score', handicapMode: 'league' });
    // Team 1: 84 (net 84) and 80 (net 69); Cy: 80 in round 1 only.
    expect(shown).toEqual([
      {
        teamId: 1,
        handicap: 9,
        net: 76.5,
        gross: 82,
        weeks: [
          { roundId: 11, gross: 84, net: 84 },
          { roundId: 12, gross: 80, net: 69 },
        ],
      },
      {
        teamId: 2,
        handicap: 7.2,
        net: 80,
        gross: 80,
        weeks: [
          { roundId: 11, gross: 80, net: 80 },
          { roundId: 12, gross: null, net: null },
        ],
      },
    ]);
    // Gross only: the strokes are the gross, nothing is added.
    expect(withHandicaps(rows, leagueHandicaps(input), { scoringType: 'lowest_score', handicapMode: 'off' })).toEqual(
      rows,
    );
  });
});

describe('net double bogey (the per-hole maximum for handicaps)', () => {
  // course9: pars 4 4 3 5 4 3 4 5 4, stroke index 5 1 9 3 7 8 2 4 6.
  const nines = (blowUps: Array<Record<number, number>>): PlayedRound[] =>
    blowUps.map((blowUp, i) => ({
      roundId: 200 + i + 1,
      roundNumber: i + 1,
      holeCount: 9,
      par: 36,
      holes: PARS_9.map((par, h) => blowUp[h + 1] ?? par),
      gross: PARS_9.reduce((sum, par, h) => sum + (blowUp[h + 1] ?? par), 0),
      courseHoles: course9,
    }));
  const full: HandicapRules = { ...league, handicapAllowance: 100, netDoubleBogey: true };

  it('caps each hole at par + 2 + the strokes received on it, by stroke index', () => {
    // 10.0 gives 5 strokes on nine holes: stroke indexes 1-5 are holes 2, 7, 4, 8 and 1.
    expect(handicapHoleScores(Array<number>(9).fill(9), course9, 10)).toEqual([7, 7, 5, 8, 6, 5, 7, 8, 6]);
    // Scores at or under their maximum stand.
    expect(handicapHoleScores(PARS_9, course9, 10)).toEqual(PARS_9);
    expect(handicapHoleScores([6, 7, 5, 8, 6, 5, 7, 8, 6], course9, 10)).toEqual([6, 7, 5, 8, 6, 5, 7, 8, 6]);
    // Scratch: par + 2 everywhere.
    expect(handicapHoleScores(Array<number>(9).fill(12), course9, 0)).toEqual(PARS_9.map((p) => p + 2));
  });

  it('caps at par + 5 before a player has a handicap', () => {
    expect(handicapHoleScores([12, 4, 11, 5, 4, 3, 4, 5, 4], course9, null)).toEqual([9, 4, 8, 5, 4, 3, 4, 5, 4]);
    // An 11 on the par-3 third in a first round: 36 + 8 = 44 counts as 41 (par 3 + 5 = 8), a differential of 10.
    const first = computeHandicap(full, nines([{ 3: 11 }]));
    expect(first).toMatchObject({
      handicap: 10,
      provisional: true,
      basis: 'provisional: average of last round, 100 %, net double bogey',
    });
  });

  it('caps a later round by the handicap taken into it: a stroke on stroke index 1, none on 9', () => {
    // Round 2 off 10.0 (5 strokes): an 11 on hole 3 (par 3, SI 9, no stroke) counts 5 → 38, a differential of 4;
    // an 11 on hole 2 (par 4, SI 1, one stroke) counts 7 → 39, a differential of 6.
    expect(computeHandicap(full, nines([{ 3: 11 }, { 3: 11 }])).handicap).toBe(7);
    expect(computeHandicap(full, nines([{ 3: 11 }, { 2: 11 }])).handicap).toBe(8);
    const { history } = handicapHistory(full, nines([{ 3: 11 }, { 2: 11 }]));
    expect(history.map((h) => [h.before.handicap, h.after.handicap])).toEqual([
      [null, 10],
      [10, 8],
    ]);
  });

  it('counts every stroke when the league has it off, and on cards without their holes', () => {
    const off: HandicapRules = { ...full, netDoubleBogey: false };
    // 44 and 43: differentials 16 and 14.
    expect(computeHandicap(off, nines([{ 3: 11 }, { 2: 11 }]))).toMatchObject({
      handicap: 15,
      basis: 'provisional: average of last 2 rounds, 100 %',
    });
    const totals = nines([{ 3: 11 }]).map((r) => ({ ...r, holes: null }));
    expect(computeHandicap(full, totals)).toMatchObject({
      handicap: 16,
      basis: 'provisional: average of last round, 100 %',
    });
  });

  it("caps the cards in a league's handicaps, leaving each card's gross and net as played", () => {
    const states = leagueHandicaps({
      rules: full,
      participants: [{ id: 1, teamId: 1, isTeamLead: true }],
      rounds: [
        { id: 11, roundNumber: 1, course: { holes: course9, par: 36 } },
        { id: 12, roundNumber: 2, course: { holes: course9, par: 36 } },
      ],
      scores: nines([{ 3: 11 }, { 2: 11 }]).map((r, i) => ({
        roundId: 11 + i,
        participantId: 1,
        strokes: r.gross,
        holes: r.holes,
      })),
    });
    const state = states.get(1)!;
    expect(state.current).toMatchObject({
      handicap: 8,
      basis: 'provisional: average of last 2 rounds, 100 %, net double bogey',
    });
    expect([...state.rounds.values()].map((r) => [r.gross, r.strokesGiven, r.net])).toEqual([
      [44, 0, 44],
      [43, 5, 38],
    ]);
  });
});
