// /admin/leagues/:id/standings: the league table the server ranks by the league's rules (decision 201), with its
// week-by-week grid, CSV export (core's csvTable, formula-safe, the same figures as the screen) and printing, and
// the league's flights (docs/decisions/288-league-flights.md) and its best-ball or A/B sides (decision 497), under a line saying what it ranks by (the member's words).
import { csvTable, leagueStandingsFileName } from '@longwood/core';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageSpinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/csv';
import { useLeague, useStandings } from '../api/league-queries';
import { standingsRulesLine } from '../lib/league-text';
import { StandingsTables, standingsCsvColumns } from './standings-tables';
import { BackToLeagues } from './back-to-rounds';
import { LeagueFlights } from './league-flights';
import { LeagueSides } from './league-sides';

export function AdminStandingsPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  const standings = useStandings(id);

  if ((league.isPending || standings.isPending) && id > 0) {
    return <PageSpinner label="Loading standings..." />;
  }
  if (league.isError || standings.isError || !league.data || !standings.data) {
    return (
      <ScreenLoadFailure
        heading="Standings"
        reads={[league, standings]}
        failedTitle="The standings could not be loaded."
        missing={league.isError ? 'League not found. It may have been deleted.' : errorMessage(standings.error)}
      />
    );
  }
  const { rows } = standings.data;
  const name = league.data.name;

  const exportCsv = () => {
    if (rows.length === 0) {
      toast({ title: 'No data to export', variant: 'destructive' });
      return;
    }
    downloadCsv(leagueStandingsFileName(name, new Date()), csvTable(rows, standingsCsvColumns(standings.data)));
  };

  return (
    <PageContainer holdsPlace>
      <div className="print:hidden">
        <BackToLeagues />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{name} - Standings</h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to={`/admin/leagues/${id}/rounds`} className={buttonClasses('outline')}>
            Rounds
          </Link>
          <Button variant="outline" onClick={exportCsv}>
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      <LeagueFlights leagueId={id} scramble={league.data.leagueType === 'scramble'} />
      {league.data.teamFormat !== 'off' ? <LeagueSides leagueId={id} /> : null}
      <Card className="mt-6 p-4">
        <p className="mb-3 text-sm text-slate-600">{standingsRulesLine(standings.data, league.data)}</p>
        <StandingsTables
          standings={standings.data}
          leagueName={name}
          scramble={league.data.leagueType === 'scramble'}
        />
      </Card>
    </PageContainer>
  );
}
