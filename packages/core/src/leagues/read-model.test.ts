import { describe, expect, it } from 'vitest';
import { LEAGUE_NIGHT_DEFAULTS } from './schemas/course';
import { LEAGUE_RULE_DEFAULTS, type LeagueParticipant } from './schemas/league';
import { type League } from './schemas/league-record';
import { leagueReadModel, type LeagueRows } from './read-model';

/** When the league plays: Tuesdays from November 3, nine holes a night. */
const TUESDAYS = { startDate: '2026-11-03', endDate: '2026-12-15', dayOfWeek: 'Tuesday', startTime: '18:00' } as const;
const league = (overrides: Partial<League> = {}): League => ({
  ...LEAGUE_RULE_DEFAULTS,
  ...LEAGUE_NIGHT_DEFAULTS,
  ...TUESDAYS,
  ...{ id: 7, name: 'Tuesday Nine', description: null, leagueType: 'individual', scoringType: 'lowest_score' },
  ...{ endTime: '20:00', maxParticipants: 8, numberOfBays: 2, isActive: true, numberParticipants: 4 },
  ...{ hasSchedule: false, hasScores: true },
  ...overrides,
});
const player = (id: number, name: string): LeagueParticipant => ({
  id,
  leagueId: 7,
  userId: 100 + id,
  teamId: id,
  isTeamLead: true,
  name,
});
/** Nine holes of par 4, stroke index in hole order. */
const nine = Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: i + 1 }));
const sum = (holes: number[]) => holes.reduce((a, b) => a + b, 0);
const card = (roundId: number, participantId: number, holes: number[]) => ({
  roundId,
  participantId,
  strokes: sum(holes),
  holes,
  result: null,
  opponentParticipantId: null,
});

const ANN = [5, 4, 4, 5, 4, 4, 5, 4, 5]; // 40 gross, 5 strokes on a handicap of 10: net 35
const BOB = [5, 5, 5, 5, 5, 5, 4, 5, 5]; // 44 gross, 10 strokes on a handicap of 20: net 34
const CAL = [4, 4, 4, 4, 4, 4, 4, 4, 3]; // 35 gross, scratch: net 35, level with Ann
const DEE = [6, 6, 6, 5, 5, 5, 6, 6, 5]; // 50 gross, scratch

/** A net league of four players after round 1 of two, on a nine-hole course, with starting handicaps. */
function strokeRows(overrides: Partial<League> = {}): LeagueRows {
  return {
    league: league({
      handicapMode: 'league',
      handicapNewPlayer: 'entered',
      // Starting handicaps played as entered (a league from before they were played at the allowance).
      startingHandicapAllowance: false,
      rankBy: 'net',
      skinsMode: 'net',
      ...overrides,
    }),
    participants: [player(1, 'Ann Archer'), player(2, 'Bob Baker'), player(3, 'Cal Cole'), player(4, 'Dee Dunn')],
    rounds: [
      { id: 11, roundNumber: 1, roundDate: '2026-11-03', name: null, courseId: 5 },
      { id: 12, roundNumber: 2, roundDate: '2026-11-10', name: 'Final', courseId: 5 },
    ],
    courses: [{ id: 5, name: 'Links Nine', holes: nine, par: 36 }],
    scores: [card(11, 1, ANN), card(11, 2, BOB), card(11, 3, CAL), card(11, 4, DEE)],
    pairings: [],
    nightSettings: [
      { participantId: 1, startingHandicap: 10, playerHandicaps: null, override: null },
      { participantId: 2, startingHandicap: 20, playerHandicaps: null, override: null },
      { participantId: 3, startingHandicap: 0, playerHandicaps: null, override: null },
      { participantId: 4, startingHandicap: 0, playerHandicaps: null, override: null },
    ],
  };
}
const round1 = strokeRows().rounds[0]!;

describe('the league read model: standings', () => {
  it('ranks a net league on each card less the strokes its handicap gave, ties split by countback', () => {
    const rows = leagueReadModel(strokeRows()).standings().rows;
    expect(rows.map((r) => [r.rank, r.players.join(' & '), r.averageStrokes])).toEqual([
      [1, 'Bob Baker', 34],
      [2, 'Cal Cole', 35],
      [3, 'Ann Archer', 35],
      [4, 'Dee Dunn', 50],
    ]);
    // Ann and Cal are level on 35 net: Cal's last holes are lower, net of Ann's strokes on holes 1 to 5.
    expect(rows[1]!.tieBreak).toMatch(/^Tied on net average; ahead on countback \(last \d\)$/);
    expect(rows[2]!.tieBreak).toMatch(/^Tied on net average; behind on countback \(last \d\)$/);
    expect(rows.map((r) => r.handicap)).toEqual([20, 0, 10, 0]);
  });

  it('ranks the same cards by gross when the league does, and without handicaps shows none', () => {
    const gross = leagueReadModel(strokeRows({ rankBy: 'gross' })).standings().rows;
    expect(gross.map((r) => [r.players[0], r.averageStrokes])).toEqual([
      ['Cal Cole', 35],
      ['Ann Archer', 40],
      ['Bob Baker', 44],
      ['Dee Dunn', 50],
    ]);
    const off = leagueReadModel(strokeRows({ handicapMode: 'off' })).standings().rows;
    expect(off.map((r) => [r.players[0], r.handicap, r.net])).toEqual([
      ['Cal Cole', null, null],
      ['Ann Archer', null, null],
      ['Bob Baker', null, null],
      ['Dee Dunn', null, null],
    ]);
  });

  it('answers the rules and the rounds with the rows', () => {
    const standings = leagueReadModel(strokeRows()).standings();
    expect(standings.leagueId).toBe(7);
    expect(standings.rounds).toEqual([
      { roundId: 11, roundNumber: 1, roundDate: '2026-11-03' },
      { roundId: 12, roundNumber: 2, roundDate: '2026-11-10' },
    ]);
    expect(standings.rules.minRoundsToRank).toBe(LEAGUE_RULE_DEFAULTS.minRoundsToRank);
  });
});

describe('the league read model: handicaps', () => {
  it("answers each team's handicap as the handicaps screen shows it, with each round's strokes and net", () => {
    const ann = leagueReadModel(strokeRows())
      .playerHandicaps()
      .find((h) => h.teamId === 1)!;
    expect(ann.players).toEqual(['Ann Archer']);
    expect(ann.startingHandicap).toBe(10);
    expect(ann.rounds).toEqual([
      expect.objectContaining({ roundId: 11, gross: 40, strokesGiven: 5, net: 35, handicapBefore: 10 }),
    ]);
  });

  it("plays a starting handicap at the league's allowance; a team figure made from its players' as made", () => {
    // At 90 %: Ann's 10 plays as 9.0 (4.5 strokes on nine holes, 5: net 35), Bob's 20 as 18.0 (9 strokes: net 35).
    const model = leagueReadModel(strokeRows({ startingHandicapAllowance: true }));
    const byName = (name: string) => model.playerHandicaps().find((h) => h.players[0] === name)!;
    expect(byName('Ann Archer').rounds[0]).toMatchObject({ handicapBefore: 9, strokesGiven: 5, net: 35 });
    expect(byName('Bob Baker').rounds[0]).toMatchObject({ handicapBefore: 18, strokesGiven: 9, net: 35 });
    expect(byName('Bob Baker').startingHandicap).toBe(20);
    // In a scramble league a team's starting handicap is its team handicap: played as entered.
    const scramble = leagueReadModel(strokeRows({ startingHandicapAllowance: true, leagueType: 'scramble' }));
    const bob = scramble.playerHandicaps().find((h) => h.teamId === 2)!;
    expect(bob.rounds[0]).toMatchObject({ handicapBefore: 20, strokesGiven: 10, net: 34 });
  });
});

describe('the league read model: the leaderboard', () => {
  it("follows the round being played: tonight's, else the latest with a score", () => {
    const model = leagueReadModel(strokeRows());
    const after = model.leaderboard('2026-11-05');
    expect(after.round).toEqual({ id: 11, roundNumber: 1, roundDate: '2026-11-03', name: null });
    expect(after.rankBy).toBe('net');
    expect(after.holeCount).toBe(9);
    expect(after.rows.map((r) => [r.players[0], r.gross, r.net, r.handicap])).toEqual([
      ['Bob Baker', 44, 34, 20],
      ['Cal Cole', 35, 35, 0],
      ['Ann Archer', 40, 35, 10],
      ['Dee Dunn', 50, 50, 0],
    ]);
    const tonight = model.leaderboard('2026-11-10');
    expect(tonight.round?.name).toBe('Final');
    expect(tonight.rows.every((r) => r.gross === null)).toBe(true);
  });
});

/** A card posted on round 2 (tonight, Nov 10) so far: the holes played, then nothing. */
const holes = (...played: number[]) => [...played, ...Array<null>(9 - played.length).fill(null)];
const posted = (participantId: number, card: (number | null)[]) => ({
  roundId: 12,
  participantId,
  holes: card,
  postedAt: '2026-11-10T23:30:00.000Z',
});

describe('the league read model: cards posted hole by hole (decision 273)', () => {
  it("tonight's leaderboard moves as players post: thru, and the place against par so far", () => {
    const rows = {
      ...strokeRows({ handicapMode: 'off', rankBy: 'gross' }),
      // Ann thru 2 level par, Bob thru 3 three over, Dee's card posted with nothing on it yet, Cal nothing.
      postedCards: [posted(1, holes(4, 4)), posted(2, holes(5, 5, 5)), posted(4, holes())],
    };
    const tonight = leagueReadModel(rows).leaderboard('2026-11-10');
    expect(tonight.rows.map((r) => [r.rank, r.players[0], r.thru, r.gross, r.toPar])).toEqual([
      [1, 'Ann Archer', 2, 8, 0],
      [2, 'Bob Baker', 3, 15, 3],
      [null, 'Cal Cole', 0, null, null],
      [null, 'Dee Dunn', 0, null, null],
    ]);
    // One more hole of Ann's: a birdie.
    const later = leagueReadModel({ ...rows, postedCards: [posted(1, holes(4, 4, 3)), posted(2, holes(5, 5, 5))] });
    expect(later.leaderboard('2026-11-10').rows[0]).toMatchObject({ players: ['Ann Archer'], thru: 3, toPar: -1 });
  });

  it('splits complete posted cards on countback before they are approved, as saved cards are', () => {
    // Ann and Cal both post 37 gross on every hole; on the last 6 Cal has 24, Ann 25.
    const rows = {
      ...strokeRows({ handicapMode: 'off', rankBy: 'gross' }),
      postedCards: [posted(1, holes(4, 4, 4, 4, 4, 4, 4, 4, 5)), posted(3, holes(5, 4, 4, 4, 4, 4, 4, 4, 4))],
    };
    const board = leagueReadModel(rows).leaderboard('2026-11-10').rows;
    expect(board.slice(0, 2).map((r) => [r.rank, r.players[0], r.thru, r.gross, r.tieBreak])).toEqual([
      [1, 'Cal Cole', 9, 37, 'Tied on gross; ahead on countback (last 6)'],
      [2, 'Ann Archer', 9, 37, 'Tied on gross; behind on countback (last 6)'],
    ]);
  });

  it('counts a posted card in no standings, and an approved (saved) card replaces it', () => {
    const rows = strokeRows();
    const withPosted = { ...rows, postedCards: [posted(1, holes(4, 4, 4, 4, 4, 4, 4, 4, 4))] };
    expect(leagueReadModel(withPosted).standings()).toEqual(leagueReadModel(rows).standings());
    const approved = { ...withPosted, scores: [...rows.scores, card(12, 1, ANN)] };
    const ann = leagueReadModel(approved)
      .leaderboard('2026-11-10')
      .rows.find((r) => r.players[0] === 'Ann Archer');
    expect(ann).toMatchObject({ thru: 9, gross: 40 });
  });
});

describe('the league read model: skins while the phones post (decision 496)', () => {
  const round2 = strokeRows().rounds[1]!;
  const gross = { handicapMode: 'off', rankBy: 'gross', skinsMode: 'gross', skinsCarryOver: false } as const;

  it('plays complete posted cards for skins; a card still being played plays none', () => {
    // Ann birdies hole 1, Bob hole 9, otherwise par; Cal has only posted a 2 on hole 1 so far.
    const rows = {
      ...strokeRows(gross),
      postedCards: [
        posted(1, holes(3, 4, 4, 4, 4, 4, 4, 4, 4)),
        posted(2, holes(4, 4, 4, 4, 4, 4, 4, 4, 3)),
        posted(3, holes(2)),
      ],
    };
    const won = (r: LeagueRows) =>
      leagueReadModel(r)
        .skins(round2)
        .map((s) => [s.hole, s.teamId, s.value]);
    expect(won(rows)).toEqual([
      [1, 1, 1],
      [9, 2, 1],
    ]);
    // Cal finishes with a 3 on the last: hole 9 is tied and won by nobody; his 2 takes hole 1.
    const calDone = {
      ...rows,
      postedCards: [...rows.postedCards.slice(0, 2), posted(3, holes(2, 4, 4, 4, 4, 4, 4, 4, 3))],
    };
    expect(won(calDone)).toEqual([[1, 3, 1]]);
    // Only one complete card: no skins at all.
    expect(won({ ...rows, postedCards: rows.postedCards.slice(0, 1) })).toEqual([]);
  });

  it("plays a team's saved card over its posted one", () => {
    const rows = {
      ...strokeRows(gross),
      postedCards: [posted(1, holes(3, 4, 4, 4, 4, 4, 4, 4, 4)), posted(2, holes(4, 4, 4, 4, 4, 4, 4, 4, 3))],
    };
    // The organiser saves Ann's card with a par on hole 1 after all: hole 1 is halved.
    const saved = { ...rows, scores: [...rows.scores, card(12, 1, [4, 4, 4, 4, 4, 4, 4, 4, 4])] };
    expect(
      leagueReadModel(saved)
        .skins(round2)
        .map((s) => [s.hole, s.teamId]),
    ).toEqual([[9, 2]]);
  });
});

describe("the league read model: a substitute's own card (decision 498)", () => {
  const gross = { handicapMode: 'off', rankBy: 'gross', skinsMode: 'gross', skinsCarryOver: false } as const;
  const sam = { name: 'Sam Sub', userId: null, handicap: 10, strokes: 35, holes: [4, 4, 4, 4, 4, 4, 4, 4, 3] };

  it("plays a substitute's card by the hole for skins, named as theirs, under the substitute rule only", () => {
    // Round 1: Dee is marked did not play and Sam plays in her place; Cal pars every hole.
    const rows = {
      ...strokeRows({ ...gross, absenceRule: 'substitute' }),
      scores: [card(11, 1, ANN), card(11, 2, BOB), card(11, 3, [4, 4, 4, 4, 4, 4, 4, 4, 4])],
      absences: [{ roundId: 11, participantId: 4, substitute: sam }],
    };
    // Hole 1: Cal 4 and Sam 4 beat Ann's and Bob's 5s: halved. Hole 9: Sam's 3 alone.
    expect(
      leagueReadModel(rows)
        .skins(round1)
        .map((s) => [s.hole, s.teamId, s.substitute]),
    ).toEqual([[9, 4, 'Sam Sub']]);
    const mail = leagueReadModel(rows).roundResults(round1);
    expect(mail.skins).toEqual(['Hole 9: Sam Sub (substitute) (1 skin)']);
    // Another absence rule: the substitute's card plays nothing, and Cal's 4s take holes 1, 4 and 9.
    const other = { ...rows, league: { ...rows.league, absenceRule: 'no_score' as const } };
    expect(
      leagueReadModel(other)
        .skins(round1)
        .map((s) => [s.hole, s.teamId, s.substitute]),
    ).toEqual([
      [1, 3, undefined],
      [4, 3, undefined],
      [9, 3, undefined],
    ]);
  });
});

describe('the league read model: match play as it is played (decision 294)', () => {
  /** Round 2 (tonight): Ann plays Bob, Cal plays Dee; gross (no handicaps). */
  const matchRows = (): LeagueRows => ({
    ...strokeRows({ scoringType: 'match_play', handicapMode: 'off', rankBy: 'gross' }),
    scores: [],
    pairings: [
      { roundId: 12, participantId: 1, opponentParticipantId: 2 },
      { roundId: 12, participantId: 3, opponentParticipantId: 4 },
    ],
  });

  it("carries each team's match from the holes both sides have posted", () => {
    const rows = {
      ...matchRows(),
      postedCards: [posted(1, holes(3, 4, 4)), posted(2, holes(4, 4)), posted(3, holes(4))],
    };
    const board = leagueReadModel(rows).leaderboard('2026-11-10');
    const matchOf = (name: string) => board.rows.find((r) => r.players[0] === name)?.match;
    expect(matchOf('Ann Archer')).toEqual({
      opponent: ['Bob Baker'],
      state: 'Ann Archer 1 UP thru 2',
      holesUp: 1,
      thru: 2,
      finished: false,
    });
    expect(matchOf('Bob Baker')).toMatchObject({
      opponent: ['Ann Archer'],
      state: 'Ann Archer 1 UP thru 2',
      holesUp: -1,
    });
    expect(matchOf('Cal Cole')).toMatchObject({ opponent: ['Dee Dunn'], state: 'Not started', thru: 0 });
    // Stroke play rows carry no match.
    const stroke = leagueReadModel({ ...strokeRows(), postedCards: rows.postedCards }).leaderboard('2026-11-10');
    expect(stroke.rows.every((r) => !('match' in r))).toBe(true);
  });

  it('places the rows by the matches, not by strokes: the side up first, a match not started unplaced', () => {
    // Ann wins holes 1 and 2 and throws away hole 4: 1 UP thru 4 though her 19 is 3 over par and Bob's 16 level.
    // Cal has a birdie on the one hole he has posted, Dee none: their match has not started.
    const rows = {
      ...matchRows(),
      postedCards: [posted(1, holes(3, 3, 4, 9)), posted(2, holes(4, 4, 4, 4)), posted(3, holes(3))],
    };
    const board = leagueReadModel(rows).leaderboard('2026-11-10');
    expect(board.placedBy).toBe('match');
    expect(board.rows.map((r) => [r.players[0], r.rank, r.toPar, r.tieBreak, r.match?.state])).toEqual([
      ['Ann Archer', 1, 3, null, 'Ann Archer 1 UP thru 4'],
      ['Bob Baker', 2, 0, null, 'Ann Archer 1 UP thru 4'],
      ['Cal Cole', null, -1, null, 'Not started'],
      ['Dee Dunn', null, null, null, 'Not started'],
    ]);
    // A stroke-play league's leaderboard is placed by its strokes, as before: Cal's −1 first.
    const stroke = leagueReadModel({ ...strokeRows({ rankBy: 'gross' }), postedCards: rows.postedCards });
    const strokeBoard = stroke.leaderboard('2026-11-10');
    expect(strokeBoard.placedBy).toBe('strokes');
    expect(strokeBoard.rows.map((r) => [r.players[0], r.rank])).toEqual([
      ['Cal Cole', 1],
      ['Bob Baker', 2],
      ['Ann Archer', 3],
      ['Dee Dunn', null],
    ]);
  });

  it('a saved card decides as the sheet did, and a team without a match has none', () => {
    const ANN_CARD = [3, 3, 3, 3, 3, 4, 4, 4, 4];
    const BOB_CARD = [4, 4, 4, 4, 4, 3, 3, 3, 3];
    const rows = matchRows();
    const saved = {
      ...rows,
      pairings: [
        { roundId: 12, participantId: 1, opponentParticipantId: 2 },
        { roundId: 12, participantId: 3, opponentParticipantId: null },
      ],
      scores: [
        { ...card(12, 1, ANN_CARD), result: 'win' as const, opponentParticipantId: 2 },
        { ...card(12, 2, BOB_CARD), result: 'loss' as const, opponentParticipantId: 1 },
      ],
    };
    const board = leagueReadModel(saved).leaderboard('2026-11-10');
    expect(board.rows.find((r) => r.players[0] === 'Bob Baker')?.match).toMatchObject({
      state: 'Ann Archer won 5 & 4',
      holesUp: -5,
      thru: 5,
      finished: true,
    });
    expect(board.rows.find((r) => r.players[0] === 'Cal Cole')?.match).toBeNull();
  });
});

describe('the league read model: skins and the results e-mail', () => {
  it("wins a round's skins on the single lowest score of a hole, net of the strokes when the game is net", () => {
    const skins = leagueReadModel(strokeRows()).skins(round1);
    expect(skins.reduce((total, s) => total + s.value, 0)).toBeGreaterThan(0);
    expect(leagueReadModel(strokeRows({ skinsMode: 'off' })).skins(round1)).toEqual([]);
    // Bob's 10 strokes on nine holes are two on hole 1 (stroke index 1): his 5 is a net 3, the hole's one lowest.
    expect(skins.find((s) => s.hole === 1)).toMatchObject({ teamId: 2, value: 1 });
    // Gross, Cal's 4 is the one lowest there.
    const gross = leagueReadModel(strokeRows({ skinsMode: 'gross' })).skins(round1);
    expect(gross.find((s) => s.hole === 1)).toMatchObject({ teamId: 3, value: 1 });
  });

  it('plays the back nine of an 18-hole course as its own nine: the same nets, skins named by the course’s holes', () => {
    // The back nine of this course is the nine above (par 4s, the course's even stroke indexes in hole order).
    const eighteen = [
      ...nine.map((h) => ({ par: 5, strokeIndex: 2 * h.strokeIndex - 1 })),
      ...nine.map((h) => ({ par: h.par, strokeIndex: 2 * h.strokeIndex })),
    ];
    const onNine = strokeRows();
    const onBack: LeagueRows = {
      ...onNine,
      rounds: onNine.rounds.map((r) => ({ ...r, courseId: 6, courseHoles: 'back' as const })),
      courses: [{ id: 6, name: 'Lakeside Links', holes: eighteen, par: 81 }],
    };
    const back = leagueReadModel(onBack);
    const round = onBack.rounds[0]!;
    expect(back.courseOfRound(round)).toMatchObject({ par: 36, firstHole: 10, courseHoles: 'back' });
    expect(back.standings().rows).toEqual(leagueReadModel(onNine).standings().rows);
    // Bob's two strokes on the nine's stroke index 1 win him the course's hole 10, not hole 1.
    const skins = back.skins(round);
    expect(skins.find((s) => s.hole === 10)).toMatchObject({ teamId: 2, value: 1 });
    expect(skins.map((s) => s.hole)).toEqual(
      leagueReadModel(onNine)
        .skins(round1)
        .map((s) => s.hole + 9),
    );
  });

  it("tells each player their round, their handicap, the winners, the skins and the standings' top", () => {
    const contentFor = leagueReadModel(strokeRows()).resultsMail(round1);
    const ann = contentFor(1);
    // Ann and Cal both net 35 on round 1: countback on the last holes puts Cal ahead, in the standings' words.
    expect(ann.score).toBe('Gross 40, net 35 (5 strokes) · Tied on net; behind on countback (last 6)');
    expect(contentFor(3).score).toMatch(/^Gross \d+, net 35 \(.+\) · Tied on net; ahead on countback \(last 6\)$/);
    expect(ann.handicap).toBe('10.0 → 10.0');
    expect(ann.winners).toEqual(['Bob Baker (net 34)']);
    expect(ann.standings).toEqual(['1. Bob Baker, average 34', '2. Cal Cole, average 35', '3. Ann Archer, average 35']);
    expect(ann.skins?.every((line) => /^Hole \d: .+ \(\d skins?\)$/.test(line))).toBe(true);
    // A player below the top three gets their own row after it.
    expect(contentFor(4).standings.at(-1)).toBe('4. Dee Dunn, average 50');
    expect(contentFor(4).standings).toHaveLength(4);
  });

  it('says gross alone when the league plays without handicaps, and no skins without a game', () => {
    const contentFor = leagueReadModel(strokeRows({ handicapMode: 'off', skinsMode: 'off' })).resultsMail(round1);
    expect(contentFor(2)).toMatchObject({ score: 'Gross 44', handicap: null, skins: null });
    expect(contentFor(2).winners).toEqual(['Cal Cole (gross 35)']);
  });

  it('names match-play winners against their opponents, and a bye', () => {
    const rows: LeagueRows = {
      ...strokeRows(),
      league: league({ scoringType: 'match_play' }),
      scores: [
        { roundId: 11, participantId: 1, strokes: null, result: 'win', opponentParticipantId: 2 },
        { roundId: 11, participantId: 2, strokes: null, result: 'loss', opponentParticipantId: 1 },
        { roundId: 11, participantId: 3, strokes: null, result: 'halve', opponentParticipantId: 4 },
        { roundId: 11, participantId: 4, strokes: null, result: 'halve', opponentParticipantId: 3 },
      ],
      pairings: [
        { roundId: 11, participantId: 1, opponentParticipantId: 2 },
        { roundId: 11, participantId: 3, opponentParticipantId: 4 },
      ],
    };
    const model = leagueReadModel(rows);
    const contentFor = model.resultsMail(round1);
    expect(contentFor(1)).toMatchObject({
      score: 'Win vs Bob Baker',
      handicap: null,
      winners: ['Ann Archer beat Bob Baker'],
    });
    expect(contentFor(2).score).toBe('Loss vs Ann Archer');
    expect(contentFor(3).score).toBe('Halved vs Dee Dunn');
    expect(model.standings().rows[0]).toMatchObject({
      players: ['Ann Archer'],
      wins: 1,
      points: LEAGUE_RULE_DEFAULTS.pointsWin,
    });
    const withoutResult = leagueReadModel({ ...rows, scores: rows.scores.slice(0, 2) }).resultsMail(round1);
    expect(withoutResult(3).score).toBe('Bye');
  });
});

describe("the league read model: a withdrawn leader and the season's end (decision 480)", () => {
  // Gross, two Tuesdays (Nov 3 and 10) and no more nights. Bob leads after round 1 and withdraws.
  //        R1  R2   average
  // Ann    40  40   40      1
  // Bob    35  —    35      withdrawn after round 1: listed last, no rank
  // Cal    44  44   44      2
  // Dee    50  50   50      3
  const BOB_BEST = CAL;
  const CAL_44 = BOB;
  function season(overrides: Partial<LeagueRows> = {}): LeagueRows {
    const rows = strokeRows({ handicapMode: 'off', skinsMode: 'off', endDate: '2026-11-10' });
    return {
      ...rows,
      participants: rows.participants.map((p) => (p.id === 2 ? { ...p, lastRoundNumber: 1 } : p)),
      scores: [
        card(11, 1, ANN),
        card(11, 2, BOB_BEST),
        card(11, 3, CAL_44),
        card(11, 4, DEE),
        card(12, 1, ANN),
        card(12, 3, CAL_44),
        card(12, 4, DEE),
      ],
      ...overrides,
    };
  }
  const round2 = strokeRows().rounds[1]!;

  it('ranks the active players and lists the withdrawn leader after them, marked, in the standings and e-mails', () => {
    const model = leagueReadModel(season());
    expect(model.standings().rows.map((r) => [r.rank, r.players[0], r.averageStrokes, r.withdrawn])).toEqual([
      [1, 'Ann Archer', 40, false],
      [2, 'Cal Cole', 44, false],
      [3, 'Dee Dunn', 50, false],
      [null, 'Bob Baker', 35, true],
    ]);
    expect(model.resultsMail(round2)(1).standings).toEqual([
      '1. Ann Archer, average 40',
      '2. Cal Cole, average 44',
      '3. Dee Dunn, average 50',
    ]);
  });

  it('is over once every round is complete and no night of the schedule is to come; then names the champion', () => {
    expect(leagueReadModel(season()).seasonComplete()).toBe(true);
    // Dee's round 2 card missing: not over.
    expect(leagueReadModel(season({ scores: season().scores.slice(0, -1) })).seasonComplete()).toBe(false);
    // Nights to Dec 15 still to be played (rounds added week by week): not over.
    const longer = season();
    expect(leagueReadModel({ ...longer, league: { ...longer.league, endDate: '2026-12-15' } }).seasonComplete()).toBe(
      false,
    );
    expect(leagueReadModel(season()).seasonResults()).toEqual({
      champions: ['Ann Archer, average 40'],
      standings: [
        '1. Ann Archer, average 40',
        '2. Cal Cole, average 44',
        '3. Dee Dunn, average 50',
        '—. Bob Baker, average 35 (withdrawn)',
      ],
    });
  });
});

describe('the league read model: points by finishing place (decision 487)', () => {
  // Gross, a table of 10, 8, 6, 5. Round 2 is played too:
  //        R1  R2   places      points
  // Ann    40  36   2, 1        8 + 10 = 18   1
  // Bob    44  38   3, 2        6 + 8  = 14   2
  // Cal    35  44   1, 4        10 + 5 = 15   (average 39.5, the best: points rank him 2nd)
  // Dee    50  40   4, 3        5 + 6  = 11   4
  const ANN_36 = [4, 4, 4, 4, 4, 4, 4, 4, 4];
  const BOB_38 = [4, 4, 4, 4, 4, 4, 4, 5, 5];
  const CAL_44 = BOB;
  const DEE_40 = [5, 4, 4, 5, 4, 4, 5, 4, 5];
  const rows = (placePoints: number[]): LeagueRows => {
    const base = strokeRows({ handicapMode: 'off', skinsMode: 'off', placePoints });
    return {
      ...base,
      scores: [...base.scores, card(12, 1, ANN_36), card(12, 2, BOB_38), card(12, 3, CAL_44), card(12, 4, DEE_40)],
    };
  };

  it('ranks the standings by the points of each night’s place, the points shown in the e-mail', () => {
    const model = leagueReadModel(rows([10, 8, 6, 5]));
    expect(model.standings().rows.map((r) => [r.rank, r.players[0], r.points, r.averageStrokes])).toEqual([
      [1, 'Ann Archer', 18, 38],
      [2, 'Cal Cole', 15, 39.5],
      [3, 'Bob Baker', 14, 41],
      [4, 'Dee Dunn', 11, 45],
    ]);
    expect(model.resultsMail(strokeRows().rounds[1]!)(1).standings).toEqual([
      '1. Ann Archer, 18 points',
      '2. Cal Cole, 15 points',
      '3. Bob Baker, 14 points',
    ]);
  });

  it('ranks by average as before without a table', () => {
    const model = leagueReadModel(rows([]));
    expect(model.standings().rows.map((r) => [r.players[0], r.points])).toEqual([
      ['Ann Archer', null],
      ['Cal Cole', null],
      ['Bob Baker', null],
      ['Dee Dunn', null],
    ]);
  });

  it('places each flight on its own: its winner takes 1st place’s points', () => {
    const flighted = rows([10, 8, 6, 5]);
    // Ann and Bob in flight 1 (Ann wins both nights: 10 + 10; Bob 8 + 8), Cal and Dee in flight 2 (Cal wins round 1,
    // Dee round 2: 18 each, Cal ahead on his best single round, 35).
    const model = leagueReadModel({
      ...flighted,
      participants: flighted.participants.map((p) => ({ ...p, flight: p.id <= 2 ? 1 : 2 })),
    });
    expect(model.standings().rows.map((r) => [r.flight, r.rank, r.players[0], r.points, r.tieBreak])).toEqual([
      [1, 1, 'Ann Archer', 20, null],
      [1, 2, 'Bob Baker', 16, null],
      [2, 1, 'Cal Cole', 18, 'Tied on points; ahead on best single round'],
      [2, 2, 'Dee Dunn', 18, 'Tied on points; behind on best single round'],
    ]);
  });
});
