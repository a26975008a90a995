import { describe, expect, it } from 'vitest';
import {
  SCRAMBLE_TEAM_SIZE,
  checkAddParticipant,
  checkScoreRequest,
  matchupsFromScores,
  checkJoinLeague,
  computeStandings,
  isLeagueOpenForSignup,
  leagueDefaults,
  leagueSessionOn,
  maxParticipantsForBays,
  minLeagueStartDate,
  nextTeamId,
  openScrambleTeams,
  openTeamLabel,
  teamNeedsMessage,
} from './league';
import { leagueFormSchema } from '../schemas/league';

describe('leagueDefaults', () => {
  it('individual, lowest score, today to three months later on today’s weekday, 18:00-20:00, 4 players, 1 bay, active', () => {
    // 2026-11-22T03:30Z is still Saturday 2026-11-21 in New York.
    const defaults = leagueDefaults(new Date('2026-11-22T03:30:00Z'));
    expect(defaults).toEqual({
      name: '',
      description: '',
      leagueType: 'individual',
      scoringType: 'lowest_score',
      startDate: '2026-11-21',
      endDate: '2027-02-21',
      dayOfWeek: 'Saturday',
      startTime: '18:00',
      endTime: '20:00',
      maxParticipants: 4,
      numberOfBays: 1,
      isActive: true,
    });
    // With a name filled in, the defaults pass the form's own rules.
    expect(leagueFormSchema.safeParse({ ...defaults, name: 'Winter League' }).success).toBe(true);
    expect(minLeagueStartDate(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-20');
  });

  it('4 participants per bay', () => {
    expect(maxParticipantsForBays(1)).toBe(4);
    expect(maxParticipantsForBays(2)).toBe(8);
    expect(SCRAMBLE_TEAM_SIZE).toBe(2);
  });
});

describe('leagueSessionOn', () => {
  const league = {
    isActive: true,
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    dayOfWeek: 'Tuesday' as const,
    startTime: '18:00',
    endTime: '20:00',
  };
  const session = { startMinutes: 18 * 60, endMinutes: 20 * 60 };
  it('gives the session on its weekday within the date range (inclusive), else null', () => {
    expect(leagueSessionOn(league, '2026-11-24')).toEqual(session);
    expect(leagueSessionOn(league, '2026-11-03')).toEqual(session); // first Tuesday
    expect(leagueSessionOn({ ...league, startTime: '18:15:00' }, '2026-11-24')?.startMinutes).toBe(18 * 60 + 15);
    expect(leagueSessionOn(league, '2026-11-25')).toBeNull(); // Wednesday
    expect(leagueSessionOn(league, '2026-12-01')).toBeNull(); // after end
    expect(leagueSessionOn({ ...league, isActive: false }, '2026-11-24')).toBeNull();
    expect(leagueSessionOn({ ...league, endTime: null }, '2026-11-24')).toBeNull();
    expect(leagueSessionOn({ ...league, dayOfWeek: null }, '2026-11-24')).toBeNull();
  });
});

describe('signup and teams', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  it('members see active leagues that end today or later', () => {
    expect(isLeagueOpenForSignup({ isActive: true, endDate: '2026-11-21' }, now)).toBe(true);
    expect(isLeagueOpenForSignup({ isActive: true, endDate: '2026-11-20' }, now)).toBe(false);
    expect(isLeagueOpenForSignup({ isActive: false, endDate: '2026-12-20' }, now)).toBe(false);
  });

  const participants = [
    { id: 1, userId: 10, teamId: 1, isTeamLead: true },
    { id: 2, userId: 11, teamId: 1, isTeamLead: false },
    { id: 3, userId: 12, teamId: 2, isTeamLead: true },
  ];

  it('lists scramble teams that need players and the next new team id', () => {
    expect(openScrambleTeams(participants).map((t) => t.teamId)).toEqual([2]);
    expect(nextTeamId(participants)).toBe(3);
    expect(nextTeamId([])).toBe(1);
    expect(openTeamLabel(2, ['Cara'])).toBe('Team 2: Cara (needs 1 more)');
    expect(teamNeedsMessage(1)).toBe('This team needs 1 more player');
  });

  it('rejects a third player in a scramble team with the documented message', () => {
    const scramble = { leagueType: 'scramble' as const, maxParticipants: 8 };
    expect(checkAddParticipant({ league: scramble, participants, userId: 13, teamId: 1 })).toEqual({
      ok: false,
      code: 'TEAM_FULL',
      message: 'This team already has 2 members. Scramble teams can only have 2 players maximum.',
    });
    expect(checkAddParticipant({ league: scramble, participants, userId: 13, teamId: 2 })).toEqual({ ok: true });
    expect(checkAddParticipant({ league: scramble, participants, userId: 10, teamId: 3 })).toMatchObject({
      ok: false,
      code: 'LEAGUE_ALREADY_JOINED',
    });
    expect(
      checkAddParticipant({ league: { ...scramble, maxParticipants: 3 }, participants, userId: 13, teamId: 2 }),
    ).toMatchObject({
      ok: false,
      message: 'This league is full.',
    });
  });

  it('individual leagues give each player their own team', () => {
    const individual = { leagueType: 'individual' as const, maxParticipants: 8 };
    expect(checkAddParticipant({ league: individual, participants, userId: 13, teamId: 2 })).toMatchObject({
      ok: false,
      code: 'TEAM_TAKEN',
    });
    expect(checkAddParticipant({ league: individual, participants, userId: 13, teamId: 3 })).toEqual({ ok: true });
  });

  it('join: open league, once, while there is room', () => {
    const league = { isActive: true, endDate: '2026-12-31', maxParticipants: 4 };
    expect(checkJoinLeague({ league, participants, userId: 13, now })).toEqual({ ok: true });
    expect(checkJoinLeague({ league, participants, userId: 10, now })).toMatchObject({
      ok: false,
      message: 'You are already registered for this league.',
    });
    expect(checkJoinLeague({ league: { ...league, maxParticipants: 3 }, participants, userId: 13, now })).toMatchObject(
      { ok: false, message: 'This league is full.' },
    );
    expect(checkJoinLeague({ league: { ...league, isActive: false }, participants, userId: 13, now })).toMatchObject({
      ok: false,
      code: 'LEAGUE_CLOSED',
    });
  });
});

describe('computeStandings', () => {
  const players = [
    { id: 1, userId: 10, teamId: 1, isTeamLead: true, name: 'Ann' },
    { id: 2, userId: 11, teamId: 2, isTeamLead: true, name: 'Ben' },
    { id: 3, userId: 12, teamId: 3, isTeamLead: true, name: 'Cat' },
    { id: 4, userId: 13, teamId: 4, isTeamLead: true, name: 'Dan' },
  ];
  const stroke = (roundId: number, participantId: number, strokes: number) => ({
    roundId,
    participantId,
    strokes,
    result: null,
  });

  it('lowest total strokes ranks first; equal totals share a rank; skipping a round does not help', () => {
    const rows = computeStandings({
      scoringType: 'lowest_score',
      participants: players,
      scores: [stroke(1, 1, 80), stroke(2, 1, 78), stroke(1, 2, 75), stroke(2, 2, 83), stroke(1, 3, 70)],
    });
    expect(rows.map((r) => [r.rank, r.players[0], r.roundsPlayed, r.totalStrokes])).toEqual([
      [1, 'Ann', 2, 158],
      [1, 'Ben', 2, 158],
      [3, 'Cat', 1, 70],
      [4, 'Dan', 0, 0],
    ]);
    expect(rows[0]).toMatchObject({ averageStrokes: 79, wins: null, losses: null, points: null });
  });

  it('match play: win 1 point, loss 0, most wins first, ties share rank', () => {
    const result = (roundId: number, participantId: number, r: 'win' | 'loss') => ({
      roundId,
      participantId,
      strokes: null,
      result: r,
    });
    const rows = computeStandings({
      scoringType: 'match_play',
      participants: players,
      scores: [
        result(1, 1, 'win'),
        result(1, 2, 'loss'),
        result(1, 3, 'win'),
        result(1, 4, 'loss'),
        result(2, 1, 'win'),
        result(2, 3, 'loss'),
        result(2, 2, 'win'),
        result(2, 4, 'loss'),
      ],
    });
    expect(rows.map((r) => [r.rank, r.players[0], r.wins, r.losses, r.points])).toEqual([
      [1, 'Ann', 2, 0, 2],
      [2, 'Ben', 1, 1, 1],
      [2, 'Cat', 1, 1, 1],
      [4, 'Dan', 0, 2, 0],
    ]);
  });

  it('groups a scramble team’s players into one row', () => {
    const team = [
      { id: 1, userId: 10, teamId: 5, isTeamLead: false, name: 'Ann' },
      { id: 2, userId: 11, teamId: 5, isTeamLead: true, name: 'Ben' },
    ];
    const rows = computeStandings({
      scoringType: 'lowest_score',
      participants: team,
      scores: [stroke(1, 2, 68), stroke(1, 99, 60)],
    });
    expect(rows).toEqual([
      {
        rank: 1,
        teamId: 5,
        players: ['Ben', 'Ann'],
        roundsPlayed: 1,
        totalStrokes: 68,
        averageStrokes: 68,
        wins: null,
        losses: null,
        points: null,
      },
    ]);
  });
});

describe('scores', () => {
  const participants = [
    { id: 1, userId: 10, teamId: 1, isTeamLead: true },
    { id: 2, userId: 11, teamId: 1, isTeamLead: false },
    { id: 3, userId: 12, teamId: 2, isTeamLead: true },
  ];
  const base = { roundIds: [7], participants, existingScores: [{ roundId: 7, participantId: 1 }] };

  it('one lowest-score entry per team per round, the field must fit the scoring type', () => {
    expect(
      checkScoreRequest({ ...base, scoringType: 'lowest_score', input: { roundId: 7, participantId: 2, strokes: 70 } }),
    ).toEqual({
      ok: false,
      code: 'SCORE_DUPLICATE',
      message: 'This team already has a score for this round.',
    });
    expect(
      checkScoreRequest({ ...base, scoringType: 'lowest_score', input: { roundId: 7, participantId: 3, strokes: 70 } }),
    ).toEqual({ ok: true });
    expect(
      checkScoreRequest({
        ...base,
        scoringType: 'lowest_score',
        input: { roundId: 7, participantId: 3, result: 'win' },
      }),
    ).toMatchObject({ ok: false, code: 'SCORE_INVALID' });
    expect(
      checkScoreRequest({ ...base, scoringType: 'match_play', input: { roundId: 8, participantId: 3, result: 'win' } }),
    ).toMatchObject({ ok: false, code: 'SCORE_INVALID' });
    expect(
      checkScoreRequest({
        ...base,
        scoringType: 'match_play',
        input: { roundId: 7, participantId: 1, result: 'win', opponentParticipantId: 2 },
      }),
    ).toMatchObject({
      ok: false,
      message: 'Players of the same team cannot play each other.',
    });
    expect(
      checkScoreRequest({
        ...base,
        scoringType: 'match_play',
        input: { roundId: 7, participantId: 1, result: 'win', opponentParticipantId: 3 },
      }),
    ).toEqual({ ok: true });
  });

  it('pairs match-play results of a round into matchups', () => {
    const scores = [
      { roundId: 7, participantId: 1, result: 'win' as const, opponentParticipantId: 3 },
      { roundId: 7, participantId: 3, result: 'loss' as const, opponentParticipantId: 1 },
      { roundId: 8, participantId: 2, result: 'win' as const, opponentParticipantId: 3 },
    ];
    expect(matchupsFromScores(7, scores)).toEqual([
      { roundId: 7, participantId: 1, opponentParticipantId: 3, winnerParticipantId: 1 },
    ]);
  });
});

describe('computeStandings: teams without scores', () => {
  it('lists match-play teams that have not played after those that lost (decision 002)', () => {
    const participants = [1, 2, 3].map((id) => ({ id, userId: id, teamId: id, isTeamLead: true, name: `P${id}` }));
    const rows = computeStandings({
      scoringType: 'match_play',
      participants,
      scores: [
        { roundId: 1, participantId: 1, strokes: null, result: 'win' },
        { roundId: 1, participantId: 2, strokes: null, result: 'loss' },
      ],
    });
    expect(rows.map((r) => [r.rank, r.teamId, r.wins, r.losses])).toEqual([
      [1, 1, 1, 0],
      [2, 2, 0, 1],
      [3, 3, 0, 0],
    ]);
  });
});
