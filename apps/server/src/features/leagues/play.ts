// League play, composed from its parts: the rounds (rounds.ts), a round's score sheet and match-play pairings
// (score-sheet.ts), a score entered on its own (scores.ts), both saved into the round by core's planRoundSheet
// (sheet-merge.ts), and did-not-play marks with their substitutes (absences.ts)
// (docs/decisions/201-league-play-an-organiser-can-trust.md). Standings and the leaderboard are computed on every
// read by core's league read model (results.ts; docs/decisions/232-leagues-as-one-domain-module.md).
import type { League } from '@longwood/core';
import type { UnitOfWork } from '../../db/unit-of-work';
import { createLeagueAbsences } from './absences';
import type { LeagueContext } from './league-context';
import type { ReadModels } from './night';
import { createLeagueRounds } from './rounds';
import type { StoredRound } from './rounds-repository';
import { createLeagueScoreSheet } from './score-sheet';
import { createLeagueScores } from './scores';
import { createSheetMerge } from './sheet-merge';
import type { LeagueTables } from './store';

/** Told after a save of a round's scores, in its transaction and the league's lock (the results e-mail). */
export type RoundSaved = (
  tables: LeagueTables,
  unitOfWork: UnitOfWork,
  league: League,
  round: StoredRound,
) => Promise<void>;

export function createLeaguePlay(ctx: LeagueContext, night: ReadModels, roundSaved: RoundSaved = async () => {}) {
  const saveEntries = createSheetMerge(ctx, night);
  return {
    ...createLeagueRounds(ctx),
    ...createLeagueScoreSheet(ctx, saveEntries, roundSaved),
    ...createLeagueScores(ctx, saveEntries, roundSaved),
    ...createLeagueAbsences(ctx, roundSaved),
  };
}
