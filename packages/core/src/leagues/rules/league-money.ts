// Money on a league night (docs/decisions/491-league-money-on-the-night.md): the buy-ins a flight took make its pots
// (each pot its share of them, the season purse what is left), the skins pot is paid per skin won, carried skins
// included, and the prize pot to the night's low gross and low net. Every split is in whole cents and pays out exactly
// what it splits: the cents a division leaves go one each to the first shares in the order given.
import { formatCents } from '../../payments/rules';

/** How often a player buys in: each night, or once for the season. */
export const BUY_IN_PER = ['night', 'season'] as const;
export type BuyInPer = (typeof BUY_IN_PER)[number];

/** A league's money settings (part of its night settings). A buy-in of 0 plays no money game. */
export interface LeagueMoneySettings {
  buyInCents: number;
  buyInPer: BuyInPer;
  /** The share of the buy-ins paid out in skins, in whole percent. */
  skinsSharePercent: number;
  /** The share paid in prizes, low gross and low net, in whole percent; the rest is the season purse. */
  prizesSharePercent: number;
}

/** The most a buy-in may be: $500. */
export const MAX_BUY_IN_CENTS = 50000;

export const LEAGUE_MONEY_MESSAGES = {
  buyIn: 'The buy-in must be from $0 to $500, in cents',
  share: 'A share must be a whole percentage from 0 to 100',
  shares: 'The skins and prize shares together must be at most 100 %',
} as const;

/** What is wrong with the skins and prize shares together (more than the whole), or null. */
export function moneySharesProblem(
  money: Pick<LeagueMoneySettings, 'skinsSharePercent' | 'prizesSharePercent'>,
): string | null {
  return money.skinsSharePercent + money.prizesSharePercent > 100 ? LEAGUE_MONEY_MESSAGES.shares : null;
}

/**
 * `totalCents` split by `weights` in whole cents: each share gets the whole cents of its part, and the cents left go
 * one each to the first shares in the order given, so the shares always add up to the total. 1000 in three equal
 * shares: 334, 333, 333.
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum <= 0 || totalCents <= 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((totalCents * w) / sum));
  let left = totalCents - shares.reduce((a, s) => a + s, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length) {
    if (weights[i]! > 0) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
}

/**
 * The money a flight's night has to pay out: its own buy-ins that night, and, with season buy-ins, its share of the
 * season's (split evenly over the season's rounds, the odd cents to the earliest rounds).
 */
export function nightFundsCents(
  money: Pick<LeagueMoneySettings, 'buyInPer'>,
  taken: { nightCents: number; seasonCents: number; roundIndex: number; roundCount: number },
): number {
  if (money.buyInPer === 'night') return taken.nightCents;
  if (taken.roundCount <= 0 || taken.roundIndex < 0 || taken.roundIndex >= taken.roundCount) return 0;
  return splitCents(taken.seasonCents, Array<number>(taken.roundCount).fill(1))[taken.roundIndex]!;
}

/** A night's pots: each share of the funds rounded down to the cent; the season purse keeps the rest. */
export function nightPots(money: LeagueMoneySettings, fundsCents: number) {
  const skinsCents = Math.floor((fundsCents * money.skinsSharePercent) / 100);
  const prizesCents = Math.floor((fundsCents * money.prizesSharePercent) / 100);
  return { skinsCents, prizesCents, purseCents: fundsCents - skinsCents - prizesCents };
}

export type PayoutPrize = 'skin' | 'low_gross' | 'low_net';

/** One payout of a night to a team: a skin (with its hole) or a prize. */
export interface NightPayout {
  prize: PayoutPrize;
  /** The skin's hole; null for a prize. */
  hole: number | null;
  teamId: number;
  cents: number;
}

/**
 * The skins pot paid per skin: every skin won is one equal part of the pot (a hole won after carry-overs takes one part
 * for each skin it carried), the odd cents to the earliest holes. Skins still carried after the last hole were won by
 * no one, so the pot is shared by the skins that were; with no skin won nothing is paid (the pot goes to the purse).
 */
export function skinsPayouts(
  potCents: number,
  skins: readonly { hole: number; teamId: number; value: number }[],
): NightPayout[] {
  const units = skins.reduce((a, s) => a + s.value, 0);
  if (units === 0 || potCents <= 0) return [];
  const parts = splitCents(potCents, Array<number>(units).fill(1));
  let next = 0;
  return skins.map((s) => {
    const cents = parts.slice(next, next + s.value).reduce((a, c) => a + c, 0);
    next += s.value;
    return { prize: 'skin', hole: s.hole, teamId: s.teamId, cents };
  });
}

/**
 * A flight's prizes of a night: the pot split in two, low gross first (it takes an odd cent), low net second; without
 * net scores low gross takes it all. Teams tied on the low figure share its prize, the odd cents to them in the order
 * given. A team may win both. With no card, nothing is paid.
 */
export function prizePayouts(
  potCents: number,
  cards: readonly { teamId: number; gross: number; net: number | null }[],
): NightPayout[] {
  if (potCents <= 0 || cards.length === 0) return [];
  const withNet = cards.every((c) => c.net !== null);
  const [grossCents, netCents] = withNet ? splitCents(potCents, [1, 1]) : [potCents, 0];
  const prize = (kind: 'low_gross' | 'low_net', cents: number, figure: (c: (typeof cards)[number]) => number) => {
    const low = Math.min(...cards.map(figure));
    const winners = cards.filter((c) => figure(c) === low);
    const shares = splitCents(cents, Array<number>(winners.length).fill(1));
    return winners.map((w, i): NightPayout => ({ prize: kind, hole: null, teamId: w.teamId, cents: shares[i]! }));
  };
  return [
    ...prize('low_gross', grossCents!, (c) => c.gross),
    ...(withNet ? prize('low_net', netCents!, (c) => c.net!) : []),
  ];
}

/**
 * A flight's whole night: its pots from its funds, what each skin and prize pays, and what goes to the season purse
 * (its share, the rounding's cents, and any pot no one won). Paid out and the purse always add up to the funds.
 */
export function nightMoney(
  money: LeagueMoneySettings,
  fundsCents: number,
  results: {
    skins: readonly { hole: number; teamId: number; value: number }[];
    cards: readonly { teamId: number; gross: number; net: number | null }[];
  },
) {
  const pots = nightPots(money, fundsCents);
  const payouts = [...skinsPayouts(pots.skinsCents, results.skins), ...prizePayouts(pots.prizesCents, results.cards)];
  const paidCents = payouts.reduce((a, p) => a + p.cents, 0);
  return { fundsCents, ...pots, payouts, purseCents: fundsCents - paidCents };
}

/** A team's payout split between its players (a scramble team's two), the odd cent to the first. */
export function playerShares(cents: number, playerCount: number): number[] {
  return splitCents(cents, Array<number>(Math.max(playerCount, 1)).fill(1));
}

/** What a player's buy-in is for: the league's settings, whether they play in it, and the night named (if any). */
export interface BuyInTarget {
  money: Pick<LeagueMoneySettings, 'buyInCents' | 'buyInPer'>;
  isPlayer: boolean;
  /** The night named: null for none, else whether it is one of the league's rounds. */
  round: null | { inLeague: boolean };
}

/**
 * Why a buy-in of `amountCents` is refused (its field and message), or null: the league plays for money, the payer is
 * one of its players, a night's buy-in names one of its nights (a season's names none), and no more is taken than is
 * left of the buy-in after what the player has paid for it.
 */
export function buyInRefusal(
  target: BuyInTarget,
  paidCents: number,
  amountCents: number,
): { field: 'leagueId' | 'userId' | 'roundId' | 'amountCents'; message: string } | null {
  const { money } = target;
  if (money.buyInCents <= 0) return { field: 'leagueId', message: 'This league plays for no money.' };
  if (!target.isPlayer) return { field: 'userId', message: 'Only a player of this league buys in.' };
  if (money.buyInPer === 'night' && target.round === null) {
    return { field: 'roundId', message: "Choose the night this buy-in is for: the league's buy-in is per night." };
  }
  if (money.buyInPer === 'season' && target.round !== null) {
    return { field: 'roundId', message: "The league's buy-in is for the season, not a night." };
  }
  if (target.round !== null && !target.round.inLeague) {
    return { field: 'roundId', message: 'That night is not one of this league’s.' };
  }
  const left = money.buyInCents - paidCents;
  if (amountCents > left) {
    return {
      field: 'amountCents',
      message: left <= 0 ? 'This buy-in is already paid.' : `Only ${formatCents(left)} is left of this buy-in.`,
    };
  }
  return null;
}
