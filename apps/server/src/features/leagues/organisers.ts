// A league's organisers (docs/decisions/272-league-organisers.md): an admin gives a member or a front-desk user one
// league's night (its sheets, cards, did-not-play marks, withdrawals and printouts) and takes it back; the person
// lists the leagues they organise. Whether someone organises a league is asked by the route guard (rolesIn, handed
// to core's policy), never decided here.
import { mayOrganiseLeagues, personName, type LeagueOrganiser, type OrganisedLeague, type User } from '@longwood/core';
import { AppError } from '../../http/errors';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';

export function createLeagueOrganisers(ctx: LeagueContext) {
  const { deps, store, timestamp, recordPlay, requireLeague } = ctx;
  return {
    async organisers(leagueId: number): Promise<LeagueOrganiser[]> {
      await requireLeague(leagueId);
      return store.organisers.listByLeague(leagueId);
    },

    /** PUT …/organisers/{userId}: 409 ORGANISER_NOT_ELIGIBLE unless they are a member or front-desk user. */
    async grantOrganiser(actor: User, leagueId: number, userId: number): Promise<LeagueOrganiser[]> {
      const person = await deps.findUserById(userId);
      if (!person) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.userNotFound);
      if (!mayOrganiseLeagues(person)) {
        throw new AppError('ORGANISER_NOT_ELIGIBLE', LEAGUE_SERVICE_MESSAGES.organiserNotEligible);
      }
      return store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        if (await tables.organisers.grant(leagueId, userId, timestamp())) {
          await recordPlay(unitOfWork, actor, league, 'league.organiser-granted', null, {
            organiser: personName(person),
          });
        }
        return tables.organisers.listByLeague(leagueId);
      });
    },

    /** DELETE …/organisers/{userId}: taking back what they did not have changes nothing. */
    async revokeOrganiser(actor: User, leagueId: number, userId: number): Promise<void> {
      const person = await deps.findUserById(userId);
      await store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        if (await tables.organisers.revoke(leagueId, userId)) {
          const organiser = person ? personName(person) : `User ${userId}`;
          await recordPlay(unitOfWork, actor, league, 'league.organiser-revoked', { organiser }, null);
        }
      });
    },

    /** GET /api/user/organised-leagues: the leagues the person organises while they may organise at all. */
    async organised(user: User): Promise<OrganisedLeague[]> {
      return mayOrganiseLeagues(user) ? store.organisers.leaguesOf(user.id) : [];
    },
  };
}
