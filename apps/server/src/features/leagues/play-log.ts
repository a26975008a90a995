// How the activity log shows league play (decision 135): a round, a score, a round's whole sheet and its pairings, by
// the round's number and the players' names, so an entry still reads after the rows are gone.
import type { ActivitySnapshot, LeagueScore, Pairing } from '@longwood/core';
import type { StoredCourse } from './courses-repository';
import type { StoredRound } from './rounds-repository';

export function roundSnapshot(r: StoredRound, course?: StoredCourse | null): ActivitySnapshot {
  const snapshot: ActivitySnapshot = {
    roundId: r.id,
    roundNumber: r.roundNumber,
    roundDate: r.roundDate,
    name: r.name,
  };
  // Its course and the holes of it played ('all', 'front', 'back'), as the entry of a round's edit says them.
  if (course) {
    snapshot.course = course.name;
    snapshot.holes = r.courseHoles;
  }
  return snapshot;
}

/** A score as read aloud: strokes, or 'win vs Bob'. */
function scoreValue(s: Pick<LeagueScore, 'strokes' | 'result' | 'opponentParticipantId'>, names: Map<number, string>) {
  if (s.strokes !== null) return s.strokes;
  const opponent = s.opponentParticipantId === null ? null : (names.get(s.opponentParticipantId) ?? null);
  return opponent ? `${s.result ?? '—'} vs ${opponent}` : (s.result ?? null);
}

export function scoreSnapshot(
  s: LeagueScore,
  roundNumber: number | null,
  names: Map<number, string>,
): ActivitySnapshot {
  return {
    scoreId: s.id,
    round: roundNumber,
    player: names.get(s.participantId) ?? `Participant #${s.participantId}`,
    score: scoreValue(s, names),
  };
}

/** A round's whole sheet: the round's number, then each player's score (in participant order, to compare). */
export function sheetSnapshot(round: StoredRound, scores: readonly LeagueScore[], names: Map<number, string>) {
  const sheet: ActivitySnapshot = { round: round.roundNumber };
  for (const score of [...scores].sort((a, b) => a.participantId - b.participantId)) {
    sheet[names.get(score.participantId) ?? `Participant #${score.participantId}`] = scoreValue(score, names);
  }
  return sheet;
}

/** A round's pairings as the log shows them ('Ann vs Bob', 'Cal: bye'). */
export function pairingsSnapshot(round: StoredRound, pairings: readonly Pairing[], names: Map<number, string>) {
  const name = (id: number) => names.get(id) ?? `Participant #${id}`;
  return {
    round: round.roundNumber,
    pairings: pairings
      .map((p) =>
        p.opponentParticipantId === null
          ? `${name(p.participantId)}: bye`
          : `${name(p.participantId)} vs ${name(p.opponentParticipantId)}`,
      )
      .join('; '),
  };
}
