// League use cases, composed into the one service router.ts and composition.ts use: league management
// (league-settings.ts) and its booking schedule (schedule.ts), signup and participants (signup.ts), play: rounds,
// score sheets, scores and absences (play.ts), the night's settings, handicaps and side games (night.ts,
// handicaps.ts, side-games.ts), results: standings and the leaderboard (results.ts), the night's printouts
// (night-sheet.ts), the players' posted cards (cards.ts), flights (flights.ts), organisers (organisers.ts) and the
// course list rounds are played on (courses.ts). What they share (the dependencies, messages, lookups and
// activity-log entries) is in league-context.ts.
import {
  DEFAULT_BAYS,
  leagueBaysMaxMessage,
  openBayIds,
  type CreateLeaguePayload,
  type CreateScheduleInput,
  type LeagueForm,
  type LeagueRound,
  type UpdateRoundInput,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { createCourses } from './courses';
import { createLeagueContext, type LeaguesServiceDeps } from './league-context';
import { createLeagueNight } from './night';
import { createLeagueHandicaps } from './handicaps';
import { createLeagueSettings } from './league-settings';
import { createLeagueSideGames } from './side-games';
import { createLeagueFlights } from './flights';
import { createLeagueSides } from './sides';
import { createLeagueOrganisers } from './organisers';
import { createLeagueCards } from './cards';
import { createLeaguePlay } from './play';
import { createLeagueResults } from './results';
import { createLeagueMoney } from './money';
import { createLeagueNightSheet } from './night-sheet';
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
  /** A league uses at most the facility's open bays (docs/decisions/229-bays-as-facility-settings.md). */
  const withinOpenBays = async <T>(form: Pick<LeagueForm, 'numberOfBays'>, write: () => Promise<T>): Promise<T> => {
    const { bays = DEFAULT_BAYS } = await deps.reservations.limits();
    const open = openBayIds(bays).length;
    if (form.numberOfBays > open) {
      const message = leagueBaysMaxMessage(open);
      throw new AppError('VALIDATION_FAILED', message, { numberOfBays: [message] });
    }
    return write();
  };
  const context = createLeagueContext(deps);
  const night = createLeagueNight(context);
  // Play tells the results e-mail of every save.
  const resultsMail = createResultsMail(context, night);
  const play = createLeaguePlay(context, night, (...saved) => resultsMail.roundSaved(...saved));
  const service = {
    ...createLeagueSettings(context),
    ...createLeagueSchedule(context),
    ...createLeagueSignup(context),
    ...play,
    ...night,
    ...createLeagueHandicaps(context, night),
    ...createLeagueSideGames(context, night),
    ...createLeagueResults(context, night),
    ...createLeagueNightSheet(context, night, (user, leagueId, roundId) => play.matchups(user, leagueId, roundId)),
    ...createCourses(context),
    ...createLeagueOrganisers(context),
    ...createLeagueCards(context),
    ...createLeagueFlights(context, night),
    ...createLeagueSides(context, night),
    ...createLeagueMoney(context, night),
    /** The roles the user holds for the league (its organiser), for the route guard (docs/decisions/272-league-organisers.md). */
    rolesIn: context.rolesIn,
  };
  // The writes that change which bays a league holds are told once they succeeded.
  return {
    ...service,
    create: (actor: User, payload: CreateLeaguePayload) =>
      withinOpenBays(payload, () => changing(service.create(actor, payload))),
    createSchedule: (actor: User, id: number, options?: CreateScheduleInput) =>
      changing(service.createSchedule(actor, id, options)),
    /** A round's date, course or name (decision 110), answered as the rounds list has it. */
    updateRound: async (actor: User, id: number, roundId: number, input: UpdateRoundInput): Promise<LeagueRound> => {
      await changing(service.editRound(actor, id, roundId, input));
      return (await play.rounds(actor, id)).find((r) => r.id === roundId)!;
    },
    update: (actor: User, id: number, form: LeagueForm) =>
      withinOpenBays(form, () => changing(service.update(actor, id, form))),
    remove: (actor: User, id: number) => changing(service.remove(actor, id)),
  };
}
export type LeaguesService = ReturnType<typeof createLeaguesService>;
