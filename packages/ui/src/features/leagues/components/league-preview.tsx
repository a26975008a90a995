// The league form's live configuration preview (docs/requirements.md#league-form): a sample score table for the chosen type
// and scoring, computed by core's computeStandings like the real standings.
import { computeStandings, type LeagueType, type ScoringType } from '@longwood/core';

const SAMPLE_PLAYERS = ['Alex', 'Blake', 'Casey', 'Drew'];

export function LeaguePreview({ leagueType, scoringType }: { leagueType: LeagueType; scoringType: ScoringType }) {
  const scramble = leagueType === 'scramble';
  const participants = SAMPLE_PLAYERS.map((name, i) => ({
    id: i + 1,
    userId: i + 1,
    teamId: scramble ? Math.floor(i / 2) + 1 : i + 1,
    isTeamLead: !scramble || i % 2 === 0,
    name,
  }));
  const scores =
    scoringType === 'lowest_score'
      ? scramble
        ? [
            { roundId: 1, participantId: 1, strokes: 68, result: null },
            { roundId: 1, participantId: 3, strokes: 71, result: null },
          ]
        : [72, 75, 70, 79].map((strokes, i) => ({ roundId: 1, participantId: i + 1, strokes, result: null }))
      : scramble
        ? [
            { roundId: 1, participantId: 1, strokes: null, result: 'win' as const },
            { roundId: 1, participantId: 3, strokes: null, result: 'loss' as const },
          ]
        : [
            { roundId: 1, participantId: 1, strokes: null, result: 'win' as const },
            { roundId: 1, participantId: 2, strokes: null, result: 'loss' as const },
            { roundId: 1, participantId: 3, strokes: null, result: 'loss' as const },
            { roundId: 1, participantId: 4, strokes: null, result: 'win' as const },
          ];
  const rows = computeStandings({ scoringType, participants, scores });
  const lowest = scoringType === 'lowest_score';
  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="text-sm font-medium text-slate-800">
        Preview: {scramble ? 'Scramble (Teams of 2)' : 'Individual'}, {lowest ? 'Lowest Score' : 'Match Play'}
      </figcaption>
      <p className="mt-1 text-xs text-slate-600">
        {lowest
          ? 'The admin enters each round’s scores; the lowest total ranks first.'
          : 'The admin records W/L for each match; most wins rank highest (win 1 point, loss 0).'}
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="py-1 pr-3">
                Rank
              </th>
              <th scope="col" className="py-1 pr-3">
                {scramble ? 'Team' : 'Player'}
              </th>
              {lowest ? (
                <th scope="col" className="py-1 pr-3">
                  Round 1
                </th>
              ) : (
                <>
                  <th scope="col" className="py-1 pr-3">
                    W
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    L
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Points
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.teamId} className="border-t border-slate-100">
                <td className="py-1 pr-3">{row.rank}</td>
                <td className="py-1 pr-3">{row.players.join(' & ')}</td>
                {lowest ? (
                  <td className="py-1 pr-3">{row.roundsPlayed ? row.totalStrokes : '-'}</td>
                ) : (
                  <>
                    <td className="py-1 pr-3">{row.wins}</td>
                    <td className="py-1 pr-3">{row.losses}</td>
                    <td className="py-1 pr-3">{row.points}</td>
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
