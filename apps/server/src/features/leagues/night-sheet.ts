// The league night as printed (docs/decisions/213-league-night-printouts-results-and-leaderboard.md): a round's
// pairings/bay sheet and scorecards with each team's handicap strokes (core's assignBays and cardStrokes), from the
// league's read model (docs/decisions/232-leagues-as-one-domain-module.md).
import {
  assignBays,
  cardHandicapBasis,
  cardPlayerHandicaps,
  cardStrokes,
  matchCardStrokes,
  handicapInto,
  publicRound,
  leagueSessionBays,
  teamPlayers,
  playersOfRound,
  teamsOf,
  type League,
  type Matchup,
  type NightBay,
  type NightSheet,
  type User,
} from '@longwood/core';
import type { LeagueContext } from './league-context';
import type { ReadModels } from './night';

type Matchups = (user: User, leagueId: number, roundId: number) => Promise<Matchup[]>;

export function createLeagueNightSheet(ctx: LeagueContext, night: ReadModels, matchups: Matchups) {
  const { reservations, requireLeague, requireRound } = ctx;

  /** The bays a league holds on a night: its reserved rows (a generated schedule), else its session's bays. */
  async function baysOn(league: League, date: string): Promise<NightBay[]> {
    const day = await reservations.dayOccupancy(date);
    const held = day.occupancies.filter((o) => o.kind === 'league' && o.leagueId === league.id);
    if (held.length > 0) {
      const byBay = new Map(held.map((o) => [o.simulatorId, o]));
      return [...byBay.values()].map((o) => ({ bay: o.simulatorId, startTime: o.startTime, endTime: o.endTime }));
    }
    if (!league.startTime || !league.endTime) return [];
    return leagueSessionBays(league.numberOfBays).map((bay) => ({
      bay,
      startTime: league.startTime!,
      endTime: league.endTime!,
    }));
  }

  return {
    async nightSheet(actor: User, leagueId: number, roundId: number): Promise<NightSheet> {
      const league = await requireLeague(leagueId);
      const round = await requireRound(leagueId, roundId);
      const { participants, model } = await night.readModelOf(league);
      const { handicaps: states, courseOfRound, playerHandicapsOf } = model;
      // As the round plays it: a back nine's holes are 10 to 18 on its cards (decision 289).
      const course = courseOfRound(round);
      // The round's players only: one who withdrew before it, or joins after it, is not on its sheet (decision 271).
      const teams = teamsOf(playersOfRound(participants, round.roundNumber));
      const inRound = new Set(teams.map((t) => t.teamId));
      // A match's two sides share a bay: the round's pairings (stored or suggested) in order, then anyone unpaired.
      const groups: number[][] = [];
      if (league.scoringType === 'match_play') {
        const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
        const placed = new Set<number>();
        for (const m of await matchups(actor, leagueId, roundId)) {
          const group = [m.participantId, m.opponentParticipantId]
            .filter((id): id is number => id !== null)
            .map((id) => teamOf.get(id))
            .filter((t): t is number => t !== undefined && inRound.has(t) && !placed.has(t));
          group.forEach((t) => placed.add(t));
          if (group.length > 0) groups.push(group);
        }
        for (const team of teams) if (!placed.has(team.teamId)) groups.push([team.teamId]);
      } else {
        for (const team of teams) groups.push([team.teamId]);
      }
      const players = (teamId: number) => teamPlayers(participants, teamId).length;
      const slots = assignBays(groups, await baysOn(league, round.roundDate), round.roundNumber, players);
      const slotOf = new Map(slots.flatMap((s) => s.teamIds.map((t) => [t, s] as const)));
      const order = groups.flat();
      const figureOf = (teamId: number) =>
        league.handicapMode === 'off' ? null : handicapInto(states.get(teamId), roundId);
      // A match's two cards mark the strokes received in the match, as the match is decided by the hole.
      const matchStrokes = new Map<number, { strokes: number; strokesOnHoles: number[] }>();
      const opponentOf = new Map<number, number>();
      if (league.scoringType === 'match_play') {
        for (const group of groups) {
          if (group.length !== 2) continue;
          const [a, b] = group as [number, number];
          opponentOf.set(a, b).set(b, a);
          if (!course) continue;
          const [first, second] = matchCardStrokes(
            [figureOf(a)?.handicap ?? null, figureOf(b)?.handicap ?? null],
            course.holes,
          );
          matchStrokes.set(a, first).set(b, second);
        }
      }
      const cards = order.map((teamId) => {
        const state = states.get(teamId);
        const figure = figureOf(teamId);
        const handicap = figure?.handicap ?? null;
        const opponent = opponentOf.get(teamId);
        return {
          teamId,
          participantId: state?.participantId ?? teams.find((t) => t.teamId === teamId)!.members[0]!.id,
          players: teamPlayers(participants, teamId),
          bay: slotOf.get(teamId)?.bay ?? null,
          teeTime: slotOf.get(teamId)?.teeTime ?? null,
          handicap,
          provisional: figure?.provisional ?? false,
          handicapBasis: cardHandicapBasis(league.leagueType, figure),
          playerHandicaps: cardPlayerHandicaps(league.leagueType, figure, playerHandicapsOf(teamId)),
          // The strokes of the handicap the standings' net uses for the round (a scramble team: its own).
          ...(matchStrokes.get(teamId) ?? cardStrokes(handicap, course ? course.holes : null)),
          opponent: opponent === undefined ? null : teamPlayers(participants, opponent),
        };
      });
      const money = model.money(round);
      return {
        leagueId,
        leagueName: league.name,
        leagueType: league.leagueType,
        scoringType: league.scoringType,
        handicapMode: league.handicapMode,
        round: publicRound(round),
        course: course && {
          id: course.id,
          name: course.name,
          holes: course.holes,
          par: course.par,
          firstHole: course.firstHole,
          courseHoles: course.courseHoles,
        },
        bays: slots.map(({ bay, startTime, endTime, teamIds }) => ({ bay, startTime, endTime, teamIds })),
        cards,
        money: money && { buyInPer: league.buyInPer, flights: money },
      };
    },
  };
}
