import { describe, expect, it } from 'vitest';
import type { AbsenceRule, HandicapRules } from '../schemas/league-record';
import { LEAGUE_RULE_DEFAULTS, type LeagueRules } from '../schemas/league';
import { absenceRuleProblem, HANDICAP_RULE_DEFAULTS } from '../schemas/course';
import { absenceSchema, SUBSTITUTE_MESSAGES } from '../schemas/league-play';
import {
  absenceStrokes,
  absentTeamsByRound,
  pairingsOfPlayers,
  playersOfRound,
  playsRound,
  roundCompletion,
  substituteAfter,
  substituteHandicap,
  substituteProblem,
  substituteWeeks,
  withdrawalLastRound,
  withdrawnTeams,
  type AbsenceRow,
} from './league-absences';
import { suggestedMatchups } from './league-sheet';
import { computeStandings, type StandingsInput } from './league-standings';

const R = (n: number) => 100 + n;
const rounds = [1, 2, 3].map((n) => ({ id: R(n), roundNumber: n, roundDate: `2026-12-0${n}` }));
const player = (id: number, name: string) => ({ id, userId: 500 + id, teamId: 10 * id, isTeamLead: true, name });
const ann = player(1, 'Ann');
const ben = player(2, 'Ben');
const cat = player(3, 'Cat');
const card = (round: number, participantId: number, strokes: number) => ({
  roundId: R(round),
  participantId,
  strokes,
  result: null,
  opponentParticipantId: null,
});
// Ann plays 40 and 44 and misses round 3 (marked); Ben plays 42 every week; Cat plays 45 twice and has no card in
// round 3 (not marked: nothing counts for her).
const SCORES = [
  card(1, 1, 40),
  card(2, 1, 44),
  card(1, 2, 42),
  card(2, 2, 42),
  card(3, 2, 42),
  card(1, 3, 45),
  card(2, 3, 45),
];
const participants = [ann, ben, cat];

function table(absenceRule: AbsenceRule, absenceValue: number | null = null, rules: Partial<LeagueRules> = {}) {
  const input: StandingsInput = {
    league: { scoringType: 'lowest_score', ...LEAGUE_RULE_DEFAULTS, ...rules },
    participants,
    rounds,
    scores: SCORES,
    absences: {
      byRound: absentTeamsByRound(participants, [{ roundId: R(3), participantId: ann.id }]),
      rule: { absenceRule, absenceValue },
    },
  };
  const rows = computeStandings(input);
  const row = (name: string) => rows.find((r) => r.players[0] === name)!;
  return { rows, ann: row('Ann'), cat: row('Cat') };
}

describe('absence rules in the standings', () => {
  it('no score (the default): the week says so, counts nothing, and Ann ranks on the two rounds she played', () => {
    const { rows, ann: a, cat: c } = table('no_score');
    expect(a.weeks[2]).toMatchObject({ didNotPlay: true, strokes: null, counted: false });
    expect(a.weeks[2]!.absence).toBe('Did not play: no score');
    expect([a.roundsPlayed, a.averageStrokes]).toEqual([2, 42]);
    // A week with no card that nobody marked is not an absence.
    expect(c.weeks[2]).toMatchObject({ didNotPlay: false, absence: null, strokes: null });
    expect(rows.map((r) => r.players[0])).toEqual(['Ann', 'Ben', 'Cat']);
  });

  it('their average: the week counts her average of the rounds she played, rounded to whole strokes', () => {
    const { ann: a } = table('average');
    expect(a.weeks[2]).toMatchObject({ didNotPlay: true, strokes: 42, counted: true });
    expect(a.weeks[2]!.absence).toBe('Did not play: average, 42 counted');
    expect([a.roundsPlayed, a.totalStrokes, a.averageStrokes]).toEqual([3, 126, 42]);
    // The absence is no best round.
    expect(a.bestRound).toBe(40);
  });

  it('their average plus N: two strokes over her average of 42 count 44, and her average moves to 42.7', () => {
    const { rows, ann: a } = table('average_plus', 2);
    expect(a.weeks[2]!.strokes).toBe(44);
    expect(a.weeks[2]!.absence).toBe('Did not play: average plus 2, 44 counted');
    expect(a.averageStrokes).toBe(42.7);
    expect(rows.map((r) => r.players[0])).toEqual(['Ben', 'Ann', 'Cat']);
  });

  it('a fixed penalty score: 50 counts, and she drops behind Cat', () => {
    const { rows, ann: a } = table('fixed_penalty', 50);
    expect(a.weeks[2]!.absence).toBe('Did not play: penalty score, 50 counted');
    expect(a.averageStrokes).toBe(44.7);
    expect(rows.map((r) => r.players[0])).toEqual(['Ben', 'Ann', 'Cat']);
    const harsher = table('fixed_penalty', 60);
    expect(harsher.rows.map((r) => r.players[0])).toEqual(['Ben', 'Cat', 'Ann']);
  });

  it('a counted absence is a round towards the minimum to rank and the best-N total', () => {
    expect(table('no_score', null, { minRoundsToRank: 3 }).ann.ranked).toBe(false);
    expect(table('average', null, { minRoundsToRank: 3 }).ann.ranked).toBe(true);
    const bestTwo = table('fixed_penalty', 41, { strokeRanking: 'best_rounds', countedRounds: 2 }).ann;
    expect(bestTwo.countedStrokes).toBe(81);
    expect(bestTwo.weeks.map((w) => w.counted)).toEqual([true, false, true]);
  });

  it('an average is asked of a player who has not played yet: nothing counts', () => {
    expect(absenceStrokes({ absenceRule: 'average', absenceValue: null }, [])).toBeNull();
    expect(absenceStrokes({ absenceRule: 'average_plus', absenceValue: 3 }, [41, 42])).toBe(45);
    expect(absenceStrokes({ absenceRule: 'fixed_penalty', absenceValue: 55 }, [])).toBe(55);
  });

  it('takes a value only with the rules that need one, within bounds', () => {
    expect(absenceRuleProblem({ absenceRule: 'average', absenceValue: null })).toBeNull();
    expect(absenceRuleProblem({ absenceRule: 'average_plus', absenceValue: null })).toBe(
      'Strokes added to the average must be a whole number from 1 to 20',
    );
    expect(absenceRuleProblem({ absenceRule: 'average_plus', absenceValue: 2 })).toBeNull();
    expect(absenceRuleProblem({ absenceRule: 'fixed_penalty', absenceValue: 0 })).toBe(
      'The penalty score must be a whole number from 1 to 200',
    );
  });
});

describe('when a round is complete', () => {
  const round3 = (absent: number[], scores = SCORES) =>
    roundCompletion({
      scoringType: 'lowest_score',
      roundNumber: 3,
      participants,
      pairings: [],
      scores: scores.filter((s) => s.roundId === R(3)),
      absences: absent.map((participantId) => ({ roundId: R(3), participantId })),
    });

  it('is complete once every player has a card or is marked did not play', () => {
    expect(round3([])).toEqual({ scoredTeams: 1, absentTeams: 0, totalTeams: 3, complete: false });
    expect(round3([ann.id])).toEqual({ scoredTeams: 1, absentTeams: 1, totalTeams: 3, complete: false });
    expect(round3([ann.id, cat.id])).toEqual({ scoredTeams: 1, absentTeams: 2, totalTeams: 3, complete: true });
  });

  it('a player with a card is scored, not absent, whatever the mark says', () => {
    expect(round3([ann.id, ben.id, cat.id])).toEqual({ scoredTeams: 1, absentTeams: 2, totalTeams: 3, complete: true });
  });

  it('a late joiner is not expected before the round they joined; a withdrawn player not after they left', () => {
    const late = { ...cat, firstRoundNumber: 4 };
    const gone = { ...ann, lastRoundNumber: 2 };
    const round = (n: number, absent: number[] = []) =>
      roundCompletion({
        scoringType: 'lowest_score',
        roundNumber: n,
        participants: [gone, ben, late],
        pairings: [],
        scores: SCORES.filter((s) => s.roundId === R(n)),
        absences: absent.map((participantId) => ({ roundId: R(n), participantId })),
      });
    // Round 3: Ann withdrew after round 2 and Cat joins from round 4: Ben's card completes it.
    expect(round(3)).toEqual({ scoredTeams: 1, absentTeams: 0, totalTeams: 1, complete: true });
    // Round 2 was Ann's and Ben's (Cat not yet in the league): both carded, complete.
    expect(round(2)).toMatchObject({ totalTeams: 2, complete: true });
    expect(playsRound(late, 3)).toBe(false);
    expect(playsRound(late, 4)).toBe(true);
    expect(withdrawnTeams([gone, ben, late])).toEqual(new Set([ann.teamId]));
  });

  it('a team is absent only when every one of its players is marked', () => {
    const amy = { id: 7, userId: 507, teamId: 70, isTeamLead: true, name: 'Amy' };
    const abe = { id: 8, userId: 508, teamId: 70, isTeamLead: false, name: 'Abe' };
    const team = (absent: number[]) =>
      roundCompletion({
        scoringType: 'lowest_score',
        roundNumber: 1,
        participants: [amy, abe],
        pairings: [],
        scores: [],
        absences: absent.map((participantId) => ({ roundId: R(1), participantId })),
      }).complete;
    expect(team([amy.id])).toBe(false);
    expect(team([amy.id, abe.id])).toBe(true);
  });
});

describe('a withdrawn player leaves the rounds to come (decision 271)', () => {
  // Cat withdrew after round 1; Dan joins from round 3.
  const gone = { ...cat, lastRoundNumber: 1 };
  const dan = { ...player(4, 'Dan'), firstRoundNumber: 3 };
  const field = [ann, ben, gone, dan];

  it('is a player of the rounds up to the one they left after, a late joiner from theirs', () => {
    expect(playersOfRound(field, 1).map((p) => p.name)).toEqual(['Ann', 'Ben', 'Cat']);
    expect(playersOfRound(field, 2).map((p) => p.name)).toEqual(['Ann', 'Ben']);
    expect(playersOfRound(field, 3).map((p) => p.name)).toEqual(['Ann', 'Ben', 'Dan']);
  });

  it("is in none of a later round's pairings, stored or suggested", () => {
    const stored = [
      { participantId: ann.id, opponentParticipantId: gone.id },
      { participantId: ben.id, opponentParticipantId: null },
    ];
    expect(pairingsOfPlayers(stored, playersOfRound(field, 2))).toEqual([
      { participantId: ben.id, opponentParticipantId: null },
    ]);
    expect(pairingsOfPlayers(stored, playersOfRound(field, 1))).toEqual(stored);
    const suggested = suggestedMatchups(R(2), 2, playersOfRound(field, 2));
    expect(suggested.map((m) => [m.participantId, m.opponentParticipantId])).toEqual([[ann.id, ben.id]]);
  });
});

// Substitutes under the league's absence rule (docs/decisions/274-league-substitutes.md): a member or a named guest
// plays for a player marked did not play; their card counts for the absent team (gross, or net of their own
// handicap), the standings say whose card it was, and the round waits for the card.
const pair = [ann, ben];
// Ann plays 40 and 44 and misses round 3, where Sam Sub (handicap 9) plays for her; Ben plays 42 every week.
const SUB_SCORES = [card(1, 1, 40), card(2, 1, 44), card(1, 2, 42), card(2, 2, 42), card(3, 2, 42)];
const sam = (strokes: number | null): AbsenceRow => ({
  roundId: R(3),
  participantId: ann.id,
  substitute: { name: 'Sam Sub', userId: null, handicap: 9, strokes },
});

function annOf(absences: AbsenceRow[], absenceRule: 'substitute' | 'average', net = false, holeCount = 9) {
  const rows = computeStandings({
    league: { scoringType: 'lowest_score', ...LEAGUE_RULE_DEFAULTS },
    participants: pair,
    rounds,
    scores: SUB_SCORES,
    absences: {
      byRound: absentTeamsByRound(pair, absences),
      rule: { absenceRule, absenceValue: null },
      substitutes: substituteWeeks({ participants: pair, absences, net, holeCountOf: () => holeCount }),
    },
  });
  return rows.find((r) => r.players[0] === 'Ann')!;
}

describe('a substitute plays for a player marked did not play', () => {
  it("counts the substitute's gross card for the absent player, and the week says whose it was", () => {
    const row = annOf([sam(41)], 'substitute');
    expect(row.weeks[2]).toMatchObject({ didNotPlay: true, strokes: 41, counted: true });
    expect(row.weeks[2]!.absence).toBe('Did not play: substitute Sam Sub, 41 counted');
    expect([row.roundsPlayed, row.totalStrokes, row.averageStrokes]).toEqual([3, 125, 41.7]);
    // A substitute's card is never the player's best round.
    expect(row.bestRound).toBe(40);
  });

  it("counts it net of the substitute's own handicap when the standings are net (9 on 9 holes: 5 strokes)", () => {
    expect(annOf([sam(41)], 'substitute', true, 9).weeks[2]).toMatchObject({ strokes: 36 });
    expect(annOf([sam(41)], 'substitute', true, 18).weeks[2]!.absence).toBe(
      'Did not play: substitute Sam Sub, 32 counted',
    );
  });

  it('says the card is not in yet, counts nothing, and the round waits for it', () => {
    const row = annOf([sam(null)], 'substitute');
    expect(row.weeks[2]).toMatchObject({ didNotPlay: true, strokes: null, counted: false });
    expect(row.weeks[2]!.absence).toBe('Did not play: substitute Sam Sub, no card yet');
    const completion = (absences: AbsenceRow[]) =>
      roundCompletion({
        scoringType: 'lowest_score',
        roundNumber: 3,
        participants: pair,
        pairings: [],
        scores: SUB_SCORES.filter((s) => s.roundId === R(3)),
        absences,
      }).complete;
    expect(completion([sam(null)])).toBe(false);
    expect(completion([sam(41)])).toBe(true);
    expect(completion([{ roundId: R(3), participantId: ann.id }])).toBe(true);
  });

  it('a marked player without a substitute counts nothing under the substitute rule', () => {
    const row = annOf([{ roundId: R(3), participantId: ann.id }], 'substitute');
    expect(row.weeks[2]).toMatchObject({ didNotPlay: true, strokes: null });
    expect(row.weeks[2]!.absence).toBe('Did not play: no score');
  });

  it('a substitute kept under another rule counts nothing of their own: the rule says what counts', () => {
    expect(annOf([sam(30)], 'average').weeks[2]).toMatchObject({
      strokes: 42,
      absence: 'Did not play: average, 42 counted',
    });
  });

  it('a two-player team absent with two substitutes counts the lower of their cards, named together', () => {
    const team = [
      { ...ann, teamId: 7 },
      { ...ben, teamId: 7, isTeamLead: false },
    ];
    const weeks = substituteWeeks({
      participants: team,
      absences: [
        sam(41),
        { roundId: R(3), participantId: ben.id, substitute: { name: 'Kim', userId: 9, handicap: 2, strokes: 39 } },
      ],
      net: false,
      holeCountOf: () => 9,
    });
    expect(weeks.get(R(3))?.get(7)).toEqual({ names: 'Sam Sub & Kim', strokes: 39 });
    // One of the two marked: the team is not absent, so no substitute counts for it.
    expect(
      substituteWeeks({ participants: team, absences: [sam(41)], net: false, holeCountOf: () => 9 }).get(R(3))?.size,
    ).toBe(0);
  });

  it('the call keeps taking { didNotPlay } alone, and takes a substitute with a name or a member', () => {
    expect(absenceSchema.safeParse({ didNotPlay: true }).success).toBe(true);
    expect(absenceSchema.safeParse({ didNotPlay: false }).success).toBe(true);
    expect(absenceSchema.safeParse({ didNotPlay: true, substitute: { name: 'Sam Sub', handicap: 9 } }).success).toBe(
      true,
    );
    expect(
      absenceSchema.safeParse({ didNotPlay: true, substitute: { userId: 4, handicap: 9, strokes: 41 } }).success,
    ).toBe(true);
    expect(absenceSchema.safeParse({ didNotPlay: true, substitute: null }).success).toBe(true);
    expect(absenceSchema.safeParse({ didNotPlay: true, substitute: { name: 'Sam', handicap: 60 } }).success).toBe(
      false,
    );
    expect(absenceSchema.safeParse({ didNotPlay: true, substitute: { name: ' ', handicap: 9 } }).success).toBe(false);
    expect(
      absenceSchema.safeParse({ didNotPlay: true, substitute: { name: 'Sam', handicap: 9, strokes: 12 } }).success,
    ).toBe(false);
  });
});

describe('a substitute and a withdrawal', () => {
  const guest = { name: 'Gus', handicap: 12 };
  it('refuses a substitute for a player who played, or one both named and chosen', () => {
    expect(substituteProblem({ didNotPlay: false, substitute: guest })).toBe(SUBSTITUTE_MESSAGES.played);
    expect(substituteProblem({ didNotPlay: true, substitute: { ...guest, userId: 7 } })).toBe(SUBSTITUTE_MESSAGES.who);
    expect(substituteProblem({ didNotPlay: true, substitute: { handicap: 3 } })).toBe(SUBSTITUTE_MESSAGES.who);
    expect(substituteProblem({ didNotPlay: true, substitute: guest })).toBeNull();
    expect(substituteProblem({ didNotPlay: false })).toBeNull();
  });

  it('keeps the substitute set when left out, takes it off with null or with the mark, names a member as now', () => {
    const before = { name: 'Gus', userId: null, handicap: 12, strokes: 41 };
    expect(substituteAfter({ didNotPlay: true }, before, undefined)).toBe(before);
    expect(substituteAfter({ didNotPlay: true, substitute: null }, before, undefined)).toBeNull();
    expect(substituteAfter({ didNotPlay: false }, before, undefined)).toBeNull();
    expect(substituteAfter({ didNotPlay: true, substitute: guest }, null, undefined)).toEqual({
      name: 'Gus',
      userId: null,
      handicap: 12,
      strokes: null,
      holes: null,
    });
    const member = { userId: 7, handicap: 4, strokes: 38 };
    expect(substituteAfter({ didNotPlay: true, substitute: member }, null, { id: 7, name: 'Mae Moss' })).toEqual({
      name: 'Mae Moss',
      userId: 7,
      handicap: 4,
      strokes: 38,
      holes: null,
    });
    // A card by the hole: its strokes are their sum, whatever total came with it.
    const carded = { ...member, strokes: 99, holes: [4, 5, 3, 5, 4, 3, 4, 5, 4] };
    expect(substituteAfter({ didNotPlay: true, substitute: carded }, null, { id: 7, name: 'Mae Moss' })).toMatchObject({
      strokes: 37,
      holes: carded.holes,
    });
  });

  it('plays a member substitute off a handicap from their own earlier cards, else off the one entered', () => {
    const rules: HandicapRules = { ...HANDICAP_RULE_DEFAULTS, handicapMode: 'league', netDoubleBogey: false };
    // A par-36 nine: a 42 is 6 over, 12 over 18 holes.
    const nine = { holes: Array.from({ length: 9 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })), par: 36 };
    const played = rounds.map((r) => ({ ...r, course: nine }));
    const mae = { name: 'Mae Moss', userId: 7, handicap: 15, strokes: 42 };
    const absences: AbsenceRow[] = [
      { roundId: R(1), participantId: ann.id, substitute: mae },
      // In round 2 she plays again, for Ben, entered off 15 once more.
      { roundId: R(2), participantId: ben.id, substitute: { ...mae, strokes: null } },
    ];
    const handicapIn = (round: number, substitute: { userId: number | null; handicap: number }, on = rules) =>
      substituteHandicap({ rules: on, absences, rounds: played, roundId: R(round), substitute });
    // Round 1: no card of her own yet, the 15 entered. Round 2: provisional from her one card, 12 at 90 %: 10.8.
    expect(handicapIn(1, mae)).toBe(15);
    expect(handicapIn(2, mae)).toBe(10.8);
    // A card not in yet counts for nothing: round 3 is as round 2.
    expect(handicapIn(3, mae)).toBe(10.8);
    // A guest, or a league without handicaps: the one entered.
    expect(handicapIn(2, { userId: null, handicap: 15 })).toBe(15);
    expect(handicapIn(2, mae, { ...rules, handicapMode: 'off' })).toBe(15);
  });

  it('keeps a withdrawn player in the rounds before today and those they have a card or a mark in', () => {
    const withdrawal = (today: string, absences: AbsenceRow[] = [], firstRoundNumber?: number) =>
      withdrawalLastRound({ player: { id: cat.id, firstRoundNumber }, rounds, scores: SCORES, absences, today });
    // Cat has cards in rounds 1 and 2: she stays in them whatever the date.
    expect(withdrawal('2026-11-30')).toBe(2);
    expect(withdrawal('2026-12-04')).toBe(3);
    expect(withdrawal('2026-11-30', [{ roundId: R(3), participantId: cat.id }])).toBe(3);
    // A late joiner who played nothing leaves before the round they joined in.
    expect(
      withdrawalLastRound({
        player: { id: 9, firstRoundNumber: 3 },
        rounds,
        scores: [],
        absences: [],
        today: '2026-11-30',
      }),
    ).toBe(2);
  });
});
