// @vitest-environment jsdom
// The member's league screens (/leagues-signup, /leagues/:leagueId/signup): Joined and Full instead of Join League,
// leaving before the start, the member's nights, results and standings; a scramble partner's invitation answered
// on the leagues page and its state on the inviter's league; and the admin's participant picker, which offers
// members only.
import {
  LEAGUE_RULE_DEFAULTS,
  notAMemberMessage,
  type League,
  type LeagueInvitation,
  type MyLeague,
  type StandingsResponse,
  type StandingsRow,
} from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  endScreenTest,
  json,
  pageOf,
  renderRoute,
  sampleAdmin,
  sampleLeague,
  sampleMemberJane,
  sampleUser,
  stubFetch,
} from '../../../test/render-route';
import { AdminParticipantsPage } from './admin-participants-page';
import { LeagueSignupPage, LeaguesSignupPage } from './member-league-pages';

afterEach(endScreenTest);

const member = sampleMemberJane;
const notFound = () => json(404, { code: 'NOT_FOUND', message: "The league you're looking for doesn't exist." });

const myLeague = (league: League, overrides: Partial<MyLeague> = {}): MyLeague => ({
  league,
  participantId: 11,
  teamId: 2,
  isTeamLead: true,
  teamParticipantIds: [11],
  partnerNames: [],
  nights: ['2099-01-01', '2099-01-08'],
  partnerInvitation: null,
  ...overrides,
});

const row = (overrides: Partial<StandingsRow> & Pick<StandingsRow, 'teamId' | 'players'>): StandingsRow => ({
  handicap: null,
  net: null,
  rank: null,
  ranked: false,
  rankChange: null,
  tieBreak: null,
  roundsPlayed: 0,
  totalStrokes: null,
  averageStrokes: null,
  countedStrokes: null,
  bestRound: null,
  wins: 0,
  losses: 0,
  halves: 0,
  byes: 0,
  points: 0,
  winPercentage: null,
  weeks: [],
  ...overrides,
});

const week = (roundId: number, result: 'win' | 'loss' | 'halve' | 'bye', opponent: string | null) => ({
  roundId,
  strokes: null,
  result,
  opponentTeamId: opponent ? 1 : null,
  opponent,
  counted: true,
  didNotPlay: false,
  absence: null,
});

/** A 3-team match-play table after two rounds: Jane and Bob tied on points, Jane ahead on head-to-head. */
const matchStandings: StandingsResponse = {
  leagueId: 3,
  scoringType: 'match_play',
  rules: { ...LEAGUE_RULE_DEFAULTS },
  rounds: [
    { roundId: 5, roundNumber: 1, roundDate: '2026-11-26' },
    { roundId: 6, roundNumber: 2, roundDate: '2026-12-03' },
  ],
  rows: [
    row({
      rank: 1,
      ranked: true,
      rankChange: 1,
      tieBreak: 'Tied on points; ahead on head-to-head',
      teamId: 2,
      players: ['Jane Doe'],
      roundsPlayed: 2,
      wins: 1,
      halves: 1,
      points: 1.5,
      winPercentage: 0.75,
      weeks: [week(5, 'win', 'Bob Brown'), week(6, 'halve', 'Ann Archer')],
    }),
    row({
      rank: 2,
      ranked: true,
      rankChange: -1,
      teamId: 1,
      players: ['Bob Brown'],
      roundsPlayed: 2,
      wins: 1,
      losses: 1,
      byes: 1,
      points: 1.5,
      winPercentage: 0.5,
      weeks: [week(5, 'loss', 'Jane Doe'), week(6, 'bye', null)],
    }),
  ],
};

function memberApi(options: {
  leagues: League[];
  mine: MyLeague[];
  standings?: StandingsResponse;
  leave?: () => Response;
  invitations?: LeagueInvitation[];
  answer?: () => Response;
}) {
  let mine = options.mine;
  let invitations = options.invitations ?? [];
  return stubFetch(({ method, path }) => {
    const answered = /^\/api\/league-invitations\/(\d+)\/(accept|decline)$/.exec(path);
    if (method === 'POST' && answered) {
      const answer = options.answer?.() ?? new Response(null, { status: 204 });
      if (answer.status === 204) invitations = invitations.filter((i) => i.id !== Number(answered[1]));
      return answer;
    }
    if (path === '/api/user/league-invitations') return json(200, invitations);
    if (method === 'DELETE' && path === '/api/leagues/3/join') {
      const answer = options.leave?.() ?? new Response(null, { status: 204 });
      if (answer.status === 204) mine = mine.filter((e) => e.league.id !== 3);
      return answer;
    }
    if (path === '/api/leagues') return json(200, options.leagues);
    if (path === '/api/user/leagues') return json(200, mine);
    const one = /^\/api\/leagues\/(\d+)$/.exec(path);
    if (one) {
      const league = options.leagues.find((l) => l.id === Number(one[1]));
      return league ? json(200, league) : notFound();
    }
    if (path === '/api/leagues/3/standings' && options.standings) return json(200, options.standings);
    return notFound();
  });
}

const signupRoutes = [
  { path: '/leagues/:leagueId/signup', element: <LeagueSignupPage /> },
  { path: '/leagues-signup', element: <LeaguesSignupPage /> },
];

const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('article') as HTMLElement);

describe('/leagues-signup', () => {
  it('says Joined (with the team and partner) on my league, Full on a full one, and Join League on the rest', async () => {
    const joined = sampleLeague({ leagueType: 'scramble' });
    const full = sampleLeague({ id: 4, name: 'Full House', numberParticipants: 8 });
    const open = sampleLeague({ id: 5, name: 'Open Stroke Play' });
    memberApi({
      leagues: [joined, full, open],
      mine: [myLeague(joined, { partnerNames: ['Pat Partner'] })],
    });
    renderRoute(signupRoutes, { url: '/leagues-signup', user: member });

    const mine = await cardOf('Thursday Match Play');
    expect(mine.getByText('Joined')).toBeTruthy();
    expect(mine.getByText('Team 2 with Pat Partner')).toBeTruthy();
    expect(mine.queryByRole('link', { name: 'Join League' })).toBeNull();
    expect(mine.getByRole('link', { name: 'View League' }).getAttribute('href')).toBe('/leagues/3/signup');

    const fullCard = await cardOf('Full House');
    expect(fullCard.getByText('Full')).toBeTruthy();
    expect(fullCard.getByText('8 / 8')).toBeTruthy();
    expect(fullCard.queryByRole('link', { name: 'Join League' })).toBeNull();

    const openCard = await cardOf('Open Stroke Play');
    expect(openCard.getByRole('link', { name: 'Join League' }).getAttribute('href')).toBe('/leagues/5/signup');

    // My Leagues: each league's name is a link to its page.
    const myList = screen.getByRole('region', { name: 'My Leagues' });
    const link = within(myList).getByRole('link', { name: 'Thursday Match Play' });
    expect(link.getAttribute('href')).toBe('/leagues/3/signup');
    expect(within(myList).getByText(/Next night Jan 1, 2099/)).toBeTruthy();
  });
});

describe('scramble partner invitations', () => {
  const invitation = (league: League): LeagueInvitation => ({
    id: 41,
    league,
    inviterName: 'Ann Archer',
    expiresAt: '2026-11-23T20:00:00.000Z',
  });

  it('the invited member accepts on the leagues page, and the invitation goes away', async () => {
    const league = sampleLeague({ leagueType: 'scramble' });
    const net = memberApi({ leagues: [league], mine: [], invitations: [invitation(league)] });
    const user = userEvent.setup();
    renderRoute(signupRoutes, { url: '/leagues-signup', user: member });

    const region = await screen.findByRole('region', { name: 'League Invitations' });
    expect(region.textContent).toContain('Ann Archer invited you to play as their partner in Thursday Match Play.');
    expect(region.textContent).toContain('held until Monday, November 23, 2026 at 3:00 PM EST');
    await user.click(within(region).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Invitation accepted')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/league-invitations/41/accept',
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'League Invitations' })).toBeNull());
  });

  it('declining that fails says why and keeps the invitation', async () => {
    const league = sampleLeague({ leagueType: 'scramble' });
    const closed = { code: 'INVITATION_CLOSED', message: 'This invitation has already been answered or has expired.' };
    memberApi({ leagues: [league], mine: [], invitations: [invitation(league)], answer: () => json(409, closed) });
    const user = userEvent.setup();
    renderRoute(signupRoutes, { url: '/leagues-signup', user: member });

    const region = await screen.findByRole('region', { name: 'League Invitations' });
    await user.click(within(region).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Failed to decline invitation')).toBeTruthy();
    expect(screen.getByText(closed.message)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'League Invitations' })).toBeTruthy();
  });

  it('the inviter sees the invitation held, declined or run out on their league', async () => {
    const league = sampleLeague({ leagueType: 'scramble' });
    const held = { partnerName: 'Pat', expiresAt: '2026-11-23T20:00:00.000Z' };
    for (const [status, text] of [
      [
        'pending',
        /^Waiting for Pat to accept your invitation \(their place is held until Mon, Nov 23(, 2026)?, 3:00 PM EST\)\.$/,
      ],
      ['declined', 'Pat declined your invitation. Your team needs a player.'],
      ['expired', 'Pat did not answer your invitation in time. Your team needs a player.'],
    ] as const) {
      const entry = myLeague(league, { partnerInvitation: { ...held, status } });
      const net = memberApi({ leagues: [league], mine: [entry] });
      const { unmount } = renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
      net.restore();
    }
  });
});

describe('/leagues/:leagueId/signup', () => {
  it('shows Full and no registration on a full league', async () => {
    memberApi({ leagues: [sampleLeague({ numberParticipants: 8 })], mine: [] });
    renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
    expect(await screen.findByText('This league is full.')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm League Registration' })).toBeNull();
  });

  it('on my league: Joined, the nights, my results and the standings with the tie-break; leaves after confirming', async () => {
    const league = sampleLeague({ scoringType: 'match_play' });
    const net = memberApi({ leagues: [league], mine: [myLeague(league)], standings: matchStandings });
    const user = userEvent.setup();
    renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });

    expect(await screen.findByText('Joined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm League Registration' })).toBeNull();
    const nights = screen.getByRole('list', { name: 'Thursday Match Play league nights' });
    expect(within(nights).getAllByRole('listitem')[0]!.textContent).toBe('Jan 1, 2099 (next)');
    expect(screen.getByText('6:00 PM - 8:00 PM EST')).toBeTruthy();

    const results = await screen.findByRole('list', { name: 'My round results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Round 1 (Nov 26, 2026): Win against Bob Brown', 'Round 2 (Dec 3, 2026): Halved against Ann Archer']);
    expect(screen.getByText('Rank 1 · Tied on points; ahead on head-to-head')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Thursday Match Play standings' });
    const rows = within(table).getAllByRole('row');
    const mine = within(rows[1]!).getAllByRole('cell');
    expect(mine[0]!.textContent).toBe('1');
    expect(mine[1]!.textContent).toBe('Jane DoeTied on points; ahead on head-to-head');
    expect(within(table).getAllByText('Tied on points; ahead on head-to-head')).toHaveLength(1);
    // On a phone: rank, player, points and record; byes, win % and the change after a tap.
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(['Rank', 'Player', 'Points', 'W-L-H'].map((n) => header(n).className)).not.toContainEqual(
      expect.stringContaining('hidden'),
    );
    expect(header('Byes').className).toContain('hidden sm:table-cell');
    expect(within(rows[1]!).getAllByRole('cell')[4]!.className).toContain('hidden sm:table-cell');
    const more = screen.getByRole('button', { name: 'Show all columns (3 more)' });
    expect(more.getAttribute('aria-controls')).toBe(table.id);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(header('Byes').className).not.toContain('hidden');
    expect(screen.getByRole('button', { name: 'Show fewer columns' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Points: win 1, halve 0.5, loss 0; a bye earns a win.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Leave league' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave league' });
    expect(within(dialog).getByText(/Are you sure you want to leave Thursday Match Play\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Leave league' }));
    expect(await screen.findByText('You have left the league')).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/leagues/3/join']);
    // No longer in it: the registration comes back.
    expect(await screen.findByRole('button', { name: 'Confirm League Registration' })).toBeTruthy();
    expect(screen.queryByText('Joined')).toBeNull();
  });

  /** The member's page of a league that has started, no round scored yet, their entry with `overrides`. */
  const startedLeaguePage = async (overrides: Partial<MyLeague> = {}) => {
    const league = sampleLeague({ startDate: '2020-01-02', endDate: '2099-12-31' });
    memberApi({
      leagues: [league],
      mine: [myLeague(league, overrides)],
      standings: {
        ...matchStandings,
        scoringType: 'lowest_score',
        rounds: [],
        rows: [row({ teamId: 2, players: ['Jane Doe'] })],
      },
    });
    renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
    expect(await screen.findByText('Joined')).toBeTruthy();
  };

  it('after the start: no Leave league, ask the staff; no rank before any score', async () => {
    await startedLeaguePage();
    expect(screen.getByText('This league has started: ask the staff to take you off it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave league' })).toBeNull();
    expect(await screen.findByText(/^No scores yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'My round results' })).toBeNull();
    const table = screen.getByRole('table', { name: 'Thursday Match Play standings' });
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]!.textContent).toBe('—');
  });

  it('a player withdrawn mid-season reads that they are withdrawn, not "ask the staff to take you off it"', async () => {
    await startedLeaguePage({ lastRoundNumber: 1 });
    expect(
      screen.getByText('Withdrawn after round 1: you play no more rounds; your scores and results stand.'),
    ).toBeTruthy();
    expect(screen.queryByText('This league has started: ask the staff to take you off it.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave league' })).toBeNull();
  });

  it('a league in flights: one standings table per flight under its heading, each ranked on its own', async () => {
    const league = sampleLeague({ startDate: '2020-01-02', endDate: '2099-12-31' });
    const [jane, bob] = matchStandings.rows as [StandingsRow, StandingsRow];
    memberApi({
      leagues: [league],
      mine: [myLeague(league)],
      standings: {
        ...matchStandings,
        rows: [
          { ...bob, rank: 1, flight: 1 },
          { ...jane, rank: 1, flight: 2 },
        ],
      },
    });
    renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
    const flightA = await screen.findByRole('table', { name: 'Thursday Match Play standings, Flight A' });
    const flightB = screen.getByRole('table', { name: 'Thursday Match Play standings, Flight B' });
    expect(screen.getByRole('heading', { name: 'Flight A' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Flight B' })).toBeTruthy();
    expect(within(flightA).getAllByRole('row')).toHaveLength(2);
    expect(flightA.textContent).toContain('Bob Brown');
    expect(flightB.textContent).toContain('Jane Doe');
    expect(flightB.textContent).not.toContain('Bob Brown');
    expect(screen.queryByRole('table', { name: 'Thursday Match Play standings' })).toBeNull();
  });

  it('says each of my rounds as gross and net in a net league', async () => {
    const league = sampleLeague({ startDate: '2020-01-02', endDate: '2099-12-31' });
    const stroke = (roundId: number, strokes: number, gross: number | null = null, net: number | null = null) => ({
      ...week(roundId, 'win', null),
      result: null,
      strokes,
      gross,
      net,
    });
    const standings = (weeks: StandingsRow['weeks']): StandingsResponse => ({
      ...matchStandings,
      scoringType: 'lowest_score',
      rows: [row({ teamId: 2, players: ['Jane Doe'], rank: 1, ranked: true, roundsPlayed: 2, weeks })],
    });
    memberApi({
      leagues: [league],
      mine: [myLeague(league)],
      standings: standings([stroke(5, 35, 40, 35), stroke(6, 36, 44, 36)]),
    });
    renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
    const results = await screen.findByRole('list', { name: 'My round results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Round 1 (Nov 26, 2026): Gross 40, net 35', 'Round 2 (Dec 3, 2026): Gross 44, net 36']);
  });

  it('says what the league ranks by: net or gross in a handicap league, the average or the best rounds', async () => {
    const cases: [Partial<League>, Partial<StandingsResponse['rules']>, string][] = [
      [{ handicapMode: 'off', rankBy: 'net' }, {}, 'Ranked by average per round played.'],
      [{ handicapMode: 'league', rankBy: 'net' }, {}, 'Ranked by net average per round played.'],
      [{ handicapMode: 'league', rankBy: 'gross' }, {}, 'Ranked by gross average per round played.'],
      [
        { handicapMode: 'league', rankBy: 'net' },
        { strokeRanking: 'best_rounds', countedRounds: 3, minRoundsToRank: 2 },
        'Ranked by the net total of the best 3 rounds; 2 rounds played to be ranked.',
      ],
      [
        { handicapMode: 'off', rankBy: 'gross' },
        { strokeRanking: 'best_rounds', countedRounds: 1 },
        'Ranked by the total of the best round.',
      ],
    ];
    for (const [overrides, rules, line] of cases) {
      const league = sampleLeague({ startDate: '2020-01-02', endDate: '2099-12-31', ...overrides });
      memberApi({
        leagues: [league],
        mine: [myLeague(league)],
        standings: { ...matchStandings, scoringType: 'lowest_score', rules: { ...matchStandings.rules, ...rules } },
      });
      const { unmount } = renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
      const standings = await screen.findByRole('region', { name: 'Standings & Results' });
      expect(await within(standings).findByText(line)).toBeTruthy();
      unmount();
    }
  });

  it("shows the server's refusal when the league started meanwhile", async () => {
    const league = sampleLeague();
    memberApi({
      leagues: [league],
      mine: [myLeague(league)],
      standings: { ...matchStandings, rounds: [], rows: [] },
      leave: () =>
        json(409, { code: 'LEAGUE_STARTED', message: 'This league has started: ask the staff to take you off it.' }),
    });
    const user = userEvent.setup();
    renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
    await user.click(await screen.findByRole('button', { name: 'Leave league' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave league' }));
    expect(await screen.findByText('Failed to leave league')).toBeTruthy();
    expect(screen.getByText('This league has started: ask the staff to take you off it.')).toBeTruthy();
    expect(screen.getByText('Joined')).toBeTruthy();
  });

  it('scramble signup: the button waits for both partner fields, then joins with the toast', async () => {
    const league = sampleLeague({ leagueType: 'scramble' });
    const net = stubFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/leagues/3/join') {
        return json(201, [{ id: 1, leagueId: 3, userId: 7, teamId: 1, isTeamLead: true, name: 'Jane Doe' }]);
      }
      if (path === '/api/leagues/3') return json(200, league);
      if (path === '/api/leagues' || path === '/api/user/leagues') return json(200, []);
      return notFound();
    });
    const user = userEvent.setup();
    renderRoute(signupRoutes, { url: '/leagues/3/signup', user: member });
    expect(await screen.findByText('Partner Information')).toBeTruthy();
    expect(screen.getByText('This is a scramble league that requires 2 players per team.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Confirm League Registration' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Partner Name/), 'Pat Partner');
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Partner Email/), 'pat@example.com');
    expect(button).toHaveProperty('disabled', false);
    await user.click(button);
    expect(await screen.findByText('Successfully joined league!')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'POST')!.body).toEqual({
      userId: 7,
      isTeamLead: true,
      player2Name: 'Pat Partner',
      player2Email: 'pat@example.com',
    });
    expect(await screen.findByRole('heading', { name: 'Golf Leagues' })).toBeTruthy();
  });

  it('a missing league shows League Not Found', async () => {
    memberApi({ leagues: [], mine: [] });
    renderRoute(signupRoutes, { url: '/leagues/99/signup', user: member });
    expect(await screen.findByRole('heading', { name: 'League Not Found' })).toBeTruthy();
    expect(screen.getByText("The league you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Leagues' })).toBeTruthy();
  });
});

describe('/admin/leagues/:id/participants', () => {
  const bob = sampleUser({ id: 8, username: 'bob@example.com', name: 'Bob Brown', email: 'bob@example.com' });

  it('counts guest partners, offers members only, and shows the server refusing a non-member', async () => {
    const league = sampleLeague({ leagueType: 'scramble', maxParticipants: 4, numberParticipants: 3 });
    const participants = [
      { id: 21, leagueId: 3, userId: 30, teamId: 1, isTeamLead: true, name: 'Ann Archer', player2Name: 'Gus Guest' },
      { id: 22, leagueId: 3, userId: 31, teamId: 2, isTeamLead: true, name: 'Cal Carter' },
    ];
    const net = stubFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/leagues/3/participants') {
        const message = notAMemberMessage('Jane Doe');
        return json(409, { code: 'NOT_A_MEMBER', message, fieldErrors: { userId: [message] } });
      }
      if (path === '/api/leagues/3') return json(200, league);
      if (path === '/api/leagues/3/participants') return json(200, participants);
      if (path.startsWith('/api/admin/users')) return pageOf([sampleAdmin, member, bob]);
      return notFound();
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues/:id/participants', element: <AdminParticipantsPage /> }], {
      url: '/admin/leagues/3/participants',
      user: sampleAdmin,
    });
    expect((await screen.findByTestId('places-taken')).textContent).toBe('Players: 3 / 4');

    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Participant' });
    const picker = within(dialog).getByLabelText('User') as HTMLSelectElement;
    await waitFor(() => expect(picker.options.length).toBeGreaterThan(1));
    const option = (name: RegExp) => within(picker).getByRole('option', { name }) as HTMLOptionElement;
    expect(option(/^Jane Doe \(jane@example\.com\) · Member$/).disabled).toBe(false);
    expect(option(/^Bob Brown \(bob@example\.com\) · Not a member$/).disabled).toBe(true);
    expect(within(dialog).getByText('Only members can play in leagues')).toBeTruthy();

    await user.selectOptions(picker, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    // In the error toast and beside the User field.
    const refusal = 'Only members can play in leagues: Jane Doe is not a member.';
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    expect(net.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ userId: 7, leagueId: 3 });
  });

  it('withdraws a player, and says why a player with scores cannot be removed', async () => {
    let withdrawn = false;
    const ann = { id: 21, leagueId: 3, userId: 30, teamId: 1, isTeamLead: true, name: 'Ann Archer' };
    const refusal =
      'Ann Archer has scores in this league: withdraw them instead, so their cards, skins and results stand.';
    const net = stubFetch(({ method, path }) => {
      if (method === 'DELETE') return json(409, { code: 'PARTICIPANT_HAS_SCORES', message: refusal });
      if (method === 'POST' && path === '/api/leagues/3/participants/21/withdraw') {
        withdrawn = true;
        return json(200, { ...ann, lastRoundNumber: 2 });
      }
      if (path === '/api/leagues/3') return json(200, sampleLeague({ numberParticipants: 1 }));
      if (path === '/api/leagues/3/participants') return json(200, [{ ...ann, lastRoundNumber: withdrawn ? 2 : null }]);
      if (path.startsWith('/api/admin/users')) return pageOf([sampleAdmin, member]);
      return notFound();
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues/:id/participants', element: <AdminParticipantsPage /> }], {
      url: '/admin/leagues/3/participants',
      user: sampleAdmin,
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Ann Archer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(refusal)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Withdraw Ann Archer' }));
    expect(await screen.findByText('Withdrawn after round 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw Ann Archer' })).toBeNull();
    expect(net.calls.some((c) => c.method === 'POST' && c.path === '/api/leagues/3/participants/21/withdraw')).toBe(
      true,
    );
  });

  it("the league's organiser adds a member found by name, and never sees e-mails or the user list", async () => {
    const dee = sampleUser({ id: 40, username: 'dee@example.com', name: 'Dee Desk', isFrontDesk: true });
    const ann = { id: 21, leagueId: 3, userId: 30, teamId: 1, isTeamLead: true, name: 'Ann Archer' };
    const pat = { id: 22, leagueId: 3, userId: 12, teamId: 2, isTeamLead: true, name: 'Pat Player' };
    let added = false;
    const net = stubFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/leagues/3/participants') {
        added = true;
        return json(201, pat);
      }
      if (path === '/api/leagues/3') return json(200, sampleLeague({ numberParticipants: added ? 2 : 1 }));
      if (path === '/api/leagues/3/participants') return json(200, added ? [ann, pat] : [ann]);
      if (path.startsWith('/api/leagues/3/addable-players')) return json(200, [{ id: 12, name: 'Pat Player' }]);
      return notFound();
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues/:id/participants', element: <AdminParticipantsPage /> }], {
      url: '/admin/leagues/3/participants',
      user: dee,
    });
    await user.click(await screen.findByRole('button', { name: 'Add Participant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Participant' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search members by name or e-mail' }), 'pat');
    const found = await within(dialog).findByRole('list', { name: 'Matching members' });
    await user.click(within(found).getByRole('radio', { name: 'Pat Player' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Participant' }));
    expect(await screen.findByText('Participant added')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('places-taken').textContent).toMatch(/^Players: 2 \//));
    expect(screen.getAllByText('Pat Player').length).toBeGreaterThan(0);
    expect(net.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ userId: 12, leagueId: 3 });
    expect(net.calls.map((c) => c.path)).toContain('/api/leagues/3/addable-players?q=pat');
    expect(net.calls.some((c) => c.path.startsWith('/api/admin/users'))).toBe(false);
    // Removing stays the managers'; withdrawing is the organiser's.
    expect(screen.queryByRole('button', { name: 'Remove Ann Archer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw Ann Archer' })).toBeTruthy();
  });
});
