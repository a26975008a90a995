// The league's one read model (docs/decisions/232-leagues-as-one-domain-module.md): from a league's stored rows (the
// league, its participants, rounds, courses, scores, pairings and the players' night settings) to everything shown
// about its play: every team's handicap round by round, the standings, the leaderboard of the round being played, a
// round's skins, side games and results, and the content of a round's results e-mail. The server loads the rows and calls it;
// nothing else ranks, nets or counts back.
//
// How standings are computed: `standings()` below. Every team's strokes in a round are its card's (its lowest score
// when it has more than one), net of the handicap it took into the round when the league ranks by net; the league's
// rules rank them (rules/league-standings.ts: average or best-N total, points in match play, the tie-breaks with
// countback on the cards' last holes), and the handicaps and net averages are added (rules/league-handicap.ts).
import type { LeagueParticipant } from './schemas/league';
import type { CourseHoles, League } from './schemas/league-record';
import { courseHoleNumber, playedCourse } from './rules/course-nine';
import { leagueRulesOf } from './schemas/league';
import type { LeagueScore, StandingsResponse, StandingsRow } from './schemas/league-play';
import type { Course, PlayerHandicap } from './schemas/course';
import type { Leaderboard, LeaderboardMatch } from './schemas/league-results';
import { teamsOf } from './rules/league';
import {
  computeSkins,
  leagueHandicaps,
  teamPlayerHandicaps,
  withHandicaps,
  type HandicapOverride,
  type HoleCard,
  type Skin,
  type TeamHandicapState,
} from './rules/league-handicap';
import { handicapText, leaderboardRows, strokeMarkText, type LeaderboardCard } from './rules/league-night';
import { storedCardOf, type StoredPairing } from './rules/league-sheet';
import { liveMatch, placeByMatch } from './rules/league-live-match';
import { computeStandings, standingsStrokes } from './rules/league-standings';
import {
  absentTeamsByRound,
  playersOfRound,
  roundMatchups,
  roundCompletion,
  substituteWeeks,
  withdrawnTeams,
  type AbsenceRow,
} from './rules/league-absences';
import { cardInProgress, cardThru, type PostedCardRow } from './rules/league-cards';
import { sideGameLines, sideGameResults, type SideGameRow } from './rules/league-side-games';
import type { SideGameResult } from './schemas/league-side-games';
import type { FlightsResponse } from './schemas/league-flights';
import {
  flightGroups,
  flightName,
  flightsOfTeams,
  hasFlights,
  flightLabel,
  type FlightGroup,
} from './rules/league-flights';

/** A stored round as the read model needs it. */
export interface LeagueRoundRow {
  id: number;
  roundNumber: number;
  roundDate: string;
  name: string | null;
  courseId: number | null;
  /** The holes of its course it plays (docs/decisions/289-nine-holes-of-an-18-hole-course.md); absent: all. */
  courseHoles?: CourseHoles;
}

/** A player's night settings, kept on their participant row: the starting handicap and the organiser's override. */
export interface NightSettingsRow {
  participantId: number;
  startingHandicap: number | null;
  /** A scramble team's two players' handicaps its starting handicap was made from. */
  playerHandicaps: readonly [number, number] | null;
  override: HandicapOverride | null;
}

/** Everything stored about a league's play. */
export interface LeagueRows {
  league: League;
  participants: readonly LeagueParticipant[];
  rounds: readonly LeagueRoundRow[];
  /** The courses its rounds are played on. */
  courses: readonly Omit<Course, 'inUse'>[];
  scores: readonly (Pick<LeagueScore, 'roundId' | 'participantId' | 'strokes' | 'result' | 'opponentParticipantId'> & {
    /** Gross per hole when the card was kept by the hole. */
    holes?: readonly number[] | null;
  })[];
  pairings: readonly StoredPairing[];
  nightSettings: readonly NightSettingsRow[];
  /** The players marked did not play, round by round (none when left out). */
  absences?: readonly AbsenceRow[];
  /** The cards players posted from their phones (docs/decisions/273-player-posted-cards.md; none when left out). */
  postedCards?: readonly PostedCardRow[];
  /** The side games' distances (docs/decisions/279-league-side-games.md; none when left out). */
  sideGames?: readonly SideGameRow[];
}

/** What a round's results e-mail tells one team's player, and the standings lines every player gets. */
export interface RoundResultsContent {
  /**
   * 'Gross 40, net 35 (5 strokes)', with how a tie on it was settled ('… · Tied on net; behind on countback (last 6)'),
   * 'Win vs Bob Baker', 'Bye', 'No score this round'.
   */
  score: string;
  /** 'Handicap 9.0 → 8.1' as '9.0 → 8.1'; null when the league plays gross or match play. */
  handicap: string | null;
  /** 'Ann Archer (net 68)', '… · Tied on net; ahead on countback (last 6)', 'Ann Archer beat Bob Baker'. */
  winners: readonly string[];
  /** 'Hole 3: Ann Archer (2 skins)'; null when the league plays no skins game or the round has no course. */
  skins: readonly string[] | null;
  /** 'Closest to the pin, hole 3: Ann Archer (4 ft 2 in)'; null when the round plays no side game. */
  sideGames: readonly string[] | null;
  /** The top of the standings, then the team's own row when it is not among them. */
  standings: readonly string[];
}

/** What a player's results e-mail says of a completed round: their team's content, and the league, round and player. */
export interface RoundResults extends RoundResultsContent {
  league: Pick<League, 'id' | 'name'>;
  round: { roundNumber: number; roundDate: string };
  player: { userId: number; name: string; email: string };
}

/** How many standings rows every results e-mail shows before the player's own. */
const STANDINGS_TOP = 3;
const RESULT_WORDS = { win: 'Win', loss: 'Loss', halve: 'Halved' } as const;

/** The players of a team's rows by display name: each row's player, then a partner held on a row (a guest partner). */
export function playerNames(members: readonly { name: string; player2Name?: string | null }[]): string[] {
  return [...members.map((p) => p.name), ...members.flatMap((p) => (p.player2Name ? [p.player2Name] : []))];
}

/** A team's players by display name (playerNames of its rows). */
export function teamPlayers(
  participants: readonly { teamId: number; name: string; player2Name?: string | null }[],
  teamId: number,
): string[] {
  return playerNames(participants.filter((p) => p.teamId === teamId));
}

/** The handicap a team takes into a round: the one it played it off, else (not played yet) its current one. */
export function handicapInto(state: TeamHandicapState | undefined, roundId: number) {
  const played = state?.rounds.get(roundId);
  return played ? played.before : (state?.current ?? { handicap: null, provisional: false, basis: '' });
}

/** A round as the answers show it. */
export const publicRound = (r: LeagueRoundRow) => ({
  id: r.id,
  roundNumber: r.roundNumber,
  roundDate: r.roundDate,
  name: r.name,
});

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

function standingsLine(row: StandingsRow, scoringType: League['scoringType']): string {
  const figure =
    scoringType === 'match_play'
      ? row.points !== null
        ? `, ${row.points} points`
        : ''
      : row.averageStrokes !== null
        ? `, average ${row.averageStrokes}`
        : '';
  return `${row.rank ?? '—'}. ${row.players.join(' & ')}${figure}`;
}

/** The league's read model over its stored rows; each answer is worked out when asked. */
export function leagueReadModel(rows: LeagueRows) {
  const { league, participants, rounds, scores } = rows;
  const absences = rows.absences ?? [];
  const absentTeams = absentTeamsByRound(participants, absences);
  const courseOf = new Map(rows.courses.map((c) => [c.id, c]));
  const settingsOf = new Map(rows.nightSettings.map((s) => [s.participantId, s]));
  const teamOf = new Map(participants.map((p) => [p.id, p.teamId]));
  const handicapsOn = league.handicapMode !== 'off';
  /** The league ranks by net: strokes less the handicap each team took into the round. */
  const net = handicapsOn && league.rankBy === 'net';
  type PlayedCourse = ReturnType<typeof playedCourse<LeagueRows['courses'][number]>>;
  // Made once per course and nine, and shared by every round on it (a night reads it for each round and team).
  const played = new Map<string, PlayedCourse>();
  /** The course as the round plays it: the chosen nine of an 18-hole course, or the course whole (decision 289). */
  const courseOfRound = (round: Pick<LeagueRoundRow, 'courseId' | 'courseHoles'>): PlayedCourse | null => {
    const course = round.courseId === null ? undefined : courseOf.get(round.courseId);
    if (!course) return null;
    const nine = round.courseHoles ?? 'all';
    const key = `${course.id} ${nine}`;
    let made = played.get(key);
    if (made === undefined) {
      made = playedCourse(course, nine);
      played.set(key, made);
    }
    return made;
  };

  // Every team's handicap round by round (core's leagueHandicaps, from the stored gross scores).
  const states: ReadonlyMap<number, TeamHandicapState> = leagueHandicaps({
    rules: league,
    participants: participants.map((p) => ({
      ...p,
      startingHandicap: settingsOf.get(p.id)?.startingHandicap ?? null,
      override: settingsOf.get(p.id)?.override ?? null,
    })),
    rounds: rounds.map((r) => ({ ...r, course: courseOfRound(r) })),
    scores,
  });
  /** The states the standings read: none when the league plays without handicaps. */
  const rankingStates: ReadonlyMap<number, TeamHandicapState> = handicapsOn ? states : new Map();
  const names = (teamId: number) => teamPlayers(participants, teamId).join(' & ');

  /** A team's players with the handicaps its starting handicap was made from (kept on its lead's row), or null. */
  function playerHandicapsOf(teamId: number) {
    const lead = states.get(teamId)?.participantId;
    const kept = lead === undefined ? null : (settingsOf.get(lead)?.playerHandicaps ?? null);
    return teamPlayerHandicaps(teamPlayers(participants, teamId), kept);
  }

  /** A team's handicap as the handicaps screen shows it: its players, its current figure and each round's net. */
  function playerHandicap(state: TeamHandicapState): PlayerHandicap {
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

  /** The teams of a flight group (everyone's group when the league has no flights). */
  const groups: readonly FlightGroup[] = flightGroups(participants);
  const flighted = hasFlights(participants);
  const flightOfTeam = flightsOfTeams(participants);
  /** A results e-mail line of a flight ('Flight A: …'); as it was without flights. */
  const inFlight = (flight: number | null | undefined, line: string) =>
    flighted ? `${flightLabel(flight)}: ${line}` : line;

  /**
   * The league's standings, by its own rules, on every read (never stored: decision 201); in a flighted league each
   * flight is ranked on its own, flight by flight (docs/decisions/288-league-flights.md).
   */
  function standings(): StandingsResponse {
    return {
      leagueId: league.id,
      scoringType: league.scoringType,
      rules: leagueRulesOf(league),
      rounds: rounds.map((r) => ({ roundId: r.id, roundNumber: r.roundNumber, roundDate: r.roundDate })),
      rows: groups.flatMap((group) =>
        standingsOf(participants.filter((p) => group.teamIds.has(p.teamId))).map((row) => ({
          ...row,
          flight: group.flight,
        })),
      ),
    };
  }

  /** The standings of some of the league's teams (a flight's), ranked among themselves. */
  function standingsOf(players: readonly LeagueParticipant[]): StandingsRow[] {
    // Ranked by net: every team's strokes in a round are its net there (the handicap it took into the round).
    const netStandings = standingsStrokes(league) === 'net';
    const ranked = netStandings
      ? scores.map((s) => {
          const card = rankingStates.get(teamOf.get(s.participantId) ?? -1)?.rounds.get(s.roundId);
          return s.strokes === null || !card ? s : { ...s, strokes: s.strokes - card.strokesGiven };
        })
      : scores;
    // Cards kept by the hole break a tie on a round's strokes (countback on its last holes).
    const cards: { roundId: number; teamId: number; holes: readonly number[]; strokesGiven: number }[] = [];
    for (const s of scores) {
      const teamId = teamOf.get(s.participantId);
      if (!s.holes || s.strokes === null || teamId === undefined) continue;
      const card = rankingStates.get(teamId)?.rounds.get(s.roundId);
      // The team's card of the round (its lowest score when it has more than one).
      if (card && card.participantId !== s.participantId) continue;
      cards.push({
        roundId: s.roundId,
        teamId,
        holes: s.holes,
        strokesGiven: netStandings && card ? card.strokesGiven : 0,
      });
    }
    return markWithdrawn(
      withHandicaps(
        computeStandings({
          league,
          participants: players,
          rounds,
          scores: ranked,
          pairings: rows.pairings,
          cards,
          net: netStandings,
          absences: {
            byRound: absentTeams,
            rule: league,
            substitutes: substituteWeeks({
              participants,
              absences,
              net: netStandings,
              holeCountOf: (roundId) => {
                const round = rounds.find((r) => r.id === roundId);
                return (round && courseOfRound(round)?.holes.length) || 18;
              },
            }),
          },
        }),
        rankingStates,
        league,
      ),
    );
  }

  /** The standings mark a team whose players withdrew (their past rounds stand). */
  function markWithdrawn(table: StandingsRow[]): StandingsRow[] {
    const withdrawn = withdrawnTeams(participants);
    return table.map((row) => ({ ...row, withdrawn: withdrawn.has(row.teamId) }));
  }

  /**
   * Every team's card of a round, as the leaderboard and the round's winners place them; with `posted`, a team without
   * a saved card shows the card its players are posting (the one played furthest), as a card in progress.
   */
  function leaderboardCards(round: LeagueRoundRow, withHandicap: boolean, posted = false): LeaderboardCard[] {
    const course = courseOfRound(round);
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
      const postedCard = postedCardOf(round, teamId);
      const inProgress = postedCard && cardInProgress(postedCard, course.holes, handicap);
      if (!inProgress || inProgress.thru === 0) return saved;
      return {
        ...saved,
        gross: inProgress.gross,
        strokesGiven: inProgress.strokesGiven,
        progress: { thru: inProgress.thru, par: inProgress.par },
      };
    });
  }

  /** The leaderboard of the round being played on `today` (the facility's date). */
  function leaderboard(today: string): Leaderboard {
    const round = roundBeingPlayed(rounds, new Set(scores.map((s) => s.roundId)), today);
    const course = round ? courseOfRound(round) : null;
    return {
      leagueId: league.id,
      leagueName: league.name,
      rankBy: net ? 'net' : 'gross',
      round: round && publicRound(round),
      holeCount: round ? (course?.holes.length ?? null) : null,
      placedBy: league.scoringType === 'match_play' ? 'match' : 'strokes',
      rows: round ? boardRows(round, course) : [],
    };
  }

  /**
   * The leaderboard's rows of a round, flight by flight: a stroke-play league's placed by its strokes (decision 213); a
   * match-play league's carry their matches and are placed by them, the strokes shown beside (decision 294).
   */
  function boardRows(round: LeagueRoundRow, course: ReturnType<typeof courseOfRound>) {
    const board = withMatches(round, flightRows(leaderboardCards(round, true, true), course));
    if (league.scoringType !== 'match_play') return board;
    return groups.flatMap((group) => placeByMatch(board.filter((row) => group.teamIds.has(row.teamId))));
  }

  /** The card a team is posting in a round (its player's played furthest), or null. */
  function postedCardOf(round: LeagueRoundRow, teamId: number) {
    const ids = new Set(participants.filter((p) => p.teamId === teamId).map((p) => p.id));
    const cards = (rows.postedCards ?? []).filter((c) => c.roundId === round.id && ids.has(c.participantId));
    return cards.map((c) => c.holes).sort((x, y) => cardThru(y) - cardThru(x))[0] ?? null;
  }

  /**
   * A match-play league's rows carry each team's match as it stands (docs/decisions/294-live-match-state.md): the
   * round's matchups as its sheet and printed night pair them (roundMatchups: stored, else the round-robin suggestion),
   * each side's saved card against the other, else the card its players are posting; a team without a match (the bye,
   * a player not in the round) has null. A stroke-play league's rows are as they were.
   */
  function withMatches<Row extends { teamId: number }>(round: LeagueRoundRow, board: Row[]) {
    if (league.scoringType !== 'match_play') return board;
    const course = courseOfRound(round);
    const roundScores = scores.filter((s) => s.roundId === round.id);
    const matchOf = new Map<number, LeaderboardMatch>();
    const stored = rows.pairings.filter((p) => p.roundId === round.id);
    for (const matchup of roundMatchups(round, stored, roundScores, participants)) {
      if (matchup.opponentParticipantId === null) continue;
      const ids = [matchup.participantId, matchup.opponentParticipantId] as const;
      const [teamA, teamB] = ids.map((id) => teamOf.get(id));
      if (teamA === undefined || teamB === undefined) continue;
      const side = (teamId: number, own: number, other: number) => ({
        players: teamPlayers(participants, teamId),
        holes: storedCardOf(roundScores, teamOf, own, other) ?? postedCardOf(round, teamId),
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

  /** The leaderboard's rows of some cards, placed flight by flight (one field without flights). */
  function flightRows(cards: readonly LeaderboardCard[], course: ReturnType<typeof courseOfRound>) {
    return groups.flatMap((group) =>
      leaderboardRows({
        rankBy: net ? 'net' : 'gross',
        course,
        cards: cards.filter((c) => group.teamIds.has(c.teamId)),
      }).map((row) => ({ ...row, flight: group.flight })),
    );
  }

  /**
   * A round's skins by the league's skins game, from every team's card in it (none without a game or a course); in a
   * flighted league each flight plays its own skins.
   */
  function skins(round: LeagueRoundRow): (Skin & { flight: number | null })[] {
    return groups.flatMap((group) => skinsOf(round, group.teamIds).map((s) => ({ ...s, flight: group.flight })));
  }

  function skinsOf(round: LeagueRoundRow, teamIds: ReadonlySet<number>): Skin[] {
    const course = courseOfRound(round);
    if (league.skinsMode === 'off' || !course) return [];
    const cards: HoleCard[] = [];
    for (const state of states.values()) {
      const card = state.rounds.get(round.id);
      if (!card || !teamIds.has(state.teamId)) continue;
      cards.push({
        participantId: card.participantId,
        teamId: state.teamId,
        holes: card.holes,
        strokes: handicapsOn ? card.strokesOnHoles : [],
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
   * A round's side games on the league's chosen holes of its course: every distance entered by a player of the round
   * and each hole's winners (docs/decisions/279-league-side-games.md).
   */
  function sideGames(round: LeagueRoundRow): SideGameResult[] {
    const players = playersOfRound(participants, round.roundNumber);
    // In a flighted league each flight plays its own side games.
    return groups.flatMap((group) =>
      sideGameResults({
        chosen: league,
        course: courseOfRound(round),
        rows: (rows.sideGames ?? []).filter((r) => r.roundId === round.id),
        teams: new Map(
          players
            .filter((p) => group.teamIds.has(p.teamId))
            .map((p) => [p.id, { teamId: p.teamId, players: teamPlayers(participants, p.teamId) }]),
        ),
      }).map((result) => ({ ...result, flight: group.flight })),
    );
  }

  /** A round's results: its winners, its skins and what each team scored, as the results e-mail words them. */
  function roundResults(round: LeagueRoundRow) {
    const roundScores = scores.filter((s) => s.roundId === round.id);
    // The round's places (stroke play): a tie on a figure says how it was settled, as the standings say it.
    const places =
      league.scoringType === 'match_play' ? [] : flightRows(leaderboardCards(round, false), courseOfRound(round));
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
          inFlight(
            r.flight,
            `${r.players.join(' & ')} (${net ? `net ${r.net}` : `gross ${r.gross}`})${tieOf(r.teamId)}`,
          ),
        );
    }
    const skinLines =
      league.skinsMode === 'off' || !courseOfRound(round)
        ? null
        : skins(round).map((s) =>
            inFlight(s.flight, `Hole ${s.hole}: ${names(s.teamId)} (${s.value} ${s.value === 1 ? 'skin' : 'skins'})`),
          );
    const scoreOf = (teamId: number): string => {
      if (league.scoringType === 'match_play') {
        const own = roundScores.find((s) => teamOf.get(s.participantId) === teamId && s.result !== null);
        if (!own?.result) return 'Bye';
        const opponent = own.opponentParticipantId === null ? null : teamOf.get(own.opponentParticipantId);
        return `${RESULT_WORDS[own.result]}${opponent !== null && opponent !== undefined ? ` vs ${names(opponent)}` : ''}`;
      }
      const card = states.get(teamId)?.rounds.get(round.id);
      if (!card) return absentTeams.get(round.id)?.has(teamId) ? 'Did not play' : 'No score this round';
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
    const games = sideGames(round);
    return {
      winners,
      skins: skinLines,
      sideGames: games.length ? games.flatMap((g) => sideGameLines([g]).map((line) => inFlight(g.flight, line))) : null,
      scoreOf,
      handicapChangeOf,
    };
  }

  /**
   * The content of a round's results e-mail for each team's players (computed once for every recipient); in a flighted
   * league the top of each flight's standings, each line naming its flight.
   */
  function resultsMail(round: LeagueRoundRow): (teamId: number) => RoundResultsContent {
    const results = roundResults(round);
    const table = standings().rows;
    const top = groups.flatMap((group) => table.filter((r) => r.flight === group.flight).slice(0, STANDINGS_TOP));
    const line = (r: StandingsRow) => inFlight(r.flight, standingsLine(r, league.scoringType));
    return (teamId) => {
      const own = table.find((r) => r.teamId === teamId);
      return {
        score: results.scoreOf(teamId),
        handicap: results.handicapChangeOf(teamId),
        winners: results.winners,
        skins: results.skins,
        sideGames: results.sideGames,
        standings: [...top.map(line), ...(own && !top.includes(own) ? [line(own)] : [])],
      };
    };
  }

  /**
   * How far a round is scored: it is complete when every team has a card (or a result or bye) or is marked did not
   * play (docs/decisions/270-league-absences-and-round-completion.md); its results e-mail goes then.
   */
  function completion(round: Pick<LeagueRoundRow, 'id' | 'roundNumber'>) {
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

  /** The league's flights with their teams (their current handicaps), then the teams in none. */
  function flights(): FlightsResponse {
    const withdrawn = withdrawnTeams(participants);
    const teamOfGroup = (teamId: number) => ({
      teamId,
      players: teamPlayers(participants, teamId),
      handicap: handicapsOn ? (states.get(teamId)?.current.handicap ?? null) : null,
      withdrawn: withdrawn.has(teamId),
    });
    const teams = (group: FlightGroup) => [...group.teamIds].map(teamOfGroup);
    return {
      leagueId: league.id,
      flights: groups.flatMap((g) =>
        g.flight === null ? [] : [{ flight: g.flight, name: flightName(g.flight), teams: teams(g) }],
      ),
      unassigned: groups.filter((g) => g.flight === null).flatMap(teams),
    };
  }

  return {
    flights,
    /** Every team's handicap round by round (by team id). */
    handicaps: states,
    courseOfRound,
    playerHandicapsOf,
    playerHandicap,
    /** Every team's handicap as the handicaps screen shows it. */
    playerHandicaps: () => [...states.values()].map(playerHandicap),
    standings,
    completion,
    leaderboard,
    skins,
    sideGames,
    roundResults,
    resultsMail,
  };
}

export type LeagueReadModel = ReturnType<typeof leagueReadModel>;
