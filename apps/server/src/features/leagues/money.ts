// Money on a league night (docs/decisions/491-league-money-on-the-night.md): what a player's buy-in is for (the till
// asks, through composition.ts), a buy-in paid online through Stripe's Checkout, the night's money as core's read
// model works it out, and its payouts recorded once. The ledger, Checkout and the payouts' table are the payments
// feature's, handed over as LeagueMoneyPort; this loads the league's rows and asks core's rules.
import {
  buyInRefusal,
  facilityToday,
  type BuyInCheckoutInput,
  type DeskBuyIns,
  type BuyInTarget,
  type PayOutInput,
  type PayoutLine,
  type PayoutMethod,
  type RecordedPayout,
  type RoundMoney,
  type User,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { LeagueContext } from './league-context';
import type { ReadModels } from './night';

/** A payout to record: a player's line of the night, with their flight and account. */
export type PayoutToRecord = PayoutLine & { flight: number | null; userId: number };

/** What the payments feature offers the league's money (composition.ts). */
export interface LeagueMoneyPort {
  /** A league's buy-ins by player and night (null: the season's), net of refunds; in `unitOfWork` when given. */
  buyInsOf(
    leagueId: number,
    unitOfWork?: UnitOfWork,
  ): Promise<{ userId: number; roundId: number | null; cents: number }[]>;
  /** What a player has paid of a buy-in (a night's, or the season's when roundId is null). */
  paidForBuyIn(leagueId: number, userId: number, roundId: number | null): Promise<number>;
  /** Stripe's Checkout for a buy-in; null when online payments are off. */
  checkout: {
    start(
      buyIn: { leagueId: number; roundId: number | null; description: string; amountCents: number },
      member: User,
    ): Promise<{ sessionId: string; url: string }>;
  } | null;
  /** The night's payouts recorded once: the first call writes them, any later one answers what was recorded. */
  recordPayouts(input: {
    actor: User;
    league: { id: number; name: string };
    roundId: number;
    method: PayoutMethod;
    lines: readonly PayoutToRecord[];
  }): Promise<RecordedPayout[]>;
  /** The night's payouts as recorded (none until paid out). */
  payoutsOf(roundId: number): Promise<RecordedPayout[]>;
}

const MONEY_MESSAGES = {
  noMoney: 'This league plays for no money.',
  notComplete: 'Every card of this round must be in before its money is paid out.',
  offline: 'Online payments are not set up: pay the buy-in at the front desk.',
} as const;

export function createLeagueMoney(ctx: LeagueContext, night: ReadModels) {
  const { store, deps, requireLeague, requireReader, requireRound } = ctx;
  const money = deps.money;

  /** What a player's buy-in is for; null when no league has this id. */
  async function buyInTarget(leagueId: number, userId: number, roundId: number | null): Promise<BuyInTarget | null> {
    const league = await store.leagues.findById(leagueId, {});
    if (!league) return null;
    const participants = await store.participants.listByLeague(leagueId);
    const round = roundId === null ? null : { inLeague: (await store.rounds.find(leagueId, roundId)) !== undefined };
    return { money: league, isPlayer: participants.some((p) => p.userId === userId), round };
  }

  /** The night's money by flight as the rules work it out, and its payouts as recorded. */
  async function moneyOf(leagueId: number, roundId: number) {
    const league = await requireLeague(leagueId);
    const round = await requireRound(leagueId, roundId);
    const { model, participants } = await night.readModelOf(league);
    const answer: RoundMoney = {
      roundId,
      buyInCents: league.buyInCents,
      buyInPer: league.buyInPer,
      flights: model.money(round) ?? [],
      recorded: await money.payoutsOf(roundId),
    };
    return { league, answer, complete: model.completion(round).complete, participants };
  }

  return {
    buyInTarget,

    /** GET …/rounds/:roundId/money. */
    roundMoney: async (_actor: User, leagueId: number, roundId: number): Promise<RoundMoney> =>
      (await moneyOf(leagueId, roundId)).answer,

    /**
     * POST …/rounds/:roundId/payouts: the night's payouts as the rules give them, recorded once as cash or credit; a
     * replay, or a later call after the round's cards changed, answers what was recorded.
     */
    async payOut(actor: User, leagueId: number, roundId: number, { method }: PayOutInput): Promise<RoundMoney> {
      const { league, answer, complete, participants } = await moneyOf(leagueId, roundId);
      if (answer.recorded.length > 0) return answer;
      if (league.buyInCents <= 0) throw new AppError('LEAGUE_NO_MONEY', MONEY_MESSAGES.noMoney);
      if (!complete) throw new AppError('ROUND_NOT_COMPLETE', MONEY_MESSAGES.notComplete);
      const userOf = new Map(participants.map((p) => [p.id, p.userId]));
      const lines = answer.flights.flatMap((f) =>
        f.payouts.map((p) => ({ ...p, flight: f.flight, userId: userOf.get(p.participantId)! })),
      );
      const recorded = await money.recordPayouts({ actor, league, roundId, method, lines });
      return { ...answer, recorded };
    },

    /**
     * GET /api/desk/league-buy-ins: the day's nights of the leagues that play for money (stroke play), each with its
     * players and what they owe, as the night's money reads them.
     */
    async deskBuyIns(date: string = facilityToday(ctx.now())): Promise<DeskBuyIns> {
      const nights: DeskBuyIns['nights'] = [];
      const leagues = (await store.leagues.list({})).filter(
        (l) => l.buyInCents > 0 && l.scoringType === 'lowest_score',
      );
      for (const league of leagues) {
        const rounds = (await store.rounds.listByLeague(league.id)).filter((r) => r.roundDate === date);
        if (rounds.length === 0) continue;
        const { model } = await night.readModelOf(league);
        for (const round of rounds) {
          nights.push({
            leagueId: league.id,
            leagueName: league.name,
            roundId: round.id,
            roundNumber: round.roundNumber,
            buyInCents: league.buyInCents,
            buyInPer: league.buyInPer,
            players: (model.money(round) ?? []).flatMap((f) => f.buyIns),
          });
        }
      }
      return { date, nights };
    },

    /** POST /api/leagues/:id/buy-in/checkout: the player pays what is left of their buy-in online. */
    async checkoutBuyIn(actor: User, leagueId: number, input: BuyInCheckoutInput): Promise<{ url: string }> {
      const league = await requireReader(actor, leagueId);
      const roundId = input.roundId ?? null;
      const round = roundId === null ? null : await requireRound(leagueId, roundId);
      if (!money.checkout) throw new AppError('ONLINE_PAYMENTS_OFF', MONEY_MESSAGES.offline);
      const target = await buyInTarget(leagueId, actor.id, roundId);
      const paid = await money.paidForBuyIn(leagueId, actor.id, roundId);
      const left = league.buyInCents - paid;
      const refusal = buyInRefusal(target!, paid, Math.max(left, 1));
      if (refusal?.field === 'amountCents') throw new AppError('PAYMENT_OVER_DUE', refusal.message);
      if (refusal) throw new AppError('VALIDATION_FAILED', refusal.message, { [refusal.field]: [refusal.message] });
      const night = round ? `, Round ${round.roundNumber}` : ', season';
      return money.checkout
        .start({ leagueId, roundId, description: `${league.name}${night} buy-in`, amountCents: left }, actor)
        .then(({ url }) => ({ url }));
    },
  };
}
