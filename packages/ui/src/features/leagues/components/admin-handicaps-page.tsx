// /admin/leagues/:id/handicaps: every player's (team's) league handicap with how it was reached, round by round
// (docs/decisions/211-league-handicaps-and-scorecards.md): provisional ones marked, the starting handicap a new
// player plays off when the league starts players that way (a scramble team's made from its two players' handicaps,
// which are kept and shown), and the organiser's override with its reason (held from the next round until cleared;
// the server records it in the activity log).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  handicapText,
  participantHandicapSchema,
  playerHandicapsText,
  startingAllowanceText,
  teamAllowanceText,
  teamHandicap,
  type League,
  type ParticipantHandicapInput,
  type PlayerHandicap,
} from '@longwood/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { FormDialog } from '../../../components/ui/form-dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showFormFailure } from '../../../lib/form-errors';
import { useHandicaps, useSetHandicap } from '../api/league-night';
import { useLeague } from '../api/league-queries';
import { BackToRounds } from './back-to-rounds';
import { FieldStartingHandicaps } from './field-starting-handicaps';
import { useToastedMutation } from '../../../lib/toasted-mutation';

/** A handicap box: a number with one decimal (plus handicaps negative). */
const HANDICAP_INPUT = { type: 'number', inputMode: 'decimal', step: '0.1' } as const;

const namesOf = (h: PlayerHandicap) => h.players.join(' & ');

export function AdminHandicapsPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  const on = league.data?.handicapMode === 'league';
  const handicaps = useHandicaps(id, on);
  const [editing, setEditing] = useState<{ player: PlayerHandicap; kind: 'override' | 'starting' } | null>(null);
  const clear = useToastedMutation(useSetHandicap(id), 'Failed to clear the override');

  if ((league.isPending || (on && handicaps.isPending)) && id > 0) {
    return <PageSpinner label="Loading handicaps..." />;
  }
  if (league.isError || !league.data) {
    return (
      <ScreenLoadFailure
        heading="Handicaps"
        reads={[league]}
        failedTitle="This league could not be loaded."
        missing="League not found. It may have been deleted."
      />
    );
  }
  const list = handicaps.data?.handicaps ?? [];
  const entered = league.data.handicapNewPlayer === 'entered';

  const clearOverride = (player: PlayerHandicap) =>
    clear.mutate(
      { participantId: player.participantId, body: { override: null } },
      {
        onSuccess: (after) =>
          toast({
            title: 'Override cleared',
            description: `${namesOf(player)}: ${handicapText(after.current.handicap)} (${after.current.basis}).`,
          }),
      },
    );

  return (
    <PageContainer className="max-w-5xl" holdsPlace>
      <BackToRounds leagueId={id} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{league.data.name} - Handicaps</h1>
        <Link to={`/admin/leagues/${id}/night`} className={buttonClasses('outline')}>
          League Night
        </Link>
      </div>
      {!on ? (
        <Card className="mt-6 p-6 text-center text-slate-600">
          Handicaps are off for this league: it plays gross scores. Choose a league handicap on the League Night page.
        </Card>
      ) : handicaps.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {errorMessage(handicaps.error)}
        </p>
      ) : list.length === 0 ? (
        <Card className="mt-6 p-6 text-center text-slate-600">No participants yet</Card>
      ) : (
        <>
          {entered ? <FieldStartingHandicaps league={league.data} players={list} /> : null}
          <ul className="mt-6 space-y-3" aria-label="Handicaps">
            {list.map((player) => (
              <li key={player.participantId}>
                <PlayerCard
                  player={player}
                  entered={entered}
                  busy={clear.isPending}
                  onEdit={(kind) => setEditing({ player, kind })}
                  onClear={() => clearOverride(player)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {editing ? (
        <HandicapDialog
          key={`${editing.player.participantId}-${editing.kind}`}
          league={league.data}
          player={editing.player}
          kind={editing.kind}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </PageContainer>
  );
}

function PlayerCard({
  player,
  entered,
  busy,
  onEdit,
  onClear,
}: {
  player: PlayerHandicap;
  entered: boolean;
  busy: boolean;
  onEdit: (kind: 'override' | 'starting') => void;
  onClear: () => void;
}) {
  const name = namesOf(player);
  const { current } = player;
  return (
    <Card className="p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="font-semibold">{name}</h2>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold tabular-nums" aria-label={`Handicap ${handicapText(current.handicap)}`}>
              {handicapText(current.handicap)}
            </span>
            {current.provisional ? (
              <span className="rounded-full border border-amber-200 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
                Provisional
              </span>
            ) : null}
            {current.overridden ? (
              <span className="rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900">
                Overridden
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">{current.basis}</p>
          {entered ? (
            <p className="text-sm text-slate-600">
              Starting handicap:{' '}
              {player.startingHandicap === null ? 'not entered' : handicapText(player.startingHandicap)}
              {player.playerHandicaps ? ` (${playerHandicapsText(player.playerHandicaps)})` : ''}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {entered ? (
            <Button variant="outline" size="sm" onClick={() => onEdit('starting')}>
              Starting Handicap <span className="sr-only">of {name}</span>
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={() => onEdit('override')}>
            Override <span className="sr-only">{name}&apos;s handicap</span>
          </Button>
          {current.overridden ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={onClear}>
              Clear Override <span className="sr-only">of {name}</span>
            </Button>
          ) : null}
        </div>
      </div>
      {player.rounds.length > 0 ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-emerald-800">
            History ({player.rounds.length} {player.rounds.length === 1 ? 'round' : 'rounds'})
          </summary>
          <div className="mt-2">
            <DataTable
              look="plain"
              caption={`${name}: handicap round by round`}
              rows={player.rounds}
              rowKey={(r) => r.roundId}
              columns={[
                { header: 'Round', rowHeader: true, cell: (r) => `Round ${r.roundNumber}` },
                { header: 'Played off', numeric: true, cell: (r) => handicapText(r.handicapBefore) },
                { header: 'Gross', numeric: true, cell: (r) => r.gross },
                { header: 'Strokes', numeric: true, cell: (r) => r.strokesGiven },
                { header: 'Net', numeric: true, cell: (r) => r.net },
                { header: 'Handicap after', numeric: true, cell: (r) => handicapText(r.handicapAfter) },
              ]}
            />
          </div>
        </details>
      ) : (
        <p className="mt-2 text-sm text-slate-500">No rounds played yet.</p>
      )}
    </Card>
  );
}

/** The override (a handicap and its reason) or the starting handicap of one player, in a dialog. */
function HandicapDialog({
  league,
  player,
  kind,
  onClose,
}: {
  league: League;
  player: PlayerHandicap;
  kind: 'override' | 'starting';
  onClose: () => void;
}) {
  const save = useSetHandicap(league.id);
  const name = namesOf(player);
  // A scramble team of two makes its starting handicap from its players' handicaps, kept with it (prefilled here).
  const fromPlayers = kind === 'starting' && league.leagueType === 'scramble' && player.players.length === 2;
  const kept = player.playerHandicaps?.map((p) => p.handicap);
  const form = useForm<ParticipantHandicapInput>({
    resolver: withoutBlankPlayers,
    defaultValues:
      kind === 'override'
        ? { override: { handicap: player.current.handicap ?? Number.NaN, reason: '' } }
        : {
            startingHandicap: player.startingHandicap,
            ...(fromPlayers ? { playerHandicaps: [kept?.[0] ?? Number.NaN, kept?.[1] ?? Number.NaN] } : {}),
          },
  });
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(
      { participantId: player.participantId, body },
      {
        onSuccess: (after) => {
          toast({
            title: kind === 'override' ? 'Handicap overridden' : 'Starting handicap saved',
            description: `${name}: ${handicapText(after.current.handicap)} (${after.current.basis}).`,
          });
          onClose();
        },
        onError: (error) => showFormFailure(form, error, 'Failed to save the handicap'),
      },
    ),
  );
  // An empty box is not 0: no override handicap (the schema's message), or no starting handicap (it is removed).
  const blankAs = (empty: number | null) => ({
    setValueAs: (v: number | string | null) => (typeof v !== 'string' ? v : v.trim() === '' ? empty : Number(v)),
  });
  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={kind === 'override' ? `Override ${name}'s handicap` : `Starting handicap of ${name}`}
      description={
        kind === 'override'
          ? 'The handicap holds from the next round until you clear it; rounds already played keep theirs. Plus handicaps are negative (-2 for +2).'
          : 'Played off until the player has the rounds the league needs for a handicap of their own. Plus handicaps are negative.'
      }
      onSubmit={onSubmit}
      busy={save.isPending}
      submitLabel="Save Handicap"
      busyLabel="Saving..."
    >
      {kind === 'override' ? (
        <>
          <TextField
            {...HANDICAP_INPUT}
            label="Handicap"
            {...registerField(form, 'override.handicap', blankAs(Number.NaN))}
          />
          <TextField
            label="Reason"
            hint="Shown as the handicap's basis and kept in the activity log."
            {...registerField(form, 'override.reason')}
          />
        </>
      ) : (
        <>
          {fromPlayers ? <ScrambleAllowance form={form} players={player.players} blankAs={blankAs} /> : null}
          <TextField
            {...HANDICAP_INPUT}
            label="Starting handicap"
            hint="Leave it empty to remove the starting handicap."
            {...registerField(form, 'startingHandicap', blankAs(null))}
          />
          <PlayedAs form={form} league={league} />
        </>
      )}
    </FormDialog>
  );
}

/** How the starting handicap is played (core's startingAllowanceText, with the figure typed). */
function PlayedAs({ form, league }: { form: UseFormReturn<ParticipantHandicapInput>; league: League }) {
  const typed = form.watch('startingHandicap');
  const line = startingAllowanceText(league, typeof typed === 'number' && Number.isFinite(typed) ? typed : null);
  return line === null ? null : (
    <p className="text-sm text-slate-600" aria-live="polite">
      {line}
    </p>
  );
}

/** The form's resolver: two blank players' handicaps are none (the starting handicap typed as one figure). */
const resolveHandicap = zodResolver(participantHandicapSchema);
const withoutBlankPlayers: typeof resolveHandicap = (values, context, options) => {
  const blank = values.playerHandicaps?.every((h: number | undefined) => h === undefined || Number.isNaN(h));
  if (!blank) return resolveHandicap(values, context, options);
  const rest = { ...values };
  delete rest.playerHandicaps;
  return resolveHandicap(rest, context, options);
};

/**
 * A scramble team's starting handicap from its two players' handicaps by the stated allowance (35 % of the lower +
 * 15 % of the higher): typed here, the team figure fills the starting handicap, and both are kept with it.
 */
function ScrambleAllowance({
  form,
  players,
  blankAs,
}: {
  form: UseFormReturn<ParticipantHandicapInput>;
  players: readonly string[];
  blankAs: (empty: number) => { setValueAs: (v: number | string | null) => number | string | null };
}) {
  const typed = form.watch('playerHandicaps');
  /** The team's handicap once both players' are typed. */
  const teamOf = (list: readonly number[] | undefined) =>
    list && list.length === 2 && list.every((h) => Number.isFinite(h)) ? teamHandicap(list) : null;
  const team = teamOf(typed);
  const fill = () => {
    const figure = teamOf(form.getValues('playerHandicaps'));
    if (figure !== null) form.setValue('startingHandicap', figure, { shouldValidate: true });
  };
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">
        Team handicap from the players&apos; ({teamAllowanceText()})
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {players.map((name, i) => (
          <TextField
            key={name}
            {...HANDICAP_INPUT}
            label={`${name}'s handicap`}
            {...registerField(form, i === 0 ? 'playerHandicaps.0' : 'playerHandicaps.1', {
              ...blankAs(Number.NaN),
              onChange: fill,
            })}
          />
        ))}
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {team === null ? 'Enter both players’ handicaps.' : `Team handicap ${handicapText(team)}`}
      </p>
    </fieldset>
  );
}
