// The read model's results of one round: its skins and side games (flight by flight), its winners and what each team
// scored as the results e-mail words them, and how far it is scored (decision 270: its results e-mail goes once it is
// complete).
import type { SideGameResult } from '../schemas/league-side-games';
import { courseHoleNumber } from '../rules/course-nine';
import { computeSkins, playingStrokes, strokesByHole, type HoleCard, type Skin } from '../rules/league-handicap';
import { handicapText, strokeMarkText } from '../rules/league-night';
import { playersOfRound, roundCompletion, skinWinner } from '../rules/league-absences';
import { sideGameLines, sideGameResults } from '../rules/league-side-games';
import { handicapInto, teamPlayers, type LeagueBasis, type LeagueRoundRow } from './basis';
import { flightRows, leaderboardCards, postedCardOf } from './leaderboard';

const RESULT_WORDS = { win: 'Win', loss: 'Loss', halve: 'Halved' } as const;

/**
 * A round's skins by the league's skins game, from every team's card in it (none without a game or a course); in a
 * flighted league each flight plays its own skins. A team without a saved card plays its complete posted card, as the
 * leaderboard places it, so the skins move while the phones post (docs/decisions/496-live-skins-from-posted-cards.md).
 */
export function roundSkins(basis: LeagueBasis, round: LeagueRoundRow): (Skin & { flight: number | null })[] {
  return basis.groups.flatMap((group) =>
    skinsOf(basis, round, group.teamIds).map((s) => ({ ...s, flight: group.flight })),
  );
}

function skinsOf(basis: LeagueBasis, round: LeagueRoundRow, teamIds: ReadonlySet<number>): Skin[] {
  const { league, states, handicapsOn, courseOfRound } = basis;
  const course = courseOfRound(round);
  if (league.skinsMode === 'off' || !course) return [];
  const cards: HoleCard[] = [];
  for (const teamId of teamIds) {
    const state = states.get(teamId);
    const card = state?.rounds.get(round.id);
    if (card) {
      cards.push({
        participantId: card.participantId,
        teamId,
        holes: card.holes,
        strokes: handicapsOn ? card.strokesOnHoles : [],
      });
      continue;
    }
    if (basis.absentTeams.get(round.id)?.has(teamId)) {
      cards.push(...substituteCards(basis, round, teamId, course.holes));
      continue;
    }
    const posted = postedCardOf(basis, round, teamId);
    if (!posted || posted.holes.length !== course.holes.length || posted.holes.some((h) => h === null)) continue;
    const handicap = handicapsOn ? handicapInto(state, round.id).handicap : null;
    cards.push({
      participantId: posted.participantId,
      teamId,
      holes: posted.holes as number[],
      strokes: handicap === null ? [] : strokesByHole(playingStrokes(handicap, course.holes.length), course.holes),
    });
  }
  const mode = league.skinsMode === 'net' && handicapsOn ? 'net' : 'gross';
  // A skin names its hole as the course numbers it (12 on the back nine).
  return computeSkins({ cards, holeCount: course.holes.length, mode, carryOver: league.skinsCarryOver }).map((s) => ({
    ...s,
    hole: courseHoleNumber(course, s.hole - 1),
  }));
}

/**
 * The cards by the hole of an absent team's substitutes in a round, under the substitute rule: each plays for its
 * skins as its own card, net of the strokes its own handicap gives (docs/decisions/498-a-substitutes-own-card.md).
 */
function substituteCards(
  basis: LeagueBasis,
  round: LeagueRoundRow,
  teamId: number,
  holes: readonly { strokeIndex: number }[],
): HoleCard[] {
  if (basis.league.absenceRule !== 'substitute') return [];
  return basis.absences.flatMap((a) => {
    const sub = a.substitute;
    if (a.roundId !== round.id || basis.teamOf.get(a.participantId) !== teamId || !sub?.holes) return [];
    if (sub.holes.length !== holes.length) return [];
    const handicap = basis.handicapsOn ? basis.substituteHandicapOf(round.id, sub) : null;
    return [
      {
        participantId: a.participantId,
        teamId,
        substitute: sub.name,
        holes: sub.holes,
        strokes: handicap === null ? [] : strokesByHole(playingStrokes(handicap, holes.length), holes),
      },
    ];
  });
}

/**
 * A round's side games on the league's chosen holes of its course: every distance entered by a player of the round
 * and each hole's winners (docs/decisions/279-league-side-games.md).
 */
export function roundSideGames(basis: LeagueBasis, round: LeagueRoundRow): SideGameResult[] {
  const { league, participants, groups } = basis;
  const players = playersOfRound(participants, round.roundNumber);
  // A marked player's substitute measures in their place, and wins by their own name (decision 498).
  const substituteOf = new Map(
    league.absenceRule === 'substitute'
      ? basis.absences.flatMap((a) =>
          a.roundId === round.id && a.substitute ? [[a.participantId, a.substitute.name] as const] : [],
        )
      : [],
  );
  // In a flighted league each flight plays its own side games.
  return groups.flatMap((group) =>
    sideGameResults({
      chosen: league,
      course: basis.courseOfRound(round),
      rows: (basis.rows.sideGames ?? []).filter((r) => r.roundId === round.id),
      teams: new Map(
        players
          .filter((p) => group.teamIds.has(p.teamId))
          .map((p) => {
            const substitute = substituteOf.get(p.id);
            const names = substitute ? [`${substitute} (substitute)`] : teamPlayers(participants, p.teamId);
            return [p.id, { teamId: p.teamId, players: names }] as const;
          }),
      ),
    }).map((result) => ({ ...result, flight: group.flight })),
  );
}

/** A round's results: its winners, its skins and what each team scored, as the results e-mail words them. */
export function roundResults(basis: LeagueBasis, round: LeagueRoundRow) {
  const { league, scores, teamOf, states, handicapsOn, net, names, inFlight, flightOfTeam } = basis;
  const roundScores = scores.filter((s) => s.roundId === round.id);
  // The round's places (stroke play): a tie on a figure says how it was settled, as the standings say it.
  const places =
    league.scoringType === 'match_play'
      ? []
      : flightRows(basis, leaderboardCards(basis, round, false), basis.courseOfRound(round));
  const tieOf = (teamId: number) => {
    const note = places.find((r) => r.teamId === teamId)?.tieBreak;
    return note ? ` · ${note}` : '';
  };
  let winners: string[];
  if (league.scoringType === 'match_play') {
    winners = roundScores
      .filter((s) => s.result === 'win')
      .map((s) => {
        const loser = s.opponentParticipantId === null ? null : teamOf.get(s.opponentParticipantId);
        const winnerTeam = teamOf.get(s.participantId)!;
        const winner = names(winnerTeam);
        return inFlight(
          flightOfTeam.get(winnerTeam) ?? null,
          loser === undefined || loser === null ? winner : `${winner} beat ${names(loser)}`,
        );
      });
  } else {
    winners = places
      .filter((r) => r.rank === 1)
      .map((r) =>
        inFlight(r.flight, `${r.players.join(' & ')} (${net ? `net ${r.net}` : `gross ${r.gross}`})${tieOf(r.teamId)}`),
      );
  }
  const skinLines =
    league.skinsMode === 'off' || !basis.courseOfRound(round)
      ? null
      : roundSkins(basis, round).map((s) =>
          inFlight(
            s.flight,
            `Hole ${s.hole}: ${skinWinner(s, names)} (${s.value} ${s.value === 1 ? 'skin' : 'skins'})`,
          ),
        );
  const scoreOf = (teamId: number): string => {
    if (league.scoringType === 'match_play') {
      const own = roundScores.find((s) => teamOf.get(s.participantId) === teamId && s.result !== null);
      if (!own?.result) return 'Bye';
      const opponent = own.opponentParticipantId === null ? null : teamOf.get(own.opponentParticipantId);
      return `${RESULT_WORDS[own.result]}${opponent !== null && opponent !== undefined ? ` vs ${names(opponent)}` : ''}`;
    }
    const card = states.get(teamId)?.rounds.get(round.id);
    if (!card) return basis.absentTeams.get(round.id)?.has(teamId) ? 'Did not play' : 'No score this round';
    return handicapsOn
      ? `Gross ${card.gross}, net ${card.net} (${strokeMarkText(card.strokesGiven)})${tieOf(teamId)}`
      : `Gross ${card.gross}${tieOf(teamId)}`;
  };
  const handicapChangeOf = (teamId: number): string | null => {
    if (!handicapsOn || league.scoringType === 'match_play') return null;
    const state = states.get(teamId);
    const card = state?.rounds.get(round.id);
    if (!card) return `${handicapText(state?.current.handicap ?? null)} (no change)`;
    return `${handicapText(card.before.handicap)} → ${handicapText(card.after.handicap)}`;
  };
  const games = roundSideGames(basis, round);
  return {
    winners,
    skins: skinLines,
    sideGames: games.length ? games.flatMap((g) => sideGameLines([g]).map((line) => inFlight(g.flight, line))) : null,
    scoreOf,
    handicapChangeOf,
  };
}

/**
 * How far a round is scored: it is complete when every team has a card (or a result or bye) or is marked did not
 * play (docs/decisions/270-league-absences-and-round-completion.md); its results e-mail goes then.
 */
export function roundProgress(
  { league, participants, scores, absences, rows }: LeagueBasis,
  round: Pick<LeagueRoundRow, 'id' | 'roundNumber'>,
) {
  const roundId = round.id;
  return roundCompletion({
    scoringType: league.scoringType,
    roundNumber: round.roundNumber,
    participants,
    pairings: rows.pairings.filter((p) => p.roundId === roundId),
    scores: scores.filter((s) => s.roundId === roundId),
    absences: absences.filter((a) => a.roundId === roundId),
  });
}
