// A league night's payouts (docs/decisions/491-league-money-on-the-night.md), recorded once: the leagues feature
// works out who is paid what (core's money rules) and hands the lines here; under the round's lock the first call
// writes them with one activity entry, and any later call, a replay or one after the round's cards changed, answers
// what was recorded. Cash comes out of the drawer, so it takes the day's lock as a desk payment does, and after the
// day's close only an administrator hands cash over (docs/decisions/407-the-days-close-at-the-desk.md).
import {
  closedDayRefusal,
  facilityToday,
  formatCents,
  personName,
  type PayoutLine,
  type PayoutMethod,
  type RecordedPayout,
  type User,
} from '@longwood/core';
import type { UnitOfWorkRunner } from '../../db/unit-of-work';
import { isoTimestamp } from '../../db/timestamps';
import { AppError } from '../../http/errors';
import type { RecordActivity } from '../../ports/activity';
import type { LeaguePayoutsRepository } from './league-payouts-repository';
import type { TillCloseRepository } from './till-close-repository';

export function createLeaguePayouts(deps: {
  payouts: LeaguePayoutsRepository;
  closes: TillCloseRepository;
  transaction: UnitOfWorkRunner;
  record: RecordActivity;
  now: () => Date;
}) {
  const { payouts, transaction, now } = deps;
  return {
    payoutsOf: (roundId: number) => payouts.ofRound(roundId),

    async recordPayouts(input: {
      actor: User;
      league: { id: number; name: string };
      roundId: number;
      method: PayoutMethod;
      lines: readonly (PayoutLine & { flight: number | null; userId: number })[];
    }): Promise<RecordedPayout[]> {
      const { actor, league, roundId, method } = input;
      return transaction(async (unitOfWork) => {
        const at = now();
        const today = facilityToday(at);
        if (method === 'cash') {
          const closes = deps.closes.within(unitOfWork);
          await closes.lockDay(today);
          const refusal = closedDayRefusal(actor, await closes.find(today));
          if (refusal) throw new AppError('TILL_CLOSED', refusal);
        }
        const round = payouts.within(unitOfWork);
        await round.lockRound(roundId);
        const recorded = await round.ofRound(roundId);
        if (recorded.length > 0) return recorded;
        const lines = input.lines.filter((l) => l.cents > 0);
        await round.insertAll(
          lines.map((l) => ({
            ...l,
            leagueId: league.id,
            roundId,
            method,
            recordedBy: actor.id,
            recordedByName: personName(actor),
            at: isoTimestamp(at),
            facilityDate: today,
          })),
        );
        const total = lines.reduce((a, l) => a + l.cents, 0);
        if (lines.length > 0) {
          await deps.record(unitOfWork, {
            actor,
            action: 'payment.league-payouts',
            targetType: 'league',
            targetId: league.id,
            targetLabel: `${league.name}: ${formatCents(total)} ${method === 'cash' ? 'in cash' : 'as credit'}`,
            after: { roundId, method, totalCents: total, payouts: lines.length },
          });
        }
        return round.ofRound(roundId);
      });
    },
  };
}
