// The league form's "Standings" section: how the league ranks its players (docs/decisions/
// 201-league-play-an-organiser-can-trust.md). Only the rules of the chosen scoring type are shown; once scores
// exist the server refuses any change (LEAGUE_SCORED), so the fields are disabled with the reason; the minimum rounds to
// be ranked stays open (it changes only who is ranked yet: decision 480).
import {
  BYE_RESULT_LABELS,
  BYE_RESULTS,
  LEAGUE_CHANGE_MESSAGES,
  leagueFormSchema,
  STROKE_RANKING_LABELS,
  STROKE_RANKINGS,
  TIE_BREAKS,
  type LeagueForm as LeagueFormValues,
  type ScoringType,
} from '@longwood/core';
import type { UseFormReturn } from 'react-hook-form';
import { registerField, SelectField, TextField } from '../../../components/ui/form-field';

const RULE_FIELDS: Record<ScoringType, ReadonlyArray<keyof LeagueFormValues>> = {
  lowest_score: ['strokeRanking', 'countedRounds', 'minRoundsToRank'],
  match_play: ['pointsWin', 'pointsHalve', 'pointsLoss', 'byeResult'],
};

/**
 * When the scoring type changes, the other type's rule fields are hidden: if any of them is left invalid (a cleared
 * number, best rounds without a count), they all go back to their starting values, so a field nobody can see
 * never blocks the form.
 */
/** The match-play points the form asks for, in the order a result reads. */
const POINTS_FIELDS = [
  ['pointsWin', 'Points for a win'],
  ['pointsHalve', 'Points for a halve'],
  ['pointsLoss', 'Points for a loss'],
] as const;

/** A count of rounds, as core's rules take one: a whole number from 1 to 52 (a year of weekly nights). */
const ROUND_COUNT_INPUT = { type: 'number', min: 1, max: 52, step: 1 } as const;

export function resetHiddenRuleFields(form: UseFormReturn<LeagueFormValues>, scoringType: ScoringType): void {
  const hidden = RULE_FIELDS[scoringType === 'lowest_score' ? 'match_play' : 'lowest_score'];
  const parsed = leagueFormSchema.safeParse({ ...form.getValues(), scoringType });
  if (parsed.success) return;
  const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  if (!hidden.some((field) => invalid.has(field))) return;
  for (const field of hidden) form.resetField(field);
}

export function LeagueRuleFields({
  form,
  locked,
  lockNoteId,
}: {
  form: UseFormReturn<LeagueFormValues>;
  /** Scores exist: the rules cannot change. */
  locked: boolean;
  lockNoteId: string;
}) {
  const scoringType = form.watch('scoringType');
  const ranking = form.watch('strokeRanking');
  const number = { valueAsNumber: true } as const;

  return (
    <fieldset
      className="space-y-4 rounded-lg border border-slate-200 p-4"
      aria-describedby={locked ? lockNoteId : undefined}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">Standings</legend>
      {locked ? (
        <p id={lockNoteId} className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {LEAGUE_CHANGE_MESSAGES.scored}
        </p>
      ) : null}
      {scoringType === 'lowest_score' ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Ranking"
            className="sm:col-span-3"
            disabled={locked}
            {...registerField(form, 'strokeRanking', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value === 'average') form.setValue('countedRounds', null);
              },
            })}
            options={STROKE_RANKINGS.map((r) => ({ value: r, label: STROKE_RANKING_LABELS[r] }))}
          />
          {ranking === 'best_rounds' ? (
            <TextField
              {...ROUND_COUNT_INPUT}
              label="Rounds counted"
              hint="Each player's best rounds count; the others are dropped."
              disabled={locked}
              {...registerField(form, 'countedRounds', number)}
            />
          ) : null}
          <TextField
            {...ROUND_COUNT_INPUT}
            label="Minimum rounds to be ranked"
            hint="Players with fewer rounds are listed as not yet ranked. It may change at any time."
            className={ranking === 'best_rounds' ? 'sm:col-span-2' : 'sm:col-span-3'}
            {...registerField(form, 'minRoundsToRank', number)}
          />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS_FIELDS.map(([name, label]) => (
            <TextField
              key={name}
              type="number"
              min={0}
              max={10}
              step={0.5}
              label={label}
              disabled={locked}
              {...registerField(form, name, number)}
            />
          ))}
          <SelectField
            label="A bye earns"
            disabled={locked}
            {...registerField(form, 'byeResult')}
            options={BYE_RESULTS.map((r) => ({ value: r, label: BYE_RESULT_LABELS[r] }))}
          />
        </div>
      )}
      <p className="text-xs text-slate-600">
        Ties are broken by {TIE_BREAKS[scoringType].join(', then ')}; players still equal share the rank.
      </p>
    </fieldset>
  );
}
