// The league night form's cards (admin-night-page.tsx), one per part of the night: handicaps, ranking and skins, side
// games, absences (stroke play) and score entry. Each shows the fields of its part and the hints that follow from the
// choices made above it; the form, its check (core's leagueNightUpdateSchema) and its save stay with the page.
import { zodResolver } from '@hookform/resolvers/zod';
import { dollarsToCents, leagueNightOf, leagueNightUpdateSchema, type League } from '@longwood/core';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import {
  AmountField,
  registerField,
  SelectField,
  TextField,
  type TextFieldProps,
} from '../../../components/ui/form-field';

/** The form over the league's night settings as stored. */
export function useNightForm(league: League) {
  return useForm({ resolver: zodResolver(leagueNightUpdateSchema), values: leagueNightOf(league) });
}

type NightForm = ReturnType<typeof useNightForm>;
/** The night's settings that are figures. */
type NumberName =
  | 'handicapRounds'
  | 'handicapBestOf'
  | 'handicapAllowance'
  | 'handicapMaximum'
  | 'handicapProvisionalRounds'
  | 'skinsSharePercent'
  | 'prizesSharePercent';

/**
 * A list of numbers as typed: a side game's holes ('3, 8') → [3, 8], a points table ('10, 8, 6.5'); what is no number
 * is refused by the schema.
 */
const numberList = (raw: unknown): number[] =>
  Array.isArray(raw)
    ? (raw as number[])
    : (typeof raw === 'string' ? raw : '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);

/** The handicap rules that are counts, in the order they are asked: the field, its label and its hint. */
const HANDICAP_COUNTS = [
  ['handicapRounds', 'Rounds counted (last N)', 'The most recent rounds looked at, 1 to 40.'],
  ['handicapBestOf', 'Best rounds used (best M)', 'Averaged from the rounds counted.'],
  ['handicapAllowance', 'Allowance (%)', 'The share of the average given as strokes, e.g. 90.'],
] as const;

function NightCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** A whole number of the night (rounds counted, the allowance): typed with the digits keyboard, read as a number. */
function NumberField({
  form,
  name,
  ...field
}: { form: NightForm; name: NumberName } & Omit<TextFieldProps, 'name' | 'form'>) {
  return (
    <TextField type="number" inputMode="numeric" {...field} {...registerField(form, name, { valueAsNumber: true })} />
  );
}

export function HandicapsCard({ form }: { form: NightForm }) {
  const handicaps = form.watch('handicapMode') === 'league';
  const newPlayer = form.watch('handicapNewPlayer');
  return (
    <NightCard title="Handicaps">
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
            {HANDICAP_COUNTS.map(([name, label, hint]) => (
              <NumberField key={name} form={form} name={name} label={label} hint={hint} />
            ))}
            <NumberField form={form} name="handicapMaximum" inputMode="decimal" step="0.1" label="Maximum handicap" />
            <TextField
              type="number"
              inputMode="decimal"
              step="0.1"
              label="Most a handicap moves in a night"
              hint="Empty: no limit. With 3, a handicap of 11.2 whose rounds now say 0.6 plays off 8.2 next, then 5.2, and so on."
              {...registerField(form, 'handicapNightMove', {
                setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)),
              })}
            />
            <SelectField
              label="New players start"
              options={[
                { value: 'entered', label: 'From a starting handicap the organiser enters' },
                { value: 'provisional', label: 'Provisional, from their first rounds' },
              ]}
              {...registerField(form, 'handicapNewPlayer')}
            />
            <NumberField
              form={form}
              name="handicapProvisionalRounds"
              label="Rounds until established"
              hint={
                newPlayer === 'entered'
                  ? 'Until then a player plays off the starting handicap entered on the Handicaps page.'
                  : 'Until then a player’s handicap is marked provisional.'
              }
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
    </NightCard>
  );
}

/** `stroke`: the league is stroke play (a match-play league's ranking follows its results). */
export function RankingCard({ form, stroke }: { form: NightForm; stroke: boolean }) {
  const handicaps = form.watch('handicapMode') === 'league';
  const skins = form.watch('skinsMode');
  return (
    <NightCard title="Ranking and skins">
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
    </NightCard>
  );
}

export function SideGamesCard({ form }: { form: NightForm }) {
  return (
    <NightCard title="Side games">
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
          {...registerField(form, 'closestToPinHoles', { setValueAs: numberList })}
        />
        <TextField
          label="Long drive holes"
          hint="E.g. 5."
          inputMode="numeric"
          autoComplete="off"
          {...registerField(form, 'longDriveHoles', { setValueAs: numberList })}
        />
      </div>
    </NightCard>
  );
}

const PLACE_POINTS_FIELD = {
  label: 'Points for 1st, 2nd, 3rd…',
  hint: 'Separated by commas, e.g. 10, 8, 6, 5, 4, 3, 2, 1. Places past the table earn none.',
  inputMode: 'decimal',
  autoComplete: 'off',
} as const;

/** Points by finishing place each night (stroke play): the table, and what it does to the standings (decision 487). */
export function PlacePointsCard({ form }: { form: NightForm }) {
  return (
    <NightCard title="Points by finishing place">
      <p className="text-sm text-slate-600">
        Each night&apos;s places (each flight&apos;s, split on countback) earn these points, 1st place first; a tie
        shares the points of the places it fills. With a table the standings rank by points; leave blank to rank by
        strokes.
      </p>
      <TextField {...PLACE_POINTS_FIELD} {...registerField(form, 'placePoints', { setValueAs: numberList })} />
    </NightCard>
  );
}

/**
 * Best ball or A/B sides (an individual stroke-play league: decision 497): the format and a best-ball side's players;
 * the sides themselves are dealt on the standings page.
 */
export function TeamFormatCard({ form }: { form: NightForm }) {
  const format = form.watch('teamFormat');
  return (
    <NightCard title="Teams">
      <p className="text-sm text-slate-600">
        Players keep their own cards, handicaps and standings; sides for the season are dealt on the standings page.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Team format"
          options={[
            { value: 'off', label: 'No teams' },
            { value: 'best_ball', label: 'Best ball (each hole, the side’s best score)' },
            { value: 'a_b', label: 'A/B teams (A plays A, B plays B)' },
          ]}
          {...registerField(form, 'teamFormat')}
        />
        <SelectField
          label="Players in a best-ball side"
          disabled={format !== 'best_ball'}
          options={[
            { value: '2', label: 'Two' },
            { value: '4', label: 'Four' },
          ]}
          {...registerField(form, 'teamSize', { setValueAs: Number })}
        />
      </div>
    </NightCard>
  );
}

/**
 * Money on the night (docs/decisions/491-league-money-on-the-night.md): the buy-in, typed in dollars and kept in cents,
 * by the night or the season, and the shares of it paid in skins and in prizes; the rest is the season purse.
 */
export function MoneyCard({ form }: { form: NightForm }) {
  const [buyIn, setBuyIn] = useState(() => ((form.getValues('buyInCents') ?? 0) / 100).toFixed(2));
  const skins = Number(form.watch('skinsSharePercent'));
  const prizes = Number(form.watch('prizesSharePercent'));
  const purse = 100 - (Number.isFinite(skins) ? skins : 0) - (Number.isFinite(prizes) ? prizes : 0);
  return (
    <NightCard title="Money on the night">
      <p className="text-sm text-slate-600">
        Buy-ins are taken at the till or paid online. Each flight&apos;s buy-ins make its pots: the skins pot is paid
        per skin won, the prize pot half to low gross and half to low net. A buy-in of $0 plays no money game.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <AmountField
          label="Buy-in ($)"
          value={buyIn}
          error={form.formState.errors.buyInCents?.message}
          onChange={(event) => {
            setBuyIn(event.target.value);
            form.setValue('buyInCents', dollarsToCents(event.target.value || '0'), {
              shouldDirty: true,
              shouldValidate: true,
            });
          }}
        />
        <SelectField
          label="Buy-in per"
          options={[
            { value: 'night', label: 'Player per night' },
            { value: 'season', label: 'Player per season' },
          ]}
          {...registerField(form, 'buyInPer')}
        />
        <NumberField form={form} name="skinsSharePercent" label="Skins share (%)" />
        <NumberField form={form} name="prizesSharePercent" label="Prizes share (%)" />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {purse > 0 ? `${purse} % goes to the season purse.` : 'Nothing goes to a season purse.'}
      </p>
    </NightCard>
  );
}

/** What a week a stroke-play player did not play counts. */
export function AbsencesCard({ form }: { form: NightForm }) {
  const absenceRule = form.watch('absenceRule');
  return (
    <NightCard title="Absences">
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
    </NightCard>
  );
}

export function ScoreEntryCard({ form }: { form: NightForm }) {
  return (
    <NightCard title="Score entry">
      <CheckboxField
        label="Scores as totals allowed"
        description="On a round played on a course, a card may be entered as its total instead of hole by hole. Turn off to require every hole (skins and countback need them)."
        {...form.register('allowTotals')}
      />
    </NightCard>
  );
}
