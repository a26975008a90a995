import { describe, expect, it } from 'vitest';
import {
  LEAGUE_CHANGE_MESSAGES,
  SCRAMBLE_TEAM_SIZE,
  canLeaveLeague,
  checkAddParticipant,
  checkJoinLeague,
  checkLeagueChange,
  isLeagueOpenForSignup,
  leagueNightLabel,
  leagueDefaults,
  maxBelowCountMessage,
  maxParticipantsForBays,
  minLeagueStartDate,
  nextTeamId,
  openScrambleTeams,
  openTeamLabel,
  partnerHoldEndsAt,
  resolveLeagueRules,
  teamNeedsMessage,
} from './league';
import { leagueSessionOn } from './league-session';
import { LEAGUE_MESSAGES, LEAGUE_RULE_DEFAULTS, leagueFormSchema, type LeagueRules } from '../schemas/league';
import { facilityInstant } from '../../time';

describe('leagueDefaults', () => {
  it('individual, lowest score, today to three months later on today’s weekday, 18:00-20:00, 4 players, 1 bay, active, default rules', () => {
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
      ...LEAGUE_RULE_DEFAULTS,
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

describe('places with scramble guest partners', () => {
  const now = new Date('2026-11-21T15:00:00Z');
  // Ann plays with her guest partner Gus (two places); Ben waits for a partner (one place): 3 of 4 places taken.
  const participants = [
    { id: 1, userId: 10, teamId: 1, isTeamLead: true, player2Name: 'Gus' },
    { id: 2, userId: 11, teamId: 2, isTeamLead: true, player2Name: null },
  ];

  it('join: counts guest partners against the maximum', () => {
    const league = { isActive: true, endDate: '2026-12-31', maxParticipants: 4 };
    expect(checkJoinLeague({ league, participants, userId: 12, now })).toEqual({ ok: true });
    expect(checkJoinLeague({ league: { ...league, maxParticipants: 3 }, participants, userId: 12, now })).toEqual({
      ok: false,
      code: 'LEAGUE_FULL',
      message: 'This league is full.',
    });
    expect(checkJoinLeague({ league: { ...league, maxParticipants: null }, participants, userId: 12, now })).toEqual({
      ok: true,
    });
  });

  it('add participant: counts guest partners against the maximum', () => {
    const league = { leagueType: 'scramble' as const, maxParticipants: 3 };
    expect(checkAddParticipant({ league, participants, userId: 12, teamId: 2 })).toEqual({
      ok: false,
      code: 'LEAGUE_FULL',
      message: 'This league is full.',
    });
    expect(
      checkAddParticipant({ league: { ...league, maxParticipants: 4 }, participants, userId: 12, teamId: 2 }),
    ).toEqual({ ok: true });
  });
});

describe('resolveLeagueRules', () => {
  const custom: LeagueRules = {
    strokeRanking: 'best_rounds',
    countedRounds: 6,
    minRoundsToRank: 3,
    pointsWin: 3,
    pointsHalve: 1.5,
    pointsLoss: 0,
    byeResult: 'halve',
  };

  it('a new league without rules gets the defaults', () => {
    expect(resolveLeagueRules({})).toEqual(LEAGUE_RULE_DEFAULTS);
    expect(resolveLeagueRules({ pointsWin: 2 })).toEqual({ ...LEAGUE_RULE_DEFAULTS, pointsWin: 2 });
  });

  it('an edit keeps the league’s own rules where the form does not set them', () => {
    expect(resolveLeagueRules({}, custom)).toEqual(custom);
    expect(resolveLeagueRules({ byeResult: 'none', countedRounds: 4 }, custom)).toEqual({
      ...custom,
      byeResult: 'none',
      countedRounds: 4,
    });
  });

  it('the average ranking counts no best N', () => {
    expect(resolveLeagueRules({ strokeRanking: 'average' }, custom)).toEqual({
      ...custom,
      strokeRanking: 'average',
      countedRounds: null,
    });
    expect(resolveLeagueRules({ countedRounds: 5 })).toEqual(LEAGUE_RULE_DEFAULTS);
  });
});

describe('checkLeagueChange', () => {
  // 2026-11-21 in New York: the picker's minimum start date is 2026-11-20.
  const now = new Date('2026-11-21T15:00:00Z');
  const current = { scoringType: 'lowest_score' as const, startDate: '2026-10-01', ...LEAGUE_RULE_DEFAULTS };
  const next = { ...current, maxParticipants: 8 };
  const check = (args: Partial<Parameters<typeof checkLeagueChange>[0]>) =>
    checkLeagueChange({ current, next, placesTaken: 5, hasScores: false, now, ...args });

  it('accepts an edit that keeps a start date already past', () => {
    expect(check({})).toEqual({ ok: true });
  });

  it('refuses a new start date before yesterday, for a new league or an edit', () => {
    const refused = {
      ok: false,
      code: 'VALIDATION_FAILED',
      message: LEAGUE_CHANGE_MESSAGES.startBeforeMinimum,
      field: 'startDate',
    };
    expect(check({ current: null, next: { ...next, startDate: '2026-11-19' }, placesTaken: 0 })).toEqual(refused);
    expect(check({ next: { ...next, startDate: '2026-11-19' } })).toEqual(refused);
    expect(check({ current: null, next: { ...next, startDate: '2026-11-20' }, placesTaken: 0 })).toEqual({ ok: true });
  });

  it('refuses maximum participants below the places taken', () => {
    expect(check({ next: { ...next, maxParticipants: 4 } })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: 'Maximum participants cannot be below the 5 players already in the league.',
      field: 'maxParticipants',
    });
    expect(check({ next: { ...next, maxParticipants: 5 } })).toEqual({ ok: true });
    expect(maxBelowCountMessage(1)).toBe('Maximum participants cannot be below the 1 player already in the league.');
  });

  it('refuses rules an edit would leave inconsistent', () => {
    // The league wins 3 and loses 1; an edit sending only a win of 0.5 would make a win worth less than a loss.
    const threeOne = { ...current, pointsWin: 3, pointsHalve: 2, pointsLoss: 1 };
    expect(
      check({ current: threeOne, next: { ...next, ...resolveLeagueRules({ pointsWin: 0.5 }, threeOne) } }),
    ).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: LEAGUE_MESSAGES.pointsOrder, field: 'pointsHalve' });
    expect(check({ next: { ...next, pointsHalve: 1.5 } })).toMatchObject({ ok: false, field: 'pointsHalve' });
    expect(check({ next: { ...next, strokeRanking: 'best_rounds', countedRounds: null } })).toEqual({
      ok: false,
      code: 'VALIDATION_FAILED',
      message: LEAGUE_MESSAGES.countedRoundsRequired,
      field: 'countedRounds',
    });
  });

  it('refuses changing the scoring type, ranking or points once scores exist', () => {
    const scored = { ok: false, code: 'LEAGUE_SCORED', message: LEAGUE_CHANGE_MESSAGES.scored };
    expect(check({ hasScores: true, next: { ...next, scoringType: 'match_play' } })).toEqual(scored);
    expect(check({ hasScores: true, next: { ...next, strokeRanking: 'best_rounds', countedRounds: 5 } })).toEqual(
      scored,
    );
    expect(check({ hasScores: true, next: { ...next, pointsHalve: 0 } })).toEqual(scored);
    expect(check({ hasScores: true, next: { ...next, byeResult: 'none' } })).toEqual(scored);
    // Other fields may still change, the minimum rounds to be ranked among them (it changes only who is ranked yet);
    // without scores the rules may too.
    expect(check({ hasScores: true, next: { ...next, minRoundsToRank: 4 } })).toEqual({ ok: true });
    expect(check({ hasScores: true, next: { ...next, maxParticipants: 10 } })).toEqual({ ok: true });
    expect(check({ next: { ...next, scoringType: 'match_play', byeResult: 'none' } })).toEqual({ ok: true });
  });
});

describe('leaving a league and naming its nights', () => {
  it('a member may leave until the league’s first day (facility date)', () => {
    const league = { startDate: '2026-12-01' };
    // 04:30Z on Dec 1 is still Nov 30 in New York.
    expect(canLeaveLeague(league, new Date('2026-12-01T04:30:00Z'))).toBe(true);
    expect(canLeaveLeague(league, new Date('2026-12-01T05:30:00Z'))).toBe(false);
    expect(canLeaveLeague(league, new Date('2026-12-08T15:00:00Z'))).toBe(false);
    expect(LEAGUE_CHANGE_MESSAGES.started).toBe('This league has started: ask the staff to take you off it.');
  });

  it('names a league reservation after its league', () => {
    expect(leagueNightLabel('Thursday Match Play')).toBe('Thursday Match Play · league night');
  });
});

describe('partnerHoldEndsAt', () => {
  const league = { startDate: '2026-11-24', startTime: '18:00', endDate: '2026-12-15' };
  it('holds 48 hours when the league starts later', () => {
    const now = facilityInstant('2026-11-21', '15:00');
    expect(partnerHoldEndsAt(league, now).toISOString()).toBe(facilityInstant('2026-11-23', '15:00').toISOString());
  });
  it("never holds past the league's start", () => {
    const now = facilityInstant('2026-11-23', '09:00');
    expect(partnerHoldEndsAt(league, now).toISOString()).toBe(facilityInstant('2026-11-24', '18:00').toISOString());
  });
  it('after the start, 48 hours but never past the last day', () => {
    expect(partnerHoldEndsAt(league, facilityInstant('2026-12-01', '10:00')).toISOString()).toBe(
      facilityInstant('2026-12-03', '10:00').toISOString(),
    );
    expect(partnerHoldEndsAt(league, facilityInstant('2026-12-14', '10:00')).toISOString()).toBe(
      facilityInstant('2026-12-16', '00:00').toISOString(),
    );
  });
});
