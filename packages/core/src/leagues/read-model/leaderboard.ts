// The read model's leaderboard of the round being played: every team's card placed flight by flight (by strokes in a
// stroke-play league, decision 213; by its match in a match-play one, docs/decisions/294-live-match-state.md), a team
// without a saved card showing the card its players are posting (docs/decisions/273-player-posted-cards.md).
import type { Leaderboard, LeaderboardMatch } from '../schemas/league-results';
import { teamsOf } from '../rules/league';
import { leaderboardRows, type LeaderboardCard } from '../rules/league-night';
import { storedCardOf } from '../rules/league-sheet';
import { liveMatch, placeByMatch } from '../rules/league-live-match';
import { roundMatchups } from '../rules/league-absences';
import { cardInProgress, cardThru } from '../rules/league-cards';
import {
  handicapInto,
  publicRound,
  teamPlayers,
  type LeagueBasis,
  type LeagueRoundRow,
  type PlayedRoundCourse,
} from './basis';

/** The round a leaderboard follows: tonight's, else the latest with a score, else the next to be played. */
function roundBeingPlayed<R extends LeagueRoundRow>(
  rounds: readonly R[],
  scoredRoundIds: ReadonlySet<number>,
  today: string,
): R | null {
  const byDate = [...rounds].sort((a, b) => a.roundDate.localeCompare(b.roundDate) || a.roundNumber - b.roundNumber);
  return (
    byDate.find((r) => r.roundDate === today) ??
    byDate.filter((r) => scoredRoundIds.has(r.id)).at(-1) ??
    byDate.find((r) => r.roundDate >= today) ??
    null
  );
}

/** The leaderboard of the round being played on `today` (the facility's date). */
export function leagueLeaderboard(basis: LeagueBasis, today: string): Leaderboard {
  const { league, rounds, scores, net, courseOfRound } = basis;
  const round = roundBeingPlayed(rounds, new Set(scores.map((s) => s.roundId)), today);
  const course = round ? courseOfRound(round) : null;
  return {
    leagueId: league.id,
    leagueName: league.name,
    rankBy: net ? 'net' : 'gross',
    round: round && publicRound(round),
    holeCount: round ? (course?.holes.length ?? null) : null,
    placedBy: league.scoringType === 'match_play' ? 'match' : 'strokes',
    rows: round ? boardRows(basis, round, course) : [],
  };
}

/**
 * Every team's card of a round, as the leaderboard and the round's winners place them; with `posted`, a team without
 * a saved card shows the card its players are posting (the one played furthest), as a card in progress, or as a
 * complete card once posted on every hole.
 */
export function leaderboardCards(
  basis: LeagueBasis,
  round: LeagueRoundRow,
  withHandicap: boolean,
  posted = false,
): LeaderboardCard[] {
  const { participants, states, handicapsOn } = basis;
  const course = basis.courseOfRound(round);
  return teamsOf(participants).map(({ teamId }) => {
    const state = states.get(teamId);
    const card = state?.rounds.get(round.id);
    const handicap = handicapsOn ? handicapInto(state, round.id).handicap : null;
    const saved: LeaderboardCard = {
      teamId,
      players: teamPlayers(participants, teamId),
      handicap: withHandicap ? handicap : null,
      gross: card?.gross ?? null,
      holes: card?.holes ?? null,
      strokesGiven: handicapsOn ? (card?.strokesGiven ?? 0) : 0,
    };
    if (card || !posted || !course) return saved;
    const postedCard = postedCardOf(basis, round, teamId)?.holes ?? null;
    const inProgress = postedCard && cardInProgress(postedCard, course.holes, handicap);
    if (!inProgress || inProgress.thru === 0) return saved;
    // A card posted on every hole is complete though not yet approved: placed, and split on countback, as one
    // (never "T1 … rank shared" until the organiser saves it).
    if (inProgress.thru === course.holes.length) {
      return {
        ...saved,
        gross: inProgress.gross,
        strokesGiven: inProgress.strokesGiven,
        holes: postedCard as number[],
      };
    }
    return {
      ...saved,
      gross: inProgress.gross,
      strokesGiven: inProgress.strokesGiven,
      progress: { thru: inProgress.thru, par: inProgress.par },
    };
  });
}

/** The leaderboard's rows of some cards, placed flight by flight (one field without flights). */
export function flightRows({ groups, net }: LeagueBasis, cards: readonly LeaderboardCard[], course: PlayedRoundCourse) {
  return groups.flatMap((group) =>
    leaderboardRows({
      rankBy: net ? 'net' : 'gross',
      course,
      cards: cards.filter((c) => group.teamIds.has(c.teamId)),
    }).map((row) => ({ ...row, flight: group.flight })),
  );
}

/**
 * The leaderboard's rows of a round, flight by flight: a stroke-play league's placed by its strokes (decision 213); a
 * match-play league's carry their matches and are placed by them, the strokes shown beside (decision 294).
 */
function boardRows(basis: LeagueBasis, round: LeagueRoundRow, course: PlayedRoundCourse) {
  const board = withMatches(basis, round, flightRows(basis, leaderboardCards(basis, round, true, true), course));
  if (basis.league.scoringType !== 'match_play') return board;
  return basis.groups.flatMap((group) => placeByMatch(board.filter((row) => group.teamIds.has(row.teamId))));
}

/** The card a team is posting in a round (its player's played furthest, with who posts it), or null. */
export function postedCardOf({ participants, rows }: LeagueBasis, round: LeagueRoundRow, teamId: number) {
  const ids = new Set(participants.filter((p) => p.teamId === teamId).map((p) => p.id));
  const cards = (rows.postedCards ?? []).filter((c) => c.roundId === round.id && ids.has(c.participantId));
  return [...cards].sort((x, y) => cardThru(y.holes) - cardThru(x.holes))[0] ?? null;
}

/**
 * A match-play league's rows carry each team's match as it stands (docs/decisions/294-live-match-state.md): the
 * round's matchups as its sheet and printed night pair them (roundMatchups: stored, else the round-robin suggestion),
 * each side's saved card against the other, else the card its players are posting; a team without a match (the bye,
 * a player not in the round) has null. A stroke-play league's rows are as they were.
 */
function withMatches<Row extends { teamId: number }>(basis: LeagueBasis, round: LeagueRoundRow, board: Row[]) {
  const { league, participants, scores, teamOf, states, handicapsOn } = basis;
  if (league.scoringType !== 'match_play') return board;
  const course = basis.courseOfRound(round);
  const roundScores = scores.filter((s) => s.roundId === round.id);
  const matchOf = new Map<number, LeaderboardMatch>();
  const stored = basis.rows.pairings.filter((p) => p.roundId === round.id);
  for (const matchup of roundMatchups(round, stored, roundScores, participants)) {
    if (matchup.opponentParticipantId === null) continue;
    const ids = [matchup.participantId, matchup.opponentParticipantId] as const;
    const [teamA, teamB] = ids.map((id) => teamOf.get(id));
    if (teamA === undefined || teamB === undefined) continue;
    const side = (teamId: number, own: number, other: number) => ({
      players: teamPlayers(participants, teamId),
      holes: storedCardOf(roundScores, teamOf, own, other) ?? postedCardOf(basis, round, teamId)?.holes ?? null,
      handicap: handicapsOn ? handicapInto(states.get(teamId), round.id).handicap : null,
    });
    const winner = matchup.winnerParticipantId;
    const [forA, forB] = liveMatch({
      course,
      a: side(teamA, ids[0], ids[1]),
      b: side(teamB, ids[1], ids[0]),
      savedResult: matchup.halved ? 'halve' : winner === null ? null : winner === ids[0] ? 'win' : 'loss',
    });
    matchOf.set(teamA, forA);
    matchOf.set(teamB, forB);
  }
  return board.map((row) => ({ ...row, match: matchOf.get(row.teamId) ?? null }));
}
