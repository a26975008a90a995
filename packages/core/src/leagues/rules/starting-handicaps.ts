// The whole field's starting handicaps typed or pasted as a column (docs/decisions/290-starting-handicaps-for-the-field.md):
// one figure a line in the field's order, or 'Name<TAB>figure' lines (a spreadsheet's two columns) matched by name.
// The screen reads a paste with this; the server checks the save (startingHandicapsSaveSchema) all or nothing.
import type { HandicapRules, LeagueType } from '../schemas/league-record';
import { startingPlayingHandicap, teamAllowanceText } from './league-handicap';
import { handicapText } from './league-night';

/** A player of the field as the starting handicaps screen lists them (in the field's order). */
export interface FieldPlayer {
  participantId: number;
  name: string;
}

export type ColumnParse =
  | { ok: true; entries: { participantId: number; startingHandicap: number | null }[] }
  | { ok: false; problems: string[] };

const HANDICAP = /^[+-]?\d{1,2}(?:[.,]\d)?$/;

/**
 * A handicap as golfers write it: '12.4', '12,4', a plus handicap '+2.1' (stored as −2.1, it gives strokes back) or
 * '-2.1'; null when it is not one or is outside −10 to 54.
 */
export function handicapFigure(text: string): number | null {
  const t = text.trim();
  if (!HANDICAP.test(t)) return null;
  const value = Number(t.replace(',', '.').replace(/^\+/, '-'));
  return value < -10 || value > 54 ? null : value + 0;
}

/**
 * A pasted column: blank lines ignored; either every line 'Name<TAB>figure' (each name one of the field's, once) or
 * bare figures, one a player in the field's order (no more lines than players). A line '-' or 'none' (or an empty
 * figure after a name) removes that player's starting handicap. Every problem is named by its line.
 */
export function parseHandicapColumn(text: string, field: readonly FieldPlayer[]): ColumnParse {
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.replace(/\s+$/, ''), number: i + 1 }))
    .filter((l) => l.line.trim() !== '');
  if (lines.length === 0) return { ok: false, problems: ['Paste one handicap a line.'] };
  const problems: string[] = [];
  const entries: { participantId: number; startingHandicap: number | null }[] = [];
  const figureOf = (raw: string, number: number): number | null | undefined => {
    const t = raw.trim();
    if (t === '' || t === '-' || t.toLowerCase() === 'none') return null;
    const value = handicapFigure(t);
    if (value === null) problems.push(`Line ${number}: "${t}" is not a handicap from +10 to 54.`);
    return value ?? undefined;
  };
  const named = lines.some((l) => l.line.includes('\t'));
  if (named) {
    const byName = new Map(field.map((p) => [p.name.trim().toLowerCase(), p]));
    const seen = new Set<number>();
    for (const { line, number } of lines) {
      const tab = line.lastIndexOf('\t');
      if (tab < 0) {
        problems.push(`Line ${number}: give the name, a tab, then the handicap.`);
        continue;
      }
      const name = line.slice(0, tab).trim();
      const player = byName.get(name.toLowerCase());
      if (!player) {
        problems.push(`Line ${number}: no player named "${name}" in this league.`);
        continue;
      }
      if (seen.has(player.participantId)) {
        problems.push(`Line ${number}: ${player.name} is named twice.`);
        continue;
      }
      seen.add(player.participantId);
      const value = figureOf(line.slice(tab + 1), number);
      if (value !== undefined) entries.push({ participantId: player.participantId, startingHandicap: value });
    }
  } else {
    if (lines.length > field.length) {
      problems.push(`${lines.length} lines for ${field.length} players: one handicap a player, in the list's order.`);
    }
    lines.slice(0, field.length).forEach(({ line, number }, i) => {
      const value = figureOf(line, number);
      if (value !== undefined) entries.push({ participantId: field[i]!.participantId, startingHandicap: value });
    });
  }
  return problems.length ? { ok: false, problems } : { ok: true, entries };
}

/**
 * The line the starting-handicap dialog and the field's screen say how a starting handicap is played in: "Played at
 * the league's 90 % allowance: 12.4 plays as 11.2." (the example is the figure typed when there is one); a scramble
 * league's, that a team's is its team handicap and plays as entered; null when the league plays them as entered.
 */
export function startingAllowanceText(
  league: Pick<HandicapRules, 'handicapAllowance' | 'handicapMaximum' | 'startingHandicapAllowance'> & {
    leagueType: LeagueType;
  },
  example: number | null = null,
): string | null {
  if (!league.startingHandicapAllowance) return null;
  if (league.leagueType === 'scramble') {
    return `A team's starting handicap is its team handicap (${teamAllowanceText()}): played as entered, not at the league's ${league.handicapAllowance} % allowance.`;
  }
  const entered = example ?? 12.4;
  const plays = startingPlayingHandicap(league, entered);
  return `Played at the league's ${league.handicapAllowance} % allowance: ${handicapText(entered)} plays as ${handicapText(plays)}.`;
}
