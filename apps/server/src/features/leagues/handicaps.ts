// A league's handicaps (docs/decisions/211-league-handicaps-and-scorecards.md): every team's handicap round by round
// as core's read model works it out, a player's starting handicap (a scramble team's with the two players' handicaps
// it was made from), the organiser's override with its reason, and the whole field's starting handicaps at once
// (docs/decisions/290-starting-handicaps-for-the-field.md). Every change is in the activity log.
import {
  handicapText,
  playerHandicapsText,
  teamHandicap,
  teamPlayers,
  type ParticipantHandicapInput,
  type PlayerHandicap,
  type StartingHandicapsSave,
  type TeamHandicapState,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import type { ReadModels } from './night';

const HANDICAP_MESSAGES = {
  playerHandicaps: 'Players’ handicaps make the starting handicap of a scramble team of two players',
} as const;

export function createLeagueHandicaps(ctx: LeagueContext, night: ReadModels) {
  const { store, requireLeague, recordPlay } = ctx;
  const { readModelOf, readerModelOf } = night;

  return {
    async handicaps(user: User, leagueId: number): Promise<{ handicaps: PlayerHandicap[] }> {
      return { handicaps: (await readerModelOf(user, leagueId)).playerHandicaps() };
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
            throw new AppError('VALIDATION_FAILED', HANDICAP_MESSAGES.playerHandicaps, {
              playerHandicaps: [HANDICAP_MESSAGES.playerHandicaps],
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
     * The field's starting handicaps in one transaction: every entry must be a player of the league, else nothing is
     * kept (400 naming the entry). A scramble team's figure is its team's (its players' handicaps kept with it are
     * dropped, as a single figure set alone drops them).
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
  };
}
