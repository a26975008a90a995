// The night's money on the night sheet (docs/decisions/491-league-money-on-the-night.md): each flight's buy-ins (who
// has paid, what is due: taken at the desk's till), its pots, what each winner is paid and what goes to the season
// purse, as core's rules work them out. Once every card is in, someone at the till (payments:desk) pays the night out
// in cash or as credit, once; what was handed over is listed after.
import {
  flightLabel,
  formatCents,
  payoutText,
  type FlightMoney,
  type NightSheet,
  type PayoutMethod,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { BUY_IN_COLUMNS } from '../../../lib/buy-in-columns';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { formatFacilityTimeOfDay } from '../../../lib/format';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useCan } from '../../../lib/use-can';
import { usePayOut, useRoundMoney } from '../api/league-money';

/** Who has bought in and what is due (taken at the desk's till, or paid online by the player). */
function BuyIns({ flight }: { flight: FlightMoney }) {
  return (
    <DataTable
      look="plain"
      caption={flight.flight === null ? 'Buy-ins' : `Buy-ins, ${flightLabel(flight.flight)}`}
      rows={flight.buyIns}
      rowKey={(row) => row.participantId}
      columns={BUY_IN_COLUMNS}
    />
  );
}

/** The payouts as recorded, or the till's two ways to hand them over (once every card is in). */
function PaidOut({ sheet, complete }: { sheet: NightSheet; complete: boolean }) {
  const atTill = useCan('payments:desk');
  const recorded = useRoundMoney(sheet.leagueId, sheet.round.id, true);
  const pay = useToastedMutation(usePayOut(sheet.leagueId, sheet.round.id), 'Night not paid out');
  if (recorded.isPending) return <Spinner label="Loading the payouts..." />;
  if (recorded.isError) return <p role="alert">{errorMessage(recorded.error, 'Could not load the payouts.')}</p>;
  const rows = recorded.data.recorded;
  if (rows.length > 0) {
    const first = rows[0]!;
    return (
      <div className="mt-3">
        <h3 className="font-semibold text-slate-900">Paid out</h3>
        <p className="text-sm text-slate-700">
          {first.method === 'cash' ? 'In cash' : 'As credit'} by {first.recordedByName},{' '}
          {formatFacilityTimeOfDay(first.at)}:
        </p>
        <ul className="list-disc pl-5 text-sm text-slate-800">
          {rows.map((p) => (
            <li key={p.id}>{payoutText(p)}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (!atTill || !complete) return null;
  const payWith = (method: PayoutMethod) =>
    pay.mutate(method, {
      onSuccess: (money) =>
        toast({
          title: 'Night paid out',
          description: `${money.recorded.length} ${money.recorded.length === 1 ? 'payout' : 'payouts'} recorded ${method === 'cash' ? 'in cash' : 'as credit'}.`,
        }),
    });
  return (
    <div className="mt-3 flex flex-wrap gap-2 print:hidden">
      <Button disabled={pay.isPending} onClick={() => payWith('cash')}>
        Pay out in cash
      </Button>
      <Button variant="outline" disabled={pay.isPending} onClick={() => payWith('credit')}>
        Pay out as credit
      </Button>
    </div>
  );
}

/** The night's money, flight by flight, and its payouts as recorded once they are. */
export function NightMoney({ sheet, money }: { sheet: NightSheet; money: NonNullable<NightSheet['money']> }) {
  const complete = money.flights.some((f) => f.payouts.length > 0);
  return (
    <section aria-labelledby="night-money" className="break-inside-avoid">
      <h2 id="night-money" className="text-xl font-bold text-slate-900">
        Money
      </h2>
      {money.flights.map((flight) => (
        <div key={flight.flight ?? 0} className="mt-3">
          {flight.flight !== null ? (
            <h3 className="font-semibold text-slate-900">{flightLabel(flight.flight)}</h3>
          ) : null}
          <p className="text-sm text-slate-700">
            Buy-ins {formatCents(flight.fundsCents)}: skins {formatCents(flight.skinsCents)}, prizes{' '}
            {formatCents(flight.prizesCents)}, season purse {formatCents(flight.purseCents)}.
          </p>
          {flight.buyIns.length === 0 ? (
            <p className="text-sm text-slate-600">No players in this flight tonight.</p>
          ) : (
            <BuyIns flight={flight} />
          )}
          {flight.payouts.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-800">
              {flight.payouts.map((p) => (
                <li key={`${p.prize}-${p.hole ?? 0}-${p.participantId}`}>{payoutText(p)}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">Payouts show once the night&apos;s cards are in.</p>
          )}
        </div>
      ))}
      <PaidOut sheet={sheet} complete={complete} />
    </section>
  );
}
