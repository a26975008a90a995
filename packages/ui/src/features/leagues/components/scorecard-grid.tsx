// A stroke-play round's scorecard grid when the round is played on a course
// (docs/decisions/211-league-handicaps-and-scorecards.md): one row per team, one cell per hole, built for typing a
// whole night's cards fast: a digit from 2 to 9 fills the hole and moves to the next one (a 1 waits for a second
// digit, 10-15, or for Enter/Tab), the last hole moves to the next team's first. A team's total is the sum of its
// holes; a team whose card was not kept by the hole can be given a total instead. Only teams that changed are sent.
import {
  handicapText,
  MAX_HOLE_STROKES,
  MAX_STROKES,
  MIN_HOLE_STROKES,
  MIN_STROKES,
  type League,
  type LeagueParticipant,
  type LeagueRound,
  type LeagueScore,
  type PlayerHandicap,
  type ScoreSheetEntry,
} from '@longwood/core';
import { useState } from 'react';
import { Card } from '../../../components/ui/card';
import { sheetTeams } from '../lib/league-text';
import { HOLE_INPUT_CLASS, HoleHeadingRow, playsOffIn, useHoleEntry } from './hole-entry';
import { SheetActions, useSheetSave } from './sheet-save';

type Course = NonNullable<LeagueRound['course']>;

interface Saved {
  participantId: number;
  strokes: number;
  holes: number[] | null;
}

export function ScorecardGrid({
  league,
  round,
  course,
  future,
  participants,
  scores,
  handicaps,
}: {
  league: League;
  round: LeagueRound;
  course: Course;
  future: boolean;
  participants: LeagueParticipant[];
  scores: LeagueScore[];
  /** The league's handicaps when it plays with them: each card shows the handicap it plays off and its strokes. */
  handicaps?: readonly PlayerHandicap[] | undefined;
}) {
  const n = course.holes.length;
  const handicapOf = new Map((handicaps ?? []).map((h) => [h.teamId, h]));
  const teams = sheetTeams(participants);
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const saved = new Map<number, Saved>();
  for (const s of scores) {
    const team = teamOf.get(s.participantId);
    if (team !== undefined && s.strokes !== null) {
      saved.set(team, { participantId: s.participantId, strokes: s.strokes, holes: s.holes });
    }
  }
  const [cells, setCells] = useState<Record<number, string[]>>(() =>
    Object.fromEntries(
      teams.map((t) => [t.teamId, saved.get(t.teamId)?.holes?.map(String) ?? Array.from({ length: n }, () => '')]),
    ),
  );
  const [totals, setTotals] = useState<Record<number, string>>(() =>
    Object.fromEntries([...saved].filter(([, s]) => s.holes === null).map(([team, s]) => [team, String(s.strokes)])),
  );
  const save = useSheetSave(league, round);
  const entry = useHoleEntry();
  const [errors, setErrors] = useState<Record<number, string>>({});

  const setCell = (row: number, hole: number, raw: string) => {
    const value = entry.typed(row * n + hole, raw);
    const teamId = teams[row]!.teamId;
    setCells((all) => ({ ...all, [teamId]: all[teamId]!.map((v, i) => (i === hole ? value : v)) }));
  };

  const submit = () => {
    const next: Record<number, string> = {};
    const entries: ScoreSheetEntry[] = [];
    for (const team of teams) {
      const before = saved.get(team.teamId);
      const participantId = before?.participantId ?? team.participantId;
      const row = cells[team.teamId]!;
      const filled = row.filter((v) => v !== '').length;
      if (filled > 0) {
        const holes = row.map(Number);
        if (filled < n) {
          next[team.teamId] = league.allowTotals
            ? `${team.label}: enter all ${n} holes, or clear them and enter a total.`
            : `${team.label}: enter all ${n} holes.`;
        } else if (holes.some((g) => !Number.isInteger(g) || g < MIN_HOLE_STROKES || g > MAX_HOLE_STROKES)) {
          next[team.teamId] = `${team.label}: a hole score is ${MIN_HOLE_STROKES} to ${MAX_HOLE_STROKES}.`;
        } else if (JSON.stringify(holes) !== JSON.stringify(before?.holes ?? null)) {
          entries.push({ participantId, holes });
        }
        continue;
      }
      if (!league.allowTotals) {
        // Totals are not taken: a cleared card goes; a total kept from before the league stopped taking them stays.
        if (before && before.holes !== null) entries.push({ participantId, strokes: null });
        continue;
      }
      const total = (totals[team.teamId] ?? '').trim();
      const given = Number(total);
      if (total === '') {
        // A blank card clears a saved score.
        if (before) entries.push({ participantId, strokes: null });
      } else if (!(Number.isInteger(given) && given >= MIN_STROKES && given <= MAX_STROKES)) {
        next[team.teamId] = `${team.label}: a total is a whole number from ${MIN_STROKES} to ${MAX_STROKES}.`;
      } else if (given !== before?.strokes || before.holes !== null) {
        entries.push({ participantId, strokes: given });
      }
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.send(entries);
  };

  const out = course.holes.slice(0, Math.min(9, n)).reduce((sum, h) => sum + h.par, 0);
  return (
    <form
      noValidate
      className="mt-6"
      aria-label="Scorecards"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="mb-2 text-sm text-slate-600">
        {course.name}, par {course.par}
        {n === 18 ? ` (out ${out}, in ${course.par - out})` : ''}. Type each hole&apos;s gross: 2-9 moves on by itself,
        10-15 after the second digit. Leave a card blank until it has scores; clearing a saved card removes it.
        {league.allowTotals ? '' : ' This league enters every card hole by hole.'}
      </p>
      <Card className="overflow-x-auto p-0">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Gross per hole of each team, round {round.roundNumber}</caption>
          <thead className="bg-slate-50">
            <HoleHeadingRow
              label="Team"
              holes={course.holes}
              labelClassName="sticky left-0 bg-slate-50 p-2 text-left"
              totalClassName="p-2 text-center"
            />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {teams.map((team, row) => {
              const values = cells[team.teamId]!;
              const byHole = values.some((v) => v !== '');
              const sum = values.reduce((s, v) => s + (v === '' ? 0 : Number(v)), 0);
              return (
                <tr key={team.teamId} className={errors[team.teamId] ? 'bg-red-50' : undefined}>
                  <th scope="row" className="sticky left-0 bg-white p-2 text-left font-medium whitespace-nowrap">
                    {team.label}
                    <PlaysOff handicap={handicapOf.get(team.teamId)} roundId={round.id} holeCount={n} />
                  </th>
                  {values.map((value, hole) => (
                    <td key={hole} className="p-0.5">
                      <input
                        ref={entry.cellRef(row * n + hole)}
                        aria-label={`${team.label}, hole ${hole + 1}`}
                        inputMode="numeric"
                        autoComplete="off"
                        disabled={future}
                        className={HOLE_INPUT_CLASS}
                        value={value}
                        onFocus={(e) => e.target.select()}
                        onChange={(e) => setCell(row, hole, e.target.value)}
                        onKeyDown={entry.onKeyDown(row * n + hole)}
                      />
                    </td>
                  ))}
                  <td className="p-1 text-center">
                    {byHole || !league.allowTotals ? (
                      <output aria-label={`${team.label} total`} className="font-semibold">
                        {byHole ? sum : (totals[team.teamId] ?? '—')}
                      </output>
                    ) : (
                      <input
                        aria-label={`${team.label} total`}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder="Total"
                        disabled={future}
                        className="h-9 w-16 rounded border border-slate-300 text-center disabled:bg-slate-100"
                        value={totals[team.teamId] ?? ''}
                        onChange={(e) => setTotals((t) => ({ ...t, [team.teamId]: e.target.value }))}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      {Object.keys(errors).length > 0 ? (
        <ul role="alert" className="mt-3 rounded border border-red-200 bg-red-50 p-2 text-sm text-red-800">
          {Object.entries(errors).map(([team, message]) => (
            <li key={team}>{message}</li>
          ))}
        </ul>
      ) : null}
      <SheetActions league={league} future={future} pending={save.pending} />
    </form>
  );
}

/**
 * The handicap a card plays off in the round (the one the team took into it; before its card, its current one) and
 * the strokes that gives on the course: 'Plays off 10.0 · 5 strokes'.
 */
function PlaysOff({
  handicap,
  roundId,
  holeCount,
}: {
  handicap: PlayerHandicap | undefined;
  roundId: number;
  holeCount: number;
}) {
  const playsOff = playsOffIn(handicap, roundId, holeCount);
  if (!playsOff) return null;
  const { strokes } = playsOff;
  const given = strokes < 0 ? `gives back ${-strokes}` : `${strokes} ${strokes === 1 ? 'stroke' : 'strokes'}`;
  return (
    <span className="block text-xs font-normal text-slate-600">
      Plays off {handicapText(playsOff.handicap)}
      {playsOff.provisional ? ' (provisional)' : ''} · {given}
    </span>
  );
}
