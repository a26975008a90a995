// League standings from rounds, pairings and scores, ranked by the league's own rules with tie-breaks an organiser
// can defend, a week-by-week grid and the rank change since the last round
// (docs/decisions/201-league-play-an-organiser-can-trust.md). Computed on every read, never stored.
import type { LeagueParticipant, LeagueRules } from '../schemas/league';
import type { League } from '../schemas/league-record';
import type { LeagueScore, MatchResult, Pairing, StandingsRow, StandingsWeek } from '../schemas/league-play';
import { teamsOf } from './league';
import { countbackKey, countbackLabel, countbackSegments, round2, roundTo, tieNote } from './league-handicap';
import { absenceStrokes, absenceText, type SubstituteWeek } from './league-absences';
import type { AbsenceRule } from '../schemas/league-record';

type StandingsParticipant = Pick<LeagueParticipant, 'id' | 'userId' | 'teamId' | 'isTeamLead' | 'name'> & {
  player2Name?: string | null;
};
type StandingsRound = { id: number; roundNumber: number; roundDate: string };
type StandingsScore = Pick<LeagueScore, 'roundId' | 'participantId' | 'strokes' | 'result' | 'opponentParticipantId'>;

export interface StandingsInput {
  league: Pick<League, 'scoringType'> & LeagueRules;
  participants: readonly StandingsParticipant[];
  rounds: readonly StandingsRound[];
  scores: readonly StandingsScore[];
  /** The stored pairings of every round (byes earn what the league says once their round has a result). */
  pairings?: readonly (Pairing & { roundId: number })[];
  /**
   * Stroke play: the cards kept by the hole (gross per hole, and the handicap strokes of the round when the standings
   * are net). A tie on a round's strokes is then broken on its last 9, 6, 3 and 1 holes.
   */
  cards?: readonly { roundId: number; teamId: number; holes: readonly number[]; strokesGiven: number }[];
  /** The standings are net: what teams tie on is named so ('Tied on net average'). */
  net?: boolean;
  /**
   * The teams withdrawn from the league (every player withdrawn): listed after every active team, never ranked
   * (docs/decisions/480-withdrawn-unranked-and-the-seasons-end.md).
   */
  withdrawn?: ReadonlySet<number>;
  /** The averages' decimals: 1, or 2 where tenths would not separate two places (standingsDecimals, decision 485). */
  decimals?: 1 | 2;
  /**
   * Stroke play with a points table (decision 487): each round's points by team (placePointsOf the night's places).
   * The standings then rank by the points of the rounds counted, most first.
   */
  nightPoints?: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /**
   * The teams marked did not play in each round (by round id) and, in stroke play, what such a week counts
   * (rules/league-absences.ts): a counted absence is a round played for the average, the best-N total and the
   * minimum rounds, never a best single round or a countback.
   */
  absences?: {
    byRound: ReadonlyMap<number, ReadonlySet<number>>;
    rule: { absenceRule: AbsenceRule; absenceValue: number | null };
    /** Under the substitute rule: what each absent team's substitutes counted (substituteWeeks), by round then team. */
    substitutes?: ReadonlyMap<number, ReadonlyMap<number, SubstituteWeek>>;
  };
}

/** The tie-breaks in the order they are applied, as the standings name them. */
export const TIE_BREAKS = {
  match_play: ['head-to-head', 'win percentage', 'fewer losses'],
  lowest_score: ['best single round', 'countback'],
} as const;

interface Week {
  roundId: number;
  /** Marked did not play (and no card or result of its own). */
  absent: boolean;
  strokes: number | null;
  result: MatchResult | 'bye' | null;
  opponentTeamId: number | null;
  /** Who played for the absent team and what their card counted (the substitute rule). */
  substitute?: SubstituteWeek;
}

interface TeamStats {
  teamId: number;
  players: string[];
  weeks: Map<number, Week>;
  roundsPlayed: number;
  total: number;
  best: number | null;
  counted: number[];
  countedRoundIds: Set<number>;
  wins: number;
  losses: number;
  halves: number;
  byes: number;
  points: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The scores and pairings of each round by team, worked out once for the standings now and before the last round. */
interface PlayIndex {
  teamOf: Map<number, number>;
  /** A round's scores of each team, in the order given (players the league does not know left out). */
  scores: Map<number, Map<number, StandingsScore[]>>;
  /** A round's first pairing each team is in (as the player or the opponent). */
  pairings: Map<number, Map<number, Pairing & { roundId: number }>>;
  /** The rounds with a result among their scores. */
  roundsWithResults: Set<number>;
}

function indexPlay(input: StandingsInput): PlayIndex {
  const teamOf = new Map(input.participants.map((p) => [p.id, p.teamId]));
  const scores = new Map<number, Map<number, StandingsScore[]>>();
  const roundsWithResults = new Set<number>();
  for (const s of input.scores) {
    const teamId = teamOf.get(s.participantId);
    if (teamId === undefined) continue;
    if (s.result !== null) roundsWithResults.add(s.roundId);
    let byTeam = scores.get(s.roundId);
    if (!byTeam) {
      byTeam = new Map();
      scores.set(s.roundId, byTeam);
    }
    const list = byTeam.get(teamId);
    if (list) list.push(s);
    else byTeam.set(teamId, [s]);
  }
  const pairings = new Map<number, Map<number, Pairing & { roundId: number }>>();
  for (const p of input.pairings ?? []) {
    let byTeam = pairings.get(p.roundId);
    if (!byTeam) {
      byTeam = new Map();
      pairings.set(p.roundId, byTeam);
    }
    const teams = [
      teamOf.get(p.participantId),
      p.opponentParticipantId === null ? undefined : teamOf.get(p.opponentParticipantId),
    ];
    for (const teamId of teams) if (teamId !== undefined && !byTeam.has(teamId)) byTeam.set(teamId, p);
  }
  return { teamOf, scores, pairings, roundsWithResults };
}

const NO_SCORES: readonly StandingsScore[] = [];

function statsOf(input: StandingsInput, roundIds: ReadonlySet<number>, play: PlayIndex): TeamStats[] {
  const { league, participants } = input;
  const { teamOf } = play;
  const teams = teamsOf(participants);
  const guests = new Map<number, string[]>();
  for (const p of participants)
    if (p.player2Name) guests.set(p.teamId, [...(guests.get(p.teamId) ?? []), p.player2Name]);
  const rounds = input.rounds.filter((r) => roundIds.has(r.id));
  const byePoints = { win: league.pointsWin, halve: league.pointsHalve, none: 0 }[league.byeResult];
  const lowest = league.scoringType === 'lowest_score';

  return teams.map((team) => {
    const weeks = new Map<number, Week>();
    let roundsPlayed = 0;
    let total = 0;
    let best: number | null = null;
    let wins = 0;
    let losses = 0;
    let halves = 0;
    let byes = 0;
    let nightPoints = 0;
    const strokes: Week[] = [];
    for (const round of rounds) {
      const week: Week = { roundId: round.id, absent: false, strokes: null, result: null, opponentTeamId: null };
      const mine = play.scores.get(round.id)?.get(team.teamId) ?? NO_SCORES;
      if (lowest) {
        let low: number | null = null;
        for (const s of mine) if (s.strokes !== null) low = low === null ? s.strokes : Math.min(low, s.strokes);
        week.strokes = low;
      } else {
        const pairing = play.pairings.get(round.id)?.get(team.teamId);
        const scored = mine.find((s) => s.result !== null);
        if (pairing) {
          const other =
            teamOf.get(pairing.participantId) === team.teamId ? pairing.opponentParticipantId : pairing.participantId;
          week.opponentTeamId = other === null ? null : (teamOf.get(other) ?? null);
          if (other === null) week.result = play.roundsWithResults.has(round.id) ? 'bye' : null;
        }
        if (scored) {
          // A result is the result (one recorded without an opponent, before pairings were stored, included).
          week.result = scored.result;
          if (scored.opponentParticipantId !== null) {
            week.opponentTeamId = teamOf.get(scored.opponentParticipantId) ?? week.opponentTeamId;
          }
        }
      }
      weeks.set(round.id, week);
      if (week.strokes === null && week.result === null) {
        week.absent = input.absences?.byRound.get(round.id)?.has(team.teamId) ?? false;
      }
      if (week.strokes !== null) {
        strokes.push(week);
        total += week.strokes;
        best = best === null ? week.strokes : Math.min(best, week.strokes);
      }
      if (week.result === 'win') wins += 1;
      else if (week.result === 'loss') losses += 1;
      else if (week.result === 'halve') halves += 1;
      else if (week.result === 'bye') byes += 1;
      if (!lowest && week.result) roundsPlayed += 1;
      nightPoints += input.nightPoints?.get(round.id)?.get(team.teamId) ?? 0;
    }
    // What each absence counts, from the weeks played (never from another absence).
    if (lowest && input.absences) {
      const played = strokes.map((w) => w.strokes!);
      for (const week of weeks.values()) {
        if (!week.absent) continue;
        week.substitute = input.absences.substitutes?.get(week.roundId)?.get(team.teamId);
        week.strokes =
          input.absences.rule.absenceRule === 'substitute'
            ? (week.substitute?.strokes ?? null)
            : absenceStrokes(input.absences.rule, played);
        if (week.strokes === null) continue;
        strokes.push(week);
        total += week.strokes;
      }
    }
    const stats: TeamStats = {
      teamId: team.teamId,
      players: [...team.members.map((m) => m.name), ...(guests.get(team.teamId) ?? [])],
      weeks,
      roundsPlayed: lowest ? strokes.length : roundsPlayed,
      total,
      best,
      counted: [],
      countedRoundIds: new Set(),
      wins,
      losses,
      halves,
      byes,
      points: 0,
    };
    stats.points = input.nightPoints
      ? nightPoints
      : stats.wins * league.pointsWin +
        stats.halves * league.pointsHalve +
        stats.losses * league.pointsLoss +
        stats.byes * byePoints;
    if (league.strokeRanking === 'best_rounds' && league.countedRounds !== null) {
      const sorted = [...strokes].sort((a, b) => a.strokes! - b.strokes! || a.roundId - b.roundId);
      const kept = sorted.slice(0, league.countedRounds);
      stats.counted = kept.map((w) => w.strokes!);
      stats.countedRoundIds = new Set(kept.map((w) => w.roundId));
    }
    return stats;
  });
}

/**
 * The strokes a league's stroke-play standings rank on: 'net' (league handicaps on and the league ranks by net; each
 * round's strokes less the handicap the team took into it), 'gross' (handicaps on, ranked by gross: the standings
 * show Net beside Gross) or null (no handicaps: the strokes as played). Null for match play.
 */
export function standingsStrokes(
  league: Pick<League, 'scoringType' | 'handicapMode' | 'rankBy'>,
): 'net' | 'gross' | null {
  if (league.scoringType !== 'lowest_score' || league.handicapMode === 'off') return null;
  return league.rankBy;
}

/** 'total of the best 3 rounds' with the best_rounds ranking; null with the average. */
function bestRoundsText(rules: Pick<LeagueRules, 'strokeRanking' | 'countedRounds'>): string | null {
  if (rules.strokeRanking !== 'best_rounds' || rules.countedRounds === null) return null;
  const n = rules.countedRounds;
  return `total of the best ${n === 1 ? 'round' : `${n} rounds`}`;
}

/**
 * What stroke-play standings rank by, in words: 'average per round played', 'net average per round played',
 * 'the gross total of the best 3 rounds'… (strokes: standingsStrokes of the league).
 */
export function strokeRankingText(
  rules: Pick<LeagueRules, 'strokeRanking' | 'countedRounds'>,
  strokes: 'net' | 'gross' | null,
): string {
  const prefix = strokes ? `${strokes} ` : '';
  const bestRounds = bestRoundsText(rules);
  return bestRounds ? `the ${prefix}${bestRounds}` : `${prefix}average per round played`;
}

/** A comparable primary value (lower ranks higher) and how the standings name what teams were tied on. */
function primaryOf(input: StandingsInput) {
  const { league } = input;
  if (league.scoringType === 'match_play' || input.nightPoints) {
    return { label: 'points', value: (t: TeamStats) => [-t.points] };
  }
  const net = input.net ? 'net ' : '';
  const bestRounds = bestRoundsText(league);
  if (bestRounds !== null) {
    return {
      label: `${net}${bestRounds}`,
      // More counted rounds first (a total of fewer rounds is not comparable), then the lower total.
      value: (t: TeamStats) => [-t.counted.length, t.counted.reduce((a, b) => a + b, 0)],
    };
  }
  return {
    label: `${net}average`,
    value: (t: TeamStats) => [t.roundsPlayed === 0 ? Infinity : t.total / t.roundsPlayed],
  };
}

const EPSILON = 1e-9;
function compareValues(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (Math.abs(d) > EPSILON) return d;
  }
  return 0;
}

/**
 * A tie-break: each team's value within the tied group (lower ranks higher), or null when it cannot apply; with a
 * label when it names what decided more closely than the tie-break's name ('countback (last 9)').
 */
type Criterion = (
  group: readonly TeamStats[],
) => Map<number, number> | { values: Map<number, number>; label: string } | null;

function criteriaOf(input: StandingsInput): Criterion[] {
  const { league } = input;
  const roundOrder = [...input.rounds].sort((a, b) => b.roundNumber - a.roundNumber).map((r) => r.id);
  if (league.scoringType === 'match_play') {
    const headToHead: Criterion = (group) => {
      const ids = new Set(group.map((t) => t.teamId));
      const met = new Set<string>();
      const points = new Map(group.map((t) => [t.teamId, 0]));
      for (const team of group) {
        for (const week of team.weeks.values()) {
          if (week.opponentTeamId === null || !ids.has(week.opponentTeamId)) continue;
          if (week.result !== 'win' && week.result !== 'loss' && week.result !== 'halve') continue;
          met.add([team.teamId, week.opponentTeamId].sort((a, b) => a - b).join('-'));
          const earned =
            week.result === 'win' ? league.pointsWin : week.result === 'halve' ? league.pointsHalve : league.pointsLoss;
          points.set(team.teamId, points.get(team.teamId)! + earned);
        }
      }
      // Head-to-head decides only when every two of the tied teams have played each other.
      if (met.size < (group.length * (group.length - 1)) / 2) return null;
      return new Map([...points].map(([id, p]) => [id, -p]));
    };
    const winPercentage: Criterion = (group) => {
      const matches = (t: TeamStats) => t.wins + t.losses + t.halves;
      if (group.some((t) => matches(t) === 0)) return null;
      return new Map(group.map((t) => [t.teamId, -(t.wins + t.halves / 2) / matches(t)]));
    };
    const fewerLosses: Criterion = (group) => new Map(group.map((t) => [t.teamId, t.losses]));
    return [headToHead, winPercentage, fewerLosses];
  }
  const bestRound: Criterion = (group) =>
    group.some((t) => t.best === null) ? null : new Map(group.map((t) => [t.teamId, t.best!]));
  // Each round's card of each team (the last given of a team's cards in a round), indexed on the first countback.
  let cardsByRound: Map<number, Map<number, NonNullable<StandingsInput['cards']>[number]>> | null = null;
  const cardOf = (roundId: number, teamId: number) => {
    if (!cardsByRound) {
      cardsByRound = new Map();
      for (const c of input.cards ?? []) {
        let byTeam = cardsByRound.get(c.roundId);
        if (!byTeam) {
          byTeam = new Map();
          cardsByRound.set(c.roundId, byTeam);
        }
        byTeam.set(c.teamId, c);
      }
    }
    return cardsByRound.get(roundId)?.get(teamId);
  };
  // Countback: the most recent round every tied team played in which they differ decides: on its strokes, else, when
  // every tied card was kept by the hole, on its last 9, 6, 3 and 1 holes (net with that share of the strokes).
  const countback: Criterion = (group) => {
    for (const roundId of roundOrder) {
      const strokes = group.map((t) => {
        const week = t.weeks.get(roundId);
        return week && !week.absent ? week.strokes : null;
      });
      if (strokes.some((s) => s === null)) continue;
      if (new Set(strokes).size > 1) return new Map(group.map((t, i) => [t.teamId, strokes[i]!]));
      const cards = group.map((t) => cardOf(roundId, t.teamId));
      const holeCount = cards[0]?.holes.length ?? 0;
      if (holeCount === 0 || cards.some((c) => !c || c.holes.length !== holeCount)) continue;
      const keys = cards.map((c) => countbackKey(c!.holes, c!.strokesGiven, 'net'));
      const segments = countbackSegments(holeCount);
      for (let k = 0; k < segments.length; k += 1) {
        const values = keys.map((key) => key[k]!);
        if (values.some((v) => Math.abs(v - values[0]!) > EPSILON)) {
          return {
            values: new Map(group.map((t, i) => [t.teamId, values[i]!])),
            label: countbackLabel(segments[k]!),
          };
        }
      }
    }
    return null;
  };
  return [bestRound, countback];
}

interface Ordered {
  /** Teams in order, grouped where still equal after every tie-break. */
  groups: TeamStats[][];
  /** The tie-break that separated each group from the next (one fewer than the groups). */
  splits: string[];
}

/** Orders a group tied on the primary value by the tie-breaks, each applied afresh to every smaller group. */
function breakTies(group: TeamStats[], criteria: Criterion[], names: readonly string[]): Ordered {
  if (group.length === 1) return { groups: [group], splits: [] };
  for (let i = 0; i < criteria.length; i += 1) {
    const decided = criteria[i]!(group);
    if (!decided) continue;
    const values = decided instanceof Map ? decided : decided.values;
    const name = decided instanceof Map ? names[i]! : decided.label;
    const sorted = [...group].sort((a, b) => values.get(a.teamId)! - values.get(b.teamId)! || a.teamId - b.teamId);
    const parts: TeamStats[][] = [];
    for (const team of sorted) {
      const last = parts[parts.length - 1];
      if (last && Math.abs(values.get(last[0]!.teamId)! - values.get(team.teamId)!) <= EPSILON) last.push(team);
      else parts.push([team]);
    }
    if (parts.length === 1) continue;
    const out: Ordered = { groups: [], splits: [] };
    parts.forEach((part, k) => {
      if (k > 0) out.splits.push(name);
      const inner = breakTies(part, criteria, names);
      out.groups.push(...inner.groups);
      out.splits.push(...inner.splits);
    });
    return out;
  }
  return { groups: [[...group].sort((a, b) => a.teamId - b.teamId)], splits: [] };
}

interface Ranking {
  rank: Map<number, number>;
  order: TeamStats[];
  /** Active teams below the minimum rounds, then the withdrawn teams: listed, never ranked. */
  unranked: TeamStats[];
  notes: Map<number, string>;
}

/** Most rounds first, then in team order. */
const byRoundsPlayed = (a: TeamStats, b: TeamStats) => b.roundsPlayed - a.roundsPlayed || a.teamId - b.teamId;

function rank(input: StandingsInput, stats: TeamStats[]): Ranking | null {
  if (stats.every((t) => t.roundsPlayed === 0)) return null;
  const primary = primaryOf(input);
  const criteria = criteriaOf(input);
  const names = TIE_BREAKS[input.league.scoringType];
  // The minimum rounds is a stroke-play rule (the form offers it there); in match play a team ranks from its first
  // result or bye. A withdrawn team plays no more rounds: it is never ranked, whatever it played (decision 480).
  const minimum = input.league.scoringType === 'lowest_score' ? Math.max(1, input.league.minRoundsToRank) : 1;
  const withdrawn = (t: TeamStats) => input.withdrawn?.has(t.teamId) ?? false;
  const eligible = stats.filter((t) => !withdrawn(t) && t.roundsPlayed >= minimum);
  const unranked = [
    ...stats.filter((t) => !withdrawn(t) && t.roundsPlayed < minimum).sort(byRoundsPlayed),
    ...stats.filter(withdrawn).sort(byRoundsPlayed),
  ];
  // Each team's primary value, worked out once rather than on every comparison.
  const valueOf = new Map(eligible.map((t) => [t, primary.value(t)]));
  const value = (t: TeamStats) => valueOf.get(t)!;
  const sorted = [...eligible].sort((a, b) => compareValues(value(a), value(b)) || a.teamId - b.teamId);
  const groups: TeamStats[][] = [];
  const notes = new Map<number, string>();
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (j < sorted.length && compareValues(value(sorted[i]!), value(sorted[j]!)) === 0) j += 1;
    const tied = breakTies(sorted.slice(i, j), criteria, names);
    groups.push(...tied.groups);
    // Each team of a tie says how it stands against the team above it (the first: against the one below it).
    if (j - i > 1) {
      tied.groups.forEach((group, k) => {
        const note = tieNote(
          primary.label,
          group.length > 1 ? 'shared' : k === 0 ? { ahead: tied.splits[0]! } : { behind: tied.splits[k - 1]! },
        );
        for (const team of group) notes.set(team.teamId, note);
      });
    }
    i = j;
  }
  const rankOf = new Map<number, number>();
  let position = 0;
  for (const group of groups) {
    for (const team of group) rankOf.set(team.teamId, position + 1);
    position += group.length;
  }
  return { rank: rankOf, order: groups.flat(), unranked, notes };
}

/**
 * The league's standings, one row per team: ranked teams in order (the league's ranking, then its tie-breaks;
 * teams still equal share a rank), then teams below the minimum rounds ('not yet ranked'), then withdrawn teams
 * (never ranked). Before any score no team has a rank. rankChange compares with the standings before the latest
 * round that has scores.
 */
export function computeStandings(input: StandingsInput): StandingsRow[] {
  const { league } = input;
  const allRounds = new Set(input.rounds.map((r) => r.id));
  const play = indexPlay(input);
  const stats = statsOf(input, allRounds, play);
  const current = rank(input, stats);
  const withScores = new Set<number>();
  for (const s of input.scores) if (s.strokes !== null || s.result !== null) withScores.add(s.roundId);
  const scoredRounds = input.rounds.filter((r) => withScores.has(r.id)).sort((a, b) => b.roundNumber - a.roundNumber);
  const latest = scoredRounds[0];
  const previous =
    latest && scoredRounds.length > 1
      ? rank(input, statsOf(input, new Set([...allRounds].filter((id) => id !== latest.id)), play))
      : null;
  const byTeam = new Map(stats.map((t) => [t.teamId, t]));
  const teamNames = new Map(stats.map((t) => [t.teamId, t.players.join(' & ')]));
  const ordered = current
    ? [...current.order, ...current.unranked]
    : [...stats.filter((t) => !input.withdrawn?.has(t.teamId)), ...stats.filter((t) => input.withdrawn?.has(t.teamId))];
  const lowest = league.scoringType === 'lowest_score';
  const bestN = lowest && league.strokeRanking === 'best_rounds' && league.countedRounds !== null;
  const rounds = [...input.rounds].sort((a, b) => a.roundNumber - b.roundNumber);

  return ordered.map((team) => {
    const t = byTeam.get(team.teamId)!;
    const rankNow = current?.rank.get(t.teamId) ?? null;
    const rankBefore = previous?.rank.get(t.teamId) ?? null;
    const matches = t.wins + t.losses + t.halves;
    const weeks: StandingsWeek[] = rounds.map((r) => {
      const w = t.weeks.get(r.id)!;
      return {
        roundId: r.id,
        strokes: w.strokes,
        result: w.result,
        opponentTeamId: w.opponentTeamId,
        opponent: w.opponentTeamId === null ? null : (teamNames.get(w.opponentTeamId) ?? null),
        counted: lowest && w.strokes !== null && (!bestN || t.countedRoundIds.has(r.id)),
        didNotPlay: w.absent,
        gross: null,
        net: null,
        absence: !w.absent
          ? null
          : lowest && input.absences
            ? absenceText(input.absences.rule, w.strokes, w.substitute ?? null)
            : 'Did not play',
      };
    });
    return {
      rank: rankNow,
      ranked: rankNow !== null,
      rankChange: rankNow !== null && rankBefore !== null ? rankBefore - rankNow : null,
      tieBreak: current?.notes.get(t.teamId) ?? null,
      teamId: t.teamId,
      players: t.players,
      roundsPlayed: t.roundsPlayed,
      totalStrokes: lowest ? t.total : null,
      averageStrokes: lowest && t.roundsPlayed > 0 ? roundTo(t.total / t.roundsPlayed, input.decimals) : null,
      countedStrokes: bestN && t.counted.length > 0 ? t.counted.reduce((a, b) => a + b, 0) : null,
      bestRound: lowest ? t.best : null,
      wins: lowest ? null : t.wins,
      losses: lowest ? null : t.losses,
      halves: lowest ? null : t.halves,
      byes: lowest ? null : t.byes,
      points: lowest && !input.nightPoints ? null : round2(t.points),
      winPercentage: lowest || matches === 0 ? null : round3((t.wins + t.halves / 2) / matches),
      handicap: null,
      net: null,
      gross: null,
      weeks,
      flight: null,
    } satisfies StandingsRow;
  });
}

/**
 * The decimals a stroke-play table ranked by average needs (decision 485): 1, or 2 when two ranked rows at different
 * places would read the same in tenths (37.80 and 37.83 both 37.8). `rows` in the standings' order, a flight's at a
 * time or all of them (rows of different flights are never compared).
 */
export function standingsDecimals(
  rules: Pick<LeagueRules, 'strokeRanking'> & { scoringType: League['scoringType']; placePoints?: readonly number[] },
  rows: readonly Pick<StandingsRow, 'rank' | 'totalStrokes' | 'roundsPlayed' | 'flight'>[],
): 1 | 2 {
  // Ranked by an average: not match play, a best-N total or a points table (decision 487).
  if (rules.scoringType !== 'lowest_score' || rules.strokeRanking !== 'average') return 1;
  if ((rules.placePoints?.length ?? 0) > 0) return 1;
  const raw = (r: (typeof rows)[number]) => (r.totalStrokes ?? 0) / r.roundsPlayed;
  for (let i = 1; i < rows.length; i += 1) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    if (a.rank === null || b.rank === null || a.rank === b.rank || (a.flight ?? null) !== (b.flight ?? null)) continue;
    if (roundTo(raw(a)) === roundTo(raw(b)) && Math.abs(raw(a) - raw(b)) > EPSILON) return 2;
  }
  return 1;
}
