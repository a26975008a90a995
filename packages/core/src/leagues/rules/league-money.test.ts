import { describe, expect, it } from 'vitest';
import { computeSkins } from './league-handicap';
import {
  moneySharesProblem,
  nightFundsCents,
  nightMoney,
  nightPots,
  playerShares,
  prizePayouts,
  skinsPayouts,
  splitCents,
  type LeagueMoneySettings,
} from './league-money';

const MONEY: LeagueMoneySettings = {
  buyInCents: 1000,
  buyInPer: 'night',
  skinsSharePercent: 50,
  prizesSharePercent: 40,
};

const sum = (values: readonly number[]) => values.reduce((a, v) => a + v, 0);

describe('league money on the night (decision 491)', () => {
  it('splits cents by weight, the odd cents one each to the first shares, never losing one', () => {
    expect(splitCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitCents(1001, [1, 1])).toEqual([501, 500]);
    expect(splitCents(5, [1, 1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(splitCents(1000, [0, 1, 1])).toEqual([0, 500, 500]);
    expect(splitCents(0, [1, 1])).toEqual([0, 0]);
    for (const total of [1, 7, 999, 12345]) expect(sum(splitCents(total, [3, 1, 1, 2]))).toBe(total);
  });

  it('makes the pots from the buy-ins: four $10 buy-ins, 50 % skins, 40 % prizes, the purse the rest', () => {
    expect(nightPots(MONEY, 4000)).toEqual({ skinsCents: 2000, prizesCents: 1600, purseCents: 400 });
    // $10.05 taken three times is 3015: skins 1507.5 → 1507, prizes 1206, the purse keeps the rounding's cent (302).
    expect(nightPots(MONEY, 3015)).toEqual({ skinsCents: 1507, prizesCents: 1206, purseCents: 302 });
  });

  it("spreads a season's buy-ins over its rounds: $500.00 over 7 rounds is 71.43 six times and 71.42 once", () => {
    const season = { ...MONEY, buyInPer: 'season' as const };
    const nights = [0, 1, 2, 3, 4, 5, 6].map((roundIndex) =>
      nightFundsCents(season, { nightCents: 0, seasonCents: 50000, roundIndex, roundCount: 7 }),
    );
    expect(nights).toEqual([7143, 7143, 7143, 7143, 7143, 7143, 7142]);
    expect(sum(nights)).toBe(50000);
    // A night buy-in pays only that night's money.
    expect(nightFundsCents(MONEY, { nightCents: 4000, seasonCents: 50000, roundIndex: 0, roundCount: 7 })).toBe(4000);
  });

  it('pays the skins pot per skin, a carried skin taking its carried value, to the cent', () => {
    // $20.00 over 7 skins won is 285.71 a skin: 286 for the first five skins (by hole), 285 for the last two.
    // Hole 2 won after hole 1 tied (2 skins: 286 + 286), hole 3 won alone (286), hole 7 after holes 4-6 tied (4 skins:
    // 286 + 286 + 285 + 285).
    const skins = [
      { hole: 2, teamId: 1, value: 2 },
      { hole: 3, teamId: 2, value: 1 },
      { hole: 7, teamId: 3, value: 4 },
    ];
    const paid = skinsPayouts(2000, skins);
    expect(paid.map((p) => [p.hole, p.teamId, p.cents])).toEqual([
      [2, 1, 572],
      [3, 2, 286],
      [7, 3, 1142],
    ]);
    expect(sum(paid.map((p) => p.cents))).toBe(2000);
  });

  it('shares the pot among the skins won when the last holes carry: no skin is won past the last hole', () => {
    // Three players on three holes: Ann wins hole 1, holes 2 and 3 tie (their 2 skins carry past the end, unwon).
    const skins = computeSkins({
      cards: [
        { participantId: 1, teamId: 1, holes: [3, 4, 4] },
        { participantId: 2, teamId: 2, holes: [4, 4, 4] },
        { participantId: 3, teamId: 3, holes: [5, 4, 4] },
      ],
      holeCount: 3,
      mode: 'gross',
      carryOver: true,
    });
    expect(skins).toEqual([{ hole: 1, participantId: 1, teamId: 1, value: 1 }]);
    expect(skinsPayouts(2000, skins).map((p) => [p.teamId, p.cents])).toEqual([[1, 2000]]);
    // No skin won at all: nothing is paid from the pot.
    expect(skinsPayouts(2000, [])).toEqual([]);
  });

  it('pays low gross and low net half the prize pot each, a tie sharing its prize to the cent', () => {
    const cards = [
      { teamId: 1, gross: 40, net: 36 },
      { teamId: 2, gross: 40, net: 35 },
      { teamId: 3, gross: 44, net: 33 },
    ];
    expect(prizePayouts(1600, cards).map((p) => [p.prize, p.teamId, p.cents])).toEqual([
      ['low_gross', 1, 400],
      ['low_gross', 2, 400],
      ['low_net', 3, 800],
    ]);
    // $10.01: low gross 501 shared three ways (167 each), low net 500 to one.
    const three = [1, 2, 3].map((teamId) => ({ teamId, gross: 40, net: 40 - teamId }));
    expect(prizePayouts(1001, three).map((p) => p.cents)).toEqual([167, 167, 167, 500]);
    // Without net scores (handicaps off) low gross takes the whole pot.
    const gross = [1, 2].map((teamId) => ({ teamId, gross: 40 + teamId, net: null }));
    expect(prizePayouts(1600, gross).map((p) => [p.prize, p.teamId, p.cents])).toEqual([['low_gross', 1, 1600]]);
    expect(prizePayouts(1600, [])).toEqual([]);
  });

  it("adds a flight's night up: paid out and the purse make the funds, a pot no one won going to the purse", () => {
    const night = nightMoney(MONEY, 4000, {
      skins: [{ hole: 4, teamId: 2, value: 4 }],
      cards: [
        { teamId: 1, gross: 40, net: 36 },
        { teamId: 2, gross: 42, net: 35 },
      ],
    });
    expect(night.payouts.map((p) => [p.prize, p.teamId, p.cents])).toEqual([
      ['skin', 2, 2000],
      ['low_gross', 1, 800],
      ['low_net', 2, 800],
    ]);
    expect(night.purseCents).toBe(400);
    const noSkins = nightMoney(MONEY, 4000, { skins: [], cards: [{ teamId: 1, gross: 40, net: 36 }] });
    expect(noSkins.purseCents).toBe(2400);
    expect(sum(noSkins.payouts.map((p) => p.cents)) + noSkins.purseCents).toBe(4000);
  });

  it("splits a team's payout between its players and refuses shares over the whole", () => {
    expect(playerShares(1143, 2)).toEqual([572, 571]);
    expect(playerShares(1143, 1)).toEqual([1143]);
    expect(moneySharesProblem({ ...MONEY, skinsSharePercent: 70 })).toBe(
      'The skins and prize shares together must be at most 100 %',
    );
    expect(moneySharesProblem(MONEY)).toBeNull();
  });
});
