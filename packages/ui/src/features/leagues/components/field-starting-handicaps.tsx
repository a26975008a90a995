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
import { DataTable } from '../../../components/ui/data-table';
import { SaveButton } from '../../../components/ui/save-button';
import { CardSection } from '../../../components/ui/titled-section';
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
    <CardSection
      cardClassName="mt-6 p-4"
      id={`${pasteId}-heading`}
      title="Starting handicaps for the field"
      titleSize="base"
    >
      <p className="text-sm text-slate-600">
        Type each player&apos;s starting handicap, or paste a column. Plus handicaps as +2.1. An empty box removes one.
      </p>
      {allowanceLine ? <p className="mt-1 text-sm text-slate-600">{allowanceLine}</p> : null}
      <div className="mt-3">
        <DataTable
          look="plain"
          caption="Starting handicap of each player"
          rows={field}
          rowKey={(p) => p.participantId}
          columns={[
            { header: 'Player', rowHeader: true, cell: (p) => p.name },
            {
              header: 'Starting handicap',
              cell: ({ participantId, name }) => (
                <input
                  aria-label={`Starting handicap of ${name}`}
                  inputMode="decimal"
                  className="w-24 rounded-md border border-slate-300 px-2 py-1 tabular-nums"
                  value={boxes[participantId] ?? ''}
                  onChange={(e) => setBoxes((b) => ({ ...b, [participantId]: e.target.value }))}
                />
              ),
            },
            ...(showPlaysAs
              ? [{ header: 'Plays as', numeric: true, cell: (p: (typeof field)[number]) => playsAs(p.participantId) }]
              : []),
          ]}
        />
      </div>
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
        <SaveButton type="button" onClick={onSave} pending={save.isPending} label="Save Starting Handicaps" />
      </div>
    </CardSection>
  );
}
