// The league night's handicaps, net and skins (docs/decisions/211-league-handicaps-and-scorecards.md): the league's
// settings, every team's handicap round by round (core's leagueHandicaps, computed on every read from the stored gross
// scores, like the standings), a player's starting handicap (a scramble team's with the two players' handicaps it was
// made from) and the organiser's override with its reason (both in the activity log), and a round's skins.
import {
  computeSkins,
  leagueHandicaps,
  leagueNightOf,
  playerHandicapsText,
  teamHandicap,
  teamPlayerHandicaps,
  type League,
  type LeagueNight,
  type LeagueNightUpdate,
  type ParticipantHandicapInput,
  type PlayerHandicap,
  type ScoreRow,
  type Skin,
  type SkinsResponse,
  type TeamHandicapState,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import type { StoredCourse } from './courses-repository';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import type { LeagueTables } from './store';

/** A team's players by display name: its rows' players, then a partner held on a row (a guest partner). */
export function teamPlayers(
  participants: readonly { teamId: number; name: string; player2Name?: string | null }[],
  teamId: number,
): string[] {
  const team = participants.filter((p) => p.teamId === teamId);
  return [...team.map((p) => p.name), ...team.flatMap((p) => (p.player2Name ? [p.player2Name] : []))];
}

/** A round's skins by the league's skins game, from every team's card in it (none without a game or a course). */
export function roundSkins(
  league: League,
  round: { id: number; courseId: number | null },
  states: ReadonlyMap<number, TeamHandicapState>,
  courseOf: ReadonlyMap<number, StoredCourse>,
): Skin[] {
  const course = round.courseId === null ? undefined : courseOf.get(round.courseId);
  if (league.skinsMode === 'off' || !course) return [];
  const cards = [...states.values()].flatMap((state) => {
    const card = state.rounds.get(round.id);
    if (!card) return [];
    return [
      {
        participantId: card.participantId,
        teamId: state.teamId,
        holes: card.holes,
        strokes: league.handicapMode === 'off' ? [] : card.strokesOnHoles,
      },
    ];
  });
  const mode = league.skinsMode === 'net' && league.handicapMode !== 'off' ? 'net' : 'gross';
  return computeSkins({ cards, holeCount: course.holes.length, mode, carryOver: league.skinsCarryOver });
}

export const NIGHT_MESSAGES = {
  bestOf: 'Best rounds must be between 1 and the rounds counted',
  playerHandicaps: 'Players’ handicaps make the starting handicap of a scramble team of two players',
} as const;

export function createLeagueNight(ctx: LeagueContext) {
  const { store, requireLeague, requireReader, requireRound, recordPlay } = ctx;

  /** Every team's handicaps in the league, from its rounds, courses, scores and players' settings. */
  /**
   * Every team's league handicap round by round. `planned`: a round's scores as a sheet being saved would leave them
   * (the handicaps its match cards are decided with), in place of what the round holds.
   */
  async function handicapsOf(
    league: League,
    tables: LeagueTables = store,
    planned?: { roundId: number; scores: readonly ScoreRow[] },
  ) {
    // One after another: in a transaction (an override, a save's results e-mail) the reads share one connection.
    const rounds = await tables.rounds.listByLeague(league.id);
    const participants = await tables.participants.listByLeague(league.id);
    const stored = await tables.scores.listByLeague(league.id);
    const scores = planned
      ? [
          ...stored.filter((s) => s.roundId !== planned.roundId),
          ...planned.scores.map((s) => ({ ...s, roundId: planned.roundId })),
        ]
      : stored;
    const settings = await tables.participants.handicapSettings(league.id);
    const courses = await tables.courses.findMany(
      rounds.map((r) => r.courseId).filter((id): id is number => id !== null),
    );
    const courseOf = new Map<number, StoredCourse>(courses.map((c) => [c.id, c]));
    const settingsOf = new Map(settings.map((s) => [s.participantId, s]));
    const states = leagueHandicaps({
      rules: league,
      participants: participants.map((p) => ({
        ...p,
        startingHandicap: settingsOf.get(p.id)?.startingHandicap ?? null,
        override: settingsOf.get(p.id)?.override ?? null,
      })),
      rounds: rounds.map((r) => ({ ...r, course: r.courseId === null ? null : (courseOf.get(r.courseId) ?? null) })),
      scores,
    });
    /** A team's players with the handicaps its starting handicap was made from (kept on its lead's row), or null. */
    const playerHandicapsOf = (teamId: number) => {
      const lead = states.get(teamId)?.participantId;
      const kept = lead === undefined ? null : (settingsOf.get(lead)?.playerHandicaps ?? null);
      return teamPlayerHandicaps(teamPlayers(participants, teamId), kept);
    };
    return { states, rounds, participants, courseOf, playerHandicapsOf };
  }

  function playerHandicap(
    state: TeamHandicapState,
    participants: readonly { id: number; teamId: number; name: string; player2Name?: string | null }[],
    playerHandicapsOf: (teamId: number) => PlayerHandicap['playerHandicaps'],
  ): PlayerHandicap {
    return {
      participantId: state.participantId,
      teamId: state.teamId,
      players: teamPlayers(participants, state.teamId),
      startingHandicap: state.startingHandicap,
      playerHandicaps: playerHandicapsOf(state.teamId),
      current: {
        handicap: state.current.handicap,
        provisional: state.current.provisional,
        overridden: state.current.overridden,
        basis: state.current.basis,
      },
      rounds: [...state.rounds.values()].map((r) => ({
        roundId: r.roundId,
        roundNumber: r.roundNumber,
        gross: r.gross,
        strokesGiven: r.strokesGiven,
        net: r.net,
        handicapBefore: r.before.handicap,
        handicapAfter: r.after.handicap,
      })),
    };
  }

  return {
    handicapsOf,

    async updateNight(actor: User, leagueId: number, input: LeagueNightUpdate): Promise<League> {
      return store.transaction(async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const before = leagueNightOf(league);
        const next: LeagueNight = { ...before, ...input };
        if (next.handicapBestOf > next.handicapRounds) {
          throw new AppError('VALIDATION_FAILED', NIGHT_MESSAGES.bestOf, { handicapBestOf: [NIGHT_MESSAGES.bestOf] });
        }
        await tables.leagues.updateNight(leagueId, next);
        if (JSON.stringify(before) !== JSON.stringify(next)) {
          await recordPlay(unitOfWork, actor, league, 'league.night-updated', { ...before }, { ...next });
        }
        return requireLeague(leagueId, tables);
      });
    },

    async handicaps(user: User, leagueId: number): Promise<{ handicaps: PlayerHandicap[] }> {
      const league = await requireReader(user, leagueId);
      const { states, participants, playerHandicapsOf } = await handicapsOf(league);
      return { handicaps: [...states.values()].map((s) => playerHandicap(s, participants, playerHandicapsOf)) };
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
        const before = await handicapsOf(league, tables);
        const beforeState = before.states.get(player.teamId)!;
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
        const after = await handicapsOf(league, tables);
        const afterState = after.states.get(player.teamId)!;
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
        return playerHandicap(afterState, participants, after.playerHandicapsOf);
      });
    },

    async skins(user: User, leagueId: number, roundId: number): Promise<SkinsResponse> {
      const league = await requireReader(user, leagueId);
      const round = await requireRound(leagueId, roundId);
      if (league.skinsMode === 'off' || round.courseId === null) return { skins: [] };
      const { states, courseOf } = await handicapsOf(league);
      return { skins: roundSkins(league, round, states, courseOf) };
    },
  };
}
