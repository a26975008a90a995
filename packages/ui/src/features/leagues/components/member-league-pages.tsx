// /leagues-signup and /leagues/:leagueId/signup (docs/requirements.md#member-leagues, #league-signup,
// #states, #league-messages). The membership gate is the route's (routes.tsx, member:features). Below the open
// leagues, members see the leagues they play in: nights, their round results and the standings.
import {
  isLeagueOpenForSignup,
  SCRAMBLE_SIGNUP_TEXT,
  scramblePartnerSchema,
  type League,
  type MyLeague,
} from '@longwood/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { RequestFailed } from '../../../components/request-failed';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage, isRequestFailure } from '../../../lib/api-client';
import { formatDateShort, formatTimeRange } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { useJoinLeague } from '../api/league-mutations';
import { useLeague, useLeagueScores, useLeagues, useMyLeagues, useRounds, useStandings } from '../api/league-queries';
import { LeagueCard, LeagueList } from './league-card';
import { baysText, dateRange, leagueTypeLabel, participantsText, scheduleLine, scoringLabel } from '../lib/league-text';

export function LeaguesSignupPage() {
  const leagues = useLeagues();
  const [now] = useState(() => new Date());
  const open = (leagues.data ?? []).filter((l) => isLeagueOpenForSignup(l, now));
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-slate-900">Golf Leagues</h1>
      <MyLeagues />
      <div className="mt-6">
        <LeagueList
          query={leagues}
          leagues={open}
          empty={{ title: 'No active leagues available', text: 'Please check back later for upcoming leagues' }}
          renderCard={(league) => <MemberLeagueCard league={league} />}
        />
      </div>
    </PageContainer>
  );
}

function MemberLeagueCard({ league }: { league: League }) {
  const schedule = scheduleLine(league);
  return (
    <LeagueCard
      league={league}
      headingId={`member-league-${league.id}`}
      badge={
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">Active</span>
      }
      rows={
        <>
          {schedule ? (
            <>
              <dt className="text-slate-500">Schedule</dt>
              <dd>{schedule}</dd>
            </>
          ) : null}
          <dt className="text-slate-500">Participants</dt>
          <dd>{participantsText(league)}</dd>
          <dt className="text-slate-500">Bays</dt>
          <dd>{baysText(league.numberOfBays)}</dd>
        </>
      }
      actions={
        <Link to={`/leagues/${league.id}/signup`} className={buttonClasses('primary', 'md', 'mt-auto self-start')}>
          Join League
        </Link>
      }
    />
  );
}

/** The leagues the member plays in: their nights, their round results and the standings. */
function MyLeagues() {
  const mine = useMyLeagues();
  if (!mine.data || mine.data.length === 0) return null;
  return (
    <section aria-labelledby="my-leagues" className="mt-6">
      <h2 id="my-leagues" className="text-lg font-semibold text-slate-900">
        My Leagues
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {mine.data.map((entry) => (
          <li key={entry.league.id}>
            <MyLeagueCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyLeagueCard({ entry }: { entry: MyLeague }) {
  const [open, setOpen] = useState(false);
  const { league } = entry;
  return (
    <Card className="p-5">
      <h3 className="font-semibold text-slate-900">{league.name}</h3>
      <p className="text-sm text-slate-600">
        Team {entry.teamId}
        {entry.isTeamLead ? ' (Lead)' : ''}
      </p>
      {league.startTime && league.endTime ? (
        <p className="mt-2 text-sm">
          League nights, {formatTimeRange(league.startTime, league.endTime, { zone: true })}:
        </p>
      ) : null}
      <ul aria-label={`${league.name} league nights`} className="mt-1 flex flex-wrap gap-1 text-xs">
        {entry.nights.map((d) => (
          <li key={d} className="rounded bg-slate-100 px-2 py-0.5">
            {formatDateShort(d)}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-3" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide Standings' : 'Standings & Results'}
      </Button>
      {open ? <MyStandings entry={entry} /> : null}
    </Card>
  );
}

function MyStandings({ entry }: { entry: MyLeague }) {
  const standings = useStandings(entry.league.id);
  if (standings.isPending) return <Spinner label="Loading standings..." />;
  if (standings.isError) {
    return (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {errorMessage(standings.error)}
      </p>
    );
  }
  const { rows, scoringType } = standings.data;
  const lowest = scoringType === 'lowest_score';
  if (rows.every((r) => r.roundsPlayed === 0)) return <p className="mt-2 text-sm text-slate-600">No scores yet</p>;
  return (
    <>
      <MyRoundResults entry={entry} />
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{entry.league.name} standings</caption>
        <thead className="text-slate-500">
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Players</th>
            {lowest ? <th scope="col">Total</th> : <th scope="col">W-L</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.teamId} className={row.teamId === entry.teamId ? 'bg-emerald-50 font-semibold' : undefined}>
              <td>{row.rank}</td>
              <td>{row.players.join(' & ')}</td>
              <td>{lowest ? (row.roundsPlayed ? row.totalStrokes : '-') : `${row.wins}-${row.losses}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The member's team's result in each scored round. */
function MyRoundResults({ entry }: { entry: MyLeague }) {
  const rounds = useRounds(entry.league.id);
  const scores = useLeagueScores(entry.league.id);
  if (!rounds.data || !scores.data) return null;
  const teamMate = new Set(entry.teamParticipantIds);
  const results = rounds.data.flatMap((round) => {
    const score = scores.data.find((s) => s.roundId === round.id && teamMate.has(s.participantId));
    if (!score) return [];
    const value = score.strokes !== null ? `${score.strokes} strokes` : score.result === 'win' ? 'Won' : 'Lost';
    return [{ round, value }];
  });
  if (results.length === 0) return null;
  return (
    <ul aria-label="My round results" className="mt-3 space-y-0.5 text-sm">
      {results.map(({ round, value }) => (
        <li key={round.id}>
          Round {round.roundNumber} ({formatDateShort(round.roundDate)}): {value}
        </li>
      ))}
    </ul>
  );
}

export function LeagueSignupPage() {
  const id = Number(useParams().leagueId);
  const league = useLeague(id);
  const navigate = useNavigate();
  if (league.isPending && id > 0) {
    return (
      <PageContainer>
        <Spinner label="Loading league information..." />
      </PageContainer>
    );
  }
  if (league.isError && isRequestFailure(league.error)) {
    return (
      <PageContainer className="max-w-xl">
        <RequestFailed
          title="This league could not be loaded."
          error={league.error}
          onRetry={() => void league.refetch()}
          retrying={league.isFetching}
        />
      </PageContainer>
    );
  }
  if (league.isError || !league.data) {
    return (
      <PageContainer className="max-w-xl text-center">
        <h1 className="text-2xl font-bold text-slate-900">League Not Found</h1>
        <p className="mt-2 text-slate-600">
          The league you&apos;re looking for doesn&apos;t exist or has been removed.
        </p>
        <Button className="mt-6" onClick={() => void navigate('/leagues-signup')}>
          Back to Leagues
        </Button>
      </PageContainer>
    );
  }
  return <SignupCard league={league.data} />;
}

function SignupCard({ league }: { league: League }) {
  const user = useUser().data;
  const join = useJoinLeague(league.id);
  const navigate = useNavigate();
  const [partner, setPartner] = useState({ player2Name: '', player2Email: '' });
  const [errors, setErrors] = useState<{ player2Name?: string; player2Email?: string }>({});
  const scramble = league.leagueType === 'scramble';
  const joining = join.isPending;
  const partnerFilled = partner.player2Name.trim() !== '' && partner.player2Email.trim() !== '';
  const schedule = scheduleLine(league);

  const confirm = () => {
    if (scramble) {
      const parsed = scramblePartnerSchema.safeParse(partner);
      if (!parsed.success) {
        const next: typeof errors = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] as keyof typeof errors;
          next[key] ??= issue.message;
        }
        setErrors(next);
        return;
      }
    }
    setErrors({});
    if (!user) return;
    join.mutate(
      { userId: user.id, isTeamLead: true, ...(scramble ? partner : {}) },
      {
        onSuccess: () => {
          toast({ title: 'Successfully joined league!', description: 'You have been registered for this league.' });
          void navigate('/leagues-signup');
        },
        onError: (error) =>
          toast({
            title: 'Failed to join league',
            description: errorMessage(error, 'There was an error joining the league. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <PageContainer className="max-w-2xl">
      <Link to="/leagues-signup" className={buttonClasses('ghost', 'sm', 'mb-4')}>
        ← Back to Leagues
      </Link>
      <Card className="p-6">
        <h1 className="text-2xl font-bold text-slate-900">{league.name}</h1>
        <p className="text-sm text-slate-600">{dateRange(league)}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Type</dt>
          <dd>{leagueTypeLabel(league)}</dd>
          <dt className="text-slate-500">Scoring</dt>
          <dd>{scoringLabel(league)}</dd>
          <dt className="text-slate-500">Date &amp; Time</dt>
          <dd>{schedule ?? 'Not specified'}</dd>
          <dt className="text-slate-500">Max Participants</dt>
          <dd>{league.maxParticipants ?? 'Not specified'}</dd>
        </dl>
        {league.description ? <p className="mt-4 text-slate-700">{league.description}</p> : null}

        {scramble ? (
          <section aria-labelledby="partner-heading" className="mt-6 space-y-4">
            <h2 id="partner-heading" className="text-lg font-semibold text-slate-900">
              Partner Information
            </h2>
            <p className="text-sm text-slate-600">{SCRAMBLE_SIGNUP_TEXT}</p>
            <TextField
              label="Partner Name"
              required
              value={partner.player2Name}
              error={errors.player2Name}
              onChange={(e) => setPartner((p) => ({ ...p, player2Name: e.target.value }))}
            />
            <TextField
              label="Partner Email"
              type="email"
              required
              value={partner.player2Email}
              error={errors.player2Email}
              onChange={(e) => setPartner((p) => ({ ...p, player2Email: e.target.value }))}
            />
          </section>
        ) : null}

        <Button className="mt-6 w-full" onClick={confirm} disabled={joining || (scramble && !partnerFilled)}>
          {joining ? 'Joining...' : 'Confirm League Registration'}
        </Button>
      </Card>
    </PageContainer>
  );
}
