// GET /api/leagues and GET /api/leagues/:id (docs/requirements.md#member-calls). Members see the leagues they could
// join or that block bays: active ones that have not ended (facility date). League managers (policy
// capability admin:leagues) see every league. League management comes with the leagues issue.
import { Router } from 'express';
import { API, can, facilityToday, type User } from '@longwood/core';
import { AppError } from '../../http/errors';
import { handle } from '../../http/contract-route';
import type { LeagueFilter, LeaguesRepository } from './repository';

const LEAGUE_NOT_FOUND_MESSAGE = "The league you're looking for doesn't exist or has been removed.";

export function createLeaguesRouter(leagues: LeaguesRepository, now: () => Date): Router {
  const visibleTo = (user: User): LeagueFilter =>
    can(user, 'admin:leagues') ? {} : { currentOn: facilityToday(now()) };

  const router = Router();
  handle(router, API.leagues.list, ({ user }) => leagues.list(visibleTo(user)));
  handle(router, API.leagues.get, async ({ user, params }) => {
    const league = await leagues.findById(params.id, visibleTo(user));
    if (!league) throw new AppError('NOT_FOUND', LEAGUE_NOT_FOUND_MESSAGE);
    return league;
  });
  return router;
}
