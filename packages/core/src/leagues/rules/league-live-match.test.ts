import { describe, expect, it } from 'vitest';
import { liveMatch, matchStateText, placeByMatch } from './league-live-match';
import { placeText } from './league-night';
import { matchFromCards, matchOutcomeText } from './league-sheet';

// Nine holes, stroke index by hole: 5 1 9 3 7 8 2 4 6.
const course = { holes: [5, 1, 9, 3, 7, 8, 2, 4, 6].map((strokeIndex) => ({ par: 4, strokeIndex })) };
const _ = null;
const pat = (holes: (number | null)[] | null, handicap: number | null = null) => ({
  players: ['Pat Walker'],
  holes,
  handicap,
});
const sam = (holes: (number | null)[] | null, handicap: number | null = null) => ({
  players: ['Sam Lee'],
  holes,
  handicap,
});
const live = (
  a: ReturnType<typeof pat>,
  b: ReturnType<typeof sam>,
  savedResult: 'win' | 'loss' | 'halve' | null = null,
) => liveMatch({ course, a, b, savedResult });

describe('a match as it is played', () => {
  it('is not started until both have posted a hole, and all square when level', () => {
    const [forPat, forSam] = live(pat([4, _, _, _, _, _, _, _, _]), sam(null));
    expect(forPat).toEqual({ opponent: ['Sam Lee'], state: 'Not started', holesUp: 0, thru: 0, finished: false });
    expect(forSam.opponent).toEqual(['Pat Walker']);
    // Won one, lost one, halved three: all square thru 5.
    const [level] = live(pat([3, 5, 4, 4, 4, _, _, _, _]), sam([4, 4, 4, 4, 4, _, _, _, _]));
    expect(level).toMatchObject({ state: 'All square thru 5', holesUp: 0, thru: 5, finished: false });
  });

  it('counts only the holes both sides have posted: n UP thru k, the same sentence on both rows', () => {
    // Pat has posted 7 holes, Sam 6: the match is thru 6, Pat two up.
    const [forPat, forSam] = live(pat([3, 3, 4, 4, 4, 4, 9, _, _]), sam([4, 4, 4, 4, 4, 4, _, _, _]));
    expect(forPat).toMatchObject({ state: 'Pat Walker 2 UP thru 6', holesUp: 2, thru: 6, finished: false });
    expect(forSam).toMatchObject({ state: 'Pat Walker 2 UP thru 6', holesUp: -2, thru: 6, finished: false });
    // A hole one side skipped is not counted either.
    const [gap] = live(pat([_, 3, 4, _, _, _, _, _, _]), sam([4, 4, 4, 4, _, _, _, _, _]));
    expect(gap.state).toBe('Pat Walker 1 UP thru 2');
  });

  it('says dormie when up by as many holes as are left', () => {
    // Sam wins holes 1-3 and halves 4-6: 3 up with 3 to play.
    const [forPat] = live(pat([5, 5, 5, 4, 4, 4, _, _, _]), sam([4, 4, 4, 4, 4, 4, _, _, _]));
    expect(forPat).toMatchObject({ state: 'Sam Lee 3 UP thru 6, dormie', holesUp: -3, finished: false });
  });

  it('closes a match out early (3 & 2) before the last holes are posted', () => {
    const [forPat, forSam] = live(pat([3, 3, 3, 4, 4, 4, 4, _, _]), sam([4, 4, 4, 4, 4, 4, 4, _, _]));
    expect(forPat).toEqual({
      opponent: ['Sam Lee'],
      state: 'Pat Walker won 3 & 2',
      holesUp: 3,
      thru: 7,
      finished: true,
    });
    expect(forSam).toMatchObject({ state: 'Pat Walker won 3 & 2', holesUp: -3, finished: true });
  });

  it('is won 1 UP on the last hole, or halved', () => {
    const [won] = live(pat([4, 4, 4, 4, 4, 4, 4, 4, 3]), sam([4, 4, 4, 4, 4, 4, 4, 4, 4]));
    expect(won).toMatchObject({ state: 'Pat Walker won 1 UP', holesUp: 1, thru: 9, finished: true });
    const [halved] = live(pat([3, 4, 4, 4, 4, 4, 4, 4, 4]), sam([4, 4, 4, 4, 4, 4, 4, 4, 3]));
    expect(halved).toMatchObject({ state: 'Halved', holesUp: 0, thru: 9, finished: true });
  });

  it('nets each hole with the strokes the higher handicap receives', () => {
    // 14 against 6 on nine holes: Sam receives 4, on stroke indexes 1-4 (holes 2, 4, 7, 8).
    // Hole 2: Pat 4, Sam 5 gross, net 4: halved, not Pat's.
    const [gross] = live(pat([4, 4, _, _, _, _, _, _, _]), sam([4, 5, _, _, _, _, _, _, _]));
    expect(gross.state).toBe('Pat Walker 1 UP thru 2');
    const [net] = live(pat([4, 4, _, _, _, _, _, _, _], 6), sam([4, 5, _, _, _, _, _, _, _], 14));
    expect(net.state).toBe('All square thru 2');
  });

  it('stands as saved when the sheet has a result without cards', () => {
    const [forPat, forSam] = live(pat(null), sam(null), 'loss');
    expect(forPat).toMatchObject({ state: 'Sam Lee won', holesUp: -1, finished: true });
    expect(forSam).toMatchObject({ state: 'Sam Lee won', holesUp: 1, finished: true });
    expect(live(pat(null), sam(null), 'halve')[0].state).toBe('Halved');
    // Without a course only a saved result says anything.
    expect(liveMatch({ course: null, a: pat([4]), b: sam([5]), savedResult: null })[0].state).toBe('Not started');
  });

  it('stands as saved against cards that decided it otherwise, and says what the cards say', () => {
    // By the cards Pat won 3 & 2; the organiser saved Sam the winner (a concession, a ruling, a card posted wrong).
    const closedOut = [pat([3, 3, 3, 4, 4, 4, 4, _, _]), sam([4, 4, 4, 4, 4, 4, 4, _, _])] as const;
    const [forPat, forSam] = live(...closedOut, 'loss');
    const state = "Sam Lee won (organiser's result; by the cards, Pat Walker won 3 & 2)";
    expect(forPat).toEqual({ opponent: ['Sam Lee'], state, holesUp: -1, thru: 7, finished: true });
    expect(forSam).toEqual({ opponent: ['Pat Walker'], state, holesUp: 1, thru: 7, finished: true });
    expect(live(...closedOut, 'halve')[0]).toMatchObject({
      state: "Halved (organiser's result; by the cards, Pat Walker won 3 & 2)",
      holesUp: 0,
    });
    const halved = [pat([3, 4, 4, 4, 4, 4, 4, 4, 4]), sam([4, 4, 4, 4, 4, 4, 4, 4, 3])] as const;
    expect(live(...halved, 'win')[0]).toMatchObject({
      state: "Pat Walker won (organiser's result; by the cards, halved)",
      holesUp: 1,
    });
    // Agreeing with the cards: their words and margin. Before the cards decide anything: as saved.
    expect(live(...closedOut, 'win')[0]).toMatchObject({ state: 'Pat Walker won 3 & 2', holesUp: 3 });
    expect(live(...halved, 'halve')[0]).toMatchObject({ state: 'Halved', holesUp: 0 });
    const [leading] = live(pat([3, 3, _, _, _, _, _, _, _]), sam([4, 4, _, _, _, _, _, _, _]), 'loss');
    expect(leading).toMatchObject({ state: 'Sam Lee won', holesUp: -1, thru: 2, finished: true });
    // Placed by the saved result: Sam's decided win first.
    const rows = live(...closedOut, 'loss').map((match, i) => ({
      players: [i === 0 ? 'Pat Walker' : 'Sam Lee'],
      rank: null,
      tieBreak: null,
      match,
    }));
    expect(placeByMatch(rows).map((r) => [r.players[0], r.rank])).toEqual([
      ['Sam Lee', 1],
      ['Pat Walker', 2],
    ]);
  });

  it('agrees with the result complete cards give on the score sheet', () => {
    const fixtures: [number[], number[], number | null, number | null][] = [
      [[3, 3, 3, 4, 4, 4, 4, 5, 5], [4, 4, 4, 4, 4, 4, 4, 4, 4], null, null], // 3 & 2
      [[4, 4, 4, 4, 4, 4, 4, 4, 3], [4, 4, 4, 4, 4, 4, 4, 4, 4], null, null], // 1 up
      [[3, 4, 4, 4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4, 4, 4, 3], null, null], // halved
      [[4, 4, 3, 5, 4, 4, 4, 5, 4], [5, 5, 4, 5, 4, 3, 5, 5, 4], 6, 14], // Sam 1 up, net
      [[3, 3, 3, 3, 3, 4, 4, 4, 4], [4, 4, 4, 4, 4, 3, 3, 3, 3], null, null], // 5 & 4
    ];
    for (const [a, b, ha, hb] of fixtures) {
      const decided = matchFromCards(course, { holes: a, handicap: ha }, { holes: b, handicap: hb })!;
      const [forPat] = live(pat(a, ha), sam(b, hb));
      expect(forPat.finished).toBe(true);
      expect(Math.sign(forPat.holesUp)).toBe(decided.result === 'win' ? 1 : decided.result === 'loss' ? -1 : 0);
      expect(forPat.holesUp).toBe(decided.holesWon - decided.holesLost);
      const said = matchOutcomeText('Pat Walker', 'Sam Lee', decided);
      expect(forPat.state).toBe(
        said === 'All square' ? 'Halved' : said.replace(' wins ', ' won ').replace(' up', ' UP'),
      );
    }
  });

  it('words a level match before it starts as not started', () => {
    expect(matchStateText('Pat Walker', { thru: 0, up: 0, left: 9, finished: false })).toBe('Not started');
  });
});

describe("a match-play night's leaderboard, placed by the matches", () => {
  type Holes = (number | null)[] | null;
  /** Both sides' leaderboard rows of one match, gross figures beside (as the stroke ranking had placed them). */
  const match = (a: string, aHoles: Holes, b: string, bHoles: Holes) =>
    liveMatch({
      course,
      a: { players: [a], holes: aHoles, handicap: null },
      b: { players: [b], holes: bHoles, handicap: null },
      savedResult: null,
    }).map((m, i) => {
      const holes = (i === 0 ? aHoles : bHoles) ?? [];
      const gross = holes.reduce<number>((sum, h) => sum + (h ?? 0), 0);
      return { players: [i === 0 ? a : b], gross, rank: gross, tieBreak: 'Tied on gross; rank shared', match: m };
    });
  const board = (rows: ReturnType<typeof match>[]) => {
    const placed = placeByMatch([
      ...rows.flat(),
      { players: ['Max Bye'], gross: 30, rank: 1, tieBreak: null, match: null },
    ]);
    return placed.map((r) => [r.players[0], placeText(placed, r), r.match?.state ?? 'no match']);
  };
  const four = (...h: number[]) => h;

  it('puts decided wins first, then those up, level, down and decided losses last; strokes do not place', () => {
    const rows = board([
      // Kim has the best strokes of the night (two birdies), but Lou has not posted a hole: not started.
      match('Kim', [3, 3, _, _, _, _, _, _, _], 'Lou', null),
      match('Gus', four(3, 5, 4, 4, 4), 'Hal', four(4, 4, 4, 4, 4)),
      match('Cal', four(3, 3, 4, 4), 'Dee', four(4, 4, 4, 4)),
      match('Ann', four(3, 3, 4, 4, 4, 4), 'Bob', four(4, 4, 4, 4, 4, 4)),
      match('Eve', four(4, 4, 4, 4, 4, 4, 4, 4, 3), 'Fay', four(4, 4, 4, 4, 4, 4, 4, 4, 4)),
      match('Ivy', four(3, 4, 4, 4, 4, 4, 4, 4, 4), 'Jay', four(4, 4, 4, 4, 4, 4, 4, 4, 3)),
      match('Pat', four(3, 3, 3, 4, 4, 4, 4), 'Sam', four(4, 4, 4, 4, 4, 4, 4)),
    ]);
    expect(rows).toEqual([
      ['Pat', '1', 'Pat won 3 & 2'],
      // A match won on the last hole is decided: ahead of any lead still being played.
      ['Eve', '2', 'Eve won 1 UP'],
      // Up by as many: the one with fewer holes left first.
      ['Ann', '3', 'Ann 2 UP thru 6'],
      ['Cal', '4', 'Cal 2 UP thru 4'],
      // Level is level: halved and all square share the place, the decided matches listed first.
      ['Ivy', 'T5', 'Halved'],
      ['Jay', 'T5', 'Halved'],
      ['Gus', 'T5', 'All square thru 5'],
      ['Hal', 'T5', 'All square thru 5'],
      // Down by as many: the one with more holes left to come back first.
      ['Dee', '9', 'Cal 2 UP thru 4'],
      ['Bob', '10', 'Ann 2 UP thru 6'],
      // A decided loss is below any match still being played, the narrower first.
      ['Fay', '11', 'Eve won 1 UP'],
      ['Sam', '12', 'Pat won 3 & 2'],
      // Not started and the bye: unplaced, last.
      ['Kim', '—', 'Not started'],
      ['Lou', '—', 'Not started'],
      ['Max Bye', '—', 'no match'],
    ]);
  });

  it('shares a place between equal standings and splits unequal ones, whatever the strokes', () => {
    // Two sides 1 UP thru 3 tie; a side 1 UP thru 3 and one 2 UP thru 3 do not, though the first has the better
    // strokes.
    const tied = board([
      match('Ann', four(3, 4, 4), 'Bob', four(4, 4, 4)),
      match('Cal', four(4, 4, 3), 'Dee', four(4, 4, 4)),
    ]);
    expect(tied.slice(0, 4)).toEqual([
      ['Ann', 'T1', 'Ann 1 UP thru 3'],
      ['Cal', 'T1', 'Cal 1 UP thru 3'],
      ['Bob', 'T3', 'Ann 1 UP thru 3'],
      ['Dee', 'T3', 'Cal 1 UP thru 3'],
    ]);
    const split = board([
      match('Ann', four(2, 4, 4), 'Bob', four(4, 4, 4)),
      match('Cal', four(4, 3, 4), 'Dee', four(5, 4, 4)),
    ]);
    expect(split.slice(0, 2)).toEqual([
      ['Cal', '1', 'Cal 2 UP thru 3'],
      ['Ann', '2', 'Ann 1 UP thru 3'],
    ]);
  });

  it("clears the strokes' countback note and leaves a night without a match started unplaced", () => {
    const placed = placeByMatch(match('Ann', [4, _, _, _, _, _, _, _, _], 'Bob', null));
    expect(placed.map((r) => [r.players[0], r.rank, r.tieBreak])).toEqual([
      ['Ann', null, null],
      ['Bob', null, null],
    ]);
    // A result saved on the sheet without cards places as decided.
    const saved = liveMatch({ course: null, a: pat(null), b: sam(null), savedResult: 'win' }).map((m, i) => ({
      players: [i === 0 ? 'Pat Walker' : 'Sam Lee'],
      rank: null,
      tieBreak: null,
      match: m,
    }));
    expect(placeByMatch(saved).map((r) => [r.players[0], r.rank])).toEqual([
      ['Pat Walker', 1],
      ['Sam Lee', 2],
    ]);
  });
});
