// A player's buy-in paid online (docs/decisions/491-league-money-on-the-night.md): on their league page, for a league
// that plays for money, the way to Stripe's Checkout for what is left of tonight's buy-in (the next night's before it,
// the last one's after the season) or of the season's. Stripe's event records it; the desk takes it otherwise.
import { facilityToday, formatCents, type League } from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useToastedMutation } from '../../../lib/toasted-mutation';
import { useCheckoutBuyIn } from '../api/league-money';
import { useRounds } from '../api/league-queries';

export function BuyInOnline({ league }: { league: League }) {
  const perNight = league.buyInPer === 'night';
  const rounds = useRounds(perNight ? league.id : 0);
  const checkout = useToastedMutation(useCheckoutBuyIn(league.id), 'Buy-in not started');
  if (league.buyInCents <= 0) return null;
  let roundId: number | null = null;
  let what = `the season's ${formatCents(league.buyInCents)} buy-in`;
  if (perNight) {
    if (rounds.isPending) return <Spinner label="Loading the league nights..." />;
    if (rounds.isError) {
      return <p role="alert">{errorMessage(rounds.error, 'Could not load the league nights to pay a buy-in.')}</p>;
    }
    const today = facilityToday(new Date());
    const all = [...(rounds.data ?? [])].sort((a, b) => a.roundDate.localeCompare(b.roundDate));
    const round = all.find((r) => r.roundDate >= today) ?? all.at(-1);
    if (!round) return null;
    roundId = round.id;
    what = `the ${formatCents(league.buyInCents)} buy-in for round ${round.roundNumber}`;
  }
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600">Pay {what} online, or at the front desk.</p>
      <Button
        className="mt-2"
        variant="outline"
        disabled={checkout.isPending}
        onClick={() =>
          checkout.mutate(roundId, {
            onSuccess: ({ url }) => window.location.assign(url),
          })
        }
      >
        Pay buy-in online
      </Button>
    </div>
  );
}
