// /admin/leagues/:id/standings: the league table computed by the server from every saved score (decision 002),
// with CSV export (core's csvTable, formula-safe) and printing.
import { csvTable, leagueStandingsFileName, type StandingsResponse } from '@longwood/core';
import { Link, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/csv';
import { useLeague, useStandings } from '../api/league-queries';

type Row = StandingsResponse['rows'][number];

const columnsFor = (scoringType: StandingsResponse['scoringType']) =>
  scoringType === 'lowest_score'
    ? [
        { header: 'Rank', value: (r: Row) => r.rank },
        { header: 'Team', value: (r: Row) => r.teamId },
        { header: 'Players', value: (r: Row) => r.players.join(' & ') },
        { header: 'Rounds Played', value: (r: Row) => r.roundsPlayed },
        { header: 'Total Strokes', value: (r: Row) => (r.roundsPlayed ? r.totalStrokes : null) },
        { header: 'Average', value: (r: Row) => r.averageStrokes },
      ]
    : [
        { header: 'Rank', value: (r: Row) => r.rank },
        { header: 'Team', value: (r: Row) => r.teamId },
        { header: 'Players', value: (r: Row) => r.players.join(' & ') },
        { header: 'Matches', value: (r: Row) => r.roundsPlayed },
        { header: 'Wins', value: (r: Row) => r.wins },
        { header: 'Losses', value: (r: Row) => r.losses },
        { header: 'Points', value: (r: Row) => r.points },
      ];

export function AdminStandingsPage() {
  const id = Number(useParams().id);
  const league = useLeague(id);
  const standings = useStandings(id);

  if ((league.isPending || standings.isPending) && id > 0) {
    return (
      <PageContainer>
        <Spinner label="Loading standings..." />
      </PageContainer>
    );
  }
  if (league.isError || standings.isError || !league.data || !standings.data) {
    return (
      <PageContainer>
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Standings</h1>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {league.isError ? 'League not found. It may have been deleted.' : errorMessage(standings.error)}
        </p>
      </PageContainer>
    );
  }
  const { rows, scoringType } = standings.data;
  const columns = columnsFor(scoringType);
  const name = league.data.name;

  const exportCsv = () => {
    if (rows.length === 0) {
      toast({ title: 'No data to export', variant: 'destructive' });
      return;
    }
    downloadCsv(leagueStandingsFileName(name, new Date()), csvTable(rows, columns));
  };

  return (
    <PageContainer>
      <div className="print:hidden">
        <Link to="/admin/leagues" className={buttonClasses('ghost', 'sm', 'mb-4')}>
          ← Back to Leagues
        </Link>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold text-slate-900">{name} - Standings</h1>
        <div className="flex gap-2 print:hidden">
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
      <Card className="mt-6 overflow-x-auto p-0">
        {rows.length === 0 ? (
          <p className="p-6 text-center text-slate-600">No participants yet</p>
        ) : (
          <table className="w-full min-w-[30rem] text-left text-sm">
            <caption className="sr-only">{name} standings</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="px-4 py-2">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.teamId} className="border-t border-slate-100">
                  {columns.map((c) => (
                    <td key={c.header} className="px-4 py-2">
                      {c.value(row) ?? '-'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </PageContainer>
  );
}
