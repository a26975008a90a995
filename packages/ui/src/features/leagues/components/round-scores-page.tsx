// /admin/leagues/:leagueId/rounds/:roundId/scores: one league night's score sheet (docs/decisions/
// 201-league-play-an-organiser-can-trust.md). Lowest score: a strokes field
// per team, typed one after another (Tab or Enter moves on); a blank field is no score, and clearing a saved score
// removes it. Match play: the round's pairings (match-sheet.tsx), with each match's two cards on a course. The server merges a sheet into the round, so a
// partial save never loses the rest; players who did not play are marked below the sheet (absence-marks.tsx); a round played on a course gets a hole-by-hole grid (scorecard-grid.tsx); scores of a round still to come are refused, so its sheet says from when.
import {
  facilityToday,
  MAX_STROKES,
  MIN_STROKES,
  playersOfRound,
  roundNotPlayedMessage,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
} from '@longwood/core';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { ScreenLoadFailure } from '../../../components/load-failure';
import { PageContainer } from '../../../components/page-container';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { registerField, TextField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateLong } from '../../../lib/format';
import {
  useLeague,
  useMatchups,
  useParticipants,
  useRoundScores,
  useRounds,
  useStandings,
} from '../api/league-queries';
import { useHandicaps } from '../api/league-night';
import { sheetTeams } from '../lib/league-text';
import { SheetActions, useSheetSave } from './sheet-save';
import { MatchSheet } from './match-sheet';
import { RoundSkins } from './round-skins';
import { playsSideGames, SideGamesEntry, SideGameWinners } from './side-games';
import { ScorecardGrid } from './scorecard-grid';
import { BackToRounds } from './back-to-rounds';
import { AbsenceMarks } from './absence-marks';
import { PostedCards } from './posted-cards';
import { MatchesBeingPlayed } from './match-states';
import { usePostedCards } from '../api/league-results';

export function RoundScoresPage() {
  const params = useParams();
  const leagueId = Number(params.leagueId);
  const roundId = Number(params.roundId);
  const [today] = useState(() => facilityToday(new Date()));
  // A saved match sheet starts again from what the server now holds.
  const [sheetVersion, setSheetVersion] = useState(0);
  const league = useLeague(leagueId);
  const rounds = useRounds(leagueId);
  const participants = useParticipants(leagueId);
  const scores = useRoundScores(leagueId, roundId);
  const matchPlay = league.data?.scoringType === 'match_play';
  const matchups = useMatchups(leagueId, roundId, matchPlay);
  // Who has met whom: every team's opponents week by week are already in the standings.
  const standings = useStandings(leagueId, matchPlay);

  const loading = [league, rounds, participants, scores].some((q) => q.isPending) || (matchPlay && matchups.isPending);
  const round = rounds.data?.find((r) => r.id === roundId);
  // A card on a course shows the handicap it plays off when the league plays with handicaps.
  const handicaps = useHandicaps(leagueId, league.data?.handicapMode === 'league' && !!round?.course);
  // Cards players post from their phones (stroke play on a course): the sheet starts from the complete ones.
  const byHole = !matchPlay && !!round?.course;
  const posted = usePostedCards(leagueId, roundId, byHole);
  if ((loading || (byHole && posted.isPending)) && leagueId > 0 && roundId > 0) {
    return <PageSpinner label="Loading score sheet..." />;
  }
  if (!league.data || !round || !participants.data || !scores.data || (matchPlay && !matchups.data)) {
    return (
      <ScreenLoadFailure
        heading="Round Scores"
        reads={matchPlay ? [league, rounds, participants, scores, matchups] : [league, rounds, participants, scores]}
        failedTitle="This round could not be loaded."
        missing={
          matchPlay && matchups.isError ? errorMessage(matchups.error) : 'Round not found. It may have been deleted.'
        }
        back={<BackToRounds leagueId={leagueId} asButton />}
      />
    );
  }
  const future = round.roundDate > today;
  // The round's players: a late joiner's earlier rounds and a withdrawn player's later ones have no row
  // (docs/decisions/271-league-withdrawal-and-late-joiners.md).
  const players = playersOfRound(participants.data, round.roundNumber);
  return (
    <PageContainer className="max-w-4xl" holdsPlace>
      <BackToRounds leagueId={leagueId} />
      <h1 className="text-2xl font-bold text-slate-900">
        {league.data.name} - Round {round.roundNumber} Scores
      </h1>
      {round.roundDate ? <p className="text-slate-600">{formatDateLong(round.roundDate)}</p> : null}
      <Link
        to={`/admin/leagues/${leagueId}/rounds/${roundId}/print`}
        aria-label={`Print round ${round.roundNumber}: bay sheet and scorecards`}
        className={buttonClasses('outline', 'sm', 'mt-3')}
      >
        Print
      </Link>
      {future ? (
        <p className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          {roundNotPlayedMessage(round)}
          {matchPlay ? ' Its pairings can be set now.' : ''}
        </p>
      ) : null}
      {players.length === 0 ? (
        <Card className="mt-6 p-6 text-center text-slate-600">No participants yet</Card>
      ) : matchPlay ? (
        <>
          {future ? null : <MatchesBeingPlayed leagueId={leagueId} roundId={roundId} />}
          <MatchSheet
            key={sheetVersion}
            league={league.data}
            round={round}
            future={future}
            participants={players}
            matchups={matchups.data ?? []}
            standings={standings.data}
            scores={scores.data}
            handicaps={handicaps.data?.handicaps}
            onSaved={() => setSheetVersion((v) => v + 1)}
          />
        </>
      ) : round.course ? (
        <>
          {future ? null : <PostedCards cards={posted.data ?? []} holeCount={round.course.holes.length} />}
          <ScorecardGrid
            league={league.data}
            round={round}
            course={round.course}
            future={future}
            participants={players}
            scores={scores.data}
            handicaps={handicaps.data?.handicaps}
            posted={posted.data}
          />
          {future ? null : (
            <>
              <SideGamesEntry league={league.data} round={round} participants={players} />
              <RoundSkins league={league.data} round={round} participants={players} />
              <SideGameWinners leagueId={leagueId} roundId={roundId} enabled={playsSideGames(league.data)} />
            </>
          )}
        </>
      ) : (
        <StrokesSheet league={league.data} round={round} future={future} participants={players} scores={scores.data} />
      )}
      {players.length > 0 ? (
        <AbsenceMarks league={league.data} round={round} participants={players} scores={scores.data} today={today} />
      ) : null}
    </PageContainer>
  );
}

function StrokesSheet({
  league,
  round,
  future,
  participants,
  scores,
}: {
  league: League;
  round: LeagueRound;
  future: boolean;
  participants: LeagueParticipant[];
  scores: LeagueScore[];
}) {
  const teams = sheetTeams(participants, league.leagueType);
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  // What the round holds now (after a save, the refreshed scores): the sheet sends only what differs.
  const saved = new Map<number, { participantId: number; strokes: number }>();
  for (const s of scores) {
    const team = teamOf.get(s.participantId);
    if (team !== undefined && s.strokes !== null)
      saved.set(team, { participantId: s.participantId, strokes: s.strokes });
  }
  // One form (react-hook-form, docs/decisions/198-form-fields-one-way.md): a field per
  // team, `strokes.t{teamId}`, checked as it is sent; the first wrong one gets the focus.
  const form = useForm<{ strokes: Record<string, string> }>({
    defaultValues: { strokes: Object.fromEntries([...saved].map(([team, s]) => [`t${team}`, String(s.strokes)])) },
  });
  const save = useSheetSave(league, round);
  const fieldOf = (teamId: number) => `strokes.t${teamId}` as const;

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const next = teams[index + 1];
    if (event.key !== 'Enter' || !next) return;
    event.preventDefault();
    form.setFocus(fieldOf(next.teamId));
  };

  const submit = form.handleSubmit(({ strokes: typed }) => {
    const entries: { participantId: number; strokes: number | null }[] = [];
    for (const team of teams) {
      const raw = (typed[`t${team.teamId}`] ?? '').trim();
      const before = saved.get(team.teamId);
      const participantId = before?.participantId ?? team.participantId;
      if (raw === '') {
        if (before) entries.push({ participantId, strokes: null });
        continue;
      }
      const strokes = Number(raw);
      if (strokes !== before?.strokes) entries.push({ participantId, strokes });
    }
    save.send(entries);
  });
  const strokesRule = (raw: string) => {
    const strokes = Number(raw.trim());
    return (
      raw.trim() === '' ||
      (Number.isInteger(strokes) && strokes >= MIN_STROKES && strokes <= MAX_STROKES) ||
      `Strokes must be a whole number from ${MIN_STROKES} to ${MAX_STROKES}`
    );
  };

  return (
    <form noValidate className="mt-6" onSubmit={(event) => void submit(event)}>
      <p className="mb-2 text-sm text-slate-600">
        Leave a team blank until it has a score; clearing a saved score removes it.
      </p>
      <Card className="divide-y divide-slate-100 p-0">
        {teams.map((team, index) => (
          <TextField
            key={team.teamId}
            layout="row"
            className="p-3"
            label={team.label}
            inputMode="numeric"
            autoComplete="off"
            placeholder="Strokes"
            disabled={future}
            onKeyDown={onKeyDown(index)}
            {...registerField(form, fieldOf(team.teamId), {
              validate: (raw) => strokesRule(typeof raw === 'string' ? raw : ''),
            })}
          />
        ))}
      </Card>
      <SheetActions league={league} future={future} pending={save.pending} />
    </form>
  );
}
