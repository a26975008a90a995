import { describe, expect, it } from 'vitest';
import { myCardSchema } from '../schemas/league-play';
import { SIDE_GAME_MESSAGES, sideGamesSaveSchema } from '../schemas/league-side-games';
import {
  feetAndInches,
  playerSideGameEntries,
  sideGameDistanceText,
  sideGameEntriesProblems,
  sideGameEntryProblem,
  sideGameHolesOf,
  sideGameLines,
  sideGameResults,
  type SideGameRow,
} from './league-side-games';

// A 9-hole course: holes 3 and 7 are par 3s, hole 5 a par 5.
const course = { holes: [4, 4, 3, 4, 5, 4, 3, 4, 4].map((par) => ({ par })) };
const chosen = { closestToPinHoles: [3, 5, 7, 12], longDriveHoles: [5] };
const teams = new Map([
  [11, { teamId: 1, players: ['Ann Archer'] }],
  [12, { teamId: 2, players: ['Bob Baker'] }],
  [13, { teamId: 3, players: ['Cat Carter'] }],
]);
const row = (participantId: number, game: SideGameRow['game'], hole: number, distance: number): SideGameRow => ({
  roundId: 1,
  participantId,
  game,
  hole,
  distance,
});

describe('side games', () => {
  it('plays closest to the pin only on the chosen par 3s the course has, long drive on its chosen holes', () => {
    expect(sideGameHolesOf('closest_to_pin', chosen, course)).toEqual([3, 7]);
    expect(sideGameHolesOf('long_drive', chosen, course)).toEqual([5]);
    expect(sideGameHolesOf('long_drive', chosen, null)).toEqual([]);
  });

  it('gives closest to the pin to the shortest distance and long drive to the longest', () => {
    const results = sideGameResults({
      chosen,
      course,
      teams,
      rows: [
        row(11, 'closest_to_pin', 3, 50), // 4 ft 2 in
        row(12, 'closest_to_pin', 3, 61),
        row(11, 'long_drive', 5, 265),
        row(13, 'long_drive', 5, 287),
      ],
    });
    expect(results.map((r) => [r.game, r.hole, r.winners.map((w) => w.players[0]), r.distance])).toEqual([
      ['closest_to_pin', 3, ['Ann Archer'], '4 ft 2 in'],
      ['closest_to_pin', 7, [], null],
      ['long_drive', 5, ['Cat Carter'], '287 yards'],
    ]);
    expect(sideGameLines(results)).toEqual([
      'Closest to the pin, hole 3: Ann Archer (4 ft 2 in)',
      'Closest to the pin, hole 7: no distance entered',
      'Long drive, hole 5: Cat Carter (287 yards)',
    ]);
  });

  it('shares a hole between players with the same best distance, and leaves out anyone not in the round', () => {
    const results = sideGameResults({
      chosen: { closestToPinHoles: [3], longDriveHoles: [] },
      course,
      teams,
      rows: [row(11, 'closest_to_pin', 3, 30), row(12, 'closest_to_pin', 3, 30), row(99, 'closest_to_pin', 3, 2)],
    });
    expect(results[0]!.winners.map((w) => w.participantId)).toEqual([11, 12]);
    expect(sideGameLines(results)).toEqual(['Closest to the pin, hole 3: Ann Archer and Bob Baker (2 ft 6 in, tied)']);
  });

  it('takes a distance to the pin only with a score on the hole that allows it: an ace is a 1 at 0 ft 0 in', () => {
    // Ann's card: a 1 on hole 3 (an ace), a 4 on hole 7 (a par 3, three-putted); Bob has no card yet.
    const cards = new Map([[11, [4, 4, 1, 4, 5, 4, 4, 4, 4]]]);
    const round = { chosen, course, holeScore: (id: number, i: number) => cards.get(id)?.[i] ?? null };
    const players = new Set([11, 12]);
    const ctp = (participantId: number, hole: number, feet: number, inches: number) =>
      sideGameEntryProblem({ game: 'closest_to_pin', participantId, hole, feet, inches }, round, players);
    expect(ctp(11, 3, 0, 0)).toBeNull();
    expect(ctp(11, 3, 2, 6)).toEqual({
      field: 'feet',
      message: 'A 1 on this hole is an ace: its distance to the pin is 0 ft 0 in',
    });
    // 0 ft 0 in with a 4 on the card, or with no card: refused.
    expect(ctp(11, 7, 0, 0)).toEqual({
      field: 'feet',
      message: 'A distance of 0 ft 0 in is an ace: the card must show a 1 on this hole',
    });
    expect(ctp(12, 3, 0, 0)?.message).toBe(SIDE_GAME_MESSAGES.aceNeedsOne);
    // A tee shot to 4 ft 2 in that took a 4, or before the card is in: taken.
    expect(ctp(11, 7, 4, 2)).toBeNull();
    expect(ctp(12, 3, 4, 2)).toBeNull();
    // A back nine numbers its holes from 10: hole 12 is the third of the round's card.
    const back = { ...round, course: { ...course, firstHole: 10 } };
    const backCtp = sideGameEntryProblem(
      { game: 'closest_to_pin', participantId: 11, hole: 12, feet: 0, inches: 0 },
      back,
      players,
    );
    expect(backCtp).toBeNull();
  });

  it('writes distances as the simulator shows them', () => {
    expect(sideGameDistanceText('closest_to_pin', 11)).toBe('11 in');
    expect(sideGameDistanceText('closest_to_pin', 144)).toBe('12 ft 0 in');
    expect(sideGameDistanceText('long_drive', 301)).toBe('301 yards');
  });

  it('refuses a measurement off the chosen holes, on a hole that is not a par 3, for a non-player or without a course', () => {
    const players = new Set([11, 12]);
    const round = { chosen, course };
    const ctp = (hole: number, participantId = 11) =>
      sideGameEntryProblem({ game: 'closest_to_pin', participantId, hole, feet: 4, inches: 2 }, round, players);
    expect(ctp(3)).toBeNull();
    expect(ctp(4)?.message).toBe('This hole is not one of the league’s holes for this game');
    expect(ctp(5)?.message).toBe('Closest to the pin is played on a par 3');
    expect(ctp(12)?.message).toBe('This hole is not one of the league’s holes for this game');
    expect(ctp(3, 13)?.message).toBe('This player does not play in this round');
    expect(
      sideGameEntryProblem(
        { game: 'long_drive', participantId: 11, hole: 5, yards: 280 },
        { chosen, course: null },
        players,
      )?.message,
    ).toBe('Side games need the round to be played on a course');
    expect(
      sideGameEntryProblem(
        { game: 'closest_to_pin', participantId: 11, hole: 3, feet: 4, inches: null },
        round,
        players,
      )?.message,
    ).toBe('Give both feet and inches, or neither to clear the distance');
  });

  it('checks the ranges of feet, inches and yards', () => {
    const ok = sideGamesSaveSchema.safeParse({
      entries: [
        { game: 'closest_to_pin', participantId: 1, hole: 3, feet: 200, inches: 11 },
        { game: 'long_drive', participantId: 1, hole: 1, yards: 450 },
      ],
    });
    expect(ok.success).toBe(true);
    for (const bad of [
      { game: 'closest_to_pin', participantId: 1, hole: 3, feet: 201, inches: 0 },
      { game: 'closest_to_pin', participantId: 1, hole: 3, feet: 4, inches: 12 },
      { game: 'closest_to_pin', participantId: 1, hole: 3, feet: 4.5, inches: 0 },
      { game: 'long_drive', participantId: 1, hole: 1, yards: 49 },
      { game: 'long_drive', participantId: 1, hole: 1, yards: 451 },
      { game: 'long_drive', participantId: 1, hole: 19, yards: 280 },
    ]) {
      expect(sideGamesSaveSchema.safeParse({ entries: [bad] }).success).toBe(false);
    }
  });

  it("checks a player's distances posted with their card as the organiser's, by field, as their own", () => {
    const round = { chosen, course };
    const posted = playerSideGameEntries(11, [
      { game: 'closest_to_pin', hole: 3, feet: 4, inches: 2 },
      { game: 'closest_to_pin', hole: 4, feet: 9, inches: 0 },
      { game: 'long_drive', hole: 5, yards: 281 },
      { game: 'closest_to_pin', hole: 5, feet: 1, inches: 1 },
    ]);
    expect(posted[0]).toEqual({ game: 'closest_to_pin', participantId: 11, hole: 3, feet: 4, inches: 2 });
    expect(sideGameEntriesProblems(posted, round, new Set([11]), 'sideGames')).toEqual({
      'sideGames.1.hole': [SIDE_GAME_MESSAGES.notChosen],
      'sideGames.3.hole': [SIDE_GAME_MESSAGES.notParThree],
    });
    // Not a player of the round: every entry says so.
    expect(Object.keys(sideGameEntriesProblems(posted.slice(0, 1), round, new Set([12]), 'entries'))).toEqual([
      'entries.0.participantId',
    ]);
    expect(feetAndInches(50)).toEqual({ feet: 4, inches: 2 });
  });

  it("takes a card's side games as optional, without a participant, in the same ranges", () => {
    expect(myCardSchema.safeParse({ holes: [4, null] }).success).toBe(true);
    const card = (sideGames: unknown[]) => myCardSchema.safeParse({ holes: [4, null], sideGames });
    expect(card([{ game: 'closest_to_pin', hole: 3, feet: 4, inches: 2 }]).success).toBe(true);
    expect(card([{ game: 'long_drive', hole: 5, yards: null }]).success).toBe(true);
    expect(card([{ game: 'long_drive', hole: 5, yards: 451 }]).error?.issues[0]?.message).toBe(
      SIDE_GAME_MESSAGES.yards,
    );
    expect(card([{ game: 'closest_to_pin', participantId: 1, hole: 3, feet: 4, inches: 2 }]).success).toBe(false);
  });
});
