// GET /api/leagues and GET /api/leagues/:id (SPEC §7, members). Members see the leagues they could join or
// that block bays: active ones that have not ended (facility date). Admins see every league.
// League management (create, edit, participants, rounds, scores) comes with the leagues issue.
import { Router, type Request } from 'express';
import { facilityToday } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { currentUser, requireMember } from '../../http/auth';
import { notFound } from '../../http/errors';
import { parseIdParam } from '../../http/validate';
import { createLeaguesRepository, type LeagueFilter } from './repository';

export function createLeaguesRouter(ctx: AppContext): Router {
  const leagues = createLeaguesRepository(ctx.db);
  const visibleTo = (req: Request): LeagueFilter =>
    currentUser(req).isAdmin ? {} : { currentOn: facilityToday(ctx.now()) };

  const router = Router();
  router.get('/leagues', requireMember, async (req, res) => {
    res.json(await leagues.list(visibleTo(req)));
  });
  router.get('/leagues/:id', requireMember, async (req, res) => {
    const league = await leagues.findById(parseIdParam(req), visibleTo(req));
    if (!league) throw notFound("The league you're looking for doesn't exist or has been removed.");
    res.json(league);
  });
  return router;
}
