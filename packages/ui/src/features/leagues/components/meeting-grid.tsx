// Who has met whom in a match-play league, on the round's match sheet (match-sheet.tsx): beside each pairing, the
// rounds in which its two teams met before ('Met in rounds 1 and 3', 'First meeting'), and under the sheet a grid of
// every two teams' meetings, both from the standings' week-by-week opponents.
import { meetingKey, type StandingsResponse } from '@longwood/core';
import type { SheetTeam } from '../lib/league-text';

/** 'round 2', 'rounds 1 and 3', 'rounds 1, 2 and 4'. */
function roundsText(numbers: readonly number[]): string {
  if (numbers.length === 1) return `round ${numbers[0]}`;
  return `rounds ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;
}

/**
 * For each two teams, the numbers of the rounds (other than this one) in which they played each other, from the
 * standings' week-by-week opponents.
 */
export function meetingsFrom(standings: StandingsResponse | undefined, roundId: number): Map<string, number[]> {
  const met = new Map<string, number[]>();
  if (!standings) return met;
  const numberOf = new Map(standings.rounds.map((r) => [r.roundId, r.roundNumber]));
  for (const row of standings.rows) {
    for (const week of row.weeks) {
      if (week.roundId === roundId || week.opponentTeamId === null || week.result === null || week.result === 'bye') {
        continue;
      }
      if (row.teamId > week.opponentTeamId) continue; // each meeting once, from the lower team's row
      const key = meetingKey(row.teamId, week.opponentTeamId);
      const n = numberOf.get(week.roundId);
      if (n !== undefined)
        met.set(
          key,
          [...(met.get(key) ?? []), n].sort((a, b) => a - b),
        );
    }
  }
  return met;
}

/** The line under a pairing's opponent: the rounds its two teams met in before; nothing without standings or a pair. */
export function meetingHint(
  standings: StandingsResponse | undefined,
  meetings: ReadonlyMap<string, number[]>,
  teamOf: ReadonlyMap<number, number>,
  player: number,
  opponent: number | null,
): string | undefined {
  if (!standings || opponent === null) return undefined;
  const a = teamOf.get(player);
  const b = teamOf.get(opponent);
  if (a === undefined || b === undefined || a === b) return undefined;
  const rounds = meetings.get(meetingKey(a, b));
  return rounds ? `Met in ${roundsText(rounds)}` : 'First meeting';
}

/** Who has met whom: for each two teams, the rounds in which they played (from the standings). */
export function MeetingGrid({
  standings,
  roundId,
  teams,
  scramble,
}: {
  standings: StandingsResponse | undefined;
  roundId: number;
  teams: SheetTeam[];
  /** Columns headed 'Team n' (the rows name their players); an individual league's by the player's name. */
  scramble: boolean;
}) {
  if (!standings || teams.length < 2) return null;
  const meetings = meetingsFrom(standings, roundId);
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-800">Who has met whom</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="text-left">
          <caption className="sr-only">Rounds in which each two teams have played each other</caption>
          <thead>
            <tr>
              <td />
              {teams.map((t) => (
                <th key={t.teamId} scope="col" className="px-2 py-1 font-medium whitespace-nowrap text-slate-600">
                  {scramble ? `Team ${t.teamId}` : t.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {teams.map((row) => (
              <tr key={row.teamId} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-1 font-medium whitespace-nowrap">
                  {row.label}
                </th>
                {teams.map((col) => {
                  const rounds = row.teamId === col.teamId ? null : meetings.get(meetingKey(row.teamId, col.teamId));
                  return (
                    <td key={col.teamId} className="px-2 py-1 whitespace-nowrap text-slate-700">
                      {row.teamId === col.teamId ? null : rounds ? (
                        <>
                          <span aria-hidden="true">{rounds.map((n) => `R${n}`).join(', ')}</span>
                          <span className="sr-only">{roundsText(rounds)}</span>
                        </>
                      ) : (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">not met</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
