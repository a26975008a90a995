// /admin/insights/:figure (docs/decisions/245-owner-insights.md): the rows behind one figure of the insights page, over
// the same range (and heat-map cell), and the same rows as a CSV file written by core's one CSV writer.
import { csvText, INSIGHT_FIGURES, type InsightFigure, type InsightsListQuery } from '@longwood/core';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { RequestFailed } from '../../../components/request-failed';
import { ScreenHeading } from '../../../components/screen-heading';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cellColumns, DataTable } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { downloadCsv } from '../../../lib/csv';
import { useInsightsList } from '../api/insights';
import { INSIGHTS_FAILED } from './insights-page';

const NUMBER_PARAMS = ['simulatorId', 'weekday', 'hour', 'coachId'] as const;

function listQuery(figure: InsightFigure, params: URLSearchParams): InsightsListQuery {
  const query: InsightsListQuery = { figure, from: params.get('from') ?? '', to: params.get('to') ?? '' };
  for (const name of NUMBER_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') query[name] = Number(value);
  }
  const staffed = params.get('staffed');
  if (staffed === 'yes' || staffed === 'no') query.staffed = staffed;
  return query;
}

export function InsightsListPage() {
  const { figure = '' } = useParams();
  const [params] = useSearchParams();
  const known = (INSIGHT_FIGURES as readonly string[]).includes(figure);
  const query = listQuery((known ? figure : 'no-shows') as InsightFigure, params);
  const list = useInsightsList(query);
  const back = `/admin/insights?${new URLSearchParams({ from: query.from, to: query.to }).toString()}`;

  if (!known) {
    return (
      <PageContainer>
        <ScreenHeading title="Not an insight" />
        <Link to="/admin/insights" className="mt-4 inline-block underline">
          Back to Insights
        </Link>
      </PageContainer>
    );
  }
  const exportCsv = () => {
    if (!list.data) return;
    downloadCsv(`insights_${figure}_${query.from}_${query.to}.csv`, csvText([list.data.columns, ...list.data.rows]));
  };
  return (
    <PageContainer>
      <ScreenHeading
        title={list.data?.title ?? 'Insights'}
        actions={
          <div className="flex gap-2">
            <Link to={back} className={buttonClasses('ghost', 'md')}>
              Back to Insights
            </Link>
            <Button variant="outline" onClick={exportCsv} disabled={!list.data || list.data.rows.length === 0}>
              Export CSV
            </Button>
          </div>
        }
      />
      {list.isPending ? (
        <div className="flex justify-center py-12 text-emerald-700">
          <Spinner label="Loading..." />
        </div>
      ) : list.isError ? (
        <div className="mt-6">
          <RequestFailed title={INSIGHTS_FAILED} query={list} />
        </div>
      ) : list.data.rows.length === 0 ? (
        <p className="mt-6 text-slate-600">Nothing to list in this range.</p>
      ) : (
        <div className="mt-6 space-y-2">
          <DataTable
            caption={list.data.title}
            rows={list.data.rows.map((row) => row.map((cell) => cell ?? '—'))}
            columns={cellColumns(list.data.columns)}
            className="bg-white"
          />
          <p className="px-3 text-xs text-slate-500">{list.data.rows.length} rows</p>
        </div>
      )}
    </PageContainer>
  );
}
