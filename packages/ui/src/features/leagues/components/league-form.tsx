// The league form (docs/requirements.md#league-form, #states, #league-validation,
// #league-limits): create and edit. Core's
// leagueFormSchemaFor (the facility's open bays) gives every message; changing the start date sets the league day, changing the bays sets
// maximum participants to 4 per bay. A help box and a live preview show what each type, scoring and ranking rule
// looks like. Once a league has scores its scoring type and rules are locked (the server answers LEAGUE_SCORED).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DAYS_OF_WEEK,
  LEAGUE_TYPE_LABELS,
  LEAGUE_TYPES,
  leagueFormSchemaFor,
  maxParticipantsForBays,
  openBayCount,
  minLeagueStartDate,
  SCORING_TYPE_LABELS,
  SCORING_TYPES,
  weekdayName,
  isValidDateString,
  type LeagueForm as LeagueFormValues,
  type ScoringType,
} from '@longwood/core';
import { useId } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { registerField, SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { bookingRules } from '../../../config/booking-rules';
import { ApiError } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { CourseFields } from './course-select';
import { LeaguePreview } from './league-preview';
import { LeagueRuleFields, resetHiddenRuleFields } from './league-rule-fields';

export type SubmitKind = 'create' | 'createWithSchedule' | 'update';

/** The bays a league may use: the facility's open bays (docs/decisions/229-bays-as-facility-settings.md). */
const openBays = () => openBayCount(bookingRules.bays);

export function useLeagueForm(defaults: LeagueFormValues) {
  return useForm<LeagueFormValues>({
    resolver: zodResolver(leagueFormSchemaFor(openBays())),
    defaultValues: defaults,
  });
}

/**
 * A refused save: the server's field errors beside their fields (maximum participants below the players already
 * in, a start date before yesterday), and a scored league's lock beside the scoring type, with the error toast.
 */
export function showLeagueFormFailure(
  form: UseFormReturn<LeagueFormValues>,
  error: unknown,
  title: string,
  fallback: string,
): void {
  showFormFailure(form, error, title, fallback);
  if (error instanceof ApiError && error.code === 'LEAGUE_SCORED' && error.serverMessage) {
    form.setError('scoringType', { type: 'server', message: error.serverMessage }, { shouldFocus: true });
  }
}

export function LeagueForm({
  form,
  mode,
  busy,
  now,
  rulesLocked = false,
  onSubmit,
}: {
  form: UseFormReturn<LeagueFormValues>;
  mode: 'create' | 'edit';
  busy: boolean;
  now: Date;
  /** The league has scores: its scoring type and ranking rules cannot change. */
  rulesLocked?: boolean;
  onSubmit: (values: LeagueFormValues, kind: SubmitKind) => void;
}) {
  const { register, watch } = form;
  const lockNoteId = useId();
  const leagueType = watch('leagueType');
  const scoringType = watch('scoringType');
  const rules = watch([
    'strokeRanking',
    'countedRounds',
    'minRoundsToRank',
    'pointsWin',
    'pointsHalve',
    'pointsLoss',
    'byeResult',
  ]);
  const [strokeRanking, countedRounds, minRoundsToRank, pointsWin, pointsHalve, pointsLoss, byeResult] = rules;

  const submit = (kind: SubmitKind) =>
    form.handleSubmit((values) =>
      onSubmit(kind === 'createWithSchedule' ? { ...values, isActive: true } : values, kind),
    );

  return (
    <form noValidate onSubmit={submit(mode === 'edit' ? 'update' : 'create')} className="space-y-6">
      <LeagueTypesHelp />

      <TextField label="League Name" {...registerField(form, 'name')} />
      <TextAreaField label="Description (optional)" rows={3} {...registerField(form, 'description')} />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="League Type"
          {...registerField(form, 'leagueType')}
          options={LEAGUE_TYPES.map((t) => ({ value: t, label: LEAGUE_TYPE_LABELS[t] }))}
        />
        <SelectField
          label="Scoring Type"
          disabled={rulesLocked}
          hint={rulesLocked ? 'Locked: this league has scores (see Standings).' : undefined}
          {...registerField(form, 'scoringType', {
            onChange: (event: { target: { value: string } }) =>
              resetHiddenRuleFields(form, event.target.value as ScoringType),
          })}
          options={SCORING_TYPES.map((t) => ({ value: t, label: SCORING_TYPE_LABELS[t] }))}
        />
      </div>

      <LeagueRuleFields form={form} locked={rulesLocked} lockNoteId={lockNoteId} />

      <LeaguePreview
        leagueType={leagueType}
        scoringType={scoringType}
        rules={{ strokeRanking, countedRounds, minRoundsToRank, pointsWin, pointsHalve, pointsLoss, byeResult }}
      />

      <ScheduleFields form={form} now={now} />

      <CourseFields
        form={form}
        label="Course for the League Nights"
        noneLabel="No course (scores entered as totals)"
        hint="The schedule gives every round this course and the holes chosen of it (all 18, or the front or back nine of an 18-hole course). Each round's course and holes can be changed on the Rounds screen until it has cards."
      />

      <CheckboxField
        asSwitch
        label="Active League"
        description="Inactive leagues won't appear in public league listings"
        {...register('isActive')}
      />

      <LeagueFormActions mode={mode} busy={busy} onCreateWithSchedule={() => void submit('createWithSchedule')()} />
    </form>
  );
}

/** What each league type and scoring means, above the fields that choose them. */
function LeagueTypesHelp() {
  return (
    <aside
      aria-label="League types and scoring"
      className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900"
    >
      <p>
        <strong>Individual</strong> leagues: every player plays for themself. <strong>Scramble</strong> leagues: teams
        of 2 play one ball.
      </p>
      <p className="mt-1">
        <strong>Lowest Score</strong>: enter each team&apos;s strokes per round; the lowest total ranks first.{' '}
        <strong>Match Play</strong>: teams play each other; by default a win is 1 point, a halve ½ and a loss 0; most
        points rank highest. Set how the standings rank players under <strong>Standings</strong>.
      </p>
    </aside>
  );
}

/**
 * When and where the league plays: its dates, day and times, bays and places. Changing the start date sets the league
 * day; changing the bays sets maximum participants to 4 per bay.
 */
function ScheduleFields({ form, now }: { form: UseFormReturn<LeagueFormValues>; now: Date }) {
  const { setValue } = form;
  const startDate = form.watch('startDate');
  const startField = registerField(form, 'startDate', {
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      if (isValidDateString(value)) setValue('dayOfWeek', weekdayName(value), { shouldValidate: true });
    },
  });
  const baysField = registerField(form, 'numberOfBays', {
    valueAsNumber: true,
    onChange: (event: { target: { value: string } }) => {
      const bays = Number(event.target.value);
      if (Number.isInteger(bays) && bays >= 1) setValue('maxParticipants', maxParticipantsForBays(bays));
    },
  });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label="Start Date" min={minLeagueStartDate(now)} {...startField} />
        <TextField
          type="date"
          label="End Date"
          min={isValidDateString(startDate) ? startDate : undefined}
          {...registerField(form, 'endDate')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="League Day"
          {...registerField(form, 'dayOfWeek')}
          options={DAYS_OF_WEEK.map((d) => ({ value: d, label: d }))}
        />
        <TextField
          label="Start Time (HH:MM)"
          inputMode="numeric"
          placeholder="18:00"
          {...registerField(form, 'startTime')}
        />
        <TextField
          label="End Time (HH:MM)"
          inputMode="numeric"
          placeholder="20:00"
          {...registerField(form, 'endTime')}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="number" min={1} max={openBays()} step={1} label="Number of Bays" {...baysField} />
        <TextField
          type="number"
          min={1}
          max={50}
          step={1}
          label="Maximum Participants"
          {...registerField(form, 'maxParticipants', { valueAsNumber: true })}
        />
      </div>
    </>
  );
}

/** A new league is created as it stands or activated with its schedule; an existing one is updated. */
function LeagueFormActions({
  mode,
  busy,
  onCreateWithSchedule,
}: {
  mode: 'create' | 'edit';
  busy: boolean;
  onCreateWithSchedule: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      {mode === 'create' ? (
        <>
          <Button type="submit" variant="outline" disabled={busy}>
            Create League
          </Button>
          <Button type="button" disabled={busy} onClick={onCreateWithSchedule}>
            Activate League &amp; Create Schedule
          </Button>
        </>
      ) : (
        <Button type="submit" disabled={busy}>
          Update League
        </Button>
      )}
    </div>
  );
}
