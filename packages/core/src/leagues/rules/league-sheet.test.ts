import { describe, expect, it } from 'vitest';
import type { Pairing, ScoreSheetEntry } from '../schemas/league-play';
import {
  SCORE_MESSAGES,
  checkPairings,
  matchPlayedMessage,
  matchupsOf,
  meetingCounts,
  meetingKey,
  pairedTwiceMessage,
  pairingWarnings,
  planPairings,
  planRoundSheet,
  roundNotPlayedMessage,
  scoredTeamsIn,
  suggestedMatchups,
  type ScoreRow,
} from './league-sheet';

// A 5-player individual league: participant 11 is Ann of team 1, …, 15 is Eve of team 5 (ids differ from teams,
// so a rule that mixes them up fails).
const [ANN, BEN, CAT, DAN, EVE] = [11, 12, 13, 14, 15];
const players = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].map((name, i) => ({
  id: 11 + i,
  userId: 100 + i,
  teamId: i + 1,
  isTeamLead: true,
  name,
}));
// A scramble league: team 1 is Ann (lead) and Amy, team 2 Ben (lead) and Bea, team 3 Cat alone.
const AMY = 21;
const BEA = 22;
const scramble = [
  { id: ANN, userId: 100, teamId: 1, isTeamLead: true, name: 'Ann' },
  { id: AMY, userId: 101, teamId: 1, isTeamLead: false, name: 'Amy' },
  { id: BEA, userId: 102, teamId: 2, isTeamLead: false, name: 'Bea' },
  { id: BEN, userId: 103, teamId: 2, isTeamLead: true, name: 'Ben' },
  { id: CAT, userId: 104, teamId: 3, isTeamLead: true, name: 'Cat' },
];

const vs = (a: number, b: number | null): Pairing => ({ participantId: a, opponentParticipantId: b });
const won = (winner: number, loser: number): ScoreRow[] => [
  { participantId: winner, strokes: null, result: 'win', opponentParticipantId: loser },
  { participantId: loser, strokes: null, result: 'loss', opponentParticipantId: winner },
];
const halvedRows = (a: number, b: number): ScoreRow[] => [
  { participantId: a, strokes: null, result: 'halve', opponentParticipantId: b },
  { participantId: b, strokes: null, result: 'halve', opponentParticipantId: a },
];
const strokeRow = (participantId: number, strokes: number): ScoreRow => ({
  participantId,
  strokes,
  result: null,
  opponentParticipantId: null,
});

// Round 2 is on Thursday 2026-12-10.
const round = { id: 7, roundNumber: 2, roundDate: '2026-12-10' };

function plan(
  entries: ScoreSheetEntry[],
  stored: { pairings?: Pairing[]; scores?: ScoreRow[] } = {},
  options: { scoringType?: 'match_play' | 'lowest_score'; today?: string; participants?: typeof players } = {},
) {
  return planRoundSheet({
    scoringType: options.scoringType ?? 'match_play',
    round,
    today: options.today ?? '2026-12-10',
    participants: options.participants ?? players,
    pairings: stored.pairings ?? [],
    scores: stored.scores ?? [],
    entries,
  });
}

const byParticipant = <T extends { participantId: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.participantId - b.participantId);

/** The stored round the match-play tests start from: Ann beat Ben, Cat v Dan not played yet, Eve has the bye. */
const storedRound = { pairings: [vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)], scores: won(ANN, BEN) };

describe('planRoundSheet: match play', () => {
  it('a partial save keeps the other pairings, their results and the bye; a halve is recorded on both sides', () => {
    const result = plan([{ participantId: CAT, result: 'halve' }], storedRound);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // In the stored order, so the round's matchups keep their places.
    expect(result.pairings).toEqual([vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)]);
    expect(byParticipant(result.scores)).toEqual(byParticipant([...won(ANN, BEN), ...halvedRows(CAT, DAN)]));
  });

  it('naming the other side of a stored pairing records the result from that side and keeps the pairing', () => {
    const result = plan([{ participantId: DAN, result: 'win' }], storedRound);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(byParticipant(result.pairings)).toEqual([vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)]);
    expect(byParticipant(result.scores)).toEqual(byParticipant([...won(ANN, BEN), ...won(DAN, CAT)]));
  });

  it('a null result clears the match on both sides and keeps the pairing', () => {
    const result = plan([{ participantId: BEN, result: null }], storedRound);
    expect(result).toMatchObject({ ok: true, scores: [] });
    if (!result.ok) return;
    expect(byParticipant(result.pairings)).toEqual([vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)]);
  });

  it('takes both sides of a match when they agree, and refuses them when they do not', () => {
    const agree = plan([
      { participantId: ANN, opponentParticipantId: BEN, result: 'win' },
      { participantId: BEN, opponentParticipantId: ANN, result: 'loss' },
    ]);
    expect(agree).toEqual({ ok: true, pairings: [vs(ANN, BEN)], scores: won(ANN, BEN) });
    const halves = plan([
      { participantId: ANN, opponentParticipantId: BEN, result: 'halve' },
      { participantId: BEN, opponentParticipantId: ANN, result: 'halve' },
    ]);
    expect(halves).toEqual({ ok: true, pairings: [vs(ANN, BEN)], scores: halvedRows(ANN, BEN) });
    const refused = { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.matchResults };
    expect(
      plan([
        { participantId: ANN, opponentParticipantId: BEN, result: 'win' },
        { participantId: BEN, opponentParticipantId: ANN, result: 'win' },
      ]),
    ).toEqual(refused);
    expect(
      plan([
        { participantId: ANN, opponentParticipantId: BEN, result: 'halve' },
        { participantId: BEN, opponentParticipantId: ANN, result: 'loss' },
      ]),
    ).toEqual(refused);
  });

  it('refuses a player in two pairings of the round', () => {
    expect(
      plan([
        { participantId: ANN, opponentParticipantId: BEN },
        { participantId: CAT, opponentParticipantId: ANN, result: 'win' },
      ]),
    ).toEqual({
      ok: false,
      code: 'SCORE_INVALID',
      message: 'Ann is in two pairings of this round: a player plays one match per round.',
    });
    expect(pairedTwiceMessage('Ann')).toBe('Ann is in two pairings of this round: a player plays one match per round.');
  });

  it('a new pairing replaces both players’ stored pairings; the opponent left behind keeps no half of a match', () => {
    // Ann actually played Cat: Ben (who "lost" to Ann) and Dan are left unpaired, with no result.
    const result = plan([{ participantId: ANN, opponentParticipantId: CAT, result: 'win' }], storedRound);
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.pairings).toEqual([vs(EVE, null), vs(ANN, CAT)]);
    expect(byParticipant(result.scores)).toEqual(byParticipant(won(ANN, CAT)));
  });

  it('moves the bye, and refuses a second one', () => {
    const moved = plan(
      [
        { participantId: EVE, opponentParticipantId: DAN },
        { participantId: CAT, opponentParticipantId: null },
      ],
      storedRound,
    );
    expect(moved).toMatchObject({ ok: true });
    if (!moved.ok) return;
    expect(byParticipant(moved.pairings)).toEqual([vs(ANN, BEN), vs(CAT, null), vs(EVE, DAN)]);
    expect(byParticipant(moved.scores)).toEqual(byParticipant(won(ANN, BEN)));

    const oneBye = { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.oneBye };
    // Cat's bye next to Eve's stored one.
    expect(plan([{ participantId: CAT, opponentParticipantId: null }], storedRound)).toEqual(oneBye);
    // Two byes in one sheet.
    expect(
      plan([
        { participantId: CAT, opponentParticipantId: null },
        { participantId: DAN, opponentParticipantId: null },
      ]),
    ).toEqual(oneBye);
  });

  it('a player with no stored pairing and no opponent named has the bye (a result for it is ignored)', () => {
    const result = plan([{ participantId: EVE, result: 'win' }]);
    expect(result).toEqual({ ok: true, pairings: [vs(EVE, null)], scores: [] });
  });

  it('refuses results for a round whose date has not come, and accepts its pairings', () => {
    const future = { today: '2026-12-09' };
    const refused = plan([{ participantId: ANN, opponentParticipantId: BEN, result: 'win' }], {}, future);
    expect(refused).toEqual({
      ok: false,
      code: 'ROUND_NOT_PLAYED',
      message: 'Round 2 is on Thursday, December 10, 2026: its results can be entered from that day.',
    });
    expect(roundNotPlayedMessage(round)).toBe(refused.ok ? '' : refused.message);
    const pairingsOnly = plan(
      [
        { participantId: ANN, opponentParticipantId: BEN },
        { participantId: CAT, opponentParticipantId: DAN, result: null },
        { participantId: EVE, opponentParticipantId: null },
      ],
      {},
      future,
    );
    expect(pairingsOnly).toMatchObject({ ok: true, scores: [] });
    if (!pairingsOnly.ok) return;
    expect(byParticipant(pairingsOnly.pairings)).toEqual([vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)]);
  });

  it('refuses strokes, strangers and a team against itself', () => {
    expect(plan([{ participantId: ANN, strokes: 70 }])).toEqual({
      ok: false,
      code: 'SCORE_INVALID',
      message: SCORE_MESSAGES.resultRequired,
    });
    expect(plan([{ participantId: 99, result: 'win', opponentParticipantId: BEN }])).toMatchObject({
      ok: false,
      message: SCORE_MESSAGES.unknownParticipant,
    });
    expect(plan([{ participantId: ANN, result: 'win', opponentParticipantId: 99 }])).toMatchObject({
      ok: false,
      message: SCORE_MESSAGES.unknownParticipant,
    });
    expect(
      plan([{ participantId: ANN, result: 'win', opponentParticipantId: AMY }], {}, { participants: scramble }),
    ).toEqual({ ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.sameTeam });
  });

  it('scramble: either player of a team stands for it', () => {
    // Stored: Ann (team 1) v Ben (team 2); the sheet names their partners Amy and Bea.
    const result = plan(
      [
        { participantId: AMY, result: 'loss' },
        { participantId: BEA, result: 'win' },
      ],
      { pairings: [vs(ANN, BEN), vs(CAT, null)] },
      { participants: scramble },
    );
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(byParticipant(result.pairings)).toEqual([vs(ANN, BEN), vs(CAT, null)]);
    expect(byParticipant(result.scores)).toEqual(byParticipant(won(BEN, ANN)));
  });
});

describe('planRoundSheet: stroke play', () => {
  const stored = { scores: [strokeRow(ANN, 70), strokeRow(BEN, 72), strokeRow(CAT, 75)] };
  const stroke = { scoringType: 'lowest_score' as const };

  it('keeps the strokes of teams the sheet does not name; null clears', () => {
    const result = plan(
      [
        { participantId: ANN, strokes: 68 },
        { participantId: BEN, strokes: null },
        { participantId: DAN, strokes: 80 },
      ],
      stored,
      stroke,
    );
    expect(result).toMatchObject({ ok: true, pairings: [] });
    if (!result.ok) return;
    expect(byParticipant(result.scores)).toEqual([strokeRow(ANN, 68), strokeRow(CAT, 75), strokeRow(DAN, 80)]);
  });

  it('refuses a team twice, a match result and strokes before the round’s date', () => {
    expect(
      plan(
        [
          { participantId: ANN, strokes: 68 },
          { participantId: AMY, strokes: 70 },
        ],
        {},
        { ...stroke, participants: scramble },
      ),
    ).toEqual({ ok: false, code: 'SCORE_DUPLICATE', message: SCORE_MESSAGES.duplicate });
    expect(plan([{ participantId: ANN, result: 'win' }], {}, stroke)).toEqual({
      ok: false,
      code: 'SCORE_INVALID',
      message: SCORE_MESSAGES.strokesRequired,
    });
    expect(plan([{ participantId: ANN, strokes: 68 }], {}, { ...stroke, today: '2026-12-09' })).toMatchObject({
      ok: false,
      code: 'ROUND_NOT_PLAYED',
    });
    // Clearing is not a result: allowed any day.
    expect(plan([{ participantId: ANN, strokes: null }], stored, { ...stroke, today: '2026-12-09' })).toMatchObject({
      ok: true,
    });
  });
});

describe('planPairings', () => {
  const stored = {
    participants: players,
    pairings: storedRound.pairings,
    scores: [...won(ANN, BEN), ...halvedRows(CAT, DAN)],
  };

  it('keeps unchanged played pairings (either way round) and lets the unplayed ones change', () => {
    const unplayed = { ...stored, scores: won(ANN, BEN) };
    const input = [vs(BEN, ANN), vs(CAT, EVE), vs(DAN, null)];
    expect(planPairings({ ...unplayed, input })).toEqual({ ok: true, pairings: input });
  });

  it('refuses changing or dropping a played pairing (a halved one included)', () => {
    expect(planPairings({ ...stored, input: [vs(ANN, CAT), vs(BEN, DAN), vs(EVE, null)] })).toEqual({
      ok: false,
      code: 'MATCH_PLAYED',
      message: 'Ann vs Ben already has a result: clear it before changing that pairing.',
    });
    expect(planPairings({ ...stored, input: [vs(ANN, BEN), vs(CAT, EVE)] })).toEqual({
      ok: false,
      code: 'MATCH_PLAYED',
      message: matchPlayedMessage('Cat', 'Dan'),
    });
    expect(planPairings({ ...stored, input: [vs(ANN, BEN), vs(CAT, DAN)] })).toEqual({
      ok: true,
      pairings: [vs(ANN, BEN), vs(CAT, DAN)],
    });
  });

  it('refuses changing a result recorded before the round had stored pairings', () => {
    const legacy = { participants: players, pairings: [], scores: won(ANN, BEN) };
    expect(planPairings({ ...legacy, input: [vs(ANN, CAT)] })).toMatchObject({ ok: false, code: 'MATCH_PLAYED' });
    expect(planPairings({ ...legacy, input: [vs(BEN, ANN), vs(CAT, DAN)] })).toMatchObject({ ok: true });
  });

  it('checks the pairings themselves', () => {
    expect(planPairings({ ...stored, input: [vs(ANN, BEN), vs(CAT, DAN), vs(EVE, ANN)] })).toEqual({
      ok: false,
      code: 'SCORE_INVALID',
      message: pairedTwiceMessage('Ann'),
    });
  });
});

describe('checkPairings', () => {
  it('passes pairings that cover each team once with one bye', () => {
    expect(checkPairings([vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)], players)).toBeNull();
    expect(checkPairings([], players)).toBeNull();
  });
  it('names what is wrong', () => {
    const invalid = (message: string) => ({ ok: false, code: 'SCORE_INVALID', message });
    expect(checkPairings([vs(ANN, 99)], players)).toEqual(invalid(SCORE_MESSAGES.unknownParticipant));
    expect(checkPairings([vs(ANN, AMY)], scramble)).toEqual(invalid(SCORE_MESSAGES.sameTeam));
    expect(checkPairings([vs(ANN, null), vs(BEN, null)], players)).toEqual(invalid(SCORE_MESSAGES.oneBye));
    expect(checkPairings([vs(ANN, BEN), vs(CAT, BEN)], players)).toEqual(invalid(pairedTwiceMessage('Ben')));
    // A scramble team is one side, whichever player is named.
    expect(checkPairings([vs(ANN, BEN), vs(BEA, CAT)], scramble)).toEqual(invalid(pairedTwiceMessage('Bea')));
  });
});

describe('pairingWarnings', () => {
  it('names players paired twice and players left unpaired', () => {
    expect(pairingWarnings([vs(ANN, BEN), vs(CAT, ANN)], players)).toEqual([
      'Ann is in 2 pairings: a player plays one match per round.',
      'Dan is not paired this round.',
      'Eve is not paired this round.',
    ]);
  });
  it('warns of a second bye, and names a scramble team by its players', () => {
    expect(pairingWarnings([vs(AMY, null), vs(BEN, null)], scramble)).toEqual([
      'Cat is not paired this round.',
      SCORE_MESSAGES.oneBye,
    ]);
    expect(pairingWarnings([vs(AMY, BEA)], scramble)).toEqual(['Cat is not paired this round.']);
    expect(pairingWarnings([vs(ANN, BEN), vs(AMY, CAT)], scramble)).toEqual([
      'Ann & Amy is in 2 pairings: a player plays one match per round.',
    ]);
  });
  it('is empty when every team is paired once', () => {
    expect(pairingWarnings([vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)], players)).toEqual([]);
  });
});

describe('matchupsOf', () => {
  it('lists every pairing: played (winner), halved, unplayed and the bye', () => {
    // Ben beat Ann (Ann is the pairing's first side), Cat halved Dan, Eve has the bye; with six players one more
    // pairing is not played yet.
    const six = [...players, { id: 16, userId: 106, teamId: 6, isTeamLead: true, name: 'Fay' }];
    const pairings = [vs(ANN, BEN), vs(CAT, DAN), vs(EVE, null)];
    const scores = [...won(BEN, ANN), ...halvedRows(CAT, DAN)];
    const base = { roundId: 7, suggested: false };
    expect(matchupsOf(7, pairings, scores, six)).toEqual([
      { ...base, participantId: ANN, opponentParticipantId: BEN, winnerParticipantId: BEN, halved: false, bye: false },
      { ...base, participantId: CAT, opponentParticipantId: DAN, winnerParticipantId: null, halved: true, bye: false },
      { ...base, participantId: EVE, opponentParticipantId: null, winnerParticipantId: null, halved: false, bye: true },
    ]);
    expect(matchupsOf(7, [vs(ANN, BEN), vs(EVE, 16)], won(ANN, BEN), six)).toEqual([
      { ...base, participantId: ANN, opponentParticipantId: BEN, winnerParticipantId: ANN, halved: false, bye: false },
      { ...base, participantId: EVE, opponentParticipantId: 16, winnerParticipantId: null, halved: false, bye: false },
    ]);
  });

  it('shows a result recorded without a stored pairing as its own pairing, once', () => {
    expect(matchupsOf(7, [vs(CAT, DAN)], won(ANN, BEN), players)).toEqual([
      {
        roundId: 7,
        participantId: CAT,
        opponentParticipantId: DAN,
        winnerParticipantId: null,
        halved: false,
        bye: false,
        suggested: false,
      },
      {
        roundId: 7,
        participantId: ANN,
        opponentParticipantId: BEN,
        winnerParticipantId: ANN,
        halved: false,
        bye: false,
        suggested: false,
      },
    ]);
  });
});

describe('suggestedMatchups', () => {
  it('pairs team leads round-robin, the bye last', () => {
    // Teams 1, 2, 3 (led by Ann, Ben, Cat): round 1 of the circle is 2 v 3 with 1 on the bye.
    expect(suggestedMatchups(7, 1, scramble)).toEqual([
      {
        roundId: 7,
        participantId: BEN,
        opponentParticipantId: CAT,
        winnerParticipantId: null,
        halved: false,
        bye: false,
        suggested: true,
      },
      {
        roundId: 7,
        participantId: ANN,
        opponentParticipantId: null,
        winnerParticipantId: null,
        halved: false,
        bye: true,
        suggested: true,
      },
    ]);
    const byes = [1, 2, 3].map((n) => suggestedMatchups(7, n, scramble).find((m) => m.bye)!.participantId);
    expect(new Set(byes)).toEqual(new Set([ANN, BEN, CAT]));
  });
});

describe('who has met whom', () => {
  it('counts meetings per pair of teams across rounds, byes left out', () => {
    const counts = meetingCounts([vs(ANN, BEN), vs(CAT, null), vs(BEN, ANN), vs(CAT, DAN), vs(EVE, null)], players);
    expect(Object.fromEntries(counts)).toEqual({ '1-2': 2, '3-4': 1 });
    expect(counts.get(meetingKey(2, 1))).toBe(2);
    expect(counts.get(meetingKey(1, 3))).toBeUndefined();
  });
});

describe('scoredTeamsIn', () => {
  it('stroke play: teams with strokes', () => {
    expect(scoredTeamsIn('lowest_score', scramble, [], [strokeRow(AMY, 70), strokeRow(BEN, 72)])).toBe(2);
    expect(scoredTeamsIn('lowest_score', players, [], [])).toBe(0);
  });
  it('match play: teams with a result, and the bye once the round has one', () => {
    expect(scoredTeamsIn('match_play', players, storedRound.pairings, won(ANN, BEN))).toBe(3);
    expect(scoredTeamsIn('match_play', players, storedRound.pairings, [])).toBe(0);
  });
});

describe('planRoundSheet: match play by the hole', () => {
  // A hand-worked 9-hole match. Stroke indexes by hole: 5 1 7 3 9 2 8 4 6. Ann takes 6.0 into the round (3 strokes
  // on nine holes), Ben 14.0 (7): Ben gets the difference, 4, on stroke indexes 1-4 (holes 2, 6, 4 and 8).
  const nine = [5, 1, 7, 3, 9, 2, 8, 4, 6].map((strokeIndex) => ({ strokeIndex }));
  const annCard = [4, 5, 3, 4, 4, 5, 3, 4, 4]; // 36
  const benCard = [5, 5, 4, 5, 4, 5, 4, 5, 3]; // 40
  // Gross: Ann wins holes 1, 3, 4 and 7 and halves 2, 5 and 6: 4 up with 2 to play, '4 & 2'.
  // Net: Ben's strokes turn hole 2 and hole 6 into his and halve holes 4 and 8; he wins hole 9: all square.
  const handicaps = new Map([
    [1, 6],
    [2, 14],
  ]);
  const sheet = (
    entries: ScoreSheetEntry[],
    options: { handicaps?: boolean; scores?: ScoreRow[]; decide?: boolean; holeCount?: number | null } = {},
  ) =>
    planRoundSheet({
      scoringType: 'match_play',
      round,
      today: '2026-12-10',
      participants: players,
      holeCount: options.holeCount === undefined ? 9 : options.holeCount,
      ...(options.decide === false
        ? {}
        : {
            matchCards: {
              holes: nine,
              handicapInto: (team: number) => (options.handicaps === false ? null : (handicaps.get(team) ?? null)),
            },
          }),
      pairings: [vs(ANN, BEN)],
      scores: options.scores ?? [],
      entries,
    });
  const bothCards: ScoreSheetEntry[] = [
    { participantId: ANN, opponentParticipantId: BEN, holes: annCard },
    { participantId: BEN, opponentParticipantId: ANN, holes: benCard },
  ];

  it('decides a net match from the two cards: all square after Ben’s strokes', () => {
    const result = sheet(bothCards);
    expect(result.ok && byParticipant(result.scores)).toEqual([
      { participantId: ANN, strokes: 36, holes: annCard, result: 'halve', opponentParticipantId: BEN },
      { participantId: BEN, strokes: 40, holes: benCard, result: 'halve', opponentParticipantId: ANN },
    ]);
  });

  it('decides the same cards gross when the league plays without handicaps: Ann wins', () => {
    const result = sheet(bothCards, { handicaps: false });
    expect(result.ok && byParticipant(result.scores).map((s) => s.result)).toEqual(['win', 'loss']);
  });

  it('keeps one card until the other comes, then decides the match from both', () => {
    const first = sheet([{ participantId: ANN, opponentParticipantId: BEN, holes: annCard }]);
    expect(first.ok && first.scores).toEqual([
      { participantId: ANN, strokes: 36, holes: annCard, result: null, opponentParticipantId: BEN },
    ]);
    const second = sheet([{ participantId: BEN, holes: benCard }], { scores: first.ok ? first.scores : [] });
    expect(second.ok && byParticipant(second.scores).map((s) => [s.strokes, s.result])).toEqual([
      [36, 'halve'],
      [40, 'halve'],
    ]);
  });

  it('keeps the cards without deciding when no course rules are given (the first of two passes)', () => {
    const result = sheet(bothCards, { decide: false });
    expect(result.ok && result.scores.map((s) => s.result)).toEqual([null, null]);
  });

  it('refuses a result that the complete cards contradict, naming the cards’ outcome', () => {
    // Ann's card is stored; Ben's comes with a result for Ann.
    const stored = sheet(bothCards.slice(0, 1));
    const scores = stored.ok ? stored.scores : [];
    const result = sheet([...bothCards.slice(1), { participantId: ANN, result: 'win' }], { scores });
    expect(result).toMatchObject({
      ok: false,
      message: 'The result entered for Ann vs Ben does not match their hole scores: All square (net).',
    });
    // The same result agrees with the gross cards.
    const gross = sheet([...bothCards.slice(1), { participantId: ANN, result: 'win' }], { scores, handicaps: false });
    expect(gross.ok && byParticipant(gross.scores).map((s) => s.result)).toEqual(['win', 'loss']);
  });

  it('refuses a result and a card in one entry, a card for the bye, a card without a course and a short card', () => {
    expect(sheet([{ participantId: ANN, holes: annCard, result: 'win' }])).toMatchObject({
      message: SCORE_MESSAGES.holesOrResult,
    });
    expect(sheet([{ participantId: ANN, opponentParticipantId: null, holes: annCard }])).toMatchObject({
      message: SCORE_MESSAGES.byeHasNoCard,
    });
    expect(sheet(bothCards, { holeCount: null })).toMatchObject({ message: SCORE_MESSAGES.noCourse });
    expect(sheet([{ participantId: ANN, holes: annCard.slice(1) }])).toMatchObject({
      message: 'Enter a score for each of the 9 holes.',
    });
    expect(sheet([{ participantId: ANN, strokes: 36 }])).toMatchObject({ message: SCORE_MESSAGES.resultRequired });
  });

  it('clears a card with null and the decided result with it', () => {
    const decided = sheet(bothCards);
    const cleared = sheet([{ participantId: BEN, holes: null }], { scores: decided.ok ? decided.scores : [] });
    expect(cleared.ok && cleared.scores).toEqual([
      { participantId: ANN, strokes: 36, holes: annCard, result: null, opponentParticipantId: BEN },
    ]);
  });
});
