// League buy-ins at the till (docs/decisions/491-league-money-on-the-night.md): the day's league nights that play for
// money, each player with what they have paid and what is still due of the buy-in (the night's or the season's), and
// the due taken in cash or on the card terminal as a ledger row of purpose league.
import { formatCents, type DeskBuyIns, type DeskPaymentMethod } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { BUY_IN_COLUMNS } from '../../../lib/buy-in-columns';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useWritesAllowed } from '../../../lib/writes-allowed';
import { useLeagueBuyIns, useRecordPayment } from '../api/till';

type Night = DeskBuyIns['nights'][number];
type Player = Night['players'][number];

const METHODS = [
  ['cash', 'Cash', 'in cash'],
  ['card_terminal', 'Card', 'on the card terminal'],
] as const satisfies ReadonlyArray<readonly [DeskPaymentMethod, string, string]>;

function NightBuyIns({ night }: { night: Night }) {
  const record = useToastedMutation(useRecordPayment(), 'Buy-in not taken');
  const writes = useWritesAllowed();
  const take = (player: Player, method: DeskPaymentMethod) =>
    record.mutate(
      {
        amountCents: player.dueCents,
        method,
        purpose: 'league',
        userId: player.userId,
        leagueId: night.leagueId,
        ...(night.buyInPer === 'night' ? { roundId: night.roundId } : {}),
      },
      {
        onSuccess: () =>
          toast({ title: 'Buy-in taken', description: `${player.name}: ${formatCents(player.dueCents)}.` }),
      },
    );
  const per = night.buyInPer === 'night' ? 'a night' : 'a season';
  return (
    <div className="mt-3">
      <h3 className="font-semibold text-slate-900">
        {night.leagueName}, round {night.roundNumber} ({formatCents(night.buyInCents)} {per})
      </h3>
      {night.players.length === 0 ? (
        <p className="text-sm text-slate-600">No players tonight.</p>
      ) : (
        <DataTable
          look="plain"
          caption={`${night.leagueName} buy-ins`}
          rows={night.players}
          rowKey={(p) => p.participantId}
          columns={[
            ...BUY_IN_COLUMNS,
            {
              header: 'Take',
              headerHidden: true,
              printHidden: true,
              cell: (p) =>
                p.dueCents > 0 ? (
                  <span className="flex flex-wrap gap-1">
                    {METHODS.map(([method, label, words]) => (
                      <Button
                        key={method}
                        size="sm"
                        variant="outline"
                        disabled={record.isPending || !writes.allowed}
                        aria-label={`Take ${p.name}'s ${formatCents(p.dueCents)} buy-in ${words}`}
                        onClick={() => take(p, method)}
                      >
                        {label}
                      </Button>
                    ))}
                  </span>
                ) : null,
            },
          ]}
        />
      )}
    </div>
  );
}

/** The day's league buy-ins; nothing when no league night that day plays for money. */
export function LeagueBuyIns({ date }: { date: string }) {
  const buyIns = useLeagueBuyIns(date);
  if (buyIns.isPending) return <Spinner label="Loading league buy-ins..." />;
  if (buyIns.isError) return <p role="alert">{errorMessage(buyIns.error, 'Could not load the league buy-ins.')}</p>;
  if (buyIns.data.nights.length === 0) return null;
  return (
    <section aria-labelledby="league-buy-ins" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="league-buy-ins" className="text-lg font-semibold text-slate-900">
        League buy-ins
      </h2>
      {buyIns.data.nights.map((night) => (
        <NightBuyIns key={night.roundId} night={night} />
      ))}
    </section>
  );
}
