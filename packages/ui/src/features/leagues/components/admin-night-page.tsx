// /admin/leagues/:id/night: the league night's settings (docs/decisions/211-league-handicaps-and-scorecards.md):
// handicaps off (gross only) or a league handicap with its rules, stroke-play standings by net or gross, the skins
// game, net double bogey (decision 211), the side games' holes (decision 279), what a week a player did not play counts (decision 270), and whether a round on a course takes totals. Saved through PUT /api/leagues/:id/night; unlike the league's
// ranking rules they stay open once scores exist, since every figure is recomputed from the stored gross scores.
import type { League } from '@longwood/core';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { buttonClasses } from '../../../components/ui/button';
import { SaveButton } from '../../../components/ui/save-button';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useUpdateNight } from '../api/league-night';
import { useLeague } from '../api/league-queries';
import { BackToRounds } from './back-to-rounds';
import {
  AbsencesCard,
  PlacePointsCard,
  TeamFormatCard,
  HandicapsCard,
  MoneyCard,
  RankingCard,
  ScoreEntryCard,
  SideGamesCard,
  useNightForm,
} from './night-form-sections';

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

function NightForm({ league }: { league: League }) {
  const save = useUpdateNight(league.id);
  const form = useNightForm(league);
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
      <HandicapsCard form={form} />
      <RankingCard form={form} stroke={stroke} />
      <SideGamesCard form={form} />
      {stroke ? <PlacePointsCard form={form} /> : null}
      {stroke && league.leagueType === 'individual' ? <TeamFormatCard form={form} /> : null}
      {stroke ? <AbsencesCard form={form} /> : null}
      {stroke ? <MoneyCard form={form} /> : null}
      <ScoreEntryCard form={form} />
      <div className="flex justify-end">
        <SaveButton pending={save.isPending} label="Save League Night" />
      </div>
    </form>
  );
}
