// Money on a league night (docs/decisions/491-league-money-on-the-night.md): a player's buy-in paid online, the
// night's money as the organiser and the desk see it (each flight's buy-ins, pots, payouts and purse), and its
// payouts recorded once, in cash or as credit.
import { z } from '../../zod';
import { dateStringField, idSchema } from '../../schemas/common';
import { BUY_IN_PER } from '../rules/league-money';

export const PAYOUT_PRIZES = ['skin', 'low_gross', 'low_net'] as const;
/** How a payout is handed over: cash from the till, or credit the facility owes the player. */
export const PAYOUT_METHODS = ['cash', 'credit'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

const centsSchema = z.number().check(z.int());

/** POST /api/leagues/{id}/buy-in/checkout: the night bought into (none: the season's buy-in). */
export const buyInCheckoutSchema = z.strictObject({ roundId: z.optional(idSchema) });
export type BuyInCheckoutInput = z.infer<typeof buyInCheckoutSchema>;
/** Stripe's Checkout page to send the player to. */
export const buyInCheckoutResponseSchema = z.object({ url: z.string() });

/** POST /api/leagues/{id}/rounds/{roundId}/payouts: how the night's payouts are handed over. */
export const payOutSchema = z.strictObject({
  method: z.enum(PAYOUT_METHODS, { error: 'Choose cash or credit' }),
});
export type PayOutInput = z.infer<typeof payOutSchema>;

/** One player's payout of a night: a skin (its hole as the course numbers it) or a prize, in cents. */
export const payoutLineSchema = z.object({
  prize: z.enum(PAYOUT_PRIZES),
  hole: z.nullable(z.number().check(z.int())),
  participantId: idSchema,
  /** The player's shown name. */
  name: z.string(),
  cents: centsSchema,
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/** A payout as recorded: how it was handed over, when and by whom (shown by name). */
export const recordedPayoutSchema = z.object({
  ...payoutLineSchema.shape,
  id: idSchema,
  flight: z.nullable(z.number().check(z.int())),
  method: z.enum(PAYOUT_METHODS),
  at: z.string(),
  recordedByName: z.string(),
});
export type RecordedPayout = z.infer<typeof recordedPayoutSchema>;

/** A player of the night (their account: a buy-in at the till is taken for one) with what they paid and owe. */
const buyInRowSchema = z.object({
  participantId: idSchema,
  userId: idSchema,
  name: z.string(),
  paidCents: centsSchema,
  dueCents: centsSchema,
});
export type BuyInRow = z.infer<typeof buyInRowSchema>;

/** A flight's night: who bought in, the pots, what each winner is paid and what goes to the season purse. */
export const flightMoneySchema = z.object({
  /** 1 for Flight A; null without flights. */
  flight: z.nullable(z.number().check(z.int())),
  fundsCents: centsSchema,
  skinsCents: centsSchema,
  prizesCents: centsSchema,
  purseCents: centsSchema,
  /** The night's players with what they paid and owe. */
  buyIns: z.array(buyInRowSchema),
  payouts: z.array(payoutLineSchema),
});
export type FlightMoney = z.infer<typeof flightMoneySchema>;

/**
 * GET /api/leagues/{id}/rounds/{roundId}/money and the payouts' answer: the night's money by flight as the rules
 * work it out from the buy-ins and cards, and the payouts recorded (none until they are paid out).
 */
export const roundMoneySchema = z.object({
  roundId: idSchema,
  buyInCents: centsSchema,
  buyInPer: z.enum(BUY_IN_PER),
  flights: z.array(flightMoneySchema),
  recorded: z.array(recordedPayoutSchema),
});
export type RoundMoney = z.infer<typeof roundMoneySchema>;

/** GET /api/desk/league-buy-ins?date: a facility day (US Eastern); today's without one. */
export const deskBuyInsQuerySchema = z.strictObject({ date: z.optional(dateStringField()) });

/**
 * GET /api/desk/league-buy-ins: the day's league nights that play for money, each with its players and what they
 * owe of the buy-in (the night's, or the season's), for the till.
 */
export const deskBuyInsSchema = z.object({
  date: z.string(),
  nights: z.array(
    z.object({
      leagueId: idSchema,
      leagueName: z.string(),
      roundId: idSchema,
      roundNumber: z.number().check(z.int()),
      buyInCents: centsSchema,
      buyInPer: z.enum(BUY_IN_PER),
      players: z.array(buyInRowSchema),
    }),
  ),
});
export type DeskBuyIns = z.infer<typeof deskBuyInsSchema>;
