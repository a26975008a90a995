// Stripe's Checkout for a player's league buy-in (docs/decisions/491-league-money-on-the-night.md): a session in
// payment mode for what is left of the buy-in, naming the player (client_reference_id) and the league and night
// (metadata), so that Stripe's checkout.session.completed records its ledger row through the webhook (core's
// stripeEventEffect): the only way an online buy-in counts.
import type Stripe from 'stripe';
import type { User } from '@longwood/core';
import { AppError } from '../../http/errors';
import { createPaymentCheckout } from './lesson-checkout';

export interface BuyInToPay {
  leagueId: number;
  /** The night's round; null for the season's buy-in. */
  roundId: number | null;
  /** 'Thursday Net, Round 2 buy-in'. */
  description: string;
  amountCents: number;
}

const UNAVAILABLE = 'Stripe could not take this request just now. Nothing was charged; please try again in a minute.';

export function createLeagueCheckout(deps: {
  stripe: Stripe | null;
  appUrl: string;
  now: () => Date;
  warn: (line: string) => void;
}) {
  const { stripe, appUrl, now, warn } = deps;
  if (!stripe) return null;
  return {
    async start(buyIn: BuyInToPay, member: User): Promise<{ sessionId: string; url: string }> {
      const back = `${appUrl}/leagues/${buyIn.leagueId}/leaderboard`;
      try {
        const { sessionId, url } = await createPaymentCheckout(
          stripe,
          member,
          {
            amountCents: buyIn.amountCents,
            name: buyIn.description,
            metadata: {
              purpose: 'league',
              leagueId: String(buyIn.leagueId),
              ...(buyIn.roundId === null ? {} : { roundId: String(buyIn.roundId) }),
            },
            successUrl: `${back}?checkout=done`,
            cancelUrl: back,
          },
          now(),
        );
        return { sessionId, url };
      } catch (error) {
        warn(`Stripe buy-in Checkout failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new AppError('STRIPE_UNAVAILABLE', UNAVAILABLE);
      }
    },
  };
}

export type LeagueCheckout = NonNullable<ReturnType<typeof createLeagueCheckout>>;
