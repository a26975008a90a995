// /admin/leagues/:leagueId/rounds/:roundId/scores: one league night's score sheet (docs/decisions/
// 111-league-play-sheet-and-pairings.md). Lowest score: a strokes field per team, typed one after another
// (Tab or Enter moves on). Match play: the round-robin pairs (adjustable) with the winner of each; everything
// is saved at once and the standings refresh.
import {
  MAX_STROKES,
  MIN_STROKES,
  teamsOf,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type Matchup,
} from '@longwood/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlClass, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong } from '../../../lib/format';
import { useSaveRoundScores } from '../api/league-mutations';
import { useLeague, useMatchups, useParticipants, useRoundScores, useRounds } from '../api/league-queries';

interface TeamOption {
  teamId: number;
  /** The participant a score is recorded against (the team lead). */
  participantId: number;
  label: string;
}

function teamOptions(participants: LeagueParticipant[]): TeamOption[] {
  return teamsOf(participants).map((team) => ({
    teamId: team.teamId,
    participantId: team.members[0]!.id,
    label: `Team ${team.teamId}: ${team.members
      .map((m) => m.name)
      .concat(team.members.flatMap((m) => (m.player2Name ? [m.player2Name] : [])))
      .join(' & ')}`,
  }));
}

export function RoundScoresPage() {
  const params = useParams();
  const leagueId = Number(params.leagueId);
  const roundId = Number(params.roundId);
  const league = useLeague(leagueId);
  const rounds = useRounds(leagueId);
  const participants = useParticipants(leagueId);
  const scores = useRoundScores(leagueId, roundId);
  const matchPlay = league.data?.scoringType === 'match_play';
  const matchups = useMatchups(leagueId, roundId, matchPlay);

  const loading = [league, rounds, participants, scores].some((q) => q.isPending) || (matchPlay && matchups.isPending);
  const round = rounds.data?.find((r) => r.id === roundId);
  if (loading && leagueId > 0 && roundId > 0) {
    return (
      <PageContainer>
        <Spinner label="Loading score sheet..." />
      </PageContainer>
    );
  }
  if (!league.data || !round || !participants.data || !scores.data) {
    return (
      <PageContainer>
        <h1 className="mb-4 text-2xl font-bold text-slate-900">Round Scores</h1>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          Round not found. It may have been deleted.
        </p>
        <Link to={`/admin/leagues/${leagueId}/rounds`} className={buttonClasses('outline', 'md', 'mt-4')}>
          Back to Rounds
        </Link>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-3xl">
      <Link to={`/admin/leagues/${leagueId}/rounds`} className={buttonClasses('ghost', 'sm', 'mb-4')}>
        ← Back to Rounds
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">
        {league.data.name} - Round {round.roundNumber} Scores
      </h1>
      {round.roundDate ? <p className="text-slate-600">{formatDateLong(round.roundDate)}</p> : null}
      {participants.data.length === 0 ? (
        <Card className="mt-6 p-6 text-center text-slate-600">No participants yet</Card>
      ) : matchPlay ? (
        <MatchSheet
          league={league.data}
          round={round}
          participants={participants.data}
          matchups={matchups.data ?? []}
        />
      ) : (
        <StrokesSheet league={league.data} round={round} participants={participants.data} scores={scores.data} />
      )}
    </PageContainer>
  );
}

function useSave(league: League, round: LeagueRound) {
  const save = useSaveRoundScores(league.id, round.id);
  const run = (entries: Parameters<typeof save.mutate>[0]['entries']) =>
    save.mutate(
      { entries },
      {
        onSuccess: () =>
          toast({ title: 'Scores saved', description: `Round ${round.roundNumber} scores have been saved.` }),
        onError: (error) =>
          toast({ title: 'Failed to save scores', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  return { run, busy: save.isPending };
}

function StrokesSheet({
  league,
  round,
  participants,
  scores,
}: {
  league: League;
  round: LeagueRound;
  participants: LeagueParticipant[];
  scores: LeagueScore[];
}) {
  const teams = teamOptions(participants);
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const initial: Record<number, string> = {};
  const scoredBy: Record<number, number> = {};
  for (const s of scores) {
    const team = teamOf.get(s.participantId);
    if (team !== undefined && s.strokes !== null) {
      initial[team] = String(s.strokes);
      scoredBy[team] = s.participantId;
    }
  }
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const { run, busy } = useSave(league, round);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || index === teams.length - 1) return;
    event.preventDefault();
    inputs.current[index + 1]?.focus();
  };

  const submit = () => {
    const next: Record<number, string> = {};
    const entries = [];
    for (const team of teams) {
      const raw = (values[team.teamId] ?? '').trim();
      if (raw === '') continue;
      const strokes = Number(raw);
      if (!Number.isInteger(strokes) || strokes < MIN_STROKES || strokes > MAX_STROKES) {
        next[team.teamId] = `Strokes must be a whole number from ${MIN_STROKES} to ${MAX_STROKES}`;
        continue;
      }
      entries.push({ participantId: scoredBy[team.teamId] ?? team.participantId, strokes });
    }
    setErrors(next);
    const first = teams.findIndex((t) => next[t.teamId]);
    if (first >= 0) {
      inputs.current[first]?.focus();
      return;
    }
    run(entries);
  };

  return (
    <form
      noValidate
      className="mt-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Card className="divide-y divide-slate-100 p-0">
        {teams.map((team, index) => {
          return (
            <TextField
              key={team.teamId}
              layout="row"
              className="p-3"
              label={team.label}
              ref={(el) => {
                inputs.current[index] = el;
              }}
              inputMode="numeric"
              autoComplete="off"
              placeholder="Strokes"
              value={values[team.teamId] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [team.teamId]: e.target.value }))}
              onKeyDown={onKeyDown(index)}
              error={errors[team.teamId]}
            />
          );
        })}
      </Card>
      <div className="mt-4 flex justify-end gap-2">
        <Link to={`/admin/leagues/${league.id}/standings`} className={buttonClasses('outline')}>
          Standings
        </Link>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Scores'}
        </Button>
      </div>
    </form>
  );
}

interface MatchRow {
  key: number;
  a: number;
  b: number | null;
  winner: '' | 'a' | 'b';
}

function MatchSheet({
  league,
  round,
  participants,
  matchups,
}: {
  league: League;
  round: LeagueRound;
  participants: LeagueParticipant[];
  matchups: Matchup[];
}) {
  const teams = teamOptions(participants);
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const repOfTeam = new Map(teams.map((t) => [t.teamId, t.participantId]));
  const rep = (participantId: number) => repOfTeam.get(teamOf.get(participantId) ?? -1) ?? participantId;
  const [rows, setRows] = useState<MatchRow[]>(() =>
    matchups.map((m, i) => ({
      key: i,
      a: rep(m.participantId),
      b: m.opponentParticipantId === null ? null : rep(m.opponentParticipantId),
      winner: m.winnerParticipantId === null ? '' : m.winnerParticipantId === m.participantId ? 'a' : 'b',
    })),
  );
  const { run, busy } = useSave(league, round);
  const base = useId();
  const labelOf = (participantId: number) => teams.find((t) => t.participantId === participantId)?.label ?? '';
  const update = (key: number, change: Partial<MatchRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = () => {
    const entries = rows
      .filter((r) => r.b !== null && r.winner !== '')
      .map((r) => ({
        participantId: r.a,
        opponentParticipantId: r.b,
        result: r.winner === 'a' ? ('win' as const) : ('loss' as const),
      }));
    run(entries);
  };

  return (
    <form
      noValidate
      className="mt-6 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {rows.map((row, index) => (
        <Card key={row.key} className="p-3">
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">Match {index + 1}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              <select
                aria-label={`Match ${index + 1} first team`}
                value={row.a}
                onChange={(e) => update(row.key, { a: Number(e.target.value) })}
                className={controlClass('h-10')}
              >
                {teams.map((t) => (
                  <option key={t.teamId} value={t.participantId}>
                    {t.label}
                  </option>
                ))}
              </select>
              <select
                aria-label={`Match ${index + 1} second team`}
                value={row.b ?? ''}
                onChange={(e) => update(row.key, { b: e.target.value === '' ? null : Number(e.target.value) })}
                className={controlClass('h-10')}
              >
                <option value="">Bye (no opponent)</option>
                {teams.map((t) => (
                  <option key={t.teamId} value={t.participantId}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
            {row.b !== null ? (
              <div
                role="radiogroup"
                aria-label={`Match ${index + 1} winner`}
                className="mt-2 flex flex-wrap gap-4 text-sm"
              >
                {(
                  [
                    ['a', `${labelOf(row.a)} won`],
                    ['b', `${labelOf(row.b)} won`],
                    ['', 'Not played'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      name={`${base}-winner-${row.key}`}
                      checked={row.winner === value}
                      onChange={() => update(row.key, { winner: value })}
                    />
                    {label}
                  </label>
                ))}
              </div>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{labelOf(row.a)} has a bye this round.</p>
            )}
          </fieldset>
        </Card>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="outline"
          onClick={() =>
            setRows((rs) => [
              ...rs,
              { key: Date.now(), a: teams[0]!.participantId, b: teams[1]?.participantId ?? null, winner: '' },
            ])
          }
        >
          Add Match
        </Button>
        <Link to={`/admin/leagues/${league.id}/standings`} className={buttonClasses('outline')}>
          Standings
        </Link>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Results'}
        </Button>
      </div>
    </form>
  );
}
