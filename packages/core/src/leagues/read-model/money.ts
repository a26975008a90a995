// The read model's money of one night (docs/decisions/491-league-money-on-the-night.md): each flight's buy-ins, pots,
// payouts (a team's split between its players) and season purse, worked out by core's money rules from the ledger's
// buy-ins and the round's cards and skins; and the lines the results e-mail and the night sheet say them in.
import { formatCents } from '../../payments/rules';
import type { FlightMoney, PayoutLine } from '../schemas/league-money';
import { playersOfRound } from '../rules/league-absences';
import { nightFundsCents, nightMoney, playerShares } from '../rules/league-money';
import type { LeagueBasis, LeagueRoundRow } from './basis';
import { roundSkins } from './round-results';

/** A round's money flight by flight; null when the league plays for no money or is match play. */
export function roundMoney(basis: LeagueBasis, round: LeagueRoundRow): FlightMoney[] | null {
  const { league, participants, groups, states, handicapsOn } = basis;
  if (league.buyInCents <= 0 || league.scoringType !== 'lowest_score') return null;
  const buyIns = basis.rows.buyIns ?? [];
  const paidBy = (userId: number, roundId: number | null) =>
    buyIns.filter((b) => b.userId === userId && b.roundId === roundId).reduce((a, b) => a + b.cents, 0);
  const ordered = [...basis.rounds].sort((a, b) => a.roundNumber - b.roundNumber);
  const roundIndex = ordered.findIndex((r) => r.id === round.id);
  const skins = roundSkins(basis, round);
  const players = playersOfRound(participants, round.roundNumber);
  const ownRound = league.buyInPer === 'night' ? round.id : null;
  return groups.map((group) => {
    // Everyone of the flight who paid counts (a withdrawn player's season buy-in stays in its pots).
    const members = participants.filter((p) => group.teamIds.has(p.teamId));
    const sum = (roundId: number | null) => members.reduce((a, p) => a + paidBy(p.userId, roundId), 0);
    const funds = nightFundsCents(league, {
      nightCents: sum(round.id),
      seasonCents: sum(null),
      roundIndex,
      roundCount: ordered.length,
    });
    const cards = [...group.teamIds].flatMap((teamId) => {
      const card = states.get(teamId)?.rounds.get(round.id);
      return card ? [{ teamId, gross: card.gross, net: handicapsOn ? card.net : null }] : [];
    });
    const night = nightMoney(league, funds, { skins: skins.filter((s) => s.flight === group.flight), cards });
    const payouts: PayoutLine[] = night.payouts.flatMap((payout) => {
      const team = members.filter((p) => p.teamId === payout.teamId).sort((a, b) => a.id - b.id);
      const shares = playerShares(payout.cents, team.length);
      return team.map((p, i) => ({
        prize: payout.prize,
        hole: payout.hole,
        participantId: p.id,
        name: p.name,
        cents: shares[i]!,
      }));
    });
    return {
      flight: group.flight,
      fundsCents: night.fundsCents,
      skinsCents: night.skinsCents,
      prizesCents: night.prizesCents,
      purseCents: night.purseCents,
      buyIns: players
        .filter((p) => group.teamIds.has(p.teamId))
        .map((p) => {
          const paidCents = paidBy(p.userId, ownRound);
          return {
            participantId: p.id,
            userId: p.userId,
            name: p.name,
            paidCents,
            dueCents: Math.max(0, league.buyInCents - paidCents),
          };
        }),
      payouts,
    };
  });
}

const PRIZE_WORDS = { low_gross: 'Low gross', low_net: 'Low net' } as const;

/** 'Skin, hole 3: Ann Archer $5.72', 'Low net: Bob Baker $8.00'. */
export function payoutText(line: Pick<PayoutLine, 'prize' | 'hole' | 'name' | 'cents'>): string {
  const what = line.prize === 'skin' ? `Skin, hole ${line.hole}` : PRIZE_WORDS[line.prize];
  return `${what}: ${line.name} ${formatCents(line.cents)}`;
}

/**
 * The night's money in words, each line naming its flight in a flighted league: the pots from the buy-ins, each
 * payout, and what goes to the season purse.
 */
export function roundMoneyLines(basis: LeagueBasis, round: LeagueRoundRow): string[] | null {
  const money = roundMoney(basis, round);
  if (!money) return null;
  return money.flatMap((f) => [
    basis.inFlight(
      f.flight,
      `Buy-ins ${formatCents(f.fundsCents)}: skins ${formatCents(f.skinsCents)}, prizes ${formatCents(f.prizesCents)}`,
    ),
    ...f.payouts.map((p) => basis.inFlight(f.flight, payoutText(p))),
    basis.inFlight(f.flight, `Season purse: ${formatCents(f.purseCents)}`),
  ]);
}
