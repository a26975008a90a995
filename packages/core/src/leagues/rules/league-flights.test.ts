import { describe, expect, it } from 'vitest';
import { LEAGUE_NIGHT_DEFAULTS } from '../schemas/course';
import { LEAGUE_RULE_DEFAULTS, type LeagueParticipant } from '../schemas/league';
import type { League } from '../schemas/league-record';
import { flightsSaveSchema } from '../schemas/league-flights';
import { leagueReadModel, type LeagueRows } from '../read-model';
import { flightGroups, flightName, hasFlights, splitByHandicap } from './league-flights';

const team = (teamId: number, handicap: number | null, withdrawn = false) => ({ teamId, handicap, withdrawn });
/** The split as flight → team ids, flights in order. */
const byFlight = (flights: Map<number, number>) => {
  const out: number[][] = [];
  for (const [teamId, flight] of [...flights].sort((a, b) => a[0] - b[0])) (out[flight - 1] ??= []).push(teamId);
  return out;
};

describe('splitting the field into flights by handicap', () => {
  it('makes flights of about equal size, Flight A the lowest handicaps', () => {
    const field = [team(1, 12), team(2, 3), team(3, 20), team(4, 7), team(5, 15), team(6, 1), team(7, 9)];
    expect(byFlight(splitByHandicap(field, 2))).toEqual([
      [2, 4, 6, 7],
      [1, 3, 5],
    ]);
    expect(byFlight(splitByHandicap(field, 3))).toEqual([
      [2, 6],
      [1, 4, 7],
      [3, 5],
    ]);
  });

  it('never splits players on the same handicap: a tie at a boundary goes whole to the nearer side', () => {
    // Six players, two flights: the boundary falls between the 3rd and 4th, both on 10; the tie (3 players on 10)
    // is as near its start (2nd) as its end (after the 4th): on an equal distance it goes to Flight A (4 and 2).
    const field = [team(1, 2), team(2, 10), team(3, 10), team(4, 10), team(5, 14), team(6, 18)];
    expect(byFlight(splitByHandicap(field, 2))).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    // Ten players: the boundary after the 5th falls in five on 10 (4th to 8th), two from its start and three from its
    // end: the tie goes to Flight B (3 and 7) rather than making Flight A of 8.
    const hs = [2, 4, 6, 10, 10, 10, 10, 10, 18, 20];
    const low = hs.map((h, i) => team(i + 1, h));
    expect(byFlight(splitByHandicap(low, 2))).toEqual([
      [1, 2, 3],
      [4, 5, 6, 7, 8, 9, 10],
    ]);
  });

  it('drops a flight a tie leaves empty and numbers the rest in order', () => {
    const field = [team(1, 5), team(2, 5), team(3, 5), team(4, 5), team(5, 9)];
    expect(byFlight(splitByHandicap(field, 3))).toEqual([[1, 2, 3, 4], [5]]);
  });

  it('puts players without a handicap yet last, and a withdrawn player in the flight of their handicap, uncounted', () => {
    const field = [team(1, null), team(2, 4), team(3, 8), team(4, 30, true), team(5, 12), team(6, 6, true)];
    const flights = splitByHandicap(field, 2);
    // Four playing: 4 and 8 in A, 12 and no handicap in B; the withdrawn 6 falls in A's range, 30 in B's.
    expect(byFlight(flights)).toEqual([
      [2, 3, 6],
      [1, 4, 5],
    ]);
  });

  it('names flights by letter and groups a late joiner in no flight after the flights', () => {
    expect([1, 2, 6].map(flightName)).toEqual(['Flight A', 'Flight B', 'Flight F']);
    const field = [
      { teamId: 1, flight: 2 },
      { teamId: 2, flight: 1 },
      { teamId: 3, flight: null },
    ];
    expect(hasFlights(field)).toBe(true);
    expect(flightGroups(field).map((g) => [g.flight, [...g.teamIds]])).toEqual([
      [1, [2]],
      [2, [1]],
      [null, [3]],
    ]);
    expect(hasFlights([{ teamId: 1 }, { teamId: 2, flight: null }])).toBe(false);
  });

  it('checks the body: 2 to 6 flights, flight numbers 1 to 6 or none, each team once', () => {
    expect(flightsSaveSchema.safeParse({ split: 'handicap', flights: 2 }).success).toBe(true);
    expect(flightsSaveSchema.safeParse({ split: 'handicap', flights: 1 }).success).toBe(false);
    expect(flightsSaveSchema.safeParse({ split: 'handicap', flights: 7 }).success).toBe(false);
    expect(flightsSaveSchema.safeParse({ split: 'hand', teams: [{ teamId: 1, flight: null }] }).success).toBe(true);
    expect(flightsSaveSchema.safeParse({ split: 'hand', teams: [{ teamId: 1, flight: 7 }] }).success).toBe(false);
    const twice = {
      split: 'hand',
      teams: [
        { teamId: 1, flight: 1 },
        { teamId: 1, flight: 2 },
      ],
    };
    expect(flightsSaveSchema.safeParse(twice).success).toBe(false);
    expect(flightsSaveSchema.safeParse({ split: 'none', flights: 2 }).success).toBe(false);
  });
});

/** Four players after round 1 of a net league on nine holes of par 4 (as the read model's tests). */
const nine = Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: i + 1 }));
const card = (participantId: number, holes: number[]) => ({
  roundId: 11,
  participantId,
  strokes: holes.reduce((a, b) => a + b, 0),
  holes,
  result: null,
  opponentParticipantId: null,
});
const player = (id: number, name: string, flight: number | null): LeagueParticipant => ({
  ...{ id, leagueId: 7, userId: 100 + id, teamId: id, isTeamLead: true, name },
  flight,
});
function rows(flights: readonly (number | null)[]): LeagueRows {
  const league: League = {
    ...LEAGUE_RULE_DEFAULTS,
    ...LEAGUE_NIGHT_DEFAULTS,
    ...{ startDate: '2026-11-03', endDate: '2026-12-15', dayOfWeek: 'Tuesday', startTime: '18:00' },
    ...{ id: 7, name: 'Tuesday Nine', description: null, leagueType: 'individual', scoringType: 'lowest_score' },
    ...{ endTime: '20:00', maxParticipants: 8, numberOfBays: 2, isActive: true, numberParticipants: 4 },
    ...{ hasSchedule: false, hasScores: true, handicapMode: 'league', handicapNewPlayer: 'entered' },
    // Starting handicaps played as entered (a league from before they were played at the allowance).
    ...{ startingHandicapAllowance: false, rankBy: 'net', skinsMode: 'net', longDriveHoles: [1] },
  };
  const names = ['Ann Archer', 'Bob Baker', 'Cal Cole', 'Dee Dunn'];
  return {
    league,
    participants: names.map((name, i) => player(i + 1, name, flights[i] ?? null)),
    rounds: [
      { id: 11, roundNumber: 1, roundDate: '2026-11-03', name: null, courseId: 5 },
      { id: 12, roundNumber: 2, roundDate: '2026-11-10', name: null, courseId: 5 },
    ],
    courses: [{ id: 5, name: 'Links Nine', holes: nine, par: 36 }],
    scores: [
      card(1, [5, 4, 4, 5, 4, 4, 5, 4, 5]), // 40, handicap 10: net 35
      card(2, [5, 5, 5, 5, 5, 5, 4, 5, 5]), // 44, handicap 20: net 34
      card(3, [4, 4, 4, 4, 4, 4, 4, 4, 3]), // 35, scratch
      card(4, [6, 6, 6, 5, 5, 5, 6, 6, 5]), // 50, scratch
    ],
    pairings: [],
    nightSettings: [10, 20, 0, 0].map((h, i) => ({
      participantId: i + 1,
      startingHandicap: h,
      playerHandicaps: null,
      override: null,
    })),
    // Long drive on hole 1: Ann 300 yards, Bob 250, Cal 280, Dee 290.
    sideGames: [300, 250, 280, 290].map((distance, i) => ({
      roundId: 11,
      participantId: i + 1,
      game: 'long_drive' as const,
      hole: 1,
      distance,
    })),
  };
}
const round1 = rows([]).rounds[0]!;

describe('a league played in flights', () => {
  // Flight A: Cal and Dee (scratch); Flight B: Ann (10) and Bob (20).
  const flighted = leagueReadModel(rows([2, 2, 1, 1]));

  it('ranks each flight on its own, Flight A first', () => {
    const placed = [
      [1, 1, 'Cal Cole'],
      [1, 2, 'Dee Dunn'],
      [2, 1, 'Bob Baker'],
      [2, 2, 'Ann Archer'],
    ];
    expect(flighted.standings().rows.map((r) => [r.flight, r.rank, r.players[0]])).toEqual(placed);
    // The leaderboard of the night places them the same way, flight by flight.
    expect(flighted.leaderboard('2026-11-03').rows.map((r) => [r.flight, r.rank, r.players[0]])).toEqual(placed);
  });

  it("plays each flight's skins and side games among its own players", () => {
    const skins = flighted.skins(round1);
    // Cal beats Dee on every hole: Flight A's nine skins are his, whatever Bob and Ann scored.
    expect(skins.filter((s) => s.flight === 1).map((s) => s.teamId)).toEqual(Array(9).fill(3));
    expect(skins.filter((s) => s.flight === 2).every((s) => s.teamId === 1 || s.teamId === 2)).toBe(true);
    const drives = flighted.sideGames(round1);
    expect(drives.map((g) => [g.flight, g.winners.map((w) => w.players[0]), g.distance])).toEqual([
      [1, ['Dee Dunn'], '290 yards'],
      [2, ['Ann Archer'], '300 yards'],
    ]);
  });

  it("gives each flight's places, skins and side games in the results e-mail", () => {
    const dee = flighted.resultsMail(round1)(4);
    expect(dee.winners).toEqual(['Flight A: Cal Cole (net 35)', 'Flight B: Bob Baker (net 34)']);
    expect(dee.standings).toEqual([
      'Flight A: 1. Cal Cole, average 35',
      'Flight A: 2. Dee Dunn, average 50',
      'Flight B: 1. Bob Baker, average 34',
      'Flight B: 2. Ann Archer, average 35',
    ]);
    expect(dee.skins?.filter((l) => l.startsWith('Flight A: '))).toHaveLength(9);
    expect(dee.sideGames).toEqual([
      'Flight A: Long drive, hole 1: Dee Dunn (290 yards)',
      'Flight B: Long drive, hole 1: Ann Archer (300 yards)',
    ]);
  });

  it('ranks a player in no flight (a late joiner not yet put in one) after the flights, among those in none', () => {
    const model = leagueReadModel(rows([1, 1, 1, null]));
    expect(model.standings().rows.map((r) => [r.flight, r.rank, r.players[0]])).toEqual([
      [1, 1, 'Bob Baker'],
      [1, 2, 'Cal Cole'],
      [1, 3, 'Ann Archer'],
      [null, 1, 'Dee Dunn'],
    ]);
    expect(model.resultsMail(round1)(4).winners).toEqual([
      'Flight A: Bob Baker (net 34)',
      'No flight: Dee Dunn (net 50)',
    ]);
  });

  it('without flights plays as one field, as before', () => {
    const model = leagueReadModel(rows([]));
    expect(model.standings().rows.map((r) => [r.flight, r.rank, r.players[0]])).toEqual([
      [null, 1, 'Bob Baker'],
      [null, 2, 'Cal Cole'],
      [null, 3, 'Ann Archer'],
      [null, 4, 'Dee Dunn'],
    ]);
    const mail = model.resultsMail(round1)(4);
    expect(mail.winners).toEqual(['Bob Baker (net 34)']);
    expect(mail.sideGames).toEqual(['Long drive, hole 1: Ann Archer (300 yards)']);
    expect(mail.standings[0]).toBe('1. Bob Baker, average 34');
  });
});
