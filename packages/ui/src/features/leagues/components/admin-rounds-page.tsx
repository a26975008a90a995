// /admin/leagues/:id/rounds: the league's rounds (one per league night once the schedule is generated), adding
// a round, deleting one with its scores, how far each round is scored, and the way to each round's score sheet and
// its printed night (bay sheet, scorecards, standings).
import { zodResolver } from '@hookform/resolvers/zod';
import { createRoundSchema, facilityToday, roundCourseText, type League, type LeagueRound } from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { formatDateLong } from '../../../lib/format';
import { showFormFailure } from '../../../lib/form-errors';
import { useCreateRound, useDeleteRound } from '../api/league-mutations';
import { useLeague, useRounds } from '../api/league-queries';
import { useCan } from '../../../lib/use-can';
import { roundScoredText } from '../lib/league-text';
import { BackToLeagues } from './back-to-rounds';
import { CourseFields } from './course-select';
import { EditRoundDialog } from './edit-round-dialog';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const STATUS_CLASSES = {
  scored: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  partial: 'border-amber-200 bg-amber-50 text-amber-900',
  none: 'border-slate-200 bg-slate-50 text-slate-700',
  upcoming: 'border-sky-200 bg-sky-50 text-sky-800',
} as const;

/** The round's scored state as a badge: Scored, '3 of 5 scored', Not scored, or Upcoming. */
function RoundStatus({ round, today }: { round: LeagueRound; today: string }) {
  const status = roundScoredText(round, today);
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_CLASSES[status.tone]}`}>
      {status.label}
    </span>
  );
}

export function AdminRoundsPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  const rounds = useRounds(id);
  const [toDelete, setToDelete] = useState<LeagueRound | null>(null);
  const [toEdit, setToEdit] = useState<LeagueRound | null>(null);
  const remove = useToastedMutation(useDeleteRound(id), 'Failed to delete round');
  const [today] = useState(() => facilityToday(new Date()));
  // A league's organiser runs its nights; its rounds, courses and settings stay the managers' (decision 272).
  const manager = useCan('admin:leagues');
  // Its organisers add a make-up night (decision 481), on the league's course (the course list is the managers').
  const nightRunner = useCan('league:night', id);

  if ((league.isPending || rounds.isPending) && id > 0) {
    return <PageSpinner label="Loading rounds..." />;
  }
  if (league.isError || !league.data || !rounds.data) {
    return (
      <ScreenLoadFailure
        heading="Rounds"
        reads={[league, rounds]}
        failedTitle="This league's rounds could not be loaded."
        missing="League not found. It may have been deleted."
      />
    );
  }
  const list = rounds.data;
  const nextNumber = list.reduce((max, r) => Math.max(max, r.roundNumber), 0) + 1;

  return (
    <PageContainer holdsPlace>
      <BackToLeagues />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{league.data.name} - Rounds</h1>
        {/* The league's other screens, one style of link-button (the participants and standings pages' too). */}
        <nav aria-label="League screens" className="flex flex-wrap gap-2">
          {manager ? (
            <>
              <Link to="/admin/courses" className={buttonClasses('outline')}>
                Courses
              </Link>
              <Link to={`/admin/leagues/${id}/night`} className={buttonClasses('outline')}>
                League Night
              </Link>
              <Link to={`/admin/leagues/${id}/handicaps`} className={buttonClasses('outline')}>
                Handicaps
              </Link>
            </>
          ) : null}
          <Link to={`/admin/leagues/${id}/participants`} className={buttonClasses('outline')}>
            Players
          </Link>
          <Link to={`/admin/leagues/${id}/standings`} className={buttonClasses('outline')}>
            Standings
          </Link>
        </nav>
      </div>
      <Card className="mt-6 p-0">
        {list.length === 0 ? (
          <p className="p-6 text-center text-slate-600">
            {nightRunner ? 'No rounds yet. Add the first round below.' : 'No rounds yet.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((round) => (
              <li key={round.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span>
                      Round {round.roundNumber}
                      {round.name ? `: ${round.name}` : ''}
                    </span>
                    <RoundStatus round={round} today={today} />
                  </p>
                  <p className="text-sm text-slate-600">
                    {round.roundDate ? formatDateLong(round.roundDate) : ''}
                    {round.course ? ` · ${roundCourseText(round.course)}` : ''}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link
                    to={`/admin/leagues/${id}/rounds/${round.id}/scores`}
                    aria-label={`${sheetLinkText(round, today, league.data.scoringType)} for round ${round.roundNumber}`}
                    className={buttonClasses(sheetDone(round, today) ? 'outline' : 'primary', 'sm')}
                  >
                    {sheetLinkText(round, today, league.data.scoringType)}
                  </Link>
                  <Link
                    to={`/admin/leagues/${id}/rounds/${round.id}/print`}
                    aria-label={`Print round ${round.roundNumber}: bay sheet and scorecards`}
                    className={buttonClasses('outline', 'sm')}
                  >
                    Print
                  </Link>
                  {manager && round.scoredTeams === 0 ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit round ${round.roundNumber}: date, course, holes and name`}
                      onClick={() => setToEdit(round)}
                    >
                      Edit
                    </Button>
                  ) : null}
                  {manager ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete round ${round.roundNumber}`}
                      onClick={() => setToDelete(round)}
                    >
                      Delete
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {nightRunner ? <AddRoundForm league={league.data} nextNumber={nextNumber} chooseCourse={manager} /> : null}
      {toEdit ? <EditRoundDialog leagueId={id} round={toEdit} onClose={() => setToEdit(null)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Round"
        description={`Delete round ${toDelete?.roundNumber ?? ''} and all its scores? This action cannot be undone.`}
        confirmLabel="Delete Round"
        busy={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => setToDelete(null),
            onError: () => setToDelete(null),
          });
        }}
      />
    </PageContainer>
  );
}

const sheetDone = (round: LeagueRound, today: string) => roundScoredText(round, today).tone === 'scored';

/** 'Enter Scores' until the round is scored ('Edit Scores'); a match-play round still to come gets its pairings. */
function sheetLinkText(round: LeagueRound, today: string, scoringType: 'lowest_score' | 'match_play'): string {
  const tone = roundScoredText(round, today).tone;
  if (tone === 'upcoming' && scoringType === 'match_play') return 'Set Pairings';
  return tone === 'scored' ? 'Edit Scores' : 'Enter Scores';
}

/**
 * A round added by hand: on the league's own course and its holes to begin with (decision 289), either changed here
 * by a manager ("Holes" shown for an 18-hole course, as on the league form and the round's Edit dialog).
 */
function AddRoundForm({
  league,
  nextNumber,
  chooseCourse,
}: {
  league: League;
  nextNumber: number;
  /** The course and holes offered (a manager); otherwise the round is on the league's own. */
  chooseCourse: boolean;
}) {
  const leagueId = league.id;
  const create = useCreateRound(leagueId);
  const form = useForm({
    resolver: zodResolver(createRoundSchema),
    values: {
      roundNumber: nextNumber,
      roundDate: '',
      name: '',
      courseId: league.courseId ?? null,
      courseHoles: league.courseHoles ?? 'all',
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, leagueId },
      {
        onSuccess: () => toast({ title: 'Round added', description: `Round ${values.roundNumber} has been added.` }),
        onError: (error) => {
          showFormFailure(form, error, 'Failed to add round');
        },
      },
    ),
  );
  return (
    <Card className="mt-6 p-4">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Add Round"
        className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr] sm:items-end lg:grid-cols-[8rem_1fr_1fr_1fr_1fr_auto]"
      >
        <TextField
          type="number"
          label="Round Number"
          {...registerField(form, 'roundNumber', { valueAsNumber: true })}
        />
        <TextField type="date" label="Round Date" {...registerField(form, 'roundDate')} />
        <TextField label="Name (optional)" {...registerField(form, 'name')} />
        {chooseCourse ? <CourseFields form={form} /> : null}
        <Button type="submit" disabled={create.isPending}>
          Add Round
        </Button>
      </form>
    </Card>
  );
}
