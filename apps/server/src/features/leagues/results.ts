// A league's results as watched (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): the
// standings and the leaderboard of the round being played (core's league read model on every read,
// docs/decisions/232-leagues-as-one-domain-module.md), and each player's choice about the results e-mail.
import {
  facilityToday,
  type Leaderboard,
  type ResultsMailSetting,
  type StandingsResponse,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import type { ReadModels } from './night';

export function createLeagueResults(ctx: LeagueContext, night: ReadModels) {
  const { store, now, requireLeague } = ctx;

  /** Only a player of the league has a choice about its results e-mail. */
  async function requirePlayer(user: User, leagueId: number): Promise<void> {
    await requireLeague(leagueId);
    const mine = (await store.participants.listByLeague(leagueId)).some((p) => p.userId === user.id);
    if (!mine) throw new AppError('NOT_OWNER', LEAGUE_SERVICE_MESSAGES.notParticipant);
  }

  return {
    /** Computed by the league's rules on every read (never stored, so never stale: decision 201). */
    async standings(user: User, leagueId: number): Promise<StandingsResponse> {
      return (await night.readerModelOf(user, leagueId)).standings();
    },

    async leaderboard(user: User, leagueId: number): Promise<Leaderboard> {
      return (await night.readerModelOf(user, leagueId)).leaderboard(facilityToday(now()));
    },

    async resultsMail(user: User, leagueId: number): Promise<ResultsMailSetting> {
      await requirePlayer(user, leagueId);
      return { resultsMail: await store.participants.resultsMail(leagueId, user.id) };
    },

    async setResultsMail(user: User, leagueId: number, input: ResultsMailSetting): Promise<ResultsMailSetting> {
      await requirePlayer(user, leagueId);
      await store.participants.setResultsMail(leagueId, user.id, input.resultsMail);
      return { resultsMail: input.resultsMail };
    },

    /** The one-click unsubscribe of a results e-mail (docs/decisions/281-one-click-unsubscribe.md): no session. */
    async stopResultsMail(leagueId: number, userId: number): Promise<void> {
      await store.participants.setResultsMail(leagueId, userId, false);
    },

    /** For the unsubscribe page: the league's name and whether the player gets its results; undefined if not one. */
    async resultsMailOf(leagueId: number, userId: number): Promise<{ leagueName: string; on: boolean } | undefined> {
      const league = await store.leagues.findById(leagueId);
      if (!league) return undefined;
      const mine = (await store.participants.listByLeague(leagueId)).some((p) => p.userId === userId);
      return mine ? { leagueName: league.name, on: await store.participants.resultsMail(leagueId, userId) } : undefined;
    },
  };
}
