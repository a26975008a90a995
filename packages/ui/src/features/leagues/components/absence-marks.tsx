// The round's "did not play" marks on its score sheet (docs/decisions/270-league-absences-and-round-completion.md):
// every player without a card can be marked (or unmarked) at once through PUT …/absences/:participantId; a round is
// complete once every player has a card or is marked, and its results e-mail goes then. A player with a card cannot
// be marked (the card counts). Under the league's substitute rule a marked player gets a substitute (a named guest
// with a handicap) whose card counts for them; the round waits for that card (docs/decisions/274-league-substitutes.md).
import type { FormEvent } from 'react';
import type { AbsenceInput, League, LeagueParticipant, LeagueRound, LeagueScore } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Card } from '../../../components/ui/card';
import { useSetAbsence } from '../api/league-mutations';
import { roundScoredText } from '../lib/league-text';
import { useToastedMutation } from '../../../lib/toasted-mutation';

type Substitute = LeagueRound['substitutes'][number];

export function AbsenceMarks({
  league,
  round,
  participants,
  scores,
  today,
}: {
  league: Pick<League, 'id'> & Partial<Pick<League, 'absenceRule' | 'scoringType'>>;
  round: LeagueRound;
  participants: readonly LeagueParticipant[];
  scores: readonly LeagueScore[];
  today: string;
}) {
  const mark = useToastedMutation(useSetAbsence(), 'Failed to mark the player');
  const withCard = new Set(scores.filter((s) => s.strokes !== null || s.result !== null).map((s) => s.participantId));
  const marked = new Set(round.didNotPlay);
  const status = roundScoredText(round, today);
  const substitutes = league.absenceRule === 'substitute' && league.scoringType === 'lowest_score';
  const save = (participantId: number, body: AbsenceInput, failure = 'Failed to mark the player') =>
    mark.mutate({ id: league.id, roundId: round.id, participantId, ...body }, { failure });
  return (
    <section aria-labelledby="absences-heading" className="mt-6">
      <h2 id="absences-heading" className="text-lg font-semibold text-slate-900">
        Did not play
      </h2>
      <p className="text-sm text-slate-600" aria-live="polite">
        Round {round.roundNumber}: {status.label}. The round is complete once every player has a card or is marked
        {substitutes ? ", and every substitute's card is in" : ''}.
      </p>
      <Card className="mt-2 grid gap-3 p-4 sm:grid-cols-2">
        {participants.map((p) => (
          <div key={p.id} className="min-w-0">
            <CheckboxField
              label={`${p.name} did not play`}
              description={withCard.has(p.id) ? 'Has a card in this round' : undefined}
              checked={marked.has(p.id)}
              disabled={mark.isPending || (withCard.has(p.id) && !marked.has(p.id))}
              onChange={(event) => save(p.id, { didNotPlay: event.target.checked })}
            />
            {substitutes && marked.has(p.id) ? (
              <SubstituteForm
                player={p.name}
                substitute={round.substitutes.find((s) => s.participantId === p.id) ?? null}
                holeCount={round.course?.holes.length ?? null}
                pending={mark.isPending}
                onSave={(substitute) => save(p.id, { didNotPlay: true, substitute }, 'Failed to save the substitute')}
              />
            ) : null}
          </div>
        ))}
      </Card>
    </section>
  );
}

/** Who played for a marked player: a name, their handicap, their gross score once the card is in. */
function SubstituteForm({
  player,
  substitute,
  holeCount,
  pending,
  onSave,
}: {
  player: string;
  substitute: Substitute | null;
  /** The holes of the round's course (null: none, a total only). */
  holeCount: number | null;
  pending: boolean;
  onSave: (substitute: AbsenceInput['substitute']) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => {
      const value = data.get(key);
      return typeof value === 'string' ? value.trim() : '';
    };
    const strokes = text('strokes');
    // Their own card by the hole (decision 498): its total is the holes' sum, worked out by the server.
    const holes = text('holes')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    onSave({
      ...(substitute?.userId ? { userId: substitute.userId } : { name: text('name') }),
      handicap: Number(text('handicap')),
      ...(holes.length > 0 ? { holes } : { strokes: strokes === '' ? null : Number(strokes), holes: null }),
    });
  };
  return (
    <form
      aria-label={`Substitute for ${player}`}
      onSubmit={submit}
      // A new substitute from the server resets the fields to what it keeps.
      key={JSON.stringify(substitute)}
      className="mt-2 grid grid-cols-2 gap-2 border-l-2 border-slate-200 pl-3"
    >
      <TextField
        className="col-span-2"
        label={`Substitute for ${player}`}
        name="name"
        required
        maxLength={80}
        autoComplete="off"
        defaultValue={substitute?.name ?? ''}
        readOnly={Boolean(substitute?.userId)}
      />
      <TextField
        label="Handicap"
        name="handicap"
        type="number"
        inputMode="decimal"
        step="0.1"
        min={-10}
        max={54}
        required
        defaultValue={substitute?.handicap ?? ''}
      />
      <TextField
        label="Gross score"
        hint="Leave empty until the card is in."
        name="strokes"
        type="number"
        inputMode="numeric"
        min={18}
        max={200}
        defaultValue={substitute?.strokes ?? ''}
      />
      {holeCount !== null ? (
        <TextField
          className="col-span-2"
          label="Card by the hole"
          hint={`Their ${holeCount} holes in order, separated by commas: the total is their sum, and the card plays for skins.`}
          name="holes"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={substitute?.holes?.join(', ') ?? ''}
        />
      ) : null}
      <div className="col-span-2 flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          Save substitute
        </Button>
        {substitute ? (
          <Button type="button" size="sm" variant="outline" disabled={pending} onClick={() => onSave(null)}>
            Remove substitute
          </Button>
        ) : null}
      </div>
    </form>
  );
}
