// The whole field's starting handicaps on one screen (docs/decisions/290-starting-handicaps-for-the-field.md): a
// table of every player with a box each, and a box to paste a column (one figure a line in the table's order, or
// 'Name<TAB>figure' lines from a spreadsheet) read by core's parseHandicapColumn into the boxes. Save sends them all
// in one call, all or nothing.
import {
  handicapFigure,
  handicapText,
  parseHandicapColumn,
  startingAllowanceText,
  startingPlayingHandicap,
  type League,
  type PlayerHandicap,
} from '@longwood/core';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useSaveStartingHandicaps } from '../api/league-night';
import { useToastedMutation } from '../../../lib/toasted-mutation';

const shown = (h: number | null) => (h === null ? '' : handicapText(h));

export function FieldStartingHandicaps({ league, players }: { league: League; players: readonly PlayerHandicap[] }) {
  const save = useToastedMutation(useSaveStartingHandicaps(league.id), 'Failed to save the starting handicaps');
  const [boxes, setBoxes] = useState<Record<number, string>>(() =>
    Object.fromEntries(players.map((p) => [p.participantId, shown(p.startingHandicap)])),
  );
  const [paste, setPaste] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const pasteId = useId();
  const field = players.map((p) => ({ participantId: p.participantId, name: p.players.join(' & ') }));
  const allowanceLine = startingAllowanceText(league);
  /** Beside each box, what its figure plays as (core's startingPlayingHandicap), when that is not the figure itself. */
  const showPlaysAs = allowanceLine !== null && league.leagueType !== 'scramble';
  const playsAs = (participantId: number): string => {
    const text = (boxes[participantId] ?? '').trim();
    const figure = text === '' ? null : handicapFigure(text);
    return figure === null ? '' : handicapText(startingPlayingHandicap(league, figure));
  };

  const fill = () => {
    const read = parseHandicapColumn(paste, field);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    setBoxes((b) => ({
      ...b,
      ...Object.fromEntries(read.entries.map((e) => [e.participantId, shown(e.startingHandicap)])),
    }));
    setPaste('');
  };

  const onSave = () => {
    const bad: string[] = [];
    const entries = field.map(({ participantId, name }) => {
      const text = (boxes[participantId] ?? '').trim();
      const value = text === '' ? null : handicapFigure(text);
      if (text !== '' && value === null) bad.push(`${name}: "${text}" is not a handicap from +10 to 54.`);
      return { participantId, startingHandicap: value };
    });
    setProblems(bad);
    if (bad.length > 0) return;
    save.mutate(
      { entries },
      {
        onSuccess: () => toast({ title: 'Starting handicaps saved', description: `${entries.length} players.` }),
      },
    );
  };

  return (
    <Card className="mt-6 p-4">
      <section aria-labelledby={`${pasteId}-heading`}>
        <h2 id={`${pasteId}-heading`} className="font-semibold">
          Starting handicaps for the field
        </h2>
        <p className="text-sm text-slate-600">
          Type each player&apos;s starting handicap, or paste a column. Plus handicaps as +2.1. An empty box removes
          one.
        </p>
        {allowanceLine ? <p className="mt-1 text-sm text-slate-600">{allowanceLine}</p> : null}
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Starting handicap of each player</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3">
                Player
              </th>
              <th scope="col" className="py-1">
                Starting handicap
              </th>
              {showPlaysAs ? (
                <th scope="col" className="py-1 pl-3">
                  Plays as
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {field.map(({ participantId, name }) => (
              <tr key={participantId} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 text-left font-normal [overflow-wrap:anywhere]">
                  {name}
                </th>
                <td className="py-1">
                  <input
                    aria-label={`Starting handicap of ${name}`}
                    inputMode="decimal"
                    className="w-24 rounded-md border border-slate-300 px-2 py-1 tabular-nums"
                    value={boxes[participantId] ?? ''}
                    onChange={(e) => setBoxes((b) => ({ ...b, [participantId]: e.target.value }))}
                  />
                </td>
                {showPlaysAs ? <td className="py-1 pl-3 tabular-nums">{playsAs(participantId)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
        <label htmlFor={pasteId} className="mt-4 block text-sm font-medium text-slate-800">
          Paste a column
        </label>
        <p className="text-sm text-slate-600">
          One handicap a line in the table&apos;s order, or a name, a tab and the handicap on each line.
        </p>
        <textarea
          id={pasteId}
          rows={4}
          className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 font-mono text-sm"
          value={paste}
          onChange={(e) => setPaste(e.target.value)}
        />
        {problems.length > 0 ? (
          <ul role="alert" className="mt-2 list-disc pl-5 text-sm text-red-700">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" onClick={fill} disabled={paste.trim() === ''}>
            Fill the Table
          </Button>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Starting Handicaps'}
          </Button>
        </div>
      </section>
    </Card>
  );
}
