// League use cases, composed into the one service router.ts and composition.ts use: league management and the
// booking schedule (schedule.ts), signup and participants (signup.ts), and play: rounds, scores, standings and
// matchups (play.ts), and the course list rounds are played on (courses.ts). What they share (the dependencies, messages, lookups and activity-log entries) is in
// league-context.ts.
import type { CreateLeaguePayload, LeagueForm, User } from '@longwood/core';
import { createCourses } from './courses';
import { createLeagueContext, type LeaguesServiceDeps } from './league-context';
import { createLeagueNight } from './night';
import { createLeaguePlay } from './play';
import { createLeagueResults } from './results';
import { createResultsMail } from './results-mail';
import { createLeagueSchedule } from './schedule';
import { createLeagueSignup } from './signup';

export type { LeaguesServiceDeps } from './league-context';

export function createLeaguesService(deps: LeaguesServiceDeps) {
  /** Runs a league write, then tells onLeaguesChanged (only when the write succeeded). */
  const changing = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    deps.onLeaguesChanged?.();
    return result;
  };
  const context = createLeagueContext(deps);
  const night = createLeagueNight(context);
  // The results e-mail reads the standings of play, and play tells it of every save (once both exist).
  const resultsMail = createResultsMail(context, night, (league, tables) => play.standingsOf(league, tables));
  const play = createLeaguePlay(context, night, (...saved) => resultsMail.roundSaved(...saved));
  const service = {
    ...createLeagueSchedule(context),
    ...createLeagueSignup(context),
    ...play,
    ...night,
    ...createLeagueResults(context, night, (user, leagueId, roundId) => play.matchups(user, leagueId, roundId)),
    ...createCourses(context),
  };
  // The writes that change which bays a league holds are told once they succeeded.
  return {
    ...service,
    create: (actor: User, payload: CreateLeaguePayload) => changing(service.create(actor, payload)),
    createSchedule: (actor: User, id: number) => changing(service.createSchedule(actor, id)),
    update: (actor: User, id: number, form: LeagueForm) => changing(service.update(actor, id, form)),
    remove: (actor: User, id: number) => changing(service.remove(actor, id)),
  };
}
export type LeaguesService = ReturnType<typeof createLeaguesService>;
