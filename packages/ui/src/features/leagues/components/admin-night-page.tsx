// /admin/leagues/:id/night: the league night's settings (docs/decisions/211-league-handicaps-and-scorecards.md):
// handicaps off (gross only) or a league handicap with its rules, stroke-play standings by net or gross, the skins
// game, net double bogey (decision 211), the side games' holes (decision 279), what a week a player did not play counts (decision 270), and whether a round on a course takes totals. Saved through PUT /api/leagues/:id/night; unlike the league's
// ranking rules they stay open once scores exist, since every figure is recomputed from the stored gross scores.
import { zodResolver } from '@hookform/resolvers/zod';
import { leagueNightOf, leagueNightUpdateSchema, type League } from '@longwood/core';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { registerField, SelectField, TextField } from '../../../components/ui/form-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useUpdateNight } from '../api/league-night';
import { useLeague } from '../api/league-queries';
import { BackToRounds } from './back-to-rounds';

export function AdminNightPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);

  if (league.isPending && id > 0) {
    return <PageSpinner label="Loading league night..." />;
  }
  if (league.isError || !league.data) {
    return (
      <ScreenLoadFailure
        heading="League Night"
        reads={[league]}
        failedTitle="This league could not be loaded."
        missing="League not found. It may have been deleted."
      />
    );
  }
  return (
    <PageContainer className="max-w-3xl">
      <BackToRounds leagueId={id} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{league.data.name} - League Night</h1>
        <Link to={`/admin/leagues/${id}/handicaps`} className={buttonClasses('outline')}>
          Handicaps
        </Link>
      </div>
      <NightForm league={league.data} />
    </PageContainer>
  );
}

/** A side game's holes as typed ('3, 8') → [3, 8]; a hole that is no number is refused by the schema. */
const holeList = (raw: unknown): number[] =>
  Array.isArray(raw)
    ? (raw as number[])
    : (typeof raw === 'string' ? raw : '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);

function NightForm({ league }: { league: League }) {
  const save = useUpdateNight(league.id);
  const form = useForm({ resolver: zodResolver(leagueNightUpdateSchema), values: leagueNightOf(league) });
  const handicaps = form.watch('handicapMode') === 'league';
  const newPlayer = form.watch('handicapNewPlayer');
  const skins = form.watch('skinsMode');
  const absenceRule = form.watch('absenceRule');
  const stroke = league.scoringType === 'lowest_score';

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'League night saved',
          description: `${league.name}: standings and skins use the new settings.`,
        }),
      onError: (error) => showFormFailure(form, error, 'Failed to save the league night'),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="League night settings" className="mt-6 space-y-6">
      <Card className="space-y-4 p-4">
        <h2 className="text-lg font-semibold">Handicaps</h2>
        <SelectField
          label="Handicaps"
          options={[
            { value: 'off', label: 'Off (gross scores only)' },
            { value: 'league', label: 'League handicap' },
          ]}
          {...registerField(form, 'handicapMode')}
        />
        {handicaps ? (
          <>
            <p className="text-sm text-slate-600">
              A player&apos;s handicap is the allowance of the average of their best rounds against par among their most
              recent rounds (a 9-hole round counts double), at most the maximum.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                type="number"
                inputMode="numeric"
                label="Rounds counted (last N)"
                hint="The most recent rounds looked at, 1 to 40."
                {...registerField(form, 'handicapRounds', { valueAsNumber: true })}
              />
              <TextField
                type="number"
                inputMode="numeric"
                label="Best rounds used (best M)"
                hint="Averaged from the rounds counted."
                {...registerField(form, 'handicapBestOf', { valueAsNumber: true })}
              />
              <TextField
                type="number"
                inputMode="numeric"
                label="Allowance (%)"
                hint="The share of the average given as strokes, e.g. 90."
                {...registerField(form, 'handicapAllowance', { valueAsNumber: true })}
              />
              <TextField
                type="number"
                inputMode="decimal"
                step="0.1"
                label="Maximum handicap"
                {...registerField(form, 'handicapMaximum', { valueAsNumber: true })}
              />
              <SelectField
                label="New players start"
                options={[
                  { value: 'entered', label: 'From a starting handicap the organiser enters' },
                  { value: 'provisional', label: 'Provisional, from their first rounds' },
                ]}
                {...registerField(form, 'handicapNewPlayer')}
              />
              <TextField
                type="number"
                inputMode="numeric"
                label="Rounds until established"
                hint={
                  newPlayer === 'entered'
                    ? 'Until then a player plays off the starting handicap entered on the Handicaps page.'
                    : 'Until then a player’s handicap is marked provisional.'
                }
                {...registerField(form, 'handicapProvisionalRounds', { valueAsNumber: true })}
              />
            </div>
            <CheckboxField
              label="Net double bogey"
              description="For handicaps, a hole entered by the hole counts at most par + 2 + the strokes the player gets on it (par + 5 before a player has a handicap). Their card's gross and net are unchanged."
              {...form.register('netDoubleBogey')}
            />
            {newPlayer === 'entered' && (
              <CheckboxField
                label="Starting handicaps at the allowance"
                description="A starting handicap plays at the allowance, as a handicap from rounds does (12.4 at 90 % plays as 11.2). A scramble team's, a team handicap already, plays as entered. Off: every one as entered."
                {...form.register('startingHandicapAllowance')}
              />
            )}
          </>
        ) : (
          <p className="text-sm text-slate-600">Players are ranked on their gross scores; no strokes are given.</p>
        )}
      </Card>

      <Card className="space-y-4 p-4">
        <h2 className="text-lg font-semibold">Ranking and skins</h2>
        <SelectField
          label="Rank the standings by"
          hint={
            !stroke
              ? 'This league is match play: the ranking follows the results.'
              : handicaps
                ? undefined
                : 'Net ranking needs league handicaps; with handicaps off the standings are gross.'
          }
          options={[
            { value: 'gross', label: 'Gross score' },
            { value: 'net', label: 'Net score (gross less handicap strokes)' },
          ]}
          {...registerField(form, 'rankBy')}
        />
        <SelectField
          label="Skins"
          hint={
            skins === 'net' && !handicaps
              ? 'Net skins need league handicaps; with handicaps off they are played gross.'
              : 'Won on a hole by the single lowest score; needs rounds played on a course.'
          }
          options={[
            { value: 'off', label: 'No skins game' },
            { value: 'gross', label: 'Gross skins' },
            { value: 'net', label: 'Net skins' },
          ]}
          {...registerField(form, 'skinsMode')}
        />
        <CheckboxField
          label="Carry-overs"
          description="A tied hole's skin is added to the next hole's."
          disabled={skins === 'off'}
          {...form.register('skinsCarryOver')}
        />
      </Card>

      <Card className="space-y-4 p-4">
        <h2 className="text-lg font-semibold">Side games</h2>
        <p className="text-sm text-slate-600">
          Measured by the simulator and entered with each round&apos;s cards, on rounds played on a course. Hole numbers
          separated by commas; leave blank for no game.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Closest to the pin holes"
            hint="Par 3s of the round's course, numbered as on the course (10 to 18 on a back nine), e.g. 3, 8."
            inputMode="numeric"
            autoComplete="off"
            {...registerField(form, 'closestToPinHoles', { setValueAs: holeList })}
          />
          <TextField
            label="Long drive holes"
            hint="E.g. 5."
            inputMode="numeric"
            autoComplete="off"
            {...registerField(form, 'longDriveHoles', { setValueAs: holeList })}
          />
        </div>
      </Card>

      {stroke ? (
        <Card className="space-y-4 p-4">
          <h2 className="text-lg font-semibold">Absences</h2>
          <SelectField
            label="A week a player did not play counts"
            hint={
              absenceRule === 'substitute'
                ? "Mark a player as did not play on the round's score sheet and name who played for them, with their handicap and score: the substitute's card counts for the player (net of the substitute's handicap when the standings are net)."
                : "Mark a player as did not play on the round's score sheet; the standings say which weeks were absences and what counted."
            }
            options={[
              { value: 'no_score', label: 'No score' },
              { value: 'average', label: 'Their average' },
              { value: 'average_plus', label: 'Their average plus strokes' },
              { value: 'fixed_penalty', label: 'A fixed penalty score' },
              { value: 'substitute', label: "A substitute's card" },
            ]}
            {...registerField(form, 'absenceRule')}
          />
          {absenceRule === 'average_plus' || absenceRule === 'fixed_penalty' ? (
            <TextField
              type="number"
              inputMode="numeric"
              label={absenceRule === 'average_plus' ? 'Strokes added to the average' : 'Penalty score'}
              {...registerField(form, 'absenceValue', {
                setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
              })}
            />
          ) : null}
        </Card>
      ) : null}

      <Card className="space-y-4 p-4">
        <h2 className="text-lg font-semibold">Score entry</h2>
        <CheckboxField
          label="Scores as totals allowed"
          description="On a round played on a course, a card may be entered as its total instead of hole by hole. Turn off to require every hole (skins and countback need them)."
          {...form.register('allowTotals')}
        />
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save League Night'}
        </Button>
      </div>
    </form>
  );
}
