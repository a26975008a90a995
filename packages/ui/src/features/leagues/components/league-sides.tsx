// A best-ball or A/B league's sides on its standings page (docs/decisions/497-best-ball-and-a-b-teams.md): its admins
// and organisers deal the players into sides by handicap, move a player by hand, or clear them; the sides' standings
// (points, nights, best-ball strokes) and each night's results follow.
import { MAX_SIDES, sideName, type SidesResponse, type SidesSave } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { CardSection, TitledSection } from '../../../components/ui/titled-section';
import { errorMessage } from '../../../lib/api-client';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useSaveSides, useSides } from '../api/league-night';
import { GroupLists, NO_GROUP } from './group-lists';

type Side = SidesResponse['sides'][number];
const RESULT_LETTERS = { win: 'W', loss: 'L', halve: 'H' } as const;

export function LeagueSides({ leagueId }: { leagueId: number }) {
  const sides = useSides(leagueId);
  const save = useToastedMutation(useSaveSides(leagueId), 'The sides were not changed');
  const send = (body: SidesSave, done: string) => save.mutate(body, { onSuccess: () => toast({ title: done }) });
  const loading = sidesLoading(sides);
  if (loading) return <div className="mt-6">{loading}</div>;
  const data = sides.data!;
  if (data.format === 'off') return null;
  const ab = data.format === 'a_b';
  const title = ab ? 'A/B Sides' : `Best Ball Sides of ${data.sideSize}`;
  return (
    <Card className="mt-6 p-4">
      <TitledSection id="league-sides" title={title} titleSize="lg" className="space-y-3">
        <p className="text-sm text-slate-600">
          {ab
            ? 'Each side is an A player (the lower handicap) and a B player. Sides meet in turn: A plays A and B plays B, each match by the hole for the league’s match points.'
            : 'Each hole a side counts its best score (net of each player’s own strokes in a net league). Each night’s sides are placed by it and earn the league’s points by place.'}
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button disabled={save.isPending} onClick={() => send({ split: 'handicap' }, 'Sides dealt by handicap')}>
            Deal sides by handicap
          </Button>
          {data.sides.length > 0 ? (
            <Button
              variant="outline"
              disabled={save.isPending}
              onClick={() => send({ split: 'none' }, 'Sides cleared')}
            >
              Clear sides
            </Button>
          ) : null}
        </div>
        <SideStandings sides={data} />
        <GroupLists
          groups={[
            ...data.sides.map((s) => ({ key: String(s.side), name: s.name, members: membersOf(s) })),
            ...(data.unassigned.length > 0
              ? [{ key: NO_GROUP, name: 'No side', members: data.unassigned.map((p) => ({ ...p, who: p.name })) }]
              : []),
          ]}
          options={[
            ...Array.from(
              { length: Math.min(MAX_SIDES, Math.max(0, ...data.sides.map((s) => s.side)) + 1) },
              (_, i) => ({
                value: String(i + 1),
                label: sideName(i + 1),
              }),
            ),
            { value: NO_GROUP, label: 'No side' },
          ]}
          moveLabel={(who) => `Side of ${who}`}
          idPrefix="side-of"
          disabled={save.isPending}
          onMove={(teamId, side, who) =>
            send(
              { split: 'hand', players: [{ teamId, side }] },
              `${who} moved to ${side === null ? 'no side' : sideName(side)}`,
            )
          }
        />
      </TitledSection>
    </Card>
  );
}

/** What shows while the sides load or when they cannot be read; null once they are in. */
function sidesLoading(sides: ReturnType<typeof useSides>) {
  if (sides.isPending) return <Spinner label="Loading sides..." />;
  if (sides.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The sides could not be loaded: {errorMessage(sides.error)}
      </p>
    );
  }
  return null;
}

/** A player's read of their best-ball or A/B league's sides, on their league page: the standings alone. */
export function MemberLeagueSides({ leagueId }: { leagueId: number }) {
  const sides = useSides(leagueId);
  return (
    <CardSection id="league-sides-standings" title="Sides">
      {sidesLoading(sides) ?? <SideStandings sides={sides.data!} />}
    </CardSection>
  );
}

const membersOf = (side: Side) => side.players.map((p) => ({ ...p, who: p.name, note: p.letter ?? undefined }));

/** The sides ranked: place, players, nights, points and (best ball) strokes, and each night's results. */
function SideStandings({ sides }: { sides: SidesResponse }) {
  if (sides.sides.length === 0) {
    return <p className="text-sm text-slate-600">No sides yet: deal them by handicap or move players in by hand.</p>;
  }
  const bestBall = sides.format === 'best_ball';
  const nightText = (n: Side['results'][number]) =>
    bestBall
      ? `R${n.roundNumber}: ${n.score}${sides.byPoints ? ` (${n.points})` : ''}`
      : `R${n.roundNumber} v ${n.opponent === null ? '—' : sideName(n.opponent)}: ${n.matches
          .map((m) => (m === null ? '—' : RESULT_LETTERS[m]))
          .join(' ')} (${n.points})`;
  return (
    <DataTable
      caption="Side standings"
      rows={sides.sides}
      rowKey={(s) => s.side}
      columns={[
        { header: 'Place', numeric: true, cell: (s) => s.rank ?? '—' },
        {
          header: 'Side',
          rowHeader: true,
          cell: (s) => `${s.name}: ${s.players.map((p) => (p.letter ? `${p.letter} ${p.name}` : p.name)).join(', ')}`,
        },
        { header: 'Nights', numeric: true, cell: (s) => s.nights },
        ...(sides.byPoints ? [{ header: 'Points', numeric: true, cell: (s: Side) => s.points }] : []),
        ...(bestBall ? [{ header: 'Best ball', numeric: true, cell: (s: Side) => s.strokes ?? '—' }] : []),
        { header: 'Nights played', phoneHidden: true, cell: (s) => s.results.map(nightText).join('; ') || '—' },
      ]}
    />
  );
}
