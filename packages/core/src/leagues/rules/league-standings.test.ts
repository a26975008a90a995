import { describe, expect, it } from 'vitest';
import { LEAGUE_RULE_DEFAULTS, type LeagueRules } from '../schemas/league';
import { type ScoringType } from '../schemas/league-record';
import type { StandingsRow } from '../schemas/league-play';
import { standingsWeek } from '../../testing/league';
import { figureText } from './league-handicap';
import { TIE_BREAKS, computeStandings, standingsDecimals, type StandingsInput } from './league-standings';

// Round n has id 100 + n, so a test that mixes up ids and numbers fails.
const R = (n: number) => 100 + n;
const roundsUpTo = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: R(i + 1), roundNumber: i + 1, roundDate: `2026-12-${10 + i}` }));

type Score = StandingsInput['scores'][number];
type StoredPairing = NonNullable<StandingsInput['pairings']>[number];

/** An individual league's player: participant id `id`, their own team 10 × id. */
const player = (id: number, name: string) => ({ id, userId: 500 + id, teamId: 10 * id, isTeamLead: true, name });
const [ann, ben, cat, dan, eve, fay] = [
  player(1, 'Ann'),
  player(2, 'Ben'),
  player(3, 'Cat'),
  player(4, 'Dan'),
  player(5, 'Eve'),
  player(6, 'Fay'),
];

const strokes = (round: number, participantId: number, n: number): Score => ({
  roundId: R(round),
  participantId,
  strokes: n,
  result: null,
  opponentParticipantId: null,
});
/** A player's strokes in rounds 1, 2, … in order, as the tables in the comments read. */
const played = (participantId: number, ...byRound: number[]): Score[] =>
  byRound.map((n, i) => strokes(i + 1, participantId, n));
/** A row's week of round `n`. */
const week = (n: number, w?: Parameters<typeof standingsWeek>[1]) => standingsWeek(R(n), w);
/** Both sides' rows of a played match. */
const beat = (round: number, winner: number, loser: number): Score[] => [
  { roundId: R(round), participantId: winner, strokes: null, result: 'win', opponentParticipantId: loser },
  { roundId: R(round), participantId: loser, strokes: null, result: 'loss', opponentParticipantId: winner },
];
const halved = (round: number, a: number, b: number): Score[] => [
  { roundId: R(round), participantId: a, strokes: null, result: 'halve', opponentParticipantId: b },
  { roundId: R(round), participantId: b, strokes: null, result: 'halve', opponentParticipantId: a },
];
const pairing = (round: number, a: number, b: number | null): StoredPairing => ({
  roundId: R(round),
  participantId: a,
  opponentParticipantId: b,
});

function standings(
  scoringType: ScoringType,
  args: {
    participants: StandingsInput['participants'];
    rounds: number;
    scores: Score[];
    pairings?: StoredPairing[];
    rules?: Partial<LeagueRules>;
  },
): StandingsRow[] {
  return computeStandings({
    league: { scoringType, ...LEAGUE_RULE_DEFAULTS, ...args.rules },
    participants: args.participants,
    rounds: roundsUpTo(args.rounds),
    scores: args.scores,
    pairings: args.pairings,
  });
}

/** [rank, players, tieBreak] per row, in the order the standings list them. */
const ranks = (rows: StandingsRow[]) => rows.map((r) => [r.rank, r.players.join(' & '), r.tieBreak]);
const row = (rows: StandingsRow[], name: string) => rows.find((r) => r.players[0] === name)!;

describe('stroke play ranked by average per round played', () => {
  //        R1  R2  R3   played  total  average
  // Ann    70  67  —    2       137    68.5
  // Ben    79  80  78   3       237    79
  // Cat    72  74  73   3       219    73
  const scores = [...played(1, 70, 67), ...played(2, 79, 80, 78), ...played(3, 72, 74, 73)];

  it('ranks a player averaging 68.5 who missed a week above one averaging 79', () => {
    const rows = standings('lowest_score', { participants: [ann, ben, cat], rounds: 3, scores });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', null],
      [2, 'Cat', null],
      [3, 'Ben', null],
    ]);
    expect(rows.map((r) => [r.roundsPlayed, r.totalStrokes, r.averageStrokes, r.bestRound])).toEqual([
      [2, 137, 68.5, 67],
      [3, 219, 73, 72],
      [3, 237, 79, 78],
    ]);
    expect(rows[0]).toMatchObject({
      ranked: true,
      teamId: 10,
      countedStrokes: null,
      wins: null,
      losses: null,
      halves: null,
      byes: null,
      points: null,
      winPercentage: null,
    });
  });

  it('shows the week-by-week strokes, every round counted', () => {
    const rows = standings('lowest_score', { participants: [ann, ben, cat], rounds: 3, scores });
    expect(row(rows, 'Ann').weeks).toEqual([
      week(1, { strokes: 70, counted: true }),
      week(2, { strokes: 67, counted: true }),
      week(3),
    ]);
  });
});

describe('stroke play ranked by the total of the best N rounds (drop-worst)', () => {
  //        R1  R2  R3   best 2 (counted)   average
  // Ann    72  90  70   72 + 70 = 142      77.3
  // Ben    71  73  74   71 + 73 = 144      72.7
  // Cat    69  —   —    69 (one round)     69
  const scores = [...played(1, 72, 90, 70), ...played(2, 71, 73, 74), ...played(3, 69)];
  const rules = { strokeRanking: 'best_rounds', countedRounds: 2 } as const;

  it('drops each team’s worst rounds; a full count of rounds ranks above a shorter one', () => {
    const rows = standings('lowest_score', { participants: [ann, ben, cat], rounds: 3, scores, rules });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', null],
      [2, 'Ben', null],
      [3, 'Cat', null],
    ]);
    expect(rows.map((r) => [r.countedStrokes, r.totalStrokes])).toEqual([
      [142, 232],
      [144, 218],
      [69, 69],
    ]);
    expect(row(rows, 'Ann').weeks.map((w) => [w.strokes, w.counted])).toEqual([
      [72, true],
      [90, false],
      [70, true],
    ]);
    expect(row(rows, 'Ben').weeks.map((w) => w.counted)).toEqual([true, true, false]);
  });

  it('names the total it ranks on when a tie is broken', () => {
    //        R1  R2  R3   best 2          best round
    // Ann    70  72  80   142             70   → ahead
    // Ben    71  71  75   142             71
    const rows = standings('lowest_score', {
      participants: [ben, ann],
      rounds: 3,
      scores: [...played(1, 70, 72, 80), ...played(2, 71, 71, 75)],
      rules,
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', 'Tied on total of the best 2 rounds; ahead on best single round'],
      [2, 'Ben', 'Tied on total of the best 2 rounds; behind on best single round'],
    ]);
  });

  it('differs from the average ranking on the same scores', () => {
    const rows = standings('lowest_score', { participants: [ann, ben, cat], rounds: 3, scores });
    expect(ranks(rows).map(([rank, name]) => [rank, name])).toEqual([
      [1, 'Cat'],
      [2, 'Ben'],
      [3, 'Ann'],
    ]);
  });
});

describe('minimum rounds to be ranked', () => {
  //        R1  R2  R3   played   with a minimum of 2
  // Ann    70  71  —    2        ranked (70.5)
  // Ben    75  76  77   3        ranked (76)
  // Cat    65  —   —    1        not yet ranked
  // Dan    —   —   —    0        not yet ranked
  it('lists teams below the minimum after the ranked ones, with no rank', () => {
    const rows = standings('lowest_score', {
      participants: [ann, ben, cat, dan],
      rounds: 3,
      scores: [...played(1, 70, 71), ...played(2, 75, 76, 77), ...played(3, 65)],
      rules: { minRoundsToRank: 2 },
    });
    expect(rows.map((r) => [r.rank, r.ranked, r.players[0], r.roundsPlayed, r.averageStrokes])).toEqual([
      [1, true, 'Ann', 2, 70.5],
      [2, true, 'Ben', 3, 76],
      [null, false, 'Cat', 1, 65],
      [null, false, 'Dan', 0, null],
    ]);
    // Before R3, Ann and Ben were already first and second; Cat and Dan have no rank to compare.
    expect(rows.map((r) => r.rankChange)).toEqual([0, 0, null, null]);
  });
});

describe('a withdrawn player (decision 480)', () => {
  // The season: Fay withdrew after two rounds with the lowest average; the real leader played five.
  //        R1  R2  R3  R4  R5   played  average
  // Fay    32  33  —   —   —    2       32.5     withdrawn: listed last, no rank
  // Ann    34  35  33  36  34   5       34.4     1
  // Ben    36  35  37  36  35   5       35.8     2
  // Cat    40  —   —   —   —    1       40       below a minimum of 3: not yet ranked
  const season = (rules: Partial<LeagueRules>) =>
    computeStandings({
      league: { scoringType: 'lowest_score', ...LEAGUE_RULE_DEFAULTS, ...rules },
      participants: [fay, ann, ben, cat],
      rounds: roundsUpTo(5),
      scores: [
        ...played(6, 32, 33),
        ...played(1, 34, 35, 33, 36, 34),
        ...played(2, 36, 35, 37, 36, 35),
        ...played(3, 40),
      ],
      withdrawn: new Set([fay.teamId]),
    });

  it('is never ranked above an active player, and is listed after the ones not yet ranked', () => {
    expect(
      season({ minRoundsToRank: 3 }).map((r) => [r.rank, r.ranked, r.players[0], r.averageStrokes, r.tieBreak]),
    ).toEqual([
      [1, true, 'Ann', 34.4, null],
      [2, true, 'Ben', 35.8, null],
      [null, false, 'Cat', 40, null],
      [null, false, 'Fay', 32.5, null],
    ]);
  });

  it('has no rank even when it played the minimum rounds, and no rank change', () => {
    const rows = season({ minRoundsToRank: 1 });
    expect(rows.map((r) => [r.rank, r.players[0], r.rankChange])).toEqual([
      [1, 'Ann', 0],
      [2, 'Ben', 0],
      [3, 'Cat', 0],
      [null, 'Fay', null],
    ]);
  });
});

describe('places printed with the precision that separates them (decision 485)', () => {
  //        rounds                 total  average
  // Ann    38 37 38 38 38         189    37.80    1
  // Ben    38 38 38 37 38 38      227    37.83    2  (both 37.8 in tenths: the table prints hundredths)
  // Cat    40 40                   80    40.00    3
  const rows = (decimals?: 1 | 2) =>
    computeStandings({
      league: { scoringType: 'lowest_score', ...LEAGUE_RULE_DEFAULTS },
      participants: [ann, ben, cat],
      rounds: roundsUpTo(6),
      scores: [...played(1, 38, 37, 38, 38, 38), ...played(2, 38, 38, 38, 37, 38, 38), ...played(3, 40, 40)],
      decimals,
    });
  const rules = { scoringType: 'lowest_score' as const, strokeRanking: 'average' as const };

  it('prints hundredths when two places read alike in tenths, tenths otherwise', () => {
    const tenths = rows();
    expect(tenths.map((r) => [r.rank, r.players[0], r.averageStrokes])).toEqual([
      [1, 'Ann', 37.8],
      [2, 'Ben', 37.8],
      [3, 'Cat', 40],
    ]);
    expect(standingsDecimals(rules, tenths)).toBe(2);
    expect(rows(2).map((r) => figureText(r.averageStrokes!, 2))).toEqual(['37.80', '37.83', '40.00']);
    // Without Ben nothing reads alike: tenths, a whole number bare.
    expect(
      standingsDecimals(
        rules,
        tenths.filter((r) => r.players[0] !== 'Ben'),
      ),
    ).toBe(1);
    expect(figureText(40, 1)).toBe('40');
    // A tie shared (the same rank) needs no more decimals, nor does a table ranked by a best-N total.
    expect(
      standingsDecimals(rules, [
        { ...tenths[0]!, rank: 1 },
        { ...tenths[1]!, rank: 1 },
      ]),
    ).toBe(1);
    expect(standingsDecimals({ ...rules, strokeRanking: 'best_rounds' }, tenths)).toBe(1);
  });
});

describe('before any score', () => {
  it('gives no team a rank (stroke play)', () => {
    const rows = standings('lowest_score', { participants: [ann, ben], rounds: 2, scores: [] });
    expect(rows.map((r) => [r.rank, r.ranked, r.players[0], r.rankChange, r.tieBreak])).toEqual([
      [null, false, 'Ann', null, null],
      [null, false, 'Ben', null, null],
    ]);
    expect(rows[0]!.weeks.map((w) => w.strokes)).toEqual([null, null]);
  });

  it('gives no team a rank and no bye when a match-play round has pairings but no result yet', () => {
    const rows = standings('match_play', {
      participants: [ann, ben, cat],
      rounds: 1,
      scores: [],
      pairings: [pairing(1, 1, 2), pairing(1, 3, null)],
    });
    expect(rows.map((r) => [r.rank, r.players[0], r.byes, r.points, r.roundsPlayed])).toEqual([
      [null, 'Ann', 0, 0, 0],
      [null, 'Ben', 0, 0, 0],
      [null, 'Cat', 0, 0, 0],
    ]);
    expect(row(rows, 'Ann').weeks).toEqual([week(1, { opponentTeamId: 20, opponent: 'Ben' })]);
    expect(row(rows, 'Cat').weeks[0]).toMatchObject({ result: null, opponent: null });
  });
});

describe('match play: a team that has not played', () => {
  it('is listed after the ranked teams, not yet ranked', () => {
    // R1: Ann beat Ben; Cat has no pairing and no result.
    const rows = standings('match_play', { participants: [cat, ann, ben], rounds: 1, scores: beat(1, 1, 2) });
    expect(rows.map((r) => [r.rank, r.ranked, r.players[0], r.wins, r.losses, r.roundsPlayed])).toEqual([
      [1, true, 'Ann', 1, 0, 1],
      [2, true, 'Ben', 0, 1, 1],
      [null, false, 'Cat', 0, 0, 0],
    ]);
  });
});

describe('stroke play tie-breaks', () => {
  it('best single round', () => {
    //        R1  R2   average  best
    // Ann    70  74   72       70   → ahead
    // Ben    71  73   72       71
    const rows = standings('lowest_score', {
      participants: [ben, ann],
      rounds: 2,
      scores: [...played(1, 70, 74), ...played(2, 71, 73)],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', 'Tied on average; ahead on best single round'],
      [2, 'Ben', 'Tied on average; behind on best single round'],
    ]);
  });

  it('countback of the last round when the best rounds are equal', () => {
    //        R1  R2  R3   average  best  last round
    // Ann    70  72  74   72       70    74
    // Ben    74  72  70   72       70    70   → ahead
    const rows = standings('lowest_score', {
      participants: [ann, ben],
      rounds: 3,
      scores: [...played(1, 70, 72, 74), ...played(2, 74, 72, 70)],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ben', 'Tied on average; ahead on countback'],
      [2, 'Ann', 'Tied on average; behind on countback'],
    ]);
  });

  it('countback goes back a round when the last rounds are equal', () => {
    //        R1  R2  R3  R4   total  best  R4   R3
    // Ann    70  75  71  72   288    70    72   71  → ahead
    // Ben    70  74  72  72   288    70    72   72
    const rows = standings('lowest_score', {
      participants: [ben, ann],
      rounds: 4,
      scores: [...played(1, 70, 75, 71, 72), ...played(2, 70, 74, 72, 72)],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', 'Tied on average; ahead on countback'],
      [2, 'Ben', 'Tied on average; behind on countback'],
    ]);
  });

  it("countback on the last round's holes when its strokes are equal (9 holes: last 6, 3, 1)", () => {
    //        holes                 gross  last 6
    // Ann    4 4 4 5 5 5 4 4 5     40     28
    // Ben    5 5 5 4 4 4 4 5 4     40     25   → ahead
    const ANN = [4, 4, 4, 5, 5, 5, 4, 4, 5];
    const BEN = [5, 5, 5, 4, 4, 4, 4, 5, 4];
    const input = {
      league: { scoringType: 'lowest_score' as const, ...LEAGUE_RULE_DEFAULTS },
      participants: [ann, ben],
      rounds: roundsUpTo(1),
      scores: [strokes(1, 1, 40), strokes(1, 2, 40)],
    };
    expect(ranks(computeStandings(input))).toEqual([
      [1, 'Ann', 'Tied on average; rank shared'],
      [1, 'Ben', 'Tied on average; rank shared'],
    ]);
    const cards = [
      { roundId: R(1), teamId: ann.teamId, holes: ANN, strokesGiven: 0 },
      { roundId: R(1), teamId: ben.teamId, holes: BEN, strokesGiven: 0 },
    ];
    expect(ranks(computeStandings({ ...input, cards }))).toEqual([
      [1, 'Ben', 'Tied on average; ahead on countback (last 6)'],
      [2, 'Ann', 'Tied on average; behind on countback (last 6)'],
    ]);
    // A card not kept by the hole cannot be counted back: the rank stays shared.
    expect(ranks(computeStandings({ ...input, cards: cards.slice(0, 1) }))[0]![2]).toBe('Tied on average; rank shared');
  });

  it('net countback with the share of the handicap strokes (18 holes: last 9 equal, last 6 decides)', () => {
    //        gross  strokes  net   back 9        last 9 net    last 6          last 6 net
    // Ann    80     8        72    40            40 − 4 = 36   27              27 − 8/3 = 24.33
    // Ben    84     12       72    42            42 − 6 = 36   28              28 − 4 = 24   → ahead
    const ANN = [4, 5, 4, 5, 4, 5, 4, 5, 4, 4, 4, 5, 4, 5, 4, 5, 4, 5];
    const BEN = [5, 5, 4, 5, 5, 4, 5, 4, 5, 5, 5, 4, 5, 5, 4, 5, 4, 5];
    const rows = computeStandings({
      league: { scoringType: 'lowest_score', ...LEAGUE_RULE_DEFAULTS },
      participants: [ann, ben],
      rounds: roundsUpTo(1),
      // Net standings rank the nets.
      scores: [strokes(1, 1, 72), strokes(1, 2, 72)],
      cards: [
        { roundId: R(1), teamId: ann.teamId, holes: ANN, strokesGiven: 8 },
        { roundId: R(1), teamId: ben.teamId, holes: BEN, strokesGiven: 12 },
      ],
      net: true,
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ben', 'Tied on net average; ahead on countback (last 6)'],
      [2, 'Ann', 'Tied on net average; behind on countback (last 6)'],
    ]);
  });

  it('teams still equal after every tie-break share the rank (1, 1, 3)', () => {
    //        R1  R2   average
    // Ann    70  72   71   ┐ identical: rank shared
    // Ben    70  72   71   ┘
    // Cat    71  73   72
    const rows = standings('lowest_score', {
      participants: [ann, ben, cat],
      rounds: 2,
      scores: [...played(1, 70, 72), ...played(2, 70, 72), ...played(3, 71, 73)],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', 'Tied on average; rank shared'],
      [1, 'Ben', 'Tied on average; rank shared'],
      [3, 'Cat', null],
    ]);
  });

  it('names its tie-breaks in order', () => {
    expect(TIE_BREAKS).toEqual({
      match_play: ['head-to-head', 'win percentage', 'fewer losses'],
      lowest_score: ['best single round', 'countback'],
    });
  });
});

describe('rank change since the last round', () => {
  //        R1   rank after R1   R2   average after R2   rank   change
  // Ann    72   2               71   71.5               1      +1
  // Ben    70   1               80   75                 3      −2
  // Cat    75   3               74   74.5               2      +1
  // (R3 has no scores yet: it does not count as the latest round.)
  const scores = [strokes(1, 1, 72), strokes(1, 2, 70), strokes(1, 3, 75)];
  const second = [strokes(2, 1, 71), strokes(2, 2, 80), strokes(2, 3, 74)];

  it('is null after the first round', () => {
    const rows = standings('lowest_score', { participants: [ann, ben, cat], rounds: 3, scores });
    expect(rows.map((r) => [r.rank, r.players[0], r.rankChange])).toEqual([
      [1, 'Ben', null],
      [2, 'Ann', null],
      [3, 'Cat', null],
    ]);
  });

  it('gives places gained (+) and lost (−) after a second round', () => {
    const rows = standings('lowest_score', {
      participants: [ann, ben, cat],
      rounds: 3,
      scores: [...scores, ...second],
    });
    expect(rows.map((r) => [r.rank, r.players[0], r.rankChange])).toEqual([
      [1, 'Ann', 1],
      [2, 'Cat', 1],
      [3, 'Ben', -2],
    ]);
  });
});

describe('match play points, byes and win percentage', () => {
  // Three players, two rounds, pairings stored:
  //   R1: Ann beat Ben, Cat bye          R2: Ben halved Cat, Ann bye
  //        W  H  L  byes   default (1, ½, 0, bye = win)   3 / 1 / 0.5, bye = win   bye = halve   bye = none
  // Ann    1  0  0  1      1 + 1 = 2                       3 + 3 = 6                3 + 1 = 4     3
  // Ben    0  1  1  0      0 + ½ = 0.5                     0.5 + 1 = 1.5            1.5           1.5
  // Cat    0  1  0  1      ½ + 1 = 1.5                     1 + 3 = 4                1 + 1 = 2     1
  const input = {
    participants: [ann, ben, cat],
    rounds: 2,
    scores: [...beat(1, 1, 2), ...halved(2, 2, 3)],
    pairings: [pairing(1, 1, 2), pairing(1, 3, null), pairing(2, 2, 3), pairing(2, 1, null)],
  };
  const custom = { pointsWin: 3, pointsHalve: 1, pointsLoss: 0.5 };

  it('win 1, halve ½, loss 0, and a bye earns a win by default', () => {
    const rows = standings('match_play', input);
    expect(rows.map((r) => [r.rank, r.players[0], r.wins, r.halves, r.losses, r.byes, r.points])).toEqual([
      [1, 'Ann', 1, 0, 0, 1, 2],
      [2, 'Cat', 0, 1, 0, 1, 1.5],
      [3, 'Ben', 0, 1, 1, 0, 0.5],
    ]);
    expect(rows.map((r) => [r.totalStrokes, r.averageStrokes, r.bestRound, r.countedStrokes])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
      [null, null, null, null],
    ]);
  });

  it('win percentage counts halves as half a win and leaves byes out', () => {
    const rows = standings('match_play', input);
    // Ann 1/1, Cat ½/1, Ben ½/2.
    expect(rows.map((r) => [r.players[0], r.winPercentage])).toEqual([
      ['Ann', 1],
      ['Cat', 0.5],
      ['Ben', 0.25],
    ]);
  });

  it('custom points', () => {
    const rows = standings('match_play', { ...input, rules: custom });
    expect(rows.map((r) => [r.rank, r.players[0], r.points])).toEqual([
      [1, 'Ann', 6],
      [2, 'Cat', 4],
      [3, 'Ben', 1.5],
    ]);
  });

  it('a bye can earn a halve or nothing', () => {
    const halve = standings('match_play', { ...input, rules: { ...custom, byeResult: 'halve' } });
    expect(halve.map((r) => [r.rank, r.players[0], r.points, r.byes])).toEqual([
      [1, 'Ann', 4, 1],
      [2, 'Cat', 2, 1],
      [3, 'Ben', 1.5, 0],
    ]);
    const none = standings('match_play', { ...input, rules: { ...custom, byeResult: 'none' } });
    expect(none.map((r) => [r.rank, r.players[0], r.points, r.byes])).toEqual([
      [1, 'Ann', 3, 1],
      [2, 'Ben', 1.5, 0],
      [3, 'Cat', 1, 1],
    ]);
  });

  it('shows the week-by-week results with the opponent', () => {
    const rows = standings('match_play', input);
    expect(row(rows, 'Ben').weeks).toEqual([
      week(1, { result: 'loss', opponentTeamId: 10, opponent: 'Ann' }),
      week(2, { result: 'halve', opponentTeamId: 30, opponent: 'Cat' }),
    ]);
    expect(row(rows, 'Ann').weeks.map((w) => [w.result, w.opponent])).toEqual([
      ['win', 'Ben'],
      ['bye', null],
    ]);
  });

  it('counts a bye only once its round has a result', () => {
    // R2's pairings are stored but nothing is played yet: Ann's bye earns nothing so far.
    const rows = standings('match_play', {
      ...input,
      scores: beat(1, 1, 2),
    });
    expect(rows.map((r) => [r.players[0], r.byes, r.points, r.roundsPlayed])).toEqual([
      ['Ann', 0, 1, 1],
      ['Cat', 1, 1, 1],
      ['Ben', 0, 0, 1],
    ]);
    expect(row(rows, 'Ann').weeks[1]).toMatchObject({ result: null, opponent: null });
  });

  it('a result recorded without an opponent counts as that result, not as a bye', () => {
    const rows = standings('match_play', {
      participants: [ann, ben],
      rounds: 1,
      scores: [
        { roundId: R(1), participantId: 1, strokes: null, result: 'win', opponentParticipantId: null },
        { roundId: R(1), participantId: 2, strokes: null, result: 'loss', opponentParticipantId: null },
      ],
    });
    expect(rows.map((r) => [r.rank, r.players[0], r.wins, r.losses, r.byes, r.points])).toEqual([
      [1, 'Ann', 1, 0, 0, 1],
      [2, 'Ben', 0, 1, 0, 0],
    ]);
  });
});

describe('match play tie-breaks', () => {
  it('head-to-head: A 3-1 beat B 3-1', () => {
    //        R1        R2        R3        R4        R5        W-L   points
    // Ann    beat Ben  beat Cat  lost Dan  beat Eve  —         3-1   3   ┐ Ann beat Ben
    // Ben    lost Ann  beat Dan  beat Cat  —         beat Eve  3-1   3   ┘
    // Cat    beat Dan  lost Ann  lost Ben  —         —         1-2   1   ┐ Cat beat Dan
    // Dan    lost Cat  lost Ben  beat Ann  —         —         1-2   1   ┘
    // Eve    —         —         —         lost Ann  lost Ben  0-2   0
    const rows = standings('match_play', {
      participants: [ben, ann, dan, cat, eve],
      rounds: 5,
      scores: [
        ...beat(1, 1, 2),
        ...beat(1, 3, 4),
        ...beat(2, 1, 3),
        ...beat(2, 2, 4),
        ...beat(3, 4, 1),
        ...beat(3, 2, 3),
        ...beat(4, 1, 5),
        ...beat(5, 2, 5),
      ],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', 'Tied on points; ahead on head-to-head'],
      [2, 'Ben', 'Tied on points; behind on head-to-head'],
      [3, 'Cat', 'Tied on points; ahead on head-to-head'],
      [4, 'Dan', 'Tied on points; behind on head-to-head'],
      [5, 'Eve', null],
    ]);
    expect(rows.map((r) => [r.wins, r.losses, r.winPercentage])).toEqual([
      [3, 1, 0.75],
      [3, 1, 0.75],
      [1, 2, 0.333],
      [1, 2, 0.333],
      [0, 2, 0],
    ]);
  });

  // Five players, pairings stored (the round robin an organiser runs), R3 paired but not played:
  //   R1: Ann beat Ben, Cat halved Dan, Eve bye
  //   R2: Cat beat Ann, Ben beat Eve, Dan bye
  //   R3: Ann v Dan, Ben v Cat, Eve bye (no results yet)
  //        R1        R2        points       W-H-L   win %
  // Cat    H Dan     W Ann     ½ + 1 = 1.5   1-1-0   .75   ┐ halved each other: head-to-head equal
  // Dan    H Cat     bye       ½ + 1 = 1.5   0-1-0   .5    ┘ → win percentage: Cat ahead
  // Ann    W Ben     L Cat     1             1-0-1   .5    ┐ Ann and Eve never met: no head-to-head
  // Ben    L Ann     W Eve     1             1-0-1   .5    │ → win percentage puts Eve last;
  // Eve    bye       L Ben     1             0-0-1   0     ┘ Ann and Ben again: Ann beat Ben
  // After R1 only: Ann 1 and Eve 1 (bye, no matches: rank shared), Cat and Dan ½ (shared 3), Ben 0.
  const fivePlayers = {
    participants: [ann, ben, cat, dan, eve],
    rounds: 3,
    scores: [...beat(1, 1, 2), ...halved(1, 3, 4), ...beat(2, 3, 1), ...beat(2, 2, 5)],
    pairings: [
      pairing(1, 1, 2),
      pairing(1, 3, 4),
      pairing(1, 5, null),
      pairing(2, 3, 1),
      pairing(2, 2, 5),
      pairing(2, 4, null),
      pairing(3, 1, 4),
      pairing(3, 2, 3),
      pairing(3, 5, null),
    ],
  };

  it('head-to-head is skipped when not all the tied teams have met; win percentage decides', () => {
    const rows = standings('match_play', fivePlayers);
    expect(ranks(rows)).toEqual([
      [1, 'Cat', 'Tied on points; ahead on win percentage'],
      [2, 'Dan', 'Tied on points; behind on win percentage'],
      [3, 'Ann', 'Tied on points; ahead on head-to-head'],
      [4, 'Ben', 'Tied on points; behind on head-to-head'],
      [5, 'Eve', 'Tied on points; behind on win percentage'],
    ]);
    expect(rows.map((r) => [r.points, r.wins, r.halves, r.losses, r.byes, r.winPercentage])).toEqual([
      [1.5, 1, 1, 0, 0, 0.75],
      [1.5, 0, 1, 0, 1, 0.5],
      [1, 1, 0, 1, 0, 0.5],
      [1, 1, 0, 1, 0, 0.5],
      [1, 0, 0, 1, 1, 0],
    ]);
  });

  it('shows each round of the grid, the unplayed pairing and the bye still to come', () => {
    const rows = standings('match_play', fivePlayers);
    expect(row(rows, 'Dan').weeks.map((w) => [w.result, w.opponent, w.opponentTeamId])).toEqual([
      ['halve', 'Cat', 30],
      ['bye', null, null],
      [null, 'Ann', 10],
    ]);
    expect(row(rows, 'Eve').weeks.map((w) => [w.result, w.opponent])).toEqual([
      ['bye', null],
      ['loss', 'Ben'],
      [null, null],
    ]);
  });

  it('rank change compares with the standings before the latest round with results', () => {
    const rows = standings('match_play', fivePlayers);
    expect(rows.map((r) => [r.players[0], r.rankChange])).toEqual([
      ['Cat', 2],
      ['Dan', 1],
      ['Ann', -2],
      ['Ben', 1],
      ['Eve', -4],
    ]);
    const afterOne = standings('match_play', { ...fivePlayers, scores: fivePlayers.scores.slice(0, 4) });
    expect(ranks(afterOne)).toEqual([
      [1, 'Ann', 'Tied on points; rank shared'],
      [1, 'Eve', 'Tied on points; rank shared'],
      [3, 'Cat', 'Tied on points; rank shared'],
      [3, 'Dan', 'Tied on points; rank shared'],
      [5, 'Ben', null],
    ]);
  });

  it('fewer losses, after win percentage; teams still equal share the rank', () => {
    //   R1: Ann beat Cat, Ben halved Dan      R2: Eve beat Ann, Ben halved Fay
    //        points  W-H-L   win %
    // Eve    1       1-0-0   1     ┐ no two of them met: win percentage puts Eve first,
    // Ben    1       0-2-0   .5    │ then Ben and Ann are equal on it:
    // Ann    1       1-0-1   .5    ┘ Ben has fewer losses
    // Dan    ½       0-1-0   .5    ┐ never met, same record: rank shared
    // Fay    ½       0-1-0   .5    ┘
    // Cat    0       0-0-1   0
    const rows = standings('match_play', {
      participants: [ann, ben, cat, dan, eve, fay],
      rounds: 2,
      scores: [...beat(1, 1, 3), ...halved(1, 2, 4), ...beat(2, 5, 1), ...halved(2, 2, 6)],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Eve', 'Tied on points; ahead on win percentage'],
      [2, 'Ben', 'Tied on points; behind on win percentage'],
      [3, 'Ann', 'Tied on points; behind on fewer losses'],
      [4, 'Dan', 'Tied on points; rank shared'],
      [4, 'Fay', 'Tied on points; rank shared'],
      [6, 'Cat', null],
    ]);
  });

  it('head-to-head that goes round in a circle decides nothing', () => {
    //   Ann beat Ben, Ben beat Cat, Cat beat Ann: 1 point each among themselves, 1-1 each → rank shared
    const rows = standings('match_play', {
      participants: [ann, ben, cat],
      rounds: 3,
      scores: [...beat(1, 1, 2), ...beat(2, 2, 3), ...beat(3, 3, 1)],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Ann', 'Tied on points; rank shared'],
      [1, 'Ben', 'Tied on points; rank shared'],
      [1, 'Cat', 'Tied on points; rank shared'],
    ]);
  });

  it('head-to-head counts a halve between the tied teams', () => {
    //   R1: Ann halved Ben   R2: Ann beat Cat, Dan beat Ben   R3: Dan beat Ann, Ben beat Cat
    //        R1        R2         R3         points
    // Ann    H Ben     W Cat      L Dan      1.5   ┐ met once, halved: equal on head-to-head;
    // Ben    H Ann     L Dan      W Cat      1.5   ┘ win % equal (.5); losses equal → shared
    // Cat    —         L Ann      L Ben      0
    // Dan    —         W Ben      W Ann      2
    const rows = standings('match_play', {
      participants: [ann, ben, cat, dan],
      rounds: 3,
      scores: [...halved(1, 1, 2), ...beat(2, 1, 3), ...beat(2, 4, 2), ...beat(3, 4, 1), ...beat(3, 2, 3)],
    });
    expect(ranks(rows)).toEqual([
      [1, 'Dan', null],
      [2, 'Ann', 'Tied on points; rank shared'],
      [2, 'Ben', 'Tied on points; rank shared'],
      [4, 'Cat', null],
    ]);
  });
});

describe('scramble teams', () => {
  // Team 1: Ann (lead) with her guest partner Gus; team 2: Ben (lead) and Bea; team 3: Cat.
  const participants = [
    { id: 1, userId: 501, teamId: 1, isTeamLead: true, name: 'Ann', player2Name: 'Gus' },
    { id: 3, userId: 503, teamId: 2, isTeamLead: false, name: 'Bea' },
    { id: 2, userId: 502, teamId: 2, isTeamLead: true, name: 'Ben' },
    { id: 4, userId: 504, teamId: 3, isTeamLead: true, name: 'Cat' },
  ];

  it('names the guest partner with the team, and a score against either player counts for the team', () => {
    const rows = standings('match_play', {
      participants,
      rounds: 1,
      // Bea's side recorded the win; a score of someone no longer in the league is ignored.
      scores: [
        ...beat(1, 3, 1),
        { roundId: R(1), participantId: 99, strokes: null, result: 'win', opponentParticipantId: 4 },
      ],
      pairings: [pairing(1, 1, 3), pairing(1, 4, null)],
    });
    expect(rows.map((r) => [r.rank, r.teamId, r.players, r.points])).toEqual([
      [1, 2, ['Ben', 'Bea'], 1],
      [1, 3, ['Cat'], 1],
      [3, 1, ['Ann', 'Gus'], 0],
    ]);
    expect(rows[0]!.weeks[0]).toMatchObject({ result: 'win', opponentTeamId: 1, opponent: 'Ann & Gus' });
    expect(rows[2]!.weeks[0]).toMatchObject({ result: 'loss', opponentTeamId: 2, opponent: 'Ben & Bea' });
  });

  it('stroke play: one row per team', () => {
    const rows = standings('lowest_score', {
      participants,
      rounds: 1,
      scores: [strokes(1, 3, 66), strokes(1, 1, 68), strokes(1, 99, 60)],
    });
    expect(rows.map((r) => [r.rank, r.players.join(' & '), r.totalStrokes])).toEqual([
      [1, 'Ben & Bea', 66],
      [2, 'Ann & Gus', 68],
      [null, 'Cat', 0],
    ]);
  });
});
