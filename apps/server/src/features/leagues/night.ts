// The league night's settings (docs/decisions/211-league-handicaps-and-scorecards.md): how handicaps are worked
// out, how the round is ranked, its skins and side games and its absence rule, with the league's read model every
// part of the league answers from (core's, over the rows leagueRowsOf loads:
// docs/decisions/232-leagues-as-one-domain-module.md). The handicaps (handicaps.ts) and the side games
// (side-games.ts) are answered from it.
import {
  absenceRuleProblem,
  leagueNightOf,
  leagueReadModel,
  teamFormatProblem,
  moneySharesProblem,
  type League,
  type LeagueNight,
  type LeagueNightUpdate,
  type ScoreRow,
  type User,
} from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../http/errors';
import type { LeagueContext } from './league-context';
import { leagueRowsOf } from './league-rows';
import type { LeagueTables } from './store';

const NIGHT_MESSAGES = {
  bestOf: 'Best rounds must be between 1 and the rounds counted',
} as const;

/** The league's read model, as the parts of the league that answer from it are handed it. */
export type ReadModels = Pick<ReturnType<typeof createLeagueNight>, 'readModelOf' | 'readerModelOf'>;

export function createLeagueNight(ctx: LeagueContext) {
  const { store, requireLeague, requireReader, recordPlay } = ctx;

  /**
   * The league's read model over its rows, read in `tables` (a save's transaction sees its own scores). `planned`: a
   * round's scores as a sheet being saved would leave them (the handicaps its match cards are decided with), in place
   * of what the round holds.
   */
  async function readModelOf(
    league: League,
    tables: LeagueTables = store,
    planned?: { roundId: number; scores: readonly ScoreRow[] },
    unitOfWork?: UnitOfWork,
  ) {
    // The ledger's buy-ins (the payments feature's) are read where the tables are: on the app's connection, or in the
    // transaction `unitOfWork` (SQLite has one connection); a transaction's tables without it read none.
    const buyIns =
      tables === store
        ? (id: number) => ctx.deps.money.buyInsOf(id)
        : unitOfWork
          ? (id: number) => ctx.deps.money.buyInsOf(id, unitOfWork)
          : undefined;
    const rows = await leagueRowsOf(league, tables, planned, buyIns);
    return { ...rows, model: leagueReadModel(rows) };
  }

  /** The read model of league `leagueId` for `user`, who must be one who may read it (requireReader). */
  async function readerModelOf(user: User, leagueId: number) {
    return (await readModelOf(await requireReader(user, leagueId))).model;
  }

  return {
    readModelOf,
    readerModelOf,

    async updateNight(actor: User, leagueId: number, input: LeagueNightUpdate): Promise<League> {
      return store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const before = leagueNightOf(league);
        const next: LeagueNight = { ...before, ...input };
        if (next.handicapBestOf > next.handicapRounds) {
          throw new AppError('VALIDATION_FAILED', NIGHT_MESSAGES.bestOf, { handicapBestOf: [NIGHT_MESSAGES.bestOf] });
        }
        // The absence rule's value goes with a rule that takes one (its strokes or penalty score), else none is kept.
        const absenceProblem = absenceRuleProblem(next);
        if (absenceProblem) {
          throw new AppError('VALIDATION_FAILED', absenceProblem, { absenceValue: [absenceProblem] });
        }
        // Best ball and A/B sides are an individual stroke-play league's (decision 497).
        const formatProblem = teamFormatProblem({ ...league, ...next });
        if (formatProblem) throw new AppError('VALIDATION_FAILED', formatProblem, { teamFormat: [formatProblem] });
        if (next.absenceRule === 'no_score' || next.absenceRule === 'average') next.absenceValue = null;
        // The skins and prize shares of the buy-ins, as kept with the one sent, may not pass the whole.
        const sharesProblem = moneySharesProblem(next);
        if (sharesProblem) {
          const field = input.prizesSharePercent === undefined ? 'skinsSharePercent' : 'prizesSharePercent';
          throw new AppError('VALIDATION_FAILED', sharesProblem, { [field]: [sharesProblem] });
        }
        await tables.leagues.updateNight(leagueId, next);
        if (JSON.stringify(before) !== JSON.stringify(next)) {
          // The side games' holes and the points table are recorded as their text ('3, 8'; '10, 8, 6').
          const snapshot = (n: LeagueNight) => ({
            ...n,
            closestToPinHoles: n.closestToPinHoles.join(', '),
            longDriveHoles: n.longDriveHoles.join(', '),
            placePoints: n.placePoints.join(', '),
          });
          await recordPlay(unitOfWork, actor, league, 'league.night-updated', snapshot(before), snapshot(next));
        }
        return requireLeague(leagueId, tables);
      });
    },
  };
}
