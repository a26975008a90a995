// The league night's handicaps and skins (docs/decisions/211-league-handicaps-and-scorecards.md): the league's
// settings, every team's handicap round by round and a round's skins (answered by core's league read model over the
// rows leagueRowsOf loads, docs/decisions/232-leagues-as-one-domain-module.md) with its side games' distances
// (docs/decisions/279-league-side-games.md), a player's starting handicap (a
// scramble team's with the two players' handicaps it was made from) and the organiser's override with its reason
// (both in the activity log).
import {
  absenceRuleProblem,
  facilityToday,
  playersOfRound,
  POSTED_CARD_MESSAGES,
  SIDE_GAME_NAMES,
  sideGameDistanceText,
  sideGameEntriesProblems,
  type SideGameRow,
  type SideGamesSave,
  leagueNightOf,
  leagueReadModel,
  playerHandicapsText,
  teamHandicap,
  teamPlayers,
  type League,
  type LeagueNight,
  type LeagueNightUpdate,
  type ParticipantHandicapInput,
  type PlayerHandicap,
  type ScoreRow,
  type SkinsResponse,
  type StartingHandicapsSave,
  handicapText,
  type TeamHandicapState,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { playedCourseOf } from './courses';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import { leagueRowsOf } from './league-rows';
import type { LeagueTables } from './store';

export const NIGHT_MESSAGES = {
  bestOf: 'Best rounds must be between 1 and the rounds counted',
  playerHandicaps: 'Players’ handicaps make the starting handicap of a scramble team of two players',
} as const;

export function createLeagueNight(ctx: LeagueContext) {
  const { store, now, timestamp, requireLeague, requireReader, requireRound, recordPlay, recordPlayChange } = ctx;

  /**
   * The league's read model over its rows, read in `tables` (a save's transaction sees its own scores). `planned`: a
   * round's scores as a sheet being saved would leave them (the handicaps its match cards are decided with), in place
   * of what the round holds.
   */
  async function readModelOf(
    league: League,
    tables: LeagueTables = store,
    planned?: { roundId: number; scores: readonly ScoreRow[] },
  ) {
    const rows = await leagueRowsOf(league, tables, planned);
    return { ...rows, model: leagueReadModel(rows) };
  }

  return {
    readModelOf,

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
        if (next.absenceRule === 'no_score' || next.absenceRule === 'average') next.absenceValue = null;
        await tables.leagues.updateNight(leagueId, next);
        if (JSON.stringify(before) !== JSON.stringify(next)) {
          // The side games' holes are recorded as their text ('3, 8').
          const snapshot = (n: LeagueNight) => ({
            ...n,
            closestToPinHoles: n.closestToPinHoles.join(', '),
            longDriveHoles: n.longDriveHoles.join(', '),
          });
          await recordPlay(unitOfWork, actor, league, 'league.night-updated', snapshot(before), snapshot(next));
        }
        return requireLeague(leagueId, tables);
      });
    },

    async handicaps(user: User, leagueId: number): Promise<{ handicaps: PlayerHandicap[] }> {
      const league = await requireReader(user, leagueId);
      return { handicaps: (await readModelOf(league)).model.playerHandicaps() };
    },

    /** An override holds from the next round to be played (after the last round with a score) until cleared. */
    async setHandicap(
      actor: User,
      leagueId: number,
      participantId: number,
      input: ParticipantHandicapInput,
    ): Promise<PlayerHandicap> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const participants = await tables.participants.listByLeague(leagueId);
        const player = participants.find((p) => p.id === participantId);
        if (!player) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        const before = (await readModelOf(league, tables)).model;
        const beforeState = before.handicaps.get(player.teamId)!;
        const lead = beforeState.participantId;
        // A scramble team's two players' handicaps make its starting handicap (the schema refused a different one
        // sent with them); a starting handicap set or removed without them drops the ones kept.
        let starting: { startingHandicap?: number | null; playerHandicaps?: [number, number] | null } = {};
        if (input.playerHandicaps !== undefined) {
          if (league.leagueType !== 'scramble' || teamPlayers(participants, player.teamId).length !== 2) {
            throw new AppError('VALIDATION_FAILED', NIGHT_MESSAGES.playerHandicaps, {
              playerHandicaps: [NIGHT_MESSAGES.playerHandicaps],
            });
          }
          starting = { startingHandicap: teamHandicap(input.playerHandicaps), playerHandicaps: input.playerHandicaps };
        } else if (input.startingHandicap !== undefined) {
          starting = { startingHandicap: input.startingHandicap, playerHandicaps: null };
        }
        const rounds = await tables.rounds.listByLeague(leagueId);
        const scored = new Set((await tables.scores.listByLeague(leagueId)).map((s) => s.roundId));
        const lastScored = Math.max(0, ...rounds.filter((r) => scored.has(r.id)).map((r) => r.roundNumber));
        await tables.participants.setHandicapSettings(leagueId, lead, {
          ...starting,
          ...(input.override !== undefined
            ? { override: input.override && { ...input.override, fromRoundNumber: lastScored + 1 } }
            : {}),
        });
        const after = (await readModelOf(league, tables)).model;
        const afterState = after.handicaps.get(player.teamId)!;
        const snapshot = (s: TeamHandicapState, of: typeof before) => ({
          player: player.name,
          startingHandicap: s.startingHandicap,
          playerHandicaps: playerHandicapsText(of.playerHandicapsOf(player.teamId) ?? []) || null,
          handicap: s.current.handicap,
          basis: s.current.basis,
        });
        await recordPlay(
          unitOfWork,
          actor,
          league,
          'league.handicap-set',
          snapshot(beforeState, before),
          snapshot(afterState, after),
        );
        return after.playerHandicap(afterState);
      });
    },

    /**
     * The field's starting handicaps in one transaction (docs/decisions/290-starting-handicaps-for-the-field.md):
     * every entry must be a player of the league, else nothing is kept (400 naming the entry). A scramble team's
     * figure is its team's (its players' handicaps kept with it are dropped, as a single figure set alone drops them).
     */
    async saveStartingHandicaps(
      actor: User,
      leagueId: number,
      input: StartingHandicapsSave,
    ): Promise<{ handicaps: PlayerHandicap[] }> {
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const participants = await tables.participants.listByLeague(leagueId);
        const byId = new Map(participants.map((p) => [p.id, p]));
        const fields: Record<string, string[]> = {};
        input.entries.forEach((entry, i) => {
          if (!byId.has(entry.participantId)) {
            fields[`entries.${i}.participantId`] = [LEAGUE_SERVICE_MESSAGES.participantNotFound];
          }
        });
        const first = Object.values(fields)[0];
        if (first) throw new AppError('VALIDATION_FAILED', first[0], fields);
        const before = (await readModelOf(league, tables)).model;
        const changed: Record<string, string> = {};
        const was: Record<string, string> = {};
        for (const entry of input.entries) {
          const player = byId.get(entry.participantId)!;
          const state = before.handicaps.get(player.teamId)!;
          await tables.participants.setHandicapSettings(leagueId, state.participantId, {
            startingHandicap: entry.startingHandicap,
            playerHandicaps: null,
          });
          if (state.startingHandicap !== entry.startingHandicap) {
            was[player.name] = state.startingHandicap === null ? 'none' : handicapText(state.startingHandicap);
            changed[player.name] = entry.startingHandicap === null ? 'none' : handicapText(entry.startingHandicap);
          }
        }
        if (Object.keys(changed).length > 0) {
          await recordPlay(unitOfWork, actor, league, 'league.handicap-set', was, changed);
        }
        return { handicaps: (await readModelOf(league, tables)).model.playerHandicaps() };
      });
    },

    async skins(user: User, leagueId: number, roundId: number): Promise<SkinsResponse> {
      const league = await requireReader(user, leagueId);
      const round = await requireRound(leagueId, roundId);
      const { model } = await readModelOf(league);
      return { skins: model.skins(round), sideGames: model.sideGames(round) };
    },

    /**
     * The side games' distances of a round, merged into what it holds (docs/decisions/279-league-side-games.md):
     * every entry is checked by core's sideGameEntryProblem (the league's chosen holes of the round's course, a par 3
     * for closest to the pin, a player of the round) before any is kept; not before the round's night.
     */
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
        const on = { chosen: league, course: course ?? null };
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
