// The league form's live configuration preview (docs/requirements.md#league-form): sample standings for the chosen
// type, scoring and ranking rules, computed by core's computeStandings like the real standings, so a halved match,
// a bye and the tie-break notes show what the chosen rules do.
import {
  BYE_RESULT_LABELS,
  countOf,
  computeStandings,
  LEAGUE_RULE_DEFAULTS,
  LEAGUE_TYPE_LABELS,
  SCORING_TYPE_LABELS,
  type LeagueRules,
  type LeagueType,
  type MatchResult,
  type ScoringType,
} from '@longwood/core';
import { bestRoundsLabel, pointsText, recordText } from '../lib/league-text';

const SAMPLE_PLAYERS = ['Alex', 'Blake', 'Casey', 'Drew', 'Emery', 'Finley', 'Gray', 'Harper', 'Indy', 'Jules'];
const ROUNDS = [1, 2, 3].map((n) => ({ id: n, roundNumber: n, roundDate: `2026-01-0${n}` }));

/** Stroke play, by team: strokes per round (null: missed it). Worked so both rankings end in a tie-break. */
const SAMPLE_STROKES: (number | null)[][] = [
  [72, 75, 70],
  [70, 74, 72],
  [71, null, 73],
  [78, 76, 80],
];

/**
 * Match play, five teams over two rounds: round 1 team 1 beats 2, 3 and 4 halve, 5 has the bye; round 2 team 3
 * beats 1, team 2 beats 5, 4 has the bye. With the default points 3 and 4 tie (win percentage decides) and 1, 2
 * and 5 tie (win percentage, then head-to-head).
 */
const SAMPLE_MATCHES: { round: number; team: number; opponent: number | null; result: MatchResult | null }[] = [
  { round: 1, team: 1, opponent: 2, result: 'win' },
  { round: 1, team: 3, opponent: 4, result: 'halve' },
  { round: 1, team: 5, opponent: null, result: null },
  { round: 2, team: 3, opponent: 1, result: 'win' },
  { round: 2, team: 2, opponent: 5, result: 'win' },
  { round: 2, team: 4, opponent: null, result: null },
];

const OPPOSITE: Record<MatchResult, MatchResult> = { win: 'loss', loss: 'win', halve: 'halve' };

/** The form's rules while they are typed: an empty or half-typed number falls back to the default. */
function previewRules(rules: Partial<LeagueRules>): LeagueRules {
  const num = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  const counted = rules.countedRounds;
  return {
    strokeRanking: rules.strokeRanking ?? LEAGUE_RULE_DEFAULTS.strokeRanking,
    countedRounds: typeof counted === 'number' && Number.isInteger(counted) && counted >= 1 ? counted : null,
    minRoundsToRank: Math.max(1, num(rules.minRoundsToRank, LEAGUE_RULE_DEFAULTS.minRoundsToRank)),
    pointsWin: num(rules.pointsWin, LEAGUE_RULE_DEFAULTS.pointsWin),
    pointsHalve: num(rules.pointsHalve, LEAGUE_RULE_DEFAULTS.pointsHalve),
    pointsLoss: num(rules.pointsLoss, LEAGUE_RULE_DEFAULTS.pointsLoss),
    byeResult: rules.byeResult ?? LEAGUE_RULE_DEFAULTS.byeResult,
  };
}

function sampleStandings(leagueType: LeagueType, scoringType: ScoringType, rules: LeagueRules) {
  const scramble = leagueType === 'scramble';
  const teamCount = scoringType === 'match_play' ? 5 : 4;
  const perTeam = scramble ? 2 : 1;
  const participants = SAMPLE_PLAYERS.slice(0, teamCount * perTeam).map((name, i) => ({
    id: i + 1,
    userId: i + 1,
    teamId: Math.floor(i / perTeam) + 1,
    isTeamLead: i % perTeam === 0,
    name,
  }));
  const lead = (team: number) => (team - 1) * perTeam + 1;
  const score = { strokes: null, result: null, opponentParticipantId: null };
  const scores =
    scoringType === 'lowest_score'
      ? SAMPLE_STROKES.flatMap((rounds, t) =>
          rounds.flatMap((strokes, r) =>
            strokes === null ? [] : [{ ...score, roundId: r + 1, participantId: lead(t + 1), strokes }],
          ),
        )
      : SAMPLE_MATCHES.flatMap((m) =>
          m.opponent === null || m.result === null
            ? []
            : [
                {
                  ...score,
                  roundId: m.round,
                  participantId: lead(m.team),
                  result: m.result,
                  opponentParticipantId: lead(m.opponent),
                },
                {
                  ...score,
                  roundId: m.round,
                  participantId: lead(m.opponent),
                  result: OPPOSITE[m.result],
                  opponentParticipantId: lead(m.team),
                },
              ],
        );
  const pairings = SAMPLE_MATCHES.map((m) => ({
    roundId: m.round,
    participantId: lead(m.team),
    opponentParticipantId: m.opponent === null ? null : lead(m.opponent),
  }));
  const rounds = scoringType === 'lowest_score' ? ROUNDS : ROUNDS.slice(0, 2);
  return computeStandings({
    league: { scoringType, ...rules },
    participants,
    rounds,
    scores,
    pairings: scoringType === 'match_play' ? pairings : [],
  });
}

function describeRules(scoringType: ScoringType, rules: LeagueRules): string {
  if (scoringType === 'match_play') {
    return (
      `The admin records W/L/H for each match: a win earns ${rules.pointsWin}, a halve ${rules.pointsHalve} and a ` +
      `loss ${countOf(rules.pointsLoss, 'point')}; a bye earns ${BYE_RESULT_LABELS[rules.byeResult].toLowerCase()}. ` +
      'Most points rank highest.'
    );
  }
  const by =
    rules.strokeRanking === 'best_rounds' && rules.countedRounds !== null
      ? `total of the best ${rules.countedRounds === 1 ? 'round' : `${rules.countedRounds} rounds`}`
      : 'average per round played';
  const minimum = rules.minRoundsToRank > 1 ? `; ${rules.minRoundsToRank} rounds are needed to be ranked` : '';
  return `The admin enters each round’s scores; the lowest ${by} ranks first${minimum}.`;
}

export function LeaguePreview({
  leagueType,
  scoringType,
  rules,
}: {
  leagueType: LeagueType;
  scoringType: ScoringType;
  rules: Partial<LeagueRules>;
}) {
  const applied = previewRules(rules);
  const rows = sampleStandings(leagueType, scoringType, applied);
  const lowest = scoringType === 'lowest_score';
  const bestN = lowest && applied.strokeRanking === 'best_rounds' ? applied.countedRounds : null;
  const th = 'py-1 pr-3 font-medium';
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="text-sm font-medium text-slate-800">
        Preview: {LEAGUE_TYPE_LABELS[leagueType]}, {SCORING_TYPE_LABELS[scoringType]}
      </figcaption>
      <p className="mt-1 text-xs text-slate-600">{describeRules(scoringType, applied)}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Sample standings</caption>
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className={th}>
                Rank
              </th>
              <th scope="col" className={th}>
                {leagueType === 'scramble' ? 'Team' : 'Player'}
              </th>
              {lowest ? (
                <>
                  {ROUNDS.map((r) => (
                    <th key={r.id} scope="col" className={th}>
                      Round {r.roundNumber}
                    </th>
                  ))}
                  <th scope="col" className={th}>
                    {bestN !== null ? bestRoundsLabel(bestN) : 'Average'}
                  </th>
                </>
              ) : (
                <>
                  <th scope="col" className={th}>
                    W-L-H
                  </th>
                  <th scope="col" className={th}>
                    Byes
                  </th>
                  <th scope="col" className={th}>
                    Points
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.teamId} className="border-t border-slate-100 align-top">
                <td className="py-1 pr-3">{row.rank ?? '—'}</td>
                <td className="py-1 pr-3">
                  {row.players.join(' & ')}
                  {row.tieBreak ? <span className="block text-xs text-slate-500">{row.tieBreak}</span> : null}
                  {!row.ranked ? <span className="block text-xs text-slate-500">Not yet ranked</span> : null}
                </td>
                {lowest ? (
                  <>
                    {row.weeks.map((w) => (
                      <td key={w.roundId} className="py-1 pr-3">
                        {w.strokes ?? '–'}
                      </td>
                    ))}
                    <td className="py-1 pr-3">{(bestN !== null ? row.countedStrokes : row.averageStrokes) ?? '–'}</td>
                  </>
                ) : (
                  <>
                    <td className="py-1 pr-3">{recordText(row)}</td>
                    <td className="py-1 pr-3">{row.byes}</td>
                    <td className="py-1 pr-3">{pointsText(row.points)}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
