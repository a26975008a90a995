// A league score entered on its own, outside its round's sheet (POST and PATCH a score): what makes it a sheet entry
// of one player, which core's planRoundSheet then merges into the round as it merges a whole sheet
// (docs/decisions/201-league-play-an-organiser-can-trust.md).
import type { ErrorCode } from '../../errors';
import type { LeagueParticipant } from '../schemas/league';
import type { ScoringType } from '../schemas/league-record';
import type { CreateScoreInput, LeagueScore, ScoreSheetEntry, UpdateScoreInput } from '../schemas/league-play';
import { SCORE_MESSAGES, type ScoreRow } from './league-sheet';

type Entry = { ok: true; entry: ScoreSheetEntry } | { ok: false; code: ErrorCode; message: string };

/**
 * A new score of one player in a round: refused for a player not in the league, a stroke-play score without strokes
 * or holes, a match-play one without a result (SCORE_INVALID), and for a team that already has a score or a result in
 * the round, either side of a match (SCORE_DUPLICATE).
 */
export function newScoreEntry(args: {
  scoringType: ScoringType;
  participants: readonly Pick<LeagueParticipant, 'id' | 'teamId'>[];
  /** The round's stored scores. */
  scores: readonly ScoreRow[];
  input: Pick<CreateScoreInput, 'participantId' | 'strokes' | 'holes' | 'result' | 'opponentParticipantId'>;
}): Entry {
  const { input } = args;
  const teamOf = new Map(args.participants.map((p) => [p.id, p.teamId]));
  if (!teamOf.has(input.participantId)) {
    return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.unknownParticipant };
  }
  const stroke = args.scoringType === 'lowest_score';
  if (stroke && input.strokes === undefined && input.holes === undefined) {
    return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.strokesRequired };
  }
  if (!stroke && input.result === undefined) {
    return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.resultRequired };
  }
  const playing = [input.participantId, input.opponentParticipantId].filter((x): x is number => x !== undefined);
  const busy = args.scores.some(
    (s) =>
      (s.strokes !== null || s.result !== null) && playing.some((p) => teamOf.get(p) === teamOf.get(s.participantId)),
  );
  if (busy) {
    return {
      ok: false,
      code: 'SCORE_DUPLICATE',
      message: stroke ? SCORE_MESSAGES.duplicate : SCORE_MESSAGES.teamTwice,
    };
  }
  return {
    ok: true,
    entry: {
      participantId: input.participantId,
      ...(stroke ? { strokes: input.strokes, holes: input.holes } : { result: input.result }),
      ...(input.opponentParticipantId !== undefined ? { opponentParticipantId: input.opponentParticipantId } : {}),
    },
  };
}

/**
 * A stored score changed: the entry of its player that replaces it. A stroke-play score takes strokes or holes (new
 * holes make the total, checked against a total sent with them; a new total alone replaces the card; neither keeps
 * both), a match-play score a result and an opponent (null makes it a bye, which has no result: the sheet refuses it).
 * Fields of the other scoring type are refused (SCORE_INVALID).
 */
export function changedScoreEntry(
  scoringType: ScoringType,
  score: Pick<LeagueScore, 'participantId' | 'strokes' | 'holes' | 'result' | 'opponentParticipantId'>,
  input: UpdateScoreInput,
): Entry {
  if (scoringType === 'lowest_score') {
    if (input.result !== undefined) {
      return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.strokesRequired };
    }
    return {
      ok: true,
      entry: {
        participantId: score.participantId,
        strokes: input.strokes ?? (input.holes !== undefined ? undefined : score.strokes),
        holes: input.holes ?? (input.strokes !== undefined ? null : score.holes),
      },
    };
  }
  if (input.strokes !== undefined || input.holes !== undefined) {
    return { ok: false, code: 'SCORE_INVALID', message: SCORE_MESSAGES.resultRequired };
  }
  return {
    ok: true,
    entry: {
      participantId: score.participantId,
      result: input.result ?? score.result,
      opponentParticipantId:
        input.opponentParticipantId !== undefined ? input.opponentParticipantId : score.opponentParticipantId,
    },
  };
}
