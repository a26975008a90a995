// Money on a league night (docs/decisions/491-league-money-on-the-night.md): the night's money with its payouts as
// recorded, the payouts handed over (which refreshes the league's reads and the desk's till), and a player's buy-in
// paid online.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type PayoutMethod } from '@longwood/core';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

function useMoneyMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: queryKeys.leagues });
      await client.invalidateQueries({ queryKey: queryKeys.desk.all });
    },
  });
}

export const getRoundMoney = (id: number, roundId: number) =>
  callApi(API.leagueMoney.roundMoney, { params: { id, roundId } });
export const roundMoneyQueryOptions = (id: number, roundId: number) =>
  queryOptions({ queryKey: queryKeys.league.roundMoney(id, roundId), queryFn: () => getRoundMoney(id, roundId) });
/** The night's money with its payouts as recorded (the organiser's and admins' read). */
export const useRoundMoney = (id: number, roundId: number, enabled: boolean) =>
  useQuery({ ...roundMoneyQueryOptions(id, roundId), enabled: enabled && id > 0 && roundId > 0 });

export const payOut = (leagueId: number, roundId: number, method: PayoutMethod) =>
  callApi(API.leagueMoney.payOut, { params: { id: leagueId, roundId }, body: { method } });
export const usePayOut = (leagueId: number, roundId: number) =>
  useMoneyMutation((method: PayoutMethod) => payOut(leagueId, roundId, method));

/** Stripe's Checkout page for what is left of the player's buy-in (the night's, or the season's). */
export const checkoutBuyIn = (leagueId: number, roundId: number | null) =>
  callApi(API.leagueMoney.buyInCheckout, {
    params: { id: leagueId },
    body: roundId === null ? {} : { roundId },
  });
export const useCheckoutBuyIn = (leagueId: number) =>
  useMutation({ mutationFn: (roundId: number | null) => checkoutBuyIn(leagueId, roundId) });
