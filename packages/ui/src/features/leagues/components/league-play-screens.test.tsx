// @vitest-environment jsdom
import {
  facilityInstant,
  LEAGUE_CHANGE_MESSAGES,
  LEAGUE_NIGHT_DEFAULTS,
  LEAGUE_RULE_DEFAULTS,
  type League,
  type LeagueRound,
  type Matchup,
  type StandingsResponse,
  type StandingsRow,
} from '@longwood/core';
import { standingsRow as teamRow, standingsWeek } from '@longwood/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  endScreenTest,
  json,
  renderRoute,
  sampleParticipants,
  sampleScore,
  sampleUser,
  stubFetch,
} from '../../../test/render-route';
import { AdminLeagueEditPage, AdminLeagueNewPage } from './admin-league-form-pages';
import { AdminCoursesPage } from './admin-courses-page';
import { AdminRoundsPage } from './admin-rounds-page';
import { AdminStandingsPage } from './admin-standings-page';
import { RoundScoresPage } from './round-scores-page';

const admin = sampleUser({ id: 1, isAdmin: true });
const TODAY = '2026-11-24';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(facilityInstant(TODAY, '21:00'));
});
afterEach(endScreenTest);

const league = (overrides: Partial<League> = {}): League => ({
  id: 3,
  name: 'Thursday Match Play',
  description: null,
  leagueType: 'individual',
  scoringType: 'match_play',
  startDate: '2026-11-03',
  endDate: '2099-12-15',
  dayOfWeek: 'Tuesday',
  startTime: '18:00',
  endTime: '20:00',
  maxParticipants: 8,
  numberOfBays: 2,
  isActive: true,
  numberParticipants: 5,
  hasSchedule: true,
  ...LEAGUE_RULE_DEFAULTS,
  ...LEAGUE_NIGHT_DEFAULTS,
  hasScores: false,
  ...overrides,
});

const NAMES = ['Ann Archer', 'Bob Baker', 'Cy Cole', 'Di Dunn', 'Ed Eng'];
const participants = sampleParticipants(NAMES);

const round = (id: number, roundNumber: number, roundDate: string, scoredTeams = 0): LeagueRound => ({
  id,
  leagueId: 3,
  roundNumber,
  roundDate,
  name: null,
  course: null,
  scoredTeams,
  totalTeams: 5,
  absentTeams: 0,
  complete: scoredTeams >= 5,
  didNotPlay: [],
  substitutes: [],
});

const matchup = (participantId: number, opponentParticipantId: number | null, extra: Partial<Matchup> = {}) => ({
  roundId: 6,
  participantId,
  opponentParticipantId,
  winnerParticipantId: null,
  halved: false,
  bye: opponentParticipantId === null,
  suggested: false,
  ...extra,
});

/** Round 5's score sheet, as the admin opens it. */
const renderScoreSheet = () =>
  renderRoute([{ path: '/admin/leagues/:leagueId/rounds/:roundId/scores', element: <RoundScoresPage /> }], {
    url: '/admin/leagues/3/rounds/5/scores',
    user: admin,
  });

/** A stroke-play score of round 5 entered as a total. */
const totalScore = (id: number, participantId: number, strokes: number) => sampleScore({ id, participantId, strokes });

/** A team's row with no score yet: no rank, every figure empty (match play counts start at 0). */
const NO_MATCHES = { wins: 0, losses: 0, halves: 0, byes: 0, points: 0 };
const standingsRow = (teamId: number, extra: Partial<StandingsRow> = {}): StandingsRow =>
  teamRow(teamId, { players: [NAMES[teamId - 1]!], ...NO_MATCHES, ...extra });

const standingsOf = (rows: StandingsRow[], extra: Partial<StandingsResponse> = {}): StandingsResponse => ({
  leagueId: 3,
  scoringType: 'match_play',
  rules: { ...LEAGUE_RULE_DEFAULTS },
  rounds: [
    { roundId: 5, roundNumber: 1, roundDate: '2026-11-17' },
    { roundId: 6, roundNumber: 2, roundDate: TODAY },
  ],
  rows,
  ...extra,
});

const notFound = () => json(404, { code: 'NOT_FOUND', message: 'Not found.' });

describe('league form: the standings rules', () => {
  it('shows only the fields of the scoring type, with the defaults, and previews a halve and a tie-break', async () => {
    const net = stubFetch(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/leagues') {
        return json(201, { ...league(body as Partial<League>), id: 9, scheduleCreated: false, scheduleConflicts: [] });
      }
      if (path === '/api/leagues') return json(200, []);
      return notFound();
    });
    const user = userEvent.setup();
    renderRoute(
      [
        { path: '/admin/leagues/new', element: <AdminLeagueNewPage /> },
        { path: '/admin/leagues', element: <p>Leagues</p> },
      ],
      { url: '/admin/leagues/new', user: admin },
    );
    const rules = screen.getByRole('group', { name: 'Standings' });
    expect(within(rules).getByLabelText('Ranking')).toHaveProperty('value', 'average');
    expect(within(rules).queryByLabelText('Rounds counted')).toBeNull();
    await user.selectOptions(within(rules).getByLabelText('Ranking'), 'best_rounds');
    expect(within(rules).getByLabelText('Rounds counted')).toBeTruthy();
    expect(within(rules).getByLabelText('Minimum rounds to be ranked')).toHaveProperty('value', '1');
    expect(within(rules).queryByLabelText('Points for a win')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Scoring Type'), 'match_play');
    expect(within(rules).queryByLabelText('Ranking')).toBeNull();
    expect(within(rules).getByLabelText('Points for a win')).toHaveProperty('value', '1');
    expect(within(rules).getByLabelText('Points for a halve')).toHaveProperty('value', '0.5');
    expect(within(rules).getByLabelText('Points for a loss')).toHaveProperty('value', '0');
    expect(within(rules).getByLabelText('A bye earns')).toHaveProperty('value', 'win');

    const preview = screen.getByRole('table', { name: 'Sample standings' });
    expect(within(preview).getAllByText('Tied on points; ahead on win percentage').length).toBe(1);
    expect(within(preview).getByText('Tied on points; ahead on head-to-head')).toBeTruthy();
    // Casey and Drew halved their match: 0-0-1 and a win for Casey, a halve and a bye for Drew.
    const drew = within(preview).getByText('Drew').closest('tr')!;
    expect(within(drew).getByText('0-0-1')).toBeTruthy();
    await user.selectOptions(within(rules).getByLabelText('A bye earns'), 'none');
    expect(within(preview).getByText('Drew').closest('tr')!.textContent).toContain('0.5');

    // The hidden stroke-play field left empty does not block the form.
    await user.type(screen.getByLabelText('League Name'), 'Thursday Match Play');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Leagues')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      scoringType: 'match_play',
      pointsWin: 1,
      pointsHalve: 0.5,
      pointsLoss: 0,
      byeResult: 'none',
      countedRounds: null,
    });
  });

  it('locks the scoring type and rules of a scored league, says why, and shows the server refusals', async () => {
    const net = stubFetch(({ method, path, body }) => {
      if (method === 'PATCH' && path === '/api/leagues/3') {
        const sent = body as { maxParticipants: number };
        if (sent.maxParticipants < 5) {
          return json(400, {
            code: 'VALIDATION_FAILED',
            message: 'Please check the form.',
            fieldErrors: {
              maxParticipants: ['Maximum participants cannot be below the 5 players already in the league.'],
            },
          });
        }
        return json(409, { code: 'LEAGUE_SCORED', message: LEAGUE_CHANGE_MESSAGES.scored });
      }
      if (path === '/api/leagues/3') return json(200, league({ hasScores: true, pointsWin: 2 }));
      return notFound();
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues/:id/edit', element: <AdminLeagueEditPage /> }], {
      url: '/admin/leagues/3/edit',
      user: admin,
    });
    const rules = await screen.findByRole('group', { name: 'Standings' });
    expect(within(rules).getByText(LEAGUE_CHANGE_MESSAGES.scored)).toBeTruthy();
    expect(screen.getByLabelText('Scoring Type')).toHaveProperty('disabled', true);
    expect(within(rules).getByLabelText('Points for a win')).toHaveProperty('disabled', true);
    expect(within(rules).getByLabelText('Points for a win')).toHaveProperty('value', '2');
    expect(within(rules).getByLabelText('A bye earns')).toHaveProperty('disabled', true);

    const max = screen.getByLabelText('Maximum Participants');
    await user.clear(max);
    await user.type(max, '3');
    await user.click(screen.getByRole('button', { name: 'Update League' }));
    expect(
      await screen.findAllByText('Maximum participants cannot be below the 5 players already in the league.'),
    ).not.toHaveLength(0);
    expect(max.getAttribute('aria-invalid')).toBe('true');
    // The locked fields still go with the form, unchanged.
    expect(net.calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
      scoringType: 'match_play',
      pointsWin: 2,
      byeResult: 'win',
    });

    await user.clear(max);
    await user.type(max, '8');
    await user.click(screen.getByRole('button', { name: 'Update League' }));
    await waitFor(() => expect(screen.getByLabelText('Scoring Type').getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('/admin/leagues/:id/rounds', () => {
  const renderRoundsPage = () =>
    renderRoute([{ path: '/admin/leagues/:id/rounds', element: <AdminRoundsPage /> }], {
      url: '/admin/leagues/3/rounds',
      user: admin,
    });
  it('shows which rounds are scored and links each to its sheet', async () => {
    stubFetch(({ path }) => {
      if (path === '/api/leagues/3') return json(200, league());
      if (path === '/api/leagues/3/rounds') {
        return json(200, [
          round(4, 1, '2026-11-10', 5),
          round(5, 2, '2026-11-17', 3),
          round(6, 3, TODAY, 0),
          round(7, 4, '2026-12-01', 0),
        ]);
      }
      return notFound();
    });
    renderRoundsPage();
    await screen.findByRole('heading', { name: 'Thursday Match Play - Rounds' });
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Scored')).toBeTruthy();
    expect(within(items[1]!).getByText('3 of 5 scored')).toBeTruthy();
    expect(within(items[2]!).getByText('Not scored')).toBeTruthy();
    expect(within(items[3]!).getByText('Upcoming')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Edit Scores for round 1' }).getAttribute('href')).toBe(
      '/admin/leagues/3/rounds/4/scores',
    );
    expect(within(items[1]!).getByRole('link', { name: 'Enter Scores for round 2' })).toBeTruthy();
    expect(within(items[3]!).getByRole('link', { name: 'Set Pairings for round 4' }).getAttribute('href')).toBe(
      '/admin/leagues/3/rounds/7/scores',
    );
  });

  it('adds a round on the league\'s course and nine (decision 289): "Holes" for an 18-hole course, a nine played whole', async () => {
    const courses = [
      {
        id: 4,
        name: 'Pebble Beach',
        holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
        par: 72,
        inUse: true,
      },
      {
        id: 5,
        name: 'Lakeside Nine',
        holes: Array.from({ length: 9 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })),
        par: 36,
        inUse: false,
      },
    ];
    const net = stubFetch(({ method, path, body }) => {
      if (path === '/api/leagues/3') return json(200, league({ courseId: 4, courseHoles: 'back' }));
      if (path === '/api/admin/courses') return json(200, { courses });
      if (method === 'POST' && path === '/api/leagues/3/rounds')
        return json(201, { ...round(8, 1, '2026-12-08', 0), ...(body as object) });
      if (path === '/api/leagues/3/rounds') return json(200, []);
      return notFound();
    });
    const user = userEvent.setup();
    renderRoundsPage();
    const form = await screen.findByRole('form', { name: 'Add Round' });
    const add = within(form);
    await add.findByRole('option', { name: 'Pebble Beach (18 holes, par 72)' });
    expect(add.getByLabelText('Course')).toHaveProperty('value', '4');
    const holes = await add.findByLabelText('Holes');
    expect(holes).toHaveProperty('value', 'back');
    expect(
      within(holes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All 18', 'Front nine', 'Back nine']);
    // The 9-hole course is played whole: the choice goes.
    await user.selectOptions(add.getByLabelText('Course'), 'Lakeside Nine (9 holes, par 36)');
    expect(add.queryByLabelText('Holes')).toBeNull();
    await user.selectOptions(add.getByLabelText('Course'), 'Pebble Beach (18 holes, par 72)');
    await user.selectOptions(add.getByLabelText('Holes'), 'Front nine');
    await user.type(add.getByLabelText('Round Date'), '2026-12-08');
    await user.click(add.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findByText('Round 1 has been added.')).toBeTruthy();
    const sent = net.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ roundNumber: 1, roundDate: '2026-12-08', courseId: 4, courseHoles: 'front' });
  });
});

describe('match-play score sheet', () => {
  const sheetRoutes = [{ path: '/admin/leagues/:leagueId/rounds/:roundId/scores', element: <RoundScoresPage /> }];
  // Round 1: Ann beat Bob, Cy and Di halved, Ed had the bye.
  const afterRoundOne = standingsOf([
    standingsRow(1, { weeks: [standingsWeek(5, { result: 'win', opponentTeamId: 2, opponent: 'Bob Baker' })] }),
    standingsRow(2, { weeks: [standingsWeek(5, { result: 'loss', opponentTeamId: 1, opponent: 'Ann Archer' })] }),
    standingsRow(3, { weeks: [standingsWeek(5, { result: 'halve', opponentTeamId: 4, opponent: 'Di Dunn' })] }),
    standingsRow(4, { weeks: [standingsWeek(5, { result: 'halve', opponentTeamId: 3, opponent: 'Cy Cole' })] }),
    standingsRow(5, { weeks: [standingsWeek(5, { result: 'bye' })] }),
  ]);

  function stubSheet(roundDate: string, matchups: Matchup[]) {
    return stubFetch(({ method, path }) => {
      if (method === 'PUT' && path === '/api/leagues/3/rounds/6/pairings') return json(200, matchups);
      if (method === 'PUT' && path === '/api/leagues/3/rounds/6/scores') return json(200, []);
      if (path === '/api/leagues/3') return json(200, league());
      if (path === '/api/leagues/3/rounds') return json(200, [round(5, 1, '2026-11-17', 5), round(6, 2, roundDate)]);
      if (path === '/api/leagues/3/participants') return json(200, participants);
      if (path === '/api/leagues/3/rounds/6/scores') return json(200, []);
      if (path === '/api/leagues/3/rounds/6/matchups') return json(200, matchups);
      if (path === '/api/leagues/3/standings') return json(200, afterRoundOne);
      return notFound();
    });
  }
  const match = (n: number) => screen.getByRole('group', { name: `Match ${n}` });

  it('warns about a player in two matches and blocks the save, then sends the pairings and the results', async () => {
    // Stored pairings: Ann v Cy (played: Ann won), Bob v Ed, Di the bye.
    const net = stubSheet(TODAY, [matchup(11, 13, { winnerParticipantId: 11 }), matchup(12, 15), matchup(14, null)]);
    const user = userEvent.setup();
    renderRoute(sheetRoutes, { url: '/admin/leagues/3/rounds/6/scores', user: admin });
    await screen.findByRole('group', { name: 'Match 1' });
    expect(within(match(1)).getByLabelText("Player's result")).toHaveProperty('value', 'win');
    // The played match keeps its players until its result is cleared.
    expect(within(match(1)).getByLabelText('Player')).toHaveProperty('disabled', true);
    expect(within(match(2)).getByText('First meeting')).toBeTruthy();
    expect(within(match(3)).getByText('Bye: earns a win')).toBeTruthy();

    // Bob against Cy: Cy is in two matches and Ed is left out.
    await user.selectOptions(within(match(2)).getByLabelText('Opponent'), 'Cy Cole');
    const status = screen.getByRole('status');
    expect(within(status).getByText('Cy Cole is in 2 pairings: a player plays one match per round.')).toBeTruthy();
    expect(within(status).getByText('Ed Eng is not paired this round.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Results' })).toHaveProperty('disabled', true);

    // Bob against Di instead (they have not met), Ed takes the bye: Di's old bye goes.
    await user.selectOptions(within(match(2)).getByLabelText('Opponent'), 'Di Dunn');
    expect(within(match(2)).getByText('First meeting')).toBeTruthy();
    await user.selectOptions(within(match(3)).getByLabelText('Player'), 'Ed Eng');
    expect(within(status).queryByRole('listitem')).toBeNull();
    await user.selectOptions(within(match(2)).getByLabelText("Player's result"), 'halve');
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(await screen.findByText('Round 2 results have been saved.')).toBeTruthy();

    const puts = net.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/api/leagues/3/rounds/6/pairings', '/api/leagues/3/rounds/6/scores']);
    expect(puts[0]!.body).toEqual({
      pairings: [
        { participantId: 11, opponentParticipantId: 13 },
        { participantId: 12, opponentParticipantId: 14 },
        { participantId: 15, opponentParticipantId: null },
      ],
    });
    expect(puts[1]!.body).toEqual({
      entries: [
        { participantId: 11, opponentParticipantId: 13, result: 'win' },
        { participantId: 12, opponentParticipantId: 14, result: 'halve' },
        { participantId: 15, opponentParticipantId: null },
      ],
    });
  });

  it('starts from the suggestion, shows who has met, and sends only the results when no stored pairing changed', async () => {
    const suggested = { suggested: true };
    const net = stubSheet(TODAY, [
      matchup(11, 12, suggested),
      matchup(13, 15, suggested),
      matchup(14, null, suggested),
    ]);
    const user = userEvent.setup();
    renderRoute(sheetRoutes, { url: '/admin/leagues/3/rounds/6/scores', user: admin });
    await screen.findByRole('group', { name: 'Match 1' });
    expect(screen.getByText(/Suggested pairings/)).toBeTruthy();
    expect(within(match(1)).getByText('Met in round 1')).toBeTruthy();
    await user.click(screen.getByText('Who has met whom'));
    const grid = screen.getByRole('table', { name: 'Rounds in which each two teams have played each other' });
    const annRow = within(grid).getByRole('rowheader', { name: 'Ann Archer' }).closest('tr')!;
    expect(within(annRow).getByText('round 1')).toBeTruthy();

    await user.selectOptions(within(match(2)).getByLabelText("Player's result"), 'loss');
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(await screen.findByText('Results saved')).toBeTruthy();
    const puts = net.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/api/leagues/3/rounds/6/scores']);
    expect(puts[0]!.body).toEqual({
      entries: [
        { participantId: 11, opponentParticipantId: 12, result: null },
        { participantId: 13, opponentParticipantId: 15, result: 'loss' },
        { participantId: 14, opponentParticipantId: null },
      ],
    });
  });

  it('a round still to come says from when results can be entered, and saves its pairings only', async () => {
    const net = stubSheet('2026-12-01', [
      matchup(11, 12, { suggested: true }),
      matchup(13, 15, { suggested: true }),
      matchup(14, null, { suggested: true }),
    ]);
    const user = userEvent.setup();
    renderRoute(sheetRoutes, { url: '/admin/leagues/3/rounds/6/scores', user: admin });
    expect(
      await screen.findByText(
        'Round 2 is on Tuesday, December 1, 2026: its results can be entered from that day. Its pairings can be set now.',
      ),
    ).toBeTruthy();
    expect(within(match(1)).getByLabelText("Player's result")).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Save Pairings' }));
    expect(await screen.findByText('Pairings saved')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/api/leagues/3/rounds/6/pairings',
    ]);
  });
});

describe('stroke-play score sheet', () => {
  it('sends a cleared score as strokes: null and only the teams that changed', async () => {
    const net = stubFetch(({ method, path }) => {
      if (method === 'PUT') return json(200, []);
      if (path === '/api/leagues/3') return json(200, league({ scoringType: 'lowest_score' }));
      if (path === '/api/leagues/3/rounds') return json(200, [round(5, 1, TODAY, 2)]);
      if (path === '/api/leagues/3/participants') return json(200, participants.slice(0, 3));
      if (path === '/api/leagues/3/rounds/5/scores') {
        return json(200, [totalScore(1, 11, 72), totalScore(2, 12, 80)]);
      }
      return notFound();
    });
    const user = userEvent.setup();
    renderScoreSheet();
    const bob = await screen.findByLabelText('Bob Baker');
    expect(bob).toHaveProperty('value', '80');
    await user.clear(bob);
    await user.type(screen.getByLabelText('Cy Cole'), '75');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Scores saved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      entries: [
        { participantId: 12, strokes: null },
        { participantId: 13, strokes: 75 },
      ],
    });
  });
});

describe('a withdrawn player on later sheets', () => {
  it('has no row on the sheet of a round after the one they withdrew after', async () => {
    // Cy withdrew after round 1: round 2's sheet lists Ann and Bob only, round 1's all three.
    const withdrawn = [participants[0]!, participants[1]!, { ...participants[2]!, lastRoundNumber: 1 }];
    stubFetch(({ path }) => {
      if (path === '/api/leagues/3') return json(200, league({ scoringType: 'lowest_score' }));
      if (path === '/api/leagues/3/rounds') return json(200, [round(4, 1, TODAY, 3), round(5, 2, TODAY, 0)]);
      if (path === '/api/leagues/3/participants') return json(200, withdrawn);
      if (path === '/api/leagues/3/rounds/5/scores' || path === '/api/leagues/3/rounds/4/scores') return json(200, []);
      return notFound();
    });
    renderScoreSheet();
    expect(await screen.findByLabelText('Bob Baker')).toBeTruthy();
    expect(screen.getByLabelText('Ann Archer')).toBeTruthy();
    expect(screen.queryByLabelText('Cy Cole')).toBeNull();
    expect(screen.queryByText('Cy Cole')).toBeNull();
  });
});

describe('did not play on the score sheet', () => {
  it('marks a player without a card as did not play and shows the round complete', async () => {
    let marked = false;
    const scored = { ...round(5, 1, TODAY, 2), totalTeams: 3 };
    const net = stubFetch(({ method, path }) => {
      if (method === 'PUT' && path === '/api/leagues/3/rounds/5/absences/13') {
        marked = true;
        return json(200, { ...scored, absentTeams: 1, complete: true, didNotPlay: [13] });
      }
      if (path === '/api/leagues/3') return json(200, league({ scoringType: 'lowest_score' }));
      if (path === '/api/leagues/3/rounds') {
        return json(200, [marked ? { ...scored, absentTeams: 1, complete: true, didNotPlay: [13] } : scored]);
      }
      if (path === '/api/leagues/3/participants') return json(200, participants.slice(0, 3));
      if (path === '/api/leagues/3/rounds/5/scores') {
        return json(200, [totalScore(1, 11, 72), totalScore(2, 12, 73)]);
      }
      return notFound();
    });
    const user = userEvent.setup();
    renderScoreSheet();
    expect(await screen.findByText(/Round 1: 2 of 3 scored\./)).toBeTruthy();
    // Ann has a card: she cannot be marked.
    expect(screen.getByLabelText('Ann Archer did not play')).toHaveProperty('disabled', true);
    await user.click(screen.getByLabelText('Cy Cole did not play'));
    expect(await screen.findByText(/Round 1: Scored, 1 did not play\./)).toBeTruthy();
    expect(screen.getByLabelText('Cy Cole did not play')).toHaveProperty('checked', true);
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toEqual({ didNotPlay: true });
  });
});

describe('hole-by-hole scorecards', () => {
  const NINE = [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! }));

  it('types a card digit after digit, moving on by itself, and sends the holes of the cards that changed', async () => {
    const net = stubFetch(({ method, path }) => {
      if (method === 'PUT') return json(200, []);
      if (path === '/api/leagues/3') return json(200, league({ scoringType: 'lowest_score' }));
      if (path === '/api/leagues/3/rounds') {
        return json(200, [
          { ...round(5, 1, TODAY, 1), course: { id: 9, name: 'Lakeside Nine', holes: NINE, par: 36 } },
        ]);
      }
      if (path === '/api/leagues/3/participants') return json(200, participants.slice(0, 3));
      if (path === '/api/leagues/3/rounds/5/scores') {
        return json(200, [{ ...totalScore(1, 11, 70), participantId: 13 }]);
      }
      return notFound();
    });
    const user = userEvent.setup();
    renderScoreSheet();
    await user.click(await screen.findByLabelText('Ann Archer, hole 1'));
    // Ann: 4 4 3 5 4 3 4 5 then a 10 on the ninth (a 1 waits for its second digit), then Bob's card starts.
    await user.keyboard('44354345105');
    expect(document.activeElement).toBe(screen.getByLabelText('Bob Baker, hole 2'));
    expect(screen.getByLabelText('Ann Archer total').textContent).toBe('42');
    // Bob's card is left half done: refused on save, with nothing sent.
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Bob Baker: enter all 9 holes, or clear them and enter a total.',
    );
    expect(net.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(screen.getByLabelText('Bob Baker, hole 1'));
    // Cy's total stays a total (his card was not kept by the hole).
    expect(screen.getByLabelText('Cy Cole total')).toHaveProperty('value', '70');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Scores saved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      entries: [{ participantId: 11, holes: [4, 4, 3, 5, 4, 3, 4, 5, 10] }],
    });
  });
});

describe('/admin/courses', () => {
  it('adds a 9-hole course with its pars and stroke indexes, and refuses a stroke index used twice', async () => {
    const net = stubFetch(({ method }) => {
      if (method === 'POST') return json(201, { id: 4, name: 'Lakeside Nine', holes: [], par: 36, inUse: false });
      return json(200, { courses: [] });
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/courses', element: <AdminCoursesPage /> }], { url: '/admin/courses', user: admin });
    expect(await screen.findByText(/No courses yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Course' }));
    await user.type(screen.getByLabelText('Course Name'), 'Lakeside Nine');
    await user.selectOptions(screen.getByLabelText('Holes'), '9');
    await user.clear(screen.getByLabelText('Hole 3 par'));
    await user.type(screen.getByLabelText('Hole 3 par'), '3');
    await user.clear(screen.getByLabelText('Hole 2 stroke index'));
    await user.type(screen.getByLabelText('Hole 2 stroke index'), '1');
    const form = screen.getByRole('form', { name: 'Add Course' });
    await user.click(within(form).getByRole('button', { name: 'Add Course' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Stroke indexes must use each number from 1 to the number of holes once',
    );
    await user.clear(screen.getByLabelText('Hole 1 stroke index'));
    await user.type(screen.getByLabelText('Hole 1 stroke index'), '2');
    await user.click(within(form).getByRole('button', { name: 'Add Course' }));
    expect(await screen.findByText('Course added')).toBeTruthy();
    const body = net.calls.find((c) => c.method === 'POST')!.body as { name: string; holes: object[] };
    expect(body.name).toBe('Lakeside Nine');
    expect(body.holes.slice(0, 3)).toEqual([
      { par: 4, strokeIndex: 2 },
      { par: 4, strokeIndex: 1 },
      { par: 3, strokeIndex: 3 },
    ]);
    expect(body.holes).toHaveLength(9);
  });
});

describe('/admin/leagues/:id/standings', () => {
  const renderStandings = (standings: StandingsResponse, overrides: Partial<League> = {}) => {
    stubFetch(({ path }) => {
      if (path === '/api/leagues/3') return json(200, league(overrides));
      if (path === '/api/leagues/3/standings') return json(200, standings);
      return notFound();
    });
    renderRoute([{ path: '/admin/leagues/:id/standings', element: <AdminStandingsPage /> }], {
      url: '/admin/leagues/3/standings',
      user: admin,
    });
  };

  it('shows the tie-break note, the rank change and the week-by-week grid', async () => {
    const played = (teamId: number, extra: Partial<StandingsRow>) =>
      standingsRow(teamId, { ranked: true, roundsPlayed: 2, ...extra });
    renderStandings(
      standingsOf([
        played(1, {
          rank: 1,
          rankChange: 2,
          tieBreak: 'Tied on points; ahead on head-to-head',
          wins: 1,
          losses: 0,
          halves: 1,
          points: 1.5,
          winPercentage: 0.75,
          weeks: [
            standingsWeek(5, { result: 'halve', opponentTeamId: 3, opponent: 'Cy Cole' }),
            standingsWeek(6, { result: 'win', opponentTeamId: 2, opponent: 'Bob Baker' }),
          ],
        }),
        played(2, {
          rank: 2,
          rankChange: -1,
          tieBreak: 'Tied on points; behind on head-to-head',
          wins: 1,
          losses: 1,
          byes: 0,
          points: 1.5,
          winPercentage: 0.5,
          weeks: [
            standingsWeek(5, { result: 'bye' }),
            standingsWeek(6, { result: 'loss', opponentTeamId: 1, opponent: 'Ann Archer' }),
          ],
        }),
        standingsRow(5, { roundsPlayed: 0, weeks: [standingsWeek(5), standingsWeek(6)] }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Thursday Match Play standings' });
    const [, ann, bob, ed] = within(table).getAllByRole('row');
    expect(within(ann!).getByText('Tied on points; ahead on head-to-head')).toBeTruthy();
    expect(within(ann!).getByText('up 2 places')).toBeTruthy();
    expect(within(ann!).getByText('▲2')).toBeTruthy();
    expect(within(ann!).getByText('1-0-1')).toBeTruthy();
    expect(within(ann!).getByText('75%')).toBeTruthy();
    expect(within(bob!).getByText('down 1 place')).toBeTruthy();
    expect(within(bob!).getByText('Tied on points; behind on head-to-head')).toBeTruthy();
    expect(within(ed!).getAllByRole('cell')[0]!.textContent).toBe('—');
    expect(within(ed!).getByText('Not yet ranked')).toBeTruthy();
    expect(
      screen.getByText('Not yet ranked: fewer than 1 round played; listed after the ranked players.'),
    ).toBeTruthy();

    const grid = screen.getByRole('table', { name: 'Thursday Match Play week by week' });
    // Heard as 'Round 1'; a phone shows 'R1' (decision 486).
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'R1Round 1', 'R2Round 2']);
    expect(
      within(grid).getByRole('columnheader', { name: 'Round 2' }).querySelector('[aria-hidden]')!.textContent,
    ).toBe('R2');
    const annWeeks = within(grid).getAllByRole('row')[1]!;
    expect(within(annWeeks).getByText('Halved against Cy Cole')).toBeTruthy();
    expect(within(annWeeks).getByText('v Bob Baker')).toBeTruthy();
    expect(within(within(grid).getAllByRole('row')[2]!).getAllByText('Bye')).not.toHaveLength(0);
  });

  it('ranks no one before any score, and marks the counted rounds of a best-N total', async () => {
    renderStandings(standingsOf([standingsRow(1), standingsRow(2)], { rounds: [] }));
    const table = await screen.findByRole('table', { name: 'Thursday Match Play standings' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['—', '—']);
    expect(screen.getByText('No scores yet: players are ranked once the first round is scored.')).toBeTruthy();
    expect(within(table).queryByText('Not yet ranked')).toBeNull();
    expect(screen.queryByRole('table', { name: /week by week/ })).toBeNull();
  });

  it('stroke play by best rounds: the total, and counted and dropped rounds in the grid', async () => {
    renderStandings(
      standingsOf(
        [
          standingsRow(1, {
            rank: 1,
            ranked: true,
            roundsPlayed: 2,
            wins: null,
            losses: null,
            halves: null,
            byes: null,
            points: null,
            totalStrokes: 150,
            averageStrokes: 75,
            countedStrokes: 70,
            bestRound: 70,
            weeks: [
              standingsWeek(5, { strokes: 70, counted: true }),
              standingsWeek(6, { strokes: 80, counted: false }),
            ],
          }),
        ],
        {
          scoringType: 'lowest_score',
          rules: { ...LEAGUE_RULE_DEFAULTS, strokeRanking: 'best_rounds', countedRounds: 1 },
        },
      ),
      { scoringType: 'lowest_score' },
    );
    const table = await screen.findByRole('table', { name: 'Thursday Match Play standings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Best 1 total', 'Average', 'Rounds', 'Best round', 'Change']);
    const grid = screen.getByRole('table', { name: 'Thursday Match Play week by week' });
    expect(within(grid).getByText('(counted)', { exact: false }).parentElement!.textContent).toBe('70 (counted)');
    expect(within(grid).getByText('(dropped)', { exact: false }).parentElement!.textContent).toBe('80 (dropped)');
  });

  it('stroke play by points for each night’s place: the points first, the table named, hundredths where needed', async () => {
    const row = (id: number, rank: number, points: number, averageStrokes: number) =>
      standingsRow(id, {
        rank,
        ranked: true,
        roundsPlayed: 2,
        ...{ wins: null, losses: null, halves: null, byes: null },
        points,
        totalStrokes: Math.round(averageStrokes * 2),
        averageStrokes,
        bestRound: 36,
        weeks: [standingsWeek(5, { strokes: 36 }), standingsWeek(6, { strokes: 39 })],
      });
    renderStandings(
      {
        ...standingsOf([row(1, 1, 18, 37.5), row(2, 2, 14.5, 37.8)], {
          scoringType: 'lowest_score',
          rules: LEAGUE_RULE_DEFAULTS,
        }),
        decimals: 2,
      },
      { scoringType: 'lowest_score', placePoints: [10, 8, 6] },
    );
    const table = await screen.findByRole('table', { name: 'Thursday Match Play standings' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      ...['Rank', 'Player', 'Points', 'Average'],
      ...['Rounds', 'Best round', 'Change'],
    ]);
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('14.537.80');
    expect(screen.getByText("Ranked by points for each night's finishing place (10, 8, 6).")).toBeTruthy();
  });
});

describe('match play by the hole', () => {
  const NINE = [4, 4, 3, 5, 4, 3, 4, 5, 4].map((par, i) => ({ par, strokeIndex: [5, 1, 9, 3, 7, 8, 2, 4, 6][i]! }));
  const figure = (handicap: number) => ({
    handicap,
    provisional: false,
    overridden: false,
    basis: 'average of last round, 90 %',
  });
  const handicap = (participantId: number, teamId: number, value: number) => ({
    participantId,
    teamId,
    players: [NAMES[teamId - 1]!],
    startingHandicap: null,
    current: figure(value),
    rounds: [],
  });

  it('types both cards of a match, shows the strokes and the net outcome, and sends the cards', async () => {
    const net = stubFetch(({ method, path }) => {
      if (method === 'PUT') return json(200, []);
      if (path === '/api/leagues/3') return json(200, league({ handicapMode: 'league' }));
      if (path === '/api/leagues/3/rounds') {
        return json(200, [{ ...round(6, 2, TODAY), course: { id: 9, name: 'Lakeside Nine', holes: NINE, par: 36 } }]);
      }
      if (path === '/api/leagues/3/participants') return json(200, participants.slice(0, 4));
      if (path === '/api/leagues/3/rounds/6/scores') return json(200, []);
      if (path === '/api/leagues/3/rounds/6/matchups') return json(200, [matchup(11, 12), matchup(13, 14)]);
      if (path === '/api/leagues/3/standings') return json(200, standingsOf([]));
      // Ann plays off 9.0 (5 strokes on nine holes), Bob off 16.2 (8): Bob gets 3, on stroke indexes 1-3.
      if (path === '/api/leagues/3/handicaps') {
        return json(200, { handicaps: [handicap(11, 1, 9), handicap(12, 2, 16.2)] });
      }
      return notFound();
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues/:leagueId/rounds/:roundId/scores', element: <RoundScoresPage /> }], {
      url: '/admin/leagues/3/rounds/6/scores',
      user: admin,
    });
    const first = await screen.findByRole('group', { name: 'Match 1' });
    expect(await within(first).findByText('Gets 3 strokes')).toBeTruthy();
    // Stroke index 1 is hole 2: Bob gets a stroke there, Ann none.
    expect(within(first).getByLabelText('Bob Baker, hole 2, gets a stroke')).toBeTruthy();
    expect(within(first).getByLabelText('Ann Archer, hole 2')).toBeTruthy();

    await user.click(within(first).getByLabelText('Ann Archer, hole 1'));
    // Ann's card, then Bob's: the last hole of Ann's card moves on to Bob's first.
    await user.keyboard('543544555');
    expect(document.activeElement).toBe(within(first).getByLabelText('Bob Baker, hole 1'));
    await user.keyboard('56455455');
    expect(within(first).getByText('Both cards complete decide the match.')).toBeTruthy();
    await user.keyboard('4');
    // Gross Ann would win 3 & 2; Bob's strokes on holes 4 and 7 and his 4 on the ninth square it.
    expect(within(first).getByText('All square (net)')).toBeTruthy();
    const result = within(first).getByLabelText("Player's result");
    expect(result).toHaveProperty('value', 'halve');
    expect(result).toHaveProperty('disabled', true);
    expect(within(first).getByLabelText('Bob Baker total').textContent).toBe('43');

    // Cy's card half done is refused on save, with nothing sent.
    const second = screen.getByRole('group', { name: 'Match 2' });
    await user.type(within(second).getByLabelText('Cy Cole, hole 1'), '5');
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Cy Cole: enter all 9 holes, or clear them.');
    expect(net.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(within(second).getByLabelText('Cy Cole, hole 1'));
    await user.selectOptions(within(second).getByLabelText("Player's result"), 'win');
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(await screen.findByText('Round 2 results have been saved.')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      entries: [
        { participantId: 11, opponentParticipantId: 12, holes: [5, 4, 3, 5, 4, 4, 5, 5, 5] },
        { participantId: 12, opponentParticipantId: 11, holes: [5, 6, 4, 5, 5, 4, 5, 5, 4] },
        { participantId: 13, opponentParticipantId: 14, result: 'win' },
      ],
    });
  });
});
