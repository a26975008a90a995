// @vitest-environment jsdom
import { facilityInstant, LEAGUE_RULE_DEFAULTS, type League } from '@longwood/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  endScreenTest,
  json,
  renderRoute,
  sampleLeague,
  sampleRound,
  sampleUser,
  stubFetch,
} from '../../../test/render-route';
import { bookingRules } from '../../../config/booking-rules';
import { AdminLeagueNewPage } from './admin-league-form-pages';
import { AdminLeaguesPage } from './admin-leagues-page';
import { AdminStandingsPage } from './admin-standings-page';
import { RoundScoresPage } from './round-scores-page';

afterEach(endScreenTest);

const admin = sampleUser({ id: 1, isAdmin: true });

/** Tuesday's league: full (4 players on its one bay), started, going on. */
const league = (overrides: Partial<League> = {}): League =>
  sampleLeague({
    ...{ name: 'Tuesday Night League', description: 'Nine holes after work', dayOfWeek: 'Tuesday' },
    ...{ startDate: '2026-11-24', endDate: '2099-12-15', maxParticipants: 4, numberOfBays: 1, numberParticipants: 4 },
    ...overrides,
  });

describe('/admin/leagues', () => {
  it('shows a card per league with its fields and links; deletes after confirmation with the toast', async () => {
    let leagues = [league(), league({ id: 4, name: 'Paused', isActive: false, dayOfWeek: null, numberOfBays: null })];
    stubFetch(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/leagues/3') {
        leagues = leagues.filter((l) => l.id !== 3);
        return new Response(null, { status: 204 });
      }
      if (path === '/api/leagues') return json(200, leagues);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues', element: <AdminLeaguesPage /> }], { url: '/admin/leagues', user: admin });

    const card = (await screen.findByRole('heading', { name: 'Tuesday Night League' })).closest('article')!;
    const c = within(card as HTMLElement);
    expect(c.getByText('Active')).toBeTruthy();
    expect(c.getByText('Tuesdays, 6:00 PM - 8:00 PM')).toBeTruthy();
    expect(c.getByText('4 / 4 (Full)')).toBeTruthy();
    expect(c.getByText('1 bay')).toBeTruthy();
    expect(c.getByRole('link', { name: 'Members' }).getAttribute('href')).toBe('/admin/leagues/3/participants');
    expect(c.getByRole('link', { name: 'Rounds' }).getAttribute('href')).toBe('/admin/leagues/3/rounds');
    expect(c.getByRole('link', { name: 'Standings' }).getAttribute('href')).toBe('/admin/leagues/3/standings');
    expect(c.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/admin/leagues/3/edit');
    const paused = within(screen.getByRole('heading', { name: 'Paused' }).closest('article') as HTMLElement);
    expect(paused.getByText('Inactive')).toBeTruthy();
    expect(paused.getByText('Not scheduled')).toBeTruthy();
    expect(paused.getByText('Not specified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create League' }).getAttribute('href')).toBe('/admin/leagues/new');

    await user.click(c.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/This action cannot be undone\./)).toBeTruthy();
    expect(within(dialog).getByText(/participants, rounds, scores and statistics, standings and results/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete League' }));
    expect(await screen.findByText('League successfully deleted')).toBeTruthy();
    expect(screen.getByText('Tuesday Night League and all associated data have been removed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tuesday Night League' })).toBeNull());
  });

  it("generates an unscheduled league's schedule, names what holds the booked nights and keeps the free ones", async () => {
    const net = stubFetch(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/leagues/3/schedule') {
        const keep = (body as { keepFreeNights: boolean }).keepFreeNights;
        return json(200, {
          ...league({ hasSchedule: keep }),
          scheduleCreated: keep,
          scheduleConflicts: [
            {
              date: '2026-12-01',
              message: 'The bays are held by Seniors League.',
              leagues: ['Seniors League'],
              bookings: 0,
              lessons: 0,
            },
          ],
        });
      }
      if (path === '/api/leagues') return json(200, [league({ hasSchedule: false })]);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues', element: <AdminLeaguesPage /> }], { url: '/admin/leagues', user: admin });
    expect(await screen.findByText('No booking schedule')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create Schedule' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Dec 1, 2026: The bays are held by Seniors League.')).toBeTruthy();
    expect(screen.getByText('Schedule Not Created')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'POST')!.body).toEqual({ keepFreeNights: false });

    await user.click(within(alert).getByRole('button', { name: 'Keep the Free Nights' }));
    expect(
      await screen.findByText(
        'The booking schedule of Tuesday Night League has been generated without 1 booked night.',
      ),
    ).toBeTruthy();
    expect(net.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ keepFreeNights: true });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the empty state', async () => {
    stubFetch(() => json(200, []));
    renderRoute([{ path: '/admin/leagues', element: <AdminLeaguesPage /> }], { url: '/admin/leagues', user: admin });
    expect(await screen.findByText('No leagues found')).toBeTruthy();
    expect(screen.getByText('Create your first league to get started')).toBeTruthy();
  });
});

/** Dec 8, 2026 is held by two members' bookings (core's nightConflict). */
const BOOKED_DEC_8 = {
  date: '2026-12-08',
  message: "The bays are held by 2 members' bookings.",
  leagues: [],
  bookings: 2,
  lessons: 0,
};

/** The new league form as an admin sees it (with the leagues list it returns to); the user who types in it. */
function renderNewLeaguePage() {
  const user = userEvent.setup();
  renderRoute(
    [
      { path: '/admin/leagues/new', element: <AdminLeagueNewPage /> },
      { path: '/admin/leagues', element: <AdminLeaguesPage /> },
    ],
    { url: '/admin/leagues/new', user: admin },
  );
  return user;
}

describe('/admin/leagues/new', () => {
  it('validates with the documented messages, follows the start date and bays, and lists schedule conflicts', async () => {
    const net = stubFetch(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/leagues/9/schedule') {
        return json(200, {
          ...league({ name: 'Winter League', id: 9, hasSchedule: true }),
          scheduleCreated: true,
          scheduleConflicts: [BOOKED_DEC_8],
        });
      }
      if (method === 'POST' && path === '/api/admin/leagues') {
        return json(201, {
          ...league({ ...(body as object), id: 9, numberParticipants: 0, hasSchedule: false }),
          scheduleCreated: false,
          scheduleConflicts: [BOOKED_DEC_8],
        });
      }
      if (path === '/api/leagues') return json(200, []);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = renderNewLeaguePage();

    expect(screen.getByRole('heading', { name: 'Create New League' })).toBeTruthy();
    expect(screen.getByLabelText('Start Time (HH:MM)')).toHaveProperty('value', '18:00');
    expect(screen.getByRole('switch', { name: 'Active League' })).toHaveProperty('checked', true);
    expect(screen.getByText("Inactive leagues won't appear in public league listings")).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('League name must be at least 3 characters')).toBeTruthy();

    await user.clear(screen.getByLabelText('Start Date'));
    await user.type(screen.getByLabelText('Start Date'), '2026-12-01');
    expect(screen.getByLabelText('League Day')).toHaveProperty('value', 'Tuesday');
    await user.clear(screen.getByLabelText('Number of Bays'));
    await user.type(screen.getByLabelText('Number of Bays'), '2');
    expect(screen.getByLabelText('Maximum Participants')).toHaveProperty('value', '8');
    await user.clear(screen.getByLabelText('End Time (HH:MM)'));
    await user.type(screen.getByLabelText('End Time (HH:MM)'), '17:00');
    await user.type(screen.getByLabelText('League Name'), 'Winter League');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('End time must be after start time')).toBeTruthy();

    await user.clear(screen.getByLabelText('End Time (HH:MM)'));
    await user.type(screen.getByLabelText('End Time (HH:MM)'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Activate League & Create Schedule' }));
    expect(await screen.findByText('League Created')).toBeTruthy();
    expect(
      screen.getByText(
        'League has been created but there was an issue generating the booking schedule. Please check for time conflicts.',
      ),
    ).toBeTruthy();
    const sent = net.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Winter League', createSchedule: true, isActive: true, numberOfBays: 2 });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Dec 8, 2026: The bays are held by 2 members' bookings.")).toBeTruthy();
    // The organiser keeps the free nights: the schedule is made without the booked one and the notice goes.
    await user.click(within(alert).getByRole('button', { name: 'Keep the Free Nights' }));
    expect(
      await screen.findByText('The booking schedule of Winter League has been generated without 1 booked night.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('offers the front or back nine of an 18-hole course under "Holes", and plays a 9-hole course whole', async () => {
    const hole = (par: number, strokeIndex: number) => ({ par, strokeIndex });
    const courses = [
      {
        id: 4,
        name: 'Pebble Beach',
        holes: Array.from({ length: 18 }, (_, i) => hole(4, i + 1)),
        par: 72,
        inUse: false,
      },
      {
        id: 5,
        name: 'Lakeside Nine',
        holes: Array.from({ length: 9 }, (_, i) => hole(4, i + 1)),
        par: 36,
        inUse: false,
      },
    ];
    const net = stubFetch(({ method, path, body }) => {
      if (path === '/api/admin/courses') return json(200, { courses });
      if (method === 'POST' && path === '/api/admin/leagues') {
        return json(201, {
          ...league({ ...(body as object), id: 9, numberParticipants: 0, hasSchedule: true }),
          scheduleCreated: true,
          scheduleConflicts: [],
        });
      }
      if (path === '/api/leagues') return json(200, []);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = renderNewLeaguePage();
    await screen.findByRole('option', { name: 'Pebble Beach (18 holes, par 72)' });
    const courseSelect = screen.getByLabelText('Course for the League Nights');
    // No course: no holes to choose.
    expect(screen.queryByLabelText('Holes')).toBeNull();
    await user.selectOptions(courseSelect, 'Pebble Beach (18 holes, par 72)');
    const holes = screen.getByLabelText('Holes');
    expect(
      within(holes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All 18', 'Front nine', 'Back nine']);
    await user.selectOptions(holes, 'Back nine');
    // A 9-hole course is played whole: the choice goes, and the league is sent with all its holes.
    await user.selectOptions(courseSelect, 'Lakeside Nine (9 holes, par 36)');
    expect(screen.queryByLabelText('Holes')).toBeNull();
    await user.selectOptions(courseSelect, 'Pebble Beach (18 holes, par 72)');
    expect(screen.getByLabelText('Holes')).toHaveProperty('value', 'all');
    await user.selectOptions(screen.getByLabelText('Holes'), 'Back nine');
    await user.type(screen.getByLabelText('League Name'), 'Back Nine League');
    await user.click(screen.getByRole('button', { name: 'Activate League & Create Schedule' }));
    expect(await screen.findByText('League Created Successfully')).toBeTruthy();
    const sent = net.calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Back Nine League', courseId: 4, courseHoles: 'back', createSchedule: true });
  });

  it("allows as many bays as the facility has open: 'Maximum 2 bays available' at two, three with a third bay", async () => {
    stubFetch(({ path }) => (path === '/api/leagues' ? json(200, []) : json(404, { code: 'NOT_FOUND', message: '' })));
    const user = userEvent.setup();
    const routes = [{ path: '/admin/leagues/new', element: <AdminLeagueNewPage /> }];
    const { unmount } = renderRoute(routes, { url: '/admin/leagues/new', user: admin });
    await user.type(screen.getByLabelText('League Name'), 'Winter League');
    await user.clear(screen.getByLabelText('Number of Bays'));
    await user.type(screen.getByLabelText('Number of Bays'), '3');
    await user.click(screen.getByRole('button', { name: 'Create League' }));
    expect(await screen.findByText('Maximum 2 bays available')).toBeTruthy();
    unmount();

    const twoBays = bookingRules.bays;
    bookingRules.bays = [...twoBays, { id: 3, name: 'Bay 3', open: true }];
    try {
      renderRoute(routes, { url: '/admin/leagues/new', user: admin });
      await user.clear(screen.getByLabelText('Number of Bays'));
      await user.type(screen.getByLabelText('Number of Bays'), '3');
      expect(screen.getByLabelText('Maximum Participants')).toHaveProperty('value', '12');
      await user.type(screen.getByLabelText('Number of Bays'), '{Backspace}4');
      await user.click(screen.getByRole('button', { name: 'Create League' }));
      expect(await screen.findByText('Maximum 3 bays available')).toBeTruthy();
    } finally {
      bookingRules.bays = twoBays;
    }
  });
});

describe('score sheet and standings', () => {
  const participants = [
    {
      id: 11,
      leagueId: 3,
      userId: 21,
      teamId: 1,
      isTeamLead: true,
      name: 'Ann Archer',
      username: 'ann@example.com',
      email: 'ann@example.com',
    },
    {
      id: 12,
      leagueId: 3,
      userId: 22,
      teamId: 2,
      isTeamLead: true,
      name: 'bob',
      username: 'bob@example.com',
      email: 'bob@example.com',
    },
  ];

  it('types strokes team after team with Enter and saves the sheet at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(facilityInstant('2026-11-24', '21:00'));
    const net = stubFetch(({ method, path }) => {
      if (method === 'PUT') return json(200, []);
      if (path === '/api/leagues/3') return json(200, league());
      if (path === '/api/leagues/3/rounds') {
        return json(200, [sampleRound()]);
      }
      if (path === '/api/leagues/3/participants') return json(200, participants);
      if (path === '/api/leagues/3/rounds/5/scores') return json(200, []);
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    const user = userEvent.setup();
    renderRoute([{ path: '/admin/leagues/:leagueId/rounds/:roundId/scores', element: <RoundScoresPage /> }], {
      url: '/admin/leagues/3/rounds/5/scores',
      user: admin,
    });
    const first = await screen.findByLabelText('Ann Archer');
    await user.type(first, '72{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('bob'));
    await user.type(document.activeElement as HTMLElement, '9');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Strokes must be a whole number from 18 to 200')).toBeTruthy();
    await user.type(screen.getByLabelText('bob'), '0');
    await user.click(screen.getByRole('button', { name: 'Save Scores' }));
    expect(await screen.findByText('Scores saved')).toBeTruthy();
    expect(net.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/leagues/3/rounds/5/scores',
      body: {
        entries: [
          { participantId: 11, strokes: 72 },
          { participantId: 12, strokes: 90 },
        ],
      },
    });
  });

  it('shows the standings table', async () => {
    const row = (teamId: number, name: string, wins: number, losses: number) => ({
      rank: teamId,
      ranked: true,
      rankChange: null,
      tieBreak: null,
      teamId,
      players: [name],
      roundsPlayed: 1,
      totalStrokes: null,
      averageStrokes: null,
      countedStrokes: null,
      bestRound: null,
      wins,
      losses,
      halves: 0,
      byes: 0,
      points: wins,
      winPercentage: wins,
      handicap: null,
      net: null,
      weeks: [],
    });
    stubFetch(({ path }) => {
      if (path === '/api/leagues/3') return json(200, league({ scoringType: 'match_play' }));
      if (path === '/api/leagues/3/standings') {
        return json(200, {
          leagueId: 3,
          scoringType: 'match_play',
          rules: LEAGUE_RULE_DEFAULTS,
          rounds: [],
          rows: [row(1, 'Ann Archer', 1, 0), row(2, 'Bob Baker', 0, 1)],
        });
      }
      return json(404, { code: 'NOT_FOUND', message: 'Not found.' });
    });
    renderRoute([{ path: '/admin/leagues/:id/standings', element: <AdminStandingsPage /> }], {
      url: '/admin/leagues/3/standings',
      user: admin,
    });
    const table = await screen.findByRole('table', { name: 'Tuesday Night League standings' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Rank', 'Player', 'Points', 'W-L-H', 'Byes', 'Win %', 'Change']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Ann Archer', '1', '1-0-0', '0', '100%', '']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    // What the table ranks by, in the member's words too.
    expect(screen.getByText('Points: win 1, halve 0.5, loss 0; a bye earns a win.')).toBeTruthy();
  });
});
