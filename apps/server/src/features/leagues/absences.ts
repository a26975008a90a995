// Did-not-play marks and substitutes (docs/decisions/270-league-absences-and-round-completion.md,
// 274-league-substitutes.md): an organiser marks a player who did not play a round, or takes the mark off, with the
// substitute who played for them when the league's absence rule takes one. Core says what a mark's substitute is; a
// round the mark completes sends its results e-mail, as a save of its last card does.
import {
  personName,
  strokesFromHoles,
  substituteAfter,
  substituteProblem,
  type AbsenceInput,
  type LeagueRound,
  type Substitute,
  type User,
} from '@longwood/core';
import { AppError } from '../../http/errors';
import { playedCourseOf } from './courses';
import { LEAGUE_SERVICE_MESSAGES, type LeagueContext } from './league-context';
import type { RoundSaved } from './play';
import { playOf, roundWithProgress } from './rounds';

export function createLeagueAbsences(ctx: LeagueContext, roundSaved: RoundSaved) {
  const { store, timestamp, recordPlayChange, requireLeague, requireRound } = ctx;

  /** The member a substitute names, as they are now; 400 when they are not a member. */
  async function memberSubstitute(input: AbsenceInput): Promise<{ id: number; name: string } | undefined> {
    const userId = input.substitute?.userId;
    if (userId == null) return undefined;
    const member = await ctx.deps.findUserById(userId);
    if (!member?.isMember) {
      throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.substituteNotMember, {
        substitute: [LEAGUE_SERVICE_MESSAGES.substituteNotMember],
      });
    }
    return { id: member.id, name: personName(member) };
  }

  return {
    /** A player with a card in the round cannot be marked (409 PLAYER_HAS_CARD). */
    async setAbsence(
      actor: User,
      leagueId: number,
      roundId: number,
      participantId: number,
      input: AbsenceInput,
    ): Promise<LeagueRound> {
      const problem = substituteProblem(input);
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { substitute: [problem] });
      const member = await memberSubstitute(input);
      return store.locked(leagueId, async (tables, unitOfWork) => {
        const league = await requireLeague(leagueId, tables);
        const round = await requireRound(leagueId, roundId, tables);
        const player = await tables.participants.find(leagueId, participantId);
        if (!player) throw new AppError('NOT_FOUND', LEAGUE_SERVICE_MESSAGES.participantNotFound);
        if (input.substitute && (league.scoringType !== 'lowest_score' || league.absenceRule !== 'substitute')) {
          throw new AppError('VALIDATION_FAILED', LEAGUE_SERVICE_MESSAGES.noSubstitutes, {
            substitute: [LEAGUE_SERVICE_MESSAGES.noSubstitutes],
          });
        }
        // A substitute's card by the hole has the round course's holes; its total is their sum (decision 498).
        if (input.substitute?.holes) {
          const course = await playedCourseOf(tables, round);
          const card = strokesFromHoles(input.substitute, course?.holes.length ?? null);
          if (!card.ok) throw new AppError('VALIDATION_FAILED', card.message, { substitute: [card.message] });
        }
        const before = (await tables.absences.listByLeague(leagueId, roundId)).find(
          (a) => a.participantId === participantId,
        );
        const marked = before !== undefined;
        if (input.didNotPlay && !marked) {
          const card = (await tables.scores.listByLeague(leagueId, roundId)).some(
            (s) => s.participantId === participantId && (s.strokes !== null || s.result !== null),
          );
          if (card) throw new AppError('PLAYER_HAS_CARD', LEAGUE_SERVICE_MESSAGES.playerHasCard(player.name));
          await tables.absences.mark(leagueId, roundId, participantId, timestamp());
        } else if (!input.didNotPlay && marked) {
          await tables.absences.clear(leagueId, roundId, [participantId]);
        }
        const substituteBefore = before?.substitute ?? null;
        const substitute = substituteAfter(input, substituteBefore, member);
        if (input.didNotPlay && input.substitute !== undefined) {
          await tables.absences.setSubstitute(leagueId, roundId, participantId, substitute);
        }
        const substituteChanged = JSON.stringify(substituteBefore) !== JSON.stringify(substitute);
        if (input.didNotPlay !== marked || substituteChanged) {
          const snapshot = (didNotPlay: boolean, sub: Substitute | null) => ({
            round: round.roundNumber,
            player: player.name,
            didNotPlay,
            ...(sub ? { substitute: sub.name, substituteHandicap: sub.handicap, substituteStrokes: sub.strokes } : {}),
          });
          await recordPlayChange(
            unitOfWork,
            actor,
            'league.absence-set',
            league,
            snapshot(marked, substituteBefore),
            snapshot(input.didNotPlay, substitute),
          );
          await roundSaved(tables, unitOfWork, league, round);
        }
        const { rounds: _rounds, ...play } = await playOf(tables, leagueId);
        return roundWithProgress(league, round, play);
      });
    },
  };
}
