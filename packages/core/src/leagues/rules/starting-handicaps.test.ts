import { describe, expect, it } from 'vitest';
import { HANDICAP_RULE_DEFAULTS, startingHandicapsSaveSchema } from '../schemas/course';
import { handicapFigure, parseHandicapColumn, startingAllowanceText } from './starting-handicaps';

const field = [
  { participantId: 11, name: 'Ann Archer' },
  { participantId: 12, name: 'Bob Baker' },
  { participantId: 13, name: 'Cy Cole' },
];

describe('handicapFigure', () => {
  it('reads handicaps as golfers write them, a plus one as negative', () => {
    expect(['12.4', '12,4', '+2.1', '-2.1', '0', '54', '-10'].map(handicapFigure)).toEqual([
      12.4, 12.4, -2.1, -2.1, 0, 54, -10,
    ]);
    expect(['55', '-10.1', '12.45', 'abc', '', '1e1'].map(handicapFigure)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('startingAllowanceText', () => {
  it("says the league's allowance and what a figure plays as, or nothing when they play as entered", () => {
    const rules = { ...HANDICAP_RULE_DEFAULTS, leagueType: 'individual' as const };
    expect(startingAllowanceText(rules)).toBe("Played at the league's 90 % allowance: 12.4 plays as 11.2.");
    expect(startingAllowanceText({ ...rules, leagueType: 'scramble' }, 6.3)).toBe(
      "A team's starting handicap is its team handicap (35 % of the lower + 15 % of the higher): played as entered, not at the league's 90 % allowance.",
    );
    expect(startingAllowanceText({ ...rules, handicapAllowance: 80 }, -2)).toBe(
      "Played at the league's 80 % allowance: +2.0 plays as +1.6.",
    );
    expect(startingAllowanceText({ ...rules, startingHandicapAllowance: false }, 12.4)).toBeNull();
  });
});

describe('parseHandicapColumn', () => {
  it("gives a column of figures to the field in its order, '-' removing one", () => {
    expect(parseHandicapColumn('12.4\n\n+1.5\r\n-\n', field)).toEqual({
      ok: true,
      entries: [
        { participantId: 11, startingHandicap: 12.4 },
        { participantId: 12, startingHandicap: -1.5 },
        { participantId: 13, startingHandicap: null },
      ],
    });
    // Fewer lines than players: the first ones only.
    expect(parseHandicapColumn('8', field)).toEqual({
      ok: true,
      entries: [{ participantId: 11, startingHandicap: 8 }],
    });
  });

  it('matches Name<TAB>figure lines by name, whatever their order or case', () => {
    expect(parseHandicapColumn('cy cole\t20\nAnn Archer\t9.0', field)).toEqual({
      ok: true,
      entries: [
        { participantId: 13, startingHandicap: 20 },
        { participantId: 11, startingHandicap: 9 },
      ],
    });
  });

  it('names every bad line and keeps nothing', () => {
    expect(parseHandicapColumn('12\nsixty\n70\n5', field)).toEqual({
      ok: false,
      problems: [
        "4 lines for 3 players: one handicap a player, in the list's order.",
        'Line 2: "sixty" is not a handicap from +10 to 54.',
        'Line 3: "70" is not a handicap from +10 to 54.',
      ],
    });
    expect(parseHandicapColumn('Dee Dunn\t4\nAnn Archer\t4\nann archer\t5', field)).toEqual({
      ok: false,
      problems: ['Line 1: no player named "Dee Dunn" in this league.', 'Line 3: Ann Archer is named twice.'],
    });
    expect(parseHandicapColumn(' \n', field)).toEqual({ ok: false, problems: ['Paste one handicap a line.'] });
  });
});

describe('startingHandicapsSaveSchema', () => {
  it('takes each player once with a handicap in range or null', () => {
    const ok = {
      entries: [
        { participantId: 11, startingHandicap: 12.4 },
        { participantId: 12, startingHandicap: null },
      ],
    };
    expect(startingHandicapsSaveSchema.safeParse(ok).success).toBe(true);
    const twice = { entries: [ok.entries[0], ok.entries[0]] };
    expect(startingHandicapsSaveSchema.safeParse(twice).success).toBe(false);
    const out = { entries: [{ participantId: 11, startingHandicap: 60 }] };
    expect(startingHandicapsSaveSchema.safeParse(out).success).toBe(false);
    expect(startingHandicapsSaveSchema.safeParse({ entries: [] }).success).toBe(false);
  });
});
