// A round's skins and side games (docs/decisions/279-league-side-games.md): both answered by core's read model; the
// organiser enters the side games' distances, every entry checked by core's sideGameEntriesProblems (the league's
// chosen holes of the round's course, a par 3 for closest to the pin, a player of the round) before any is kept, not
// before the round's night. A player posts their own with their card (cards.ts).
import {
  facilityToday,
  playersOfRound,
  POSTED_CARD_MESSAGES,
  SIDE_GAME_NAMES,
  sideGameDistanceText,
  sideGameEntriesProblems,
  type SideGameRow,
  type SideGamesSave,
  type SkinsResponse,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { playedCourseOf } from './courses';
import type { LeagueContext } from './league-context';
import type { ReadModels } from './night';

export function createLeagueSideGames(ctx: LeagueContext, night: ReadModels) {
  const { store, now, timestamp, requireLeague, requireReader, requireRound, recordPlayChange } = ctx;
  const { readModelOf } = night;

  return {
    async skins(user: User, leagueId: number, roundId: number): Promise<SkinsResponse> {
      const league = await requireReader(user, leagueId);
      const round = await requireRound(leagueId, roundId);
      const { model } = await readModelOf(league);
      return { skins: model.skins(round), sideGames: model.sideGames(round) };
    },

    /** The side games' distances of a round, merged into what it holds. */
    async saveSideGames(actor: User, leagueId: number, roundId: number, input: SideGamesSave): Promise<SkinsResponse> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        if (round.roundDate > facilityToday(now())) {
          throw new AppError('ROUND_NOT_PLAYED', POSTED_CARD_MESSAGES.notPlayed);
        }
        const participants = await tables.participants.listByLeague(leagueId);
        const players = new Set(playersOfRound(participants, round.roundNumber).map((p) => p.id));
        // The holes it plays, numbered as on the course (a back nine's 10 to 18: decision 289).
        const course = await playedCourseOf(tables, round);
        // A distance to the pin agrees with the player's score on the hole (decision 484): their team's card as saved
        // on the sheet, else the card they posted.
        const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
        const saved = new Map<number, readonly number[]>();
        for (const s of await tables.scores.listByLeague(leagueId, roundId)) {
          if (s.holes) saved.set(teamOf.get(s.participantId)!, s.holes);
        }
        const posted = new Map(
          (await tables.postedCards.listByLeague(leagueId, roundId)).map((c) => [c.participantId, c.holes]),
        );
        // A marked player's substitute measures with their own card (decision 498).
        const substitutes = new Map(
          (await tables.absences.listByLeague(leagueId, roundId)).flatMap((a) =>
            a.substitute?.holes ? [[a.participantId, a.substitute.holes] as const] : [],
          ),
        );
        const holeScore = (participantId: number, i: number) =>
          (substitutes.get(participantId) ?? saved.get(teamOf.get(participantId)!) ?? posted.get(participantId))?.[i] ??
          null;
        const on = { chosen: league, course: course ?? null, holeScore };
        const fields = sideGameEntriesProblems(input.entries, on, players, 'entries');
        const first = Object.values(fields)[0];
        if (first) throw new AppError('VALIDATION_FAILED', first[0], fields);
        const before = await tables.sideGames.listByLeague(leagueId, roundId);
        await tables.sideGames.setEntries(leagueId, roundId, input.entries, timestamp());
        const after = await tables.sideGames.listByLeague(leagueId, roundId);
        const nameOf = new Map(participants.map((p) => [p.id, p.name]));
        const snapshot = (rows: readonly SideGameRow[]) =>
          Object.fromEntries(
            rows.map((r) => [
              `${SIDE_GAME_NAMES[r.game]}, hole ${r.hole}, ${nameOf.get(r.participantId) ?? r.participantId}`,
              sideGameDistanceText(r.game, r.distance),
            ]),
          );
        await recordPlayChange(unitOfWork, actor, 'league.side-games-saved', league, snapshot(before), snapshot(after));
        const { model } = await readModelOf(league, tables);
        return { skins: model.skins(round), sideGames: model.sideGames(round) };
      });
    },
  };
}
