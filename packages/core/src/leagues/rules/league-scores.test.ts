import { describe, expect, it } from 'vitest';
import { SCORE_MESSAGES } from './league-sheet';
import { changedScoreEntry, newScoreEntry } from './league-scores';

// Ann and Abe play as team 1, Bob as team 2, Cy as team 3.
const participants = [
  { id: 1, teamId: 1 },
  { id: 2, teamId: 1 },
  { id: 3, teamId: 2 },
  { id: 4, teamId: 3 },
];
const row = (participantId: number, strokes: number | null, result: 'win' | 'loss' | null = null) => ({
  participantId,
  strokes,
  result,
  opponentParticipantId: null,
});

describe('a score entered on its own', () => {
  it('makes a stroke-play entry of its strokes and holes, a match-play one of its result and opponent', () => {
    const stroke = newScoreEntry({
      scoringType: 'lowest_score',
      participants,
      scores: [],
      input: { participantId: 3, strokes: 40, result: 'win' },
    });
    expect(stroke).toEqual({ ok: true, entry: { participantId: 3, strokes: 40, holes: undefined } });
    const match = newScoreEntry({
      scoringType: 'match_play',
      participants,
      scores: [],
      input: { participantId: 3, result: 'win', opponentParticipantId: 4 },
    });
    expect(match).toEqual({ ok: true, entry: { participantId: 3, result: 'win', opponentParticipantId: 4 } });
  });

  it('refuses an unknown player, the other scoring type and a team that already has its score', () => {
    const refusal = (scoringType: 'lowest_score' | 'match_play', input: object, scores = [row(2, 41)]) => {
      const made = newScoreEntry({ scoringType, participants, scores, input: { participantId: 1, ...input } });
      return made.ok ? null : [made.code, made.message];
    };
    expect(refusal('lowest_score', { participantId: 9, strokes: 40 })).toEqual([
      'SCORE_INVALID',
      SCORE_MESSAGES.unknownParticipant,
    ]);
    expect(refusal('lowest_score', { result: 'win' })).toEqual(['SCORE_INVALID', SCORE_MESSAGES.strokesRequired]);
    expect(refusal('match_play', { strokes: 40 })).toEqual(['SCORE_INVALID', SCORE_MESSAGES.resultRequired]);
    // Abe's card is his team's: Ann's is a second one.
    expect(refusal('lowest_score', { strokes: 40 })).toEqual(['SCORE_DUPLICATE', SCORE_MESSAGES.duplicate]);
    // Bob's team has its match already: Ann cannot play him too.
    const played = [row(3, null, 'loss')];
    expect(refusal('match_play', { result: 'win', opponentParticipantId: 3 }, played)).toEqual([
      'SCORE_DUPLICATE',
      SCORE_MESSAGES.teamTwice,
    ]);
    expect(refusal('lowest_score', { strokes: 40 }, [row(2, null)])).toBeNull();
  });

  it('changes a stored score: new holes make the total, a new total replaces the card, a result keeps its opponent', () => {
    const card = {
      participantId: 1,
      strokes: 36,
      holes: [4, 4, 4, 4, 4, 4, 4, 4, 4],
      result: null,
      opponentParticipantId: null,
    };
    expect(changedScoreEntry('lowest_score', card, { strokes: 38 })).toEqual({
      ok: true,
      entry: { participantId: 1, strokes: 38, holes: null },
    });
    const holes = [5, 4, 4, 4, 4, 4, 4, 4, 4];
    expect(changedScoreEntry('lowest_score', card, { holes })).toEqual({
      ok: true,
      entry: { participantId: 1, strokes: undefined, holes },
    });
    const match = { participantId: 1, strokes: null, holes: null, result: 'win' as const, opponentParticipantId: 3 };
    expect(changedScoreEntry('match_play', match, { result: 'halve' })).toEqual({
      ok: true,
      entry: { participantId: 1, result: 'halve', opponentParticipantId: 3 },
    });
    expect(changedScoreEntry('match_play', match, { opponentParticipantId: null })).toEqual({
      ok: true,
      entry: { participantId: 1, result: 'win', opponentParticipantId: null },
    });
    expect(changedScoreEntry('lowest_score', card, { result: 'win' })).toMatchObject({
      message: SCORE_MESSAGES.strokesRequired,
    });
    expect(changedScoreEntry('match_play', match, { strokes: 40 })).toMatchObject({
      message: SCORE_MESSAGES.resultRequired,
    });
  });
});
