// The round's "did not play" marks on its score sheet (docs/decisions/270-league-absences-and-round-completion.md):
// every player without a card can be marked (or unmarked) at once through PUT …/absences/:participantId; a round is
// complete once every player has a card or is marked, and its results e-mail goes then. A player with a card cannot
// be marked (the card counts).
import type { League, LeagueParticipant, LeagueRound, LeagueScore } from '@longwood/core';
import { CheckboxField } from '../../../components/ui/form-field';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSetAbsence } from '../api/league-mutations';
import { roundScoredText } from '../lib/league-text';

export function AbsenceMarks({
  league,
  round,
  participants,
  scores,
  today,
}: {
  league: Pick<League, 'id'>;
  round: LeagueRound;
  participants: readonly LeagueParticipant[];
  scores: readonly LeagueScore[];
  today: string;
}) {
  const mark = useSetAbsence();
  const withCard = new Set(scores.filter((s) => s.strokes !== null || s.result !== null).map((s) => s.participantId));
  const marked = new Set(round.didNotPlay);
  const status = roundScoredText(round, today);
  return (
    <section aria-labelledby="absences-heading" className="mt-6">
      <h2 id="absences-heading" className="text-lg font-semibold text-slate-900">
        Did not play
      </h2>
      <p className="text-sm text-slate-600" aria-live="polite">
        Round {round.roundNumber}: {status.label}. The round is complete once every player has a card or is marked.
      </p>
      <Card className="mt-2 grid gap-3 p-4 sm:grid-cols-2">
        {participants.map((p) => (
          <CheckboxField
            key={p.id}
            label={`${p.name} did not play`}
            description={withCard.has(p.id) ? 'Has a card in this round' : undefined}
            checked={marked.has(p.id)}
            disabled={mark.isPending || (withCard.has(p.id) && !marked.has(p.id))}
            onChange={(event) =>
              mark.mutate(
                { id: league.id, roundId: round.id, participantId: p.id, didNotPlay: event.target.checked },
                {
                  onError: (error) =>
                    toast({
                      title: 'Failed to mark the player',
                      description: errorMessage(error),
                      variant: 'destructive',
                    }),
                },
              )
            }
          />
        ))}
      </Card>
    </section>
  );
}
